import type { Text } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import type { Texts } from './en.js';

export type { Texts };

/**
 * Each language's texts are a chunk of their own in the build, so a command loads only the language
 * it speaks (table mode, whose messages carry both, loads both). `textsOf` and `both` need the
 * language loaded first: main.ts loads the command's, tests load both (test/setup.ts).
 */
const CATALOGUES: Record<Lang, () => Promise<Texts>> = {
  en: async () => (await import('./en.js')).en,
  nl: async () => (await import('./nl.js')).nl,
};
const loaded: Partial<Record<Lang, Texts>> = {};

export async function loadTexts(...langs: Lang[]): Promise<void> {
  for (const l of langs) loaded[l] ??= await CATALOGUES[l]();
}

/** The texts of one language. */
export function textsOf(lang: Lang): Texts {
  const texts = loaded[lang];
  if (texts === undefined) throw new Error(`the ${lang} texts are not loaded (i18n/index.ts loadTexts)`);
  return texts;
}

/** One text in every language, for an error (which carries both and is shown in the user's). */
export const both = (pick: (t: Texts) => string): Text => ({ en: pick(textsOf('en')), nl: pick(textsOf('nl')) });
