import type { SettingSpec } from '../../core/game.js';
import { dealsOrNone } from '../../core/settings.js';
import { say } from './messages.js';

/**
 * `deals` (events.md §12): a sheet of 1..100 played deals, or none (the default, so a plain sheet keeps playing
 * until its target or `tafel finish`). A `pas` never counts [ASCEE: a deal nobody takes is dealt again].
 * Its own file, as Klaverjassen's and Kleurenwiezen's deal limits are, beside the rule sets' options in rules.ts.
 */
export const dealsFor = (rules: string): SettingSpec => dealsOrNone(say((t) => t.set.deals(rules === 'ffb')));

/** The deal limit in force, or undefined for none. */
export const dealLimit = (settings: Record<string, string>): number | undefined =>
  settings.deals === undefined || settings.deals === 'none' ? undefined : Number(settings.deals);
