import { TafelError, UsageError } from '../../core/errors.js';
import {
  askContract,
  type Choice,
  type DealCtx,
  type GameFlow,
  inTurn,
  namesIn,
  type Pick,
  put,
  typedNames,
} from '../../core/flow.js';
import type { Lang, RecordArgs, SheetConfig } from '../../core/game.js';
import { cardsWithoutColon, handText, jokerChips, namesOthers, numberAfterOut, readJokerLine } from './line.js';
import { MESSAGES as M, say } from './messages.js';
import { type JokerInput, parseDeal } from './rules.js';
import { missingOf, priceOf } from './score.js';
import { contractOf, pointsFor } from './settings.js';

/**
 * Jokeren in table mode (spec/jokeren.md §6): who went out, from the players as a numbered list; then
 * for each other player in seating order either his penalty points (a number) or the cards left in his
 * hand (a card list). The whole deal may be typed on one line at the first question
 * (`bert uit, ann 12, cis: 7 K joker*, dirk 4`); its confirmation names each entry's kind, so a missed
 * colon is seen before the deal is saved.
 */

const m = (f: { lang: Lang }) => M[f.lang];
const editing = (f: DealCtx<JokerInput>): JokerInput | undefined => f.editing;
/** Which deal this is: table mode hands an edited deal the deals before it only, so always the next one. */
const numberOf = (f: DealCtx<JokerInput>): number => f.deals.length + 1;

/** The entries of a draft's `--points` and `--hand`, by player (names found as record finds them). */
function draftEntries(d: RecordArgs, f: DealCtx<JokerInput>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [flag, colon] of [
    ['points', ''],
    ['hand', ': '],
  ] as const) {
    const v = d.flags[flag];
    if (typeof v !== 'string') continue;
    for (const part of v.split(',')) {
      const eq = part.indexOf('=');
      const who = eq > 0 ? namesIn(f, part.slice(0, eq))[0] : undefined;
      if (who !== undefined) out.set(who, `${colon}${part.slice(eq + 1).replace(/\+/g, ' ')}`.trim());
    }
  }
  return out;
}

/** A player's entry in the deal being edited, as it would be typed: `12`, or `: 7 K joker*`. */
function editedEntry(f: DealCtx<JokerInput>, p: string): string | undefined {
  const e = editing(f);
  if (e?.points?.[p] !== undefined) return String(e.points[p]);
  const hand = e?.hands?.[p];
  return hand === undefined ? undefined : `: ${hand.join(' ')}`;
}

type Looks = { config: SheetConfig; lang: Lang };

/** One player's entry with its kind, as the confirmation names it: `Ann 12 points`, `Cis: 7 K = 2 points`. */
function entryText(input: JokerInput, p: string, f: Looks): string | undefined {
  const hand = input.hands?.[p];
  if (hand !== undefined) return M[f.lang].entryHand(p, hand, priceOf(hand, f.config.settings));
  const n = input.points?.[p];
  return n === undefined ? undefined : M[f.lang].entryPoints(p, n);
}

/** The whole deal with each entry's kind: `Bert out; Ann 12 points, Cis: 7 K joker* = 7 points`. */
export function entriesText(input: JokerInput, f: Looks): string {
  const list = f.config.players.flatMap((p) => (p === input.out ? [] : [entryText(input, p, f) ?? []].flat()));
  return M[f.lang].entries(input.out, list.join(', '));
}

/**
 * One answer to "points or cards" as record's flag: a bare number is points, anything else (`: 7`) a card list. A comma
 * there parts two cards, as a space does (`7, K`): at one player's question it starts no next player.
 */
function answerFlag(p: string, typed: string): ['points' | 'hand', string] {
  const t = typed.trim();
  return /^-?\d+$/.test(t)
    ? ['points', `${p}=${t}`]
    : ['hand', `${p}=${handText(t.replace(/^:/, '').replaceAll(',', ' '))}`];
}

/**
 * One answer read as `record` reads it, checked alone against the sheet's table (the jokers of all
 * hands together are checked once the deal is whole).
 */
function readAnswer(f: DealCtx<JokerInput>, out: string, p: string, typed: string): JokerInput {
  const [flag, value] = answerFlag(p, typed);
  return parseDeal({ words: [], flags: { out, [flag]: value } }, f.config);
}

/** A refusal said at the question itself: the entry is the player's own, so the flag and entry before it go. */
const plain = (e: TafelError, f: DealCtx<JokerInput>): string => `✗ ${e.text[f.lang].replace(/^--\w+ [^:]*: /, '')}`;

export const jokerenFlow: GameFlow<JokerInput> = {
  readLine: readJokerLine,
  lineChips: jokerChips,
  topics: () => ['scoring', 'joker', 'end', 'play', 'amerikaans'],
  steps: [
    {
      id: 'out',
      fills: ['words', 'out'],
      given: (d) => d.flags.out !== undefined,
      async ask(p, d, f) {
        const picks: Choice<Pick>[] = f.config.players.map((pl, i) => ({
          value: { words: [], flags: { out: pl } },
          name: `${i + 1}. ${m(f).out(pl)}`,
        }));
        const old = namesIn(f, d.flags.out)[0] ?? editing(f)?.out;
        const current = picks.find((c) => c.value.flags?.out === old)?.value;
        const k = contractOf(f.config.settings, numberOf(f));
        const contract = k === undefined ? undefined : m(f).contracts[k - 1];
        const question = m(f).flow.out(
          numberOf(f),
          f.dealer,
          contract,
          typedNames(f.config.players, 3),
          pointsFor(f.config, 12),
        );
        return askContract(p, f, question, picks, d, current);
      },
    },
    {
      id: 'entries',
      fills: ['points', 'hand'],
      given: (d, f) => {
        const out = namesIn(f, d.flags.out)[0];
        const have = draftEntries(d, f);
        return f.config.players.every((pl) => pl === out || have.has(pl));
      },
      async ask(p, d, f, back) {
        const out = namesIn(f, d.flags.out)[0] ?? '';
        const have = draftEntries(d, f);
        const others = f.config.players.filter((pl) => pl !== out);
        // A record line asks only the players it left out; asked again after a refusal, everyone is.
        const missing = others.filter((pl) => !have.has(pl));
        const asked = missing.length > 0 ? missing : others;
        // Esc at a player's question goes back to the player before, his answer offered again; Esc at a later
        // question comes back to the last player's.
        const from = back && missing.length === 0 ? asked.length - 1 : 0;
        await inTurn(
          asked.length,
          async (i) => {
            const pl = asked[i];
            const choice = (typed: string): Choice<string> | undefined => {
              try {
                return { value: typed, name: entryText(readAnswer(f, out, pl, typed), pl, f) ?? typed };
              } catch (e) {
                if (e instanceof TafelError) return undefined;
                throw e;
              }
            };
            const refused = (typed: string): string | undefined => {
              try {
                readAnswer(f, out, pl, typed);
                return undefined;
              } catch (e) {
                // A whole deal typed here: said where it goes, not a card list's refusal with the line for an example.
                if (e instanceof TafelError && namesOthers(typed, pl, f.config.players))
                  return `✗ ${m(f).flow.wholeHere(pl)}`;
                if (e instanceof TafelError) return plain(e, f);
                throw e;
              }
            };
            const was = have.get(pl) ?? editedEntry(f, pl);
            const shown = was === undefined ? undefined : choice(was);
            const answer = await p.search<string>({
              message: m(f).flow.entry(pl),
              choices: shown ? [shown] : [],
              typed: choice,
              refused,
              ...(shown ? { default: shown.value } : {}),
            });
            have.set(pl, answer.trim());
          },
          from,
          p,
        );
        const given = { points: [] as string[], hand: [] as string[] };
        for (const pl of others) {
          const a = have.get(pl);
          if (a === undefined) continue;
          const [flag, value] = answerFlag(pl, a);
          given[flag].push(value);
        }
        put(d, 'points', given.points.length > 0 ? given.points.join(',') : undefined);
        put(d, 'hand', given.hand.length > 0 ? given.hand.join(',') : undefined);
      },
    },
  ],
  // Every player but the one out has an entry: still to come while questions remain (so a usage error),
  // said in words at the table, where nobody types flags.
  check(input, f) {
    const p = missingOf(input, f.config);
    if (p !== undefined) throw new UsageError(say((mm) => mm.missingAtTable(numberOf(f), p)));
  },
  confirm: (input, f) => entriesText(input, f),
  // A number right after who went out (`bert out 2`): nobody's penalty. A line with a card list (with its colon or
  // without: `ann joker+2 bert 11`) or a name=entry that reads as no deal (its entries run together, words left over):
  // how to write it. Each with an example that reads.
  unread: (line, f) => {
    const example: [readonly string[], number] = [typedNames(f.config.players, 3), pointsFor(f.config, 12)];
    const afterOut = numberAfterOut(line);
    if (afterOut !== undefined) return m(f).flow.numberAfterOut(afterOut, ...example);
    return /[:=]/.test(line) || cardsWithoutColon(line, f.config.players) ? m(f).flow.unread(...example) : undefined;
  },
};
