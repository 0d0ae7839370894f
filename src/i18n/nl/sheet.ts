import type { sheet as en } from '../en/sheet.js';

/** De berichten van src/sheet/ in het Nederlands: dezelfde sleutels als en/sheet.ts. */
export const sheet: typeof en = {};
