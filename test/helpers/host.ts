import { processIo } from '../../src/cli/io.js';
import type { Host } from '../../src/store/host.js';

const io = processIo();

/**
 * The process a store made in a test runs in (src/store/host.ts), as the binary's io gives it
 * (src/cli/io.ts), with the test's environment as it is when read. Without an exit hook: a test's
 * locks go in the finally of the write that took them, and a hook per store would pile up listeners.
 */
export const HOST: Host = {
  pid: io.pid,
  uid: io.uid,
  get env() {
    return process.env;
  },
  alive: (pid) => io.alive(pid),
  onExit: () => undefined,
};
