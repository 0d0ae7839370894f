import type { ruleBook as en } from '../en/ruleBook.js';

/** De berichten van src/rules/ in het Nederlands: dezelfde sleutels als en/ruleBook.ts. */
export const ruleBook: typeof en = {
  notes: (game) => `handleiding van tafel, regelnotities${game ? `, ${game}` : ''}`,
};
