import type { SheetData } from './data.js';
import { isRecord } from '../core/own.js';

/**
 * Where a replay stood after a sheet's last deal (`Replayer.point`), so that a later run goes on from there
 * (`new Replayer(..., point)`) instead of replaying every deal again: what the store keeps for a long sheet
 * (store/kept.ts). Plain JSON, in a few long lists rather than an object per deal (read back in a few
 * milliseconds): per deal the dealer's seat; per deal and seat the score in the game's unit (cents for a money game),
 * deal after deal; what the game said of a deal besides (its `extra`) by the deal's index, for the deals it said
 * something of; then the game's state, the totals per seat (corrections counted) and the seat that deals next.
 */
export interface ReplayPoint {
  deals: number;
  state: unknown;
  totals: number[];
  dealer: number;
  dealers: number[];
  scores: number[];
  extras: Record<string, Record<string, unknown>>;
}

/** `value` as the point of `data`'s replay after its last deal, or undefined when it cannot be one. */
export function pointOf(value: unknown, data: SheetData): ReplayPoint | undefined {
  const n = data.players.length;
  const seat = (s: unknown) => Number.isInteger(s) && (s as number) >= 0 && (s as number) < n;
  const numbers = (a: unknown, length: number) =>
    Array.isArray(a) && a.length === length && a.every((x) => Number.isFinite(x));
  if (!isRecord(value)) return undefined;
  const { deals, dealer, totals, dealers, scores, extras } = value;
  const fits =
    deals === data.deals.length &&
    seat(dealer) &&
    numbers(totals, n) &&
    'state' in value &&
    Array.isArray(dealers) &&
    dealers.length === deals &&
    dealers.every(seat) &&
    numbers(scores, deals * n) &&
    isRecord(extras) &&
    Object.entries(extras).every(([k, x]) => /^\d+$/.test(k) && Number(k) < deals && isRecord(x));
  return fits ? (value as unknown as ReplayPoint) : undefined;
}
