import type { evening as en } from '../en/evening.js';

/** De berichten van src/evening/ in het Nederlands: dezelfde sleutels als en/evening.ts. */
export const evening: typeof en = {};
