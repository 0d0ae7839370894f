import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { benchSaveAndRedraw } from '../../src/play/bench.js';
import { Store } from '../../src/store/store.js';
import { tempHome } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';

const home = tempHome();
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

// The timing itself is reported by scripts/bench-play.js; here only that it measures what it says.
test('the table-mode benchmark saves and redraws on a 60-deal sheet and leaves it at 60 deals', async () => {
  const sample = {
    game: 'kleurenwiezen',
    players: 'Ann,Bert,Cis,Dirk',
    lines: [
      { words: ['samen', '8'], flags: { by: 'Ann,Cis', tricks: '9' } },
      { words: ['pas'], flags: {} },
    ],
  };
  const r = await benchSaveAndRedraw(home, HOST, sample, 60, 3);
  expect(r.runs).toHaveLength(3);
  expect(r.runs.every((ms) => ms > 0)).toBe(true);
  const store = new Store(home, HOST);
  const [id] = store.ids();
  expect(store.readSheet(id).deals).toHaveLength(60);
});
