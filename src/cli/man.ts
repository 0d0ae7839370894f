import { Readable, Writable } from 'node:stream';
import type { Command, Help } from 'commander';
import { loadTexts, textsOf, type Texts } from '../i18n/index.js';
import type { OutStd } from '../ui/out.js';
import { exampleGroups, exampleLines, gamesHelp, helpOf } from './help.js';
import type { Io } from './io.js';
import { createProgram } from './program.js';
import { startSession } from './session.js';

/**
 * The manual page tafel.1 (roff, man(7) macros), written from the command line as createProgram
 * builds it and the help texts of the catalogue: the same words `tafel help <command>` shows, every
 * command and subcommand with its arguments, options and examples. scripts/build.js writes it into
 * dist/ in English; `tafel help <command>` stays the reference in both languages.
 */
export function manPage(program: Command, help: Texts['help'], version: string): string {
  const h = program.createHelp();
  const out: string[] = [
    `.TH TAFEL 1 "" "tafel ${roff(version)}" "User Commands"`,
    '.SH NAME',
    `tafel \\- ${roff(help.man.name)}`,
    '.SH SYNOPSIS',
    '.B tafel',
    `[\\fIglobal options\\fR] \\fIcommand\\fR [\\fIarguments\\fR] [\\fIoptions\\fR]`,
    '.SH DESCRIPTION',
    roff(help.program),
    '.PP',
    roff(help.man.reference),
    '.SH GLOBAL OPTIONS',
    ...options(h, program),
    '.SH COMMANDS',
    ...commands(h, program, help, ''),
    '.SH EXAMPLES',
    ...examples(help.programExamples),
    '.SH FILES',
    roff(help.dataLives),
    '.SH ENVIRONMENT',
    ...Object.entries(help.man.environment).flatMap(([name, meaning]) => ['.TP', `.B ${roff(name)}`, roff(meaning)]),
    '.SH EXIT STATUS',
    ...Object.entries(help.man.exitStatus).flatMap(([code, meaning]) => ['.TP', `.B ${code}`, roff(meaning)]),
    '.SH SEE ALSO',
    roff(help.man.seeAlso),
  ];
  return `${out.join('\n')}\n`;
}

/**
 * A run that reads and writes nothing and speaks English, whatever the machine that builds: the
 * command line is only built from it, never run.
 */
const nothing = (): Io => {
  const out: OutStd = {
    isTTY: false,
    stream: () => new Writable({ write: (_chunk, _enc, done) => done() }),
    columns: () => undefined,
    rows: () => undefined,
  };
  return {
    stdin: { isTTY: false, stream: () => Readable.from([]) },
    stdout: out,
    stderr: out,
    env: { LANG: 'C' },
    now: () => new Date(0),
    signal: new AbortController().signal,
    pid: 0,
    uid: undefined,
    alive: () => false,
    onExit: () => undefined,
  };
};

/** Every command as `tafel --help` builds them, in English, with the help that needs the games. */
export async function englishProgram(): Promise<Command> {
  await loadTexts('en');
  // The words that ask for new's and record's help: new's --rules then lists every game's rule
  // sets, and record, edit and judge score every game's flags, as their help shows them.
  const games = await gamesHelp(['help', 'new', 'record', 'event'], 'en');
  return createProgram([], { games }, startSession(['--lang', 'en'], nothing()));
}

/** This build's page, in English (scripts/build.js calls it). */
export async function englishManPage(version: string): Promise<string> {
  return manPage(await englishProgram(), textsOf('en').help, version);
}

/**
 * Text as roff reads it: a backslash written as \e, a hyphen as \-, no line that starts a request,
 * and every character past ASCII as its code point (\[u00E8]), so no man reader guesses an encoding.
 */
function roff(text: string): string {
  return text
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .replace(/[^\x00-\x7f]/gu, (ch) => `\\[u${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`)
    .split('\n')
    .map((l) => (/^[.']/.test(l) ? `\\&${l}` : l))
    .join('\n');
}

/** A term of the help (`--rules <set>`, `[game]`): the flag in bold, its value in italics. */
const term = (t: string): string =>
  t
    .split(/(<[^>]+>|\[[^\]]+\]|\s+)/)
    .filter((p) => p !== '')
    .map((p) => (/^\s/.test(p) ? p : /^[<[]/.test(p) ? `\\fI${roff(p)}\\fR` : `\\fB${roff(p)}\\fR`))
    .join('');

function options(h: Help, cmd: Command): string[] {
  return h
    .visibleOptions(cmd)
    .filter((o) => o.long !== '--help')
    .flatMap((o) => ['.TP', term(h.optionTerm(o)), roff(h.optionDescription(o))]);
}

/**
 * The columns an example line has where man shows the page 80 wide, as it does by default: 80 less the indent of a
 * section's text and the example block's own (`.RS` after `.PP`), 7 each (man(7)). An example block is not filled:
 * a longer line would run past the 80 columns.
 */
export const EXAMPLE_WIDTH = 80 - 7 - 7;

/**
 * Examples as the help shows them, the examples of two games on one line on two (help.ts exampleGroups), each line
 * fitted to EXAMPLE_WIDTH as the help fits it to a terminal (exampleLines: a command broken between its words, its
 * lines ending in ` \`, a note on a line of its own). Under a heading in a command's section.
 */
function examples(lines: readonly string[], heading?: string): string[] {
  if (lines.length === 0) return [];
  const shown = lines
    .flatMap(exampleGroups)
    .flatMap((l) => exampleLines(l, EXAMPLE_WIDTH, true).split('\n'))
    .map(roff);
  return ['.PP', ...(heading ? [roff(heading)] : []), '.RS', '.nf', ...shown, '.fi', '.RE'];
}

/** Each command (and each subcommand, under its parent's name) as a subsection. */
function commands(h: Help, parent: Command, help: Texts['help'], path: string): string[] {
  return h
    .visibleCommands(parent)
    .filter((c) => c.name() !== 'help')
    .flatMap((c) => {
      const name = path === '' ? c.name() : `${path} ${c.name()}`;
      const aliases = c.aliases().length > 0 ? ` (${c.aliases().join(', ')})` : '';
      const args = h.visibleArguments(c);
      return [
        `.SS "tafel ${roff(name)}${roff(aliases)}"`,
        `.B tafel ${roff(name)}`,
        term(c.usage()),
        '.PP',
        roff(h.commandDescription(c)),
        ...args.flatMap((a) => ['.TP', `\\fI${roff(h.argumentTerm(a))}\\fR`, roff(h.argumentDescription(a))]),
        ...options(h, c),
        ...examples(helpOf(help, name)?.x ?? [], help.examples),
        ...commands(h, c, help, name),
      ];
    });
}
