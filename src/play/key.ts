import { createPrompt, useState } from '@inquirer/core';
import { wrapProse } from '../ui/fit.js';
import { useKeys } from './use-keys.js';
import type { Look } from './widgets.js';

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
