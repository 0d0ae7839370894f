import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, tafel as run, tempHomes, type Run, type RunOptions } from '../helpers/cli.js';
import { HEADS } from '../../src/games/heads.js';
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
 * Words that are data by design, never translated: command and subcommand names, game ids and their aliases,
 * rule-set ids, house-rule keys and values, topic ids, contract ids (a flag's value), card letters, the
 * program's name. Filled from the program itself (see `learn`), so it grows with tafel, not by hand.
 */
const IDENTIFIERS = new Set<string>(['tafel', 'help', ...TYPED]);
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
  // An argument's placeholder (<id>, [game], <key=value...>) is spelled as the program names it, in every
  // language; commander's own words in brackets ([options], [command]) are texts, and must be marked.
  /^[<[](?!options\b|command\b)[\w=.:-]+(\.\.\.)?[>\]]$/,
];

/** Every word of `text` that is not in a marked span and is not data, once. */
function leaks(text: string): string[] {
  // Colour codes and table borders carry no words; a marker left alone (a span cut in two) is a leak itself.
  const rest = unmarkedRest(text.replace(/\x1b\[[\d;]*m/g, ''));
  const found = new Set<string>();
  for (const m of rest.matchAll(/[⟦⟧]/g)) found.add(`a lone ${m[0]}`);
  for (const raw of rest.split(/\s+/)) {
    const token = raw.replace(/^[^\w<[-]+|[^\w%>\]]+$/gu, '').replace(/^\((?=[<[])|(?<=[>\]])\)$/g, '');
    if (token === '' || DATA_TOKEN.some((re) => re.test(token))) continue;
    for (const [word] of token.matchAll(/\p{L}[\p{L}\p{M}'’]*/gu)) {
      if (!IDENTIFIERS.has(word) && !/^[A-Z]$|^[a-z]$/.test(word)) found.add(word);
    }
  }
  return [...found];
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
}, 120_000);

afterAll(() => {
  if (dir && !process.env.PSEUDO_DUMP) fs.rmSync(dir, { recursive: true, force: true });
});

async function tafel(home: string, args: string[], opts: RunOptions = {}): Promise<Run> {
  return run(home, args, { ...opts, bin });
}

/** What each run printed (both streams), checked at the end of its test once the identifiers are all known. */
type Printed = { what: string; text: string }[];

/** Runs `args` and keeps what it printed in `printed`. */
async function check(printed: Printed, home: string, args: string[], opts: RunOptions = {}): Promise<Run> {
  const r = await tafel(home, args, opts);
  printed.push({ what: `tafel ${args.join(' ')}`, text: `${r.stdout}\n${r.stderr}` });
  return r;
}

/** Every leak of every run, as `tafel <args>: word`. */
const leaksOf = (printed: Printed): string[] => {
  const found = printed.flatMap(({ what, text }) => leaks(text).map((w) => `${what}: ${w}`));
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
    expect(leaks('\x1b[1m⟦total⟧\x1b[0m deals')).toEqual(['deals']);
  });
});

describe('every text a user reads comes from a catalogue (pseudo-English build)', () => {
  test('help: tafel --help, every command and subcommand with --help and through tafel help', async () => {
    const home = homes();
    const found: Printed = [];
    const top = await check(found, home, ['--help']);
    const runs: string[][] = [];
    const walk = async (cmd: string[], help: string) => {
      // The Arguments section names each argument bare, as the usage line spells it in brackets.
      for (const [, words] of help.matchAll(/[<[]([\w=.-]+)(?:\.\.\.)?[>\]]/g))
        if (words !== 'options' && words !== 'command') for (const w of words.split(/[=.-]/)) IDENTIFIERS.add(w);
      for (const name of commandsIn(help)) {
        IDENTIFIERS.add(name);
        const sub = [...cmd, name];
        runs.push(sub);
        const r = await check(found, home, [...sub, '--help']);
        await check(found, home, ['help', ...sub]);
        await walk(sub, r.stdout);
      }
    };
    await walk([], top.stdout);
    expect(runs.length).toBeGreaterThan(60);
    expect(leaksOf(found)).toEqual([]);
  });
});
