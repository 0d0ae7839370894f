import type { en } from './messages.en.js';

export const nl: typeof en = {
  name: 'Hoogkaart',
  summary: 'Een speelgoedspel van hoge kaart: wie de hoogste kaart heeft, wint het spel.',
  even: 'even: de winnaar krijgt de inzet van elke andere speler',
  bonus: 'bonus: enkel de winnaar scoort, de inzet één keer',
  stake: 'inzet: wat één gift waard is',
  which: 'Welk contract? bv. "tafel record win --by Ann", of "tafel record pas".',
  who: 'Wie won? Noem één speler met --by.',
  won: (p) => `${p} won`,
  pas: 'pas',
};
