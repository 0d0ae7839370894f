import { CARD_POINTS, roemPerTeam, teamOf, type KlaverjasInput } from './rules.js';

/** What the deal did (spec "Scoring a deal"); also each deal's `result` in the JSON. */
export type Result = 'made' | 'nat' | 'pit' | 'tegenpit' | 'verzaakt';

export interface KlaverjasOptions {
  /** Bonus for a pit and for a tegenpit (default 100 each). */
  pit: number;
  tegenpit: number;
  /** `made`: a tie (exactly half of all points, roem included) is made. Default: nat. */
  tieMade: boolean;
  /** Bonus to the innocent team of a revoke, on top of 162: 100 (`162+100`) or 0 (`162`). */
  verzaakBonus: number;
}

/** Per team, index 0 = seats 1 + 3: card points, roem and bonus as credited; a team's score is their sum. */
export interface DealScore {
  result: Result;
  /** The taker's team: 0 or 1. */
  takers: 0 | 1;
  teams: [number, number];
  detail: { points: [number, number]; roem: [number, number]; bonus: [number, number] };
}

/**
 * Scores one deal. Pure: the sheet replays every deal through this. Takers' card points T, the
 * defenders' D = 162 - T, roem Rt and Rd:
 * - pit: takers 162 + pit bonus + Rt; tegenpit: defenders 162 + tegenpit bonus + Rd;
 * - made (T + Rt > D + Rd; with tie=made also equal): each team its own points and roem;
 * - nat: defenders 162 + Rt + Rd, takers 0;
 * - verzaakt: the revoking player's team 0, the other 162 + 100 (or 162), no roem.
 */
export function scoreKlaverjas(input: KlaverjasInput, players: readonly string[], opts: KlaverjasOptions): DealScore {
  const t = teamOf(players, input.taker);
  const d = (1 - t) as 0 | 1;
  const points: [number, number] = [0, 0];
  const roem: [number, number] = [0, 0];
  const bonus: [number, number] = [0, 0];
  const done = (result: Result): DealScore => ({
    result,
    takers: t,
    teams: [points[0] + roem[0] + bonus[0], points[1] + roem[1] + bonus[1]],
    detail: { points, roem, bonus },
  });

  if (input.verzaakt !== undefined) {
    const innocent = (1 - teamOf(players, input.verzaakt)) as 0 | 1;
    points[innocent] = CARD_POINTS;
    bonus[innocent] = opts.verzaakBonus;
    return done('verzaakt');
  }
  const [rt, rd] = roemPerTeam(input, players, t);
  const T = input.points ?? 0;
  const D = CARD_POINTS - T;
  if (input.pit === 'takers') {
    points[t] = CARD_POINTS;
    roem[t] = rt;
    bonus[t] = opts.pit;
    return done('pit');
  }
  if (input.pit === 'defenders') {
    points[d] = CARD_POINTS;
    roem[d] = rd;
    bonus[d] = opts.tegenpit;
    return done('tegenpit');
  }
  const made = T + rt > D + rd || (opts.tieMade && T + rt === D + rd);
  if (made) {
    points[t] = T;
    points[d] = D;
    roem[t] = rt;
    roem[d] = rd;
    return done('made');
  }
  points[d] = CARD_POINTS;
  roem[d] = rt + rd;
  return done('nat');
}
