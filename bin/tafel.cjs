#!/usr/bin/env node
'use strict';
/*
 * Starts tafel: loads dist/cli.cjs and the chunks it asks for (see scripts/build.js) as scripts
 * with V8's code cache, so that a run after the first skips parsing and compiling what it loads.
 *
 * The cache lives in the user's cache directory ($XDG_CACHE_HOME/tafel or ~/.cache/tafel), one
 * file per chunk, named after the chunk's size and time, in a folder per Node version, so a new
 * build or another Node never reads an old cache. V8 checks each cache itself and rejects one that
 * does not fit (other V8 flags, a damaged file); the chunk is then compiled as usual and the cache
 * written anew when tafel exits. Only a plain file is read (never through a link, never a FIFO).
 * Any failure to read or write the cache only costs speed. TAFEL_CODE_CACHE=0 turns it off.
 *
 * `tafel --version` is answered from package.json without loading anything else.
 */
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${require('../package.json').version}\n`);
  return;
}

const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const DIST = path.join(__dirname, '..', 'dist');
const cacheDir = (() => {
  if (process.env.TAFEL_CODE_CACHE === '0') return undefined;
  const base = process.env.XDG_CACHE_HOME || (process.env.HOME ? path.join(process.env.HOME, '.cache') : undefined);
  return base && path.isAbsolute(base) ? path.join(base, 'tafel', `v8-${process.version}-${process.arch}`) : undefined;
})();
const trace = process.env.TAFEL_TRACE_CHUNKS;

const loaded = new Map();
/** Every chunk is in dist/: another chunk by its name, a package or Node's own module as Node finds it from there. */
const nodeRequire = createRequire(path.join(DIST, 'cli.cjs'));
const requireFrom = (id) => (id.startsWith('./') ? load(id.slice(2)) : nodeRequire(id));
/** Chunks compiled without a usable cache: their cache is written when the process ends. */
const toCache = [];

/** A cache file's bytes, when it is a plain file of sensible size. */
function readCache(file) {
  const { O_RDONLY, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fs.constants;
  const fd = fs.openSync(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  try {
    const st = fs.fstatSync(fd);
    return st.isFile() && st.size < 32 * 1024 * 1024 ? fs.readFileSync(fd) : undefined;
  } finally {
    fs.closeSync(fd);
  }
}

function load(name) {
  let mod = loaded.get(name);
  if (mod) return mod.exports;
  const file = path.join(DIST, name);
  const source = fs.readFileSync(file, 'utf8');
  let cacheFile;
  let cachedData;
  if (cacheDir) {
    try {
      const st = fs.statSync(file);
      cacheFile = path.join(cacheDir, `${name}-${st.size}-${Math.trunc(st.mtimeMs)}`);
      cachedData = readCache(cacheFile);
    } catch {
      cachedData = undefined;
    }
  }
  // A chunk is one function expression (scripts/build.js): (exports, require, module, __filename, __dirname, __tafel).
  const script = new vm.Script(source, { filename: file, cachedData });
  if (cacheFile && (cachedData === undefined || script.cachedDataRejected)) toCache.push([script, cacheFile]);
  if (trace) fs.appendFileSync(trace, `${name}\n`);
  mod = { exports: {} };
  loaded.set(name, mod);
  const url = { get url() { return pathToFileURL(file).href; } };
  script.runInThisContext()(mod.exports, requireFrom, mod, file, DIST, url);
  return mod.exports;
}

/** The cache of a chunk that is no longer there, or has changed, is removed when a new one is written. */
function stale(file) {
  const m = /^(.+)-(\d+)-(\d+)$/.exec(file);
  try {
    const st = fs.statSync(path.join(DIST, m[1]));
    return !(st.size === Number(m[2]) && Math.trunc(st.mtimeMs) === Number(m[3]));
  } catch {
    return true;
  }
}

process.once('exit', () => {
  if (toCache.length === 0) return;
  try {
    fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
    for (const file of fs.readdirSync(cacheDir)) if (stale(file)) fs.rmSync(path.join(cacheDir, file), { force: true });
    for (const [script, cacheFile] of toCache) {
      const temp = `${cacheFile}.${process.pid}.tmp`;
      fs.writeFileSync(temp, script.createCachedData(), { flag: 'wx', mode: 0o600 });
      fs.renameSync(temp, cacheFile);
    }
  } catch {
    // a read-only or full disk: tafel is only slower
  }
});

load('cli.cjs');
