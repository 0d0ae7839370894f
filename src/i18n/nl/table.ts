import type { table as en } from '../en/table.js';

/** De berichten van src/play/ in het Nederlands: dezelfde sleutels als en/table.ts. */
export const table: typeof en = {
  presetNoPlayers: (name) =>
    `Bewaarde tafel ${name} heeft geen spelers: begin ermee met 'tafel new --preset ${name} --players ...'.`,
};
