import type { en } from './messages.en.js';

/** De eigen teksten van Solokaarten (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  set: {
    deals:
      'giften in een spel, pas (opnieuw delen) telt niet mee; none = geen grens (tafel finish sluit het blad). ' +
      'Na de laatste gift wint het hoogste totaal; wie gelijk bovenaan staat, wint samen',
    badDeals: (v) => `deals moet een geheel getal van 1 tot 100 of none zijn, niet "${v}"`,
  },
};
