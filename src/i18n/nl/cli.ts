import type { cli as en } from '../en/cli.js';

/** De berichten van src/cli/ in het Nederlands: dezelfde sleutels als en/cli.ts. */
export const cli: typeof en = {};
