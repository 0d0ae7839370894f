import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tempHomes } from '../helpers/cli.js';

/**
 * bin/tafel.cjs keeps V8's compiled code of the chunks it loads in the user's cache directory. The
 * cache may only ever cost or save time: what a command prints is the same with it, without it,
 * with a broken one and where it cannot be written.
 */
const home = tempHomes();
const run = (cache: string, args: string[], env: NodeJS.ProcessEnv = {}) => tafel(cache, args, { XDG_CACHE_HOME: cache, ...env });
const cacheFiles = (cache: string): string[] => {
  const dir = path.join(cache, 'tafel');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((v) => fs.readdirSync(path.join(dir, v)).map((f) => path.join(dir, v, f)));
};
const ARGS = ['judge', 'rank', 'kleurenwiezen', 'abondance 9', 'troel'];

describe('the code cache', () => {
  test('is written on the first run, read on the next, and changes nothing that is printed', () => {
    const cache = home();
    const plain = run(cache, ARGS, { TAFEL_CODE_CACHE: '0' });
    expect(plain.code).toBe(0);
    expect(cacheFiles(cache)).toEqual([]);
    expect(run(cache, ARGS)).toEqual(plain);
    const files = cacheFiles(cache);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(path.basename(f)).toMatch(/^[\w-]+\.cjs-\d+-\d+$/);
    const stamps = files.map((f) => fs.statSync(f).mtimeMs);
    expect(run(cache, ARGS)).toEqual(plain);
    // read, not rewritten
    expect(cacheFiles(cache)).toEqual(files);
    expect(files.map((f) => fs.statSync(f).mtimeMs)).toEqual(stamps);
  });

  test('a broken cache file is rejected and written anew; stale ones are removed', () => {
    const cache = home();
    const plain = run(cache, ARGS, { TAFEL_CODE_CACHE: '0' });
    run(cache, ARGS);
    const files = cacheFiles(cache);
    const dir = path.dirname(files[0]);
    fs.writeFileSync(files[0], Buffer.from('not a code cache, not at all'));
    fs.truncateSync(files[files.length - 1], 10);
    fs.writeFileSync(path.join(dir, 'chunk-GONE.cjs-100-100'), 'old');
    expect(run(cache, ARGS)).toEqual(plain);
    expect(fs.statSync(files[0]).size).toBeGreaterThan(100);
    expect(fs.statSync(files[files.length - 1]).size).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(dir, 'chunk-GONE.cjs-100-100'))).toBe(false);
    expect(run(cache, ARGS)).toEqual(plain);
  });

  test('a FIFO or a link where a cache file would be is never read through', () => {
    const cache = home();
    const plain = run(cache, ARGS, { TAFEL_CODE_CACHE: '0' });
    run(cache, ARGS);
    const [fifo, link] = cacheFiles(cache);
    fs.rmSync(fifo);
    spawnSync('mkfifo', [fifo]);
    const target = path.join(cache, 'elsewhere');
    fs.writeFileSync(target, 'not tafel\'s');
    fs.rmSync(link);
    fs.symlinkSync(target, link);
    // A FIFO read would wait for a writer forever (the helper's timeout would end it).
    expect(run(cache, ARGS)).toEqual(plain);
    expect(fs.readFileSync(target, 'utf8')).toBe("not tafel's");
  });

  test('a cache directory that cannot be written costs nothing but speed', () => {
    const cache = home();
    const plain = run(cache, ARGS, { TAFEL_CODE_CACHE: '0' });
    fs.writeFileSync(path.join(cache, 'tafel'), 'a file where the directory would be');
    expect(run(cache, ARGS)).toEqual(plain);
    // a relative XDG_CACHE_HOME is ignored, as the XDG specification says
    expect(tafel(cache, ARGS, { XDG_CACHE_HOME: 'relative/dir' })).toEqual(plain);
    expect(fs.existsSync(path.join(process.cwd(), 'relative'))).toBe(false);
  });
});
