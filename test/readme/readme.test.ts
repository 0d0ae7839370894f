import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, tempHomes } from '../helpers/cli.js';
import { eveningDate } from '../../src/sheet/sheet.js';
import {
  anchors,
  brokenLink,
  localDate,
  dealRow,
  links,
  onSampleDate,
  pages,
  parseReadme,
  prerequisites,
  printed,
  runSteps,
  shown,
  updated,
  words,
  type Ran,
} from './readme.js';

// The README and docs/ are a test: see readme.ts. Their examples run every command (some 250, in this
// process), with `npm run test:readme` (TAFEL_README_TEST=1) and in CI, not in every `npm test`; the
// links are checked in every run.
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

  test('anchors are made as GitHub makes them, and links are read outside code', () => {
    const page =
      '# The evening: export, import\n```sh\n# not a heading\n```\n## Aan tafel (Nederlands)\n## Keys\n## Keys\n';
    expect([...anchors(page)]).toEqual(['the-evening-export-import', 'aan-tafel-nederlands', 'keys', 'keys-1']);
    const text = 'See [a](docs/x.md#y) and [b](https://e.org) `[c](z.md)`\n```\n[d](w.md)\n```\n[e](#keys)';
    expect(links(text)).toEqual([
      { line: 1, target: 'docs/x.md#y' },
      { line: 5, target: '#keys' },
    ]);
    expect(brokenLink(ROOT, 'docs/README.md', 'games/belote.md')).toBeUndefined();
    expect(brokenLink(ROOT, 'docs/README.md', 'games/whist.md')).toBe('no file docs/games/whist.md');
    expect(brokenLink(ROOT, 'docs/README.md', 'games/belote.md#nowhere')).toBe(
      'no heading #nowhere in docs/games/belote.md',
    );
    expect(brokenLink(ROOT, 'README.md', '../shared/spec/cli.md')).toBe('outside the repository');
  });

  test('every relative link of the README and docs/ reaches a file, and a heading where it names one', () => {
    const broken = pages(ROOT).flatMap((page) =>
      links(fs.readFileSync(path.join(ROOT, page), 'utf8')).flatMap(({ line, target }) => {
        const why = brokenLink(ROOT, page, target);
        return why ? [`${page}:${line} (${target}): ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  // A reader has no issue tracker of ours: a page states the decision itself (until 2026-12-07 the rules notes named
  // "issue 11", "issue 36" ... in fifteen places). Another project's issue, named with its repository, is fine.
  test('no page names an issue of ours by its number: the decision is stated, with its date', () => {
    const named = pages(ROOT).flatMap((page) =>
      fs
        .readFileSync(path.join(ROOT, page), 'utf8')
        .split('\n')
        .flatMap((text, i) =>
          [...text.matchAll(/\bissues? #?\d+/gi)]
            .filter((m) => !/[\w.-]+\/[\w.-]+ $/.test(text.slice(0, m.index)))
            .map((m) => `${page}:${i + 1}: ${m[0]}`),
        ),
    );
    expect(named).toEqual([]);
  });

  test('the examples are read from every page, and a page names the pages it builds on', () => {
    const all = pages(ROOT);
    expect(all).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', 'docs/games/kleurenwiezen.md']));
    const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');
    expect(parseReadme(read('docs/games/kleurenwiezen.md')).length).toBeGreaterThan(30);
    for (const p of all) for (const q of prerequisites(read(p))) expect(all).toContain(q);
    expect(prerequisites(read('docs/referee.md'))).toEqual(['docs/games/kleurenwiezen.md']);
  });

  // On the real date, in a fresh data directory per page (after the pages it builds on): a page must
  // run on whatever day a user reads it, and print the samples once the date is mapped to the pages'
  // evening. README_UPDATE=1 runs it on the pages' own evening instead (their samples, ids and times)
  // and rewrites the samples.
  const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');
  const withExamples = pages(ROOT).filter((p) => parseReadme(read(p)).length > 0);
  slow.each(withExamples)(
    "%s: every example runs, in order, and prints the samples shown, on today's date",
    async (page) => {
      const text = read(page);
      const before = prerequisites(text).flatMap((p) => parseReadme(read(p)));
      const own = parseReadme(text);
      const steps = [...before, ...own];
      const wrong: unknown[] = [];
      const check = (got: unknown, want: unknown) => {
        if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push({ got, want });
      };
      let ran: Ran[];
      let day: string;
      if (process.env.README_UPDATE) {
        ran = await runSteps(steps, home(), '2026-11-29T20:00:00+01:00');
        fs.writeFileSync(path.join(ROOT, page), updated(text, ran.slice(before.length)));
        day = '2026-11-29';
      } else {
        const start = new Date();
        const today = await runSteps(steps, home());
        // The calendar dates (times of day), and the evenings' (ids, evenings: until 06:00 the date before).
        const ends = [start, new Date()];
        const dates = [...new Set([...ends.map(localDate), ...ends.map((d) => eveningDate(d))])];
        ran = today.map((r) => onSampleDate(r, dates, '2026-11-29'));
        day = `today (${dates.join(', ')})`;
      }
      // Every difference at once (a page is fixed in one go, not one line per run).
      for (const [i, r] of ran.entries()) {
        const where = i < before.length ? 'a page it builds on' : page;
        const what = `${day}, ${where} line ${r.line}: tafel ${r.args.join(' ')}`;
        check({ what, code: r.code, stderr: r.stderr }, { what, code: 0, stderr: '' });
        if (i < before.length) continue;
        if (r.expect) check({ what, printed: printed(r) }, { what, printed: shown(r) });
        if (r.claims) {
          const row = dealRow(r.stdout);
          check(
            { what, scores: Object.fromEntries(Object.keys(r.claims).map((p) => [p, row[p]])) },
            { what, scores: r.claims },
          );
        }
      }
      expect(wrong).toEqual([]);
    },
    600_000,
  );
});
