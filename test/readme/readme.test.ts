import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { BIN, ROOT, tempHomes } from '../helpers/cli.js';
import {
  brusselsDate,
  dealRow,
  onSampleDate,
  parseReadme,
  printed,
  readmePath,
  readReadme,
  runSteps,
  shown,
  updated,
  words,
  type Ran,
} from './readme.js';

// The README is a test: see readme.ts. It spawns every README command (about 70, some 20 s), so it
// runs with `npm run test:readme` (TAFEL_README_TEST=1) and in CI, not in every `npm test`.
// README_UPDATE=1 rewrites its sample blocks from what the commands print.
const home = tempHomes();
const slow = process.env.TAFEL_README_TEST || process.env.CI ? test : test.skip;

describe('README', () => {
  test('a record comment names the scores of the deal row', () => {
    const steps = parseReadme('```sh\ntafel record samen 8 --by Bert,Dirk --tricks 9   # Bert +10, Dirk +10\n```\n');
    expect(steps[0].claims).toEqual({ Bert: '+10', Dirk: '+10' });
    const out = 'Deal 1\n┌──┐\n│ # │ dealer │ Ann + Cis │ Bert │\n├──┤\n│ 1 │ Ann │ +10 │ 0 │\n│  │  │ +10 │ 0 │\n';
    expect(dealRow(out)).toEqual({ '#': '1', dealer: 'Ann', Ann: '+10', Cis: '+10', Bert: '0' });
  });

  test('the command lines are split as a shell would', () => {
    expect(words('tafel record samen 8 --by Bert,Dirk   # Bert +10')).toEqual([
      'tafel',
      'record',
      'samen',
      '8',
      '--by',
      'Bert,Dirk',
    ]);
    expect(words('tafel judge rank kleurenwiezen "abondance 10" \'grote-miserie\'')).toEqual([
      'tafel',
      'judge',
      'rank',
      'kleurenwiezen',
      'abondance 10',
      'grote-miserie',
    ]);
    expect(words('tafel edit 1 --note ""')).toEqual(['tafel', 'edit', '1', '--note', '']);
  });

  // On the real date, in a fresh data directory: the walk-through must run on whatever day a user
  // reads it, and print the samples once the date is mapped to the README's evening. README_UPDATE=1
  // runs it on the README's own evening instead (its samples, ids and times) and rewrites the samples.
  slow(
    "every example runs, in order, in one data directory, and prints the samples shown, on today's date",
    async () => {
      const readme = readReadme(ROOT);
      const steps = parseReadme(readme);
      expect(steps.length).toBeGreaterThan(50);
      const wrong: unknown[] = [];
      const check = (got: unknown, want: unknown) => {
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push({ got, want });
      };
      let runs: [string, Ran[]][];
      if (process.env.README_UPDATE) {
        const fixed = await runSteps(steps, BIN, home(), '2026-11-29T20:00:00+01:00');
        fs.writeFileSync(readmePath(ROOT), updated(readme, fixed));
        runs = [['2026-11-29', fixed]];
      } else {
        const before = new Date();
        const today = await runSteps(steps, BIN, home());
        const dates = [...new Set([brusselsDate(before), brusselsDate(new Date())])];
        runs = [[`today (${dates.join(', ')})`, today.map((r) => onSampleDate(r, dates, '2026-11-29'))]];
      }
      // Every difference at once (a README is fixed in one go, not one line per run).
      for (const [day, ran] of runs) {
        for (const r of ran) {
          const what = `${day}, README line ${r.line}: tafel ${r.args.join(' ')}`;
          check({ what, code: r.code, stderr: r.stderr }, { what, code: 0, stderr: '' });
          if (r.expect) check({ what, printed: printed(r) }, { what, printed: shown(r) });
          if (r.claims) {
            const row = dealRow(r.stdout);
            check(
              { what, scores: Object.fromEntries(Object.keys(r.claims).map((p) => [p, row[p]])) },
              { what, scores: r.claims },
            );
          }
        }
      }
      expect(wrong).toEqual([]);
    },
    600_000,
  );
});
