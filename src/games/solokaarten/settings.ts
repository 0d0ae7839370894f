import { RuleViolation } from '../../core/errors.js';
import type { SettingSpec } from '../../core/game.js';
import { choice } from '../../core/settings.js';
import { say } from './messages.js';

/**
 * Oud in de lamp (spec/solokaarten.md "Deck"). Its own file because the referee (`tafel judge play
 * solokaarten --set ...`) reads it too, and judge must not load the record and scoring code.
 */
export const OUD_IN_LAMP: SettingSpec = choice(
  'oud-in-lamp',
  ['on', 'off'],
  'on',
  say((m) => m.set.oudInLamp),
);

/**
 * Zonder-oud leaves the Oud in the lamp: refused where the queen of clubs is dealt (oud-in-lamp=off). The one check of
 * `record` and `judge score` (the deal) and `judge rank` (the bid); `judged`: said of the rules judged, not of a sheet.
 */
export function checkZonderOud(settings: Readonly<Record<string, string>>, judged: boolean): void {
  if (settings['oud-in-lamp'] === 'off') throw new RuleViolation(say((m) => m.rules.zonderOudCannot(judged)));
}

/**
 * `deals` (events.md §12): a sheet of 1..100 played deals, or none (the default: the source names no end, so a
 * plain sheet runs until `tafel finish`). A `pas` is a redeal and never counts.
 */
export const DEALS: SettingSpec = {
  key: 'deals',
  kind: 'option',
  default: 'none',
  values: '1..100|none',
  description: say((t) => t.set.deals),
  check: (v) => (v === 'none' || /^(100|[1-9]\d?)$/.test(v) ? undefined : say((t) => t.set.badDeals(v))),
};
