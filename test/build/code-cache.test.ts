import { beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { BIN, spawnTafel, tafelIsolated, tempHomes, type Run } from '../helpers/cli.js';
import { copyInstall, rebuildChunk } from './install.js';

/**
 * bin/tafel.cjs keeps V8's compiled code of the chunks it loads in the user's cache directory. The
 * cache may only ever cost or save time: what a command prints is the same with it, without it,
 * with a broken one and where it cannot be written.
 *
 * The binary as a process writes and reads it (the first test), and a process is what shows a full disk, the umask
 * and Node's own cache. Every other run is the bundle loaded by the same loader in a fresh V8 isolate (a worker
 * thread, `tafelIsolated`), which reads, rejects and writes a cache as a new process does.
 */
const home = tempHomes();
// The hand-made cache (Node 20's; a newer Node uses its own unless told so, tested at the end).
const env = (cache: string, more: NodeJS.ProcessEnv = {}) => ({
  XDG_CACHE_HOME: cache,
  TAFEL_CODE_CACHE: 'v8',
  ...more,
});
const run = (cache: string, args: string[], more?: NodeJS.ProcessEnv) => tafelIsolated(cache, args, env(cache, more));
const cacheFiles = (cache: string): string[] => {
  const dir = path.join(cache, 'tafel');
  if (!fs.existsSync(dir)) return [];
  const folders = fs.readdirSync(dir).filter((v) => v.startsWith('v8-'));
  return folders.flatMap((v) => fs.readdirSync(path.join(dir, v)).map((f) => path.join(dir, v, f)));
};
const ARGS = ['judge', 'rank', 'kleurenwiezen', 'abondance 9', 'troel'];

/**
 * What the command prints without a cache (TAFEL_CODE_CACHE=0), run once for the file: every test compares its runs
 * with it. `uncached` is the folder of that run, which it left without a cache.
 */
let plain: Run;
let uncached: string;
beforeAll(async () => {
  uncached = home();
  plain = await tafelIsolated(uncached, ARGS, env(uncached, { TAFEL_CODE_CACHE: '0' }));
});

/**
 * A cache folder as a run of ARGS writes it: written by one run for the file, copied for each test with its modes
 * and times (a copy is the same bytes under the same names; the test that a run writes it is the first below).
 */
let written = '';
const warm = async (cache: string): Promise<void> => {
  if (written === '') {
    written = home();
    await run(written, ARGS);
  }
  fs.cpSync(path.join(written, 'tafel'), path.join(cache, 'tafel'), { recursive: true, preserveTimestamps: true });
};

describe('the code cache', () => {
  test('is written on the first run, read on the next, and changes nothing that is printed', () => {
    expect(plain.code).toBe(0);
    expect(cacheFiles(uncached)).toEqual([]);
    const cache = home();
    // The binary itself, as a process: it writes the caches when the process exits.
    expect(spawnTafel(cache, ARGS, env(cache))).toEqual(plain);
    const files = cacheFiles(cache);
    expect(files.length).toBeGreaterThan(0);
    // each named after its chunk file and the command that wrote it
    for (const f of files) expect(path.basename(f)).toMatch(/^[\w.-]+\.cjs(-[0-9a-z]+){4}@judge$/);
    const stamps = files.map((f) => fs.statSync(f).mtimeMs);
    expect(spawnTafel(cache, ARGS, env(cache))).toEqual(plain);
    // read, not rewritten
    expect(cacheFiles(cache)).toEqual(files);
    expect(files.map((f) => fs.statSync(f).mtimeMs)).toEqual(stamps);
  });

  test('each command has caches of its own, written by its first run that ends well', async () => {
    const cache = home();
    await warm(cache);
    const stamps = () => new Map(cacheFiles(cache).map((f) => [path.basename(f), fs.statSync(f).mtimeMs]));
    const judged = stamps();
    // a mistyped command writes nothing
    expect((await run(cache, ['shet'])).code).toBe(2);
    expect(stamps()).toEqual(judged);
    // another command writes the caches of what it ran, beside the first's and not over them
    const rules = ['rules', 'kleurenwiezen', 'troel'];
    const first = await run(cache, rules);
    expect(first).toEqual(await tafelIsolated(home(), rules, env(cache, { TAFEL_CODE_CACHE: '0' })));
    const both = stamps();
    const added = [...both.keys()].filter((f) => !judged.has(f));
    expect(added.filter((f) => f.startsWith('cli.cjs-'))).toEqual([
      [...judged.keys()].find((f) => f.startsWith('cli.cjs-'))!.replace('@judge', '@rules'),
    ]);
    expect(added.every((f) => f.endsWith('@rules'))).toBe(true);
    for (const [f, t] of judged) expect(both.get(f)).toBe(t);
    // the general help's are named after the chunk alone; --lang's value is no command
    await run(cache, ['--lang', 'nl', '--help']);
    expect([...stamps().keys()].filter((f) => !both.has(f)).every((f) => !f.includes('@'))).toBe(true);
    const all = stamps();
    // read, not written again, by the next run of each
    expect(await run(cache, rules)).toEqual(first);
    expect(await run(cache, ARGS)).toEqual(plain);
    expect(stamps()).toEqual(all);
  });

  test('a broken cache file is rejected and written anew; stale ones are removed', async () => {
    const cache = home();
    await warm(cache);
    const files = cacheFiles(cache);
    const dir = path.dirname(files[0]);
    fs.writeFileSync(files[0], Buffer.from('not a code cache, not at all'));
    fs.truncateSync(files[files.length - 1], 10);
    fs.writeFileSync(path.join(dir, 'chunk-GONE.cjs-100-100'), 'old');
    expect(await run(cache, ARGS)).toEqual(plain);
    expect(fs.statSync(files[0]).size).toBeGreaterThan(100);
    expect(fs.statSync(files[files.length - 1]).size).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(dir, 'chunk-GONE.cjs-100-100'))).toBe(false);
    expect(await run(cache, ARGS)).toEqual(plain);
  });

  test('a FIFO or a link where a cache file would be is never read through', async () => {
    const cache = home();
    await warm(cache);
    const [fifo, link] = cacheFiles(cache);
    fs.rmSync(fifo);
    spawnSync('mkfifo', [fifo]);
    const target = path.join(cache, 'elsewhere');
    fs.writeFileSync(target, "not tafel's");
    fs.rmSync(link);
    fs.symlinkSync(target, link);
    // A FIFO read would wait for a writer forever: a process, which the helper's timeout ends (a thread blocked in
    // open(2) could not be stopped, and would keep Jest from exiting).
    expect(spawnTafel(cache, ARGS, env(cache))).toEqual(plain);
    expect(fs.readFileSync(target, 'utf8')).toBe("not tafel's");
  });

  test('a cache directory that cannot be written costs nothing but speed', async () => {
    const cache = home();
    fs.writeFileSync(path.join(cache, 'tafel'), 'a file where the directory would be');
    expect(await run(cache, ARGS)).toEqual(plain);
    // a relative XDG_CACHE_HOME is ignored, as the XDG specification says
    expect(await tafelIsolated(cache, ARGS, { XDG_CACHE_HOME: 'relative/dir' })).toEqual(plain);
    expect(fs.existsSync(path.join(process.cwd(), 'relative'))).toBe(false);
  });

  test('a cache file that fails to be written (a full disk) leaves nothing behind', () => {
    // A file size limit stands in for a full disk: each cache file is cut short while it is written.
    const cache = home();
    const limit = 'trap "" XFSZ; ulimit -f 2; exec "$0" "$@"';
    const limited = spawnSync('bash', ['-c', limit, process.execPath, BIN, ...ARGS], {
      env: { ...process.env, TAFEL_HOME: cache, XDG_CACHE_HOME: cache, TAFEL_CODE_CACHE: 'v8', LANG: 'C' },
      encoding: 'utf8',
    });
    expect(limited.stdout).toBe(plain.stdout);
    expect(cacheFiles(cache).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('folders where a stale cache and a current one would be are removed, and caching goes on', async () => {
    const cache = home();
    await warm(cache);
    const files = cacheFiles(cache);
    expect(files.length).toBeGreaterThan(0);
    const dir = path.dirname(files[0]);
    fs.mkdirSync(path.join(dir, 'chunk-GONE.cjs-100-100', 'inside'), { recursive: true });
    fs.rmSync(files[0]);
    fs.mkdirSync(path.join(files[0], 'inside'), { recursive: true });
    expect(await run(cache, ARGS)).toEqual(plain);
    expect(fs.existsSync(path.join(dir, 'chunk-GONE.cjs-100-100'))).toBe(false);
    expect(fs.lstatSync(files[0]).isFile()).toBe(true);
    expect(cacheFiles(cache).sort()).toEqual([...files].sort());
  });
});

describe('a planted cache never runs', () => {
  /**
   * V8 takes cached code made from any script of the same length as the one compiled. This writes,
   * over the cache of dist/cli.cjs, the cache of a script of that length that prints PLANTED: it is
   * made by a node run the way tafel is (the same flags), after the chunk's own cache was written.
   */
  let planted = '';
  /** The cache folder planted once for the file (a process crafts it), copied for each test with modes and times. */
  const plant = async (cache: string) => {
    if (planted === '') {
      planted = home();
      await made(planted);
    }
    fs.cpSync(path.join(planted, 'tafel'), path.join(cache, 'tafel'), { recursive: true, preserveTimestamps: true });
    const file = cacheFiles(cache).find((f) => path.basename(f).startsWith('cli.cjs-'))!;
    return { file, dir: path.dirname(file), root: path.join(cache, 'tafel') };
  };
  const made = async (cache: string) => {
    await warm(cache);
    const file = cacheFiles(cache).find((f) => path.basename(f).startsWith('cli.cjs-'))!;
    const craft = `
      const fs = require('fs'), vm = require('vm');
      const [target, out] = process.argv.slice(1);
      const len = fs.readFileSync(target, 'utf8').length;
      const head = '(function () { process.stdout.write("PLANTED\\\\n"); process.exit(0); }';
      const s = new vm.Script(head + ' '.repeat(len - head.length - 1) + ')', { filename: target });
      s.runInThisContext();
      fs.writeFileSync(out, s.createCachedData());`;
    const chunk = path.join(path.dirname(BIN), '..', 'dist', 'cli.cjs');
    const r = spawnSync(process.execPath, ['-e', craft, chunk, file], { encoding: 'utf8', timeout: 60000 });
    expect(r.stderr).toBe('');
  };
  const asRoot = process.getuid?.() === 0;
  const NOBODY = 65534;

  const usedTitle =
    'written by the user himself it is used: V8 alone does not keep it out, so the rules below are what do';
  test(usedTitle, async () => {
    const cache = home();
    await plant(cache);
    expect((await run(cache, ARGS)).stdout).toBe('PLANTED\n');
  });

  test.each([
    ['the file is writable by others', (p: Awaited<ReturnType<typeof plant>>) => fs.chmodSync(p.file, 0o666)],
    ['the file is writable by its group', (p: Awaited<ReturnType<typeof plant>>) => fs.chmodSync(p.file, 0o620)],
    ['its folder is writable by others', (p: Awaited<ReturnType<typeof plant>>) => fs.chmodSync(p.dir, 0o777)],
    [
      'the tafel folder is writable by its group',
      (p: Awaited<ReturnType<typeof plant>>) => fs.chmodSync(p.root, 0o770),
    ],
    ...(asRoot
      ? ([
          [
            'the file belongs to nobody',
            (p: Awaited<ReturnType<typeof plant>>) => fs.chownSync(p.file, NOBODY, NOBODY),
          ],
          [
            'its folder belongs to nobody',
            (p: Awaited<ReturnType<typeof plant>>) => fs.chownSync(p.dir, NOBODY, NOBODY),
          ],
          [
            'the tafel folder belongs to nobody',
            (p: Awaited<ReturnType<typeof plant>>) => fs.chownSync(p.root, NOBODY, NOBODY),
          ],
        ] as const)
      : []),
  ])('when %s it is never read', async (_, loosen) => {
    const cache = home();
    const planted = await plant(cache);
    loosen(planted);
    const r = await run(cache, ARGS);
    expect(r.stdout).toMatch(/^"troel" outranks "abondance 9"/);
    expect(r.stderr).toBe('');
  });

  test('new folders are made 0700 and files 0600, whatever the umask', () => {
    const cache = home();
    const r = spawnSync('bash', ['-c', 'umask 000; exec "$0" "$@"', process.execPath, BIN, ...ARGS], {
      env: { ...process.env, TAFEL_HOME: cache, XDG_CACHE_HOME: cache, TAFEL_CODE_CACHE: 'v8', LANG: 'C' },
    });
    expect(r.status).toBe(0);
    const files = cacheFiles(cache);
    expect(files.length).toBeGreaterThan(0);
    for (const d of [path.join(cache, 'tafel'), path.dirname(files[0])]) {
      expect(fs.statSync(d).mode & 0o777).toBe(0o700);
    }
    for (const f of files) expect(fs.statSync(f).mode & 0o777).toBe(0o600);
  });
});

describe('after an upgrade', () => {
  test('a chunk rebuilt with the same size and time runs its new code, never the old cache', async () => {
    const dir = home();
    const { bin, dist } = copyInstall(dir);
    const cache = path.join(dir, 'cache');
    const judge = async () => (await tafelIsolated(dir, ARGS, env(cache), bin)).stdout;
    expect(await judge()).toMatch(/ outranks /);
    expect(await judge()).toMatch(/ outranks /); // now from the cache
    await rebuildChunk(dist, `" outranks "`, `" OUTRANKS "`);
    expect(await judge()).toMatch(/ OUTRANKS /);
    expect(await judge()).toMatch(/ OUTRANKS /);
  });

  test('a chunk edited in place, same length and time, dist/build.json as built: its new code runs', async () => {
    const dir = home();
    const { bin, dist } = copyInstall(dir);
    const cache = path.join(dir, 'cache');
    const judge = async () => (await tafelIsolated(dir, ARGS, env(cache), bin)).stdout;
    const hashes = fs.readFileSync(path.join(dist, 'build.json'), 'utf8');
    expect(await judge()).toMatch(/ outranks /);
    expect(await judge()).toMatch(/ outranks /); // now from the cache
    await rebuildChunk(dist, `" outranks "`, `" OUTRANKS "`, true);
    expect(fs.readFileSync(path.join(dist, 'build.json'), 'utf8')).toBe(hashes);
    expect(await judge()).toMatch(/ OUTRANKS /);
    expect(await judge()).toMatch(/ OUTRANKS /);
    // Put back, the old bytes run again: their cache was current all along.
    await rebuildChunk(dist, `" OUTRANKS "`, `" outranks "`, true);
    expect(await judge()).toMatch(/ outranks /);
  });
});

describe('two installs of tafel', () => {
  test('sharing a cache folder, each keeps its caches: neither throws away what the other wrote', async () => {
    const dir = home();
    const cache = path.join(dir, 'cache');
    const installs = ['a', 'b'].map((name) => {
      fs.mkdirSync(path.join(dir, name));
      return copyInstall(path.join(dir, name));
    });
    // b is another build: one of its chunks says other words, as a newer version would.
    await rebuildChunk(installs[1].dist, `" outranks "`, `" OUTRANKS "`);
    const judge = (i: number) => tafelIsolated(dir, ARGS, env(cache), installs[i].bin);
    expect((await judge(0)).stdout).toMatch(/ outranks /);
    const first = cacheFiles(cache);
    const stamps = first.map((f) => fs.statSync(f).mtimeMs);
    expect((await judge(1)).stdout).toMatch(/ OUTRANKS /);
    expect((await judge(0)).stdout).toMatch(/ outranks /);
    // a's caches are all still there, read and not written again
    for (const f of first) expect(fs.existsSync(f)).toBe(true);
    expect(first.map((f) => fs.statSync(f).mtimeMs)).toEqual(stamps);
    expect(cacheFiles(cache).length).toBeGreaterThan(first.length);
    expect((await judge(1)).stdout).toMatch(/ OUTRANKS /);
  });
});

describe("Node's own compile cache", () => {
  test('is used where Node has it (22 on), in a folder of the same rules; Node 20 keeps the hand-made one', () => {
    const cache = home();
    const native = { XDG_CACHE_HOME: cache, TAFEL_CODE_CACHE: '' };
    expect(spawnTafel(cache, ARGS, native)).toEqual(plain);
    expect(spawnTafel(cache, ARGS, native)).toEqual(plain);
    const own = path.join(cache, 'tafel', 'node-compile-cache');
    const hasIt = typeof (module as unknown as { enableCompileCache?: unknown }).enableCompileCache === 'function';
    expect(fs.existsSync(own)).toBe(hasIt);
    if (hasIt) expect(fs.statSync(own).mode & 0o777).toBe(0o700);
    expect(cacheFiles(cache).length > 0).toBe(!hasIt);
  });
});
