import type { SettingSpec } from '../../core/game.js';
import { choice } from '../../core/settings.js';

/**
 * Oud in de lamp (spec/solokaarten.md "Deck"). Its own file because the referee (`tafel judge play
 * solokaarten --set ...`) reads it too, and judge must not load the record and scoring code.
 */
export const OUD_IN_LAMP: SettingSpec = choice(
  'oud-in-lamp',
  ['on', 'off'],
  'on',
  'Oud in de lamp: the queen of clubs lies apart for the pot holder; off: it is dealt, and zonder-oud is refused',
  'Oud in de lamp: klaveren vrouw ligt apart voor wie de pot heeft; off: ze wordt gedeeld, en zonder-oud wordt ' +
    'geweigerd',
);
