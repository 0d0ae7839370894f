'use strict';
/*
 * Several runs of the built bundle, one after another, in ONE process of their own (test/helpers/cli.ts,
 * `spawnRuns`): for runs that need a process only so that they can be stopped, or only for what is the process's
 * own (its time zone, its environment as /proc/self/environ shows it). A FIFO or /dev/zero read by mistake would
 * block a thread of the test's own for good, and /proc once made a recursive mkdir spin: this process the test kills
 * at its timeout. Each run is loaded by bin/tafel.cjs's loader, as the binary's, and has an io of its own, as a run
 * in the test's process has (standard output and error are pipes). Each result is one JSON line on standard output,
 * written when the run ends, so a run that hangs leaves the ones before it told.
 *
 * With `own: true` each run has this process's own io instead (the bundle's `processIo`, as the binary's run has it:
 * its standard streams as fstat finds them, their size, its environment and clock), and writes where the process
 * writes, after a line `@@@ <args>`: several commands of one process in a real pseudo-terminal
 * (test/ui/listings.pty.e2e.test.ts). A line `{ "stty": [columns, rows] }` sizes that terminal (stty on standard
 * input) and waits until Node has read the new size of both streams; a line `@@@` closes the runs of each size.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const { Readable, Writable } = require('node:stream');
const { alive } = require('./alive.cjs');

const { bin, runs, own: ownIo } = JSON.parse(process.argv[2]);
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

/** Runs each line with the process's own io (see above). */
async function own() {
  const say = (text) => fs.writeSync(1, text);
  let ran = false;
  for (const line of runs) {
    if (line.stty) {
      if (ran) say('@@@\n');
      ran = false;
      const [columns, rows] = line.stty;
      const r = spawnSync('stty', ['cols', String(columns), 'rows', String(rows)], {
        stdio: ['inherit', 'ignore', 'inherit'],
      });
      if (r.status !== 0) throw new Error(`stty failed: ${r.status}`);
      // Node reads a terminal's size again at SIGWINCH, which the resize sends to this process.
      const sized = () => [process.stdout, process.stderr].every((s) => s.columns === columns && s.rows === rows);
      for (const until = Date.now() + 30000; !sized(); ) {
        if (Date.now() > until) throw new Error(`the terminal never became ${columns} x ${rows}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      continue;
    }
    say(`@@@ ${line.args.join(' ')}\n`);
    await bundle.run([process.execPath, bin, ...line.args], bundle.processIo());
    ran = true;
  }
  say('@@@\n');
}

(async () => {
  if (ownIo) return own();
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
