import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, tafel, tempHome } from '../helpers/cli.js';
import { ANSI, maybe, WITH } from '../play/terminal.js';
import { textWidth } from '../../src/ui/table.js';

// The pseudo-terminals start processes; on a busy machine (two cores, eight sessions) that takes
// seconds, not Jest's 5 s.
jest.setTimeout(180_000);

/**
 * Every listing and sheet command as a user sees it: in a terminal with colour on (TERM=xterm-256color,
 * no NO_COLOR), at 80x24 and 60x24, in English and Dutch. One data directory holds a sheet of every game
 * (a five-player whisthub sheet among them) and a deleted sheet. One real pseudo-terminal, sized 80x24
 * then 60x24, runs two commands at each size in one process with the process's own io (what only a
 * process shows: fds that are a terminal, its width, colour on), whose screens must be byte for byte
 * what the same commands give in process with an io that is such a terminal; every command then runs in
 * process as in that terminal.
 */

const GAMES = ['kleurenwiezen', 'solokaarten', 'belote', 'zwikken', 'klaverjassen', 'rikken'];
/** Sheets of four, five and six with long names (issue 24 item 4), by player count: their ids, from `new`. */
const LONG: Record<number, string> = {};
const LONG_NAMES = ['Annemieke', 'Bertrand', 'Cis', 'Dirk-Jan', 'Eva', 'Fien'];
const EMPTY = ['--data-dir', 'empty'];
const COMMANDS = [['sheet'], ['sheets'], ['sheets', '--deleted'], ['games'], ['stats']];
/**
 * Every command in both languages at each size; `games <game>` draws the very tables `games` draws
 * (checked in both languages at both sizes), so it runs in English at 80 columns and in Dutch at
 * 60: ten spawns fewer.
 */
const runs = (columns: number): string[][] => [
  ...COMMANDS.flatMap((c) => [c, ['--lang', 'nl', ...c]]),
  ...GAMES.map((g) => [...(columns === 80 ? [] : ['--lang', 'nl']), 'games', g]),
  // A fresh data directory: the first thing a new user sees, a refusal among them.
  ...(columns === 80 ? [['sheet'], ['sheets'], ['stats'], ['--lang', 'nl', 'sheets']] : NARROW).map((c) => [
    ...EMPTY,
    ...c,
  ]),
  [...EMPTY, '--lang', 'nl', 'sheet'],
  ...[4, 5, 6].map((n) => ['sheet', LONG[n]]),
];

/**
 * At 60 columns also help and one-line messages, which commander (help) and the commands (prose) once
 * printed past the edge: help's descriptions wrap beside their names, the rest at words.
 */
const NARROW = [
  ['sheets'],
  ['record', '--help'],
  ['--lang', 'nl', 'new', '--help'],
  ['preset', 'list'],
  ['--lang', 'nl', 'event', 'list'],
];

/** The header words of each listing's tables, as the user reads them (en, nl). */
const HEADS: Record<string, [string[], string[]]> = {
  sheets: [
    ['id', 'started', 'game', 'rules', 'players', 'deals', 'finished'],
    ['id', 'begonnen', 'spel', 'regels', 'spelers', 'giften', 'klaar'],
  ],
  deleted: [
    ['id', 'deleted', 'kept until'],
    ['id', 'verwijderd', 'bewaard tot'],
  ],
  games: [
    ['game', 'players', 'rule sets', 'what it is'],
    ['spel', 'spelers', 'regelsets', 'wat het is'],
  ],
  settings: [
    ['setting', 'default', 'values', 'meaning'],
    ['instelling', 'standaard', 'waarden', 'betekenis'],
  ],
  points: [
    ['player', 'evenings', 'deals', 'points', 'per deal', 'best evening', 'worst evening', 'contracts made/declared'],
    [
      'speler',
      'avonden',
      'giften',
      'punten',
      'per gift',
      'beste avond',
      'slechtste avond',
      'contracten gehaald/geboden',
    ],
  ],
  money: [
    [
      'player',
      'evenings',
      'deals',
      'money',
      'won',
      'lost',
      'per deal',
      'best evening',
      'worst evening',
      'contracts made/declared',
    ],
    [
      'speler',
      'avonden',
      'giften',
      'geld',
      'gewonnen',
      'verloren',
      'per gift',
      'beste avond',
      'slechtste avond',
      'contracten gehaald/geboden',
    ],
  ],
  sheet: [
    ['#', 'contract', 'Ann', 'Bert', 'Cis', 'Dirk', 'Eva'],
    ['#', 'contract', 'Ann', 'Bert', 'Cis', 'Dirk', 'Eva'],
  ],
};

let home: string;
const PTY = 'import os, pty, sys; sys.exit(os.waitstatus_to_exitcode(pty.spawn(sys.argv[1:])))';
const SIZES = [80, 60];
const screens = new Map<number, { raw: string; parts: Map<string, string>; pty: string }>();

/** What a run printed, split per command (`@@@ <args>` before each), without colour codes and carriage returns. */
function split(raw: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const c of raw
    .replace(ANSI, '')
    .split(/^@@@ ?/m)
    .slice(1)) {
    const nl = c.indexOf('\n');
    if (nl > 0) parts.set(c.slice(0, nl), c.slice(nl + 1));
  }
  return parts;
}

/**
 * The commands run in a real pseudo-terminal of each size: what only a process shows is that its streams are a
 * terminal (fstat of fds 1 and 2) of that width, with colour on. The screens of these commands must be the very
 * bytes the same commands give in process with an io that is such a terminal, so the rest run in process.
 */
const IN_PTY = [['sheet'], ['--lang', 'nl', 'sheets']];

/**
 * Runs the commands of IN_PTY at each size of SIZES (x 24) in one process in one pseudo-terminal, the process's own
 * io for each (test/helpers/runs.cjs, `own`), stty resizing the terminal between the sizes: the output of each size
 * as the terminal got it. One process where there were four (one a command): what they show is the process's fds and
 * the terminal's size, not its start.
 */
async function inPty(): Promise<string[]> {
  const script = path.join(home, 'run.sh');
  const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const runs = SIZES.flatMap((columns) => [{ stty: [columns, 24] }, ...IN_PTY.map((args) => ({ args }))]);
  const job = JSON.stringify({ bin: BIN, own: true, runs });
  const lines = [
    `cd ${q(home)}`,
    `exec ${[process.execPath, path.join(ROOT, 'test', 'helpers', 'runs.cjs'), job].map(q).join(' ')}`,
  ];
  fs.writeFileSync(script, lines.join('\n') + '\n');
  const env: NodeJS.ProcessEnv = { ...process.env, TAFEL_HOME: home, LANG: 'C', TERM: 'xterm-256color' };
  for (const k of ['NO_COLOR', 'FORCE_COLOR', 'COLUMNS', 'LINES', 'DEBUG']) delete env[k];
  const child =
    WITH === 'script'
      ? spawn('script', ['-qec', `sh ${q(script)}`, '/dev/null'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn('python3', ['-c', PTY, 'sh', script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Decoded once at the end: a chunk may end inside a character.
  const chunks: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push(d));
  child.stderr.on('data', (d: Buffer) => chunks.push(d));
  const raw = await new Promise<string>((resolve) =>
    child.on('close', () => resolve(Buffer.concat(chunks).toString('utf8'))),
  );
  // Each size's runs end with a line `@@@`.
  return raw.split(/(?<=^@@@\r?\n)/m);
}

/**
 * Runs every command of `runs(columns)` in process as in a terminal of `columns` x 24 with colour (TERM as the
 * pseudo-terminal has it), in the data directory's folder as the pseudo-terminal's shell is (`--data-dir empty` is
 * relative); what each printed, `@@@ <args>` before it, as a terminal shows a command's two streams.
 */
async function inProcess(columns: number): Promise<string> {
  const cwd = process.cwd();
  process.chdir(home);
  try {
    let raw = '';
    for (const args of runs(columns)) {
      const r = await tafel(home, args, {
        tty: true,
        columns,
        rows: 24,
        env: { TERM: 'xterm-256color', COLUMNS: undefined, LINES: undefined },
      });
      raw += `@@@ ${args.join(' ')}\n${r.stdout}${r.stderr}`;
    }
    return `${raw}@@@\n`;
  } finally {
    process.chdir(cwd);
  }
}

/** The header rows of every table of a screen: from its top border to the rule under the header. */
function headerBlocks(text: string): string[] {
  const out: string[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('┌')) continue;
    const block: string[] = [];
    for (i++; i < lines.length && !/^[├└]/.test(lines[i]); i++) block.push(lines[i]);
    out.push(block.join('\n'));
  }
  return out;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How often a word stands in a text as a whole word (a header word wrapped in its cell still counts once). */
const times = (text: string, word: string) =>
  (text.match(new RegExp(`(?<![\\p{L}\\p{N}])${esc(word)}(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length;

/** Every word of the headers appears as often as the headers have it: never the whole list in each cell. */
function expectHeads(block: string, heads: string[], label: string): void {
  const words = heads.flatMap((h) => h.split(' '));
  for (const w of new Set(words)) {
    const want = words.filter((x) => x === w).length;
    expect({ label, word: w, count: times(block, w) }).toEqual({ label, word: w, count: want });
  }
}

beforeAll(async () => {
  home = tempHome();
  // Each game's sheet started and played (ids from `new`), then one deleted and the active sheet
  // chosen: in process (test/helpers/cli.ts), as only the listings need the pseudo-terminal.
  const run = async (...args: string[]) => {
    const r = await tafel(home, [...args, '--json']);
    expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
    return JSON.parse(r.stdout) as { id: string };
  };
  const sheet = async (args: string[], deal?: string[]) => {
    const { id } = await run('new', ...args);
    if (deal) await run('record', '--sheet', id, ...deal);
    return id;
  };
  const [, , , , , gone, active] = await Promise.all([
    sheet(['kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], ['samen', '8', '--by', 'Ann,Bert', '--tricks', '9']),
    sheet(['solokaarten', '--players', 'Ann,Bert,Cis,Dirk'], ['solo', '--by', 'Bert', '--tricks', '3']),
    sheet(['belote', '--players', 'Ann,Bert,Cis,Dirk'], ['--taker', 'Ann', '--points', '92']),
    sheet(['zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10'], ['--askers', 'Ann,Bert', '--winner', 'Bert']),
    sheet(['klaverjassen', '--players', 'Ann,Bert,Cis,Dirk'], ['--taker', 'Bert', '--points', '92']),
    sheet(['kleurenwiezen', '--players', 'Xavier,Yolanda,Zeger,Wim', '--title', 'weg']),
    // The active sheet: five at the table, whisthub, one of them sitting out each deal.
    sheet(
      ['kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva'],
      ['solo', '6', '--by', 'Cis', '--tricks', '7'],
    ),
    sheet(['rikken', '--players', 'Ann,Bert,Cis,Dirk'], ['rik', '--by', 'Ann', '--mate', 'Cis', '--tricks', '9']),
    ...[4, 5, 6].map(async (n) => {
      const players = LONG_NAMES.slice(0, n).join(',');
      LONG[n] = await sheet(
        ['kleurenwiezen', '--players', players],
        ['samen', '8', '--by', 'Bertrand,Cis', '--tricks', '9'],
      );
    }),
  ]);
  await run('delete', gone, '--force');
  await run('use', active);
  const [pty80, pty60] = await inPty();
  for (const [columns, pty] of [
    [80, pty80],
    [60, pty60],
  ] as const) {
    const raw = await inProcess(columns);
    screens.set(columns, { raw, parts: split(raw), pty });
  }
}, 180_000);

afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

maybe(`listings in a pseudo-terminal with colour (${WITH})`, () => {
  test.each([80, 60])('at %i x 24: a real terminal shows the bytes the in-process terminal gets', (columns) => {
    const { raw, pty } = screens.get(columns)!;
    // Per command, colour codes kept; only the terminal's carriage returns go.
    const per = (text: string) =>
      new Map(
        text
          .replace(/\r/g, '')
          .split(/^@@@ ?/m)
          .slice(1)
          .map((c) => [c.slice(0, c.indexOf('\n')), c.slice(c.indexOf('\n') + 1)] as const),
      );
    const there = per(pty);
    const here = per(raw);
    expect([...there.keys()]).toEqual([...IN_PTY.map((a) => a.join(' ')), '']);
    for (const args of IN_PTY) {
      const label = args.join(' ');
      expect(there.get(label)).toMatch(/\x1b\[1m/);
      expect({ label, text: there.get(label) }).toEqual({ label, text: here.get(label) });
    }
  });

  test.each([80, 60])('at %i x 24: every command ran, in colour, no line wider than the terminal', (columns) => {
    const { raw, parts } = screens.get(columns)!;
    expect(raw).toMatch(/\x1b\[1m/);
    expect([...parts.keys()]).toEqual(runs(columns).map((r) => r.join(' ')));
    for (const [label, text] of parts) {
      if (!label.startsWith('--data-dir')) expect(text).not.toMatch(/tafel: /);
      const wide = text.split('\n').filter((l) => textWidth(l) > columns);
      expect({ label, wide }).toEqual({ label, wide: [] });
    }
  });

  test.each([80, 60])('at %i x 24: real headers, each word once in its table', (columns) => {
    const { parts } = screens.get(columns)!;
    for (const [label, text] of parts) {
      // The long names' sheets: their lines are checked whole below.
      if (label.startsWith('--data-dir') || label.startsWith('sheet ')) continue;
      const nl = label.startsWith('--lang nl') ? 1 : 0;
      const cmd = label.replace('--lang nl ', '');
      if (cmd === 'games') {
        // Narrowed, no box: one head line naming the columns, then a line per game with its sentence under it.
        const [head, ...rest] = text.replace(/\x1b\[[0-9;]*m/g, '').split(/\r?\n/);
        expect(head).toBe(HEADS.games[nl].slice(0, 3).join(', ') + '; ' + HEADS.games[nl][3]);
        for (const g of GAMES) expect(rest.some((l) => l.startsWith(`${g} `))).toBe(true);
        continue;
      }
      const blocks = headerBlocks(text);
      expect(blocks.length).toBeGreaterThan(0);
      if (cmd === 'sheets') expectHeads(blocks[0], HEADS.sheets[nl], label);
      else if (cmd === 'sheets --deleted') expectHeads(blocks[0], HEADS.deleted[nl], label);
      else if (cmd === 'sheet') expectHeads(blocks[0], HEADS.sheet[nl], label);
      else if (cmd.startsWith('games ')) for (const b of blocks) expectHeads(b, HEADS.settings[nl], label);
      else {
        // stats: zwikken is played for money, every other game for points (in the order listed).
        expect(blocks.length).toBe(GAMES.length);
        const titles = text.split(/\n(?=\S+ \()/).slice(1);
        const heads = (i: number) => HEADS[titles[i]?.startsWith('zwikken') ? 'money' : 'points'][nl];
        blocks.forEach((b, i) => {
          expectHeads(b, heads(i), `${label} #${i}`);
        });
      }
    }
  });

  test('the five-player sheet and the listings keep what they show: ids, numbers and money whole', () => {
    for (const columns of [80, 60]) {
      const { parts } = screens.get(columns)!;
      const sheets = parts.get('sheets')!;
      for (const g of GAMES) expect(sheets).toContain(`-${g}`);
      expect(sheets).toContain('Ann, Bert, Cis, Dirk, Eva');
      expect(parts.get('sheets --deleted')).toMatch(/\d{4}-\d\d-\d\d-kleurenwiezen(-\d+)?/);
      expect(parts.get('stats')).toContain('-0.40');
      // The games on one screen, a line left for the prompt (the output's last newline ends its last line,
      // it starts none); a game's settings under its name.
      if (columns === 80)
        for (const l of ['games', '--lang nl games'])
          expect(
            parts
              .get(l)!
              .replace(/\r?\n$/, '')
              .split('\n').length,
          ).toBeLessThanOrEqual(23);
      expect(parts.get(`${columns === 80 ? '' : '--lang nl '}games kleurenwiezen`)).toContain(
        'kleine-soloslim.opponents',
      );
      // Wrapped at spaces with a hanging indent: joined again, the very sentence.
      const unwrap = (t: string) => t.trim().replace(/\n {2}/g, ' ');
      const start = "'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk'";
      expect(unwrap(parts.get('--data-dir empty sheets')!)).toBe(`No sheets yet. Start one with ${start}.`);
      if (columns === 60) {
        const help = parts.get('--data-dir empty record --help')!;
        // A description wraps in its own column, under its first line.
        const under = '\\n {30}'; // the description column
        const tricks =
          `^ {2}--tricks <n> +Kleurenwiezen, Rikken: tricks${under}` +
          `taken \\(by the pair together\\),${under}or per declarer: --tricks${under}`;
        expect(help).toMatch(new RegExp(tricks, 'm'));
        expect(parts.get('--data-dir empty --lang nl new --help')).toMatch(
          /^ {2}spel +het spel, een van 'tafel games'/m,
        );
        expect(unwrap(parts.get('--data-dir empty preset list')!)).toBe(
          "No presets yet. Save one with 'tafel preset save <name> --from-sheet <id>'.",
        );
      }
      expect(unwrap(parts.get('--data-dir empty --lang nl sheet')!)).toBe(
        `tafel: Geen actief blad: begin er een met ${start} of kies er een met 'tafel use <id>'.`,
      );
    }
  });

  /**
   * The contract gives way before the names: the dealer column, the names in the contracts, then the
   * padding go first; a name cut to fit gets the columns the table leaves (issue 24 item 4), never more
   * than the name, the marks (* deals next, > leads) kept, the scores whole. Worked out by hand: a column
   * is its widest cell plus the padding (2, or none), a line its columns plus one border more than it has
   * columns. Bertrand + Cis samen 8 with 9 tricks: 7 + 1 x 3 = 10 each (lodige). Five and six at the table:
   * Annemieke deals deal 1 and sits it out (with six, also Dirk-Jan opposite her): '-'.
   */
  test('names get the room the terminal leaves, at 60 and 80 columns, with four, five and six players', () => {
    const want: Record<string, string[]> = {
      // 80, four: the contract with whole names takes 3 + 25 + 11 + 11 + 6 + 10 + 7 = 73; the dealer column (11) would
      // make it 84, so it goes first, before a name in the texts is cut (docs/screens.md's order).
      '80 4': [
        '│ # │ contract                │ Annemieke │ Bertrand* │ Cis> │ Dirk-Jan │',
        '│ 1 │ Bertrand+Cis samen 8: 9 │         0 │       +10 │  +10 │        0 │',
        '│   │ total                   │         0 │       +10 │  +10 │        0 │',
      ],
      // 60, four: with the padding 64, without it 1 + 19 + 9 + 9 + 4 + 8 + 7 = 57 with names of four letters
      // (Bert+Cis), which come before initials.
      '60 4': [
        '│#│contract           │Annemieke│Bertrand*│Cis>│Dirk-Jan│',
        '│1│Bert+Cis samen 8: 9│        0│      +10│ +10│       0│',
        '│ │total              │        0│      +10│ +10│       0│',
      ],
      // 80, five: Eva's 6 more, 79: the whole names still fit.
      '80 5': [
        '│ # │ contract                │ Annemieke │ Bertrand* │ Cis> │ Dirk-Jan │ Eva │',
        '│ 1 │ Bertrand+Cis samen 8: 9 │         - │       +10 │  +10 │        0 │   0 │',
        '│   │ total                   │         0 │       +10 │  +10 │        0 │   0 │',
      ],
      // 60, five: without the padding, 60 with names of three letters (Ber+Cis); four would take 61.
      '60 5': [
        '│#│contract          │Annemieke│Bertrand*│Cis>│Dirk-Jan│Eva│',
        '│1│Ber+Cis samen 8: 9│        -│      +10│ +10│       0│  0│',
        '│ │total             │        0│      +10│ +10│       0│  0│',
      ],
      // 80, six: Fien's 7 more make 82; contracts with one letter a name (B+C) 77.
      '80 6': [
        '│ # │ contract       │ Annemieke │ Bertrand* │ Cis> │ Dirk-Jan │ Eva │ Fien │',
        '│ 1 │ B+C samen 8: 9 │         - │       +10 │  +10 │        - │   0 │    0 │',
        '│   │ total          │         0 │       +10 │  +10 │        0 │   0 │    0 │',
      ],
      // 60, six: whole names take 61 even without the padding, names of 8 take 60 (before: Ann Ber* Cis> Dir Eva Fie).
      '60 6': [
        '│#│contract      │Annemiek│Bertrand*│Cis>│Dirk-Jan│Eva│Fien│',
        '│1│B+C samen 8: 9│       -│      +10│ +10│       -│  0│   0│',
        '│ │total         │       0│      +10│ +10│       0│  0│   0│',
      ],
    };
    for (const columns of [80, 60]) {
      for (const n of [4, 5, 6]) {
        const lines = screens.get(columns)!.parts.get(`sheet ${LONG[n]}`)!.split('\n');
        const shown = lines.filter((l) => /^│ ?[#1 ] ?│/.test(l));
        console.log(JSON.stringify({ at: `${columns} ${n}`, shown }, null, 1));
        expect({ at: `${columns} ${n}`, shown }).toEqual({ at: `${columns} ${n}`, shown: want[`${columns} ${n}`] });
      }
    }
  });
});

test('a pipe still gets the whole listing on one line per sheet', async () => {
  const out = (await tafel(home, ['sheets'])).stdout;
  expect(out).toMatch(/│ id +│ started +│ game +│ rules +│ players +│ deals │ finished │/);
  expect(out).toContain('Ann, Bert, Cis, Dirk, Eva');
});

const PLAY = ['judge', 'play', 'belote', '--trump', 'H', '--hand', '7H,KS,AD', '--trick', 'AS,10S'];

test('judge reasons and preset list wrap at the width (COLUMNS on a pipe, as a terminal has it)', async () => {
  const preset = ['vrijdagavond', '--game', 'kleurenwiezen', '--rules', 'whisthub'];
  preset.push('--players', 'Ann,Bert,Cis,Dirk,Eva');
  const house = ['--set', 'deals=10', '--rate', 'kleurenwiezen=0.05'];
  const saved = await tafel(home, ['preset', 'save', ...preset, ...house]);
  expect(saved.code).toBe(0);
  const [play, rank, presets, piped] = await Promise.all([
    tafel(home, PLAY, { env: { COLUMNS: '40' } }),
    tafel(home, ['--lang', 'nl', 'judge', 'rank', 'kleurenwiezen', 'abondance 10', 'grote-miserie'], {
      env: { COLUMNS: '40' },
    }),
    tafel(home, ['preset', 'list'], { env: { COLUMNS: '40' } }),
    tafel(home, PLAY),
  ]);
  const hang = (indent: number) => new RegExp(`^ {${indent}}(?=\\S)`);
  const joined = (t: string, indent: number) =>
    t
      .trim()
      .split('\n')
      .map((l, i) => (i === 0 ? l : l.replace(hang(indent), ' ')))
      .join('');
  for (const r of [play, rank, presets]) {
    expect(r.code).toBe(0);
    for (const l of r.stdout.trimEnd().split('\n')) expect(textWidth(l)).toBeLessThanOrEqual(40);
  }
  // Piped without a width: one line per reason, as before; wrapped, the same text.
  expect(piped.stdout).toContain('Not 7H, AD: you must follow suit: spades were led and you hold KS.');
  const [first, ...reasons] = piped.stdout.trim().split('\n');
  expect(play.stdout).toMatch(new RegExp(`^${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`));
  expect(joined(play.stdout.slice(first.length + 1), 2)).toBe(reasons.join(''));
  // Two paragraphs (the answer; by which rules, as another answers otherwise), each wrapped with its hang.
  const [answer, rules] = rank.stdout.split(/\n(?=Volgens)/);
  expect(answer.split('\n').length).toBeGreaterThan(2);
  expect(joined(answer, 2)).toMatch(/^"abondance 10" gaat boven "grote-miserie": .*\.$/);
  expect(joined(rules, 2)).toMatch(/^Volgens de regelset lodige \(de standaard\); .* volgens die van een blad\.$/);
  for (const p of [answer, rules]) expect(p.trimEnd()).not.toMatch(/\S\n\S/); // every line after the first indented
  expect(presets.stdout).toMatch(/^vrijdagavond +kleurenwiezen \(whisthub\);[^\n]*\n {13}\S/);
  expect(joined(presets.stdout, 13)).toBe(
    'vrijdagavond kleurenwiezen (whisthub); Ann, Bert, Cis, Dirk, Eva; deals=10; kleurenwiezen 0.05/point',
  );
});
