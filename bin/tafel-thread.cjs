'use strict';
/*
 * tafel in a thread of its own. A run that asks for a bounded heap (src/cli/io.ts, `Io.thread`:
 * `export --all` of many sheets) starts this file as a worker thread of the same process; it loads
 * the bundle through the binary's own loader (bin/tafel.cjs) and runs the same command line there
 * (`runThread`, src/cli/run.ts), on the process's standard streams; the thread ends with its exit code.
 */
const { workerData } = require('node:worker_threads');
const { loadTafel } = require('./tafel.cjs');

loadTafel({ args: workerData.argv.slice(2) })
  .load('cli.cjs')
  .runThread(workerData)
  .then((code) => {
    process.exitCode = code;
  });
