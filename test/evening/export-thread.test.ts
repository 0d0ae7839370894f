import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { THREAD_AT } from '../../src/commands/export.js';
import { startThread } from '../../src/cli/thread.js';
import { spawnTafel, tafel, tempHomes } from '../helpers/cli.js';

/**
 * `export --all` of many sheets (THREAD_AT and more) runs again in a thread of the process whose heap
 * is bounded (issue 33: 50,000 sheets under 100 MiB; the bench measures that). What a person sees must
 * not change: the same document, byte for byte, as the export run in the process itself (an in-process
 * run of the tests is offered no thread), the same summary, the same exit codes. And when the thread
 * runs out of its heap: to a file the export starts again unbounded, to standard output it is refused
 * in one line naming --out.
 */

const home = tempHomes();

/** A data directory of THREAD_AT sheets: two made by tafel, copied under other ids and starts over 28 evenings. */
async function manySheets(): Promise<string> {
  const h = home();
  const run = async (...a: string[]) => expect((await tafel(h, a)).code).toBe(0);
  await run('new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', 'Café');
  await run('record', 'samen', '9', '--by', 'Ann,Bert', '--tricks', '10');
  await run('new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk');
  await run('record', '--taker', 'Ann', '--points', '70');
  const dir = path.join(h, 'sheets');
  const made = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
  for (let i = 0; i < THREAD_AT; i++) {
    const at = (n: number) => String(n).padStart(2, '0');
    const day = at(1 + (i % 28));
    const id = `2026-10-${day}-sheet-${i}`;
    const createdAt = `2026-10-${day}T${at(18 + (i % 5))}:${at(i % 60)}:00.000Z`;
    fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ ...made[i % 2], id, createdAt }, null, 2));
  }
  return h;
}

let h: string;
beforeAll(async () => {
  h = await manySheets();
}, 60000);

/**
 * The same export in this process, where no thread is offered: what the thread must write too. Each is run once
 * (5,000 sheets; the folder does not change in between).
 */
const done = new Map<string, Promise<string>>();
const inProcess = (args: string[]): Promise<string> => {
  const key = args.join(' ');
  if (!done.has(key))
    done.set(
      key,
      tafel(h, args).then((r) => {
        expect(r.code).toBe(0);
        return r.stdout;
      }),
    );
  return done.get(key)!;
};

describe(`export --all of ${THREAD_AT} sheets and more, in a thread of its own`, () => {
  test('writes, to standard output and to a file, what the export in the process writes; CSV and JSON', async () => {
    const trace = path.join(h, 'chunks.txt');
    const csv = spawnTafel(h, ['export', '--all'], { TAFEL_TRACE_CHUNKS: trace });
    expect(csv.stderr).toBe('');
    expect(csv.code).toBe(0);
    // The bundle's entry loaded twice: once by the process, once by the thread.
    expect(
      fs
        .readFileSync(trace, 'utf8')
        .split('\n')
        .filter((c) => c === 'cli.cjs'),
    ).toHaveLength(2);
    expect(csv.stdout).toBe(await inProcess(['export', '--all']));
    expect(csv.stdout.split('\n').filter((l) => /^2026-10-\d\d-sheet-\d+,/.test(l))).toHaveLength(THREAD_AT);

    const file = path.join(home(), 'all.json');
    const json = spawnTafel(h, ['export', '--all', '--format', 'json', '--out', file, '--json']);
    expect(json.code).toBe(0);
    const said = JSON.parse(json.stdout);
    expect(said).toMatchObject({ written: file, format: 'json' });
    expect(said.sheets).toHaveLength(THREAD_AT);
    const doc = fs.readFileSync(file, 'utf8');
    const again = await inProcess(['export', '--all', '--format', 'json']);
    const moment = (t: string) => t.replace(/"exportedAt": "[^"]*"/, '"exportedAt": "…"');
    expect(moment(doc)).toBe(moment(again));
    expect(fs.readdirSync(h).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // The index of exported sheets is kept only below THREAD_AT, in the thread and in the process alike.
    expect(fs.readdirSync(h).filter((f) => f.startsWith('index-csv-'))).toEqual([]);
  }, 120000);

  test('refusals are the same as without a thread: an existing file, a bad rate (exit 1 and 2, one line)', async () => {
    const file = path.join(home(), 'exists.csv');
    fs.writeFileSync(file, 'mine');
    // Refused before a thread is asked for (in process, offered one that must not start); a bad rate in the thread.
    const asked: string[][] = [];
    const thread = async (args: readonly string[]) => {
      asked.push([...args]);
      return { code: 0 };
    };
    const exists = await tafel(h, ['export', '--all', '--out', file], { thread });
    expect([exists.code, asked]).toEqual([1, []]);
    expect(exists.stderr.trim().split('\n')).toHaveLength(1);
    expect(fs.readFileSync(file, 'utf8')).toBe('mine');
    const rate = spawnTafel(h, ['export', '--all', '--rate', 'kleurenwiezen=lots'], { LANG: 'nl_BE.UTF-8' });
    expect(rate.code).toBe(2);
    expect(rate.stdout).toBe('');
    expect(rate.stderr).toMatch(/^tafel: .*kleurenwiezen=lots/);
    expect(rate.stderr.trim().split('\n')).toHaveLength(1);
  }, 120000);

  test('out of its heap: to a file it starts again here, to standard output it is refused naming --out', async () => {
    const outOfMemory = async () => ({ outOfMemory: true as const });
    const file = path.join(home(), 'again.csv');
    // What the thread left: its temporary file, named as every export to a file names it.
    const left = `${file}.tafel-${process.pid}.tmp`;
    fs.writeFileSync(left, 'half');
    const r = await tafel(h, ['export', '--all', '--out', file], { thread: outOfMemory });
    expect(r.code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(await inProcess(['export', '--all']));
    expect(fs.existsSync(left)).toBe(false);

    const en = await tafel(h, ['export', '--all'], { thread: outOfMemory });
    expect(en.code).toBe(1);
    expect(en.stderr).toMatch(/^tafel: The export of 5,000 sheets ran out of the memory set aside for it \(18 MB\)/);
    expect(en.stderr).toMatch(/--out <file>/);
    const nl = await tafel(h, ['export', '--all', '--lang', 'nl'], { thread: outOfMemory });
    expect(nl.code).toBe(1);
    expect(nl.stderr).toMatch(/^tafel: De export van 5\.000 bladen kwam het geheugen tekort .*--out <bestand>/);
    expect(nl.stderr.trim().split('\n')).toHaveLength(1);
  }, 120000);

  test('stopped while its thread writes (Ctrl-C, SIGHUP): its temporary file goes; to stdout the code', async () => {
    const file = path.join(home(), 'stopped.json');
    const left = `${file}.tafel-${process.pid}.tmp`;
    const runs = [
      [['--lang', 'en'], 'SIGINT', 130, `Stopped; nothing was written to ${file}.\n`],
      [['--lang', 'nl'], 'SIGHUP', 129, `Gestopt; er werd niets naar ${file} geschreven.\n`],
      [[], 'SIGINT', 130, ''],
    ] as const;
    for (const [args, signal, code, said] of runs) {
      // The signal stops the thread (startThread, below), halfway through its temporary file.
      const stop = new AbortController();
      const thread = async () => {
        fs.writeFileSync(left, 'half');
        stop.abort(signal);
        return { code: 1 };
      };
      const to = said === '' ? [] : ['--out', file];
      const r = await tafel(h, ['export', '--all', ...to, ...args], { thread, signal: stop.signal });
      expect(r).toEqual({ code, stdout: '', stderr: said });
      expect([fs.existsSync(file), fs.existsSync(left)]).toEqual([false, said === '']);
      fs.rmSync(left, { force: true });
    }
  });

  const data = { argv: [], tty: [false, false, false] as [boolean, boolean, boolean], size: [] };
  const heap = { oldMb: 16, youngMb: 1, compileBeside: true };
  test('the thread is stopped with the run, at once: its own run gets no signal', async () => {
    const script = path.join(home(), 'long.cjs');
    fs.writeFileSync(script, 'setTimeout(() => undefined, 30000);\n');
    const stop = new AbortController();
    const started = performance.now();
    // The process's streams are not even made when the thread writes nothing through its own: made on a pipe, they
    // would turn it non-blocking, and the thread's writeSync would find it full instead of waiting for the reader.
    const made: string[] = [];
    const std = {
      get stdout() {
        made.push('stdout');
        return new PassThrough();
      },
      get stderr() {
        made.push('stderr');
        return new PassThrough();
      },
    };
    const ended = startThread(script, data, heap, stop.signal, std);
    stop.abort('SIGINT');
    expect(await ended).toHaveProperty('code');
    expect(performance.now() - started).toBeLessThan(10000);
    expect(made).toEqual([]);
  }, 60000);

  test("a reader gone from the process's standard output stops the thread too, and the run ends with 0", async () => {
    // What the thread writes through its stream (a pipe it found full) goes on to the process's, whose reader is gone.
    const script = path.join(home(), 'writes.cjs');
    fs.writeFileSync(script, "process.stdout.write('\\n');\nsetTimeout(() => (process.exitCode = 3), 30000);\n");
    const gone = new Writable({
      write: (_chunk, _enc, done) => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })),
    });
    const started = performance.now();
    const std = { stdout: gone, stderr: new PassThrough() };
    expect(await startThread(script, data, heap, new AbortController().signal, std)).toEqual({ code: 0 });
    expect(performance.now() - started).toBeLessThan(10000);
  }, 60000);

  test('a thread that ends with a code ends the command with it, and nothing more is said', async () => {
    const ended = async () => ({ code: 3 });
    const r = await tafel(h, ['export', '--all'], { thread: ended });
    expect(r).toEqual({ code: 3, stdout: '', stderr: '' });
  });
});
