import { formatRate, parseRate } from '../core/money.js';
import type { Store } from '../store/store.js';
import { misused } from '../core/errors.js';
import { findPreset, parseRateFlags, storedPresets, unknownPreset } from './presets.js';
import { unreadableOn, type Rates } from './settle.js';
import { eveningOf, type LoadedSheet, type Skipped } from './evening.js';

/**
 * The rates in force: `--rate` flags first, then the named preset's (`--preset`), else for each game
 * the rate the saved presets give it when they all agree. Rates typed without `--preset` are the only ones: the saved
 * presets do not count then (a game not typed is shown, not settled, as with `--preset`). Rates are only for points
 * games. Here, below the commands, because `settle`, `export` and the board all settle an evening.
 */
export function ratesFor(store: Store, flags: readonly string[], presetName: string | undefined): Rates {
  const typed = parseRateFlags(flags);
  if (flags.length > 0 && presetName === undefined)
    return Object.fromEntries(Object.entries(typed).map(([g, r]) => [g, parseRate(r)!]));
  const presets = storedPresets(store);
  const fromPresets: Record<string, string> = {};
  const disputed: Record<string, readonly (readonly [string, number])[]> = {};
  if (presetName !== undefined) {
    const found = findPreset(presets, presetName);
    if (!found) throw unknownPreset(presets, presetName);
    Object.assign(fromPresets, found[1].rates ?? {});
  } else {
    const seen = new Map<string, Set<string>>();
    for (const p of Object.values(presets))
      for (const [g, r] of Object.entries(p.rates ?? {}))
        seen.set(g, (seen.get(g) ?? new Set()).add(formatRate(parseRate(r)!)));
    for (const [g, rs] of seen) if (rs.size === 1) fromPresets[g] = [...rs][0];
    // Presets that give a game different rates settle none of its sheets; each note names them.
    for (const [g, rs] of seen)
      if (rs.size > 1)
        disputed[g] = Object.entries(presets)
          .filter(([, p]) => p.rates?.[g] !== undefined)
          .map(([name, p]) => [name, parseRate(p.rates![g])!] as const);
  }
  const all = { ...fromPresets, ...typed };
  return { ...disputed, ...Object.fromEntries(Object.entries(all).map(([g, r]) => [g, parseRate(r)!])) };
}

/**
 * A rate typed on the command line for a game that none of `sheets` (one sheet, or one evening's) settles would settle
 * nothing: most likely a slip (the game of another evening, or of a sheet not exported), so it is refused, naming the
 * games there are and echoing the flag as typed, where it used to be ignored unsaid. A club night's table sheets are
 * ranked by their event, never settled (settle.ts settleEvening): a rate for a game played only at its tables, or
 * for a table sheet exported alone, is refused too, saying so, and their games are never offered as the ones to rate,
 * nor is a game played for money (Zwikken), which takes no rate: on its sheet the one way is to leave the rate out.
 * A preset's rates, which may name many games, are not checked, nor is an evening with a sheet that cannot be read
 * (`skipped`): its game is unknown, and the settlement leaves it out with its own note. `sheet`: the one sheet
 * exported, else `sheets` are an evening's.
 */
export function ratesPlayed(
  flags: readonly string[],
  sheets: readonly LoadedSheet[],
  skipped: readonly Skipped[],
  sheet?: string,
): void {
  const own = sheets.filter((s) => s.data.event === undefined);
  const tables = sheets.filter((s) => s.data.event !== undefined);
  const games = [...new Set(own.map((s) => s.data.game))];
  // The games a rate settles, the only ones offered: a money game's own facts (Game.unit) say it needs none.
  const rated = [...new Set(own.filter((s) => s.game.unit !== 'money').map((s) => s.data.game))];
  const events = [...new Set(tables.map((s) => s.data.event!.id))];
  const date = eveningOf(sheets[0].data.createdAt);
  if (sheet === undefined && unreadableOn(date, skipped).length > 0) return;
  for (const flag of flags) {
    const [game] = Object.keys(parseRateFlags([flag]));
    if (games.includes(game)) continue;
    throw misused((t) =>
      sheet !== undefined
        ? events.length > 0
          ? t.evening.rateOnTableSheet(flag, sheet, events[0])
          : t.evening.rateNotOnSheet(flag, game, sheet, games[0], rated.length === 0)
        : tables.some((s) => s.data.game === game) || games.length === 0
          ? t.evening.rateOnlyAtTables(
              flag,
              game,
              date,
              rated,
              events,
              tables.some((s) => s.data.game === game),
            )
          : t.evening.rateNotOnEvening(flag, game, date, games),
    );
  }
}
