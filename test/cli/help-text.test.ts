import { beforeAll, describe, expect, test } from '@jest/globals';
import { processIo } from '../../src/cli/io.js';
import { createProgram } from '../../src/cli/program.js';
import { startSession } from '../../src/cli/session.js';
import { GLOBAL_OPTIONS } from '../../src/cli/words.js';
import { loadTexts, textsOf } from '../../src/i18n/index.js';
import { tafel, tempHomes } from '../helpers/cli.js';
import { catalogue, helpOf } from '../helpers/help.js';

/**
 * The help as it is read (`tafel --help`, `tafel help <command>`, `tafel <command> --help`): its two columns and its
 * examples fitted to any width, on a terminal and a pipe; the help of what is no command, or in no language, a usage
 * error. What its texts say: help-wording.test.ts.
 */

const home = tempHomes();
beforeAll(() => loadTexts('en', 'nl'));

const help = (args: string[], columns?: number, tty = false) => helpOf(home(), args, columns, tty);

const longer = (text: string, width: number) => text.split('\n').filter((l) => [...l].length > width);

/**
 * The column the descriptions of each section of options and commands start at; a name alone on its line (too wide
 * for its column) must have its description under it, in that column.
 */
function descriptionColumns(text: string): number[][] {
  const sections = text
    .split(/\n(?=\S)/)
    .filter((s) => /^(Arguments|Argumenten|Options|Commands|Opties|Commando's):/.test(s));
  return sections.map((section) => {
    const lines = section.split('\n').slice(1, -1);
    const starts = new Set<number>();
    lines.forEach((line, i) => {
      const at = /^ {2}\S/.test(line) ? /^ {2}\S.*? {2,}(?=\S)/.exec(line)?.[0].length : /^ +/.exec(line)![0].length;
      if (at === undefined) expect([line, lines[i + 1]]).toEqual([line, expect.stringMatching(/^ {20,}\S/)]);
      else starts.add(at);
    });
    return [...starts];
  });
}

describe('names and descriptions in two columns at any width', () => {
  const cases = ['event', 'season', 'judge', 'preset', 'record'].flatMap((cmd) =>
    (['en', 'nl'] as const).flatMap((lang) =>
      [60, 64].flatMap((w) => [true, false].map((tty) => ({ cmd, lang, w, tty }))),
    ),
  );
  test.each(cases)('$cmd --help, $lang, $w columns, terminal $tty', async ({ cmd, lang, w, tty }) => {
    const text = await help(['--lang', lang, cmd, '--help'], w, tty);
    expect(longer(text, w)).toEqual([]);
    for (const columns of descriptionColumns(text)) expect(columns).toHaveLength(1);
  });

  /**
   * Every command's help and the program's, through `--help` and `tafel help`: no line past the width, one column of
   * descriptions, and no word of a description pushed out of it to the start of a line (a word longer than the
   * column left beside the names: `~/.local/share/tafel)` and `instellingenbestanden` are 21 wide).
   */
  test("every command's help, en and nl, at 56 and 60: within the width, descriptions in one column", async () => {
    for (const lang of ['en', 'nl'] as const)
      for (const p of ['', ...Object.keys(catalogue(lang))])
        for (const w of [56, 60])
          for (const args of [
            [...p.split(' '), '--help'],
            ['help', ...p.split(' ')],
          ].map((a) => a.filter(Boolean))) {
            const text = await help(['--lang', lang, ...args], w);
            const names = text.slice(0, text.search(/\n(Examples|Voorbeelden):\n/) >>> 0);
            const strays = names
              .slice(names.search(/^(Arguments|Argumenten|Options|Opties|Commands|Commando's):$/m))
              .split('\n')
              .filter((l) => l !== '' && !/^ {2}/.test(l) && !/^[A-Z][^ ]*( [a-z]+)?:$/.test(l));
            const columns = new Set(descriptionColumns(text).flat());
            expect({ args, lang, w, long: longer(text, w), strays, columns: columns.size }).toEqual({
              args,
              lang,
              w,
              long: [],
              strays: [],
              columns: 1,
            });
          }
  });

  test('a word wider than the column beside the names narrows that column (nl at 60: 21, not 20)', async () => {
    const text = await help(['--lang', 'nl', '--help'], 60);
    const at39 = ' '.repeat(39);
    expect(text).toContain(`  --data-dir <map>${' '.repeat(21)}waar bladen en\n${at39}instellingen staan\n`);
    expect(text).toContain(`${at39}$TAFEL_HOME of\n${at39}~/.local/share/tafel)\n`);
    expect(text).toContain(`  doctor [opties]${' '.repeat(22)}toon blad- en\n${at39}instellingenbestanden\n`);
    expect(await help(['--lang', 'nl', 'help', 'help'], 60)).toBe(text);
  });

  test('a name too wide for its column has its description under it (event at 60, season at 64)', async () => {
    expect(await help(['event', '--help'], 60)).toContain(
      '  -h, --help                            show the help of a\n' +
        '                                        command\n',
    );
    expect(await help(['event', '--help'], 60)).toContain(
      '  withdraw|afmelden [options] <entrant>\n                                        an entrant takes no\n',
    );
    expect(await help(['--lang', 'nl', 'season', '--help'], 64)).toContain(
      `  excuse|afgemeld [opties] <competitie> <naam>\n${' '.repeat(44)}een deelnemer miste\n`,
    );
  });
});

describe('examples: a command never broken inside a word or between an option and its value, a note apart', () => {
  test('at 80 and 60 columns', async () => {
    expect(await help(['--help'], 80)).toContain(
      '  $ tafel play\n      (asks for each deal; a deal on one line: s8 b d 9)\n',
    );
    expect(await help(['--lang', 'nl', '--help'], 80)).toContain(
      '  $ tafel play\n      (vraagt elke gift; een gift op één regel: s8 b d 9)\n',
    );
    const record = await help(['record', '--help'], 60);
    expect(record).toContain(
      '  $ tafel record samen 8 --by Bert,Dirk --tricks 9 \\\n      --dealer Cis --note "verzaakt door Cis"\n',
    );
    expect(record).toContain('  $ tafel record pas --searched 1\n      (zwikken)\n');
    expect(record).toContain(
      '  $ tafel record --out Bert --points Ann=6,Dirk=3 \\\n      --hand Cis=5+Q\n      (jokeren)\n',
    );
    // One-line deals break after a `·`, and the examples of two games stay apart.
    expect(await help(['play', '--help'], 80)).toContain(
      '    samen 8 bert,dirk 9 · s8 b d 9 · solo 6 ann 5 · gm a b a=0 b=1 ·\n' +
        '      alleen bert 4 verzaakt cis (cardgames)\n' +
        '    belote: ann 92 belote cis · ann 162 capot\n' +
        '    solokaarten: slag ann 5 eerste\n',
    );
  });

  test("every command's examples, both languages, at 60 and on a pipe (80): words, quoted values whole", async () => {
    for (const lang of ['en', 'nl'] as const)
      for (const [p, h] of Object.entries(catalogue(lang)))
        for (const w of [60, undefined]) {
          const text = await help(['--lang', lang, ...p.split(' '), '--help'], w);
          expect({ p, lang, w, long: longer(text, w ?? 80) }).toEqual({ p, lang, w, long: [] });
          const shown = text.slice(text.lastIndexOf('\n\n')).replace(/\n */g, '\n');
          // Copied from the screen, a command broken over lines runs as typed: each broken line ends in ` \`.
          const copied = text.slice(text.lastIndexOf('\n\n')).replace(/ \\\n */g, ' ');
          for (const x of h?.x ?? []) {
            const typed = x.startsWith('tafel') ? `$ ${x.split(/ {2,}/)[0]}` : '';
            const whole = typed === '' || copied.includes(`${typed}\n`) || copied.includes(`${typed}  `);
            expect({ p, lang, w, typed, whole }).toEqual({ p, lang, w, typed, whole: true });
            const units = x.includes(' · ') ? x.trim().split(/ · | {2,}/) : (x.match(/"[^"]*"/g) ?? []);
            for (const unit of units)
              expect({ p, lang, w, unit, whole: shown.includes(unit) }).toEqual({ p, lang, w, unit, whole: true });
          }
        }
  });
});

describe('help redirected to a file or a pipe without COLUMNS: 80 columns, examples and the last line too', () => {
  test.each([['--help'], ['completion', '--help'], ['event', '--help'], ['new', '--help'], ['play', '--help']])(
    '%s',
    async (...args) => {
      for (const lang of ['en', 'nl']) expect(longer(await help(['--lang', lang, ...args]), 80)).toEqual([]);
    },
  );

  test('a command of subcommands called without one shows its help on stdout, fitted too', async () => {
    const r = await tafel(home(), ['event'], { env: { COLUMNS: '60' } });
    expect([r.code, r.stdout]).toEqual([0, await help(['event', '--help'], 60)]);
    expect(longer(r.stdout, 60)).toEqual([]);
  });

  test('the paragraph under the examples wraps without an indent', async () => {
    expect(await help(['--lang', 'nl', '--help'])).toMatch(
      /\nDe gegevens staan in --data-dir, anders in \$TAFEL_HOME, anders in\n~\/\.local\/share\/tafel\.\n$/,
    );
    expect(await help(['--help'], 60)).toMatch(
      /\nData lives in --data-dir, else \$TAFEL_HOME, else\n~\/\.local\/share\/tafel\.\n$/,
    );
  });

  test('--json is one document, never wrapped, whatever the width', async () => {
    const wide = await help(['judge', '--help', '--json']);
    expect(await help(['judge', '--help', '--json'], 40)).toBe(wide);
    expect(JSON.parse(wide).description).toBe(textsOf('en').help.commands.judge.d);
  });
});

describe('the help of what is no command, or in no language: a usage error', () => {
  test.each([
    [
      ['help', 'event', 'drawx'],
      "unknown command 'drawx'; did you mean 'draw'? ('tafel event --help' lists its commands)",
    ],
    [
      ['event', 'drawx', '--help'],
      "unknown command 'drawx'; did you mean 'draw'? ('tafel event --help' lists its commands)",
    ],
    [
      ['help', 'judge', 'scoer'],
      "unknown command 'scoer'; did you mean 'score'? ('tafel judge --help' lists its commands)",
    ],
    [
      ['help', 'preset', 'savex'],
      "unknown command 'savex'; did you mean 'save'? ('tafel preset --help' lists its commands)",
    ],
    [
      ['--lang', 'nl', 'help', 'toernooi', 'lotingx'],
      "onbekend commando 'lotingx'; bedoel je 'loting'? ('tafel toernooi --help' toont de commando's)",
    ],
    // The same form as a mistyped command (`tafel recordx`) and `tafel help recordx`.
    [['help', 'recordx'], "unknown command 'recordx'; did you mean 'record'? ('tafel --help' lists the commands)"],
    [['recordx'], "unknown command 'recordx'; did you mean 'record'? ('tafel --help' lists the commands)"],
    [
      ['--lang', 'nl', 'help', 'recordx'],
      "onbekend commando 'recordx'; bedoel je 'record'? ('tafel --help' toont de commando's)",
    ],
    [['help', 'record', '--lang', 'fr'], '--lang must be one of en, nl, not "fr".'],
    [['record', '--help', '--lang', 'fr'], '--lang must be one of en, nl, not "fr".'],
    [['--help', '--lang=fr'], '--lang must be one of en, nl, not "fr".'],
    [['event', '--lang', 'fr'], '--lang must be one of en, nl, not "fr".'],
  ])('%j', async (args, line) => {
    const r = await tafel(home(), args);
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 2,
      stdout: '',
      stderr: `tafel: ${line}\n`,
    });
  });
});

describe('a help or a version beside an unknown option: refused as the line without it', () => {
  const lang = "unknown option '--lnag'; did you mean '--lang'?";
  const top = " ('tafel --help' lists the commands)";
  const nl = "onbekende optie '--lnag'; bedoel je '--lang'? ('tafel --help' toont de commando's)";
  const sheet = `${lang} ('tafel sheet --help' lists its options)`;
  test.each([
    // Until 2026-12-07 the option's value was taken for the command asked of: "unknown command 'nl'".
    [['--lnag', 'nl', '--help'], ['--lnag', 'nl'], lang + top],
    [
      ['--data-dri', '/tmp', '--help'],
      ['--data-dri', '/tmp'],
      `unknown option '--data-dri'; did you mean '--data-dir'?${top}`,
    ],
    [['--lang', 'nl', '--lnag', 'en', '--help'], ['--lang', 'nl', '--lnag', 'en'], nl],
    [['help', '--lnag', 'nl'], ['--lnag', 'nl'], lang + top],
    [['--lnag', 'nl', '--version'], ['--lnag', 'nl'], lang + top],
    // Until then the help or the version was shown (exit 0), the option dropped.
    [['--lnag', '--help'], ['--lnag'], lang + top],
    [['--lnag', '-V'], ['--lnag'], lang + top],
    [['sheet', '--lnag', 'nl', '--help'], ['sheet', '--lnag', 'nl'], sheet],
    [['sheet', '--help', '--lnag', 'nl'], ['sheet', '--lnag', 'nl'], sheet],
    [['help', 'sheet', '--lnag', 'nl'], ['sheet', '--lnag', 'nl'], sheet],
    [
      ['--lang', 'nl', 'judge', 'score', '--lnag', 'en', '--help'],
      ['--lang', 'nl', 'judge', 'score', '--lnag', 'en'],
      "onbekende optie '--lnag'; bedoel je '--lang'? ('tafel judge score --help' toont de opties)",
    ],
  ])('%j: as %j', async (args, without, line) => {
    const said = { code: 2, stdout: '', stderr: `tafel: ${line}\n` };
    expect(await tafel(home(), args)).toEqual(said);
    expect(await tafel(home(), without)).toEqual(said);
  });

  test("the line's own options are the program's: a new one is never taken for a stray", () => {
    const program = createProgram([], { only: undefined }, startSession([], processIo()));
    const own = program.options.flatMap((o) => [o.long, o.short]).filter((f) => f !== undefined);
    expect([...own, '--help', '-h'].sort()).toEqual([...GLOBAL_OPTIONS].sort());
  });

  test('--json: the refusal as its document, not the version', async () => {
    expect(await tafel(home(), ['--json', '--lnag', '--version'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `{"error":{"code":"usage","message":"${lang}${top}"}}\n`,
    });
  });
});
