import { TafelError, UsageError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { textsOf } from '../i18n/index.js';
import { GoBack, type Prompter } from './prompter.js';

// A question's type lives in core (core/flow.ts), where a game's flow can use it.
export type { Step } from '../core/flow.js';
import type { Step } from '../core/flow.js';

export interface Plan<D, F, R> {
  steps: Step<D, F>[];
  /** The command's own check (a game's parseDeal, buildSheet): returns the result or throws its refusal. */
  check(d: D, f: F): R;
  has(d: D, key: string): boolean;
  /** Whether the player asked for a rare question (Step.rare) in this draft. */
  requested?(d: D, id: string): boolean;
  /** Forgets an answer of a question that no longer applies, so it cannot trip the check. */
  drop(d: D, key: string): void;
  /** The flags in words for a refusal (inWords); default: the shell's (new's flags). */
  words?: Readonly<Record<string, string>>;
}

export type Outcome<R> = { done: R } | { action: string };

/** `all`: table mode asks every question; `missing`: only what a command line left out. */
export type Mode = 'all' | 'missing';

const kebab = (k: string): string => k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/** A value as it is typed in answer: a name, a number, player=value, "none", a placeholder such as <p>. */
const VALUE = String.raw`(?:<[^>]+>|"[^"]*"|none|[A-Z0-9]\S*?|[a-z][\w-]*=\S*?)(?=[.,;:)'"]*(?:\s|$))`;
/**
 * A flag, perhaps for one player ("--tricks for Ann", as the rules name a part of a per-player list; Dutch
 * "--tricks voor Ann").
 */
const FLAG = String.raw`--([a-z][a-z-]*(?: (?:for|voor) [A-Z][^\s:;,.]*)?)`;
/** Where a sentence (or the part after a colon) starts: a flag there is its subject. */
const START = '(^|[.?!:;] )';
const esc = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const camel = (k: string): string => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const re = (source: string): RegExp => new RegExp(source, 'g');

/**
 * A refusal as table mode says it, where nobody types flags (docs/table-mode.md, "Refusals in words"): each
 * flag becomes its word (`words`, by name: the game's, or the shell's for new's flags), phrased by the
 * language (i18n table.inWords). "--tricks is missing: ... e.g. --tricks 8." reads "The tricks are missing:
 * ... e.g. 8."; "give --points 162" "give 162 for the card points"; "--set piccolo=on" "the house rule
 * piccolo=on"; "--points needs" "The card points need"; "tafel record pas" "pas". A flag without a word
 * stays as it is.
 */
export function inWords(text: string, words: Readonly<Record<string, string>>, lang: Lang): string {
  const say = textsOf(lang).table.inWords;
  const word = (flag: string): string | undefined => {
    const [name, player] = flag.split(/ (?:for|voor) /);
    const w = Object.hasOwn(words, name)
      ? words[name]
      : Object.hasOwn(words, camel(name))
        ? words[camel(name)]
        : undefined;
    return w === undefined || player === undefined ? w : say.of(w, player);
  };
  const placeholder = (v: string) => v.startsWith('<');
  const list = (each: string[]) =>
    each.length === 1 ? each[0] : `${each.slice(0, -1).join(', ')} ${say.and} ${each[each.length - 1]}`;
  /** "--taker Ann --points 92": "Ann for the taker and 92 for the card points"; undefined when a flag has no word. */
  const listed = (chain: string): string | undefined => {
    const ps = [...chain.matchAll(re(`${FLAG}(?: (${VALUE}))?`))].map((m) => ({ w: word(m[1]), v: m[2] }));
    if (ps.length === 0 || ps.some((p) => p.w === undefined)) return undefined;
    return list(ps.map(({ w, v }) => (v === undefined || placeholder(v) ? w! : say.valueFor(v, w!))));
  };
  const chain = `(?:${FLAG}(?: ${VALUE})?(?: |(?=[.,;:)'"]|$)))+`;
  /** A command line given as an example: only its flags are said. */
  const command = "(?:'?tafel (?:record|new [a-z]+) )?";
  const sentence = (before: string, s: string) => (before === '' || /[.?!] $/.test(before) ? upper(s) : s);
  return (
    text
      // "record --four-of-a-kind <p> and nothing else": the deal to type holds four of a kind and nothing else.
      .replace(re(`(^|[:,] )record (?=--)`), '$1')
      // "e.g. --tricks 8": the value alone, as it is typed in answer; several flags: each value with its word.
      .replace(re(`${esc(say.eg)} ${command}${FLAG} (${VALUE})'?(?! --)`), (all, flag: string, v: string) =>
        word(flag) === undefined ? all : `${say.eg} ${v}`,
      )
      .replace(re(`${esc(say.eg)} ${command}(${chain})'?`), (all, flags: string) => {
        const said = listed(flags.trim());
        return said === undefined ? all : `${say.eg} ${said}${flags.endsWith(' ') ? ' ' : ''}`;
      })
      // A command line as an example: a line of words is what is typed ("pas"), and so is a contract with
      // its values ("tafel record slag --by Ann --tricks 5": "slag Ann 5"); flags alone are said in words.
      .replace(re(`'tafel record ([a-z0-9 ]+)'`), (_, line: string) => say.line(line))
      .replace(
        re(`'?tafel record ([a-z][a-z0-9 -]*?) ((?:${FLAG} ${VALUE} ?)+)'?`),
        (all, line: string, flags: string) => {
          const values = [...flags.matchAll(re(`${FLAG} (${VALUE})`))].map((m) => m[2]);
          return values.some(placeholder)
            ? all
            : say.line(`${line} ${values.join(' ')}`) + (flags.endsWith(' ') ? ' ' : '');
        },
      )
      .replace(re(`(: )?'?tafel (?:record|new [a-z]+) (${chain})(\\.\\.\\.)?'?`), (all, colon, flags: string, dots) => {
        const said = listed(flags.trim());
        if (said === undefined) return all;
        return (colon ? `: ${say.eg} ` : '') + said + (flags.endsWith(' ') && !dots ? ' ' : '');
      })
      // "...: --by Ann." at the end of a sentence: an example; "...: --winner <p>": nothing more to say.
      .replace(re(`: ${FLAG} (${VALUE})(?=[.)]?$|\\. )`), (all, flag: string, v: string) =>
        word(flag) === undefined ? all : placeholder(v) ? '' : `: ${say.eg} ${v}`,
      )
      .replace(re(`--set ([a-z][\\w.-]*=\\S*?)(?=[.,;:)]*(?:\\s|$))`), (_, pair: string) => say.houseRule(pair))
      // A flag with its value: "give --points 162" reads "give 162 for the card points"; "everyone's card
      // points --points 7" "everyone's card points (e.g. 7)".
      .replace(re(`${START}?(\\S+ )?${FLAG} (${VALUE})`), (all, start, before, flag: string, v: string) => {
        const w = word(flag);
        if (w === undefined) return all;
        const lead = (start ?? '') + (before ?? '');
        if (before && w.split(' ').slice(1).join(' ').endsWith(before.trim()) && !placeholder(v))
          return `${lead.trimEnd()} (${say.eg} ${v})`;
        return lead + sentence(lead, placeholder(v) ? w : say.valueFor(v, w));
      })
      // Flags listed ("it takes --by --tricks"): "the players and the tricks".
      .replace(re(`${FLAG}(?: ${FLAG})+`), (all) => listed(all) ?? all)
      // The subject of a sentence: "--points needs" reads "The card points need" (and "... or list").
      .replace(re(`${START}${FLAG} ((?:[^.;:]|\\.\\.\\.)*)`), (all, before: string, flag: string, rest: string) => {
        const w = word(flag);
        if (w === undefined) return all;
        const agreed = say.plural(w)
          ? rest.replace(re(`^\\S+|(?<= (?:${say.and}|${say.or}) )\\S+`), (v: string) => say.verbs[v] ?? v)
          : rest;
        return `${before}${sentence(before, w)} ${agreed}`;
      })
      // "the mate (--mate)": the word once.
      .replace(re(` \\(${FLAG}\\)`), (all, flag: string, at: number, whole: string) => {
        const w = word(flag);
        return w !== undefined && whole.slice(0, at).endsWith(w) ? '' : all;
      })
      .replace(re(FLAG), (all, flag: string) => word(flag) ?? all)
  );
}

const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Asks the steps in order and checks the draft after every answer with the command's own rules.
 * A refusal is shown and the question it is about is asked again (the one whose flag the message
 * names, else the one just answered). "Something is still missing" (a UsageError while questions
 * remain) is not a refusal yet: the remaining questions will supply it.
 */
export async function runSteps<D, F, R>(
  p: Prompter,
  plan: Plan<D, F, R>,
  d: D,
  f: F,
  lang: Lang,
  mode: Mode,
  /** Flags the command line gave: never dropped silently; a refusal naming one asks it again. */
  keep: ReadonlySet<string> = new Set(),
): Promise<Outcome<R>> {
  const { steps } = plan;
  const forced = new Set<string>();
  const applies = (s: Step<D, F>) => s.applies?.(d, f) ?? true;
  const given = (s: Step<D, F>) => (s.given ? s.given(d, f) : s.fills.every((k) => plan.has(d, k)));
  const all = (s: Step<D, F>) =>
    mode === 'all' && (s.rare === undefined || given(s) || Boolean(plan.requested?.(d, s.id)));
  const wanted = (s: Step<D, F>) => applies(s) && (forced.has(s.id) || all(s) || (!s.optional && !given(s)));
  const attempt = (): { ok: R } | { refusal: TafelError } => {
    try {
      return { ok: plan.check(d, f) };
    } catch (e) {
      if (e instanceof TafelError) return { refusal: e };
      throw e;
    }
  };
  // `record` was typed with flags, so its refusals may name them; table mode says them in words.
  const words = plan.words ?? textsOf(lang).flags;
  const refusal = (e: TafelError): string => (mode === 'all' ? inWords(e.text[lang], words, lang) : e.text[lang]);
  const blame = (e: TafelError, current: number): number => {
    const text = e.text[lang];
    const names = (s: Step<D, F>) =>
      s.fills.some((k) => new RegExp(`--${kebab(k)}(?![\\w-])`).test(text)) || Boolean(s.blames?.(text, d, f));
    if (names(steps[current])) return current;
    const named = steps.map((_, j) => j).filter((j) => applies(steps[j]) && names(steps[j]));
    const earlier = named.filter((j) => j < current);
    // A later question can be named too: a value the command line gave, checked only now.
    return earlier.length > 0 ? earlier[earlier.length - 1] : (named.find((j) => j > current) ?? current);
  };

  let i = 0;
  /** The questions asked so far, in order: Esc goes back along them. */
  const history: number[] = [];
  let lastAsked = -1;
  let askedSinceRefusal = false;
  for (;;) {
    while (i < steps.length) {
      const s = steps[i];
      if (!applies(s)) {
        for (const k of s.fills) if (!keep.has(k)) plan.drop(d, k);
        i++;
        continue;
      }
      if (!wanted(s)) {
        i++;
        continue;
      }
      // biome-ignore lint/suspicious/noConfusingVoidType: what an ask returns (core/flow.ts)
      let action: string | void;
      try {
        action = await s.ask(p, d, f);
      } catch (e) {
        if (!(e instanceof GoBack)) throw e;
        // Esc: the question before this one again (the first question is simply asked again).
        // (A question asked again after a refusal is in the history already: the one before it is meant.)
        while (history.length > 0 && history[history.length - 1] >= i) history.pop();
        const back = history.pop();
        if (back !== undefined) {
          i = back;
          forced.add(steps[back].id);
        }
        continue;
      }
      if (action) return { action };
      forced.delete(s.id);
      if (history[history.length - 1] !== i) history.push(i);
      lastAsked = i;
      askedSinceRefusal = true;
      const r = attempt();
      const stillToAsk = steps.slice(i + 1).some(wanted);
      if ('refusal' in r && (!(r.refusal instanceof UsageError) || !stillToAsk)) {
        p.say(`✗ ${refusal(r.refusal)}`);
        i = blame(r.refusal, i);
        forced.add(steps[i].id);
        askedSinceRefusal = false;
        continue;
      }
      i++;
    }
    const r = attempt();
    if ('ok' in r) return { done: r.ok };
    // Nothing was asked since the last refusal: no question here can mend it, so it stands.
    if (!askedSinceRefusal || lastAsked < 0) throw r.refusal;
    p.say(`✗ ${refusal(r.refusal)}`);
    i = blame(r.refusal, lastAsked);
    forced.add(steps[i].id);
    askedSinceRefusal = false;
  }
}
