import type { commands as en } from '../en/commands.js';

/** De berichten van src/commands/ in het Nederlands: dezelfde sleutels als en/commands.ts. */
export const commands: typeof en = {
  badLang: (value) => `De taal moet en of nl zijn, niet "${value}".`,
  /** Said in the language just chosen. */
  langNow: 'Taal: Nederlands.',
  whichGame: 'Welk spel? bv. tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk, of tafel new --preset <naam>.',
  newSheet: (id) => `Nieuw blad ${id} (actief).`,
  newHint: `Noteer een gift met 'tafel record ...'; 'tafel record --help' toont hoe.`,
  noNextDeal: (id) => `Blad ${id} is afgelopen: er is geen volgende gift.`,
  endedByDeals: (id) => `Blad ${id} is gedaan door het aantal giften, het werd niet afgesloten: 'tafel set deals=<meer>' speelt verder.`,
  noRuleSet: (game, given, sets) => `${game} heeft geen regels "${given}": kies ${sets.join(' of ')}.`,
  neitherOutranks: (reason) => `Geen van beide biedingen gaat hoger. ${reason}.`,
  outranks: (hi, lo, reason) => `"${hi}" gaat boven "${lo}": ${reason}.`,
  cardWins: (n, card, reason) => `Kaart ${n} (${card}) wint: ${reason}.`,
  playAny: (list) => `Je mag elke kaart spelen: ${list}.`,
  mayPlay: (list) => `Je mag ${list} spelen.`,
  mayNot: (cards, reason) => `Niet ${cards}: ${reason}.`,
  fourHanded: (n, out, four) => `judge score rekent één gift met vier spelers; met ${n} spelers ${out.length > 1 ? 'zouden' : 'zou'} ${out.join(' en ')} stilzitten: noem de vier die spelen, bv. --players ${four}.`,
  ourPlayers: (refusal, names, example) => `${refusal} Zonder --players speelt judge score met ${names}; --players noemt je eigen spelers (bv. --players ${example}).`,
  wouldScore: (deal) => `${deal} zou dit opleveren (niets opgeslagen):`,
  noActiveSheet: "Geen actief blad: begin er een met 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk' of kies er een met 'tafel use <id>'.",
  fitsSeveral: (given, matches) => `"${given}" past bij meerdere bladen (${matches.join(', ')}): geef meer van de id.`,
  noSheet: (given) => `Geen blad "${given}". 'tafel sheets' toont de bladen.`,
  noSheetNear: (given, near) => `Geen blad "${given}". Bedoel je ${near.join(', ')}? Geef de volledige id.`,
  cannotScore: (id, why) => `Blad ${id} bevat een gift die niet te scoren is (${why}); het bestand bleef onaangeroerd: 'tafel doctor' toont het en kan de vorige versie terugzetten.`,
};
