import { formatRate, parseRate } from '../core/money.js';
import type { Store } from '../store/store.js';
import { findPreset, parseRateFlags, storedPresets, unknownPreset } from './presets.js';
import type { Rates } from './settle.js';

/**
 * The rates in force: `--rate` flags first, then the named preset's (`--preset`), else for each game
 * the rate the saved presets give it when they all agree. Rates are only for points games. Here, below
 * the commands, because `settle`, `export` and the board all settle an evening.
 */
export function ratesFor(store: Store, flags: readonly string[], presetName: string | undefined): Rates {
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
  const all = { ...fromPresets, ...parseRateFlags(flags) };
  return { ...disputed, ...Object.fromEntries(Object.entries(all).map(([g, r]) => [g, parseRate(r)!])) };
}
