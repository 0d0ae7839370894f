'use strict';
/*
 * Several runs of the built bundle, one after another, in ONE process of their own (test/helpers/cli.ts,
 * `spawnRuns`): for runs that need a process only so that they can be stopped, or only for what is the process's
 * own (its time zone, its environment as /proc/self/environ shows it). A FIFO or /dev/zero read by mistake would
 * block a thread of the test's own for good, and /proc once made a recursive mkdir spin: this process the test kills
 * at its timeout. Each run is loaded by bin/tafel.cjs's loader, as the binary's, and has an io of its own, as a run
 * in the test's process has (standard output and error are pipes). Each result is one JSON line on standard output,
 * written when the run ends, so a run that hangs leaves the ones before it told.
 */
const fs = require('node:fs');
const { Readable, Writable } = require('node:stream');
const { alive } = require('./alive.cjs');

const { bin, runs } = JSON.parse(process.argv[2]);
const bundle = require(bin)
  .loadTafel({ keepCache: () => undefined })
  .load('cli.cjs');

/** What a stream of the run wrote. */
const capture = () => {
  const chunks = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
};
const pipe = (c) => ({ isTTY: false, stream: () => c.stream, columns: () => undefined, rows: () => undefined });

(async () => {
  for (const { args, env = {} } of runs) {
    // The time zone is the process's: set as a new process would have it (Node reads TZ again when it is set).
    if (env.TZ !== undefined) process.env.TZ = env.TZ;
    const out = capture();
    const err = capture();
    const exits = [];
    const io = {
      stdin: { isTTY: false, stream: () => Readable.from([]) },
      stdout: pipe(out),
      stderr: pipe(err),
      env: { ...process.env, ...env },
      now: () => new Date(),
      signal: new AbortController().signal,
      pid: process.pid,
      uid: process.getuid?.(),
      alive,
      onExit: (hook) => void exits.push(hook),
    };
    let code;
    try {
      code = await bundle.run([process.execPath, bin, ...args], io);
    } finally {
      for (const hook of exits) hook();
    }
    // Every write handed to the streams taken, then told.
    await Promise.all([out, err].map((c) => new Promise((resolve) => c.stream.write('', resolve))));
    fs.writeSync(1, `${JSON.stringify({ code, stdout: out.text(), stderr: err.text() })}\n`);
  }
})();
