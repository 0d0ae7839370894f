import type { ui as en } from '../en/ui.js';

/** De berichten van src/ui/ in het Nederlands: dezelfde sleutels als en/ui.ts. */
export const ui: typeof en = {};
