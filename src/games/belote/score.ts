import { BELOTE_POINTS, CAPOT_POINTS, CARD_POINTS, teamOf, type BeloteInput } from './rules.js';

/** What a deal did to the contract: `litige` is the ffb tie, `pas` a void deal. */
export type Result = 'made' | 'failed' | 'litige' | 'pas';

export interface BeloteOptions {
  rules: string;
  /** ffb option: round each team's deal score to the nearest ten. */
  rounding: 'none' | 'nearest10';
  /**
   * ffb option: in a litige the takers' belote is `held` with their card points (default: FFB 2016
   * §10.1.3 holds their whole total, 81 or 91) or `kept` (scored to them at once).
   */
  litigeBelote: 'held' | 'kept';
  /**
   * ffb option, only felt with rounding=nearest10 (FFB does not say): a litige's points are rounded
   * when held (`held`, 81 -> 80) or wait as counted and are rounded with the deal score that wins
   * them (`sum`: 104 + 81 = 185 -> 190, where held gives 100 + 80 = 180).
   */
  litigeRounding: 'held' | 'sum';
}

/** The two teams' totals as counted at the table: card points (252 / 0 for capot) plus own belote. */
export interface Counted {
  /** The taker's team: 0 (seats 1 + 3) or 1 (seats 2 + 4). */
  takers: 0 | 1;
  takerCards: number;
  defenderCards: number;
  takerBelote: number;
  defenderBelote: number;
  takerTotal: number;
  defenderTotal: number;
}

export interface DealScore {
  result: Result;
  /** Points per team this deal, index 0 = seats 1 + 3, including litige points paid out now. */
  teams: [number, number];
  /** Litige points still waiting after this deal. */
  held: number;
}

/** To the nearest ten, 5 rounding up (85 -> 90, 84 -> 80). Deal scores are never negative. */
export const nearest10 = (n: number): number => Math.floor((n + 5) / 10) * 10;

/** The takers' belote scored at once in a litige: only with litige-belote=kept. */
const keptBelote = (c: Counted, opts: BeloteOptions): number => (opts.litigeBelote === 'kept' ? c.takerBelote : 0);

/** What a litige puts on hold (before rounding): the takers' total, less a belote they keep. */
export const heldNow = (c: Counted, opts: BeloteOptions): number => c.takerTotal - keptBelote(c, opts);

/** The rounding a litige's points get when held: none with litige-rounding=sum, they are rounded when won. */
export const heldRound = (opts: BeloteOptions): ((n: number) => number) =>
  opts.rounding === 'nearest10' && opts.litigeRounding === 'held' ? nearest10 : (n: number) => n;

export function count(input: BeloteInput, players: readonly string[]): Counted {
  const takers = teamOf(players, input.taker!);
  const points = input.points ?? 0;
  const takerCards = input.capot === 'takers' ? CAPOT_POINTS : input.capot === 'defenders' ? 0 : points;
  const defenderCards =
    input.capot === 'defenders' ? CAPOT_POINTS : input.capot === 'takers' ? 0 : CARD_POINTS - points;
  const beloteTeam = input.belote === undefined ? undefined : teamOf(players, input.belote);
  const takerBelote = beloteTeam === takers ? BELOTE_POINTS : 0;
  const defenderBelote = beloteTeam !== undefined && beloteTeam !== takers ? BELOTE_POINTS : 0;
  return {
    takers,
    takerCards,
    defenderCards,
    takerBelote,
    defenderBelote,
    takerTotal: takerCards + takerBelote,
    defenderTotal: defenderCards + defenderBelote,
  };
}

/** Whether the takers made it: cardavia counts a tie as made, ffb calls it a litige. */
export function resultOf(input: BeloteInput, players: readonly string[], rules: string): Result {
  if (input.contract === 'pas') return 'pas';
  const c = count(input, players);
  if (c.takerTotal > c.defenderTotal) return 'made';
  if (c.takerTotal === c.defenderTotal) return rules === 'ffb' ? 'litige' : 'made';
  return 'failed';
}

/**
 * Scores one deal given the litige points waiting before it (ffb only; always 0 for cardavia).
 * Pure: the sheet replays every deal through this, so undo and edit stay consistent.
 */
export function scoreBelote(
  input: BeloteInput,
  players: readonly string[],
  opts: BeloteOptions,
  heldBefore: number,
): DealScore {
  if (input.contract === 'pas') return { result: 'pas', teams: [0, 0], held: heldBefore };
  const c = count(input, players);
  const result = resultOf(input, players, opts.rules);
  const t = c.takers;
  const d = (1 - t) as 0 | 1;
  const teams: [number, number] = [0, 0];
  // The card points of the whole deal: what a failed contract hands to the defenders.
  const allCards = input.capot === 'defenders' ? CAPOT_POINTS : CARD_POINTS;

  if (opts.rules !== 'ffb') {
    // cardavia (source 003): made -> each team its own total; failed -> takers 0, defenders all
    // card points plus every belote, whichever team announced it.
    if (result === 'made') {
      teams[t] = c.takerTotal;
      teams[d] = c.defenderTotal;
    } else {
      teams[d] = allCards + c.takerBelote + c.defenderBelote;
    }
    return { result, teams, held: 0 };
  }

  const round = opts.rounding === 'nearest10' ? nearest10 : (n: number) => n;
  if (result === 'litige') {
    // Defenders score at once; the takers' total (card points and belote, 81 or 91: FFB 2016
    // §10.1.3) waits for the next deal's winner. With litige-belote=kept their belote is scored
    // to them now and only their card points wait.
    teams[d] = round(c.defenderTotal);
    teams[t] = round(keptBelote(c, opts));
    return { result, teams, held: heldBefore + heldRound(opts)(heldNow(c, opts)) };
  }
  // Held points were rounded when held, or (litige-rounding=sum) are rounded with this deal's score.
  const won = (own: number): number =>
    opts.litigeRounding === 'sum' ? round(own + heldBefore) : round(own) + heldBefore;
  if (result === 'made') {
    teams[t] = won(c.takerTotal);
    teams[d] = round(c.defenderTotal);
  } else {
    teams[d] = won(allCards + c.defenderBelote);
    teams[t] = round(c.takerBelote);
  }
  return { result, teams, held: 0 };
}
