import fs from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { GAMES } from '../../src/games/index.js';
import { replay, type SheetData, type SheetView } from '../../src/sheet/sheet.js';
import { drawSheet, table } from '../../src/ui/sheet-table.js';
import { shortNames, shortText } from '../../src/ui/short-text.js';
import { makeSheet, record } from '../helpers/sheet.js';
import { tafel, tempHomes } from '../helpers/cli.js';
import { screenOf, fitTable, fitTableDropping, wrapHanging, wrapProse, wrapWords } from '../../src/ui/fit.js';
import fc from 'fast-check';
import { paint } from '../../src/ui/paint.js';
import { drawTable, textWidth } from '../../src/ui/table.js';

// Long names, the most players each game allows: the widest sheets a table meets.
const FOUR = ['Anneleen', 'Bartholomeus', 'Cecilia', 'Dirk-Jan'];
const SIX = [...FOUR, 'Evelien', 'Fientje'];

/** Record lines per game (names of FOUR); a game not listed here is drawn with an empty sheet. */
const LINES: Record<string, { players: string[]; stakeCents?: number; rules?: string; lines: string[] }> = {
  kleurenwiezen: {
    players: FOUR,
    lines: [
      'samen 8 --by Bartholomeus,Dirk-Jan --tricks 9',
      'solo 6 --by Anneleen --tricks 5',
      'grote-miserie --by Anneleen,Bartholomeus --tricks Anneleen=0,Bartholomeus=1',
      'pas',
      'abondance 10 --by Cecilia --tricks 11',
    ],
  },
  belote: {
    players: FOUR,
    rules: 'ffb',
    lines: [
      '--taker Anneleen --points 92 --belote Cecilia',
      '--taker Bartholomeus --points 81',
      '--taker Dirk-Jan --points 162 --capot takers',
      'pas',
    ],
  },
  solokaarten: {
    players: SIX,
    lines: [
      'solo --by Bartholomeus --tricks 3',
      'doe --by Anneleen --tricks 4 --zonder-oud',
      'eerste slag zonder kijk --by Cecilia --tricks 5',
      'pas',
    ],
  },
  zwikken: {
    players: SIX,
    stakeCents: 10,
    lines: [
      '--askers Cecilia,Dirk-Jan --winner Dirk-Jan',
      'pas --searched 1',
      '--askers Bartholomeus,Dirk-Jan --zwik Dirk-Jan',
      '--askers Anneleen,Fientje --winner Fientje',
    ],
  },
};

/** A sheet of `n` deals of the game, its lines taken in turn. */
function sheetOf(game: string, n: number): SheetData {
  const spec = LINES[game];
  let s = makeSheet(game, spec?.players ?? FOUR.slice(0, Math.max(2, GAMES.find((g) => g.id === game)!.players.min)), {
    rules: spec?.rules,
    stakeCents: spec?.stakeCents ?? 10,
  });
  for (let i = 0; spec && s.deals.length < n; i++) s = record(s, spec.lines[i % spec.lines.length]);
  return s;
}

const dealLines = (text: string) => text.split('\n').filter((l) => /^│\s*\d+\s*│/.test(l));

describe('the sheet fits the screen: never a wrapped line, one line per deal (marks under scores: two)', () => {
  const cases = GAMES.flatMap((g) =>
    [60, 80].flatMap((width) => [false, true].map((color) => [g.id, width, color] as const)),
  );
  test.each(cases)('%s at %i columns (colour %s)', async (game, width, color) => {
    const data = sheetOf(game, 30);
    const v = replay(GAMES.find((g) => g.id === game)!, data);
    for (const lang of ['en', 'nl'] as const) {
      const raw = await drawSheet(
        replay(GAMES.find((g) => g.id === game)!, data, lang),
        { lang, color },
        { width, height: 23 },
      );
      const text = raw.replace(/\u001b\[[0-9;]*m/g, '');
      const lines = text.split('\n');
      for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(width);
      expect(lines.length).toBeLessThanOrEqual(23);
      if (data.deals.length === 0) continue;
      // the most recent deals, each on one line, the last one last
      const shown = dealLines(text);
      expect(shown.length).toBeGreaterThan(5);
      expect(shown[shown.length - 1]).toMatch(/^│\s*30\s*│/);
      const hidden = 30 - shown.length;
      expect(text).toContain(lang === 'en' ? `${hidden} earlier` : `${hidden} eerdere`);
      expect(text).toMatch(lang === 'en' ? /│ ?total/ : /│ ?totaal/);
      // while the sheet is open the next dealer is marked in the header
      expect(lines.some((l) => l.includes('*'))).toBe(!v.finished);
    }
    expect(v.deals.length).toBe(data.deals.length);
  });

  test.each(GAMES.map((g) => g.id))('%s: --all draws every deal, one line each, all lines as wide', async (game) => {
    const data = sheetOf(game, 120);
    const v = replay(GAMES.find((g) => g.id === game)!, data);
    const text = await drawSheet(v, { lang: 'en', color: false }, { width: 80, height: 23, all: true });
    if (data.deals.length === 0) return;
    const lines = text.split('\n');
    expect(dealLines(text).map((l) => Number(/\d+/.exec(l)![0]))).toEqual(v.deals.map((d) => d.number));
    expect(text).not.toContain('earlier');
    // The table (chunked past 40 rows) is one block: every line of it has the same width.
    const tableLines = lines.filter((l) => /^[│┌├└]/.test(l));
    expect(new Set(tableLines.map(textWidth)).size).toBe(1);
  });

  test('with room to spare the sheet is as on paper: whole names, the dealer column, whole contracts', async () => {
    const data = sheetOf('kleurenwiezen', 3);
    const text = await drawSheet(
      replay(GAMES.find((g) => g.id === 'kleurenwiezen')!, data),
      { lang: 'en', color: false },
      { width: 200, height: 40 },
    );
    // Deal 1: Bartholomeus + Dirk-Jan samen 8, 9 tricks: lodige samen 8 made with one overtrick
    expect(text).toContain('│ 1 │ Anneleen     │ Bartholomeus + Dirk-Jan samen 8: 9 tricks');
    // three deals played, none redealt: Dirk-Jan deals the fourth, Anneleen (the next seat) leads
    expect(text).toContain('│ Anneleen> │ Bartholomeus │ Cecilia │ Dirk-Jan* │');
    expect(text).toContain('Next to deal: Dirk-Jan (*), Anneleen leads (>)');
    expect(text).not.toContain('earlier');
  });

  test('a column its scores make wider shows more of its name: six at 44, Ann Ber Ci* Di> Eva Fie', async () => {
    // whisthub, six players: pas, pas, Bert alleen 6 with 7 (+30, the others -10), Cis abondance 9 with 9.
    let data = makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'], { rules: 'whisthub' });
    for (const line of ['pas', 'pas', 'solo 6 --by Bert --tricks 7', 'abondance 9 --by Cis --tricks 9'])
      data = record(data, line);
    const v = replay(GAMES.find((g) => g.id === 'kleurenwiezen')!, data);
    // At 60 every name is whole once the padding goes, the contract whole too, its names at four letters ('Bert
    // alleen 6: 7 ×2', where it was 'B alleen 6: 7 ×2' though the longer fits).
    const at60 = await drawSheet(v, { lang: 'en', color: false }, { width: 60 });
    expect(at60).toContain('│#│contract           │Ann│Bert│Cis*│Dirk>│Eva│Fien│\n');
    expect(at60).toContain('│3│Bert alleen 6: 7 ×2│');
    // At 44 they are cut (the contract at its least, 16): Cis deals the fifth deal (*), Dirk leads (>), and their
    // marks leave two letters of the name in a three-wide column; the others show three.
    const text = await drawSheet(v, { lang: 'en', color: false }, { width: 44 });
    expect(text.split('\n').every((l) => textWidth(l) <= 44)).toBe(true);
    expect(text).toContain('│#│contract        │Ann│Ber│Ci*│Di>│Eva│Fie│\n');
  });

  test('one deal only (after record) and none (after undo)', async () => {
    const v = replay(GAMES.find((g) => g.id === 'belote')!, sheetOf('belote', 4));
    const one = await drawSheet(v, { lang: 'en', color: false }, { width: 60, onlyDeal: 2 });
    expect(dealLines(one).length).toBe(1);
    const none = await drawSheet(v, { lang: 'nl', color: false }, { width: 60, onlyDeal: 0 });
    expect(dealLines(none).length).toBe(0);
    expect(none).toContain('totaal');
  });

  test('a finished sheet marks nobody and names the winner', async () => {
    const data = { ...sheetOf('solokaarten', 4), closed: true };
    const text = await drawSheet(
      replay(GAMES.find((g) => g.id === 'solokaarten')!, data),
      { lang: 'en', color: false },
      { width: 80 },
    );
    expect(text).not.toMatch(/[*>] ?│/);
    expect(text.split('\n').pop()).toMatch(/^(Finished|Tie)/);
  });
});

describe('the contract gives way first: a name in the header is whole while a 16-wide contract leaves room', () => {
  const TOEPEN = [
    '--winner Bert',
    '--toeps Cis,Ann --passed Dirk=1,Bert=2 --winner Cis',
    '--four-of-a-kind Dirk',
    '--toeps Ann,Bert,Ann --passed Cis=3 --winner Dirk',
    '--winner Cis',
  ];
  const toepen = (players: string[], rounds: number) => {
    const names = TOEPEN.slice(0, rounds).map((l) => l.replace(/\b(Ann|Bert)\b/g, (n) => players['AB'.indexOf(n[0])]));
    return replay(GAMES.find((g) => g.id === 'toepen')!, names.reduce(record, makeSheet('toepen', players)));
  };
  // The line under the table's top border (a line saying how many deals are not shown may come before it).
  const header = (text: string) => {
    const lines = plain(text).split('\n');
    return lines[lines.findIndex((l) => l.startsWith('┌')) + 1];
  };

  test.each([80, 60])(
    'Toepen at %i columns: every name whole, the contract shortened and cut with …',
    async (width) => {
      // Four rounds: Dirk deals the fifth, Bert leads. At 80 the names were cut to 'Be> Ci Di*' (whole contracts with
      // initials); table mode's height (12 lines left above its question) draws the same header, over rounds 3 and 4:
      // the two lines under the sheet (who deals, 'Bert: voor dood') leave room for two.
      for (const height of [undefined, 12]) {
        const text = await drawSheet(
          toepen(['Ann', 'Bert', 'Cis', 'Dirk'], 4),
          { lang: 'en', color: true },
          { width, height },
        );
        for (const line of plain(text).split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(width);
        expect(plain(text).split('\n').length).toBeLessThanOrEqual(height ?? 14);
        expect(header(text)).toMatch(/^│ # │ contract +│ +Ann │ Bert> │ Cis │ Dirk\* │$/);
        expect(plain(text)).toMatch(
          height ? /│ 4 │ Dirk wins, stake 4 \([^│]*… │/ : /│ 2 │ Cis wins, stake 3 \(t[^│]*… │/,
        );
      }
    },
  );

  test.each([80, 60])(
    'long names at %i columns: whole, and the padding kept, where it was Annemi Annel>',
    async (width) => {
      // Five rounds: Cis deals the sixth, Dirk leads; Annemie's 'dood' (out) widens her column.
      const text = await drawSheet(
        toepen(['Annemie', 'Annelies', 'Cis', 'Dirk'], 5),
        { lang: 'en', color: true },
        { width },
      );
      for (const line of plain(text).split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(width);
      expect(header(text)).toMatch(/^│ # │ contract +│ Annemie │ Annelies │ Cis\* │ Dirk> │$/);
    },
  );

  test('names too long for any contract: whole without the padding, else cut, the contract at 16', async () => {
    const data = [
      'samen 8 --by Bartholomeus,Cecilia --tricks 9',
      'pas',
      'abondance 10 --by Cecilia --tricks 11',
    ].reduce(record, makeSheet('kleurenwiezen', FOUR));
    const v = replay(GAMES.find((g) => g.id === 'kleurenwiezen')!, data);
    // At 61 the names fit once the padding goes (the contract cut to 16); at 60 they lose what a 16-wide contract
    // leaves no room for: the longest, one letter.
    expect(header(await drawSheet(v, { lang: 'en', color: true }, { width: 61 }))).toBe(
      '│#│contract        │Anneleen│Bartholomeus│Cecilia*│Dirk-Jan>│',
    );
    expect(header(await drawSheet(v, { lang: 'en', color: true }, { width: 60 }))).toBe(
      '│#│contract        │Anneleen│Bartholomeu│Cecilia*│Dirk-Jan>│',
    );
  });
});

describe('shortening', () => {
  test('names: as short as asked, longer where two would read the same', () => {
    expect([...shortNames(['Ann', 'Anna', 'Bert', 'Bart'], 1).values()]).toEqual(['Ann', 'Anna', 'Be', 'Ba']);
    expect([...shortNames(['Anneleen', 'Bartholomeus'], 4).values()]).toEqual(['Anne', 'Bart']);
  });
  test('contract texts lose the words a player reads without', () => {
    const names = shortNames(['Ann', 'Bert', 'Cis', 'Dirk'], 1);
    expect(shortText('Bert + Dirk samen 8: 9 tricks', names)).toBe('B+D samen 8: 9');
    expect(shortText('Ann (Ann + Cis) took, belote Cis: 112 - 70, made', names)).toBe('A took, belote C: 112-70, made');
    expect(shortText('Ann, Bert vroegen; Ann won met 9 punten', names)).toBe('A, B vroegen; A won 9p');
    expect(shortText('pas (opnieuw delen)', names)).toBe('pas');
  });
  test('screen: a terminal gives its size, a pipe COLUMNS and LINES, else no bound', () => {
    // A standard stream has a size only on a terminal (src/ui/out.ts OutStd); the terminal's wins over COLUMNS.
    const terminal = { columns: () => 60, rows: () => 24 };
    const pipe = { columns: () => undefined, rows: () => undefined };
    expect(screenOf(terminal, {})).toEqual({ width: 60, height: 23 });
    expect(screenOf(terminal, { COLUMNS: '100', LINES: '50' })).toEqual({ width: 60, height: 23 });
    expect(screenOf(pipe, { COLUMNS: '80', LINES: '24' })).toEqual({ width: 80, height: 23 });
    expect(screenOf(pipe, {})).toEqual({ width: undefined, height: undefined });
  });
  test('a long generic table is drawn in chunks into one block', async () => {
    const rows = Array.from({ length: 95 }, (_, i) => [String(i + 1), i % 7 === 0 ? 'a longer cell' : 'x']);
    const lines = (await table(['n', 'text'], rows, [0])).split('\n');
    expect(lines.length).toBe(95 + 4);
    expect(new Set(lines.map(textWidth)).size).toBe(1);
    expect(
      lines
        .filter((l) => l.startsWith('│'))
        .slice(1)
        .map((l) => Number(l.split('│')[1])),
    ).toEqual(rows.map((r) => Number(r[0])));
  });
});

const SGR = /\x1b\[[0-9;]*m/g;
const plain = (s: string) => s.replace(SGR, '');

describe('paint: one text in, one text out', () => {
  test('called through map (index and array passed too), each header stays itself', async () => {
    const p = await paint(true);
    for (const f of [p.head, p.bold, p.dim, p.good, p.bad]) {
      expect(['id', 'game'].map(f).map(plain)).toEqual(['id', 'game']);
    }
  });
});

// The `tafel sheets` table, as sheets.ts lays it out.
const HEAD = ['', 'id', 'started', 'game', 'rules', 'players', 'deals', 'finished'];
const ROWS = [
  ['', 'Evening of 2026-12-01', '', '', '', '', '', ''],
  ['*', '2026-12-01-kleurenwiezen-2', '20:15', 'kleurenwiezen', 'whisthub', 'Ann, Bert, Cis, Dirk, Eva', '12', 'yes'],
  ['', '2026-12-01-zwikken', '21:40', 'zwikken', 'standard', 'Anneleen, Bartholomeus, Cecilia', '3', ''],
];
const COLS = [{}, {}, {}, {}, {}, { wrap: true }, { right: true }, {}];
const STEPS = [
  { col: 4, into: 3 },
  { col: 7, into: 6 },
  { col: 5, into: 1 },
  { col: 0, into: 1, sep: ' ' },
  { col: 2, into: 3 },
];
const words = (s: string) =>
  plain(s)
    .replace(/[│┌┐└┘├┤┬┴┼─]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort();

describe('fitTable', () => {
  test('of the layouts that fit, the one with the fewest lines: a step is taken when it saves lines', () => {
    const head = ['id', 'note', 'game'];
    const rows = [['evening-one', 'a long note about the evening that wraps over several lines here', 'kleurenwiezen']];
    const cols = [{}, { wrap: true }, {}];
    const withStep = fitTable(head, rows, cols, [{ col: 2, into: 0 }], 50).split('\n');
    const without = fitTable(head, rows, cols, [], 50).split('\n');
    // Both fit in 50 columns; with the game under the id the note has room to wrap less.
    expect(Math.max(...without.map((l) => [...l].length))).toBeLessThanOrEqual(50);
    expect(withStep.length).toBeLessThan(without.length);
    expect(withStep[2]).toMatch(/^│ game +│ +│$/);
  });

  test('without a width (a pipe, a file), or when it fits, the table is drawn as it always was', () => {
    const whole = drawTable(HEAD, ROWS, [6]);
    expect(fitTable(HEAD, ROWS, COLS, STEPS, undefined)).toBe(whole);
    expect(fitTable(HEAD, ROWS, COLS, STEPS, 200)).toBe(whole);
  });

  test.each([80, 60])('at %i columns: no line wider, every word still there and whole (ids never cut)', (width) => {
    const t = fitTable(HEAD, ROWS, COLS, STEPS, width);
    for (const line of t.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(width);
    // The same words as the whole table: nothing left out, nothing cut with …
    expect(words(t)).toEqual(words(drawTable(HEAD, ROWS, [6])));
    expect(t).not.toContain('…');
    expect(t).toMatch(/│ 2026-12-01-kleurenwiezen-2( \*)? +│/);
  });

  test('at 80 columns the rules go under the game and the players under the id, one row per sheet in two lines', () => {
    const lines = fitTable(HEAD, ROWS, COLS, STEPS, 80).split('\n');
    const at = lines.findIndex((l) => l.includes('2026-12-01-kleurenwiezen-2'));
    expect(lines[at]).toMatch(/kleurenwiezen-2 +│ 20:15 +│ kleurenwiezen +│ +12 │/);
    expect(lines[at + 1]).toMatch(/│ Ann, Bert, Cis, Dirk, Eva +│ +│ whisthub +│ +yes │/);
  });

  test('prose wraps inside its cell at spaces; a header wraps at its spaces', () => {
    const head = ['setting', 'meaning'];
    const rows = [['samen.trick', 'samen: per trick over or under the target, for each of the two declarers']];
    const t = fitTable(head, rows, [{}, { wrap: true }], [], 40);
    for (const line of t.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(40);
    const cells = t
      .split('\n')
      .filter((l) => l.startsWith('│ '))
      .map((l) => l.split('│')[2].trim());
    expect(cells.slice(1).join(' ')).toBe(rows[0][1]);
  });

  test('colour: the styles of a wrapped cell are closed on each line and opened again on the next', async () => {
    const p = await paint(true);
    const rows = [['Ann', p.bad('lost every deal of the evening, twice')]];
    const t = fitTable(['name', 'note'].map(p.head), rows, [{}, { wrap: true }], [], 24);
    for (const line of t.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(24);
    const body = t.split('\n').filter((l) => l.includes('\x1b[31m'));
    expect(body.length).toBeGreaterThan(1);
    for (const l of body) expect(l).toContain('\x1b[39m');
  });

  test('an optional column is left out only when nothing else fits, and the caller is told which', () => {
    const head = ['place', 'name', 'r1', 'r2', 'total'];
    const rows = [['1', 'Annemieke', '1560', '1290', '2850']];
    const cols = [
      { right: true },
      { wrap: true },
      { right: true, optional: true },
      { right: true, optional: true },
      {},
    ];
    // Whole: 5 columns of 5, 9, 4, 4 and 5 plus 2 padding each and 6 bars = 43.
    expect(fitTableDropping(head, rows, cols, [], 43)).toEqual({
      text: drawTable(head, rows, [0, 2, 3]),
      dropped: [],
      cut: false,
    });
    // At 30 no layout with the rounds fits (the name is one word of 9 letters): they go, the rest stays whole.
    const narrow = fitTableDropping(head, rows, cols, [], 30);
    expect(narrow.dropped).toEqual([2, 3]);
    expect(narrow.text.split('\n')).toEqual([
      '┌───────┬───────────┬───────┐',
      '│ place │ name      │ total │',
      '├───────┼───────────┼───────┤',
      '│     1 │ Annemieke │ 2850  │',
      '└───────┴───────────┴───────┘',
    ]);
    expect(narrow.cut).toBe(false);
    // At 25 not even that fits: the name is cut, and the caller told so, to say it (until 2026-12-07 it was not).
    expect(fitTableDropping(head, rows, cols, [], 25)).toMatchObject({ dropped: [2, 3], cut: true });
  });

  test('prose moved under another column gets the spare room first, and so the fewest lines wins', () => {
    // At 22 columns nothing fits without wrapping the note down to its longest word. Left beside the id
    // (2, 4, 6 wide) the note takes 4 lines: 7 in all. Under the id, the id column holds prose, so the
    // 5 columns spare go to it first (4 + 5 = 9: "a b c d e" / "f g h"): 6 lines, the layout chosen.
    const head = ['id', 'note', 'game name'];
    const rows = [
      ['s1', 'a b c d e f g h', 'belote'],
      ['s2', '', 'belote'],
    ];
    expect(fitTable(head, rows, [{}, { wrap: true }, {}], [{ col: 1, into: 0 }], 22)).toBe(
      [
        '┌───────────┬────────┐',
        '│ id        │ game   │',
        '│ note      │ name   │',
        '├───────────┼────────┤',
        '│ s1        │ belote │',
        '│ a b c d e │        │',
        '│ f g h     │        │',
        '│ s2        │ belote │',
        '└───────────┴────────┘',
      ].join('\n'),
    );
  });
  test('two prose columns share the room by the fewest lines, not by which lacks least', () => {
    // 40 columns leave 33 for the two cells, each at least 12. Of the 9 spare, all went to the values (they lack
    // least: 19 against 53): at 21 they take 2 lines, the meaning at 12 takes 6. Values at 16 ("on|off|a whole" /
    // "number (on = 10)") leave the meaning 17: "whether the piek" / "family is played," / "and the value of" /
    // "piek when on", 4 lines.
    const rows = [
      ['on|off|a whole number (on = 10)', 'whether the piek family is played, and the value of piek when on'],
    ];
    const body = fitTable(['values', 'meaning'], rows, [{ wrap: true }, { wrap: true }], [], 40)
      .split('\n')
      .slice(3, -1);
    expect(body).toEqual([
      '│ on|off|a whole   │ whether the piek  │',
      '│ number (on = 10) │ family is played, │',
      '│                  │ and the value of  │',
      '│                  │ piek when on      │',
    ]);
  });

  test('law: with two prose columns, the rows take as few lines as any split of the room between them', () => {
    // The oracle wraps words itself: a line takes words while they fit; a column is never narrower than its
    // comfortable width (its longest word, or 12 when its text is longer) while the table fits so.
    const lines = (text: string, w: number): number => {
      let n = 1;
      let used = -1;
      for (const word of text.split(' ')) {
        if (used >= 0 && used + 1 + word.length > w) [n, used] = [n + 1, -1];
        used += 1 + word.length;
      }
      return n;
    };
    const comfort = (t: string) => Math.min(t.length, Math.max(12, ...t.split(' ').map((w) => w.length)));
    const text = fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 14 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(text, text, fc.integer({ min: 20, max: 90 }), (a, b, width) => {
        const room = width - 7; // two bars at the sides, one between, a space each side of a cell
        fc.pre(comfort(a) + comfort(b) <= room);
        let best = Infinity;
        for (let wa = comfort(a); room - wa >= comfort(b); wa++)
          best = Math.min(best, Math.max(lines(a, wa), lines(b, room - wa)));
        const drawn = fitTable(['a', 'b'], [[a, b]], [{ wrap: true }, { wrap: true }], [], width).split('\n');
        expect(drawn.length - 4).toBe(best); // the top, the header, the rule under it and the bottom
      }),
      { numRuns: 200 },
    );
  });

  test('a width too small for any layout still gives no line wider than it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 140 }), (width) => {
        const lines = fitTable(HEAD, ROWS, COLS, STEPS, width).split('\n');
        for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(width);
      }),
      { numRuns: 60 },
    );
  });
});

describe('wrapProse: word boundaries and a hanging indent', () => {
  const reason = 'Not 7H, AD: you must follow suit: spades were led and you hold KS, and a trump is no help here.';

  test('never mid-word; joined again it is the same text; continuation lines indented', () => {
    for (const width of [30, 40, 60]) {
      const lines = wrapProse(reason, width, 2).split('\n');
      for (const l of lines) expect(textWidth(l)).toBeLessThanOrEqual(width);
      for (const l of lines.slice(1)) expect(l).toMatch(/^ {2}\S/);
      expect(lines.map((l) => l.trim()).join(' ')).toBe(reason);
    }
  });

  test('no width (a pipe): unchanged; a short line: unchanged', () => {
    expect(wrapProse(reason, undefined)).toBe(reason);
    expect(wrapProse(reason, 0)).toBe(reason); // a pseudo-terminal of size 0 x 0 has no width
    expect(wrapProse('Card 2 (JH) wins.', 80)).toBe('Card 2 (JH) wins.');
  });

  test("a line keeps its own indent, and its continuation lines indent beyond it (a help's examples at 60)", () => {
    const example = '  $ tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --title Vrijdag';
    expect(wrapProse(example, 60, 6)).toBe(
      '  $ tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk\n        --title Vrijdag',
    );
  });

  test('a word longer than the width keeps a line of its own, whole', () => {
    expect(wrapWords('a 2026-12-01-kleurenwiezen-2 b', 10)).toEqual(['a', '2026-12-01-kleurenwiezen-2', 'b']);
  });
});

describe('wrapped on a terminal: as written, only broken', () => {
  const home = tempHomes();

  // Until 2026-12-07 a wrapped line had its words joined again by one space ("r1-t1 finished" under rows that read
  // "r1-t2  open"), and a line that starts with a colour code lost its own indent.
  test('the first line keeps its spacing; a coloured line keeps its indent; widths as the screen counts them', () => {
    expect(wrapProse('  kw-r1-t1  finished, 0 of 16 deals, 1 correction', 40)).toBe(
      '  kw-r1-t1  finished, 0 of 16 deals, 1\n    correction',
    );
    expect(wrapProse('\u001b[2m     tafel rules kleurenwiezen open-miserie\u001b[22m', 30)).toBe(
      '\u001b[2m     tafel rules kleurenwiezen\n       open-miserie\u001b[22m',
    );
    // Colour codes take no room, however the bold part breaks (a rules search's hit at 40 columns).
    expect(
      wrapHanging(
        '\u001b[1mOpen miserie (grote miserie op tafel)\u001b[22m (kleurenwiezen, lodige)',
        40,
        '  9. ',
        '     ',
      ),
    ).toEqual(['  9. \u001b[1mOpen miserie (grote miserie op', '     tafel)\u001b[22m (kleurenwiezen, lodige)']);
  });

  const CLUB = ['event', 'new', 'klaverjassen', '--id', 'vrijdag-klaverjassen', '--title', 'Klaverjasavond'];
  const ENTRANTS = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo', '--rounds', '2', '--seed', '20261205'];
  const ROWS = {
    en60: [
      '  vrijdag-klaverjassen-r1-t1  finished, 0 of 16 deals, 1',
      '    correction',
      '  vrijdag-klaverjassen-r1-t2  open, 0 of 16 deals',
    ],
    nl60: [
      '  vrijdag-klaverjassen-r1-t1  afgesloten, 0 van 16 spellen,',
      '    1 correctie',
      '  vrijdag-klaverjassen-r1-t2  open, 0 van 16 spellen',
    ],
    en40: [
      '  vrijdag-klaverjassen-r1-t1  finished,',
      '    0 of 16 deals, 1 correction',
      '  vrijdag-klaverjassen-r1-t2  open, 0 of',
      '    16 deals',
    ],
    nl40: [
      '  vrijdag-klaverjassen-r1-t1',
      '    afgesloten, 0 van 16 spellen, 1',
      '    correctie',
      '  vrijdag-klaverjassen-r1-t2  open, 0',
      '    van 16 spellen',
    ],
  };

  test('event show: a table sheet wrapped keeps the two spaces before its state, as the rows beside it', async () => {
    const h = home();
    for (const args of [
      [...CLUB, ...ENTRANTS],
      ['event', 'draw'],
      ['correct', 'Eva=1480,Hilde=1262', '--reason', 'boom', '--sheet', 'vrijdag-klaverjassen-r1-t1'],
      ['finish', 'vrijdag-klaverjassen-r1-t1'],
    ])
      expect((await tafel(h, args)).code).toBe(0);
    for (const lang of ['en', 'nl'] as const)
      for (const columns of [60, 40] as const) {
        const r = await tafel(h, ['event', 'show', '--lang', lang], { tty: true, columns });
        const lines = r.stdout.trimEnd().split('\n');
        expect(lines.slice(lines.findIndex((l) => l.includes('-r1-t1')))).toEqual(ROWS[`${lang}${columns}`]);
        expect(lines.every((l) => textWidth(l) <= columns)).toBe(true);
      }
  });

  // Until 2026-12-07 a warning ran on in one line of 300 characters where a refusal wrapped. The file's path is one
  // word wider than the room beside the indent wherever the test's home is: a line of its own.
  test('a warning on standard error wraps as a refusal does on a terminal, and stays one line on a pipe', async () => {
    const h = home();
    const now = '2026-11-29T20:00:00';
    for (const game of ['manillen', 'klaverjassen'])
      expect((await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk'], { now })).code).toBe(0);
    const file = `${h}/sheets/2026-11-29-klaverjassen.json`;
    fs.writeFileSync(file, '{bad');
    const said = {
      en: [
        'tafel: warning: skipped sheet 2026-11-29-klaverjassen:',
        `  ${file}`,
        '  is not valid JSON; it was left untouched. There is no',
        '  previous version to put back: repair it by hand, or delete',
        "  the sheet with 'tafel delete 2026-11-29-klaverjassen",
        "  --force'.",
      ],
      nl: [
        'tafel: waarschuwing: blad 2026-11-29-klaverjassen',
        '  overgeslagen:',
        `  ${file}`,
        '  is geen geldige JSON; tafel liet het ongemoeid. Er is geen',
        '  vorige versie om terug te zetten: herstel het met de hand,',
        "  of verwijder het blad met 'tafel delete",
        "  2026-11-29-klaverjassen --force'.",
      ],
    };
    for (const lang of ['en', 'nl'] as const) {
      const r = await tafel(h, ['stats', '--lang', lang], { tty: true, columns: 60 });
      expect([r.code, r.stderr.trimEnd().split('\n')]).toEqual([0, said[lang]]);
      const piped = await tafel(h, ['stats', '--lang', lang]);
      expect(piped.stderr).toBe(`${said[lang].map((l) => l.trim()).join(' ')}\n`);
    }
  });
});

describe('marks under the scores when they do not fit beside them', () => {
  const EIGHT = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien', 'Gert', 'Hilde'];
  // Eight players get 6 cards in the first deal, one fewer each deal down to 1, then up again (wk): every
  // player bids 0 and the first `cards` players take a trick each (a miss: -2; an exact 0: +10).
  const CARDS = [6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6];
  const bb = (deals: number): SheetView => {
    let s = makeSheet('boerenbridge', EIGHT);
    for (const c of CARDS.slice(0, deals))
      s = record(s, `--bids 0,0,0,0,0,0,0,0 --tricks ${EIGHT.map((_, i) => (i < c ? 1 : 0)).join(',')}`);
    return replay(GAMES.find((g) => g.id === 'boerenbridge')!, s);
  };

  test('eight Boerenbridge players at 60 columns: every column whole, a deal in two lines', async () => {
    const text = await drawSheet(bb(1), { lang: 'en', color: false }, { width: 60, height: 23 });
    expect(text).toBe(
      [
        'test-boerenbridge  boerenbridge (wk)',
        '┌─┬───────────────┬───┬─────┬────┬────┬───┬────┬────┬─────┐',
        '│#│contract       │Ann│Bert*│Cis>│Dirk│Eva│Fien│Gert│Hilde│',
        '├─┼───────────────┼───┼─────┼────┼────┼───┼────┼────┼─────┤',
        '│1│6 cards: bids 0│ -2│   -2│  -2│  -2│ -2│  -2│ +10│  +10│',
        '│ │               │0/1│  0/1│ 0/1│ 0/1│0/1│ 0/1│ 0/0│  0/0│',
        '├─┼───────────────┼───┼─────┼────┼────┼───┼────┼────┼─────┤',
        '│ │total          │ -2│   -2│  -2│  -2│ -2│  -2│ +10│  +10│',
        '└─┴───────────────┴───┴─────┴────┴────┴───┴────┴────┴─────┘',
        'Next to deal: Bert (*), Cis leads (>)',
        'Next deal: 5 cards, Bert bids last',
      ].join('\n'),
    );
    // at 80 columns they fit beside the scores once the padding goes (one line a deal before two); at 120 with it
    const at80 = await drawSheet(bb(1), { lang: 'en', color: false }, { width: 80, height: 23 });
    expect(dealLines(at80)).toEqual(['│1│6 cards: bids 0│-2 0/1│-2 0/1│-2 0/1│-2 0/1│-2 0/1│-2 0/1│+10 0/0│+10 0/0│']);
    const wide = await drawSheet(bb(1), { lang: 'en', color: false }, { width: 120, height: 23 });
    expect(dealLines(wide)).toEqual([expect.stringContaining('│ 6 cards: bids 0 │ -2 0/1 │')]);
    expect(wide.split('\n')).toHaveLength(10); // title, 4 rules and borders, header, deal, totals, 2 footer lines
  });

  test('the most recent deals that fit the height, two lines each', async () => {
    const width = 60;
    for (const lang of ['en', 'nl'] as const) {
      const text = await drawSheet(bb(11), { lang, color: true }, { width, height: 16 });
      const lines = plain(text).split('\n');
      expect(lines.length).toBeLessThanOrEqual(16);
      for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(width);
      // 16 lines: title, the line of deals not shown, 3 rules, 2 borders, header, totals, 2 footer lines: 6 left
      expect(dealLines(lines.join('\n')).map((l) => Number(/\d+/.exec(l)![0]))).toEqual([9, 10, 11]);
      expect(lines[1]).toBe(
        lang === 'en' ? '8 earlier not shown (sheet --all)' : '8 eerdere niet getoond (sheet --all)',
      );
      expect(lines.join('\n')).not.toContain('…│');
    }
  });

  test('narrower than the narrowest layout: the cut is said under the sheet', async () => {
    const text = await drawSheet(bb(11), { lang: 'nl', color: true }, { width: 40, height: 16 });
    for (const line of plain(text).split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(40);
    expect(plain(text).split('\n').pop()).toBe('Te smal: kolommen weg');
    const wide = await drawSheet(bb(2), { lang: 'en', color: false }, { width: 30 });
    expect(wide.split('\n').pop()).toBe('Too narrow: columns cut');
    expect(await drawSheet(bb(2), { lang: 'en', color: false }, { width: 60 })).not.toContain('cut');
  });
});

// Until 2026-12-07 six at Boerenbridge at 59 to 66 columns, the marks under the scores, kept the padding beside names
// of two and three letters (`│ Ann │ Ber │ Ci* │`), where at 58 the padding went and the names had five: a wider
// screen showed shorter names. With the marks under the scores the order of docs/screens.md is taken again, the
// padding going first.
describe('six at Boerenbridge, the marks under the scores: the padding goes before the names are cut', () => {
  const home = tempHomes();
  const PLAYERS = ['Annelies', 'Bertrand', 'Cisca', 'Dirkjan', 'Elsbeth', 'Fientje'];
  // wk with six: 8 cards, then one fewer each deal, Annelies dealing first. An exact bid scores 10 + 2 a trick, a miss
  // -2 a trick off: deal 1 Annelies 2/2 +14, Bertrand 1/1 +12, Cisca 2/3 -2, Dirkjan 0/0 +10, Elsbeth and Fientje 1/1
  // +12; deal 2 +12 +12 +14 +10 +12 and Fientje 1/2 -2; deal 3 +12, Bertrand 1/0 -2, Cisca 1/2 -2, +10 +12, Fientje
  // 1/2 -2; deal 4 Annelies 0/0 +10, +12 +12, Dirkjan 0/1 -2, +12 +12. Totals +48 +34 +22 +28 +48 +20. Elsbeth deals
  // deal 5 (4 cards) and Fientje leads.
  const DEALS = [
    ['2,1,2,0,1,1', '2,1,3,0,1,1'],
    ['1,1,2,0,1,1', '1,1,2,0,1,2'],
    ['1,1,1,0,1,1', '1,0,2,0,1,2'],
    ['0,1,1,0,1,1', '0,1,1,1,1,1'],
  ];
  const made = async () => {
    const h = home();
    const now = '2026-11-29T20:00:00';
    expect((await tafel(h, ['new', 'boerenbridge', '--players', PLAYERS.join(',')], { now })).code).toBe(0);
    for (const [bids, tricks] of DEALS)
      expect((await tafel(h, ['record', '--bids', bids, '--tricks', tricks], { now })).code).toBe(0);
    return h;
  };
  const sheetAt = async (h: string, columns: number, lang: 'en' | 'nl' = 'en') => {
    const r = await tafel(h, ['sheet', '--lang', lang], { tty: true, columns });
    expect(r.code).toBe(0);
    return plain(r.stdout).trimEnd().split('\n');
  };

  test('from 40 to 80 columns no line is wider, no name shorter than at a narrower screen (en, nl)', async () => {
    const h = await made();
    for (const lang of ['en', 'nl'] as const) {
      let before: string[] = [];
      for (let columns = 40; columns <= 80; columns++) {
        const lines = await sheetAt(h, columns, lang);
        expect([columns, lines.filter((l) => textWidth(l) > columns)]).toEqual([columns, []]);
        const head = lines.find((l) => /^│ ?# ?│/.test(l))!;
        const names = head
          .split('│')
          .slice(-7, -1)
          .map((c) => c.trim().replace(/[*>]$/, ''));
        expect(names.every((n, i) => n.length > 0 && PLAYERS[i].startsWith(n))).toBe(true);
        expect([columns, names.filter((n, i) => n.length < (before[i]?.length ?? 0))]).toEqual([columns, []]);
        before = names;
      }
    }
  });

  test('at 62 columns names of six letters without the padding, at 58 of five (en)', async () => {
    const h = await made();
    const under = ['Next to deal: Elsbeth (*), Fientje leads (>)', 'Next deal: 4 cards, Elsbeth bids last'];
    // 62: one line a deal needs 7 columns a player ('+14 2/2'): 1 + 15 + 6 × 7 + 9 bars = 67, too wide. Marks under
    // the scores: whole names with the padding take 85, without it 69; names cut to the same length, 6 letters take
    // 1 + 15 + (6 + 6 + 5 + 6 + 7 + 7) + 9 = 62 (Cisca whole, the marks beside Elsbet and Fientj), 7 would take 67.
    expect(await sheetAt(h, 62)).toEqual([
      '2026-11-29-boerenbridge  boerenbridge (wk)',
      '┌─┬───────────────┬──────┬──────┬─────┬──────┬───────┬───────┐',
      '│#│contract       │Anneli│Bertra│Cisca│Dirkja│Elsbet*│Fientj>│',
      '├─┼───────────────┼──────┼──────┼─────┼──────┼───────┼───────┤',
      '│1│8 cards: bids 7│   +14│   +12│   -2│   +10│    +12│    +12│',
      '│ │               │   2/2│   1/1│  2/3│   0/0│    1/1│    1/1│',
      '│2│7 cards: bids 6│   +12│   +12│  +14│   +10│    +12│     -2│',
      '│ │               │   1/1│   1/1│  2/2│   0/0│    1/1│    1/2│',
      '│3│6 cards: bids 5│   +12│    -2│   -2│   +10│    +12│     -2│',
      '│ │               │   1/1│   1/0│  1/2│   0/0│    1/1│    1/2│',
      '│4│5 cards: bids 4│   +10│   +12│  +12│    -2│    +12│    +12│',
      '│ │               │   0/0│   1/1│  1/1│   0/1│    1/1│    1/1│',
      '├─┼───────────────┼──────┼──────┼─────┼──────┼───────┼───────┤',
      '│ │total          │   +48│   +34│  +22│   +28│    +48│    +20│',
      '└─┴───────────────┴──────┴──────┴─────┴──────┴───────┴───────┘',
      ...under,
    ]);
    // 58: six letters take 62; five take 1 + 15 + (5 + 5 + 5 + 5 + 6 + 6) + 9 = 57.
    expect(await sheetAt(h, 58)).toEqual([
      '2026-11-29-boerenbridge  boerenbridge (wk)',
      '┌─┬───────────────┬─────┬─────┬─────┬─────┬──────┬──────┐',
      '│#│contract       │Annel│Bertr│Cisca│Dirkj│Elsbe*│Fient>│',
      '├─┼───────────────┼─────┼─────┼─────┼─────┼──────┼──────┤',
      '│1│8 cards: bids 7│  +14│  +12│   -2│  +10│   +12│   +12│',
      '│ │               │  2/2│  1/1│  2/3│  0/0│   1/1│   1/1│',
      '│2│7 cards: bids 6│  +12│  +12│  +14│  +10│   +12│    -2│',
      '│ │               │  1/1│  1/1│  2/2│  0/0│   1/1│   1/2│',
      '│3│6 cards: bids 5│  +12│   -2│   -2│  +10│   +12│    -2│',
      '│ │               │  1/1│  1/0│  1/2│  0/0│   1/1│   1/2│',
      '│4│5 cards: bids 4│  +10│  +12│  +12│   -2│   +12│   +12│',
      '│ │               │  0/0│  1/1│  1/1│  0/1│   1/1│   1/1│',
      '├─┼───────────────┼─────┼─────┼─────┼─────┼──────┼──────┤',
      '│ │total          │  +48│  +34│  +22│  +28│   +48│   +20│',
      '└─┴───────────────┴─────┴─────┴─────┴─────┴──────┴──────┘',
      ...under,
    ]);
  });
});

// Until 2026-12-07 a footer too long for one line left out who leads, though the header marks him (`Bert>`): six at a
// Kleurenwiezen table in Dutch at 60 columns ("Volgende gever: Ann (*, zit stil met Dirk), Bert komt uit (>)" is 61).
describe('the footer explains the leader the header marks', () => {
  const home = tempHomes();
  // whisthub, six: each of the six deals once, so Ann deals the seventh, sits out with Dirk, and Bert leads.
  const six = (): SheetView => {
    let data = makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'], { rules: 'whisthub' });
    for (const by of ['Bert,Cis', 'Ann,Cis', 'Ann,Bert', 'Bert,Cis', 'Ann,Cis', 'Ann,Bert'])
      data = record(data, `samen 8 --by ${by} --tricks 8`);
    return replay(GAMES.find((g) => g.id === 'kleurenwiezen')!, data);
  };

  const EN = ['Next to deal: Ann (*, sits out with Dirk),', 'Bert leads (>)'];
  const NL = ['Volgende gever: Ann (*, zit stil met Dirk),', 'Bert komt uit (>)'];

  test.each([
    // English takes 57 columns: one line at 60, two at 56.
    ['en', [EN.join(' ')], EN],
    ['nl', NL, NL],
  ] as const)('(%s) at 60 and 56 columns: on one line where it fits, else on two', async (lang, at60, at56) => {
    for (const [width, footer] of [
      [60, at60],
      [56, at56],
    ] as const) {
      const lines = (await drawSheet(six(), { lang, color: false }, { width })).split('\n');
      expect(lines.every((l) => textWidth(l) <= width)).toBe(true);
      expect(lines.find((l) => l.includes('Dirk'))).toMatch(/│Ann\*? *│Bert> *│/);
      expect(lines.slice(-footer.length)).toEqual(footer);
    }
  });

  // Until 2026-12-07 at 40 columns, where even the dealer's part is wider than a line, the footer was cut:
  // "Next to deal: Ann (*, sits out with Di…", who leads left out. It wraps at its words now, "with Dirk" kept whole.
  const AT40 = {
    en: ['Next to deal: Ann (*, sits out', 'with Dirk), Bert leads (>)'],
    nl: ['Volgende gever: Ann (*, zit stil', 'met Dirk), Bert komt uit (>)'],
  };

  test.each(['en', 'nl'] as const)(
    '(%s) at 40 columns: wrapped at its words, nothing cut; at 80 one line',
    async (l) => {
      const lines = (await drawSheet(six(), { lang: l, color: false }, { width: 40 })).split('\n');
      expect(lines.every((x) => textWidth(x) <= 40)).toBe(true);
      expect(lines.slice(-2)).toEqual(AT40[l]);
      const at80 = (await drawSheet(six(), { lang: l, color: false }, { width: 80 })).split('\n');
      expect(at80.at(-1)).toBe((l === 'en' ? EN : NL).join(' '));
    },
  );

  test('tafel sheet at 40 columns, on a pipe (COLUMNS) and on a terminal, in English and Dutch', async () => {
    const h = home();
    const players = ['--players', 'Ann,Bert,Cis,Dirk,Eva,Fien'];
    expect((await tafel(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', ...players])).code).toBe(0);
    for (const by of ['Bert,Cis', 'Ann,Cis', 'Ann,Bert', 'Bert,Cis', 'Ann,Cis', 'Ann,Bert'])
      expect((await tafel(h, ['record', 'samen', '8', '--by', by, '--tricks', '8'])).code).toBe(0);
    for (const lang of ['en', 'nl'] as const) {
      for (const opts of [{ env: { COLUMNS: '40' } }, { tty: true, columns: 40, env: { NO_COLOR: '1' } }]) {
        const r = await tafel(h, ['sheet', '--lang', lang], opts);
        expect(r.code).toBe(0);
        const lines = r.stdout.trimEnd().split('\n');
        expect(lines.every((x) => textWidth(x) <= 40)).toBe(true);
        expect(lines.slice(-2)).toEqual(AT40[lang]);
      }
    }
  });

  test.each([
    ['en', EN],
    ['nl', NL],
  ] as const)('(%s) a height of 14 at 56 columns: the two footer lines are counted in it', async (lang, footer) => {
    const lines = (await drawSheet(six(), { lang, color: false }, { width: 56, height: 14 })).split('\n');
    expect(lines).toHaveLength(14);
    expect(lines.slice(-2)).toEqual(footer);
  });
});

// Until 2026-12-07 every line under the sheet but the dealer's was cut with … where it was too wide, and what it said
// was lost: the last places ('2 Jean-Baptis…'), who bids last ('Bartholomeus voorspelt …'), a tie's second name. They
// wrap at their words now as the dealer's line does, a place or a name kept on one line where it fits one.
describe('every line under the sheet wraps at its words, nothing cut', () => {
  const home = tempHomes();
  const LONG = 'Marie-Thérèse Vandenbroucke,Jean-Baptiste Vanderstraeten';
  /** The lines under the table: after its bottom border. */
  const under = (out: string) => {
    const lines = out.trimEnd().split('\n');
    return lines.slice(lines.findLastIndex((l) => l.startsWith('└')) + 1);
  };
  /** `tafel sheet` at each width, on a terminal and on a pipe (COLUMNS); `undefined`: a pipe without it. */
  const sheetAt = async (h: string, lang: 'en' | 'nl', width?: number) => {
    const ways =
      width === undefined
        ? [{}]
        : [{ env: { COLUMNS: String(width) } }, { tty: true, columns: width, env: { NO_COLOR: '1' } }];
    const seen: string[][] = [];
    for (const opts of ways) {
      const r = await tafel(h, ['sheet', '--lang', lang], opts);
      expect(r.code).toBe(0);
      for (const line of r.stdout.trimEnd().split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(width ?? Infinity);
      seen.push(under(r.stdout));
    }
    expect(seen.every((s) => JSON.stringify(s) === JSON.stringify(seen[0]))).toBe(true);
    return seen[0];
  };

  test('Toepen: the places of a finished sheet, at 80, 60 and 40 columns (en, nl)', async () => {
    const h = home();
    // limit=3: Cis and Marie-Thérèse toep, the stake is 3 and Cis wins it: the two others reach 3 and are out together.
    expect((await tafel(h, ['new', 'toepen', '--players', `${LONG},Cis`, '--set', 'limit=3'])).code).toBe(0);
    expect((await tafel(h, ['record', '--toeps', 'Cis,Marie', '--winner', 'Cis'])).code).toBe(0);
    const places = ['2 Marie-Thérèse Vandenbroucke,', '2 Jean-Baptiste Vanderstraeten'];
    const expected = {
      en: {
        80: ['Finished. Winner: Cis · lowest wins', `Places: 1 Cis, ${places.join(' ')}`],
        60: ['Finished. Winner: Cis · lowest wins', `Places: 1 Cis, ${places[0]}`, places[1]],
        40: ['Finished. Winner: Cis · lowest wins', 'Places: 1 Cis,', ...places],
      },
      nl: {
        80: ['Afgelopen. Winnaar: Cis · laagste wint', `Plaatsen: 1 Cis, ${places.join(' ')}`],
        60: ['Afgelopen. Winnaar: Cis · laagste wint', `Plaatsen: 1 Cis, ${places[0]}`, places[1]],
        40: ['Afgelopen. Winnaar: Cis · laagste wint', 'Plaatsen: 1 Cis,', ...places],
      },
    };
    for (const lang of ['en', 'nl'] as const) {
      for (const width of [80, 60, 40] as const) expect(await sheetAt(h, lang, width)).toEqual(expected[lang][width]);
      expect(await sheetAt(h, lang)).toEqual(expected[lang][80]);
    }
  });

  test("a tie's names: each kept whole on a line (en, nl)", async () => {
    const h = home();
    // Marie-Thérèse and Jean-Baptiste make samen 8 exactly (+7 each under lodige): the two highest, tied.
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', `${LONG},Cis,Dirk`])).code).toBe(0);
    expect((await tafel(h, ['record', 'samen', '8', '--by', 'Marie,Jean', '--tricks', '8'])).code).toBe(0);
    expect((await tafel(h, ['finish'])).code).toBe(0);
    const expected = {
      en: {
        80: ['Tie between Marie-Thérèse Vandenbroucke and Jean-Baptiste Vanderstraeten'],
        60: ['Tie between Marie-Thérèse Vandenbroucke and', 'Jean-Baptiste Vanderstraeten'],
        40: ['Tie between Marie-Thérèse Vandenbroucke', 'and Jean-Baptiste Vanderstraeten'],
      },
      nl: {
        80: ['Gelijkspel tussen Marie-Thérèse Vandenbroucke en Jean-Baptiste Vanderstraeten'],
        60: ['Gelijkspel tussen Marie-Thérèse Vandenbroucke en', 'Jean-Baptiste Vanderstraeten'],
        40: ['Gelijkspel tussen', 'Marie-Thérèse Vandenbroucke en', 'Jean-Baptiste Vanderstraeten'],
      },
    };
    for (const lang of ['en', 'nl'] as const)
      for (const width of [80, 60, 40] as const) expect(await sheetAt(h, lang, width)).toEqual(expected[lang][width]);
  });

  test('Boerenbridge: who bids last in the next deal, at 80, 60, 50 and 40 columns (en, nl)', async () => {
    const h = home();
    const eight = 'Anneleen,Bartholomeus,Cis,Dirk,Eva,Fien,Gert,Hilde';
    expect((await tafel(h, ['new', 'boerenbridge', '--players', eight])).code).toBe(0);
    // wk with eight: 6 cards in the first deal, then 5; Anneleen dealt the first, Bartholomeus deals the second.
    expect((await tafel(h, ['record', '--bids', '0,0,0,0,0,0,0,0', '--tricks', '1,1,1,1,1,1,0,0'])).code).toBe(0);
    const en = ['Next to deal: Bartholomeus (*), Cis leads (>)', 'Next deal: 5 cards, Bartholomeus bids last'];
    const nl = [
      'Volgende gever: Bartholomeus (*), Cis komt uit (>)',
      'Volgende gift: 5 kaarten, Bartholomeus voorspelt als laatste',
    ];
    const expected = {
      en: {
        80: en,
        60: en,
        50: en,
        40: ['Next to deal: Bartholomeus (*),', 'Cis leads (>)', 'Next deal: 5 cards,', 'Bartholomeus bids last'],
      },
      nl: {
        80: nl,
        60: nl,
        50: [nl[0], 'Volgende gift: 5 kaarten,', 'Bartholomeus voorspelt als laatste'],
        40: [
          'Volgende gever: Bartholomeus (*),',
          'Cis komt uit (>)',
          'Volgende gift: 5 kaarten,',
          'Bartholomeus voorspelt als laatste',
        ],
      },
    };
    for (const lang of ['en', 'nl'] as const)
      for (const width of [80, 60, 50, 40] as const)
        expect(await sheetAt(h, lang, width)).toEqual(expected[lang][width]);
  });

  test("the game's line is counted in the height: four at Boerenbridge, 6 deals, 11 lines at 60 columns", async () => {
    // 13, 12, ... cards: Ann takes every trick having bid 0. Until 2026-12-07 the sheet took 12 lines of 11, the
    // line 'Next deal: 7 cards, Cis bids last' left out of the count.
    let data = makeSheet('boerenbridge', ['Ann', 'Bert', 'Cis', 'Dirk']);
    for (const c of [13, 12, 11, 10, 9, 8]) data = record(data, `--bids 0,0,0,0 --tricks ${c},0,0,0`);
    const v = replay(GAMES.find((g) => g.id === 'boerenbridge')!, data);
    for (const lang of ['en', 'nl'] as const) {
      const lines = (await drawSheet(v, { lang, color: false }, { width: 60, height: 11 })).split('\n');
      expect(lines).toHaveLength(11);
      expect(dealLines(lines.join('\n')).map((l) => Number(/\d+/.exec(l)![0]))).toEqual([6]);
      expect(lines.slice(-2)).toEqual(
        lang === 'en'
          ? ['Next to deal: Cis (*), Dirk leads (>)', 'Next deal: 7 cards, Cis bids last']
          : ['Volgende gever: Cis (*), Dirk komt uit (>)', 'Volgende gift: 7 kaarten, Cis voorspelt als laatste'],
      );
    }
  });
});

// docs/screens.md's order: the texts shortened, the dealer column left out, then the names in the texts cut (four
// letters, three, one), and only a text too wide even so cut with …, its names at four. Until 2026-12-07 the names
// were cut while the dealer column stayed ('Jérô solo 6: 5' at 80, where the whole texts fitted without it), and once
// the padding went a text kept one-letter names, cut or not ('C asked; D won but had pas…', 'A, B asked; A won 19p').
describe('the dealer column goes before the names in the texts are cut', () => {
  const home = tempHomes();
  /** The table of `tafel sheet` at a width, the same on a terminal and on a pipe (COLUMNS). */
  const tableAt = async (h: string, lang: 'en' | 'nl', width: number) => {
    const seen: string[][] = [];
    for (const opts of [{ env: { COLUMNS: String(width) } }, { tty: true, columns: width, env: { NO_COLOR: '1' } }]) {
      const r = await tafel(h, ['sheet', '--lang', lang], opts);
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(width);
      seen.push(
        lines.slice(
          lines.indexOf(lines.find((l) => l.startsWith('┌'))!),
          lines.findLastIndex((l) => l.startsWith('└')) + 1,
        ),
      );
    }
    expect(seen[1]).toEqual(seen[0]);
    return seen[0];
  };

  test('five at Kleurenwiezen at 80, 60 and 40 columns (en, nl)', async () => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Zoë,René,Jérôme,Anneleen,Ëlise'])).code).toBe(0);
    // lodige: Jérôme's solo 6 one short, -15, and two thirds of it to each of the three who play against him (+10);
    // the troel made with 10, +15 each. The dealer sits out: Zoë in deal 1, René in deal 2.
    expect((await tafel(h, ['record', 'solo', '6', '--by', 'Jér', '--tricks', '5'])).code).toBe(0);
    expect((await tafel(h, ['record', 'troel', '--by', 'Anneleen,Ëlise', '--tricks', '10'])).code).toBe(0);
    const total = { en: 'total', nl: 'totaal' };
    for (const lang of ['en', 'nl'] as const) {
      const t = total[lang];
      // 80: the dealer column left out, every text whole with whole names (with it, 85 columns).
      expect(await tableAt(h, lang, 80)).toEqual([
        '┌───┬──────────────────────────┬─────┬──────┬─────────┬───────────┬───────┐',
        '│ # │ contract                 │ Zoë │ René │ Jérôme* │ Anneleen> │ Ëlise │',
        '├───┼──────────────────────────┼─────┼──────┼─────────┼───────────┼───────┤',
        '│ 1 │ Jérôme solo 6: 5         │   - │  +10 │     -15 │       +10 │   +10 │',
        '│ 2 │ Anneleen+Ëlise troel: 10 │   0 │    - │       0 │       +15 │   +15 │',
        '├───┼──────────────────────────┼─────┼──────┼─────────┼───────────┼───────┤',
        `│   │ ${t.padEnd(24)} │   0 │  +10 │     -15 │       +25 │   +25 │`,
        '└───┴──────────────────────────┴─────┴──────┴─────────┴───────────┴───────┘',
      ]);
      // 60: without the padding the texts are whole with their names at four letters, where they had one.
      expect(await tableAt(h, lang, 60)).toEqual([
        '┌─┬───────────────────┬───┬────┬───────┬─────────┬─────┐',
        '│#│contract           │Zoë│René│Jérôme*│Anneleen>│Ëlise│',
        '├─┼───────────────────┼───┼────┼───────┼─────────┼─────┤',
        '│1│Jérô solo 6: 5     │  -│ +10│    -15│      +10│  +10│',
        '│2│Anne+Ëlis troel: 10│  0│   -│      0│      +15│  +15│',
        '├─┼───────────────────┼───┼────┼───────┼─────────┼─────┤',
        `│ │${t.padEnd(19)}│  0│ +10│    -15│      +25│  +25│`,
        '└─┴───────────────────┴───┴────┴───────┴─────────┴─────┘',
      ]);
      // 40: the header's names must be cut: the texts whole with their names at the first letter take 13, and the
      // names get the rest (Jér*, Ann>), where the texts at three and four letters in 17 left them two (Jé*, An>).
      expect(await tableAt(h, lang, 40)).toEqual([
        '┌─┬─────────────┬───┬───┬────┬────┬───┐',
        '│#│contract     │Zoë│Ren│Jér*│Ann>│Ëli│',
        '├─┼─────────────┼───┼───┼────┼────┼───┤',
        '│1│J solo 6: 5  │  -│+10│ -15│ +10│+10│',
        '│2│A+Ë troel: 10│  0│  -│   0│ +15│+15│',
        '├─┼─────────────┼───┼───┼────┼────┼───┤',
        `│ │${t.padEnd(13)}│  0│+10│ -15│ +25│+25│`,
        '└─┴─────────────┴───┴───┴────┴────┴───┘',
      ]);
    }
  });

  test('six at Zwikken: a cut text keeps its names at four letters, a text that fits shows them (en, nl)', async () => {
    const h = home();
    const six = ['--players', 'Ann,Bert,Cis,Dirk,Eva,Fien', '--stake', '0.10'];
    expect((await tafel(h, ['new', 'zwikken', ...six])).code).toBe(0);
    const points = '--points Ann=19,Bert=13,Cis=0,Dirk=0,Eva=0,Fien=0';
    for (const line of [`--askers Ann,Bert ${points}`, 'pas --searched 1', '--askers Cis --winner Dirk'])
      expect((await tafel(h, ['record', ...line.split(' ')])).code).toBe(0);
    // By the pot rules (docs/games/zwikken.md): all six ante 0.10, Ann takes the pot (+0.50), Bert pays it as it stood
    // (-0.70); all pass and ante again (1.20); Dirk wins having passed: Cis pays the pot (-1.20), nobody takes it.
    const deals = async (lang: 'en' | 'nl', width: number) => dealLines((await tableAt(h, lang, width)).join('\n'));
    // 73: the column is 28 wide. 'Ann, Bert asked; Ann won 19p' fits it; the third is too wide even with initials
    // ('C asked; D won but had passed' is 29) and is cut, its names at four.
    expect(await deals('en', 73)).toEqual([
      '│1│Ann, Bert asked; Ann won 19p│+0.50│-0.70│-0.10│-0.10│-0.10│-0.10│0.60│',
      '│2│all passed, searched once   │-0.10│-0.10│-0.10│-0.10│-0.10│-0.10│1.20│',
      '│3│Cis asked; Dirk won but had…│ 0.00│ 0.00│-1.20│ 0.00│ 0.00│ 0.00│2.40│',
    ]);
    // In Dutch the first is too wide at four letters and three ('Ann, Ber vroegen; Ann won 19p' is 29): initials.
    expect(await deals('nl', 73)).toEqual([
      '│1│A, B vroegen; A won 19p     │+0,50│-0,70│-0,10│-0,10│-0,10│-0,10│0,60│',
      '│2│iedereen paste, eenmaal gez…│-0,10│-0,10│-0,10│-0,10│-0,10│-0,10│1,20│',
      '│3│Cis vroeg; Dirk won maar ha…│ 0,00│ 0,00│-1,20│ 0,00│ 0,00│ 0,00│2,40│',
    ]);
    expect(await deals('en', 60)).toEqual([
      '│1│Ann, Bert aske…│+0.50│-0.70│-0.10│-0.10│-0.10│-0.10│0.60│',
      '│2│all passed, se…│-0.10│-0.10│-0.10│-0.10│-0.10│-0.10│1.20│',
      '│3│Cis asked; Dir…│ 0.00│ 0.00│-1.20│ 0.00│ 0.00│ 0.00│2.40│',
    ]);
    expect(await deals('nl', 60)).toEqual([
      '│1│Ann, Bert vroe…│+0,50│-0,70│-0,10│-0,10│-0,10│-0,10│0,60│',
      '│2│iedereen paste…│-0,10│-0,10│-0,10│-0,10│-0,10│-0,10│1,20│',
      '│3│Cis vroeg; Dir…│ 0,00│ 0,00│-1,20│ 0,00│ 0,00│ 0,00│2,40│',
    ]);
    // 80 keeps the padding, each text cut to 16 with its names at four, as before.
    expect(await deals('en', 80)).toEqual([
      '│ 1 │ Ann, Bert asked;… │ +0.50 │ -0.70 │ -0.10 │ -0.10 │ -0.10 │ -0.10 │ 0.60 │',
      '│ 2 │ all passed, sear… │ -0.10 │ -0.10 │ -0.10 │ -0.10 │ -0.10 │ -0.10 │ 1.20 │',
      '│ 3 │ Cis asked; Dirk … │  0.00 │  0.00 │ -1.20 │  0.00 │  0.00 │  0.00 │ 2.40 │',
    ]);
  });
});
