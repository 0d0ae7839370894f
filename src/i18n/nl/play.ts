import type { play as en } from '../en/play.js';
import { capital } from '../lang.js';

/** Het woord van een spel voor een gift dat "het" krijgt: het spel (Jokeren, Klaverjassen); de gift, de ronde. */
const het = (w: string): boolean => w === 'spel';
const next = (w: string): string => `${het(w) ? 'het' : 'de'} volgende ${w}`;

const onlyPlayed = (played: number, limit: number, w: string, ws: string): string =>
  `Pas ${played} van ${limit === 1 ? `1 ${w}` : `de ${limit} ${ws}`} gespeeld`;

/** De eigen woorden van de tafelmodus (`tafel play`): dezelfde sleutels als en/play.ts. */
export const play: typeof en = {
  needsTerminal:
    'De tafelmodus (tafel play) stelt vragen, dus hij heeft een terminal nodig (en geen --no-input): noteer ' +
    "giften met 'tafel record ...'.",
  noSheet: 'Geen blad geopend.',
  closing: (id, deals, recorded, w, ws) =>
    `Blad ${id}: ${deals} ${deals === 1 ? w : ws}, ${recorded} deze keer genoteerd.`,
  noQuestions: (game) =>
    `De tafelmodus (tafel play) kent de vragen van ${game} nog niet: noteer de giften met 'tafel record'.`,
  deal: (n, w) => `${capital(w)} ${n}`,
  changedDeal: (n, w) => `${capital(w)} ${n} gewijzigd`,
  keptDeal: (n, w) => `${capital(w)} ${n} ongewijzigd`,
  redo: (n, w) => (n === undefined ? 'opnieuw: de correctie terugzetten' : `opnieuw: ${w} ${n} terugzetten`),
  restoredDeal: (n, w) => `${capital(w)} ${n} teruggezet`,
  // Without the game's word: "deze gift" but "dit spel".
  changedMeanwhile: () =>
    'Het blad veranderde op een andere terminal of een telefoon terwijl je antwoordde: wat je ingaf, is niet ' +
    'bewaard. Kijk naar het blad hieronder en geef het opnieuw in als het nog geschreven moet worden.',
  changedNothingDone:
    'Het blad veranderde intussen op een andere terminal of een telefoon: er is niets gebeurd. Kijk naar het blad ' +
    'hieronder en kies opnieuw.',
  sheetGone: (id) =>
    `Blad ${id} werd intussen verwijderd (op een andere terminal): wat je ingaf, is niet bewaard. ` +
    `'tafel undelete ${id}' brengt het blad terug.`,
  stopped: 'Gestopt; het blad is bewaard.',
  stoppedCorrection: 'Gestopt; de correctie werd niet geschreven, het blad is bewaard.',
  stoppedDeal: (n, w) => `Gestopt; ${w} ${n} werd niet genoteerd, het blad is bewaard.`,
  notRecorded: 'Gestopt; er werd niets genoteerd.',
  noStart: 'Gestopt; er werd geen blad begonnen of geopend.',
  correct: 'correctie: punten gegeven of afgenomen, met de reden',
  correctScores: (money, example) =>
    `Correctie als speler=${money ? 'bedrag' : 'punten'}, met komma's (bv. ${example}):`,
  correctReason: 'Waarom (staat op het blad):',
  reasonWord: 'de reden',
  dealer: (w) => `gever: wie ${next(w)} geeft`,
  whoDeals: (w) => `Wie geeft ${next(w)}?`,
  noDealWord: (flag, w) => `${flag} hoort niet bij een ${w}: laat het weg.`,
  mixedLine: (flag, w) =>
    `Een ${w} typ je in woorden of helemaal met vlaggen, niet door elkaar: schrijf ook ${flag} in woorden, of alles ` +
    'met vlaggen.',
  noLineWord: (flag, w) => `Een ${w} in woorden heeft geen woord voor ${flag}: laat het weg, of typ alles met vlaggen.`,
  noDealer: (action) =>
    `De gever typ je niet op de regel: laat hem weg, en kies "${action}" in de lijst om te veranderen wie geeft.`,
  again: 'nieuw blad: hetzelfde spel, dezelfde regels en spelers',
  reopen: 'heropenen: verder spelen op dit blad',
  undo: (n, w) => `ongedaan: ${w} ${n} weghalen`,
  undoCorrection: (k) => `ongedaan: correctie c${k} weghalen`,
  edit: (w) => `wijzig: verbeter een ${w}`,
  rules: 'regels: zoek een regel op',
  sheet: 'blad: toon het hele blad',
  finish: 'afsluiten: sluit het blad en toon de winnaar',
  quit: (w) => `stoppen: hier ophouden (${het(w) ? 'elk' : 'elke'} ${w} is bewaard)`,
  rulesOf: 'Regels van wat?',
  allTopics: (game) => `alle onderwerpen van ${game}`,
  rulesUnavailable: 'De regels zijn niet beschikbaar in deze versie van tafel.',
  morePage: (shown, total) => `-- regels 1-${shown} van ${total}: Enter voor meer, Esc stopt --`,
  endPage: '-- einde: een toets brengt het blad terug --',
  endSheet: '-- einde van het blad: druk op een toets --',
  whichDeal: (w) => `${het(w) ? 'Welk' : 'Welke'} ${w}?`,
  backWord: 'terug',
  keepDeal: (n, w) => `terug: laat ${w} ${n} ongewijzigd`,
  finished: (id) => `Blad ${id} is afgelopen.`,
  gameOver: 'Het spel is uit. Wat nu?',
  potQuestion: 'De avond afsluiten: wat gebeurt er met de pot?',
  potKeep: 'afsluiten; de pot blijft zoals hij is',
  potShare: 'afsluiten en de pot gelijk verdelen',
  playOn: 'terug: verder spelen',
  closeSheet: (id, ws) => `Blad ${id} afsluiten? Daarna kunnen er geen ${ws} meer bij.`,
  onlyPlayed,
  closeEarly: (played, limit, id, w, ws) =>
    `${onlyPlayed(played, limit, w, ws)}: blad ${id} toch al afsluiten? Daarna kunnen er geen ${ws} meer bij.`,
  saveLine: (text) => `Bewaren: ${text}?`,
  wholeDeal: (text, w) => `⏎ ${het(w) ? 'het' : 'de'} hele ${w}: ${text}`,
};
