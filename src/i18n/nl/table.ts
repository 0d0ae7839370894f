import type { table as en } from '../en/table.js';

/** De berichten van src/play/ in het Nederlands: dezelfde sleutels als en/table.ts. */
export const table: typeof en = {
  presetNoPlayers: (name) =>
    `Bewaarde tafel ${name} heeft geen spelers: begin ermee met 'tafel new --preset ${name} --players ...'.`,
  inWords: {
    eg: 'bv.',
    valueFor: (value, word) => `${value} voor ${word}`,
    houseRule: (pair) => `de huisregel ${pair}`,
    line: (words) => `"${words}"`,
    of: (word, player) => `${word} van ${player}`,
    and: 'en',
    or: 'of',
    orFlag: ' of gebruik een vlag',
    /**
     * Meervoud: "de slagen", "de kaarten in de hand", "de kaartpunten van de verdedigers"; niet "de foute gift" of
     * "de reden" (enkelvoud op -en).
     */
    plural: (word) => word !== 'de reden' && /^de \S+(?:en|[^s]s)(?: (?:in|van) .*)?$/.test(word),
    verbs: {
      is: 'zijn',
      ontbreekt: 'ontbreken',
      moet: 'moeten',
      geeft: 'geven',
      vraagt: 'vragen',
      noemt: 'noemen',
      neemt: 'nemen',
      kan: 'kunnen',
      zegt: 'zeggen',
      past: 'passen',
    },
  },
};
