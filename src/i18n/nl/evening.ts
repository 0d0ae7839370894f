import type { evening as en } from '../en/evening.js';

/** De berichten van src/evening/ in het Nederlands: dezelfde sleutels als en/evening.ts. */
export const evening: typeof en = {
  notAValidTafel: (where, what, whatNl) => `Geen geldige tafel-export: ${where}: ${whatNl}. Er werd niets ingelezen; gebruik een bestand van 'tafel export --format json'.`,
  mustBeAText: (key) => `${key} moet een tekst zijn`,
  notAValidTafel2: (count) => `Geen geldige tafel-export: sheets[${count}] is groter dan elk blad dat tafel schrijft. Er werd niets ingelezen.`,
  sheetAlreadyExistsNothing: (clashes, from, to) => `Blad ${clashes} bestaat al; er werd niets ingelezen. Voeg --rename toe om onder de volgende vrije id in te lezen (${from} als ${to}), of verwijder eerst het blad.`,
  sheetHasBothAnd: (id, other, p) => `Blad ${id} heeft zowel "${other}" als "${p}": tafel herkent spelers over de bladen heen aan hun naam zonder hoofdletters of accenten, en kan ze dus niet onderscheiden. Hernoem er een ('tafel rename') en reken opnieuw af.`,
  isLeftOutIs: (id, v) => `${id} telt niet mee: er ligt nog ${v} in de pot (geld op tafel, geen schuld); 'tafel finish ${id} --share-pot' verdeelt hem.`,
  isShownButNot: (id, game) => `${id} wordt getoond maar niet afgerekend: ${game} heeft geen tarief; geef er een, bv. --rate ${game}=0.05 (geld per punt).`,
  noSheetCouldBe: (ids) => `Geen enkel blad kon gelezen worden: ${ids}. 'tafel doctor' zegt waarom en of een vorige versie van elk wel leest.`,
  isNotAUsable: (name) => `"${name}" is geen bruikbare naam voor een bewaarde tafel: letters, cijfers, - en _ (hoogstens 30), bv. vrijdag.`,
  hasPresetsThatCannot: (file, what, whatNl) => `${file} heeft bewaarde tafels die niet te lezen zijn (${whatNl}); het bestand bleef onaangeroerd: 'tafel doctor' toont het en kan de vorige versie terugzetten.`,
  rateNeedsGameMoney: (f) => `--rate vraagt <spel>=<geld per punt>, een positief bedrag met hoogstens vier decimalen, bv. --rate kleurenwiezen=0.05, niet "${f}".`,
};
