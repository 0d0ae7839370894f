import type { en } from './messages.en.js';

export const nl: typeof en = {
  name: 'Hoogkaart',
  summary: 'Een speelgoedspel van hoge kaart: wie de hoogste kaart heeft, wint het spel.',
  flags: {
    by: { help: 'wie de gift won, bv. --by Ann', word: 'de winnaar' },
    card: { help: 'de kaart die won, bv. --card AH', word: 'de winnende kaart' },
  },
  flow: {
    contract: (dealer) => `Gift van ${dealer}: wie won?`,
    winner: (player) => `${player} won`,
    pas: 'pas: niemand speelde',
    card: (player) => `Met welke kaart won ${player}? (bv. AH; enter voor geen)`,
  },
  even: 'even: de winnaar krijgt de inzet van elke andere speler',
  bonus: 'bonus: enkel de winnaar scoort, de inzet één keer',
  stake: 'inzet: wat één gift waard is',
  which: 'Welk contract? bv. "tafel record win --by Ann", of "tafel record pas".',
  who: 'Wie won? Noem één speler met --by.',
  badCard: (card) => `--card ${card} is geen kaart: geef haar rang en kleur, bv. --card AH.`,
  won: (p, card) => (card === undefined ? `${p} won` : `${p} won met ${card}`),
  pas: 'pas',
  noEvents: 'het is een testspel',
};
