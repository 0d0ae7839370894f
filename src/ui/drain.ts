import { type Out, ReaderGone } from './out.js';

/**
 * Resolves when standard output can take more: at once unless its stream holds more than it wants to (a pipe whose
 * reader is slower than the writing, once writeSync found it full; in a thread that stream goes on through the
 * process's, src/cli/thread.ts), else when that has drained. What is written piece by piece waits for it, so that
 * only a piece or two is ever held (export --all). A reader gone meanwhile ends the run there, quietly, as a write
 * does (ReaderGone). Its own module, so that only the export loads it.
 */
export async function drained(out: Out): Promise<void> {
  const s = out.streamed[1] && !out.closed[1] ? out.stdout.stream() : undefined;
  if (s?.writableNeedDrain)
    await new Promise<void>((resolve) => {
      const done = () => {
        for (const event of ['drain', 'error', 'close']) s.off(event, done);
        resolve();
      };
      for (const event of ['drain', 'error', 'close']) s.on(event, done);
    });
  if (out.closed[1]) throw new ReaderGone();
}
