import { describe, expect, test, beforeAll } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { loadTexts, textScope, textsOf } from '../../src/i18n/index.js';
import { snapshot, tafel, tafelJson, tempHomes, BIN, type Run } from '../helpers/cli.js';
import { spawnSync } from 'node:child_process';
import { makeSheet, record } from '../helpers/sheet.js';
import { GAMES } from '../../src/games/index.js';
import { textWidth } from '../../src/ui/table.js';
import { tableRows } from '../helpers/table.js';

/**
 * The one I/O boundary itself (src/cli/io.ts, run.ts), through the built bundle run in this process
 * (test/helpers/cli.ts): what a run takes from its io and nothing else, and that runs in one process
 * share nothing, one after the other or at the same time.
 */
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('runs in one process share nothing', () => {
  test('at the same time, each speaks its own language and ends with its own exit code', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    const runs = await Promise.all([
      tafel(h, ['sheet', '--lang', 'nl']),
      tafel(h, ['sheet']),
      tafel(h, ['record', 'samen', '14', '--by', 'Ann,Bert', '--tricks', '9', '--lang', 'nl']),
      tafel(h, ['recrod']),
      tafel(h, ['sheet'], { env: { LANG: 'nl_BE.UTF-8' } }),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 0, 1, 2, 0]);
    expect(runs[0].stdout).toContain('Volgende gever: Ann');
    expect(runs[1].stdout).toContain('Next to deal: Ann');
    expect(runs[2].stderr).toBe('tafel: Samen 14 bestaat niet: het niveau is 8 tot 13.\n');
    expect(runs[3].stderr).toMatch(/^tafel: unknown command 'recrod'/);
    expect(runs[4].stdout).toContain('Volgende gever: Ann');
    for (const r of runs.slice(0, 2)) expect(r.stderr).toBe('');
  });

  test('the languages a run loaded are its own, also while another run has loaded more', async () => {
    // A run is a text scope (src/i18n/index.ts, opened by src/cli/run.ts). Had the loaded languages
    // been the process's, a Dutch run asking a text in English would find it whenever an earlier run had
    // loaded English, and the crash of `settle --lang nl` (test/evening/settle.e2e) would pass in process.
    const english = textScope();
    const dutch = textScope();
    await english.run(() => loadTexts('en'));
    await dutch.run(async () => {
      await loadTexts('nl');
      expect(textsOf('nl').play.needsTerminal).toMatch(/terminal/);
      expect(() => textsOf('en')).toThrow('the en texts are not loaded');
    });
    english.run(() => {
      expect(() => textsOf('nl')).toThrow('the nl texts are not loaded');
      expect(textsOf('en').play.needsTerminal).toMatch(/terminal/);
    });
  });

  test('a refusal, then a success: the exit code is the run’s, never left over from the one before', async () => {
    const h = home();
    expect((await tafel(h, ['doctor', '--restore', 'nope'])).code).toBe(1);
    expect((await tafel(h, ['games'])).code).toBe(0);
  });

  test('concurrent writes to one sheet take turns through its lock, as processes do', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', String(6 + (i % 2))]),
      ),
    );
    expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    // Four of 6 tricks (+12 each for Ann) and four of 7 (+15): 4 * 12 + 4 * 15 = 108, no deal lost.
    const sheet = await tafelJson(h, ['sheet']);
    expect([sheet.deals.length, sheet.totals.Ann]).toEqual([8, 108]);
    expect(fs.readdirSync(path.join(h, 'sheets')).filter((f) => f.endsWith('.lock'))).toEqual([]);
  });
});

describe('what a run takes from its io', () => {
  test('the clock: a new sheet is dated by it, and `today` and `yesterday` mean its days', async () => {
    const h = home();
    const then = { now: '2026-11-20T21:30:00' };
    expect((await tafelJson(h, ['new', 'belote', ...FOUR], then)).id).toBe('2026-11-20-belote');
    expect((await tafelJson(h, ['sheet', 'today-belote'], then)).id).toBe('2026-11-20-belote');
    expect((await tafelJson(h, ['sheet', 'gisteren-belote'], { now: '2026-11-21T09:00:00' })).id).toBe(
      '2026-11-20-belote',
    );
    const r = await tafel(h, ['sheet', 'today-belote'], { now: '2026-11-22T10:00:00' });
    expect([r.code, r.stderr]).toEqual([1, `tafel: No sheet "2026-11-22-belote". 'tafel sheets' lists the sheets.\n`]);
  });

  test('a terminal: colour and its width; a pipe: neither, unless COLUMNS gives a width', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Annemieke,Bertrand,Cis,Dirk-Jan']);
    const wide = (text: string) =>
      Math.max(
        ...text
          .replace(/\x1b\[[0-9;]*m/g, '')
          .split('\n')
          .map((l) => l.length),
      );
    const term = await tafel(h, ['sheet'], { tty: true, columns: 40 });
    expect(term.stdout).toContain('\x1b[');
    expect(wide(term.stdout)).toBeLessThanOrEqual(40);
    const plain = await tafel(h, ['sheet'], { tty: true, columns: 40, env: { NO_COLOR: '1' } });
    expect(plain.stdout).not.toContain('\x1b[');
    const pipe = await tafel(h, ['sheet']);
    expect(pipe.stdout).not.toContain('\x1b[');
    expect(wide(pipe.stdout)).toBeGreaterThan(40);
    expect(wide((await tafel(h, ['sheet'], { env: { COLUMNS: '40' } })).stdout)).toBeLessThanOrEqual(40);
  });

  test('serve runs until the run’s signal: 130 SIGINT, 143 SIGTERM, 129 SIGHUP, its board stopped', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const) {
      const stop = new AbortController();
      const running = tafel(h, ['serve', '--host', '127.0.0.1', '--port', '0', '--json'], { signal: stop.signal });
      setImmediate(() => stop.abort(signal));
      const r = await running;
      expect(r.code).toBe(code);
      expect(JSON.parse(r.stdout.split('\n')[0])).toMatchObject({ host: '127.0.0.1' });
      expect(r.stderr).toBe('Board stopped.\n');
    }
  });

  test('stdin is not a terminal: nothing prompts, a question is a usage error, nothing written', async () => {
    const h = home();
    const before = snapshot(h);
    const r = await tafel(h, ['play'], { stdin: 'samen 8\n' });
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(h)).toEqual(before);
  });
});

/**
 * Standard output goes to a pipe or a file with writeSync, not Node's stream (src/ui/out.ts): every
 * byte must still arrive, also at a reader slower than tafel, and a reader that stops early is not
 * an error.
 */

/** A data directory whose active sheet has 2,000 deals: `sheet --all` prints some 200 kB, more than a pipe holds. */
function longSheet(): string {
  const h = home();
  let s = { ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), id: 'lang' };
  s = record(
    record(record(record(s, 'samen 8 --by Ann,Bert --tricks 9'), 'pas'), 'solo 6 --by Cis --tricks 5'),
    'troel --by Dirk,Ann --tricks 10',
  );
  s = { ...s, deals: Array.from({ length: 2000 }, (_, i) => s.deals[i % 4]) };
  fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
  fs.writeFileSync(path.join(h, 'sheets', 'lang.json'), JSON.stringify(s));
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ schemaVersion: 1, active: 'lang' }));
  return h;
}

const shell = (h: string, line: string) =>
  spawnSync('bash', ['-c', line], {
    env: { ...process.env, TAFEL_HOME: h, BIN, LANG: 'C', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

describe('standard output on a pipe', () => {
  const h = longSheet();
  // What the bundle prints, run in process (test/helpers/cli.ts); the pipes below are real processes.
  let whole: Run;
  beforeAll(async () => {
    whole = await tafel(h, ['sheet', '--all']);
  });

  test('a slow reader gets every byte', () => {
    expect(whole.code).toBe(0);
    expect(whole.stdout.length).toBeGreaterThan(150_000);
    expect(whole.stdout.split('\n').filter((l) => /^│\s*\d+\s*│/.test(l))).toHaveLength(2000);
    // the reader sleeps first: tafel's writes wait for it
    const slow = shell(h, 'node "$BIN" sheet --all | { sleep 0.5; cat; }');
    expect(slow.status).toBe(0);
    expect(slow.stdout).toBe(whole.stdout);
  });

  test('a slow reader of a non-blocking pipe gets every byte too: tafel ends once its stream has written it', () => {
    // python3 sets O_NONBLOCK on the pipe (as a parent's own stream can leave it) and runs tafel on it. The reader
    // waits until the pipe is full (64 KiB), however long tafel takes to start, so tafel's next write finds it full
    // and the rest waits in tafel's stream: a process that ended at once then dropped it (128 KiB were).
    const nonBlocking =
      'import fcntl, os, sys; fcntl.fcntl(1, fcntl.F_SETFL, fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK); ' +
      'os.execv(sys.argv[1], sys.argv[1:])';
    const whenFull =
      'import fcntl, struct, sys, termios, time\n' +
      'end = time.time() + 60\n' +
      "while time.time() < end and struct.unpack('i', fcntl.ioctl(0, termios.FIONREAD, bytes(4)))[0] < 65536:\n" +
      '  time.sleep(0.01)\n' +
      'sys.stdout.buffer.write(sys.stdin.buffer.read())';
    const slow = shell(
      h,
      `python3 -c '${nonBlocking}' '${process.execPath}' "$BIN" sheet --all | python3 -c "${whenFull}"`,
    );
    expect(slow.status).toBe(0);
    expect(slow.stdout).toBe(whole.stdout);
  });

  test('a reader that stops early ends tafel quietly, with exit 0', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's ${PIPESTATUS[0]}, for the shell to expand
    const r = shell(h, 'node "$BIN" sheet --all 2>"$TAFEL_HOME/err" | head -c 100 >/dev/null; echo "${PIPESTATUS[0]}"');
    expect(r.stdout.trim()).toBe('0');
    expect(fs.readFileSync(path.join(h, 'err'), 'utf8')).toBe('');
  });
});

// `tafel games` is the first command a newcomer runs (the README's first line): the games on one
// screen; `tafel games <game>` is that game's whole settings table. Through the built bundle, in process.
const TIMEOUT = 60_000;

/** What each game is played with, as its rules say (spec and sources), written out by hand. */
const EXPECTED: Record<string, { players: string; rules: string }> = {
  kleurenwiezen: { players: '4-6', rules: 'lodige* cardgames whisthub iwwa' },
  solokaarten: { players: '4-6', rules: 'liemers' },
  belote: { players: '4', rules: 'cardavia* ffb' },
  zwikken: { players: '2-6', rules: 'standard' },
  klaverjassen: { players: '4', rules: 'amsterdams* rotterdams' },
  boerenbridge: { players: '3-8', rules: 'wk* klassiek poepen' },
  rikken: { players: '4-6', rules: 'standaard* ssovn' },
  jokeren: { players: '2-6', rules: 'kbn* dehoop amerikaans' },
  manillen: { players: '4', rules: 'standaard' },
  toepen: { players: '2-8', rules: 'standaard' },
};

describe('tafel games: the games on one screen', () => {
  test.each(['en', 'nl'] as const)(
    '%s, on a pipe: one row per game with its players, rule sets (the default starred) and its sentence',
    async (lang) => {
      const r = await tafel(home(), ['games', '--lang', lang]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      const [head, ...body] = tableRows(r.stdout);
      expect(head).toEqual(
        lang === 'en' ? ['game', 'players', 'rule sets', 'what it is'] : ['spel', 'spelers', 'regelsets', 'wat het is'],
      );
      expect(body.map((c) => c[0])).toEqual(Object.keys(EXPECTED));
      for (const [id, players, rules, sentence] of body) {
        expect({ id, players, rules }).toEqual({ id, ...EXPECTED[id] });
        // The sentence is the game's own (its messages catalogue), a whole sentence, in the language asked.
        const game = GAMES.find((g) => g.id === id)!;
        expect(sentence).toBe(game.summary[lang]);
        expect(sentence).toMatch(/^\p{Lu}.{20,}\.$/u);
      }
      // No settings table: those are `tafel games <game>`'s.
      expect(r.stdout).not.toMatch(/samen\.8|loser-pays|setting|instelling/);
      expect(r.stdout).toContain(lang === 'en' ? "'tafel games <game>'" : "'tafel games <spel>'");
    },
    TIMEOUT,
  );

  test('the sentences are Dutch in Dutch and English in English, one per game', () => {
    for (const g of GAMES) {
      expect(g.summary.nl).not.toBe(g.summary.en);
      expect(g.summary.en).not.toMatch(/\b(de|het|een|en)\b/);
      expect(g.summary.nl).not.toMatch(/\b(the|and|with|must)\b/);
    }
  });

  test.each(['en', 'nl'] as const)(
    '%s, on an 80x24 terminal: it fits one screen with a line left for the prompt, no line wider',
    async (lang) => {
      const r = await tafel(home(), ['games', '--lang', lang], { env: { COLUMNS: '80', LINES: '24' } });
      expect(r.code).toBe(0);
      const lines = r.stdout.replace(/\n$/, '').split('\n');
      expect(lines.length).toBeLessThanOrEqual(23);
      expect(lines.filter((l) => textWidth(l) > 80)).toEqual([]);
      for (const id of Object.keys(EXPECTED)) expect(r.stdout).toContain(id);
    },
    TIMEOUT,
  );

  test(
    '--json: the list of games, each with its rule sets and their options and points by default',
    async () => {
      const doc = await tafelJson(home(), ['games']);
      expect(doc.map((g: { id: string }) => g.id)).toEqual(Object.keys(EXPECTED));
      const zw = doc.find((g: { id: string }) => g.id === 'zwikken');
      expect(zw).toEqual({
        id: 'zwikken',
        name: 'Zwikken (pot game)',
        summary: GAMES.find((g) => g.id === 'zwikken')!.summary.en,
        players: { min: 2, max: 6 },
        defaultRules: 'standard',
        ruleSets: [
          {
            id: 'standard',
            description: expect.any(String),
            options: { 'loser-pays': 'pot' },
            points: {},
          },
        ],
      });
    },
    TIMEOUT,
  );
});

describe('tafel games <game>: that game in full', () => {
  test.each(GAMES.map((g) => g.id))(
    '%s: its name, sentence, every rule set and every setting with its default',
    async (id) => {
      const game = GAMES.find((g) => g.id === id)!;
      const r = await tafel(home(), ['games', id]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      const [first, second] = r.stdout.split('\n');
      expect(first).toBe(game.name.en);
      expect(second).toBe(game.summary.en);
      for (const rs of game.ruleSets) {
        expect(r.stdout).toContain(`${id} --rules ${rs.id}`);
        const table = r.stdout.split(`${id} --rules ${rs.id}`)[1];
        const keys = tableRows(table)
          .slice(1)
          .map((c) => [c[0], c[1]]);
        for (const s of game.settings(rs.id)) expect(keys).toContainEqual([s.key, s.default]);
      }
    },
    TIMEOUT,
  );

  test(
    'a unique beginning names the game; --json is its document, each rule set with its settings',
    async () => {
      const doc = await tafelJson(home(), ['games', 'klaver']);
      expect(doc.id).toBe('klaverjassen');
      const amsterdams = doc.ruleSets.find((r: { id: string }) => r.id === 'amsterdams');
      // A number, as a sheet's options give it (until 2026-12-07 a string, '200'): --json reads alike everywhere.
      expect(amsterdams.options['four-jacks']).toBe(200);
      expect(amsterdams.settings).toContainEqual({
        key: 'four-jacks',
        kind: 'option',
        default: 200,
        values: expect.any(String),
        description: expect.any(String),
      });
      // In Dutch the descriptions are Dutch; keys and values stay as they are typed.
      const nl = await tafelJson(home(), ['games', 'klaverjassen', '--lang', 'nl']);
      expect(nl.summary).toBe(GAMES.find((g) => g.id === 'klaverjassen')!.summary.nl);
    },
    TIMEOUT,
  );

  test(
    'games --json gives each house rule as new and sheet --json do: a number as a number, a word as a string',
    async () => {
      const h = home();
      const at = { now: new Date(2026, 11, 6, 20, 0) };
      const made = await tafelJson(h, ['new', 'klaverjassen', ...FOUR], at);
      const sheet = await tafelJson(h, ['sheet'], at);
      const options = {
        deals: 16,
        target: 'none',
        tie: 'nat',
        'four-jacks': 200,
        'low-four': 100,
        verzaken: '162+100',
        bidding: 'vrij',
        undertrump: 'avoid',
      };
      expect(made.options).toEqual({ ...options, pit: 100, tegenpit: 100 });
      expect(sheet.options).toEqual(made.options);
      for (const lang of ['en', 'nl']) {
        const doc = await tafelJson(h, ['games', 'klaverjassen', '--lang', lang], at);
        const amsterdams = doc.ruleSets.find((r: { id: string }) => r.id === 'amsterdams');
        expect(amsterdams.options).toEqual(options);
        expect(amsterdams.points).toEqual({ pit: 100, tegenpit: 100 });
        const defaults = Object.fromEntries(
          amsterdams.settings.map((s: { key: string; default: unknown }) => [s.key, s.default]),
        );
        expect(defaults).toEqual(made.options);
        // Kleurenwiezen's point values: the default as the points, 7 (until 2026-12-07 "7" beside 7).
        const wiezen = await tafelJson(h, ['games', 'kleurenwiezen', '--lang', lang], at);
        const lodige = wiezen.ruleSets.find((r: { id: string }) => r.id === 'lodige');
        expect([lodige.options, lodige.points['samen.8']]).toEqual([{ deals: 'off' }, 7]);
        expect(lodige.settings.find((s: { key: string }) => s.key === 'samen.8').default).toBe(7);
        // The list of games gives the same values.
        const all = await tafelJson(h, ['games', '--lang', lang], at);
        const listed = all.find((g: { id: string }) => g.id === 'klaverjassen');
        expect(listed.ruleSets.find((r: { id: string }) => r.id === 'amsterdams').options).toEqual(options);
      }
    },
    TIMEOUT,
  );

  test(
    'an unknown game: one line naming the games and the nearest, exit 1, nothing on stdout',
    async () => {
      const r = await tafel(home(), ['games', 'belotte']);
      expect(r).toEqual({
        code: 1,
        stdout: '',
        stderr:
          'tafel: Unknown game "belotte". Games: kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, ' +
          "boerenbridge, rikken, jokeren, manillen, toepen. Did you mean 'belote'?\n",
      });
    },
    TIMEOUT,
  );
});
