import type { DealInput, RecordArgs } from '../../src/core/game.js';
import { gameById } from '../../src/games/index.js';
import { configOf, replay, SCHEMA_VERSION, type SheetData } from '../../src/sheet/sheet.js';

/** A sheet built in memory, for testing the pure core without files. */
export function makeSheet(
  game: string,
  players: string[],
  opts: { rules?: string; set?: Record<string, string>; stakeCents?: number; firstDealer?: number } = {},
): SheetData {
  const g = gameById(game);
  return {
    schemaVersion: SCHEMA_VERSION,
    id: `test-${game}`,
    game,
    rules: opts.rules ?? g.defaultRules,
    title: '',
    createdAt: '2026-11-29T19:00:00.000Z',
    players,
    firstDealer: opts.firstDealer ?? 0,
    set: opts.set ?? {},
    ...(opts.stakeCents !== undefined ? { stakeCents: opts.stakeCents } : {}),
    deals: [],
    closed: false,
  };
}

/** Splits a record command line ("samen 8 --by Ann,Bert --tricks 9") into words and flags. */
export function args(line: string): RecordArgs {
  const parts = line.split(/\s+/).filter(Boolean);
  const words: string[] = [];
  const flags: RecordArgs['flags'] = {};
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p.startsWith('--')) {
      const key = p.slice(2).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      const next = parts[i + 1];
      if (next === undefined || next.startsWith('--')) flags[key] = true;
      else {
        flags[key] = next;
        i++;
      }
    } else words.push(p);
  }
  return { words, flags };
}

/** Parses a deal on a sheet (as `record` does) and returns the sheet with the deal added. */
export function record(sheet: SheetData, line: string): SheetData {
  const g = gameById(sheet.game);
  const input: DealInput = g.parseDeal(args(line), configOf(g, sheet));
  return { ...sheet, deals: [...sheet.deals, input] };
}

/** Records the lines in turn and returns the replayed view. */
export function play(sheet: SheetData, lines: string[]) {
  const s = lines.reduce(record, sheet);
  return { sheet: s, view: replay(gameById(s.game), s) };
}
