import {
  askContract,
  type Choice,
  type DealCtx,
  type Draft,
  type GameFlow,
  GoBack,
  namesIn,
  type Pick,
  type Prompter,
  put,
  typedNames,
} from '../../core/flow.js';
import type { RecordArgs } from '../../core/game.js';
import { describe } from './describe.js';
import { FOUR, readToepLine, stakeTwice, toepChips } from './line.js';
import { MESSAGES } from './messages.js';
import { exampleRound, type ToepInput } from './rules.js';
import { checkRound, outsAt, seatsIn, stateAfter } from './score.js';
import { rulesOf } from './settings.js';

/**
 * Toepen in table mode (spec/toepen.md §7): who toeped first (or four of a kind, or nobody); then for
 * each toep, every player still in the round in turn from the toeper's left goes along or passes, and
 * another toep or not; then who won the last trick (asked only when more than one player is left); the
 * vuile-was penalty and the jack only when their options are on. The whole round may be typed on one
 * line at the first question (`ann wint toep ann,bert pas cis=1`).
 */

type F = DealCtx<ToepInput>;

const m = (f: F) => MESSAGES[f.lang].flow;
/** Which round this is: table mode hands an edited round the rounds before it only, so always the next one. */
const numberOf = (f: F): number => f.deals.length + 1;

/** Who is out before this round, as the rounds before it put them (corrections are `record`'s to weigh). */
function outs(f: F) {
  const state = stateAfter(f.deals, f.config);
  return { state, ...outsAt(state, state.totals, rulesOf(f.config.settings).limit) };
}

/** The players still in, clockwise from the seat after `from`. */
function inFrom(f: F, from: string): string[] {
  const ps = f.config.players;
  const inSeats = seatsIn(outs(f).outAt);
  const at = ps.indexOf(from);
  return ps.map((_, i) => (at + 1 + i) % ps.length).flatMap((s) => (inSeats.includes(s) ? [ps[s]] : []));
}

/** The draft's passes, by player. */
function passesOf(d: RecordArgs, f: F): Map<string, number> {
  const out = new Map<string, number>();
  const v = d.flags.passed;
  if (typeof v !== 'string') return out;
  for (const part of v.split(',')) {
    const eq = part.indexOf('=');
    const who = eq > 0 ? namesIn(f, part.slice(0, eq))[0] : undefined;
    if (who !== undefined) out.set(who, Number(part.slice(eq + 1)));
  }
  return out;
}

const four = (d: RecordArgs): boolean => d.flags.fourOfAKind !== undefined || d.flags.vier !== undefined;
/** Who is still in the round: everybody but those who passed (one left: the round ended there, won by him). */
const leftIn = (d: RecordArgs, f: F): string[] => {
  const passed = passesOf(d, f);
  return inFrom(f, f.dealer).filter((q) => !passed.has(q));
};

/** An answer to one of the toeps' questions: a player goes along or passes toep k, or who toeps after toep k. */
type ToepAnswer = { q: string; k: number; pass: boolean } | { k: number; next: string };

/**
 * Each toep in turn: every player still in the round goes along or passes, then another toep or not. The questions
 * follow from the answers so far, so Esc takes back the last answer and asks its question again, that answer offered
 * (docs/table-mode.md: "Esc goes back one question"); at the first it goes back out of the step. Asked again by Esc at
 * a later question (`back`), the draft's answers stand and the last of its questions is asked again.
 */
async function askToeps(p: Prompter, d: RecordArgs, f: F, back = false): Promise<void> {
  const rules = rulesOf(f.config.settings);
  const old = f.editing;
  const drafted = { toeps: namesIn(f, d.flags.toeps), passed: passesOf(d, f) };
  const first = drafted.toeps.slice(0, 1);
  if (first.length === 0) return;
  const answers: ToepAnswer[] = [];
  let taken: ToepAnswer | undefined;
  // Esc at a later question: the draft holds this step's answers, and its last question is asked again.
  let replaying = back;
  for (;;) {
    // Where the answers so far leave the round, and the question they leave open, if any.
    const toepers = [...first];
    const passed = new Map<string, number>();
    let i = 0;
    let open: { q: string; k: number } | { k: number; may: string[] } | undefined;
    toeps: for (;;) {
      const k = toepers.length;
      const toeper = toepers[k - 1];
      for (const q of inFrom(f, toeper)) {
        if (q === toeper || passed.has(q)) continue;
        const a = answers[i++];
        if (a === undefined) {
          open = { q, k };
          break toeps;
        }
        if ('pass' in a && a.pass) passed.set(q, k);
      }
      const left = inFrom(f, toeper).filter((q) => !passed.has(q));
      // Everybody else passed: the round is over, the toeper won it. At the highest stake nobody toeps again.
      if (left.length <= 1 || k + 2 > rules.maxStake) break;
      const a = answers[i++];
      if (a === undefined) {
        open = { k, may: left.filter((q) => rules.doubleToep || q !== toeper) };
        break;
      }
      if (!('next' in a) || a.next === '') break;
      toepers.push(a.next);
    }
    if (replaying) {
      if (open !== undefined) {
        const { k } = open;
        const next = drafted.toeps[k];
        answers.push(
          'q' in open
            ? { q: open.q, k, pass: drafted.passed.get(open.q) === k }
            : { k, next: next !== undefined && open.may.includes(next) ? next : '' },
        );
        continue;
      }
      replaying = false;
      taken = answers.pop();
      continue;
    }
    if (open === undefined) {
      put(d, 'toeps', toepers.join(','));
      const players = f.config.players.filter((q) => passed.has(q));
      put(d, 'passed', players.length > 0 ? players.map((q) => `${q}=${passed.get(q)}`).join(',') : undefined);
      return;
    }
    try {
      const { k } = open;
      if ('q' in open) {
        const q = open.q;
        const pass = await p.select<boolean>({
          message: m(f).along(q, toepers[k - 1], k, k + 1),
          choices: [
            { value: false, name: m(f).goAlong },
            { value: true, name: m(f).pass(k) },
          ],
          default: taken && 'pass' in taken ? taken.pass : old?.passed?.[q] === k,
        });
        answers.push({ q, k, pass });
      } else {
        const may = open.may;
        const was = taken && 'next' in taken ? taken.next : old?.toeps?.[k];
        const next = await p.select<string>({
          message: m(f).next(k + 1),
          choices: [
            { value: '', name: m(f).noMore },
            ...may.map((q) => ({ value: q, name: MESSAGES[f.lang].flow.toeps(q, k + 2) })),
          ],
          default: was !== undefined && may.includes(was) ? was : '',
        });
        answers.push({ k, next });
      }
      taken = undefined;
    } catch (e) {
      if (!(e instanceof GoBack) || answers.length === 0) throw e;
      taken = answers.pop();
    }
  }
}

/** The round for the confirmation of a whole line: who pays the vuile-was penalty said in full. */
function confirmText(input: ToepInput, f: F): string {
  const { wasPenalty, ...rest } = input;
  const text = describe(rest, f.lang);
  return wasPenalty === undefined ? text : `${text}; ${m(f).paysLine(wasPenalty)}`;
}

export const toepenFlow: GameFlow<ToepInput> = {
  readLine: (tokens) => readToepLine(tokens),
  // The stake twice (`inzet 3 inzet 4`): said, where "Nothing fits that" gave no reason.
  unread(line, f) {
    const two = stakeTwice(line.trim().split(/\s+/));
    return two && MESSAGES[f.lang].flow.stakeTwice(...two);
  },
  lineChips: toepChips,
  topics: () => ['toep', 'scoring', 'voor-dood', 'house-rules', 'revoke'],
  steps: [
    {
      id: 'first',
      fills: ['toeps', 'fourOfAKind', 'finalStake'],
      optional: true,
      async ask(p, d, f) {
        // Asked again (Esc, a refusal): the answer given is offered, and replaces the round's start, whatever it was.
        // Esc at "Who held four of a kind?": the word that asked it stands typed again, for Enter to take.
        if (d.flags.fourOfAKind === true) (d as Draft).retype = m(f).fourKind.split(' ')[0];
        const four = namesIn(f, d.flags.fourOfAKind ?? d.flags.vier)[0];
        const given = four ? { fourOfAKind: four } : { toeps: namesIn(f, d.flags.toeps)[0] };
        for (const k of ['toeps', 'passed', 'fourOfAKind', 'vier', 'finalStake', 'winner']) put(d, k, undefined);
        const inGame = inFrom(f, f.dealer);
        const rules = rulesOf(f.config.settings);
        const picks: Choice<Pick>[] = [
          { value: { words: [] }, name: m(f).noToep },
          ...(rules.maxStake >= 2
            ? inGame.map((q) => ({ value: { words: [], flags: { toeps: q } }, name: m(f).toeps(q, 2) }))
            : []),
          // A player's entry is found by his name and `vier` or `four` in either language (`bert four` on a Dutch
          // sheet: until 2026-12-07 only the words of the sheet's language found it, as its name has them).
          ...(rules.four === undefined
            ? []
            : inGame.map((q) => ({
                value: { words: [], flags: { fourOfAKind: q } },
                name: m(f).four(q),
                keys: FOUR.map((w) => `${q} ${w}`),
              }))),
        ];
        const old = f.editing;
        const edited = old?.fourOfAKind ? { fourOfAKind: old.fourOfAKind } : { toeps: old?.toeps?.[0] };
        const was = (given.fourOfAKind ?? given.toeps) !== undefined ? given : edited;
        const current = picks.find((c) =>
          Object.entries(was).some(([k, v]) => v !== undefined && c.value.flags?.[k] === v),
        );
        // The example round of the players in it (rules.ts exampleRound: one toep only where max-stake=2).
        const first = m(f).first(numberOf(f), f.dealer, exampleRound(typedNames(inGame, 3), f.config.settings));
        // `vier` or `four` alone: four of a kind, and who held it is the next question (a player's entry is picked by
        // his name, `bert vier`).
        const kinds: Choice<Pick>[] =
          rules.four === undefined
            ? []
            : [{ value: { words: [], flags: { fourOfAKind: true } }, name: m(f).fourKind, keys: FOUR }];
        return askContract(p, f, first, picks, d, current?.value ?? picks[0].value, kinds);
      },
    },
    {
      id: 'holder',
      // Only after `vier` typed alone (a round's line or the list names the player). It fills no flag of its own: a
      // step that does not apply drops what it fills, and the list's "Bert held four of a kind" would be lost.
      fills: [],
      applies: (d) => d.flags.fourOfAKind === true,
      async ask(p, d, f) {
        const who = await p.select<string>({
          message: m(f).fourWho,
          choices: inFrom(f, f.dealer).map((q) => ({ value: q, name: q })),
          ...(f.editing?.fourOfAKind ? { default: f.editing.fourOfAKind } : { noDefault: true }),
        });
        put(d, 'fourOfAKind', who);
      },
    },
    {
      id: 'toeps',
      fills: ['passed'],
      optional: true,
      applies: (d) => !four(d) && typeof d.flags.toeps === 'string',
      ask: askToeps,
    },
    {
      id: 'winner',
      fills: ['winner'],
      applies: (d) => !four(d),
      async ask(p, d, f) {
        const left = leftIn(d, f);
        if (left.length === 1) {
          put(d, 'winner', left[0]);
          return;
        }
        const stake = 1 + (typeof d.flags.toeps === 'string' ? d.flags.toeps.split(',').length : 0);
        const was = namesIn(f, d.flags.winner)[0] ?? f.editing?.winner;
        const winner = await p.select<string>({
          message: m(f).winner(stake),
          choices: left.map((q) => ({ value: q, name: q })),
          ...(was !== undefined && left.includes(was) ? { default: was } : { noDefault: true }),
        });
        put(d, 'winner', winner);
      },
    },
    {
      id: 'was',
      fills: ['wasPenalty'],
      optional: true,
      applies: (d, f) => !four(d) && rulesOf(f.config.settings).vuileWas,
      async ask(p, d, f) {
        const was = namesIn(f, d.flags.wasPenalty)[0] ?? f.editing?.wasPenalty ?? '';
        const who = await p.select<string>({
          message: m(f).was,
          choices: [
            { value: '', name: m(f).nobody },
            ...inFrom(f, f.dealer).map((q) => ({ value: q, name: m(f).pays(q) })),
          ],
          default: was,
        });
        put(d, 'wasPenalty', who === '' ? undefined : who);
      },
    },
    {
      id: 'jack',
      fills: ['jack'],
      optional: true,
      // Not when everybody else passed: the round ended before its last trick.
      applies: (d, f) => !four(d) && rulesOf(f.config.settings).jackWin && leftIn(d, f).length > 1,
      async ask(p, d, f) {
        const winner = namesIn(f, d.flags.winner)[0] ?? '?';
        const jack = await p.confirm({
          message: m(f).jack(winner),
          default: d.flags.jack === true || f.editing?.jack === true,
        });
        put(d, 'jack', jack ? true : undefined);
      },
    },
  ],
  // What `record` checks against the sheet: nobody out is named, a round everybody else passed ended there.
  check(input, f) {
    const { state, outAt } = outs(f);
    checkRound(input, f.config, outAt, state.totals, numberOf(f));
  },
  confirm: (input, f) => confirmText(input, f),
};
