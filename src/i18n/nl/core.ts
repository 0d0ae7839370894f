import type { core as en } from '../en/core.js';

/** De berichten van src/core/ in het Nederlands: dezelfde sleutels als en/core.ts. */
export const core: typeof en = {};
