import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { nodeModulesOf, ROOT, spawnTafel, tafel, tempHome, tempHomes } from '../helpers/cli.js';
import { spawnSync } from 'node:child_process';
import { Command, type Help } from 'commander';
import { helpOf } from '../../src/cli/help.js';
import { EXAMPLE_WIDTH, englishManPage, englishProgram, manPage } from '../../src/cli/man.js';
import { loadTexts, textsOf } from '../../src/i18n/index.js';
import { textWidth } from '../../src/ui/table.js';
import { builtinModules, createRequire } from 'node:module';

/**
 * What each command costs at start-up, in bytes of dist/ read and compiled (or taken from the code
 * cache): the BUILT bundle (`npm run build` first), loaded afresh for each run by bin/tafel.cjs's own
 * loader, which lists the chunks a run loads (TAFEL_TRACE_CHUNKS), in process (test/helpers/cli.ts
 * `traceChunks`: the loader and the run are the binary's); dist/chunks.json names each chunk's sources.
 * The budgets are the last lean build's levels (issue 33 §3). A command over its budget fails with
 * what it loaded, largest first, and the sources that have no business in it: another game's code on
 * a Kleurenwiezen sheet, the other language's texts in an English run.
 */
/** A kilobyte as the budgets count it: 1,000 bytes (150 KB is 150,000 bytes, not 153,600). */
const KB = 1000;
const BUDGETS: { args: string[]; budget: number; game?: string }[] = [
  { args: ['--help'], budget: 150 * KB },
  { args: ['rules', 'kleurenwiezen', 'troel'], budget: 280 * KB, game: 'kleurenwiezen' },
  { args: ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'], budget: 280 * KB, game: 'belote' },
  {
    args: ['judge', 'rank', 'kleurenwiezen', 'abondance 10', 'grote-miserie'],
    budget: 280 * KB,
    game: 'kleurenwiezen',
  },
  { args: ['sheet'], budget: 330 * KB, game: 'kleurenwiezen' },
  { args: ['record', 'pas'], budget: 350 * KB, game: 'kleurenwiezen' },
  { args: ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'], budget: 350 * KB, game: 'kleurenwiezen' },
];

const budgetHome = tempHome();
afterAll(() => fs.rmSync(budgetHome, { recursive: true, force: true }));
const chunks = (): Record<string, string[]> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'chunks.json'), 'utf8'));

beforeAll(async () => {
  // A Kleurenwiezen evening of four deals as the active sheet, written by tafel itself (in process: only the
  // measured runs below need bin/tafel.cjs's loader, which lists the chunks).
  const run = async (args: string[]) => expect(await tafel(budgetHome, args)).toMatchObject({ code: 0 });
  await run(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  for (let i = 0; i < 4; i++) await run(['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', String(8 + (i % 2))]);
}, 120_000);

interface Loaded {
  name: string;
  bytes: number;
  sources: string[];
}

/** The chunks one run loads, each with its size and sources. */
const loads = (args: string[], lang = 'C'): Promise<Loaded[]> => loadsIn(budgetHome, args, lang);

async function loadsIn(dir: string, args: string[], lang = 'C'): Promise<Loaded[]> {
  const trace = path.join(dir, 'trace.txt');
  fs.rmSync(trace, { force: true });
  const r = await tafel(dir, args, { env: { LANG: lang, COLUMNS: '80', LINES: '24' }, traceChunks: trace });
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
  const sources = chunks();
  return fs
    .readFileSync(trace, 'utf8')
    .trim()
    .split('\n')
    .map((name) => ({ name, bytes: fs.statSync(path.join(ROOT, 'dist', name)).size, sources: sources[name] ?? [] }));
}

/**
 * Sources a run on one game's sheet in one language should never need: another game's, the other language's, table
 * mode's words and the commands' own help (their arguments, options and examples). The general help (`general`:
 * `tafel --help`) lists each command's line (commandDescriptions.ts), which no other run of the budgets needs either.
 */
function strays(sources: string[], game: string | undefined, lang: 'en' | 'nl', general = false): string[] {
  const other = lang === 'en' ? 'nl' : 'en';
  const asking = /\/i18n\/[a-z]{2}\/(commandHelp|event-help|serve-help|play|start|prompt)\.ts$/;
  const lines = /\/i18n\/[a-z]{2}\/commandDescriptions\.ts$/;
  return sources.filter((s) => {
    const g = /^src\/games\/([^/]+)\//.exec(s)?.[1];
    const foreignGame = g !== undefined && g !== game && !s.endsWith('/head.ts');
    const foreignLang = s.includes(`/i18n/${other}/`) || s.endsWith(`.${other}.ts`);
    return foreignGame || foreignLang || asking.test(s) || (!general && lines.test(s));
  });
}

/** What a failure says: the total against the budget, every chunk largest first, and the strays. */
function report(args: string[], loaded: Loaded[], budget: number, game: string | undefined): string {
  const total = loaded.reduce((n, c) => n + c.bytes, 0);
  const rows = [...loaded]
    .sort((a, b) => b.bytes - a.bytes)
    .map((c) => `  ${(c.bytes / KB).toFixed(1).padStart(6)} KB ${c.name}: ${c.sources.join(' ') || '(shared glue)'}`);
  const bad = strays(
    loaded.flatMap((c) => c.sources),
    game,
    'en',
    args.includes('--help'),
  );
  return [
    `tafel ${args.join(' ')}: ${(total / KB).toFixed(1)} KB in ${loaded.length} chunks, budget ${budget / KB} KB` +
      (total > budget ? ` (${((total - budget) / KB).toFixed(1)} KB over)` : ''),
    ...rows,
    ...(bad.length ? [`  not needed here: ${bad.join(' ')}`] : []),
  ].join('\n');
}

describe('the bytes of dist/ each command loads stay within its budget', () => {
  for (const { args, budget, game } of BUDGETS) {
    test(`tafel ${args.join(' ')}: at most ${budget / KB} KB`, async () => {
      const loaded = await loads(args);
      const total = loaded.reduce((n, c) => n + c.bytes, 0);
      // Over budget, the whole listing is what the failure shows: each chunk, and what of it has no business here.
      expect(total <= budget ? 'within budget' : report(args, loaded, budget, game)).toBe('within budget');
      expect(
        strays(
          loaded.flatMap((c) => c.sources),
          game,
          'en',
          args.includes('--help'),
        ),
      ).toEqual([]);
    });
  }

  test("on a Belote sheet, sheet and record load Belote's code and no other game's", async () => {
    const belote = tempHome();
    try {
      expect(await tafel(belote, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'])).toMatchObject({ code: 0 });
      for (const args of [['record', '--taker', 'Ann', '--points', '72', '--belote', 'Ann'], ['sheet']]) {
        const sources = (await loadsIn(belote, args)).flatMap((c) => c.sources);
        expect(strays(sources, 'belote', 'en')).toEqual([]);
        expect(sources).toContain('src/games/belote/index.ts');
      }
    } finally {
      fs.rmSync(belote, { recursive: true, force: true });
    }
  });

  test("the general help loads the commands' lines, no options or examples; a command's help loads them", async () => {
    for (const [args, lang, texts] of [
      [['--help'], 'C', 'en'],
      [['help'], 'C', 'en'],
      [['--help'], 'nl_BE.UTF-8', 'nl'],
      [['help', '--lang', 'nl'], 'C', 'nl'],
    ] as const) {
      const sources = (await loads([...args], lang)).flatMap((c) => c.sources);
      expect({ args, lang, strays: strays(sources, undefined, texts, true) }).toEqual({ args, lang, strays: [] });
      expect(sources).toContain(`src/i18n/${texts}/commandDescriptions.ts`);
    }
    // `tafel new --help` shows the options and examples, and reads new's line from the same file.
    const own = (await loads(['new', '--help'])).flatMap((c) => c.sources);
    expect(own).toEqual(expect.arrayContaining(['src/i18n/en/commandHelp.ts', 'src/i18n/en/commandDescriptions.ts']));
  });

  test('a Dutch run loads the Dutch texts only, and one game', async () => {
    const loaded = await loads(['sheet'], 'nl_BE.UTF-8');
    const sources = loaded.flatMap((c) => c.sources);
    expect(sources.filter((s) => s.includes('/i18n/en/') || s.endsWith('.en.ts'))).toEqual([]);
    expect(strays(sources, 'kleurenwiezen', 'nl')).toEqual([]);
    expect(sources.filter((s) => s.startsWith('src/i18n/nl/')).length).toBeGreaterThan(0);
  });

  /**
   * Besides dist/, a start pays for the modules of Node it loads: node:crypto alone about 5 ms of a `record` (it brings
   * Node's streams), the others as much or more. None of these commands needs one; the store loads node:crypto when it
   * hashes (the index that `sheets` lists), the phone's writes when they make a row's key. A command's file that
   * imported one at its top (the phone's stale-row keys did, on every `record`) fails here with what it loaded.
   */
  test('no command of the budgets loads node:crypto, node:child_process or a network module of Node', async () => {
    const heavy = ['crypto', 'child_process', 'http', 'https', 'http2', 'net', 'tls', 'dgram', 'zlib'];
    for (const { args } of [...BUDGETS, { args: ['undo'] }, { args: ['edit', '1', 'pas'] }]) {
      const r = await nodeModulesOf(budgetHome, args, { COLUMNS: '80', LINES: '24' });
      expect({ args, code: r.code, heavy: r.modules.filter((m) => heavy.includes(m)) }).toEqual({
        args,
        code: 0,
        heavy: [],
      });
    }
    // The check sees such a module: `sheets` seals the index it lists with node:crypto's HMAC.
    expect((await nodeModulesOf(budgetHome, ['sheets'])).modules).toContain('crypto');
  });

  test('the list of chunks goes only to an absolute path: TAFEL_TRACE_CHUNKS=1 writes no file where tafel runs', () => {
    const where = tempHome();
    try {
      const r = spawnTafel(path.join(where, 'data'), ['--help'], { TAFEL_TRACE_CHUNKS: '1' }, where);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      expect(fs.readdirSync(where)).toEqual([]);
    } finally {
      fs.rmSync(where, { recursive: true, force: true });
    }
  });
});

const home = tempHomes();

describe('start-up shortcuts answer as the full command line does', () => {
  test('--version (answered by bin/tafel.cjs alone) is the version commander prints', async () => {
    const version = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version as string;
    // Both read package.json: the shortcut, and commander's answer when more is on the line.
    for (const flag of ['--version', '-V']) {
      const r = spawnTafel(home(), [flag]);
      expect(r).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    }
    // with anything else on the line, the command line itself answers (the bundle, in process); with --json as JSON
    // (issue 21)
    expect((await tafel(home(), ['--version', '--lang', 'nl'])).stdout).toBe(`${version}\n`);
    expect((await tafel(home(), ['--version', '--json'])).stdout).toBe(`${JSON.stringify({ version })}\n`);
  });

  test('judge loads only the asked game: a trick of Belote is judged, an unknown game named', async () => {
    // Each run from a fresh load of the bundle, as a process starts: nothing another run loaded helps it.
    const r = await tafel(home(), ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'], {
      fresh: true,
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Card 2 \(JH\) wins/);
    const bad = await tafel(home(), ['judge', 'trick', 'klaverjassen-x', '--trump', 'H', '10H', 'JH'], { fresh: true });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/Unknown game "klaverjassen-x"/);
  });
});

describe('tafel sheet on the command line', () => {
  test('fits COLUMNS and LINES with the latest deals; --all shows every deal', async () => {
    const { makeSheet, record } = await import('../helpers/sheet.js');
    const h = home();
    let s = { ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), id: 'lang' };
    for (let i = 0; i < 30; i++) s = record(s, i % 2 ? 'pas' : 'samen 8 --by Ann,Bert --tricks 9');
    fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
    fs.writeFileSync(path.join(h, 'sheets', 'lang.json'), JSON.stringify(s));
    fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ schemaVersion: 1, active: 'lang' }));
    // In process: COLUMNS and LINES on a pipe are the environment's (test/helpers/cli.ts).
    const fit = await tafel(h, ['sheet'], { env: { COLUMNS: '60', LINES: '20' } });
    expect(fit.code).toBe(0);
    const lines = fit.stdout.trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(19);
    expect(Math.max(...lines.map((l) => [...l].length))).toBeLessThanOrEqual(60);
    // 20 lines less one for the prompt: title, hidden line, 3 header lines, deals, rule, total, bottom, footer
    expect(fit.stdout).toContain('20 earlier not shown (sheet --all)');
    const all = await tafel(h, ['sheet', '--all'], { env: { COLUMNS: '60', LINES: '20' } });
    expect(all.stdout.split('\n').filter((l) => /^│\s*\d+\s*│/.test(l)).length).toBe(30);
    expect(all.stdout).not.toContain('not shown');
  });
});

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
/** The lines of the page's example blocks (not filled: `.nf` to `.fi`), as roff makes them. */
const noFill = (s: string): string[] =>
  [...plain(s).matchAll(/\n\.nf\n([\s\S]*?)\n\.fi\n/g)].flatMap((m) => m[1].split('\n'));
/** A text's words in their order: an example's lines joined, its ` \` line ends and indents gone. */
const squash = (s: string): string => s.replace(/ \\\n/g, ' ').replace(/\s+/g, ' ').trim();

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
    for (const x of t.programExamples) expect(squash(noFill(page).join('\n'))).toContain(squash(x));
    expect(text).toContain(t.dataLives);
    for (const [code, meaning] of Object.entries(t.man.exitStatus)) expect(text).toContain(`.B ${code}\n${meaning}`);
    expect(Object.keys(t.man.exitStatus)).toEqual(['0', '1', '2', '130']);
    for (const name of Object.keys(t.man.environment)) expect(text).toContain(name);
  });

  // Until 2026-12-07 `tafel play`'s Belote and Solokaarten deal lines stood on one line of the page.
  test('the examples of two games on one line go on two, as the help at 80 columns has them', async () => {
    const blocks = noFill(page);
    const twoGroups = blocks.filter((l) =>
      l
        .trim()
        .split(/ {2,}/)
        .slice(1)
        .some((part) => !part.startsWith('(')),
    );
    expect(twoGroups).toEqual([]);
    const games = ['  belote: ann 92 belote cis · ann 162 capot', '  solokaarten: slag ann 5 eerste'];
    expect(plain(page)).toContain(`\n${games.join('\n')}\n`);
    expect((await tafel(tempHome(), ['help', 'play'])).stdout).toContain(`\n  ${games.join('\n  ')}\n`);
  });

  // Until 2026-12-08 some 50 example lines ran past the 80 columns man shows the page in (`MANWIDTH=80 man -l
  // dist/tafel.1`): an example block is not filled, and its lines were written whole, up to 186 columns.
  test('every line fits 80 columns as man shows it; every example is there whole, its lines joined', () => {
    // A section's text and the example block in it are indented 7 columns each: 80 - 7 - 7 = 66 for a line.
    expect(EXAMPLE_WIDTH).toBe(66);
    const lines = noFill(page);
    expect(lines.filter((l) => textWidth(l) > 66)).toEqual([]);
    const help = program.createHelp();
    const all = [...textsOf('en').help.programExamples];
    for (const [name] of commandsOf(program, help)) all.push(...(helpOf(textsOf('en').help, name)?.x ?? []));
    expect(all.length).toBeGreaterThan(100);
    const words = squash(lines.join('\n'));
    expect(all.filter((x) => !words.includes(squash(x)))).toEqual([]);
    // As man shows it, where there is a man to ask: no line past 80 columns, filled text included.
    if (!has('man')) return;
    const shown = spawnSync('man', ['-l', PAGE], {
      encoding: 'utf8',
      env: { ...process.env, MANWIDTH: '80', LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', MANPAGER: 'cat', PAGER: 'cat' },
    });
    expect(shown.status).toBe(0);
    const rendered = shown.stdout.replace(/.\x08/g, '').split('\n');
    expect(rendered.length).toBeGreaterThan(1000);
    expect(rendered.filter((l) => [...l].length > 80)).toEqual([]);
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

/**
 * The tarball `npm pack` makes installs with nothing more: dist/ bundles every package tafel uses,
 * so the packed package.json names no runtime dependency and no script npm runs on an install.
 *
 * `npm pack` runs `prepack`, which builds, in a copy of the clone: a build in the clone itself would
 * replace dist/ under the tests that run it meanwhile. The copy's build is a no-op (its dist/ is the
 * clone's, already built); the rest of the copy is the clone, sources and tests included, so that
 * what is left out of the tarball is left out by package.json, not by the copy.
 */
const temp = tempHomes();
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare'];

describe('npm pack', () => {
  const dir = temp();
  const copy = path.join(dir, 'tafel');
  for (const entry of fs.readdirSync(ROOT)) {
    if (['node_modules', '.git'].includes(entry) || entry.endsWith('.tgz')) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8'));
  manifest.scripts.build = 'node -e 0';
  const before = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.writeFileSync(path.join(copy, 'package.json'), before);

  const env: NodeJS.ProcessEnv = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' };
  for (const key of Object.keys(env)) if (/^npm_(lifecycle|package)_/.test(key)) delete env[key];
  const out = path.join(dir, 'out');
  fs.mkdirSync(out);
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: copy, env, encoding: 'utf8' });

  test('packs bin/, dist/, docs/, package.json, the README and the licence, and nothing else', () => {
    expect(pack.stderr).not.toMatch(/npm (warn|error|ERR)/i);
    expect(pack.status).toBe(0);
    const [result] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as { files: { path: string }[] }[];
    const files = result.files.map((f) => f.path).sort();
    const outside = files.filter((f) => !f.startsWith('dist/'));
    // docs/: the manual the README links to, so that its links reach a page where tafel is installed.
    const docs = (fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true }) as string[])
      .map((f) => `docs/${f.split(path.sep).join('/')}`)
      .filter((f) => fs.statSync(path.join(ROOT, f)).isFile());
    expect(docs).toEqual(expect.arrayContaining(['docs/README.md', 'docs/games/kleurenwiezen.md']));
    // bin/tafel-thread.cjs: the same loader in a thread of its own (export --all of many sheets, src/cli/io.ts).
    expect(outside).toEqual(
      ['LICENSE', 'README.md', 'bin/tafel-thread.cjs', 'bin/tafel.cjs', ...docs, 'package.json'].sort(),
    );
    const dist = fs
      .readdirSync(path.join(ROOT, 'dist'))
      .map((f) => `dist/${f}`)
      .sort();
    expect(files.filter((f) => f.startsWith('dist/'))).toEqual(dist);
    expect(dist).toEqual(expect.arrayContaining(['dist/cli.cjs', 'dist/build.json', 'dist/tafel.1']));
  });

  test("the packed package.json has no prepare, no install script, no runtime dependency; the clone's is kept", () => {
    const tarball = path.join(out, 'tafel-0.1.0.tgz');
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', out, 'package/package.json'], { encoding: 'utf8' });
    expect(tar.stderr).toBe('');
    const packed = JSON.parse(fs.readFileSync(path.join(out, 'package', 'package.json'), 'utf8'));
    expect(packed.version).toBe(manifest.version);
    expect(packed.bin).toEqual({ tafel: 'bin/tafel.cjs' });
    // The manual page, which npm links into man1 on a global install: it is in the tarball.
    expect(packed.man).toEqual(['./dist/tafel.1']);
    const man = spawnSync('tar', ['-xzf', tarball, '-C', out, 'package/dist/tafel.1'], { encoding: 'utf8' });
    expect(man.stderr).toBe('');
    expect(fs.readFileSync(path.join(out, 'package', 'dist', 'tafel.1'), 'utf8')).toMatch(/^\.TH TAFEL 1 /);
    expect(Object.keys(packed.scripts).filter((s) => INSTALL_SCRIPTS.includes(s))).toEqual([]);
    expect(packed.dependencies).toBeUndefined();
    expect(packed.optionalDependencies).toBeUndefined();
    expect(packed.peerDependencies).toBeUndefined();
    // `npm ci` in a clone still builds dist/; postpack has put `prepare` back where it was.
    expect(manifest.scripts.prepare).toBe('npm run build');
    expect(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')).toBe(before);
  });
});

test('dist/ needs no package: every chunk requires only another chunk or a module of Node', () => {
  const dist = path.join(ROOT, 'dist');
  const builtin = new Set(builtinModules);
  const needed = new Set<string>();
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.cjs'));
  expect(files).toContain('cli.cjs');
  // A chunk is a file of its own or one that such a file carries (scripts/build.js).
  const req = createRequire(import.meta.url);
  const carried = files.flatMap((f) => Object.keys(req(path.join(dist, f)).chunks ?? {}));
  expect(carried.length).toBeGreaterThan(0);
  const chunks = [...files, ...carried];
  for (const chunk of files) {
    const code = fs.readFileSync(path.join(dist, chunk), 'utf8');
    // esbuild writes `require("x")`, and `__require)("x")` for a package's own require calls.
    for (const [, id] of code.matchAll(/\brequire\)?\("([^"]+)"\)/g)) {
      if (id.startsWith('./')) expect(chunks).toContain(id.slice(2));
      else if (!builtin.has(id.replace(/^node:/, ''))) needed.add(`${chunk}: ${id}`);
    }
  }
  expect([...needed]).toEqual([]);
});

test("a command's file leaves the store's reader to the store's file, and reads that file when run without it", () => {
  const dist = path.join(ROOT, 'dist');
  const sources: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(dist, 'chunks.json'), 'utf8'));
  const fileOf = (src: string) => Object.keys(sources).find((f) => sources[f][0] === src)!;
  const sheets = fileOf('src/commands/sheets.ts');
  const store = Object.keys(sources).find((f) => sources[f].includes('src/store/store.ts'))!;
  // `tafel sheet` reads the store's reader once: in the store's file, not again in its own.
  expect(sources[store]).toContain('src/store/decode.ts');
  expect(sources[sheets]).not.toContain('src/store/decode.ts');
  // Loaded first, before any store (a run that never made one), the command's file still runs: the loader reads the
  // store's file for the chunks left to it.
  const trace = path.join(tempHome(), 'chunks.txt');
  const { loadTafel } = createRequire(import.meta.url)(path.join(ROOT, 'bin', 'tafel.cjs')) as {
    loadTafel(o: { env: NodeJS.ProcessEnv; keepCache: () => void }): { load(name: string): Record<string, unknown> };
  };
  const loader = loadTafel({ env: { TAFEL_CODE_CACHE: '0', TAFEL_TRACE_CHUNKS: trace }, keepCache: () => undefined });
  loader.load('cli.cjs');
  expect(typeof loader.load(sheets).runSheets).toBe('function');
  expect(fs.readFileSync(trace, 'utf8').trim().split('\n')).toEqual(['cli.cjs', sheets, store]);
});
