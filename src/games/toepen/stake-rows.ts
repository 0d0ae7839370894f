import type { PointTable, Settings } from '../../core/topic.js';

/**
 * What a lost round costs at each stake under the sheet's limit and cap, for the rules texts' table in every
 * language: stake, along and lost, passed on the last toep, voor dood from (the total at which that stake
 * already reaches the limit).
 */
export function stakeRows(s: Settings): { limit: number; cap: string; rows: string[][] } {
  const limit = Number(s.limit ?? '10');
  const rows = [1, 2, 3, 4].map((stake) => [
    String(stake),
    String(stake),
    stake === 1 ? '-' : String(stake - 1),
    s.cap === 'off' ? '-' : String(limit - stake),
  ]);
  return { limit, cap: s.cap ?? 'on', rows };
}

/** The stake table itself, in the words of a language's catalogue (its messages' `stakeTable`). */
export function stakeTable(
  s: Settings,
  words: { caption(limit: number, cap: string): string; head: string[] },
): PointTable[] {
  const { limit, cap, rows } = stakeRows(s);
  return [{ caption: words.caption(limit, cap), head: words.head, rows, right: [0, 1, 2, 3], inForce: true }];
}
