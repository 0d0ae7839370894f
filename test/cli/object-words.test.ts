import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import type { Command } from 'commander';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processIo } from '../../src/cli/io.js';
import { createProgram } from '../../src/cli/program.js';
import { startSession } from '../../src/cli/session.js';
import { snapshot, tafel, type Run } from '../helpers/cli.js';

/**
 * The words every JavaScript object already answers to (`constructor`, `__proto__`, `toString` ...)
 * typed wherever tafel takes a word: a game, rule set, contract, topic, player, option key, preset,
 * event, season, flag value. A lookup by such a word must find nothing of its own and refuse it in one
 * line (exit 1 or 2) with nothing written, never reach a function ("internal error", `function
 * Object() { [native code] }` printed as a rule set). Every argument and option of every command is
 * fed every word (the list comes from the program itself, so a new option cannot be left out), in
 * this process: thousands of command lines would cost minutes as processes.
 */

jest.setTimeout(600000);

/**
 * The words every plain object answers to: Object.prototype's members (two of them survive lower-casing,
 * as most lookups fold a word) and `prototype`; as a word, the key of an entry (`--points W=1`, `--set
 * W=1`) and an entry's value (`--zwik Ann=W`).
 */
const KEYS = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
const ALL = KEYS.flatMap((w) => [w, `${w}=1`, `Ann=${w}`]);
/** Each slot always gets these two (lower-cased they are still members) ... */
const ALWAYS = ['constructor', '__proto__'];
/**
 * ... and one more in turn, so that every word meets some twenty slots in a run that takes seconds;
 * TAFEL_WORDS=all feeds every word to every slot (some 27,000 runs: many minutes).
 */
const TURNS = ALL.filter((w) => !ALWAYS.includes(w));
const wordsFor = (slot: number): string[] =>
  process.env.TAFEL_WORDS === 'all' ? ALL : [...ALWAYS, TURNS[slot % TURNS.length]];

const PLAYERS = 'Ann,Bert,Cis,Dirk';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const tempDir = (): string => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-words-'));
  dirs.push(d);
  return d;
};

let template = '';
const ids: Record<string, string> = {};

/**
 * What a run could have changed: every folder, and every file's inode (an atomic write renames a new one in), size and
 * time, by path.
 */
function state(home: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      const rel = path.relative(home, p);
      if (e.isDirectory()) {
        out.set(rel, 'folder');
        walk(p);
      } else {
        const st = fs.statSync(p);
        out.set(rel, `${st.ino} ${st.size} ${st.mtimeMs}`);
      }
    }
  };
  walk(home);
  return out;
}
const same = (a: Map<string, string>, b: Map<string, string>): boolean =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/**
 * A copy of the template data directory. After a run that changed it, only what changed is put back from the
 * template (what the run added goes, what it changed or removed is copied again, with the template's times, as the
 * template's own indexes saw them): a whole new copy each time was most of this file's cost.
 */
class Home {
  dir = '';
  private was = new Map<string, string>();
  private now = new Map<string, string>();
  fresh(): string {
    if (this.dir === '') {
      this.dir = tempDir();
      fs.cpSync(template, this.dir, { recursive: true, preserveTimestamps: true });
    } else if (same(this.now, this.was)) return this.dir;
    else {
      const added = [...this.now.keys()].filter((rel) => !this.was.has(rel));
      for (const rel of added.sort().reverse()) fs.rmSync(path.join(this.dir, rel), { recursive: true, force: true });
      for (const [rel, was] of this.was) {
        if (this.now.get(rel) === was) continue;
        if (was === 'folder') fs.mkdirSync(path.join(this.dir, rel), { recursive: true });
        else fs.cpSync(path.join(template, rel), path.join(this.dir, rel), { preserveTimestamps: true });
      }
    }
    this.was = state(this.dir);
    this.now = this.was;
    return this.dir;
  }
  /** Runs in the copy: what it said, and whether it left every file as it was. */
  async run(args: readonly string[]): Promise<{ run: Run; unchanged: boolean }> {
    const home = this.fresh();
    const run = await tafel(home, [...args, '--data-dir', home]);
    this.now = state(home);
    return { run, unchanged: same(this.now, this.was) };
  }
}
const home = new Home();

const must = async (dir: string, line: string): Promise<Run> => {
  const r = await tafel(dir, [...line.split(' '), '--data-dir', dir]);
  if (r.code !== 0) throw new Error(`tafel ${line}: ${r.stderr}`);
  return r;
};

beforeAll(async () => {
  template = tempDir();
  for (const g of Object.keys(DEALS)) {
    const r = await must(template, `new ${g} --players ${PLAYERS}${g === 'zwikken' ? ' --stake 0.10' : ''} --json`);
    ids[g] = JSON.parse(r.stdout).id;
  }
  for (const [g, deal] of Object.entries(DEALS)) await must(template, `record ${deal} --sheet ${ids[g]}`);
  await must(template, `record pas --sheet ${ids.kleurenwiezen}`);
  await must(template, `undo --sheet ${ids.kleurenwiezen}`);
  ids.empty = JSON.parse((await must(template, `new kleurenwiezen --players ${PLAYERS} --json`)).stdout).id;
  ids.closed = JSON.parse((await must(template, `new kleurenwiezen --players ${PLAYERS} --json`)).stdout).id;
  await must(template, `finish ${ids.closed}`);
  await must(template, `use ${ids.kleurenwiezen}`);
  await must(template, 'preset save club --game kleurenwiezen --players Ann,Bert,Cis,Dirk');
  await must(template, 'event new kleurenwiezen --entrants A1,B1,C1,D1,E1,F1,G1,H1 --id ev --rounds 2');
  await must(template, 'event draw');
  await must(template, 'season new s1 --game kleurenwiezen');
  await must(template, 'season add s1 ev');
  await must(template, 'event new klaverjassen --kind pairs --pairs A5+B5,C5+D5,E5+F5,G5+H5 --id ev5');
  await must(template, 'event new kleurenwiezen --entrants A4,B4,C4,D4,E4,F4,G4,H4 --id ev4');
  await must(template, 'season add s1 ev4');
  await must(template, 'event new kleurenwiezen --entrants A6,B6,C6,D6 --id ev6');
  // The sheet indexes are written on the first listing and stats: here, so that no test run writes them.
  await must(template, 'sheets');
  await must(template, 'stats');
});

/** One valid deal per game, recorded on its sheet and the base of `record`, `edit` and `judge score`. */
const DEALS: Record<string, string> = {
  kleurenwiezen: 'samen 8 --by Bert,Dirk --tricks 9',
  belote: '--taker Ann --points 72 --belote Ann',
  solokaarten: 'slag --by Ann --tricks 5',
  klaverjassen: '--taker Cis --points 72 --roem Ann=20',
  boerenbridge: '--bids Ann=3,Bert=3,Cis=3,Dirk=3 --tricks Ann=3,Bert=3,Cis=3,Dirk=4',
  rikken: 'rik --by Ann --mate Cis --tricks 9',
  zwikken: '--askers Ann,Bert --points Ann=9,Bert=4,Cis=2,Dirk=0',
  jokeren: '--out Bert --points Ann=6,Dirk=3 --hand Cis=5+9+Q+joker*',
  manillen: '--trump H --points 38 --mee',
  toepen: '--toeps Ann,Bert --passed Cis=1,Dirk=2 --winner Ann',
};
/** Boerenbridge's second deal (wk: 12 cards, Bert deals). */
const BOERENBRIDGE_2 = '--bids Ann=3,Bert=3,Cis=3,Dirk=2 --tricks Ann=3,Bert=3,Cis=3,Dirk=3';

/**
 * Valid command lines for each command (`{game}` stands for that game's sheet): each slot of a line
 * (an argument or an option, present or added) holds each word in turn, the rest of the line as it is.
 * `!` at the end: the line itself is refused (table mode needs a terminal, a file that is not there,
 * nothing to restore), so only its slots are run.
 */
const BASES: Record<string, string[]> = {
  games: ['games kleurenwiezen'],
  new: [
    `new kleurenwiezen --players ${PLAYERS} --rules lodige --set samen.8=8 --title Vrijdag --dealer Bert`,
    'new zwikken --players Ann,Bert,Cis --stake 0.10',
    'new amerikaans-jokeren --players Ann,Bert,Cis --set limit=none',
    `new manille --players ${PLAYERS} --set target=61 --set max-multiplier=4`,
    'new --preset club',
  ],
  sheets: ['sheets --lang nl'],
  use: ['use {kleurenwiezen}', 'use --sheet {kleurenwiezen}'],
  sheet: ['sheet {kleurenwiezen}', 'sheet --sheet {kleurenwiezen}'],
  record: Object.entries({ ...DEALS, boerenbridge: BOERENBRIDGE_2 }).map(
    ([g, deal]) => `record ${deal} --sheet {${g}} --dealer Bert --note gift`,
  ),
  // --reason is a correction's (`edit c1 --reason`): on a deal it is refused as such.
  edit: [`edit 1 ${DEALS.kleurenwiezen} --sheet {kleurenwiezen} --dealer Bert --note gift`],
  undo: ['undo --sheet {kleurenwiezen}'],
  redo: ['redo --sheet {kleurenwiezen}'],
  correct: ['correct Ann=-15,Bert=5,Cis=5,Dirk=5 --reason verzaakt --sheet {kleurenwiezen}'],
  rename: ['rename Ann Anna --sheet {kleurenwiezen}'],
  seats: ['seats Bert Cis --sheet {empty}'],
  dealer: ['dealer Cis --sheet {kleurenwiezen}'],
  set: ['set samen.8=8 --sheet {kleurenwiezen}'],
  reopen: ['reopen {closed}', 'reopen --sheet {closed}'],
  play: ['play {kleurenwiezen} !'],
  serve: ['serve {kleurenwiezen} --host 127.0.0.1 --port 0 !'],
  finish: ['finish {kleurenwiezen}', 'finish --sheet {kleurenwiezen}'],
  delete: ['delete {kleurenwiezen} --force', 'delete --sheet {kleurenwiezen} --force'],
  undelete: ['undelete {kleurenwiezen} !'],
  rules: [
    'rules kleurenwiezen troel --rules lodige',
    'rules jokeren telling --rules dehoop',
    'rules manillen meegaan --lang nl',
    'rules toepen voor-dood --lang nl',
    'rules --sheet {kleurenwiezen}',
    'rules --search troel',
  ],
  'judge rank': ['judge rank kleurenwiezen troel grote-miserie --rules lodige'],
  'judge trick': [
    'judge trick belote 10H JH AH 9S --trump H --rules cardavia --players Ann,Bert,Cis,Dirk',
    'judge trick manillen AH 10H 7S KH --trump S',
  ],
  'judge play': [
    'judge play belote --trump H --hand 7H,KS,AD --trick AS,10S --rules cardavia --player-count 4',
    'judge play manillen --trump H --trick KS,9H --hand 7H,AH,9D',
  ],
  'judge score': [
    ...Object.entries(DEALS).map(
      ([g, deal]) => `judge score ${g} ${deal} --players ${PLAYERS}${g === 'boerenbridge' ? ' --cards 13' : ''}`,
    ),
    // Without --players: the seats 1..n, which a word must not become either.
    'judge score klaverjassen --taker 2 --points 90 --roem 4=20',
    'judge score jokeren --rules dehoop --out 1 --hand 2=KH+7+joker* --points 3=4',
    'judge score manillen --dealer 2 --trump C --points 60 --set sweep=60',
    'judge score toepen --totals 1=9,4=7 --toeps 4 --winner 4',
  ],
  export: [
    'export {kleurenwiezen} --format csv --excel nl --rate kleurenwiezen=0.05',
    'export --evening today --format md --preset club',
  ],
  import: ['import does-not-exist.json !'],
  chart: ['chart {kleurenwiezen}', 'chart --sheet {kleurenwiezen}'],
  stats: ['stats --player Ann --game kleurenwiezen'],
  settle: ['settle --evening today --rate kleurenwiezen=0.05', 'settle --preset club'],
  'preset save': [
    `preset save vrijdag --game kleurenwiezen --players ${PLAYERS} --rules lodige --rate kleurenwiezen=0.05`,
    'preset save zaterdag --from-sheet {kleurenwiezen}',
    `preset save zwik --game zwikken --players ${PLAYERS} --stake 0.10 --set loser-pays=stake`,
  ],
  'preset list': ['preset list'],
  'preset show': ['preset show club'],
  'preset delete': ['preset delete club'],
  doctor: ['doctor', 'doctor --restore {kleurenwiezen} !'],
  completion: ['completion bash'],
  lang: ['lang nl'],
  'event new': [
    'event new kleurenwiezen --entrants A2,B2,C2,D2,E2,F2,G2,H2 --rules lodige --rounds 2 --deals 8 ' +
      '--table-size 4 --seating draw --seed 7 --bye average --absent average --ranking total ' +
      '--tie-breaks last-round,name --prizes 2 --title Clubavond --id ev2 --season s1',
    'event new klaverjassen --kind pairs --pairs A3+B3,C3+D3,E3+F3,G3+H3 --id ev3',
    'event new jokeren --entrants A7,B7,C7,D7,E7,F7 --rules amerikaans --table-size 3 --id ev7',
    'event new manillen --kind pairs --pairs A8+B8,C8+D8,E8+F8,G8+H8 --id ev8',
  ],
  'event add': ['event add I4 J4 --event ev4', 'event add --event ev5 --pair I5+J5'],
  'event remove': ['event remove A4 --event ev4'],
  'event set': ['event set title=Clubavond --event ev'],
  'event list': ['event list'],
  'event use': ['event use ev'],
  'event show': ['event show ev', 'event show --event ev'],
  'event draw': ['event draw --event ev4 --absent A4 --seed 3'],
  'event plan': ['event plan --event ev --round 1'],
  'event undraw': ['event undraw --event ev'],
  'event table': ['event table 1 --event ev --round 1'],
  'event standings': ['event standings --event ev --after-round 1'],
  'event export': ['event export --event ev --format json --round 1 --table 1'],
  'event cards': ['event cards --event ev --host 127.0.0.1 --port 8080'],
  'event import': ['event import does-not-exist.json --event ev --prefer file --as ev9 !'],
  'event withdraw': ['event withdraw A4 --event ev4 --reason ziek'],
  'event rename': ['event rename A1 Anna --event ev'],
  'event finish': ['event finish --event ev --force'],
  'event reopen': ['event reopen --event ev !'],
  'event delete': ['event delete ev6 --force'],
  'event undelete': ['event undelete ev !'],
  'season new': [
    'season new s2 --game kleurenwiezen --kind individual --nights 7 --best 5 --min-nights 3 --excused 0 ' +
      '--tie-breaks played --title Winter',
  ],
  'season add': ['season add s1 ev6'],
  'season remove': ['season remove s1 ev'],
  'season excuse': ['season excuse s1 A4 --event ev'],
  'season standings': ['season standings s1'],
  'season export': ['season export s1 --format md'],
  'season list': ['season list'],
};

/**
 * Slots that take a new name or free text, where such a word is a fine title, note, search or id and
 * may be taken as it is (then only the output is checked); and slots left out: a file or a folder to
 * write (`--out constructor` is a file of that name), and `--data-dir`, which the test sets.
 */
const TEXT: Record<string, string[]> = {
  new: ['--title'],
  record: ['--note'],
  edit: ['--note'],
  correct: ['--reason'],
  rules: ['--search'],
  'event new': ['--title', '--id'],
  'event withdraw': ['--reason'],
  'season new': ['<id>', '--title'],
};
const LEFT_OUT = ['--out', '--data-dir'];

interface Slot {
  /** `<n>`, `[contract...]` or `--by` */
  name: string;
  /** The argument's place, for an argument. */
  index?: number;
}

/** Every command of the program (subcommands by path) with its arguments and the options that take a value. */
function commandsOf(cmd: Command, prefix = ''): { path: string; cmd: Command; slots: Slot[] }[] {
  return cmd.commands.flatMap((c) => {
    const p = prefix === '' ? c.name() : `${prefix} ${c.name()}`;
    const slots: Slot[] = [
      ...c.registeredArguments.map((a, index) => ({
        name: `${a.required ? '<' : '['}${a.name()}${a.variadic ? '...' : ''}${a.required ? '>' : ']'}`,
        index,
      })),
      ...c.options.filter((o) => o.required || o.optional).map((o) => ({ name: o.long! })),
    ];
    // A command that only groups others (`judge`, `event`) takes no words of its own.
    return [...(c.commands.length === 0 ? [{ path: p, cmd: c, slots }] : []), ...commandsOf(c, p)];
  });
}

/** The line with the word in the slot: positional words, then the options (a value option takes the next word). */
function withWord(cmd: Command, path: string, line: string, slot: Slot, word: string): string[] {
  const words = line.split(' ').slice(path.split(' ').length);
  const positional: string[] = [];
  const options: [string, string | undefined][] = [];
  for (let i = 0; i < words.length; i++) {
    const o = cmd.options.find((x) => x.long === words[i]) ?? program.options.find((x) => x.long === words[i]);
    if (!words[i].startsWith('--')) positional.push(words[i]);
    else options.push([words[i], o !== undefined && (o.required || o.optional) ? words[++i] : undefined]);
  }
  if (slot.index !== undefined) {
    for (let i = positional.length; i < slot.index; i++) positional.push('x');
    positional[slot.index] = word;
  } else {
    const at = options.findIndex(([o]) => o === slot.name);
    options.splice(at < 0 ? options.length : at, at < 0 ? 0 : 1, [slot.name, word]);
  }
  return [...path.split(' '), ...positional, ...options.flatMap(([o, v]) => (v === undefined ? [o] : [o, v]))];
}

const fill = (line: string): string[] =>
  line
    .replace(/ !$/, '')
    .replace(/\{(\w+)\}/g, (_, g: string) => ids[g])
    .split(' ');

const program = createProgram([], { only: undefined }, startSession([], processIo()));
const COMMANDS = commandsOf(program).filter((c) => c.path !== 'help');
/** The program's own options (`--lang`) are slots of `sheets` too. */
const GLOBAL: Slot[] = program.options.filter((o) => o.required || o.optional).map((o) => ({ name: o.long! }));

describe('a word every JavaScript object knows, wherever tafel takes a word', () => {
  test('every command has lines here, and each line runs', async () => {
    expect(COMMANDS.map((c) => c.path).filter((p) => BASES[p] === undefined || BASES[p].length === 0)).toEqual([]);
    const failed: string[] = [];
    for (const lines of Object.values(BASES)) {
      for (const line of lines.filter((l) => !l.endsWith(' !'))) {
        const { run } = await home.run(fill(line));
        if (run.code !== 0) failed.push(`${line}: ${run.stderr}`);
      }
    }
    expect(failed).toEqual([]);
  });

  test('is refused in one line (exit 1 or 2), nothing written, or taken as plain text where text goes', async () => {
    const problems: string[] = [];
    let slots = 0;
    for (const { path: p, cmd, slots: own } of COMMANDS) {
      for (const line of BASES[p]) {
        for (const slot of p === 'sheets' ? [...own, ...GLOBAL] : own) {
          if (LEFT_OUT.includes(slot.name)) continue;
          const text = TEXT[p]?.includes(slot.name) ?? false;
          for (const word of wordsFor(slots++)) {
            const args = withWord(cmd, p, fill(line).join(' '), slot, word);
            const { run, unchanged } = await home.run(args);
            const said = `tafel ${args.join(' ')} -> ${run.code}: ${run.stderr.trim()}`;
            const lines = run.stderr.trim().split('\n');
            if (/internal error|\[native code\]|function \w*\(/i.test(run.stdout + run.stderr)) problems.push(said);
            else if (text && run.code === 0) continue;
            else if (run.code !== 1 && run.code !== 2) problems.push(`${said} (not refused)`);
            else if (lines.length !== 1 || !lines[0].startsWith('tafel: ')) problems.push(`${said} (not one line)`);
            else if (!unchanged) problems.push(`${said} (wrote)`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Every slot of every command was fed (a slot list that came back empty would prove nothing).
    expect(slots).toBeGreaterThan(600);
  });
});

describe('the lines the issue found, through the built binary', () => {
  test.each([
    [['new', 'rikken', '--players', PLAYERS], ['record', 'constructor'], 1, /^tafel: Unknown contract "constructor"\./],
    [[], ['judge', 'score', 'rikken', 'constructor'], 1, /^tafel: Unknown contract "constructor"\./],
    [[], ['new', 'constructor'], 1, /^tafel: Unknown game "constructor"\./],
    [[], ['new', '__proto__'], 1, /^tafel: Unknown game "__proto__"\./],
    [[], ['rules', 'constructor'], 1, /^tafel: Unknown game "constructor"/],
  ])('%j then %j: exit %i, one line', async (before, argv, code, message) => {
    const h = tempDir();
    if (before.length > 0) expect((await tafel(h, before)).code).toBe(0);
    const was = snapshot(h);
    const r = await tafel(h, argv);
    expect([r.code, r.stdout]).toEqual([code, '']);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(h)).toEqual(was);
  });
});
