#!/usr/bin/env node
'use strict';
/*
 * Starts tafel: loads dist/cli.cjs and the chunks it asks for (see scripts/build.js) as scripts
 * with V8's code cache, so that a run after the first skips parsing and compiling what it loads.
 *
 * The cache lives in the user's cache directory ($XDG_CACHE_HOME/tafel or ~/.cache/tafel), one
 * file per chunk and kind of run, named after the chunk file's identity as the open file says it (`cacheName`:
 * its inode, size, and the times of its last write and last change) and the command (`kindOf`), in a folder per
 * Node version and install (`installKey`), so a new build, a chunk edited in place or another Node never reads an
 * old cache. Only files this user alone can have written are read (see `ours`). V8 checks each cache itself
 * and rejects one that does not fit (other V8 flags, a damaged file); the chunk is then compiled as
 * usual and the cache written anew when tafel exits. Only a
 * plain file is read (never through a link, never a FIFO). Any failure to read or write the cache
 * only costs speed.
 * TAFEL_CODE_CACHE=0 turns it off.
 *
 * `tafel --version` is answered from package.json without loading anything else: no chunk, no cache.
 *
 * The same loader loads the bundle for the tests (test/helpers/cli.ts), in their own process: required
 * rather than run, this file only exports `loadTafel`. The bundle's entry (src/cli.ts) exports
 * `run(argv, io)` and `processIo()` (src/cli/io.ts): the binary is `run(process.argv, processIo(...))`,
 * given bin/tafel-thread.cjs for a command that runs in a thread of its own.
 */
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire, enableCompileCache } = require('node:module');
const { pathToFileURL } = require('node:url');

const DIST = path.join(__dirname, '..', 'dist');

/**
 * A loader of dist/: `load(name)` runs a chunk (and the chunks it asks for) once and returns its
 * exports. `env` decides the cache (TAFEL_CODE_CACHE, XDG_CACHE_HOME, HOME) and the file that lists the
 * chunks a run loads (TAFEL_TRACE_CHUNKS, an absolute path); `args`, the command line after `tafel`, which
 * caches are read (`kindOf`); `keepCache` is given the function that writes the caches of the chunks compiled
 * without one, with the run's exit code: the binary calls it when the process exits, a test need not.
 */
function loadTafel({
  env = process.env,
  args = process.argv.slice(2),
  keepCache = (write) => process.once('exit', write),
} = {}) {
  const root = (() => {
    if (env.TAFEL_CODE_CACHE === '0') return undefined;
    const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, '.cache') : undefined);
    return base && path.isAbsolute(base) ? path.join(base, 'tafel') : undefined;
  })();
  /**
   * Node 22's own compile cache (`module.enableCompileCache`) is used where it exists: chunks are then
   * loaded with `require`, and Node keeps and checks their code in `node-compile-cache`, a folder
   * under the same rules. The hand-made cache below is Node 20's, and retires with it.
   * TAFEL_CODE_CACHE=v8 keeps the hand-made one on a newer Node (its tests use it).
   */
  const native = root !== undefined && typeof enableCompileCache === 'function' && env.TAFEL_CODE_CACHE !== 'v8';
  const cacheDir =
    root && !native ? path.join(root, `v8-${process.version}-${process.arch}-${installKey(DIST)}`) : undefined;
  // An absolute path only: `TAFEL_TRACE_CHUNKS=1` wrote a file named 1 into the folder tafel ran in
  // (committed by mistake twice).
  const trace = env.TAFEL_TRACE_CHUNKS && path.isAbsolute(env.TAFEL_TRACE_CHUNKS) ? env.TAFEL_TRACE_CHUNKS : undefined;

  /**
   * A chunk's cache is named after the file this run read and compiles, as fstat describes the open file,
   * never after what the build recorded (dist/build.json): a chunk edited in place at the same length
   * would otherwise run its old cached code. Any write to a file moves its change time (ctime), which no
   * program can set back (utimes sets the others), so an edit, even one that keeps the size and the
   * modification time, names another cache. No hash of the bytes: node:crypto alone costs about 7 ms of
   * a start that is over in 50.
   */
  const cacheName = (name, st) =>
    `${name}-${[st.ino, st.size, st.mtimeNs, st.ctimeNs].map((n) => n.toString(36)).join('-')}`;
  /**
   * V8 keeps in a cache the functions a run compiled, and compiles a function no cache holds the first time it
   * runs, in every run. One cache for all commands held what the first command that loaded the chunk ran (the
   * general help, say), and `record` compiled its own code anew at each start (5 to 7 ms); one cache made of all
   * of them made every command read the code of all (the help 2 ms slower). So each kind of run has a cache of its
   * own, the chunk's name with `@` and the kind: the first one that ends well writes it.
   */
  const kind = kindOf(args);
  const kindName = (name, st) => `${cacheName(name, st)}${kind === '' ? '' : `@${kind}`}`;
  /** The cache names of the chunks read this run. */
  const readNames = new Set();

  /**
   * V8 takes a cache made from any script of the same length (it checks the length, not the text), so
   * a cache file is code: it is used only when nobody else can have written it, as ssh treats its
   * files. The file, its folder and the `tafel` folder above it are owned by this user and writable by
   * no group or other; nothing else is read, and nothing is written into a folder that fails.
   */
  const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
  const ours = (st) => uid !== undefined && st.uid === uid && (st.mode & 0o022) === 0;
  const ourDir = (dir) => {
    try {
      const st = fs.lstatSync(dir);
      return st.isDirectory() && ours(st);
    } catch {
      return false;
    }
  };
  let trusted;
  const cacheTrusted = () => (trusted ??= ourDir(root) && ourDir(cacheDir));

  if (native) {
    const dir = path.join(root, 'node-compile-cache');
    try {
      if (!ourDir(dir)) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (ourDir(root) && ourDir(dir)) enableCompileCache(dir);
    } catch {
      // no cache: only slower
    }
  }

  const loaded = new Map();
  /** Every chunk is in dist/: another chunk by its name, a package or Node's own module as Node finds it from there. */
  const nodeRequire = createRequire(path.join(DIST, 'cli.cjs'));
  const requireFrom = (id) => (id.startsWith('./') ? load(id.slice(2)) : nodeRequire(id));
  /** Chunks compiled without a usable cache: their cache is written when the process ends. */
  const toCache = [];

  /** A cache file's bytes, when it is a plain file of sensible size that only this user can have written. */
  function readCache(file) {
    const { O_RDONLY, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fs.constants;
    const fd = fs.openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
    try {
      const st = fs.fstatSync(fd);
      return st.isFile() && ours(st) && st.size < 32 * 1024 * 1024 ? fs.readFileSync(fd) : undefined;
    } finally {
      fs.closeSync(fd);
    }
  }

  /** A chunk's text, and its file's identity (bigint fstat) read from the same open file. */
  function readChunk(file) {
    const fd = fs.openSync(file, 'r');
    try {
      const st = fs.fstatSync(fd, { bigint: true });
      const bytes = Buffer.allocUnsafe(Number(st.size));
      let at = 0;
      while (at < bytes.length) {
        const n = fs.readSync(fd, bytes, at, bytes.length - at, at);
        if (n === 0) break;
        at += n;
      }
      return { source: bytes.toString('utf8', 0, at), st };
    } finally {
      fs.closeSync(fd);
    }
  }

  /** The chunks each file carried (cli.cjs: every chunk it always loads), and each file's own, by name. */
  const carried = new Map();
  /** The chunks a command's file leaves to the store's file (scripts/build.js), with its name: cli.cjs's `homes`. */
  let homes = {};

  /**
   * A chunk's function: carried by a file read before, or read (and compiled) from its own file; one left to the
   * store's file, from that file, read now when the run has not read it yet.
   */
  function chunkFunction(name, file) {
    const own = carried.get(name);
    if (own) return own;
    const home = Object.hasOwn(homes, name) ? homes[name] : undefined;
    if (home !== undefined) {
      chunkFunction(home, path.join(DIST, home));
      return carried.get(name);
    }
    if (trace) fs.appendFileSync(trace, `${name}\n`);
    const fn = native ? nodeRequire(file) : compile(name, file);
    for (const [n, f] of Object.entries(fn.chunks ?? {})) if (!carried.has(n)) carried.set(n, f);
    if (fn.homes) homes = fn.homes;
    carried.set(name, fn);
    return fn;
  }

  /** The value of a chunk file compiled as a script, with its code cache when there is a good one. */
  function compile(name, file) {
    const { source, st } = readChunk(file);
    const cached = cacheDir && kindName(name, st);
    if (cached) readNames.add(cached);
    const cacheFile = cached && path.join(cacheDir, cached);
    let cachedData;
    if (cacheFile && cacheTrusted()) {
      try {
        cachedData = readCache(cacheFile);
      } catch {
        cachedData = undefined;
      }
    }
    const script = new vm.Script(source, { filename: file, cachedData });
    if (cacheFile && (cachedData === undefined || script.cachedDataRejected)) {
      if (toCache.length === 0) keepCache(writeCache);
      toCache.push([script, cacheFile]);
    }
    return script.runInThisContext();
  }

  function load(name) {
    let mod = loaded.get(name);
    if (mod) return mod.exports;
    const file = path.join(DIST, name);
    // A chunk's value is one function (scripts/build.js): (exports, require, module, __filename, __dirname, __tafel).
    const fn = chunkFunction(name, file);
    mod = { exports: {} };
    loaded.set(name, mod);
    const url = {
      get url() {
        return pathToFileURL(file).href;
      },
    };
    fn(mod.exports, requireFrom, mod, file, DIST, url);
    return mod.exports;
  }

  /**
   * What a cache folder may hold besides the current chunks' caches (those read this run, and those of
   * every chunk now in dist/, of any kind of run): the caches of other builds, temp files of a process killed
   * while writing, whatever was made by hand. All of it is removed when a new cache is written, each on its own
   * (one that cannot be removed stops nothing else), folders too: one named like a cache would otherwise block
   * that cache's rename for good.
   */
  function prune() {
    const current = new Set([...readNames].map((n) => n.split('@')[0]));
    for (const name of fs.readdirSync(DIST)) {
      try {
        if (name.endsWith('.cjs')) current.add(cacheName(name, fs.statSync(path.join(DIST, name), { bigint: true })));
      } catch {
        // a chunk gone meanwhile: its cache goes too
      }
    }
    for (const entry of fs.readdirSync(cacheDir)) {
      const p = path.join(cacheDir, entry);
      try {
        const [chunk, runKind = ''] = entry.split('@');
        if (!current.has(chunk) || !/^[a-z-]*$/.test(runKind) || !fs.lstatSync(p).isFile())
          fs.rmSync(p, { recursive: true, force: true });
      } catch {
        // left for the next time
      }
    }
  }

  /**
   * The folders of other installs and Node versions that nothing has written to for 30 days: an install
   * removed (or a Node replaced) long ago. One still in use that only reads its caches loses them and
   * writes them again on its next run.
   */
  function pruneOthers() {
    const before = Date.now() - 30 * 24 * 60 * 60 * 1000;
    for (const entry of fs.readdirSync(root)) {
      const p = path.join(root, entry);
      try {
        if (entry.startsWith('v8-') && p !== cacheDir && fs.lstatSync(p).mtimeMs < before)
          fs.rmSync(p, { recursive: true, force: true });
      } catch {
        // left for the next time
      }
    }
  }

  /**
   * A run that failed (a word mistyped: `tafel shet`) writes none, so kinds are the commands that ran; one
   * stopped with Ctrl-C (130: `serve`, `play`) ended as its user meant it to.
   */
  function writeCache(code) {
    if (!cacheDir || toCache.length === 0 || (code !== 0 && code !== 130)) return;
    try {
      fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
      trusted = undefined;
      if (!cacheTrusted()) return;
      prune();
      pruneOthers();
    } catch {
      return; // a read-only or full disk: tafel is only slower
    }
    for (const [script, cacheFile] of toCache.splice(0)) {
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        fs.writeFileSync(temp, script.createCachedData(), { flag: 'wx', mode: 0o600 });
        fs.renameSync(temp, cacheFile);
      } catch {
        // a full disk: no half-written file is left behind
        try {
          fs.rmSync(temp, { force: true });
        } catch {}
      }
    }
  }

  return { load };
}

/**
 * The kind of run whose cache a run reads: the command, the first word of the command line that is not an option
 * or the value of `--data-dir` or `--lang` (src/cli/words.ts, `firstWord`), when it is a plain lowercase word;
 * none for the general help. A wrong guess costs only speed: a kind is no more than a file's name.
 */
function kindOf(args) {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--data-dir' || args[i] === '--lang') i++;
    else if (!args[i].startsWith('-')) return /^[a-z][a-z-]{0,23}$/.test(args[i]) ? args[i] : '';
  }
  return '';
}

/**
 * Which install this is, as 8 hex digits of its dist/ folder's path (FNV-1a: a name, not a seal; no
 * node:crypto for it). Each build removes from its cache folder what it does not use, so two installs
 * sharing one folder (a global tafel and a checkout; on a shared machine, every worktree) threw away
 * each other's caches on every run, and each compiled everything again.
 */
function installKey(dir) {
  let h = 0x811c9dc5;
  for (let i = 0; i < dir.length; i++) h = Math.imul(h ^ dir.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

module.exports = { loadTafel };

if (require.main === module) {
  const args = process.argv.slice(2);
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-V'))
    process.stdout.write(`${require('../package.json').version}\n`);
  else {
    const { run, processIo } = loadTafel().load('cli.cjs');
    const io = processIo(path.join(__dirname, 'tafel-thread.cjs'));
    run(process.argv, io).then(io.end);
  }
}
