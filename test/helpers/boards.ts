import { runRecord } from '../../src/commands/deals.js';
import { runCorrect } from '../../src/commands/edit.js';
import type { Ctx } from '../../src/commands/context.js';
import { runNew } from '../../src/commands/new.js';
import { gameById } from '../../src/games/index.js';
import { readLine } from '../../src/games/line.js';
import { configOf, replay } from '../../src/sheet/sheet.js';

/** Long and short names, so a phone's columns are tried with both. */
export const NAMES = ['Bartholomeus', 'Ann', 'Evangelina', 'Dirk', 'Cis', 'Fien', 'Gert', 'Hilde'];

/** Per game, the player counts a board is tried with (issue 36: 4 to 6, Boerenbridge up to 8). */
export const COUNTS: Record<string, number[]> = {
  kleurenwiezen: [4, 5, 6],
  belote: [4],
  solokaarten: [4, 5, 6],
  zwikken: [4, 5, 6],
  klaverjassen: [4],
  rikken: [4, 5, 6],
  boerenbridge: [4, 5, 6, 7, 8],
  jokeren: [3, 4, 6],
  manillen: [4],
  toepen: [4, 6, 8],
};

/**
 * A deal each game's one-line form reads (table mode's, and the scorer's page), valid as the next deal of a sheet of
 * these players whose next dealer is `dealer`; Boerenbridge needs the deal's cards.
 */
export function lineFor(game: string, players: readonly string[], dealer: string, cards = 0): string {
  const at = (k: number) => players[(players.indexOf(dealer) + k) % players.length];
  switch (game) {
    case 'kleurenwiezen':
    case 'rikken':
      // With five or six the dealer (and the one opposite at six) sits out: a player two seats on plays.
      return game === 'rikken' ? `rik ${at(1)} ${at(2)} 9` : `solo 6 ${at(2)} 7`;
    case 'belote':
      return `${at(1)} 92`;
    case 'solokaarten':
      return `slag ${at(1)} 5`;
    case 'zwikken':
      return `ask ${at(1)} ${at(2)} win ${at(1)}`;
    case 'klaverjassen':
      return `${at(1)} 92 roem ${at(1)}=20`;
    case 'boerenbridge': {
      // The first player bids one, the others nothing; the first takes every trick.
      const bids = players.map((_, i) => (i === 0 ? 1 : 0));
      const tricks = players.map((_, i) => (i === 0 ? cards : 0));
      return [...bids, ...tricks].join(' ');
    }
    case 'jokeren': {
      // The next player went out; the one after him kept a seven and a king, the others 8 points each. The marks
      // stand apart, so each is a chip of its own.
      const rest = players.slice(1).map((_, k) => at(k + 2));
      const entries = rest.map((p, k) => (k === 0 ? `${p} : 7 K` : `${p} 8`));
      return [`${at(1)} out`, ...entries].join(' , ');
    }
    case 'manillen':
      return `${at(1)} 38 hearts`;
    case 'toepen':
      return `${at(1)} wins`;
    default:
      throw new Error(`no line for ${game}`);
  }
}

/** A new sheet of `players` (Zwikken at 0.10 a stake) with two deals recorded by their one-line form; its id. */
export async function twoDeals(ctx: Ctx, game: string, players: readonly string[], title?: string): Promise<string> {
  const made = await runNew(ctx, game, {
    players: players.join(','),
    ...(title ? { title } : {}),
    ...(game === 'zwikken' ? { stake: '0.10' } : {}),
  });
  const id = (made.json as { id: string }).id;
  for (let i = 0; i < 2; i++) {
    const data = ctx.store.readSheet(id);
    const g = gameById(game);
    const v = replay(g, data);
    const line = lineFor(game, players, v.nextDealer, (v.nextCards as number | undefined) ?? 0);
    await runRecord(ctx, id, readLine(game, line, configOf(g, data))!);
  }
  return id;
}

/**
 * A sheet with two deals recorded by their one-line form and a correction that takes the totals to four digits
 * (money: -123,45), so every board number is as wide as an evening makes it; titled, so that the board's facts line
 * names its id. Returns the sheet's id.
 */
export async function wideSheet(ctx: Ctx, game: string, n: number): Promise<string> {
  const players = NAMES.slice(0, n);
  const id = await twoDeals(ctx, game, players, 'Vrijdag');
  const money = game === 'zwikken';
  const teams = game === 'belote' || game === 'klaverjassen' || game === 'manillen';
  // Money only changes hands, so Zwikken's correction sums to zero (-123.45, the rest +9.99 each, the second the
  // balance); points need not.
  const rest = (players.length - 2) * 999;
  const big = money ? ['-123.45', ((12345 - rest) / 100).toFixed(2)] : ['-1234', '987'];
  const named = teams ? players.slice(0, 2) : players;
  const text = named.map((p, i) => `${p}=${i === 0 ? big[0] : i === 1 ? big[1] : money ? '9.99' : '-999'}`).join(',');
  await runCorrect(ctx, id, text, { reason: 'test', force: true });
  return id;
}
