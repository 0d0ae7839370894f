import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, tafel as run, tempHomes, type Run, type RunOptions } from '../helpers/cli.js';
import { HEADS } from '../../src/games/heads.js';
import { GAMES } from '../../src/games/index.js';
import { pages, parseReadme, prerequisites } from '../readme/readme.js';
import { pseudo, unmarkedRest } from './pseudo-mark.js';

/*
 * Issue 35 §3, the proof that a language is its files: a build of tafel whose English catalogues are a
 * pseudo-language (every text of src/i18n/en/ and of each game's messages.en.ts and rules-text.en.ts marked
 * ⟦…⟧), run in English over every surface a user reads: every command's help, the refusals, every game's
 * rules and topics, sheets, exports, the board's page, and table mode's questions. Whatever is left once the
 * marked spans are taken out may hold only data (the names and values this test typed, numbers, dates, card
 * codes, flags, command names and the identifiers that are never translated by design): any other word came
 * from no catalogue, and a French catalogue could not translate it.
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

/** The players and titles this test types: data, shown as typed. */
const PLAYERS = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const TYPED = [...PLAYERS, 'Vrijdag', 'Kantine', 'Zaal'];

/**
 * The games' own words, the names players give contracts and calls at the table in every language (a contract's
 * name is what `tafel record` takes): tafel shows them as the table says them, in a sheet's rows and the rules'
 * tables. Kept short on purpose: a word here is never a sentence's.
 */
const GAME_WORDS = ['miserie', 'misère', 'grote', 'kleine', 'beter', 'zonder', 'oud', 'mee', 'tegen', 'voor', 'dood'];
/** The paper marks of a Klaverjassen sheet (N, P, TP, V, from the Dutch rulebook), written alike in every language. */
GAME_WORDS.push('TP');

/**
 * Words that are data by design, never translated: command and subcommand names, game ids and their aliases,
 * rule-set ids, house-rule keys and values, topic ids, contract ids (a flag's value), card letters, the
 * program's name. Filled from the program itself (see `learn`), so it grows with tafel, not by hand.
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

/** Every word of `text` that is not in a marked span and is not data (nor one of `typed`), once. */
function leaks(text: string, typed: ReadonlySet<string> = new Set()): string[] {
  // Colour codes and table borders carry no words; a marker left alone (a span cut in two) is a leak itself.
  const rest = unmarkedRest(text.replace(/\x1b\[[\d;]*m/g, ''));
  const found = new Set<string>();
  for (const m of rest.matchAll(/[⟦⟧]/g)) found.add(`a lone ${m[0]}`);
  for (const raw of rest.split(/\s+/)) {
    const token = raw.replace(/^[^\w<[-]+|[^\w%>\]]+$/gu, '').replace(/^\((?=[<[])|(?<=[>\]])\)$/g, '');
    if (token === '' || DATA_TOKEN.some((re) => re.test(token)) || IDENTIFIERS.has(token)) continue;
    for (const [word] of token.matchAll(/\p{L}[\p{L}\p{M}'’]*/gu)) {
      // One letter, or one letter again and again: an abbreviation, a chart's plotted points (ooo).
      const data = IDENTIFIERS.has(word) || typed.has(word.toLowerCase()) || /^(\p{L})\1*$/u.test(word);
      if (!data) found.add(word);
    }
  }
  return [...found];
}

/**
 * The text a reader sees in an exported file: an HTML page's text (not its tags, styles or scripts, with its
 * entities read), a JSON document's string values (its keys are a format's names), else the file as it is.
 */
function visible(text: string, file: string): string {
  if (file.endsWith('.json')) {
    const strings: string[] = [];
    JSON.parse(text, (_k, v) => {
      if (typeof v === 'string') strings.push(v);
      return v;
    });
    return strings.join('\n');
  }
  if (!file.endsWith('.html')) return text;
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
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
  const { buildBundle } = (await import('../../scripts/build.js')) as {
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
      for (const t of json.topics) IDENTIFIERS.add(t.id);
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
    let topics = 0;
    for (const g of HEADS) {
      for (const rules of g.ruleSets) {
        const r = await check(found, home, ['rules', g.id, '--rules', rules]);
        const json = JSON.parse((await tafel(home, ['rules', g.id, '--rules', rules, '--json'])).stdout) as {
          topics: { id: string }[];
        };
        expect(r.code).toBe(0);
        for (const t of json.topics) {
          await check(found, home, ['rules', g.id, t.id, '--rules', rules]);
          topics++;
        }
      }
    }
    expect(topics).toBeGreaterThan(100);
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
    try {
      for (const page of pages(ROOT)) {
        const own = parseReadme(read(page));
        if (own.length === 0) continue;
        const home = homes();
        process.chdir(home);
        const written: string[] = [];
        const typed = new Set<string>();
        for (const p of [...prerequisites(read(page)), page]) {
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
            if (out >= 0) written.push(s.args[out + 1]);
          }
        }
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
});
