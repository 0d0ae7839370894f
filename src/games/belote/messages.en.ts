/** Belote's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  set: {
    deals: (ffb: boolean): string =>
      'deals in a game, pas not counted (a concours partie is 12); none = no limit. With a target, whichever ' +
      'comes first ends the game; equal totals after the last deal are a draw' +
      (ffb ? '; litige points still held after the last deal are dropped' : ''),
    badDeals: (v: string): string => `deals must be a whole number from 1 to 100 or none, not "${v}"`,
  },
};
