import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Command } from 'commander';
import type { Io } from '../../src/cli/io.js';
import { createProgram } from '../../src/cli/program.js';
import { startSession } from '../../src/cli/session.js';
import { listsCommands } from '../../src/cli/words.js';
import { loadTexts } from '../../src/i18n/index.js';

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
