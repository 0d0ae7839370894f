import { tx } from '../../core/errors.js';
import type { Game, Lang } from '../../core/game.js';
import { leaders } from '../../sheet/sheet.js';
import { parseDeal, settingsFor, toArgs, type WhistInput } from './rules.js';
import { scoreWhist } from './score.js';

/** The contract in words as on the paper sheet, e.g. "Bert + Dirk samen 8: 9 tricks". */
function describe(input: WhistInput, lang: Lang): string {
  if (input.contract === 'pas') return lang === 'nl' ? 'pas (opnieuw delen)' : 'pass (redeal)';
  const tricksWord = (n: number) => (lang === 'nl' ? (n === 1 ? 'slag' : 'slagen') : n === 1 ? 'trick' : 'tricks');
  const name = input.contract.replace(/-/g, ' ') + (input.level !== undefined ? ` ${input.level}` : '');
  const by = input.by ?? [];
  const t = input.tricks;
  const result =
    typeof t === 'number'
      ? `: ${t} ${tricksWord(t)}`
      : t === undefined
        ? ''
        : ': ' + by.map((p) => `${p} ${t[p]}`).join(', ');
  const revoke = input.revoke ? (lang === 'nl' ? ` (verzaakt door ${input.revoke})` : ` (revoke by ${input.revoke})`) : '';
  return `${by.join(' + ')} ${name}${result}${revoke}`;
}

/** What a deal carries to the next: how many hands were really played (a `pas` is a redeal, not a played deal). */
interface WhistState {
  played: number;
}

export const kleurenwiezen: Game<WhistState> = {
  id: 'kleurenwiezen',
  name: tx('Kleurenwiezen (colour whist)', 'Kleurenwiezen'),
  ruleSets: [
    { id: 'lodige', description: tx('Flemish club rules, non-zero-sum: winners gain, nobody else loses', 'Vlaamse clubregels, niet nulsom: winnaars krijgen, niemand anders verliest') },
    { id: 'cardgames', description: tx('zero-sum payments between declarers and opponents, with variants', 'nulsom: spelers en tegenstanders betalen elkaar, met varianten') },
  ],
  defaultRules: 'lodige',
  players: { min: 4, max: 4 },
  unit: 'points',
  settings: settingsFor,
  parseDeal,
  toArgs,
  initialState: () => ({ played: 0 }),
  scoreDeal: (state, input, config) => ({
    scores: scoreWhist(input as WhistInput, config),
    state: { played: state.played + (input.contract === 'pas' ? 0 : 1) },
  }),
  describe: (input, _config, lang) => describe(input as WhistInput, lang),
  movesDealer: (input) => input.contract !== 'pas',
  standing(totals, _deals, state, config) {
    // `deals` counts played hands only: all pass is dealt again (seed 001, issue 11).
    const limit = config.settings.deals;
    if (limit === undefined || limit === 'off' || state.played < Number(limit)) return { finished: false };
    return { finished: true, winner: leaders(config.players, totals) };
  },
};
