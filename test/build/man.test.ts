import { beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Command, type Help } from 'commander';
import { englishManPage, englishProgram, manPage } from '../../src/cli/man.js';
import { loadTexts, textsOf } from '../../src/i18n/index.js';
import { ROOT } from '../helpers/cli.js';

/**
 * tafel.1, the manual page `npm run build` writes into dist/ from the command line itself: every
 * command, subcommand, argument and option that `tafel help` shows, in English, as roff that man
 * renders without a warning.
 */
const PAGE = path.join(ROOT, 'dist', 'tafel.1');
const has = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
/** What roff makes of a text (escapes undone), to find the help's words in the page. */
const plain = (s: string): string =>
  s
    .replace(/\\\[u([0-9A-F]{4,})\]/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\\f[BIR]/g, '')
    .replace(/\\-/g, '-')
    .replace(/\\e/g, '\\')
    .replace(/\\&/g, '');

let page: string;
let program: Command;
beforeAll(async () => {
  await loadTexts('en');
  page = fs.readFileSync(PAGE, 'utf8');
  program = await englishProgram();
});

/** Every visible command and subcommand, by its path (`judge rank`), with the command itself. */
function commandsOf(parent: Command, help: Help, path = ''): [string, Command][] {
  return help
    .visibleCommands(parent)
    .filter((c) => c.name() !== 'help')
    .flatMap((c) => {
      const name = path === '' ? c.name() : `${path} ${c.name()}`;
      return [[name, c] as [string, Command], ...commandsOf(c, help, name)];
    });
}

describe('dist/tafel.1', () => {
  test("is this build's page: the very page the program's commands and help give", async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(page).toBe(await englishManPage(version));
    expect(page).toMatch(new RegExp(`^\\.TH TAFEL 1 "" "tafel ${version.replace(/\./g, '\\.')}" `));
    // ASCII only: every other character as its code point, whatever encoding a man reader assumes.
    expect(page).not.toMatch(/[^\x00-\x7f]/);
  });

  test('every command and subcommand has its section with its description, arguments and options', () => {
    const help = program.createHelp();
    const all = commandsOf(program, help);
    expect(all.map(([n]) => n)).toEqual(expect.arrayContaining(['games', 'record', 'judge rank', 'event draw']));
    const sections = plain(page).split('\n.SS ');
    for (const [name, cmd] of all) {
      const section = sections.find((s) => s.startsWith(`"tafel ${name}"`) || s.startsWith(`"tafel ${name} (`));
      expect({ name, found: section !== undefined }).toEqual({ name, found: true });
      const own = section!.split('\n.SS ')[0];
      expect(own).toContain(help.commandDescription(cmd));
      for (const a of help.visibleArguments(cmd)) expect(own).toContain(help.argumentDescription(a));
      for (const o of help.visibleOptions(cmd).filter((x) => x.long !== '--help')) {
        expect({ name, option: o.long, found: own.includes(o.long!) && own.includes(o.description) }).toEqual({
          name,
          option: o.long,
          found: true,
        });
      }
    }
    // The helper the completion scripts call is no command of the page.
    expect(page).not.toMatch(/"tafel complete[" ]/);
  });

  test('the global options, the examples, where data lives, the environment and the exit codes', () => {
    const t = textsOf('en').help;
    const text = plain(page);
    for (const o of ['--data-dir', '--json', '--no-color', '--lang', '--no-input', '--version'])
      expect(text).toContain(o);
    for (const x of t.programExamples) expect(text).toContain(x);
    expect(text).toContain(t.dataLives);
    for (const [code, meaning] of Object.entries(t.man.exitStatus)) expect(text).toContain(`.B ${code}\n${meaning}`);
    expect(Object.keys(t.man.exitStatus)).toEqual(['0', '1', '2', '130']);
    for (const name of Object.keys(t.man.environment)) expect(text).toContain(name);
  });

  (has('groff') ? test : test.skip)('groff reads it without a warning, and man shows every section', () => {
    const check = spawnSync('groff', ['-man', '-Tutf8', '-ww', '-z', PAGE], { encoding: 'utf8' });
    expect({ code: check.status, stderr: check.stderr }).toEqual({ code: 0, stderr: '' });
    const shown = spawnSync('groff', ['-man', '-Tutf8', '-P-c', PAGE], {
      encoding: 'utf8',
      env: { ...process.env, MANWIDTH: '80' },
    }).stdout.replace(/.\x08/g, '');
    for (const h of ['NAME', 'SYNOPSIS', 'GLOBAL OPTIONS', 'COMMANDS', 'EXAMPLES', 'ENVIRONMENT', 'EXIT STATUS'])
      expect(shown).toMatch(new RegExp(`^${h}$`, 'm'));
    expect(shown).toContain('tafel rules --search misère');
    expect(shown).toMatch(/^ {3}tafel judge rank$/m);
  });
});

describe('roff', () => {
  test('hyphens, backslashes, a leading dot and letters past ASCII are escaped; flags bold, values italic', () => {
    const p = new Command('tafel').option('--lang <lang>', 'taal');
    p.command('x')
      .argument('[game]', 'a\\b')
      .option('--by <names>', '.starts with a dot, misère')
      .description('the -x command');
    const help = { ...textsOf('en').help, program: 'prog', programExamples: [] };
    const out = manPage(p, help, '1.2.3');
    expect(out).toContain('\\fB\\-\\-lang\\fR \\fI<lang>\\fR\ntaal');
    expect(out).toContain('.SS "tafel x"\n.B tafel x\n');
    expect(out).toContain('the \\-x command');
    expect(out).toContain('\\fIgame\\fR\na\\eb');
    expect(out).toContain('\\fB\\-\\-by\\fR \\fI<names>\\fR\n\\&.starts with a dot, mis\\[u00E8]re');
  });
});
