import { RuleViolation, UsageError } from '../../core/errors.js';
import { flagList, flagName, flagPairs, flagSwitch, flagText, onlyFlags } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { findPlayer, splitList } from '../../core/players.js';
import { WordsRefused } from '../../core/words.js';
import { say } from './messages.js';
import { rulesOf } from './settings.js';

/**
 * A stored Toepen round (spec/toepen.md §5): who won the last trick, who toeped in order (or only the
 * final stake), who passed on which toep, who paid the vuile-was penalty, whether the winner took the
 * last trick with a jack; or only who held four of a kind. Passers are kept in seating order, so the
 * same round is always stored the same way.
 */
export interface ToepInput extends DealInput {
  contract: 'round';
  winner?: string;
  toeps?: string[];
  /** The final stake, when only that was given (the toepers unknown); never 1 (no toep is no field). */
  stake?: number;
  passed?: Record<string, number>;
  wasPenalty?: string;
  jack?: true;
  fourOfAKind?: string;
}

export const FLAGS = ['winner', 'toeps', 'finalStake', 'passed', 'wasPenalty', 'fourOfAKind', 'vier', 'jack'];

const refuse = (pick: Parameters<typeof say>[0]): RuleViolation => new RuleViolation(say(pick));
const misuse = (pick: Parameters<typeof say>[0]): UsageError => new UsageError(say(pick));

const text = (args: RecordArgs, name: string): string | undefined => {
  const v = args.flags[name];
  return typeof v === 'string' ? v : v === true ? '' : undefined;
};

/**
 * One player named by a flag that takes one (`--winner`, `--was-penalty`, `--four-of-a-kind`); `none`, the refusal when
 * nobody is named (a bare flag, from a typed word without its value).
 */
function onePlayer(
  players: readonly string[],
  flag: string,
  v: string,
  none: Parameters<typeof say>[0],
  many?: () => RuleViolation,
): string {
  const names = splitList(v);
  if (names.length === 0) throw misuse(none);
  if (names.length > 1 && many) throw many();
  // Two names where one goes exit 1, as every game's one-player flag does (`--taker Ann,Bert`, core/players.ts).
  if (names.length !== 1) throw refuse((m) => m.oneName(flag, v));
  return findPlayer(players, names[0]);
}

/**
 * The rounds parseDeal read as entered now (`fresh`), kept beside them, never in them (nothing of it is stored): only
 * such a round is refused a jack when everybody else still in passed (score.ts checkRound, which knows who is out).
 * One stored so before 2026-12-07 is still read, its jack scoring nothing.
 */
const FRESH = new WeakSet<ToepInput>();

/** Whether parseDeal read this round as entered now (record, edit, table mode, a phone, judge score). */
export const isFresh = (input: ToepInput): boolean => FRESH.has(input);

/** The stake a round ends at: 1 + the toeps [SPB; KSO; GP; TJS]. */
export const stakeOf = (input: ToepInput): number => input.stake ?? 1 + (input.toeps?.length ?? 0);

/** The number of toeps of a round. */
export const toepsOf = (input: ToepInput): number => stakeOf(input) - 1;

/**
 * The whole round the examples give for `players` (those in it, in order): the first toeps and wins, the second toeps
 * after him where the stake may reach 3 (max-stake=2 stops at one toep), the third passes on the first toep. Table
 * mode's first question writes it in words, record's refusal of words with flags: a round the sheet takes.
 */
export function exampleRound(
  players: readonly string[],
  settings: Record<string, string>,
): { winner: string; toeps: string[]; passed?: string } {
  const [a, b = a, c] = players;
  const toeps = rulesOf(settings).maxStake >= 3 ? [a, b] : [a];
  return { winner: a, toeps, ...(c === undefined ? {} : { passed: c }) };
}

/**
 * Reads record's flags into a round, with every check that needs no other round (§5); who is out, and
 * whether everybody else still in had passed (a jack too), are checked where the sheet is known (score.ts checkRound).
 * `fresh`: a round being entered now (record, edit, table mode, a phone, judge score), not one read back from a file.
 */
export function parseDeal(args: RecordArgs, config: SheetConfig, fresh = false): ToepInput {
  const { players } = config;
  const rules = rulesOf(config.settings);
  // judge score without a sheet judges rules: its refusals say "these rules", never "this sheet".
  const judged = config.judged === true;
  // `--jack ja`: the command line takes the switch alone and hands "ja" over as a word; said as the switch's value.
  if (args.words.length > 0 && args.flags.jack === true) throw misuse((m) => m.jackSwitch);
  // Words: record takes the round in flags only, and its refusal gives a whole round so for these players (or the
  // round the words read as, core/words.ts readingWords).
  if (args.words.length > 0) {
    const { winner, toeps, passed } = exampleRound(players, config.settings);
    const flags = { winner, toeps: toeps.join(','), ...(passed === undefined ? {} : { passed: `${passed}=1` }) };
    throw new WordsRefused(
      say((m) => m.noWords),
      () => flags,
      args.words,
    );
  }
  if (args.flags.totals !== undefined) throw misuse((m) => m.totalsFromSheet);
  onlyFlags(
    args,
    FLAGS,
    say((m) => m.name),
  );

  const fourText = text(args, 'fourOfAKind');
  const vierText = text(args, 'vier');
  if (fourText !== undefined && vierText !== undefined) throw misuse((m) => m.fourTwice);
  const four = fourText ?? vierText;
  if (four !== undefined) {
    if (rules.four === undefined) throw refuse((m) => m.fourOff(judged));
    const others = FLAGS.filter((f) => f !== 'fourOfAKind' && f !== 'vier' && args.flags[f] !== undefined);
    // Flags that cannot go with it are usage, as every game's flags that do not go together are.
    if (others.length > 0) throw misuse((m) => m.fourAlone(others.map((f) => `--${flagName(f)}`)));
    return {
      contract: 'round',
      fourOfAKind: onePlayer(players, '--four-of-a-kind', four, (m) => m.needFour(players[0])),
    };
  }

  // What was typed, read (a usage error for what is no value of its kind) ...
  const toepsText = text(args, 'toeps');
  let toeps: string[] | undefined;
  if (toepsText !== undefined) {
    const names = splitList(toepsText);
    if (names.length === 0) throw misuse((m) => m.needToepers(players[0], players[1]));
    // The same player may toep more than once (not twice in a row unless double-toep=on): no findPlayers.
    toeps = names.map((n) => findPlayer(players, n));
  }
  const stakeText = text(args, 'finalStake');
  let stake: number | undefined;
  if (stakeText !== undefined) {
    const v = stakeText.trim();
    if (v === '') throw misuse((m) => m.needStake);
    if (!/^\d{1,4}$/.test(v) || Number(v) < 1) throw misuse((m) => m.stakeWhole(stakeText));
    stake = Number(v);
    if (toeps !== undefined && toeps.length + 1 !== stake) {
      const n = toeps.length;
      const s = stake;
      throw misuse((m) => m.stakeToeps(s, n));
    }
  }
  const t = toeps !== undefined ? toeps.length : stake !== undefined ? stake - 1 : 0;
  // The passer of the examples: the third seat, as the help's Cis; the last of two.
  const third = players[Math.min(2, players.length - 1)];
  const passed = new Map<string, number>();
  // A bare --passed (`pas` typed with nothing after it) asks who; `--passed ""` is nobody, as edit empties it.
  if (args.flags.passed === true) throw misuse((m) => m.needPassed(third));
  for (const part of splitList(text(args, 'passed') ?? '')) {
    const eq = part.indexOf('=');
    const k = part.slice(eq + 1).trim();
    // A name without its toep (`pas cis`): the player, by his name on the sheet, is asked which toep (the last one the
    // example); a name of nobody is refused as every unknown player is.
    if (eq < 0 && !/^\d+$/.test(part.trim())) {
      const p = findPlayer(players, part);
      throw misuse((m) => m.passedWhich(p, Math.max(t, 1)));
    }
    if (eq <= 0 || !/^\d{1,4}$/.test(k)) throw misuse((m) => m.notPair(part, third));
    const p = findPlayer(players, part.slice(0, eq).trim());
    if (passed.has(p)) throw refuse((m) => m.passedTwice(p));
    passed.set(p, Number(k));
  }
  const wasText = text(args, 'wasPenalty');
  const jack = args.flags.jack;
  if (jack !== undefined && jack !== true) throw misuse((m) => m.jackSwitch);

  // ... then the rules of one round (exit 1).
  if (wasText !== undefined && !rules.vuileWas) throw refuse((m) => m.wasOff(judged));
  const was =
    wasText === undefined
      ? undefined
      : onePlayer(
          players,
          '--was-penalty',
          wasText,
          (m) => m.needWas(players[0]),
          () => refuse((m) => m.wasOnce),
        );
  if (jack === true && !rules.jackWin) throw refuse((m) => m.jackOff(judged));
  if (1 + t > rules.maxStake) {
    const option = config.settings['max-stake'];
    throw refuse((m) => m.maxStake(1 + t, rules.maxStake, option, judged));
  }
  for (const [p, k] of passed)
    if (k < 1 || k > t) throw refuse((m) => m.passedRange(p, k, t, toeps === undefined && stake !== undefined));
  toeps?.forEach((p, i) => {
    const k = passed.get(p);
    if (k === i + 1) throw refuse((m) => m.ownToep(p, k));
    if (k !== undefined && k < i + 1) throw refuse((m) => m.toepAfterPass(p, i + 1, k));
    if (!rules.doubleToep && i > 0 && toeps[i - 1] === p) throw refuse((m) => m.doubleToep(p, judged));
  });

  const winner = onePlayer(players, '--winner', text(args, 'winner') ?? '', (m) => m.needWinner);
  const k = passed.get(winner);
  if (k !== undefined) throw refuse((m) => m.winnerPassed(winner, k));

  const input: ToepInput = { contract: 'round', winner };
  if (toeps !== undefined) input.toeps = toeps;
  else if (stake !== undefined && stake > 1) input.stake = stake;
  if (passed.size > 0)
    input.passed = Object.fromEntries(players.filter((p) => passed.has(p)).map((p) => [p, passed.get(p)!]));
  if (was !== undefined) input.wasPenalty = was;
  if (jack === true) input.jack = true;
  if (fresh) FRESH.add(input);
  return input;
}

/** The flags that give this input back (sheet/stored.ts); never throws, whatever the file holds. */
export function toArgs(input: DealInput): RecordArgs {
  const flags: RecordArgs['flags'] = {};
  const put = (k: string, v: string | true | undefined) => {
    if (v !== undefined) flags[k] = v;
  };
  put('winner', flagText(input.winner));
  put('toeps', flagList(input.toeps));
  put('finalStake', flagText(input.stake));
  put('passed', flagPairs(input.passed));
  put('wasPenalty', flagText(input.wasPenalty));
  put('jack', input.jack === undefined ? undefined : (flagSwitch(input.jack) ?? flagText(input.jack)));
  put('fourOfAKind', flagText(input.fourOfAKind));
  return { words: input.contract === 'round' ? [] : [flagText(input.contract) ?? ''], flags };
}
