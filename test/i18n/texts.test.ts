import { describe, expect, test, afterAll, beforeAll } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { en } from '../../src/i18n/en/index.js';
import { nl } from '../../src/i18n/nl/index.js';
import ts from 'typescript';
import os from 'node:os';
import type { Command } from 'commander';
import type { Texts } from '../../src/i18n/index.js';
import { testCtx } from '../helpers/ctx.js';

/*
 * Issue 36 item 17: a message starts with a capital letter, in every language. A message is a text thrown as a
 * refusal (`refused`, `misused`, `new RuleViolation(...)`, `new UsageError(...)`): the sources name its key, and the
 * check renders that key of every catalogue (the shell's, or the game folder's) with stand-in arguments. A message
 * that opens with an argument (a flag, a name, a quoted word) opens with what the user typed, which is kept as typed.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sources(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : [],
    );
}

/**
 * The keys thrown as messages: `t.…` in the shell's catalogues, any other name (`m.…`) in the game folder's own,
 * thrown with `new RuleViolation(say(…))`, `refused(…)` and kin, or a game folder's own `refuse(…)`/`misuse(…)`.
 */
function thrownKeys(source: string): { shell: string[]; game: string[] } {
  const shell = [...source.matchAll(/\b(?:refused|misused)\(\s*\(t\)\s*=>\s*t\.([\w.]+)/g)].map((m) => m[1]);
  const game: string[] = [];
  const thrown =
    // new RuleViolation(say((m) => m.key ...)), refuse((t) => t.key ...): the catalogue's name and the key.
    new RegExp(
      String.raw`(?:new (?:RuleViolation|UsageError)\(\s*(?:say|sayIn|both)|\b(?:refuse|misuse))` +
        String.raw`\(\s*\(?(\w+)\b[^)]*\)?\s*=>\s*\1\.([\w.]+)`,
      'g',
    );
  for (const m of source.matchAll(thrown)) (m[1] === 't' ? shell : game).push(m[2]);
  return { shell, game };
}

/** An argument that stands in for any value: a string, a number, a list or a function of them, all "X". */
const X: unknown = new Proxy(() => X, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 'X' : key === 'length' ? 1 : X),
  apply: () => X,
});

function rendered(catalogue: unknown, key: string): string | undefined {
  let v: unknown = catalogue;
  for (const part of key.split('.')) v = (v as Record<string, unknown> | undefined)?.[part];
  if (typeof v === 'function') return String((v as (...a: unknown[]) => unknown)(X, X, X, X, X, X));
  return typeof v === 'string' ? v : undefined;
}

/** A message that opens with a letter opens with a capital one. */
const lowerStart = (text: string): boolean => /^\p{Ll}/u.test(text);

describe('messages start with a capital letter (issue 36 item 17)', () => {
  test('the check finds the thrown keys, and a lower-case start', () => {
    const keys = thrownKeys(
      'throw refused((t) => t.sheet.noSuchPlayer(name));\nthrow new UsageError(say((m) => m.rec.noContract));\n' +
        'throw new RuleViolation(sayIn((t, l) => t.event.gameRefused(g)));\nconst d = say((t) => t.core.word);\n' +
        'throw refuse((mm) => mm.pastSchedule(n, len));\nconst r = refused((t) => t.x);\n',
    );
    expect(keys).toEqual({
      shell: ['sheet.noSuchPlayer', 'x', 'event.gameRefused'],
      game: ['rec.noContract', 'pastSchedule'],
    });
    expect(lowerStart('manillen records trump')).toBe(true);
    expect(lowerStart('élan')).toBe(true);
    expect(lowerStart('Manillen records trump')).toBe(false);
    expect(lowerStart('--points 61 is not possible')).toBe(false);
    expect(rendered({ a: { b: (x: string, n: number) => `${x} and ${n + 1}` } }, 'a.b')).toBe('X and X1');
  });

  const files = sources('src');
  const shellKeys = [...new Set(files.flatMap((f) => thrownKeys(fs.readFileSync(path.join(ROOT, f), 'utf8')).shell))];

  test('the sources throw many messages (the check reads them)', () => {
    expect(shellKeys.length).toBeGreaterThan(150);
  });

  test.each([
    ['en', en],
    ['nl', nl],
  ] as const)('the shell catalogue (%s)', (_lang, catalogue) => {
    const low = shellKeys.filter((k) => {
      const text = rendered(catalogue, k);
      return text !== undefined && lowerStart(text);
    });
    expect(low).toEqual([]);
  });

  const games = fs.readdirSync(path.join(ROOT, 'src/games'), { withFileTypes: true }).filter((e) => e.isDirectory());
  test.each(games.map((g) => [g.name]))('the game folder %s', async (game) => {
    const keys = new Set(
      files
        .filter((f) => f.startsWith(`src/games/${game}/`))
        .flatMap((f) => thrownKeys(fs.readFileSync(path.join(ROOT, f), 'utf8')).game),
    );
    const { MESSAGES } = (await import(`../../src/games/${game}/messages.js`)) as { MESSAGES: Record<string, unknown> };
    const low = Object.entries(MESSAGES).flatMap(([lang, catalogue]) =>
      [...keys].filter((k) => lowerStart(rendered(catalogue, k) ?? '')).map((k) => `${lang}: ${k}`),
    );
    expect(low).toEqual([]);
  });
});

/**
 * Issues 22 and 35: a text lives in its language's files (src/i18n/<lang>/, a game folder's
 * messages.<lang>.ts and rules-text.<lang>.ts) and is used by key, so a third language is files only.
 * Inline pairs (`tx(en, nl)`, `{ en: '...', nl: '...' }`, `({ en, nl })[lang]`, a function taking an
 * English and a Dutch text), languages named in code (`lang === 'nl'`, `'en' | 'nl'`) are refused here,
 * file:line named, in every room and every game folder. A game's messages.ts, which lists its
 * catalogues, is the one place that names them.
 */
const LANGUAGE_FILE = /^src\/(i18n\/|games\/[^/]+\/(messages|rules-text)\.[a-z]{2}\.ts$|games\/[^/]+\/messages\.ts$)/;
const CHECKED: { dir: string; recursive: boolean; skip?: RegExp }[] = [
  { dir: 'src', recursive: false },
  ...['cli', 'commands', 'play', 'core', 'store', 'sheet', 'referee', 'rules', 'ui', 'evening', 'event', 'serve'].map(
    (room) => ({ dir: `src/${room}`, recursive: true }),
  ),
  { dir: 'src/games', recursive: true, skip: LANGUAGE_FILE },
];

const INLINE = [
  // A call, not a method (`.rule(`) nor a longer name (`ruleSet(`).
  { what: 'an inline pair', re: /(?<![.\w$])(tx|rule|usage|say2)\(/ },
  // The language compared with a language's code (not `lang !== undefined`, nor the Dutch word `'en'`).
  { what: 'a branch on the language', re: /\blang\s*[=!]==\s*'|'[a-z]{2}'\s*[=!]==\s*[\w.]*\blang\b/ },
  {
    what: 'the languages named',
    re: new RegExp(
      [
        String.raw`'en'\s*\|\s*'nl'`,
        String.raw`\(\s*\{\s*en,\s*nl\s*\}\s*\)`,
        String.raw`\ben(Texts)?,\s*nl(Texts)?\s*\}`,
        String.raw`\ben:\s*\w+,\s*nl:\s*\w+\s*\}`,
        String.raw`\ben:\s*string;\s*nl:\s*string`,
      ].join('|'),
    ),
  },
  // An object of texts per language (`{ en: {...}, nl: {...} }`, `{ en: '...', nl: '...' }`) kept in a room.
  { what: 'a catalogue of its own', re: /^\s*nl:\s*[{'"`]|\ben:\s*['"`][^'"`]*['"`],\s*nl:/ },
  // A function that takes a text in each language (`(en: string, nl: string)`, `whatNl`).
  { what: 'a text in each language as arguments', re: /\ben: string,\s*nl: string|\w+Nl\b/ },
];

function files(dir: string, recursive: boolean): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return recursive ? files(rel, true) : [];
    return /\.ts$/.test(e.name) ? [rel] : [];
  });
}

/** Each offending line as file:line: the text. Comments are left alone (they may quote the old forms). */
function inlineTexts(source: string, file: string): string[] {
  return source.split('\n').flatMap((line, i) => {
    const code = line.replace(/\/\/.*$/, '');
    if (/^\s*\*/.test(code)) return [];
    return INLINE.filter(({ re }) => re.test(code)).map(({ what }) => `${file}:${i + 1}: ${what}: ${line.trim()}`);
  });
}

describe('no inline texts outside the language files', () => {
  test('the check finds each form, and not a method or a longer name', () => {
    const found = inlineTexts(
      "throw usage('a', 'b');\nconst x = tx('a', 'b');\nconst t = c.lang === 'nl' ? 'j' : 'y';\n" +
        "g.rule('x');\nruleSet('x');\n// tx('in a comment')\nconst L = {\n  nl: {\n    x: 'y',\n  },\n};\n" +
        "const w = { en: 'took', nl: 'nam' };\nconst M = ({ en, nl })[lang];\nconst f = (l: 'en' | 'nl') => l;\n" +
        "points(key, 1, en, nl);\nconst g = (en: string, nl: string) => en;\nconst whyNl = 'x';\n" +
        "if (lang !== 'en') x();\nconst say = sayer({ en: enTexts, nl: nlTexts });\n" +
        'error: { en: string; nl: string };\n',
      'f.ts',
    );
    expect(found.map((f) => f.split(':').slice(0, 2).join(':'))).toEqual([
      'f.ts:1',
      'f.ts:2',
      'f.ts:3',
      'f.ts:8',
      'f.ts:12',
      'f.ts:13',
      'f.ts:14',
      'f.ts:16',
      'f.ts:17',
      'f.ts:18',
      'f.ts:19',
      'f.ts:20',
    ]);
  });

  test.each(CHECKED.map((c) => [c.dir, c] as const))('%s', (_dir, { dir, recursive, skip }) => {
    const found = files(dir, recursive)
      .filter((f) => !skip?.test(f))
      .flatMap((f) => inlineTexts(fs.readFileSync(path.join(ROOT, f), 'utf8'), f));
    expect(found).toEqual([]);
  });
});

/*
 * A language that lacks a text must not compile (issue 22 item 2): nl/<room>.ts is typed `typeof en`.
 * The compiler API on one room's pair of files (they import only i18n/lang.ts) with the smallest lib
 * keeps this fast; the second program reuses the first one's parsed files. tsc --noEmit checks all rooms.
 */
const dir = path.resolve('src/i18n');
const roots = [path.join(dir, 'nl/store.ts')];
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es5.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
};

/** The errors of the catalogues, with `edit` applied to the text of one file. */
function errors(
  file: string,
  edit: (text: string) => string,
  old?: ts.Program,
): { program: ts.Program; messages: string[] } {
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => {
    const text = read(name);
    return text !== undefined && path.resolve(name) === path.join(dir, file) ? edit(text) : text;
  };
  const program = ts.createProgram(roots, options, host, old);
  const messages = ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.relative(dir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
  return { program, messages };
}

test('the catalogues compile as they are, and not with one Dutch key removed', () => {
  const whole = errors('nl/store.ts', (text) => text);
  expect(whole.messages).toEqual([]);

  const line = /^ {2}fileNotFolder: .*\n/m;
  const missing = errors(
    'nl/store.ts',
    (text) => {
      expect(text).toMatch(line);
      return text.replace(line, '');
    },
    whole.program,
  );
  expect(missing.messages.length).toBeGreaterThan(0);
  expect(missing.messages.join('\n')).toMatch(/nl\/store\.ts: .*'fileNotFolder'/);
});

/**
 * `--help` in Dutch has no English left: every command, argument and option of the command line
 * (built in process, in Dutch, as main.ts builds it for `--lang nl --help`) shows a text of
 * src/i18n/nl.ts, not the English it was declared with in main.ts. A new command or option without
 * a text in src/i18n fails here.
 */

type CommandHelp = { d: string; a?: Record<string, string>; o?: Record<string, string>; x?: string[] };

let tafel: Command;
/** The record flags' help in each language, as the games' catalogues give it (games/index.ts recordFlagsHelp). */
const flagHelp: Record<string, Record<string, string>> = {};
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-i18n-'));

beforeAll(async () => {
  // Dutch, an empty data directory; with no command named, every command is built, with the record
  // flags' help as `record --help` loads it.
  const main = await import('../../src/main.js');
  const { createProgram } = await import('../../src/cli/program.js');
  const { startSession } = await import('../../src/cli/session.js');
  const { recordFlagsHelp } = await import('../../src/games/heads.js');
  for (const lang of ['en', 'nl'] as const) flagHelp[lang] = await recordFlagsHelp(lang);
  const args = ['--data-dir', home, '--lang', 'nl'];
  tafel = createProgram(args, { games: { flags: flagHelp.nl } }, startSession(args, main.processIo()));
});
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

/** Every command below the program with its path as in help.commands: 'new', 'judge trick', 'preset save'. */
function commands(cmd: Command, at = ''): [string, Command][] {
  return cmd.commands.flatMap((c) => {
    const p = at === '' ? c.name() : `${at} ${c.name()}`;
    return [[p, c] as [string, Command], ...commands(c, p)];
  });
}

const key = (long: string | undefined): string => (long ?? '').replace(/^--(no-)?/, '');
const entry = (t: Texts, p: string): CommandHelp | undefined =>
  (t.help.commands as Record<string, CommandHelp | undefined>)[p];
const optionText = (t: Texts, p: string, k: string): string | undefined =>
  entry(t, p)?.o?.[k] ?? flagHelp[t === nl ? 'nl' : 'en'][k];

describe('every help text of the command line comes from src/i18n, in Dutch', () => {
  test('the program and its global options', () => {
    expect(tafel.description()).toBe(nl.help.program);
    for (const o of tafel.options) {
      const text =
        key(o.long) === 'version' ? nl.help.version : (nl.help.options as Record<string, string>)[key(o.long)];
      expect([o.long, text]).toEqual([o.long, o.description]);
    }
  });

  test('every command (judge and preset subcommands too): description, examples, arguments, options', () => {
    const all = commands(tafel);
    expect(all.map(([p]) => p)).toEqual(expect.arrayContaining(['settle', 'preset save', 'judge score', 'completion']));
    const missing: string[] = [];
    const english: string[] = [];
    const check = (what: string, shown: string, dutch: string | undefined, englishText: string | undefined) => {
      if (dutch === undefined || englishText === undefined) missing.push(what);
      else if (shown !== dutch) missing.push(`${what}: shows "${shown}"`);
      else if (dutch === englishText) english.push(`${what}: "${dutch}"`);
    };
    for (const [p, c] of all) {
      check(`${p}`, c.description(), entry(nl, p)?.d, entry(en, p)?.d);
      // Top-level commands print examples (main.ts sub()); the catalogue must have them.
      if (!p.includes(' ') && !entry(nl, p)?.x?.length) missing.push(`${p}: examples`);
      for (const a of c.registeredArguments)
        check(`${p} <${a.name()}>`, a.description, entry(nl, p)?.a?.[a.name()], entry(en, p)?.a?.[a.name()]);
      for (const o of c.options)
        check(`${p} ${o.long}`, o.description, optionText(nl, p, key(o.long)), optionText(en, p, key(o.long)));
    }
    expect(missing).toEqual([]);
    expect(english).toEqual([]);
  });

  test('event new <game> lists the games that have club events, asked of the games, in each language', async () => {
    const main = await import('../../src/main.js');
    const { createProgram } = await import('../../src/cli/program.js');
    const { startSession } = await import('../../src/cli/session.js');
    const { gamesHelp } = await import('../../src/cli/help.js');
    const { GAMES } = await import('../../src/games/index.js');
    // The rule: a game has events unless its manifest says why not (Zwikken, Toepen).
    const withEvents = GAMES.filter((g) => !('none' in g.event)).map((g) => g.id);
    for (const [lang, or] of [
      ['en', ' or '],
      ['nl', ' of '],
    ] as const) {
      const args = ['--data-dir', home, '--lang', lang, 'event', 'new', '--help'];
      const p = createProgram(args, { games: await gamesHelp(args, lang) }, startSession(args, main.processIo()));
      const game = p.commands.find((c) => c.name() === 'event')?.commands.find((c) => c.name() === 'new')
        ?.registeredArguments[0];
      const [head, list] = (game?.description ?? '').split(': ');
      expect(head).toBe((lang === 'en' ? en : nl).help.commands['event new'].a?.game);
      expect(list.split(or).flatMap((part) => part.split(', '))).toEqual(withEvents);
    }
  });

  test('each language has the same examples per command, so neither is stale', () => {
    const counts = (t: Texts) =>
      Object.fromEntries(Object.entries(t.help.commands).map(([p, h]) => [p, (h as CommandHelp).x?.length ?? 0]));
    expect(counts(nl)).toEqual(counts(en));
    expect(nl.help.programExamples.length).toBe(en.help.programExamples.length);
  });
});

describe('tafel games in Dutch', () => {
  test('the values column says its number ranges in Dutch and the footer says what the typed values mean', async () => {
    const { runGames } = await import('../../src/commands/games.js');
    const ctx = testCtx({ lang: 'nl', width: 200 });
    // Each game's settings table (`tafel games <game>`; `tafel games` alone lists the games).
    const { GAMES } = await import('../../src/games/index.js');
    const texts = await Promise.all(GAMES.map(async (g) => (await runGames(ctx, g.id)).text(ctx)));
    const text = texts.join('\n');
    expect(text).not.toMatch(/whole number|setting|meaning/);
    expect(text).toMatch(/een geheel getal 0\.\.10000/);
    expect(text).toMatch(/een positief geheel getal\|none/);
    expect(text).toMatch(/off = uit/);
  });
});

describe('tafel rules in Dutch', () => {
  test('topics are listed under Dutch words that find them (telling, verzaken); English ids stay', async () => {
    const { runRules } = await import('../../src/commands/rules.js');
    const ctx = (lang: 'en' | 'nl') => testCtx({ lang, width: 100 });
    const nlList = await (await runRules(ctx('nl'), 'kleurenwiezen', undefined, {})).text(ctx('nl'));
    expect(nlList).toMatch(/^ {2}telling +Puntentelling/m);
    expect(nlList).toMatch(/^ {2}verzaken +Verzaken/m);
    expect(nlList).not.toMatch(/^ {2}(scoring|revoke|players|overview|bidding) /m);
    const enList = await (await runRules(ctx('en'), 'kleurenwiezen', undefined, {})).text(ctx('en'));
    expect(enList).toMatch(/^ {2}scoring +Scoring/m);
    // The listed word is what one types: it shows the same topic.
    const shown = await (await runRules(ctx('nl'), 'kleurenwiezen', 'telling', {})).text(ctx('nl'));
    expect(shown.split('\n')[0]).toMatch(/^Puntentelling/);
  });
});

describe('counts take their plural, never "(s)"', () => {
  test.each([
    [1, 'The event vr is back, with 1 table sheet.', 'Het toernooi vr is terug, met 1 tafelblad.'],
    [3, 'The event vr is back, with 3 table sheets.', 'Het toernooi vr is terug, met 3 tafelbladen.'],
  ])('%i', (n, english, dutch) => {
    expect(en.event.eventUndeleted('vr', n)).toBe(english);
    expect(nl.event.eventUndeleted('vr', n)).toBe(dutch);
    expect(en.event.renamed('Ann', 'Anna', n)).toBe(
      `Ann is now Anna, in the event and in ${n} table ${n === 1 ? 'sheet' : 'sheets'}.`,
    );
  });

  // Nor a verb as "haalde(n)": the shell's catalogues and every game's own (messages.en.ts, messages.nl.ts).
  test('no catalogue text writes a count as "(s)" or "(en)", or a verb as "(n)"', async () => {
    // A function's text without its parameters and the code in its ${...} (`pts(n)` is a call, not a plural).
    const flat = (o: unknown): string[] =>
      typeof o === 'function'
        ? [
            String(o)
              .replace(/^[^=]*=>/, '')
              .replace(/\$\{[^}]*\}/g, ''),
          ]
        : typeof o === 'string'
          ? [o]
          : o && typeof o === 'object'
            ? Object.values(o).flatMap(flat)
            : [];
    const games = path.join(ROOT, 'src', 'games');
    const own = fs
      .readdirSync(games)
      .flatMap((g) => ['en', 'nl'].map((l) => path.join(games, g, `messages.${l}.ts`)))
      .filter((f) => fs.existsSync(f));
    expect(own.length).toBeGreaterThan(10);
    const catalogues = [en, nl, ...(await Promise.all(own.map((f) => import(f))))];
    expect(catalogues.flatMap(flat).filter((t) => /[a-z]\((s|en|n)\)/.test(t))).toEqual([]);
  });
});
