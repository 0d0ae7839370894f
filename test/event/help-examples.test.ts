import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTexts, textsOf } from '../../src/i18n/index.js';
import { tafel, tempHome } from '../helpers/cli.js';

/**
 * Every `tafel event` and `tafel season` subcommand's help shows examples, and they run as shown: in English with
 * the English names, in Dutch with the Dutch ones (toernooi loting, competitie stand), one club night after the
 * other on one data folder, through the built bundle. A file an example names (--out avond.csv, import
 * tafel2.json) is put in a folder of the test's own.
 */

beforeAll(() => loadTexts('en', 'nl'));

/** The order a club night takes them in; `setup` lines are the test's own, between the examples. */
const ORDER: (string | { setup: string })[] = [
  'event new',
  'event use',
  'event add',
  'event remove',
  'event withdraw',
  'event set',
  'event list',
  'event show',
  'event draw',
  'event undraw',
  { setup: 'event draw' },
  'event plan',
  'event table',
  'event standings',
  'event cards',
  'event export',
  'event import',
  'event rename',
  // A second night, of Kim too, so that the season has a night Kim missed.
  { setup: 'event new klaverjassen --id zaterdag --entrants Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Kim --rounds 1' },
  { setup: 'event use vrijdag' },
  'season new',
  'season add',
  'season excuse',
  'season standings',
  'season export',
  'season list',
  'season remove',
  'event finish',
  'event reopen',
  // A night of a season is taken out of it before its event is deleted (delete refuses it otherwise).
  { setup: 'season remove vrijdagcompetitie vrijdag' },
  'event delete',
  'event undelete',
];

type Help = Record<string, { x?: string[] } | undefined>;

describe('the event and season subcommands: examples in their help', () => {
  for (const lang of ['en', 'nl'] as const)
    test(`every one has some, and they run as shown, one after the other (${lang})`, async () => {
      const help = textsOf(lang).help.commands as Help;
      const paths = Object.keys(help).filter((p) => /^(event|season) /.test(p));
      expect(paths.filter((p) => (help[p]?.x ?? []).length === 0)).toEqual([]);
      expect(new Set(ORDER.filter((o) => typeof o === 'string'))).toEqual(new Set(paths));
      const home = tempHome();
      const files = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-examples-'));
      const words = (line: string) => [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
      // A file named on the line is one in the test's folder: --out's value, and import's file.
      const placed = (argv: string[]) =>
        argv.map((w, i) => (argv[i - 1] === '--out' || /\.(json|csv|html)$/.test(w) ? path.join(files, w) : w));
      for (const o of ORDER) {
        const lines = typeof o === 'string' ? help[o]!.x! : [`tafel ${o.setup}`];
        for (const line of lines) {
          const r = await tafel(home, [...placed(words(line).slice(1)), '--lang', lang]);
          expect([line, r.code, r.stderr]).toEqual([line, 0, '']);
        }
      }
      expect(fs.readdirSync(files).sort()).toEqual(['avond.csv', 'competitie.html', 'kaarten.html', 'tafel2.json']);
    });
});

describe('the examples of tafel event --help, then of tafel season --help', () => {
  for (const lang of ['en', 'nl'] as const)
    test(`run in that order on a new data folder, with the steps their notes name (${lang})`, async () => {
      const help = textsOf(lang).help.commands as Help;
      const home = tempHome();
      const files = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-examples-'));
      // What a note says was done elsewhere: the table's file back from its device, a night Jef played.
      const before: Record<string, string[][]> = {
        'tafel2-terug.json': [],
        'Jef --event': [
          ['event', 'new', 'klaverjassen', '--id', 'zaterdag', '--entrants', 'Ann,Bert,Cis,Jef', '--rounds', '1'],
          ['event', 'draw'],
          ['season', 'add', '2026-27-klaverjassen', 'zaterdag'],
        ],
      };
      for (const line of [...help.event!.x!, ...help.season!.x!]) {
        const [command, note] = line.split(/ {2,}/);
        const step = Object.keys(before).find((k) => command.includes(k));
        // A step done elsewhere is said by the example's note.
        if (step !== undefined) expect([line, note]).toEqual([line, expect.stringMatching(/^\(.+\)$/)]);
        if (step === 'tafel2-terug.json')
          fs.copyFileSync(path.join(files, 'tafel2.json'), path.join(files, 'tafel2-terug.json'));
        for (const args of step ? before[step] : []) expect((await tafel(home, args)).stderr).toBe('');
        const argv = command
          .split(' ')
          .slice(1)
          .map((w) => (/\.(json|html)$/.test(w) ? path.join(files, w) : w));
        const r = await tafel(home, [...argv, '--lang', lang]);
        expect([line, r.code, r.stderr]).toEqual([line, 0, '']);
      }
      fs.rmSync(files, { recursive: true, force: true });
    });
});
