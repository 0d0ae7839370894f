/** Solokaarten's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  set: {
    deals:
      'deals in a game, pas (a redeal) not counted; none = no limit (tafel finish ends the sheet). After the last ' +
      'deal the highest total wins; equal highest totals share the win',
    badDeals: (v: string): string => `deals must be a whole number from 1 to 100 or none, not "${v}"`,
  },
};
