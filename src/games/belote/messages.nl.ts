import type { en } from './messages.en.js';

/** De eigen teksten van Belote (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  set: {
    deals: (ffb) =>
      'giften in een spel, pas telt niet mee (een partij op een concours is 12); none = geen grens. Met een ' +
      'doel beëindigt wat eerst komt het spel; gelijke totalen na de laatste gift zijn gelijkspel' +
      (ffb ? '; punten van een litige die na de laatste gift nog hangen, vervallen' : ''),
    badDeals: (v) => `deals moet een geheel getal van 1 tot 100 of none zijn, niet "${v}"`,
  },
};
