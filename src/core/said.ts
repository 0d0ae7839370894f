import type { Lang } from './game.js';
import { textsOf } from '../i18n/index.js';

// Refusals in words (docs/table-mode.md): where nobody types flags (table mode, a scorer's phone), a refusal that
// names record's flags is said with the game's words for them.

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
  const command = '(?:[\'"]?tafel (?:record|new [a-z]+|correct \\S+) )?';
  const sentence = (before: string, s: string) => (before === '' || /[.?!] $/.test(before) ? upper(s) : s);
  return (
    text
      .replace(say.orFlag, '')
      // "e.g. --tricks 8": the value alone, as it is typed in answer; several flags: each value with its word.
      .replace(re(`${esc(say.eg)} ${command}${FLAG} (${VALUE})['"]?(?! --)`), (all, flag: string, v: string) =>
        word(flag) === undefined ? all : `${say.eg} ${v}`,
      )
      .replace(re(`${esc(say.eg)} ${command}(${chain})['"]?`), (all, flags: string) => {
        const said = listed(flags.trim());
        return said === undefined ? all : `${say.eg} ${said}${flags.endsWith(' ') ? ' ' : ''}`;
      })
      // A command line as an example: a line of words is what is typed ("pas"), and so is a contract with
      // its values ("tafel record slag --by Ann --tricks 5": "slag Ann 5"); flags alone are said in words.
      .replace(re(`'tafel record ([a-z0-9 ]+)'`), (_, line: string) => say.line(line))
      .replace(
        re(`['"]?tafel record ([a-z][a-z0-9 -]*?) ((?:${FLAG} ${VALUE} ?)+)['"]?`),
        (all, line: string, flags: string) => {
          const values = [...flags.matchAll(re(`${FLAG} (${VALUE})`))].map((m) => m[2]);
          return values.some(placeholder)
            ? all
            : say.line(`${line} ${values.join(' ')}`) + (flags.endsWith(' ') ? ' ' : '');
        },
      )
      .replace(
        re(`(: )?['"]?tafel (?:record|new [a-z]+) (${chain})(\\.\\.\\.)?['"]?`),
        (all, colon, flags: string, dots) => {
          const said = listed(flags.trim());
          if (said === undefined) return all;
          return (colon ? `: ${say.eg} ` : '') + said + (flags.endsWith(' ') && !dots ? ' ' : '');
        },
      )
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
      // Flags listed with commas ("it takes --taker, --pit, --mars and --verzaakt"): each word once, a flag's other
      // name (Klaverjassen's --mars, "the pit" as --pit is) not said again (until 2026-12-07 "the pit, the pit").
      .replace(re(`${FLAG}(?:, ${FLAG})*,? ${esc(say.and)} ${FLAG}`), (all) => {
        const ws = [...all.matchAll(re(FLAG))].map((m) => word(m[1]));
        const once = [...new Set(ws)];
        // A list of other words is left to the steps below (a subject's verb, a capital).
        return once.length === ws.length || ws.some((w) => w === undefined) ? all : list(once as string[]);
      })
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
