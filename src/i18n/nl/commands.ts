import type { commands as en } from '../en/commands.js';

/** De berichten van src/commands/ in het Nederlands: dezelfde sleutels als en/commands.ts. */
export const commands: typeof en = {};
