'use strict';
/*
 * One run of the built bundle in a fresh V8 isolate: a worker thread of the test's process (test/helpers/cli.ts,
 * `tafelIsolated`). What the code cache's tests need of a new process without starting one: V8 keeps the code an
 * isolate compiled, so only a new isolate reads a cache file (or rejects it) as a new process does. The bundle is
 * loaded by bin/tafel.cjs's own loader as the binary loads it (the worker's environment is the run's: the cache
 * folder, TAFEL_CODE_CACHE), and the caches it compiled without one are written when the thread exits, as the
 * binary writes them when the process exits. Standard output and error are the thread's streams (read by the test),
 * never a terminal; the exit code is the thread's.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const { alive } = require('./alive.cjs');

const { bin, argv } = workerData;
const std = (stream) => ({ isTTY: false, stream: () => stream, columns: () => undefined, rows: () => undefined });
const io = {
  stdin: { isTTY: false, stream: () => Readable.from([]) },
  stdout: std(process.stdout),
  stderr: std(process.stderr),
  env: process.env,
  now: () => new Date(),
  signal: new AbortController().signal,
  pid: process.pid,
  uid: process.getuid?.(),
  alive,
  onExit: (hook) => void process.once('exit', hook),
};
// The public modules of Node the thread has loaded before the run (`modules`: those the run adds are sent at its end).
const publicModules = () =>
  process.moduleLoadList
    .filter((m) => m.startsWith('NativeModule ') && !m.includes(' internal/'))
    .map((m) => m.slice(13));
const before = new Set(workerData.modules ? publicModules() : []);
require(bin)
  .loadTafel({ args: argv.slice(2) })
  .load('cli.cjs')
  .run(argv, io)
  .then((code) => {
    process.exitCode = code;
    if (workerData.modules) parentPort.postMessage({ modules: publicModules().filter((m) => !before.has(m)) });
  });
