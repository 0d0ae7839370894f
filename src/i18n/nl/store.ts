import type { store as en } from '../en/store.js';

/** De berichten van src/store/ in het Nederlands: dezelfde sleutels als en/store.ts. */
export const store: typeof en = {
  fileNotFolder: (dir) => `${dir} is een bestand, geen map`,
  fileAbove: (existing, dir) => `${existing} is een bestand, dus ${dir} kan geen map zijn`,
  systemFs: (dir, real) => `${dir} ligt op een systeembestandssysteem (${real}), waar niets bewaard kan worden`,
};
