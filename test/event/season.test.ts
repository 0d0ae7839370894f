import { expect, test } from '@jest/globals';
import { seasonStandings, type Night } from '../../src/event/season.js';
import { seasonExport } from '../../src/event/export.js';
import type { SeasonData } from '../../src/store/events/data.js';

/* events.md §11.4: three nights, best 2 count, 2 nights to qualify, 3750 for an excused night. */

const season: SeasonData = {
  format: 'tafel-season',
  schemaVersion: 1,
  id: '2026-27-klaverjassen',
  uid: '0123456789abcdef',
  title: 'Competitie 2026-27',
  createdAt: '2026-09-01T00:00:00.000Z',
  game: 'klaverjassen',
  kind: 'individual',
  nights: 3,
  best: 2,
  minNights: 2,
  excused: 3750,
  tieBreaks: ['last:4', 'played', 'name'],
  events: ['oct', 'nov', 'dec'],
  excusals: [
    { event: 'oct', name: 'Jef' },
    { event: 'nov', name: 'Dirk' },
  ],
};
const scores: Record<string, (number | null)[]> = {
  Ann: [4304, 3980, 4262],
  Bert: [4138, 4420, 3996],
  Dirk: [4140, null, 4418],
  Gert: [4140, 4302, 4012],
  Eva: [4136, 4056, 4180],
  Fien: [3922, null, 4322],
  Cis: [4008, 4210, null],
  Hilde: [3972, 4150, 4044],
  Jef: [null, 3890, 4280],
  Ivo: [null, 4388, null],
};
const nights: Night[] = ['oct', 'nov', 'dec'].map((event, i) => ({
  event,
  finished: true,
  entrants: Object.entries(scores)
    .filter(([, s]) => s[i] !== null)
    .map(([name, s]) => ({ name, players: [name], total: s[i]! })),
}));

test('§11.4: best 2 of 3, excused nights, the last:4 tie-break, not qualified', () => {
  const s = seasonStandings(season, nights);
  expect(s.standings.map((x) => [x.place, x.name, x.nightsCounted, x.best, x.played])).toEqual([
    [1, 'Ann', 3, 8566, 12546],
    [2, 'Bert', 3, 8558, 12554],
    [3, 'Dirk', 3, 8558, 8558],
    [4, 'Gert', 3, 8442, 12454],
    [5, 'Eva', 3, 8316, 12372],
    [6, 'Fien', 2, 8244, 8244],
    [7, 'Cis', 2, 8218, 8218],
    [8, 'Hilde', 3, 8194, 12166],
    [9, 'Jef', 3, 8170, 8170],
    [null, 'Ivo', 1, 4388, 4388],
  ]);
  const bert = s.standings[1];
  expect(bert.tie).toEqual({ with: ['Dirk'], decidedBy: 'last:4' });
  expect(bert.nights.map((n) => n.counted)).toEqual([true, true, false]);
  expect(s.standings[2].nights[1]).toEqual({ event: 'nov', how: 'excused', score: 3750, counted: false });
  expect(s.standings.find((x) => x.name === 'Fien')!.nights[1].how).toBe('missed');
  // The points champion regardless of attendance.
  expect([...s.standings].sort((a, b) => b.played - a.played)[0].name).toBe('Bert');
  expect(s.provisional).toBe(false);
});

test('the season export a person reads (md, html) is in the export language; the CSV keeps its field names', () => {
  const s = seasonStandings(season, nights);
  const md = seasonExport(s, 'md', 'nl', 'plain').split('\n');
  expect(md).toContain(
    '| plaats | naam | oct | nov | dec | beste | gespeeld | avonden geteld | geplaatst | beslist door |',
  );
  // Bert and Dirk are level on the best 2 (8558); the last 4 nights decide (§11.4).
  expect(md).toContain('| 2 | Bert | 4138 | 4420 | 3996 | 8558 | 12554 | 3 | ja | laatste 4 avonden |');
  expect(md).toContain('| - | Ivo | - | 4388 | - | 4388 | 4388 | 1 | nee | - |');
  expect(seasonExport(s, 'html', 'en', 'plain')).toContain('<th>nights counted</th><th>qualified</th>');
  const csv = seasonExport(s, 'csv', 'nl', 'plain');
  expect(csv).toContain('place,name,oct,nov,dec,best,played,nights_counted,qualified,decided_by');
  expect(csv).toContain('2,Bert,4138,4420,3996,8558,12554,3,yes,last:4');
});
