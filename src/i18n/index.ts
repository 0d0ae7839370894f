import { AsyncLocalStorage } from 'node:async_hooks';
import type { Texts } from './en/index.js';
import { LANGS, langNamed, type Lang, type Text } from './lang.js';

export type { Texts };
export { LANGS, langNamed, type Lang, type Text };

/**
 * Each language's texts are a chunk of their own in the build, so a command loads only the language
 * it speaks (table mode, whose messages carry both, loads both). `textsOf` and `say` need the
 * language loaded first: the shell loads the command's, tests load both (test/setup.ts).
 */
const CATALOGUES: Record<Lang, () => Promise<Texts>> = {
  en: async () => (await import('./en/index.js')).en,
  nl: async () => (await import('./nl/index.js')).nl,
};
type Loaded = Partial<Record<Lang, Texts>>;

/**
 * The languages a run has loaded are the run's own: a run that speaks Dutch and reads a JSON note in
 * English fails the same whether another run in the same process loaded English or not (the tests run
 * many in one process). A run is a scope (textScope, opened by src/cli/run.ts), and what it loads is
 * found again through AsyncLocalStorage in whatever it awaits: the 180 places that render a text, in
 * every room, are not handed the run. Outside any run (a test calling a command's function) the
 * languages loaded are the process's: test/setup.ts loads both.
 */
const runs = new AsyncLocalStorage<Loaded>();
const outsideRuns: Loaded = {};
const loadedHere = (): Loaded => runs.getStore() ?? outsideRuns;

/** A run's own set of loaded languages: `run` calls a function inside it (and inside whatever it awaits). */
export interface TextScope {
  run<T>(fn: () => T): T;
}
export function textScope(): TextScope {
  const loaded: Loaded = {};
  return { run: (fn) => runs.run(loaded, fn) };
}

export async function loadTexts(...langs: Lang[]): Promise<void> {
  const loaded = loadedHere();
  for (const l of langs.length === 0 ? LANGS : langs) loaded[l] ??= await CATALOGUES[l]();
}

/** The texts of one language. */
export function textsOf(lang: Lang): Texts {
  const texts = loadedHere()[lang];
  if (texts === undefined) throw new Error(`the ${lang} texts are not loaded (i18n/index.ts loadTexts)`);
  return texts;
}

/** The first language whose texts are loaded, for an Error's `message` (which has no language). */
export const someLoaded = (): Lang | undefined => {
  const loaded = loadedHere();
  return LANGS.find((l) => loaded[l] !== undefined);
};

/**
 * A text by its key and values: `say((t) => t.store.locked(path))`. The key is the path `pick` takes
 * into the catalogue, so a key or a value that a language lacks is a compile error. Nothing is
 * rendered until a language is asked for, at the boundary where the text is printed, so only the
 * user's language has to be loaded.
 */
export function say(pick: (t: Texts) => string): Text {
  return sayIn((t) => pick(t));
}

/**
 * `say` for a text that also formats by language (money's decimal sign): `pick` gets the language it
 * renders in. That is the asked one, or a loaded one when the asked one is not loaded: a message that
 * reads both languages of an inner text asks for one that may not be loaded, and that reading is never
 * printed (a JSON field reads `.en`, and --json loads English).
 */
export function sayIn(pick: (t: Texts, lang: Lang) => string): Text {
  return texts((asked) => {
    const lang = loadedHere()[asked] === undefined ? (someLoaded() ?? asked) : asked;
    return pick(textsOf(lang), lang);
  });
}

/** A text from a game folder's own catalogues (its messages.<lang>.ts, loaded with the game). */
export function sayer<M>(catalogues: Readonly<Record<Lang, M>>): (pick: (m: M, lang: Lang) => string) => Text {
  return (pick) => texts((lang) => pick(catalogues[lang], lang));
}

/** A text in every language from a function of the language, rendered when a language is read. */
export function texts(render: (lang: Lang) => string): Text {
  const text = {} as Record<Lang, string>;
  for (const lang of LANGS) Object.defineProperty(text, lang, { get: () => render(lang), enumerable: true });
  return text;
}

/**
 * A text rendered now in every language, to be stored and shown later in any of them (a sheet's
 * refusal kept in the index of sheets); undefined when a language is not loaded in this run: its
 * rendering would be another language's (sayIn), and stored so, a Dutch run would later show English.
 */
export function keptText(text: Text): Text | undefined {
  const loaded = loadedHere();
  if (LANGS.some((l) => loaded[l] === undefined)) return undefined;
  return Object.fromEntries(LANGS.map((l) => [l, text[l]])) as Record<Lang, string>;
}

/** One text in every language, rendered now (for a value that is kept, such as a stored reason). */
export const both = (pick: (t: Texts) => string): Text =>
  Object.fromEntries(LANGS.map((l) => [l, pick(textsOf(l))])) as Record<Lang, string>;
