import { createRequire } from 'node:module';
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
 * Its own module, so that only a run that asks for a thread loads it.
 */
export function startThread(
  script: string,
  data: ThreadData,
  heap: HeapBound,
  signal: AbortSignal,
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
    });
    const stop = () => void t.terminate();
    signal.addEventListener('abort', stop, { once: true });
    let outOfMemory = false;
    let failed: unknown;
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
      else resolve({ code });
    });
  });
}
