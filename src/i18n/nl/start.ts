import type { start as en } from '../en/start.js';

/** Hoe de tafelmodus begint: dezelfde sleutels als en/start.ts. */
export const start: typeof en = {
  whichGame: 'Welk spel?',
  whichRules: 'Welke regels?',
  players: (count) => `Spelers in zitvolgorde, met komma's (${count}):`,
  stake: 'Inzet, bv. 0,10:',
  houseRules: (game, example) =>
    `Huisregels als sleutel=waarde${example ? `, bv. ${example}` : ''} ` +
    `('tafel games ${game}' toont ze; enter voor geen):`,
  firstDealer: 'Wie geeft eerst?',
  noPlayers: (count) => `Noem de spelers, met komma's (${count}).`,
  newSheet: (id) => `Nieuw blad ${id} (actief).`,
  activeFinished: (id) => `Het actieve blad ${id} is afgesloten.`,
  whichSheet: 'Welk blad?',
  startNew: 'een nieuw blad beginnen',
  open: (id) => `open ${id}`,
  openFinished: (id, edits) => `open ${id} (afgesloten: heropenen,${edits ? ' wijzig,' : ''} nieuw blad)`,
  quit: 'stoppen',
};
