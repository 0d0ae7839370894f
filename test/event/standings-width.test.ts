import { beforeAll, describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * `event standings` on a terminal (colour on) of 60 and 80 columns, in English and Dutch: every column whole, or else
 * said. Until 2026-12-07 the Dutch cut a header or a whole column with … at 60 and 64 columns and said nothing, and a
 * bye or an absence that scores nothing (`--bye none`, `--absent none`) read `-`, as no score yet.
 */

const home = tempHomes();
const ENTRANTS = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans,Ivo';

/** The standings as a terminal with colour on shows them (they have no colour of their own), a line each. */
const shown = async (h: string, lang: string, columns: number): Promise<string[]> => {
  const r = await tafel(h, ['--lang', lang, 'event', 'standings'], { tty: true, columns });
  expect([r.code, r.stderr]).toEqual([0, '']);
  return r.stdout.split('\n');
};
const cells = (line: string) =>
  line
    .split('│')
    .slice(1, -1)
    .map((c) => c.trim());
/** The notes below the table as one text: a wrapped note read whole. */
const notes = (lines: string[]) =>
  lines
    .filter((l) => !/^[│┌├└]/.test(l))
    .join(' ')
    .replace(/\s+/g, ' ');

describe('ranked by average, a withdrawal and an absence: every column fits 60 and 80 columns', () => {
  let h: string;
  beforeAll(async () => {
    h = home();
    const set = ['--rounds', '3', '--deals', '1', '--ranking', 'average', '--absent', 'none'];
    await tafel(h, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', ENTRANTS, ...set]);
    await tafel(h, ['event', 'draw', '--seed', '4711']);
    for (const [by, sheet] of [
      ['Bert', 'kw-r1-t1'],
      ['Ann', 'kw-r1-t2'],
    ])
      await tafel(h, ['record', 'solo', '6', '--by', by, '--tricks', '6', '--sheet', sheet]);
    await tafel(h, ['event', 'withdraw', 'Gert']);
    await tafel(h, ['event', 'draw', '--absent', 'Dirk']);
  });

  const EN = ['place', 'no', 'name', 'total', 'average', 'wins'];
  const NL = ['plaats', 'nr', 'naam', 'totaal', 'gem.', 'gewonnen'];
  test.each([
    ['en', 60, EN, 'withdrawn'],
    ['en', 80, [...EN.slice(0, 3), 'r1', 'r2', ...EN.slice(3)], 'withdrawn'],
    ['nl', 60, NL, 'teruggetrokken'],
    ['nl', 80, NL, 'teruggetrokken'],
  ])('%s at %d columns', async (lang, columns, head, withdrawn) => {
    const lines = await shown(h, lang, columns);
    expect(lines.filter((l) => l.length > columns || l.includes('…'))).toEqual([]);
    expect(cells(lines[3])).toEqual(head);
    expect(lines.map(cells)).toContainEqual(['', '', withdrawn, ...head.slice(3).map(() => '')]);
    expect(notes(lines)).not.toMatch(/Columns are cut|Kolommen zijn afgesneden/);
  });

  test('at 80 columns the absence reads absent in its round, not -', async () => {
    const dirk = (await shown(h, 'en', 80)).map(cells).find((c) => c[2] === 'Dirk')!;
    expect(dirk.slice(3, 5)).toEqual(['0', 'absent']);
  });

  test('narrower still, what is cut is said: in English and Dutch', async () => {
    expect(notes(await shown(h, 'en', 40))).toContain(
      "Columns are cut at this width: 'tafel event export' or a wider window shows them whole.",
    );
    expect(notes(await shown(h, 'nl', 40))).toContain(
      "Kolommen zijn afgesneden bij deze breedte: 'tafel toernooi export' of een breder venster toont ze heel.",
    );
  });
});

describe('a bye or an absence that scores nothing (none) is marked in its round, at 60 and 80 columns', () => {
  test.each([
    ['en', 'bye', 'absent'],
    ['nl', 'stil', 'afwezig'],
  ])('%s: %s, %s', async (lang, bye, absent) => {
    const h = home();
    const none = ['--bye', 'none', '--absent', 'none'];
    await tafel(h, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', `${ENTRANTS},Jan`, ...none]);
    const { tables, byes } = await tafelJson(h, ['event', 'draw', '--seed', '4711', '--absent', 'Ivo']);
    const [a, b] = tables[0].seats.map((x: { name: string }) => x.name);
    await tafel(h, ['correct', '--sheet', 'kw-r1-t1', `${a}=5,${b}=-5`, '--reason', 'boom']);
    for (const columns of [60, 80]) {
      const lines = await shown(h, lang, columns);
      expect(lines.filter((l) => l.length > columns || l.includes('…'))).toEqual([]);
      const round = (name: string) =>
        lines
          .map(cells)
          .find((c) => c[2] === name)
          ?.slice(3, 5);
      expect([round(byes[0].name), round('Ivo')]).toEqual([
        [bye, '0'],
        [absent, '0'],
      ]);
    }
  });
});

// Until 2026-12-07 a season of three nights at 60 columns parted "Gert &" / "Hans" (and "with Gert" / "& Hans: by")
// and kept the nights' scores: a name now stays whole, the nights stepping aside first, as the event's standings do.
describe('a pair season at 60 columns keeps a pair whole, in its name and in a tie', () => {
  let h: string;
  beforeAll(async () => {
    h = home();
    const points: Record<string, number> = { Ann: 1000, Cis: 900, Eva: 800, Gert: 800 };
    await tafel(h, ['season', 'new', 'b2', '--game', 'klaverjassen', '--kind', 'pairs', '--best', '2']);
    for (const n of ['1', '2', '3']) {
      const pairs = ['--pairs', 'Ann+Bert,Cis+Dirk,Eva+Fien,Gert+Hans'];
      await tafel(h, ['event', 'new', 'klaverjassen', '--id', `k${n}`, ...pairs, '--rounds', '1', '--season', 'b2']);
      await tafel(h, ['event', 'draw', '--seed', n]);
      for (const sheet of [`k${n}-r1-t1`, `k${n}-r1-t2`]) {
        const [a, b] = (await tafelJson(h, ['sheet', sheet])).players as string[];
        await tafel(h, [
          'correct',
          `${a}=${points[a] ?? 800},${b}=${points[b] ?? 800}`,
          '--reason',
          'x',
          '--sheet',
          sheet,
        ]);
      }
    }
  });

  test.each([
    ['en', ['season', 'standings', 'b2'], 'with Gert & Hans: by name'],
    ['nl', ['competitie', 'stand', 'b2'], 'met Gert & Hans: op naam'],
  ])('%s', async (lang, args, tie) => {
    const r = await tafel(h, ['--lang', lang, ...args], { tty: true, columns: 60 });
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.length > 60 || l.includes('…'))).toEqual([]);
    expect(lines.map(cells)).toContainEqual(['4', 'Gert & Hans', '1600', '2400']);
    expect(lines.map(cells)).toContainEqual(['', tie, '', '']);
  });

  test("the night's own standings keep the pair whole in the tie too", async () => {
    const r = await tafel(h, ['event', 'standings'], { tty: true, columns: 60 });
    expect(r.stdout.split('\n').map((l) => cells(l)[2])).toContain('with Gert & Hans: by');
  });
});
