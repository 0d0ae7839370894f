import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Command } from 'commander';
import type { Io } from '../../src/cli/io.js';
import { createProgram } from '../../src/cli/program.js';
import { startSession } from '../../src/cli/session.js';
import { listsCommands } from '../../src/cli/words.js';
import { GAMES } from '../../src/games/index.js';
import { loadTexts, textsOf } from '../../src/i18n/index.js';
import { tafel, tempHome } from '../helpers/cli.js';
import { packageVersion } from '../../src/version.js';

/**
 * `tafel --help` builds each command as the general help lists it, without its options (program.ts
 * forListing): the help must be the very text the fully built command line gives, in every language,
 * width and colour.
 */

/** A run's io with standard output a terminal of `columns` (colour on) or a pipe. */
const io = (columns: number, tty: boolean): Io => {
  const out = (fd: 1 | 2) => ({ isTTY: tty, fd, stream: () => process.stdout, columns: () => columns, rows: () => 24 });
  return {
    stdin: { isTTY: false, stream: () => process.stdin },
    stdout: out(1),
    stderr: out(2),
    env: { LANG: 'C', TERM: 'xterm-256color' },
    now: () => new Date(),
    signal: new AbortController().signal,
    pid: process.pid,
    uid: undefined,
    alive: () => false,
    onExit: () => undefined,
  };
};

const options = (cmd: Command): number => cmd.options.length + cmd.commands.reduce((n, c) => n + options(c), 0);

beforeAll(() => loadTexts('en', 'nl'));

describe('the general help, built for listing', () => {
  for (const lang of ['en', 'nl'])
    for (const [columns, tty] of [
      [40, true],
      [60, true],
      [80, true],
      [120, false],
    ] as const)
      test(`${lang}, ${columns} columns${tty ? ', colour' : ', a pipe'}: the text of the full command line`, () => {
        const args = ['--lang', lang, '--help'];
        const listing = createProgram(args, { listing: true }, startSession(args, io(columns, tty)));
        const full = createProgram(args, {}, startSession(args, io(columns, tty)));
        expect(listing.helpInformation()).toBe(full.helpInformation());
        // the commands listed are all there, with their arguments, but far fewer options were built
        expect(listing.commands.map((c) => c.name())).toEqual(full.commands.map((c) => c.name()));
        expect(options(listing)).toBeLessThan(options(full) / 4);
      });
});

test('only a line without a command word is built for listing: no command runs without its options', () => {
  for (const args of [[], ['--help'], ['-h'], ['help'], ['--lang', 'nl', '--help'], ['--data-dir', 'sheet', 'help']])
    expect({ args, listing: listsCommands(args) }).toEqual({ args, listing: true });
  for (const args of [['sheet'], ['help', 'sheet'], ['record', '--help'], ['--lang', 'nl', 'sheet'], ['help', 'help']])
    expect({ args, listing: listsCommands(args) }).toEqual({ args, listing: false });
});

describe("a subcommand's examples (judge, preset)", () => {
  const subcommands = (lang: 'en' | 'nl') => {
    const args = ['--lang', lang, 'judge', '--help'];
    const full = createProgram(args, { only: undefined }, startSession(args, io(80, false)));
    return full.commands.flatMap((g) => g.commands.map((c) => [`${g.name()} ${c.name()}`, c] as const));
  };

  test('each shows its examples under its help, in each language', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const help = textsOf(lang).help.commands as Record<string, { x?: string[] } | undefined>;
      const shown = subcommands(lang).filter(([p]) => (help[p]?.x?.length ?? 0) > 0);
      // The ones the review found without examples are among them.
      expect(shown.map(([p]) => p)).toEqual(
        expect.arrayContaining([
          'judge rank',
          'judge trick',
          'judge play',
          'judge score',
          'preset save',
          'preset show',
        ]),
      );
      for (const [p] of shown) {
        const text = await helpText(lang, p);
        const lines = help[p]!.x!.map((x) => `  $ ${x}`);
        const block = `${lang === 'en' ? 'Examples:' : 'Voorbeelden:'}\n${lines.join('\n')}`;
        expect([p, text.includes(block)]).toEqual([p, true]);
      }
    }
  });

  test('the judge and preset examples run as shown (the presets on a sheet of today)', async () => {
    const home = tempHome();
    expect((await tafel(home, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const help = textsOf('en').help.commands as Record<string, { x?: string[] } | undefined>;
    const lines = Object.entries(help)
      .filter(([p]) => /^(judge|preset) /.test(p))
      .flatMap(([, h]) => h?.x ?? []);
    expect(lines.length).toBeGreaterThanOrEqual(13);
    for (const line of lines) {
      const argv = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]).slice(1);
      const r = await tafel(home, argv);
      expect([line, r.code, r.stderr]).toEqual([line, 0, '']);
    }
  });
});

describe('the record examples', () => {
  test('every game has one, in both languages, and each runs as shown on a new sheet of its game', async () => {
    const x = (lang: 'en' | 'nl') => (textsOf(lang).help.commands as Record<string, { x?: string[] }>).record.x!;
    expect(x('nl')).toEqual(x('en'));
    // "(belote)", "(klaverjassen: pit)"; none is Kleurenwiezen, "(cardgames)" its rule set.
    const gameOf = (line: string) => /\(([a-z]+)[:)]/.exec(line)?.[1] ?? 'kleurenwiezen';
    expect(new Set(x('en').map((l) => (gameOf(l) === 'cardgames' ? 'kleurenwiezen' : gameOf(l))))).toEqual(
      new Set(GAMES.map((g) => g.id)),
    );
    for (const line of x('en')) {
      const home = tempHome();
      const game = gameOf(line);
      const rules = game === 'cardgames' ? ['kleurenwiezen', '--rules', 'cardgames'] : [game];
      const stake = game === 'zwikken' ? ['--stake', '0.10'] : [];
      const made = await tafel(home, ['new', ...rules, ...stake, '--players', 'Ann,Bert,Cis,Dirk']);
      expect([line, made.code, made.stderr]).toEqual([line, 0, '']);
      const argv = [...line.replace(/ \(.*\)$/, '').matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]).slice(1);
      const r = await tafel(home, argv);
      expect([line, r.code, r.stderr]).toEqual([line, 0, '']);
    }
  });
});

describe('tafel help <command> is <command> --help', () => {
  test('with the global options anywhere, a subcommand and the Dutch names', async () => {
    for (const [asked, same] of [
      [
        ['help', '--lang', 'nl'],
        ['--lang', 'nl', '--help'],
      ],
      [
        ['help', '--lang', 'nl', 'record'],
        ['--lang', 'nl', 'record', '--help'],
      ],
      [
        ['help', 'judge', 'rank'],
        ['judge', 'rank', '--help'],
      ],
      [
        ['help', 'toernooi', 'nieuw', '--lang', 'nl'],
        ['event', 'new', '--lang', 'nl', '--help'],
      ],
    ]) {
      const [r, want] = [await tafel(tempHome(), asked), await tafel(tempHome(), same)];
      expect({ asked, code: r.code, stdout: r.stdout }).toEqual({ asked, code: 0, stdout: want.stdout });
    }
  });

  test('an unknown command is a usage error, asked with --help or --version too', async () => {
    for (const args of [
      ['deals', '--help'],
      ['help', 'deals'],
      ['--lang', 'nl', 'deals', '-h'],
      ['deals', '--version'],
      ['-V', 'deals'],
    ]) {
      const r = await tafel(tempHome(), args);
      expect({ args, code: r.code, stdout: r.stdout }).toEqual({ args, code: 2, stdout: '' });
      expect(r.stderr).toMatch(/unknown command 'deals'|onbekend commando 'deals'/);
    }
    // A command that exists still answers its version.
    const r = await tafel(tempHome(), ['sheet', '--version']);
    expect([r.code, r.stdout]).toEqual([0, `${packageVersion()}\n`]);
  });
});

describe('help on a pipe', () => {
  test('fits COLUMNS as the listings do: the same text as on a terminal of that width', async () => {
    for (const args of [['--help'], ['record', '--help'], ['--lang', 'nl', 'record', '--help'], ['judge', '--help']]) {
      const piped = await tafel(tempHome(), args, { env: { COLUMNS: '60' } });
      const terminal = await tafel(tempHome(), args, { tty: true, columns: 60 });
      expect({ args, piped: piped.stdout }).toEqual({ args, piped: terminal.stdout });
      expect(piped.stdout.split('\n').filter((l) => l.length > 60)).toEqual([]);
    }
  });
});

/** A command's text help as the built binary prints it, wide enough for every example on a line of its own. */
async function helpText(lang: string, path: string): Promise<string> {
  const r = await tafel(tempHome(), ['--lang', lang, ...path.split(' '), '--help'], { env: { COLUMNS: '200' } });
  expect(r.code).toBe(0);
  return r.stdout;
}
