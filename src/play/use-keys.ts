import { useKeypress, type KeypressEvent } from '@inquirer/core';
import type { EventEmitter } from 'node:events';

/**
 * A question's keys, but for Ctrl-C pressed right after Esc (within the Esc wait, play/inquirer.ts), which readline
 * reads as one Meta key, `ESC ^C`, with no name: it stops as Ctrl-C does (the prompt's SIGINT), where it was lost and
 * tafel kept running. Every question's keys come through here (play/widgets.ts, play/key.ts).
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
