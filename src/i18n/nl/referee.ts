import type { referee as en } from '../en/referee.js';

/** De berichten van src/referee/ in het Nederlands: dezelfde sleutels als en/referee.ts. */
export const referee: typeof en = {
  calledOnly: (game) => `--called en --troela-lead zijn enkel voor Rikken; ${game} kent geen gevraagde aas.`,
};
