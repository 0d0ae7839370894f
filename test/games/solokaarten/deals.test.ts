import { expect, test } from '@jest/globals';
import { checkHouseRules } from '../../../src/core/settings.js';
import { gameById } from '../../../src/games/index.js';
import { makeSheet, play } from '../../helpers/sheet.js';

// The house rule `deals` (events.md §12); scores by hand from spec/solokaarten.md (4 players: solo needs 4 tricks
// and is worth 3, slag needs 5 and is worth 4; only the pot holder scores).
const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

function replayed(set: Record<string, string>, lines: string[]) {
  return lines.map((_, i) => {
    const v = play(makeSheet('solokaarten', P, { set }), lines.slice(0, i + 1)).view;
    return { totals: P.map((p) => v.totals[p]), finished: v.finished, winner: v.winner };
  });
}

test('deals=2 finishes on the second played deal (a pas is a redeal, not counted); the highest total wins', () => {
  const steps = replayed({ deals: '2' }, [
    'solo --by Ann --tricks 4', // made: Ann +3
    'pas',
    'slag --by Bert --tricks 4', // 4 < 5, nat: Bert -4
  ]);
  expect(steps.map((s) => [s.totals, s.finished])).toEqual([
    [[3, 0, 0, 0], false],
    [[3, 0, 0, 0], false],
    [[3, -4, 0, 0], true],
  ]);
  expect(steps[2].winner).toBe('Ann');
});

test('equal highest totals share the win; without deals the sheet stays open', () => {
  const lines = ['solo --by Ann --tricks 4', 'solo --by Cis --tricks 5']; // +3 each
  expect(replayed({ deals: '2' }, lines)[1]).toEqual({ totals: [3, 0, 3, 0], finished: true, winner: ['Ann', 'Cis'] });
  expect(replayed({}, lines)[1].finished).toBe(false);
  const g = gameById('solokaarten');
  for (const n of [4, 5, 6]) expect(checkHouseRules(g, 'liemers', n, ['deals=7'])).toEqual({ deals: '7' });
  expect(() => checkHouseRules(g, 'liemers', 4, ['deals=0'])).toThrow(
    'deals must be a whole number from 1 to 100 or none, not "0"',
  );
});
