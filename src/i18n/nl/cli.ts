import type { cli as en } from '../en/cli.js';
import { either } from '../lang.js';

/** De berichten van src/cli/ in het Nederlands: dezelfde sleutels als en/cli.ts. */
export const cli: typeof en = {
  givenTwice: (flag) => `${flag} staat er twee keer: geef het één keer, met de waarde die je bedoelt.`,
  emptyDataDir: '--data-dir is leeg: geef de map waar de bladen staan, of laat --data-dir weg voor de standaardmap.',
  badLang: (given, langs) => `--lang moet ${either(langs, 'nl')} zijn, niet "${given}".`,
  twoSheets: (id, flag) => `Twee bladen genoemd: ${id} en --sheet ${flag}. Geef er één.`,
  whichSheet: (command) => `Welk blad? bv. tafel ${command} today-kleurenwiezen ('tafel sheets' toont ze).`,
  playersOrCount: 'Geef --players of --player-count, niet beide.',
  playersEmpty:
    '--players is leeg: geef de spelers die kaarten hebben bij naam, in zitvolgorde (bv. --players ' +
    'Ann,Bert,Cis,Dirk), of enkel hun aantal met --player-count.',
  sheetSeats: (flag) =>
    `--sheet oordeelt volgens de eigen tafel van dat blad en zijn spelers: laat ${flag} weg (of --sheet).`,
  playersAreNames: (n) =>
    `--players neemt de namen (bv. --players Ann,Bert,Cis,Dirk,Eva); voor enkel het aantal gebruik ` +
    `--player-count ${n}.`,
  noCompletion: (shell) => `Geen aanvulling voor "${shell}": kies bash, zsh of fish.`,
  completeHelper:
    "'tafel complete' is wat het aanvulscript vraagt, geen commando: 'tafel completion <shell>' drukt het script af " +
    '(bash, zsh of fish).',
  // A bug report, quoted to the maintainers as it is (and searched for by the tests): English in every language.
  internal: (message) => `interne fout: ${message}. Dit is een fout in tafel; start met DEBUG=tafel voor de details.`,
};
