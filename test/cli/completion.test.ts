import { describe, expect, jest, test, beforeAll } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  BIN,
  candidates,
  spawnRuns,
  tabValues as values,
  tafel,
  tafelJson,
  tempHomes,
  snapshot,
} from '../helpers/cli.js';
import { configOf, eveningDate } from '../../src/sheet/sheet.js';
import { GAMES, gameById } from '../../src/games/index.js';
import { readLine } from '../../src/games/line.js';
import { makeSheet } from '../helpers/sheet.js';

/**
 * Shell completion as a user meets it: Tab in a real bash (and zsh, fish when installed) never runs
 * what the line, a player's name or a file name holds, and offers names with quotes or spaces as one
 * word; completing never hangs on a FIFO or reads /dev/zero.
 */

jest.setTimeout(90000);
const home = tempHomes();
const has = (cmd: string): boolean => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** A sheet with names that need quoting, and a planted player and a planted file name that are commands. */
async function plantedHome(): Promise<{ h: string; pwned: string[]; id: string }> {
  const h = home();
  const id = (await tafelJson<{ id: string }>(h, ['new', 'kleurenwiezen', '--players', "O'Brien,Ann Marie,Cis,Dirk"]))
    .id;
  const pwned = [1, 2, 3].map((i) => path.join(h, `pwned-${i}`));
  const file = path.join(h, 'sheets', `${id}.json`);
  // Names refuse `$`, so the command is planted in the file by hand.
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"Dirk"', JSON.stringify(`$(touch ${pwned[0]})`)));
  // A file name holds no `/`: this one touches pwned-2 in the shell's directory, the data directory.
  fs.writeFileSync(path.join(h, 'sheets', '$(touch pwned-2).json'), '{}');
  return { h, pwned, id };
}

describe('tafel complete reads through the safe reader', () => {
  test('a FIFO settings.json, or a settings file or sheet linked to /dev/zero, gives no candidates and no hang', () => {
    const fifo = home();
    expect(spawnSync('mkfifo', [path.join(fifo, 'settings.json')]).status).toBe(0);
    const zero = home();
    fs.mkdirSync(path.join(zero, 'sheets'));
    fs.symlinkSync('/dev/zero', path.join(zero, 'settings.json'));
    fs.symlinkSync('/dev/zero', path.join(zero, 'sheets', 'zero.json'));
    // In a process of their own, killed after 15 s: a hang here would block this one's thread for good.
    const at = (h: string, ...words: string[]) => ({ args: ['complete', '--', ...words], env: { TAFEL_HOME: h } });
    const runs = spawnRuns(
      fifo,
      [
        at(fifo, 'record', '--by', ''),
        at(zero, 'record', '--by', ''),
        at(zero, 'record', '--sheet', 'zero', '--by', ''),
        // Commands still complete beside the broken files.
        at(zero, 'reco'),
      ],
      {},
      15000,
    );
    expect(runs.map((r) => [r.code, candidates(r.stdout)])).toEqual([
      [0, []],
      [0, []],
      [0, []],
      [0, ['record']],
    ]);
  });

  test('candidates: only sheet ids the store lists, no player name with a control character', async () => {
    const { h, id } = await plantedHome();
    const file = path.join(h, 'sheets', `${id}.json`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"Cis"', JSON.stringify('Cis\nrm -rf ~')));
    expect(await values(h, 'use', '')).toEqual([id]);
    expect(await values(h, 'record', '--by', '')).toEqual([
      "O'Brien",
      'Ann Marie',
      expect.stringMatching(/^\$\(touch /),
    ]);
  });
});

describe('what Tab offers', () => {
  test('the commands, never the `complete` helper the scripts call', async () => {
    const h = home();
    const commands = await values(h, '');
    expect(commands).toEqual(expect.arrayContaining(['games', 'record', 'completion', 'help']));
    expect(commands).not.toContain('complete');
    expect(await values(h, 'comp')).toEqual(['completion']);
  });

  test("a file or a folder where the value is one (import's file, --out, --data-dir): the shell's names", async () => {
    const h = home();
    // tab's directive, the answer's last line: 0 lets the shell name files, 16 only folders, 4 nothing from the disk.
    const directive = async (...words: string[]) =>
      (await tafel(h, ['complete', '--', ...words])).stdout.trimEnd().split('\n').at(-1);
    expect(await directive('import', 'back')).toBe(':0');
    expect(await directive('event', 'import', 'back')).toBe(':0');
    expect(await directive('export', '--out', 'avond')).toBe(':0');
    expect(await directive('export', '--out=avond')).toBe(':0');
    expect(await directive('--data-dir', '/tm')).toBe(':16');
    expect(await directive('import', '--rename', 'back')).toBe(':0');
    expect(await directive('use', '')).toBe(':4');
    expect(await directive('import', 'b.json', '')).toBe(':4');
  });

  test("--out is export's file, Jokeren's player only where a deal is recorded", async () => {
    const h = home();
    await tafel(h, ['new', 'jokeren', '--players', 'Ann,Bert,Cis']);
    expect(await values(h, 'export', '--out', '')).toEqual([]);
    expect(await values(h, 'record', '--out', '')).toEqual(['Ann', 'Bert', 'Cis']);
  });

  test('the saved tables after --preset, preset show and preset delete; sheet ids after --from-sheet', async () => {
    const h = home();
    const { id } = await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(h, ['preset', 'save', 'vrijdag', '--from-sheet', id]);
    await tafel(h, ['preset', 'save', 'zondag', '--from-sheet', id]);
    for (const words of [
      ['new', '--preset', ''],
      ['preset', 'show', ''],
      ['preset', 'delete', ''],
    ])
      expect(await values(h, ...words)).toEqual(['vrijdag', 'zondag']);
    expect(await values(h, 'preset', 'save', 'x', '--from-sheet', '')).toEqual([id]);
  });

  test('every export format, html too', async () => {
    expect(await values(home(), 'export', '--evening', 'today', '--format', '')).toEqual(['csv', 'json', 'md', 'html']);
  });

  test("after `rules <game>`: that game's topics, under the rule set on the line, in either language", async () => {
    const h = home();
    const topics = async (...args: string[]) =>
      (await tafelJson<{ topics: { id: string }[] }>(h, ['rules', ...args])).topics.map((x) => x.id);
    const kw = await topics('kleurenwiezen');
    expect(kw).toEqual(expect.arrayContaining(['troel', 'scoring', 'revoke']));
    expect(await values(h, 'rules', 'kleurenwiezen', '')).toEqual(kw);
    expect(await values(h, 'rules', 'kleurenwiezen', 'tr')).toEqual(['troel']);
    const ffb = await topics('belote', '--rules', 'ffb');
    expect(await values(h, 'rules', 'belote', '--rules', 'ffb', '')).toEqual(ffb);
    expect(ffb).not.toEqual(await topics('belote'));
    expect(await values(h, '--lang', 'nl', 'rules', 'zwikken', '')).toEqual(await topics('zwikken'));
    // Before the game: the games.
    expect(await values(h, 'rules', '')).toEqual(expect.arrayContaining(['kleurenwiezen', 'rikken']));
  });
});

describe('`tafel complete` answers the scripts only (`complete -- <words>`)', () => {
  const refusal = {
    en:
      "tafel: 'tafel complete' is what the completion script asks, not a command: 'tafel completion <shell>' prints " +
      'the script (bash, zsh or fish).\n',
    nl:
      "tafel: 'tafel complete' is wat het aanvulscript vraagt, geen commando: 'tafel completion <shell>' drukt het " +
      'script af (bash, zsh of fish).\n',
  };
  // The completion library's own command printed its bash script (which evaluates the typed line) for the first,
  // its English help for `help complete`, commander's English choices for `tcsh`.
  test.each([
    [['complete', 'bash'], 'en'],
    [['complete', 'tcsh', '--lang', 'nl'], 'nl'],
    [['complete', '--help'], 'en'],
    [['complete'], 'en'],
    [['help', 'complete'], 'en'],
    [['help', 'complete', '--lang', 'nl'], 'nl'],
  ] as const)('tafel %j is refused in one line, exit 2, pointing to completion', async (args, lang) => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const before = snapshot(h);
    expect(await tafel(h, [...args])).toEqual({ code: 2, stdout: '', stderr: refusal[lang] });
    expect(snapshot(h)).toEqual(before);
  });
});

describe('Tab after a global option written --opt=value, as after --opt value', () => {
  test('--lang=nl, --data-dir=<dir> before the command or after it', async () => {
    const other = home();
    const { id } = await tafelJson<{ id: string }>(other, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(other, ['preset', 'save', 'zondag', '--from-sheet', id]);
    // Tab in another data directory: only the one on the line has the sheet and the saved table.
    const h = home();
    for (const [words, expected] of [
      [[`--data-dir=${other}`, 'use', ''], [id]],
      [['use', `--data-dir=${other}`, ''], [id]],
      [[`--data-dir=${other}`, 'new', '--preset', ''], ['zondag']],
      [
        [`--data-dir=${other}`, 'record', '--by', ''],
        ['Ann', 'Bert', 'Cis', 'Dirk'],
      ],
    ] as const) {
      expect(await values(h, ...words)).toEqual(expected);
      const spaced = words.flatMap((w) => (w.startsWith('--') ? w.split('=') : [w]));
      expect(await values(h, ...spaced)).toEqual(expected);
    }
    expect(await values(other, '--lang=nl', 'use', '')).toEqual([id]);
  });
});

describe("the rule sets and house rules of the game the line starts, not the active sheet's", () => {
  test("after --preset: its game; after preset save --from-sheet: that sheet's; a game on the line wins", async () => {
    const h = home();
    const toepen = (await tafelJson<{ id: string }>(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(h, ['preset', 'save', 'zondag', '--game', 'belote', '--players', 'Ann,Bert,Cis,Dirk']);
    const keys = (game: string) => {
      const g = gameById(game);
      return g.settings(g.defaultRules).map((k) => `${k.key}=`);
    };
    const ruleSets = (game: string) => gameById(game).ruleSets.map((r) => r.id);
    expect(await values(h, 'new', '--preset', 'zondag', '--rules', '')).toEqual(ruleSets('belote'));
    expect(await values(h, 'new', '--preset', 'zondag', '--set', '')).toEqual(keys('belote'));
    expect(await values(h, 'preset', 'save', 'x', '--from-sheet', toepen, '--set', '')).toEqual(keys('toepen'));
    expect(await values(h, 'new', 'zwikken', '--preset', 'zondag', '--rules', '')).toEqual(ruleSets('zwikken'));
    // Without either, the active sheet's game.
    expect(await values(h, 'set', '')).toEqual(keys('kleurenwiezen'));
  });
});

describe('the values of completion and help', () => {
  test('tafel completion <Tab>: the shells; tafel help <Tab>: the commands', async () => {
    const h = home();
    expect(await values(h, 'completion', '')).toEqual(['bash', 'zsh', 'fish']);
    const commands = await values(h, 'help', '');
    expect(commands).toEqual(expect.arrayContaining(['games', 'record', 'judge', 'completion']));
    expect(commands).not.toContain('complete');
    expect(commands).not.toContain('judge rank');
    expect(await values(h, 'help', 're')).toEqual(['record', 'redo', 'rename', 'reopen']);
  });
});

describe('the values that the line takes, as the commands take them (2026-12-07)', () => {
  const NOW = { now: new Date(2026, 11, 6, 20, 0) };
  const at = async (h: string, ...words: string[]) =>
    candidates((await tafel(h, ['complete', '--', ...words], NOW)).stdout);
  /** A Kleurenwiezen sheet (active) and a finished Zwikken one, Eva only on the Zwikken one. */
  async function twoSheets(): Promise<string> {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], NOW);
    await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis,Eva', '--stake', '0.10'], NOW);
    await tafel(h, ['record', '--askers', 'Ann', '--winner', 'Ann'], NOW);
    await tafel(h, ['finish'], NOW);
    await tafel(h, ['use', 'today-k'], NOW);
    return h;
  }

  test("record, edit: the flags of the sheet's game (--sheet, else the active), every game's for none", async () => {
    const h = await twoSheets();
    expect(await at(h, 'record', '--t')).toEqual(['--tricks']);
    expect(await at(h, 'edit', '--t')).toEqual(['--tricks']);
    expect(await at(h, 'record', '--sheet', 'today-z', '--t')).toEqual(['--tie']);
    expect(await at(h, 'record', '--sheet', '2026-12-06-zwikken', '--')).toEqual([
      '--points',
      '--askers',
      '--winner',
      '--tie',
      '--zwik',
      '--searched',
      '--sheet',
      '--dealer',
      '--note',
      '--help',
    ]);
    expect(await at(h, 'judge', 'score', 'belote', '--t')).toEqual(['--taker']);
    // Toepen's --totals is judge score's alone (record takes the totals from the sheet): until 2026-12-07 offered.
    const every = ['--tricks', '--taker', '--tie', '--trump', '--tegen', '--tegenklop', '--toeps'];
    expect(await at(h, 'record', '--sheet', 'nosuch', '--t')).toEqual(every);
    expect(await at(home(), 'record', '--t')).toEqual(every);
    expect(await at(home(), 'judge', 'score', 'toepen', '--t')).toEqual(['--toeps', '--totals']);
    await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis'], NOW);
    expect(await at(h, 'record', '--t')).toEqual(['--toeps']);
    expect(await at(h, 'edit', '1', '--t')).toEqual(['--toeps']);
  });

  // Until 2026-12-07 the game's flags came with an empty one (`--by\t`): zsh and fish listed them bare.
  test("record --: every flag with its line of help in the run's language, the sheet's game's own", async () => {
    /** `flag\tdescription` of each flag offered. */
    const described = async (h: string, ...words: string[]) =>
      (await tafel(h, ['complete', '--', ...words], NOW)).stdout
        .split('\n')
        .filter((l) => l.startsWith('--'))
        .map((l) => l.split('\t') as [string, string]);
    for (const g of GAMES) {
      const h = home();
      const players = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'].slice(0, Math.max(g.players.min, 3));
      const stake = g.id === 'zwikken' ? ['--stake', '0.10'] : [];
      expect((await tafel(h, ['new', g.id, '--players', players.join(','), ...stake], NOW)).code).toBe(0);
      const said: Record<string, Map<string, string>> = {};
      for (const lang of ['en', 'nl']) {
        const offered = await described(h, '--lang', lang, 'record', '--');
        expect(offered.length).toBeGreaterThan(4);
        for (const [flag, text] of offered)
          expect([g.id, lang, flag, text?.trim() ? 'described' : text]).toEqual([g.id, lang, flag, 'described']);
        said[lang] = new Map(offered);
      }
      // The same flags, each said in the run's language.
      expect([...said.nl.keys()]).toEqual([...said.en.keys()]);
      for (const [flag, text] of said.en) expect([g.id, flag, said.nl.get(flag) === text]).toEqual([g.id, flag, false]);
    }
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], NOW);
    expect(await described(h, 'record', '--b')).toEqual([
      ['--by', 'Kleurenwiezen: who played the contract, e.g. --by Ann or --by Bert,Dirk'],
    ]);
    expect(await described(h, '--lang', 'nl', 'edit', '--rev')).toEqual([
      ['--revoke', 'Kleurenwiezen: die speler verzaakte; zijn kant verliest de gift'],
    ]);
    // No sheet: every game's, as record --help says it.
    const [, taker] = (await described(home(), 'record', '--tak'))[0];
    expect(taker).toBe('Belote, Klaverjassen: the player who took (chose trump); his team are the takers');
    expect(await described(h, 'judge', 'score', 'belote', '--b')).toEqual([
      ['--belote', 'Belote: who announced belote/rebelote (trump K and Q)'],
    ]);
  });

  test("--trump: what the game takes (Belote's judge no `none`, Toepen's none; a sheet's game on record)", async () => {
    const h = await twoSheets();
    expect(await at(h, 'judge', 'trick', 'belote', '--trump', '')).toEqual(['S', 'H', 'D', 'C']);
    expect(await at(h, 'judge', 'play', 'kleurenwiezen', '--trump', '')).toEqual([
      'S',
      'H',
      'D',
      'C',
      'none',
      'zonder',
    ]);
    expect(await at(h, 'judge', 'trick', 'toepen', '--trump', '')).toEqual([]);
    await tafel(h, ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'], NOW);
    expect(await at(h, 'record', '--trump', '')).toEqual(['S', 'H', 'D', 'C']);
  });

  test('stats --player: the players of every sheet, each once; finish the open, reopen the finished', async () => {
    const h = await twoSheets();
    expect(await at(h, 'stats', '--player', '')).toEqual(['Ann', 'Bert', 'Cis', 'Dirk', 'Eva']);
    expect(await at(h, 'stats', '--player', 'E')).toEqual(['Eva']);
    expect(await at(h, 'finish', '')).toEqual(['2026-12-06-kleurenwiezen']);
    expect(await at(h, 'reopen', '')).toEqual(['2026-12-06-zwikken']);
  });

  test('help <command> <Tab>: its subcommands, as <command> <Tab> offers them', async () => {
    const h = home();
    const subcommands = await at(h, 'event', '');
    expect(subcommands).toEqual(expect.arrayContaining(['draw', 'undraw', 'standings']));
    expect(await at(h, 'help', 'event', '')).toEqual(subcommands);
    expect(await at(h, 'help', 'event', 'd')).toEqual(['draw', 'delete']);
    expect(await at(h, '--lang', 'nl', 'help', 'season', '')).toEqual(await at(h, 'season', ''));
    expect(await at(h, 'help', 'preset', '')).toEqual(await at(h, 'preset', ''));
    expect(await at(h, 'help', 'event', 'draw', '')).toEqual([]);
  });

  test('bash: a comma in a candidate stays as typed (printf %q wrote Ann\\,Bert)', async () => {
    const bash = (await tafel(home(), ['completion', 'bash'])).stdout;
    expect(bash).toContain(`printf -v value '%q' "$value"\n            # %q also escapes a comma`);
    expect(bash).toContain('{value//\\\\,/,}');
  });
});

/**
 * One interactive shell in a pseudo-terminal (util-linux `script`, else python3's pty): `tafel` on
 * PATH is the built binary (what the completion script asks), and a shell function of the same name
 * prints the words it is given, so Enter shows what Tab put on the line without running tafel.
 */
class Shell {
  private out = '';
  private readonly child;
  constructor(argv: string[], env: NodeJS.ProcessEnv, cwd: string) {
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    this.child = has('script')
      ? spawn('script', ['-qfec', argv.map(quote).join(' '), '/dev/null'], {
          env,
          cwd,
          stdio: ['pipe', 'pipe', 'pipe'],
        })
      : spawn('python3', ['-c', 'import pty, sys; pty.spawn(sys.argv[1:])', ...argv], {
          env,
          cwd,
          stdio: ['pipe', 'pipe', 'pipe'],
        });
    this.child.stdout.on('data', (d: Buffer) => (this.out += d.toString('utf8')));
    this.child.stderr.on('data', (d: Buffer) => (this.out += d.toString('utf8')));
  }
  /** Types the keys and waits until the output after this point holds `until`; resolves that output. */
  async type(keys: string, until: string, ms = 20000): Promise<string> {
    const from = this.out.length;
    this.child.stdin.write(keys);
    const end = Date.now() + ms;
    while (!this.out.slice(from).includes(until)) {
      if (Date.now() > end)
        throw new Error(
          `no "${until}" after typing ${JSON.stringify(keys)}; the terminal showed:\n${this.out.slice(from)}`,
        );
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.out.slice(from);
  }
  /** Ends the shell and waits for it, so no process outlives the test. */
  async close(): Promise<void> {
    const gone = new Promise((r) => this.child.on('close', r));
    this.child.stdin.end('exit\n');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await gone;
    clearTimeout(timer);
  }
}

const SHELLS: { shell: string; argv: string[]; setup: (script: string) => string }[] = [
  {
    shell: 'bash',
    argv: ['bash', '--norc', '--noprofile', '-i'],
    setup: (s) => `source ${s}; tafel() { printf '[%s]' "$@"; echo ' #end'; }\n`,
  },
  // zsh as the README installs it: a file _tafel in $fpath, autoloaded by compinit.
  {
    shell: 'zsh',
    argv: ['zsh', '-f', '-i'],
    setup: (s) =>
      `fpath=(${path.dirname(s)} $fpath); autoload -Uz compinit && compinit -u -D; tafel() { printf '[%s]' ` +
      `"$@"; echo ' #end'; }\n`,
  },
  {
    shell: 'fish',
    argv: ['fish', '--no-config', '-i'],
    setup: (s) => `source ${s}; function tafel; printf '[%s]' $argv; echo ' #end'; end\n`,
  },
];
const present = SHELLS.filter((s) => has(s.shell));
const ptyOk = has('script') || has('python3');
// The shells found here are the ones tested; bash is always expected.
console.log(`completion: testing Tab in ${ptyOk ? present.map((s) => s.shell).join(', ') : 'no shell (no pty tool)'}`);

(ptyOk ? describe : describe.skip)('Tab in a real shell', () => {
  test('bash is there to test', () => expect(present.map((s) => s.shell)).toContain('bash'));

  test.each(present.map((s) => [s.shell, s] as const))('%s: quoted candidates, nothing run', async (shell, s) => {
    const { h, pwned, id } = await plantedHome();
    const bin = path.join(h, 'bin');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'tafel'), `#!/bin/sh\nexec '${process.execPath}' '${BIN}' "$@"\n`, { mode: 0o755 });
    const script = shell === 'zsh' ? path.join(h, 'zfunc', '_tafel') : path.join(h, `tafel.${shell}`);
    fs.mkdirSync(path.dirname(script), { recursive: true });
    fs.writeFileSync(script, (await tafel(h, ['completion', shell])).stdout);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TAFEL_HOME: h,
      PATH: `${bin}:${process.env.PATH}`,
      HOME: h,
      LANG: 'C.UTF-8',
      TERM: 'xterm',
      PS1: '$ ',
    };
    delete env.NO_COLOR;
    const sh = new Shell(s.argv, env, h);
    try {
      // Quotes split the marker, so only the shell's answer shows it whole, not the echo of the typing.
      await sh.type(s.setup(script) + "echo re''ady\n", 'ready');
      await sh.type('tafel record --by O\t\n', "[record][--by][O'Brien] #end");
      await sh.type("tafel record --by 'O\t\n", "[record][--by][O'Brien] #end");
      await sh.type('tafel record --by "Ann M\t\n', '[record][--by][Ann Marie] #end');
      // A list completes its last name, the names before it as typed: no `\,` on the line (bash's %q wrote Ann\,Bert).
      expect(await sh.type('tafel record --by Cis,O\t', 'Brien')).not.toContain('\\,');
      await sh.type('\n', "[record][--by][Cis,O'Brien] #end");
      await sh.type('tafel record --by Cis,"Ann M\t\n', '[record][--by][Cis,Ann Marie] #end');
      // The planted name goes in as text, and Enter hands it to tafel as one word.
      await sh.type('tafel record --by \\$\t\n', `[record][--by][$(touch ${pwned[0]})] #end`);
      // The planted file name is no sheet id: the one real sheet completes.
      await sh.type('tafel use \t\n', `[use][${id}] #end`);
      // A file to import is the shell's to name.
      fs.writeFileSync(path.join(h, 'backup-vrijdag.json'), '{}');
      await sh.type('tafel import backup-\t\n', '[import][backup-vrijdag.json] #end');
      // The typed line is never evaluated: Tab, then the line is wiped (Ctrl-U) unrun.
      await sh.type(`tafel record --note "$(touch ${pwned[2]})" --by C\t\x15echo wi''ped\n`, 'wiped');
    } finally {
      await sh.close();
    }
    for (const f of pwned) expect(fs.existsSync(f)).toBe(false);
  });
});

// Issue 21 (items 8-11): what a new user met on the command line, through the BUILT bundle run in
// process as the binary runs it (test/helpers/cli.ts); the version is bin/tafel.cjs's own (a process).
const homes = tempHomes();
const PLAYERS = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('the words the sheet prints are what record takes (21.9)', () => {
  const home = homes();
  beforeAll(async () => {
    await tafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
  });
  // Lodige table by hand: samen 8 made with 9 tricks is 7 + 3 x 1 = 10 each; open miserie made 72
  // (the README's Vijf sheet: +72 for the declarer); kleine soloslim made 100.
  test.each([
    [['open', 'miserie', '--by', 'Ann', '--tricks', '0'], { contract: 'open-miserie' }, { Ann: 72 }],
    [['grote', 'miserie', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1'], { contract: 'grote-miserie' }, {}],
    [['kleine', 'soloslim', '--by', 'Cis', '--tricks', '13'], { contract: 'kleine-soloslim' }, { Cis: 100 }],
    [
      ['samen 8', '--by', 'Bert,Dirk', '--tricks', '9'],
      { contract: 'samen', level: 8 },
      { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    ],
    [
      ['samen8', '--by', 'Bert,Dirk', '--tricks', '9'],
      { contract: 'samen', level: 8 },
      { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    ],
  ])('record %j', async (args, input, scores) => {
    const deal = await tafelJson(home, ['record', ...args]);
    expect(deal.input).toMatchObject(input);
    expect(deal.scores).toMatchObject(scores);
  });

  test('a word that is no contract is still refused as itself', async () => {
    const r = await tafel(home, ['record', 'open', 'sesame', '--by', 'Ann', '--tricks', '0']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Unknown contract "open"');
  });

  test('table mode reads the same words on one line', () => {
    const kw = configOf(gameById('kleurenwiezen'), makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']));
    expect(readLine('kleurenwiezen', 'open miserie ann 0', kw)).toEqual({
      words: ['open-miserie'],
      flags: { by: 'ann', tricks: '0' },
    });
    expect(readLine('kleurenwiezen', 'grote miserie a b a=0 b=1', kw)).toEqual({
      words: ['grote-miserie'],
      flags: { by: 'a,b', tricks: 'a=0,b=1' },
    });
    expect(readLine('kleurenwiezen', 'kleine soloslim cis 13', kw)).toEqual({
      words: ['kleine-soloslim'],
      flags: { by: 'cis', tricks: '13' },
    });
  });
});

describe('after undo the sheet shows the deals left (21.11)', () => {
  test('the now-last deals are on screen, not only the totals', async () => {
    const home = homes();
    await tafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
    await tafel(home, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    await tafel(home, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '6']);
    await tafel(home, ['record', 'pas']);
    const r = await tafel(home, ['undo'], { env: { COLUMNS: '', LINES: '' } });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Removed deal 3: pass/);
    expect(r.stdout).toMatch(/│ 1 │ Ann +│ Bert \+ Dirk samen 8: 9 tricks/);
    expect(r.stdout).toMatch(/│ 2 │ Bert +│ Ann solo 6: 6 tricks/);
  });
});

describe('ids and help that work on any day (21.8)', () => {
  test("today- in an id is this evening's date, for use, sheet, record --sheet, delete and undelete", async () => {
    const home = homes();
    // Until 06:00 the evening before's (src/sheet/sheet.ts eveningDate; its own test pins the hour).
    const today = eveningDate(new Date());
    await tafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
    await tafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
    await tafel(home, ['new', 'zwikken', ...PLAYERS, '--stake', '0.10']);
    expect((await tafel(home, ['use', 'today-k'])).code).toBe(1); // two sheets begin so
    expect((await tafel(home, ['use', 'today-kleurenwiezen'])).code).toBe(0);
    expect((await tafelJson(home, ['sheet'])).id).toBe(`${today}-kleurenwiezen`);
    expect((await tafelJson(home, ['sheet', 'today-kleurenwiezen-2'])).id).toBe(`${today}-kleurenwiezen-2`);
    expect((await tafel(home, ['record', '--sheet', 'today-z', 'pas'])).code).toBe(0);
    expect((await tafelJson(home, ['delete', 'today-kleurenwiezen-2', '--force'])).deleted).toBe(
      `${today}-kleurenwiezen-2`,
    );
    expect((await tafelJson(home, ['undelete', 'today-kleurenwiezen-2'])).undeleted).toBe(`${today}-kleurenwiezen-2`);
  });

  test('help examples and the "which sheet?" answer name no fixed date', async () => {
    const home = homes();
    for (const args of [
      ['--help'],
      ['chart', '--help'],
      ['delete', '--help'],
      ['use', '--help'],
      ['export', '--help'],
      ['--help', '--lang', 'nl'],
    ]) {
      const r = await tafel(home, args);
      expect(r.stdout).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    const r = await tafel(home, ['delete', '--force']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('messages that send the user right (21.10)', () => {
  test('a finished sheet names itself to reopen and the whole tafel new, rules and house rules included', async () => {
    const home = homes();
    await tafel(home, [
      'new',
      'kleurenwiezen',
      '--rules',
      'whisthub',
      ...PLAYERS,
      '--set',
      'piccolo=off',
      '--set',
      'deals=4',
    ]);
    const id = (await tafelJson(home, ['sheet'])).id;
    await tafel(home, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    await tafel(home, ['finish']);
    await tafel(home, ['new', 'belote', ...PLAYERS]); // another sheet is active now
    const r = await tafel(home, ['record', '--sheet', id, 'pas']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `'tafel new kleurenwiezen --rules whisthub --players Ann,Bert,Cis,Dirk --set piccolo=off --set deals=4'`,
    );
    expect(r.stderr).toContain(`'tafel reopen ${id}'`);
    for (const args of [
      ['undo', '--sheet', id],
      ['correct', 'Ann=5,Bert=-5', '--sheet', id],
    ]) {
      expect((await tafel(home, args)).stderr).toContain(`'tafel reopen ${id}'`);
    }
  });

  test('tafel new --help lists every rule set of every game, from the registry', async () => {
    const home = homes();
    for (const lang of ['en', 'nl']) {
      const text = (await tafel(home, ['new', '--help', '--lang', lang])).stdout.replace(/\s+/g, ' ');
      for (const g of GAMES) {
        const sets = [g.defaultRules, ...g.ruleSets.map((r) => r.id).filter((r) => r !== g.defaultRules)];
        expect(text).toContain(`${g.id} ${sets.join('|')}`);
      }
    }
  });

  test('judge score names seats 1..4 in every game; a name without --players is told about --players', async () => {
    const home = homes();
    // Klaverjassen as the others: seats 2 + 4 take with 70 + 20 roem = 90, not more than 92: nat,
    // seats 1 + 3 get 162 + 20.
    const k = await tafelJson(home, [
      'judge',
      'score',
      'klaverjassen',
      '--taker',
      '2',
      '--points',
      '70',
      '--roem',
      '4=20',
    ]);
    expect(k.scores).toEqual({ 1: 182, 2: 0, 3: 182, 4: 0 });
    const unknown = [
      ['belote', ['--taker', 'Ann', '--points', '92']],
      ['klaverjassen', ['--taker', 'Bert', '--points', '92']],
      ['kleurenwiezen', ['samen', '8', '--by', 'Eva,1', '--tricks', '9']],
    ] as const;
    for (const [game, flags] of unknown) {
      const r = await tafel(home, ['judge', 'score', game, ...flags]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/Unknown player.*Players: 1, 2, 3, 4\..*--players/);
    }
  });

  // The kind of a value decides: not of the flag's kind is usage (2), a well-formed value the rules
  // refuse is 1. Nothing is written either way.
  test.each([
    [
      'kleurenwiezen',
      ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', 'negen'],
      2,
      '--tricks must be a whole number',
    ],
    ['kleurenwiezen', ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '14'], 1, '--tricks 14 is impossible'],
    ['kleurenwiezen', ['record', 'samen', 'acht', '--by', 'Ann,Bert', '--tricks', '9'], 2, 'Samen acht does not exist'],
    ['belote', ['record', '--taker', 'Ann', '--points', '92.5'], 2, '--points must be a whole number'],
    ['belote', ['record', '--taker', 'Ann', '--points', '92', '--capot', 'both'], 2, '--capot must be'],
    ['klaverjassen', ['record', '--taker', 'Ann', '--pit', 'all'], 2, '--pit must be'],
    ['kleurenwiezen', ['new', 'zwikken', ...PLAYERS, '--stake', '-1'], 1, 'must be a positive amount'],
    ['kleurenwiezen', ['new', 'zwikken', ...PLAYERS, '--stake', 'abc'], 2, 'The stake "abc" must be a positive amount'],
    ['kleurenwiezen', ['record', '--bogus'], 2, "('tafel record --help' lists its options)"],
    [
      'kleurenwiezen',
      ['judge', 'score', 'kleurenwiezen', '--bogus'],
      2,
      "('tafel judge score --help' lists its options)",
    ],
    ['kleurenwiezen', ['help', 'nosuch'], 2, "unknown command 'nosuch'"],
  ])('%s: tafel %j exits %i', async (game, args, code, message) => {
    const home = homes();
    await tafel(home, ['new', game, ...PLAYERS]);
    const before = snapshot(home);
    const r = await tafel(home, args);
    expect({ code: r.code, stderr: r.stderr.includes(message) }).toEqual({ code, stderr: true });
    expect(snapshot(home)).toEqual(before);
  });

  test('--json --version is one JSON document', async () => {
    const r = await tafel(homes(), ['--json', '--version']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
