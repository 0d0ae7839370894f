import { createPrompt, useKeypress, useState, type KeypressEvent } from '@inquirer/core';
import type { EventEmitter } from 'node:events';
import { wrapProse } from '../ui/fit.js';
import type { Look } from './widgets.js';

/**
 * A question's keys, but for Ctrl-C pressed right after Esc (within the Esc wait, play/inquirer.ts), which readline
 * reads as one Meta key, `ESC ^C`, with no name: it stops as Ctrl-C does (the prompt's SIGINT), where it was lost and
 * tafel kept running. Every question's keys come through here (play/widgets.ts and the key below).
 */
export const useKeys: typeof useKeypress = (handler) =>
  useKeypress((key, rl) => {
    if ((key as KeypressEvent & { sequence?: string }).sequence === '\x1b\x03') {
      // The prompt's readline is Node's, which the prompt's type leaves emit out of.
      (rl as unknown as EventEmitter).emit('SIGINT');
      return;
    }
    return handler(key, rl);
  });

/**
 * A line that waits for one key, any key: the end of a rules text, which stays on screen until the player has read
 * it (the sheet and the next question were drawn under it at once, and scrolled it away). Ctrl-C is readline's: it
 * stops the prompt as at any question (right after Esc too: useKeys). Dim with colour on; wrapped between words, the
 * last column left free.
 */
export const key = createPrompt<true, { message: string; look: Look }>((config, done) => {
  const [status, setStatus] = useState<'idle' | 'done'>('idle');
  useKeys((k) => {
    if (status !== 'idle' || k.ctrl) return;
    setStatus('done');
    done(true);
  });
  const cols = config.look.columns();
  const text = wrapProse(config.message, cols === undefined ? undefined : Math.max(1, cols - 1), 0);
  return config.look.color ? `\x1b[2m${text}\x1b[22m` : text;
});
