import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, tafel as run, tempHomes, type Run, type RunOptions } from '../helpers/cli.js';
import { HEADS } from '../../src/games/heads.js';
import { GAMES } from '../../src/games/index.js';
import { pages, parseReadme, prerequisites } from '../readme/readme.js';
import type { Choice, Prompter } from '../../src/play/prompter.js';
import { runPlay } from '../../src/play/run.js';
import { en } from '../../src/i18n/en/index.js';
import { Store } from '../../src/store/store.js';
import { testCtx } from '../helpers/ctx.js';
import { HOST } from '../helpers/host.js';
import { pseudo, TOPIC_IDS, unmarkedRest } from './pseudo-mark.js';

/*
 * Issue 35 §3, the proof that a language is its files: a build of tafel whose English catalogues are a
 * pseudo-language (every text of src/i18n/en/ and of each game's messages.en.ts and rules-text.en.ts marked
 * ⟦…⟧), run in English over every surface a user reads: every command's help, the refusals, every game's
 * rules and topics, sheets, exports, the board's page, and table mode's questions. Whatever is left once the
 * marked spans are taken out may hold only data (the names and values this test typed, numbers, dates, card
 * codes, flags, command names and the identifiers that are never translated by design): any other word came
 * from no catalogue, and a French catalogue could not translate it.
 *
 * A failure names each word with the command that printed it. PSEUDO_DUMP=<file> also writes them to the file
 * and keeps the pseudo build (its bin/tafel.cjs in <file>.bin) to run a command by hand.
 */

/** The English catalogues: the shell's rooms and each game's messages and rules text (not the lists that join them). */
const EN_FILE = /[\\/]src[\\/](?:i18n[\\/]en[\\/][\w-]+|games[\\/][\w-]+[\\/](?:messages|rules-text)\.en)\.ts$/;
const MARK = path.join(ROOT, 'test', 'i18n', 'pseudo-mark.ts');

/** An esbuild plugin: each `export const x` of an English catalogue is exported as pseudo(x). */
const pseudoPlugin = {
  name: 'pseudo-english',
  setup(build: {
    onLoad(o: { filter: RegExp }, f: (a: { path: string }) => { contents: string; loader: 'ts' } | undefined): void;
  }) {
    build.onLoad({ filter: EN_FILE }, (args) => {
      // The list that joins the rooms is no catalogue of its own (scripts/lazy-imports.js makes it lazy).
      if (path.basename(args.path) === 'index.ts') return undefined;
      const names: string[] = [];
      const body = fs.readFileSync(args.path, 'utf8').replace(/^export const (\w+)/gm, (_, name: string) => {
        names.push(name);
        return `const ${name}`;
      });
      if (names.length === 0) throw new Error(`pseudo: no exported text in ${args.path}`);
      const ids = /rules-text\.en\.ts$/.test(args.path) ? ', __ids' : '';
      const exports = names.map(
        (n) => `const __pseudo_${n} = __pseudo(${n}${ids});\nexport { __pseudo_${n} as ${n} };`,
      );
      const head = `import { pseudo as __pseudo, TOPIC_IDS as __ids } from ${JSON.stringify(MARK)};`;
      return {
        contents: `${head}\n${body}\n${exports.join('\n')}\n`,
        loader: 'ts',
      };
    });
  },
};

/* ---------------------------------------------------------------------------------------------- */
/* The checker                                                                                     */
/* ---------------------------------------------------------------------------------------------- */

/** The players and other names this test types: data, shown as typed. */
const PLAYERS = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const TYPED = [...PLAYERS, 'Kantine', 'Zaal'];

/**
 * The games' own words, the names players give contracts and calls at the table in every language (a contract's
 * name is what `tafel record` takes): tafel shows them as the table says them, in a sheet's rows and the rules'
 * tables. Kept short on purpose: a word here is never a sentence's.
 */
const GAME_WORDS = ['miserie', 'misère', 'grote', 'kleine', 'beter', 'zonder', 'oud', 'mee', 'tegen', 'voor', 'dood'];
/** The paper marks of a Klaverjassen sheet (N, P, TP, V, from the Dutch rulebook), written alike in every language. */
GAME_WORDS.push('TP');

/**
 * Words that are data by design, never translated: the program's name, game ids and their other names, rule-set
 * ids; the rest is filled from the program itself before any test (beforeAll: command and argument names from
 * the help, house-rule keys and values from the games, topic ids from `tafel rules`), so it grows with tafel.
 */
const IDENTIFIERS = new Set<string>(['tafel', 'help', ...TYPED, ...GAME_WORDS]);
for (const g of HEADS) {
  for (const id of [g.id, ...g.ruleSets, ...Object.keys(g.aliases ?? {})])
    for (const w of id.split('-')) IDENTIFIERS.add(w);
}

/** A token that is data whatever its letters: a flag, a path, a date or time, a number or money, a card or its code. */
const DATA_TOKEN = [
  /^--?[a-z][\w-]*(=\S*)?$/, // a flag (--players, -h), with its value
  /^[\w.-]*\/[\w./-]*$/, // a path (its letters are the user's)
  /^\d{4}-\d{2}-\d{2}(-[\w-]+)?$/, // a date, a sheet id
  /^[+-−]?[\d.,:%×x/]+$/, // a number, money, a time, a score
  /^(10|[2-9JQKA])[HSDC]$/, // a card
  /^c\d+$/, // a correction's number
  /^[a-z]+:\/\/\S+$/, // a link (its key is random)
  // An argument's placeholder (<id>, [game], <key=value...>) is spelled as the program names it, in every
  // language; commander's own words in brackets ([options], [command]) are texts, and must be marked.
  /^[<[](?!options\b|command\b)[\w=.:-]+(\.\.\.)?[>\]]$/,
];

/**
 * A text with each table read column by column: a cell's text wrapped over several lines is one text again, and
 * one cut to fit (…) ends there, as its marker would have.
 */
function untabled(text: string): string {
  const out: string[] = [];
  let columns: { text: string; open: number }[] = [];
  const flush = () => {
    out.push(...columns.map((c) => c.text));
    columns = [];
  };
  for (const line of text.split('\n')) {
    if (!line.includes('│')) {
      flush();
      out.push(line);
      continue;
    }
    line.split('│').forEach((raw, i) => {
      columns[i] ??= { text: '', open: 0 };
      const c = columns[i];
      let cell = raw.trim();
      c.open += (cell.match(/⟦/g)?.length ?? 0) - (cell.match(/⟧/g)?.length ?? 0);
      if (cell.endsWith('…') && c.open > 0) {
        cell += '⟧';
        c.open--;
      }
      c.text += ` ${cell}`;
    });
  }
  flush();
  return out.join('\n');
}

/** Every word of `text` that is not in a marked span and is not data (nor one of `typed`), once. */
function leaks(text: string, typed: ReadonlySet<string> = new Set()): string[] {
  // Colour codes and table borders carry no words; a marker left alone (a span cut in two) is a leak itself.
  const rest = unmarkedRest(untabled(text.replace(/\x1b\[[\d;]*m/g, '')));
  const found = new Set<string>();
  for (const m of rest.matchAll(/[⟦⟧]/g)) found.add(`a lone ${m[0]}`);
  for (const raw of rest.split(/\s+/)) {
    const token = raw.replace(/^[^\w<[-]+|[^\w%>\]]+$/gu, '').replace(/^\((?=[<[])|(?<=[>\]])\)$/g, '');
    if (token === '' || DATA_TOKEN.some((re) => re.test(token)) || IDENTIFIERS.has(token)) continue;
    for (const [word] of token.matchAll(/\p{L}[\p{L}\p{M}'’]*/gu)) {
      // One letter, or one letter again and again: an abbreviation, a chart's plotted points (ooo).
      const data =
        IDENTIFIERS.has(word) ||
        typed.has(word.toLowerCase()) ||
        /^(\p{L})\1*$/u.test(word) ||
        // A player's name cut short where the board has no room (Ber for Bert).
        PLAYERS.some((p) => word.length >= 2 && p.startsWith(word));
      if (!data) found.add(word);
    }
  }
  return [...found];
}

/** An HTML text's entities read. */
const unescaped = (html: string): string =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&');

/**
 * The text a reader sees in an exported file or a page: an HTML page's text (not its tags, styles or scripts),
 * what a screen reader says (aria-label), and the texts a page hands its script (data-live, data-lost, and the
 * strings of data-t); else the file as it is.
 */
function visible(text: string, file: string): string {
  if (!file.endsWith('.html')) return text;
  const said = [...text.matchAll(/\s(?:aria-label|data-live|data-lost)="([^"]*)"/g)].map((m) => unescaped(m[1]));
  for (const [, json] of text.matchAll(/\sdata-t="([^"]*)"/g)) {
    JSON.parse(unescaped(json), (_k, v) => {
      if (typeof v === 'string') said.push(v);
      return v;
    });
  }
  const shown = unescaped(text.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' '));
  return [shown, ...said].join('\n');
}

/* ---------------------------------------------------------------------------------------------- */
/* The pseudo build                                                                                */
/* ---------------------------------------------------------------------------------------------- */

const homes = tempHomes();
let dir: string;
let bin: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-pseudo-'));
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.copyFileSync(path.join(ROOT, 'bin', 'tafel.cjs'), path.join(dir, 'bin', 'tafel.cjs'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  // Named by a variable: the build script is JavaScript without types, imported as it is.
  const script = '../../scripts/build.js';
  const { buildBundle } = (await import(script)) as {
    buildBundle(dist: string, plugins: unknown[]): Promise<void>;
  };
  await buildBundle(path.join(dir, 'dist'), [pseudoPlugin]);
  bin = path.join(dir, 'bin', 'tafel.cjs');
  if (process.env.PSEUDO_DUMP) fs.writeFileSync(`${process.env.PSEUDO_DUMP}.bin`, bin);
  // The help first: it names the commands and arguments, which every other surface may print as typed.
  const home = homes();
  // Every game's topic ids (tafel rules lists them) and house rules (keys, defaults, the values one may --set).
  for (const g of GAMES) {
    for (const { id: rules } of g.ruleSets) {
      for (const s of g.settings(rules)) {
        for (const v of [s.key, s.default, ...s.values.split('|')]) if (/^[\w.-]+$/.test(v)) IDENTIFIERS.add(v);
      }
      const json = JSON.parse((await tafel(home, ['rules', g.id, '--rules', rules, '--json'])).stdout) as {
        topics: { id: string }[];
      };
      for (const t of json.topics) {
        IDENTIFIERS.add(t.id);
        topics.push([g.id, rules, t.id]);
      }
    }
  }
  const walk = async (cmd: string[], text: string) => {
    // The Arguments section names each argument bare, as the usage line spells it in brackets.
    for (const [, words] of text.matchAll(/[<[]([\w=.-]+)(?:\.\.\.)?[>\]]/g))
      if (words !== 'options' && words !== 'command') for (const w of words.split(/[=.-]/)) IDENTIFIERS.add(w);
    for (const name of commandsIn(text)) {
      IDENTIFIERS.add(name);
      const sub = [...cmd, name];
      const r = await check(help, home, [...sub, '--help']);
      await check(help, home, ['help', ...sub]);
      helpRuns += 2;
      await walk(sub, r.stdout);
    }
  };
  await walk([], (await check(help, home, ['--help'])).stdout);
}, 120_000);

/** Every game's topics under every rule set: [game, rules, topic]. */
const topics: [string, string, string][] = [];
/** What the help printed: every command's and subcommand's. */
const help: Printed = [];
let helpRuns = 1;

afterAll(() => {
  if (dir && !process.env.PSEUDO_DUMP) fs.rmSync(dir, { recursive: true, force: true });
});

async function tafel(home: string, args: string[], opts: RunOptions = {}): Promise<Run> {
  return run(home, args, { ...opts, bin });
}

/**
 * What each run printed (both streams), checked at the end of its test once the identifiers are all known, with
 * the words typed before it (names, titles, reasons: the user's data, shown as typed).
 */
type Printed = { what: string; text: string; typed?: ReadonlySet<string> }[];

/**
 * Runs `args` and keeps what it printed in `printed`. A --json run prints a document for programs: its keys and
 * values are the format's, not texts (what it says to a person is checked where a person reads it).
 */
async function check(
  printed: Printed,
  home: string,
  args: string[],
  opts: RunOptions = {},
  typed?: ReadonlySet<string>,
): Promise<Run> {
  const r = await tafel(home, args, opts);
  const text = args.includes('--json') ? r.stderr : `${r.stdout}\n${r.stderr}`;
  printed.push({ what: `tafel ${args.join(' ')}`, text, typed });
  return r;
}

/** Every leak of every run, as `tafel <args>: word`. */
const leaksOf = (printed: Printed): string[] => {
  const found = printed.flatMap(({ what, text, typed }) => leaks(text, typed).map((w) => `${what}: ${w}`));
  if (process.env.PSEUDO_DUMP) fs.appendFileSync(process.env.PSEUDO_DUMP, found.map((f) => `${f}\n`).join(''));
  return found;
};

/** What the test's phone sends a scorer's link: [action, line]. */
const SCORER_SENDS: [string, string][] = [
  ['preview', 'zz'],
  ['preview', 'ann 92 roem ann=20'],
  ['deal', 'zz'],
  ['deal', 'ann 92'],
  ['undo', ''],
  ['redo', ''],
  ['undo', ''],
];

/** `tafel new` for a game, four players (every game seats four), and Zwikken's stake. */
function newSheet(game: string): string[] {
  return ['new', game, '--players', 'Ann,Bert,Cis,Dirk', ...(game === 'zwikken' ? ['--stake', '0.10'] : [])];
}

/** The names listed under the help's commands section (the heading whose words say Commands). */
function commandsIn(help: string): string[] {
  const names: string[] = [];
  let inCommands = false;
  for (const line of help.split('\n')) {
    if (/^\S/.test(line)) inCommands = /Commands/.test(line);
    const m = inCommands ? /^ {2}([a-z][\w-]*)((?:\|[\w-]+)*)/.exec(line) : null;
    if (m && m[1] !== 'help') names.push(m[1], ...m[2].split('|').filter(Boolean));
  }
  return names;
}

describe('the checker', () => {
  test('finds a planted unmarked word, and passes marked texts, nested ones and data', () => {
    expect(leaks('⟦Renamed ⟦Ann⟧ to Bert.⟧')).toEqual([]);
    expect(leaks('⟦Seats:⟧ Ann, Bert, Cis\n│ 12 │ -3.50 │ 2026-12-02-zwikken │ --players │ 10H')).toEqual([]);
    expect(leaks('⟦Next to deal:⟧ Ann (*), Bert leads (>)')).toEqual(['leads']);
    expect(leaks('Usage: ⟦tafel⟧')).toEqual(['Usage']);
    expect(leaks('⟦cut in two')).toContain('a lone ⟦');
    expect(leaks('│ ⟦per │ ⟦best  │\n│ deal⟧ │ even… │\n│ 10 │ Ann │')).toEqual([]);
    expect(leaks('│ ⟦per │ best  │\n│ deal⟧ │ ⟦even… │')).toEqual(['best']);
    expect(leaks('\x1b[1m⟦total⟧\x1b[0m dealt')).toEqual(['dealt']);
  });
});

describe('every text a user reads comes from a catalogue (pseudo-English build)', () => {
  test('help: tafel --help, every command and subcommand with --help and through tafel help', () => {
    expect(helpRuns).toBeGreaterThan(120);
    expect(leaksOf(help)).toEqual([]);
  });

  test('rules: every game, every rule set, every topic, the list and a search', async () => {
    const home = homes();
    const found: Printed = [];
    await check(found, home, ['rules']);
    await check(found, home, ['rules', '--search', 'troef']);
    for (const g of HEADS) for (const rules of g.ruleSets) await check(found, home, ['rules', g.id, '--rules', rules]);
    for (const [game, rules, topic] of topics) await check(found, home, ['rules', game, topic, '--rules', rules]);
    expect(topics.length).toBeGreaterThan(100);
    expect(leaksOf(found)).toEqual([]);
  });

  // The manual's examples are a tour of every command as a user types it: new sheets of every game, deals,
  // corrections, exports, events, seasons, the referee. Each page runs in a fresh data directory (after the
  // pages it builds on, as the walk-through test does), in English: a line that asks for Dutch is left out.
  test('the manual: every example of README.md and docs/ and the files they export', async () => {
    const found: Printed = [];
    const read = (p: string) => fs.readFileSync(path.join(ROOT, p), 'utf8');
    const cwd = process.cwd();
    let steps = 0;
    // A page that builds on one other page starts from a copy of that page's data directory, not its runs again.
    const after = new Map<string, { home: string; typed: Set<string> }>();
    const first = pages(ROOT).filter((p) => prerequisites(read(p)).length === 0);
    try {
      for (const page of [...first, ...pages(ROOT).filter((p) => !first.includes(p))]) {
        const own = parseReadme(read(page));
        if (own.length === 0) continue;
        const home = homes();
        process.chdir(home);
        const written: string[] = [];
        let before = prerequisites(read(page));
        const base = before.length === 1 ? after.get(before[0]) : undefined;
        if (base) {
          fs.cpSync(base.home, home, { recursive: true });
          before = [];
        }
        const typed = new Set<string>(base?.typed);
        for (const p of [...before, page]) {
          for (const s of parseReadme(read(p))) {
            if (s.args.includes('--lang') || s.args[0] === 'lang' || s.args[0] === 'serve') continue;
            // A word typed is data from then on: a value of a flag (names, titles, reasons), not a flag or command.
            for (const a of s.args.slice(1)) {
              if (a.startsWith('-')) continue;
              for (const [w] of a.matchAll(/\p{L}[\p{L}\p{M}'’]*/gu)) typed.add(w.toLowerCase());
            }
            await check(found, home, s.args, { env: { NO_COLOR: '1', COLUMNS: '' } }, new Set(typed));
            if (p === page) steps++;
            const out = s.args.indexOf('--out');
            if (out >= 0 && p === page) written.push(s.args[out + 1]);
          }
        }
        after.set(page, { home, typed });
        // What the examples exported into files. A JSON backup's strings are the user's data and ids, and an
        // event's CSV is a data format whose keys and column names the event spec fixes (events.md, export).
        for (const f of new Set(written)) {
          if (f.endsWith('.json') || !fs.existsSync(path.join(home, f))) continue;
          const text = fs.readFileSync(path.join(home, f), 'utf8');
          if (f.endsWith('.csv') && text.replace(/^\uFEFF/, '').startsWith('key')) continue;
          found.push({ what: `${page}: ${f}`, text: visible(text, f), typed: new Set(typed) });
        }
      }
    } finally {
      process.chdir(cwd);
    }
    expect(steps).toBeGreaterThan(150);
    expect(leaksOf(found)).toEqual([]);
  });

  // A representative bad input for every command, and for every game each record flag with a value that fits
  // none of them, a contract it does not know, and the referee's questions with nonsense: the refusals.
  test('refusals: a bad input for every command, every record flag of every game, the referee', async () => {
    const home = homes();
    const found: Printed = [];
    const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];
    const bad: string[][] = [
      ['sheet'],
      ['record', 'samen', '8'],
      ['nosuch'],
      ['--lang', 'fr', 'sheets'],
      ['lang', 'fr'],
      ['new', 'nosuch', ...FOUR],
      ['new', 'kleurenwiezen'],
      ['new', 'kleurenwiezen', '--players', 'Ann'],
      ['new', 'kleurenwiezen', ...FOUR, '--rules', 'nosuch'],
      ['new', 'kleurenwiezen', ...FOUR, '--set', 'nosuch=1'],
      ['new', 'kleurenwiezen', ...FOUR, '--set', 'deals=x'],
      ['new', 'zwikken', ...FOUR],
      ['use', 'nosuch'],
      ['sheet', 'nosuch'],
      ['games', 'nosuch'],
      ['rules', 'nosuch'],
      ['rules', 'kleurenwiezen', 'nosuch'],
      ['rules', 'kleurenwiezen', '--rules', 'nosuch'],
      ['rules', '--search', 'zzzz'],
      ['judge', 'rank', 'nosuch', 'a', 'b'],
      ['export', '--format', 'pdf'],
      ['export', '--evening', 'someday'],
      ['import', path.join(home, 'missing.json')],
      ['settle', '--rate', 'x'],
      ['settle', '--evening', 'today'],
      ['stats', '--game', 'nosuch'],
      ['preset', 'show', 'nosuch'],
      ['preset', 'delete', 'nosuch'],
      ['undelete', 'nosuch'],
      ['completion', 'nosuch'],
      ['serve', '--port', 'x'],
      ['play'],
      ['event', 'draw'],
      ['event', 'show', 'nosuch'],
      ['event', 'new', 'zwikken', '--entrants', 'Ann,Bert'],
      ['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert'],
      ['season', 'new', 'x', '--game', 'nosuch'],
      ['season', 'standings', 'nosuch'],
    ];
    for (const args of bad) await check(found, home, args);
    for (const g of HEADS) {
      await check(found, home, newSheet(g.id));
      const sheet: string[][] = [
        ['record'],
        ['record', 'nosuch'],
        ['record', '--nosuch'],
        ...Object.entries(g.flags).map(([flag, spec]) => ['record', `--${flag}`, ...(spec.arg ? ['Zed'] : [])]),
        ['edit', '9'],
        ['undo'],
        ['redo'],
        ['correct', 'Ann=x'],
        ['correct', 'Zed=1', '--reason', 'Kantine'],
        ['rename', 'Zed', 'Ann'],
        ['seats', 'Ann', 'Zed'],
        ['dealer', 'Zed'],
        ['set', 'nosuch=1'],
        ['reopen'],
        ['delete'],
        ['judge', 'rank', g.id, 'nosuch', 'nosuch'],
        ['judge', 'trick', g.id, 'ZZ', '1Z'],
        ['judge', 'play', g.id, '--hand', 'ZZ'],
        ['judge', 'score', g.id, '--nosuch'],
        ['judge', 'score', g.id],
      ];
      for (const args of sheet) await check(found, home, args);
    }
    expect(found.filter((f) => !/^\n?$/.test(f.text)).length).toBeGreaterThan(200);
    expect(leaksOf(found)).toEqual([]);
  });

  // On a terminal the same commands lay out otherwise: colour, a box that fits, a narrowed list under 80 columns.
  test('on a colour terminal, at 80 and 60 columns: the sheet, the games, a chart, statistics, a rule', async () => {
    const home = homes();
    const found: Printed = [];
    await tafel(home, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(home, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    await tafel(home, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '5']);
    for (const columns of [80, 60]) {
      for (const args of [
        ['sheet'],
        ['sheets'],
        ['games'],
        ['games', 'belote'],
        ['chart'],
        ['stats'],
        ['rules', 'kleurenwiezen', 'troel'],
        ['record', '--nosuch'],
      ])
        await check(found, home, args, { tty: true, columns });
    }
    expect(found[0].text).toContain('\x1b[');
    expect(leaksOf(found)).toEqual([]);
  });

  // The board's pages, as a phone at the table reads them: their visible text (scripts and styles aside), for a
  // sheet, an evening and an event, and with --scorer the scorer's, each table's, the organiser's and the cards.
  test('the board: the pages of a sheet, an evening, an event, its scorers and organiser', async () => {
    const home = homes();
    const found: Printed = [];
    await tafel(home, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(home, ['record', '--taker', 'Ann', '--points', '92', '--roem', 'Ann=20']);
    await tafel(home, ['record', '--taker', 'Bert', '--points', '70']);
    await tafel(home, ['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Kantine,Zaal']);
    await tafel(home, ['event', 'draw']);
    const ways = [[], ['--evening', 'today'], ['--event'], ['--scorer'], ['--event', '--scorer']];
    let pages = 0;
    let answers = 0;
    for (const which of ways) {
      const stop = new AbortController();
      const args = ['serve', ...which, '--host', '127.0.0.1', '--port', '0', '--no-qr'];
      // Every link it prints (the board's, a scorer's, a table's, the organiser's and its table cards) has a
      // fresh secret in its path; the last line says how to stop it.
      let told: (urls: string[]) => void = () => undefined;
      const printed = new Promise<string[]>((resolve) => (told = resolve));
      const onStdout = (text: string) => {
        if (/Ctrl-C/.test(text)) told([...text.matchAll(/http:\/\/[^\s⟧)]+/g)].map((m) => m[0]));
      };
      const running = tafel(home, args, { signal: stop.signal, onStdout });
      try {
        for (const url of await printed) {
          const page = await (await fetch(url)).text();
          expect(page).toMatch(/⟦[^⟧<]+⟧/);
          const what = `tafel ${args.join(' ')}: ${url.replace(/\/[\w-]{20,}/, '/<key>')}`;
          found.push({ what, text: visible(page, 'page.html') });
          pages++;
          // A scorer's link answers what its phone sends: a line refused, a preview, a deal, an undo and a redo
          // (the organiser's link takes none of them: its answer is no JSON).
          if (!url.endsWith('/')) continue;
          for (const [action, line] of SCORER_SENDS) {
            const r = await fetch(`${url}${action}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin },
              body: JSON.stringify({ line, rows: 0, round: 0 }),
            });
            if (!/json/.test(r.headers.get('content-type') ?? '')) continue;
            const answer = (await r.json()) as Record<string, unknown>;
            const said = ['reason', 'preview', 'said'].map((k) => answer[k]).filter((v) => typeof v === 'string');
            found.push({ what: `${what} ${action} "${line}"`, text: said.join('\n') });
            answers += said.length;
          }
        }
      } finally {
        stop.abort('SIGINT');
      }
      const r = await running;
      found.push({ what: `tafel ${args.join(' ')}`, text: `${r.stdout}\n${r.stderr}` });
    }
    expect(pages).toBeGreaterThanOrEqual(10);
    expect(answers).toBeGreaterThanOrEqual(10);
    expect(leaksOf(found)).toEqual([]);
  });
});

/**
 * The refusals no run above reaches (a hostile or newer file, a race) are rendered from the same catalogues; what
 * could still print words of no catalogue is the code around the key: words handed to it as a value
 * (`t.event.badField('the file')`). Read from the sources: every text rendered by key (say, sayIn, both, texts,
 * refused, misused and a game's refuse/misuse) whose pick hands the key a literal of two words or more.
 */
const LANGUAGE_FILE = /^src\/(i18n\/|games\/[^/]+\/(messages|rules-text)\.[a-z]{2}\.ts$|games\/[^/]+\/messages\.ts$)/;
const PICK = /\b(?:say|sayIn|both|texts|refused|misused|refuse|misuse)\(\s*\(?\w+(?:,\s*\w+)?\)?\s*=>/g;

/** Each pick in `source` that hands its key words, as `line: the words`. */
function wordsHanded(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(PICK)) {
    let i = source.indexOf('(', m.index) + 1;
    for (let depth = 1; i < source.length && depth > 0; i++)
      depth += source[i] === '(' ? 1 : source[i] === ')' ? -1 : 0;
    const literals = [...source.slice(m.index, i).matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((l) =>
      (l[1] ?? l[2] ?? l[3]).replace(/\$\{[^}]*\}/g, ' '),
    );
    const words = literals.filter((l) => /\p{L}{2,} +\p{L}{2,}/u.test(l));
    if (words.length > 0) found.push(`${source.slice(0, m.index).split('\n').length}: ${words.join(' | ')}`);
  }
  return found;
}

describe('the messages no run reaches', () => {
  test('the check finds words handed to a key, and passes values, flags and lists of identifiers', () => {
    expect(
      wordsHanded(
        "throw corrupt(file, say((t) => t.event.badField('the file')));\n" +
          "throw misused((t) => t.event.badChoice('--prizes', v, '<n>, formule-van-4, none'));\n" +
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source read holds a template
          'const x = say((t) => t.sheet.seats(`Seats of ${a} and ${b}`));\n' +
          "throw refuse((m) => m.rec.noContract(deal.id, 'Ann'));\n",
      ),
    ).toEqual(['1: the file', '3: Seats of   and  ']);
  });

  test('no text rendered by key is handed words outside the language files', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(rel);
        else if (rel.endsWith('.ts') && !LANGUAGE_FILE.test(rel)) files.push(rel);
      }
    };
    walk('src');
    const found = files.flatMap((f) =>
      wordsHanded(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((w) => `${f}:${w}`),
    );
    expect(files.length).toBeGreaterThan(150);
    expect(found).toEqual([]);
  });
});

/**
 * Table mode asks on a terminal, which no in-process run has; its questions are asked here from src/ with this
 * file's copy of the English catalogues marked the same way (Jest gives each test file its own modules), by a
 * player who answers every question with the next answer in turn (the first choice, then the second...), so that
 * deal after deal takes another way through the game's questions, its refusals and the loop's actions.
 */
describe("table mode: every game's questions, answers, hints and what the loop says", () => {
  beforeAll(async () => {
    // What runPlay imports when it starts, loaded first (Jest's modules loaded by two imports at once can fail).
    await import('../../src/play/loop.js');
    await import('../../src/play/start.js');
    const shell = en as unknown as Record<string, unknown>;
    for (const k of Object.keys(shell)) shell[k] = pseudo(shell[k]);
    for (const g of GAMES) {
      // In place: the game's MESSAGES and its rules text's tables read this very object.
      const m = (await import(`../../src/games/${g.id}/messages.en.js`)).en as Record<string, unknown>;
      for (const k of Object.keys(m)) m[k] = pseudo(m[k]);
      // The loop's look-up shows the rules text: marked in place (a module's export is read-only, its object not).
      const text = (await import(`../../src/games/${g.id}/rules-text.en.js`)).text as Record<string, unknown>;
      for (const k of Object.keys(text)) if (!TOPIC_IDS.has(k)) text[k] = pseudo(text[k], TOPIC_IDS);
    }
  });

  test.each(GAMES.map((g) => [g.id]))('%s', async (game) => {
    const home = homes();
    await tafel(home, newSheet(game));
    const found: Printed = [];
    let asked = 0;
    for (let turn = 0; turn < 4; turn++) {
      const p = new Turns(turn, 30);
      const ctx = testCtx({ store: new Store(home, HOST), width: 1000 });
      await runPlay(ctx, undefined, p).catch((e: Error) => {
        if (e.name !== 'ExitPromptError') throw e;
      });
      found.push({ what: `tafel play (${game}, way ${turn})`, text: p.seen.join('\n') });
      asked += p.asked;
    }
    expect(asked).toBeGreaterThan(20);
    expect(leaksOf(found)).toEqual([]);
  });
});

/** A player who answers in turn: the n-th choice of a list at the n-th question (from `way` on), until `most`. */
class Turns implements Prompter {
  readonly seen: string[] = [];
  asked = 0;
  readonly rows = 1000;
  // Wide enough that no text is cut (a cut text loses its closing marker).
  readonly columns = 1000;
  constructor(
    private readonly way: number,
    private readonly most: number,
  ) {}

  private ask(message: string, choices: Choice<unknown>[] = []): number {
    if (this.asked++ >= this.most) {
      const e = new Error('enough');
      e.name = 'ExitPromptError';
      throw e;
    }
    this.seen.push(message, ...choices.flatMap((c) => [c.name, c.description ?? '']));
    return (this.way + this.asked) % Math.max(1, choices.length);
  }
  async select<T>(q: { message: string; choices: Choice<T>[] }): Promise<T> {
    return this.pick(q.message, q.choices);
  }
  private pick<T>(message: string, choices: Choice<T>[]): T {
    const i = this.ask(message, choices);
    if (choices.length === 0) throw new Error(`a question without answers: ${message}`);
    return choices[i].value;
  }
  async search<T>(q: {
    message: string;
    choices: Choice<T>[];
    typed?: (term: string) => Choice<T> | undefined;
    refused?: (term: string) => string | undefined;
  }): Promise<T> {
    // A line that fits nothing: what the question says under it.
    const why = q.refused?.('zz 99');
    if (why !== undefined) this.seen.push(why);
    // A question answered by typing (points, cards): a number is typed.
    const typed = q.choices.length === 0 ? q.typed?.('5') : undefined;
    if (typed) {
      this.ask(q.message, [typed]);
      return typed.value;
    }
    return this.pick(q.message, q.choices);
  }
  async checkbox<T>(q: { message: string; choices: Choice<T>[]; checked?: T[] }): Promise<T[]> {
    const n = this.ask(q.message, q.choices);
    return q.checked?.length ? q.checked : q.choices.slice(0, n + 1).map((c) => c.value);
  }
  async input(q: { message: string; default?: string }): Promise<string> {
    this.ask(q.message);
    return q.default ?? 'Kantine';
  }
  async number(q: { message: string; default?: number; min: number; max: number }): Promise<number> {
    this.ask(q.message);
    return q.default ?? q.min;
  }
  async confirm(q: { message: string; default?: boolean }): Promise<boolean> {
    this.ask(q.message);
    return q.default ?? false;
  }
  say(text: string): void {
    this.seen.push(text);
  }
}
