import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type { HeapBound, ThreadEnd } from '../commands/context.js';

/** What a thread's run is given by the run that started it: its command line, its streams as that run found them. */
export interface ThreadData {
  argv: string[];
  /** Whether standard input, output and error are terminals. */
  tty: [boolean, boolean, boolean];
  /** Standard output's and error's terminal size, when one. */
  size: [number | undefined, number | undefined][];
}

/**
 * Starts `script` (bin/tafel-thread.cjs) as a worker thread of this process whose heap is held to
 * `heap`, given `data`, and resolves when it has ended (src/cli/io.ts, Io.thread): with the exit code
 * its run set, or that it ran out of that heap. Stopped at once when `signal` is aborted (Ctrl-C: the
 * thread gets no signals of its own), which leaves what it was writing to the run that started it.
 * What the thread writes through its own stream of standard output or error (a terminal's text; a pipe
 * it found full) goes on to `std`'s (the process: its streams are made when first read), read only then.
 * Its own module, so that only a run that asks for a thread loads it.
 */
export function startThread(
  script: string,
  data: ThreadData,
  heap: HeapBound,
  signal: AbortSignal,
  std: { readonly stdout: Writable; readonly stderr: Writable },
): Promise<ThreadEnd> {
  const require = createRequire(import.meta.url);
  const { Worker } = require('node:worker_threads') as typeof import('node:worker_threads');
  // Without compiling beside it the thread optimises its hot code itself: V8 reads this flag when it sets up the
  // thread's isolate, below (docs/speed.md); this process's own run is over but for its last line.
  if (!heap.compileBeside)
    (require('node:v8') as typeof import('node:v8')).setFlagsFromString('--no-concurrent-recompilation');
  return new Promise((resolve, reject) => {
    const t = new Worker(script, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: heap.oldMb, maxYoungGenerationSizeMb: heap.youngMb },
      stdout: true,
      stderr: true,
    });
    const stop = () => void t.terminate();
    signal.addEventListener('abort', stop, { once: true });
    let outOfMemory = false;
    let failed: unknown;
    let readerGone = false;
    // Passed on as the process's stream takes it (the thread's writes wait for that: ui/drain.ts). That stream is
    // made only when the thread writes through its own: made, it turns a pipe non-blocking, and the thread's
    // writeSync would then find the pipe full and go through the streams instead of waiting for the reader.
    const passOn = (name: 'stdout' | 'stderr', fails?: (e: NodeJS.ErrnoException) => void) => {
      const from = t[name];
      from.once('readable', () => {
        if (from.readableLength === 0) return; // its end, nothing written
        const to = std[name];
        if (fails) to.on('error', fails);
        from.pipe(to, { end: false });
      });
    };
    // A reader gone from standard output stops the thread, and the run ends quietly, as one that finds it gone itself
    // does (`export --all | head`); once the thread has ended, nothing is said.
    passOn('stdout', (e) => {
      if (e.code === 'EPIPE') readerGone = true;
      else failed ??= e;
      stop();
    });
    passOn('stderr');
    t.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') outOfMemory = true;
      else failed ??= e;
    });
    // The thread's run ends with its exit code (bin/tafel-thread.cjs); what it wrote to a terminal, through
    // its own process.stdout, has been passed on by then.
    t.on('exit', (code) => {
      signal.removeEventListener('abort', stop);
      if (outOfMemory) resolve({ outOfMemory });
      else if (failed !== undefined) reject(failed);
      else resolve({ code: readerGone ? 0 : code });
    });
  });
}
