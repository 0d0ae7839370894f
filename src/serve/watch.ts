import fs from 'node:fs';
import path from 'node:path';

/**
 * Calls `changed` soon after anything is written in the data directory, its sheets folder or its events folder, by any
 * process: every tafel write is a rename into place (store/files.ts writeAtomic), which the folder's
 * watch reports. A poll backs the watches up, for file systems that report nothing (some network
 * and container mounts); the board compares what it renders, so a poll that finds nothing new sends
 * nothing. Only watches: nothing is written.
 */
export function watchData(
  dir: string,
  changed: () => void,
  opts: { debounceMs?: number; pollMs?: number } = {},
): () => void {
  const debounceMs = opts.debounceMs ?? 15;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const watchers = new Map<string, fs.FSWatcher>();
  const soon = (): void => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      arm();
      changed();
    }, debounceMs);
  };
  const watch = (folder: string): void => {
    if (watchers.has(folder)) return;
    try {
      const w = fs.watch(folder, { persistent: false }, soon);
      w.on('error', () => {
        w.close();
        watchers.delete(folder);
      });
      watchers.set(folder, w);
    } catch {
      // Not there yet (no sheet was ever made): armed again after the next change or poll.
    }
  };
  const arm = (): void => {
    if (closed) return;
    watch(dir);
    watch(path.join(dir, 'sheets'));
    // An event's file (`serve --event`): its draws and withdrawals change the plan and the standings.
    watch(path.join(dir, 'events'));
  };
  arm();
  const poll = setInterval(soon, opts.pollMs ?? 2000);
  poll.unref();
  return () => {
    closed = true;
    clearInterval(poll);
    if (timer) clearTimeout(timer);
    for (const w of watchers.values()) w.close();
  };
}
