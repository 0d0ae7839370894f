import type { en } from './messages.en.js';
import { listed } from '../../i18n/lang.js';

/** De eigen teksten van Jokeren in het Nederlands (een spel uit Nederland: `spel` voor een deal); dezelfde sleutels. */

const pts = (n: number) => `${n} ${n === 1 ? 'punt' : 'punten'}`;
const step = (n: number) => (n === 5 ? 'vijftallen' : n === 10 ? 'tientallen' : `stappen van ${n}`);
const values = (judged: boolean) => `De kaartwaarden van ${judged ? 'deze regels' : 'dit blad'}`;
const counts = (rules: string | undefined, n: number, judged: boolean) =>
  rules !== undefined ? `${rules} telt` : judged ? `Deze regels (step=${n}) tellen` : `Dit blad (step=${n}) telt`;
const give = (near: readonly number[]) => (near.length === 0 ? '' : `; geef ${near.join(' of ')}`);
/** Boer, vrouw, heer: de letters waarmee een Nederlandstalige ze schrijft (rules.ts leest beide). */
const RANKS: Readonly<Record<string, string>> = { J: 'B', Q: 'V', K: 'H' };
const wholeDeal = ([a, b = a, c]: readonly string[], n: number) =>
  `${b} uit, ${a} ${n}${c ? `, ${c}: 7 H joker*` : ''}`;

export const nl: typeof en = {
  tables: {
    card: 'kaart in de hand',
    key: 'sleutel voor --set',
    cost: 'strafpunten',
    low: '2 … 10 (elk)',
    face: 'de eigen waarde',
    honours: 'B, V, H (elk)',
    ace: 'A',
    joker: 'joker',
    laid: 'joker* (had uitgelegd kunnen worden)',
    laidOut: 'joker* (de houder had uitgelegd)',
    caption: (min: number, max: number, step: string) =>
      `Geldt: de kleinste hand kost ${min}, een hand van 14 kaarten hoogstens ${max}; punten met --points gaan ` +
      `per ${step}.`,
    deal: 'spel',
    contract: 'opdracht',
    contractsCaption: 'Met contracts=on heeft elk spel zijn opdracht; zo moet je eerst uitleggen.',
  },
  flags: {
    out: { help: 'de ene speler die uitging (krijgt 0)', word: 'wie uitging' },
    points: { help: 'de strafpunten van een speler, Ann=12,Dirk=3', word: 'de strafpunten' },
    hand: {
      help: 'de kaarten die iemand overhield, door het blad uitgerekend: Cis=7+H+joker* (herhaalbaar)',
      word: 'de kaarten in de hand',
    },
  },
  name: 'Jokeren',
  /** The word the lines that number a deal say ("spel", as its own lines say "Spel 2: drie gelijke kaarten"). */
  dealWord: 'spel',
  dealWords: 'spellen',
  /** Under the sheet: who plays first (no tricks, so not "leads"). */
  starts: 'begint',
  contractWords: { out: 'uit' },
  summary: 'Rummyspel met jokers: wie uitgaat krijgt 0; het laagste totaal wint.',
  ruleSetKbn:
    'Kaartbond Nederland (KBN), het bondsreglement: elke kaart die je overhoudt kost 1 strafpunt, een joker ' +
    'die je had kunnen uitleggen 5; het laagste totaal wint',
  ruleSetDehoop:
    'Kaartclub de Hoop: 2 … 10 hun eigen waarde, B V H A elk 10, een joker 10, of 20 als je hem had kunnen ' +
    'uitleggen; het laagste totaal wint',
  ruleSetAmerikaans:
    'Amerikaans jokeren: 7 spellen, elk met zijn opdracht (drie opvolgende kaarten … alles in één keer); ' +
    '2 … 10 en A elk 5, B V H 10, een joker 10, of 20 als je al had uitgelegd; strafpunten per vijf; het ' +
    'laagste totaal wint',

  setLow: 'strafpunten voor elke 2 … 10 in de hand: een heel getal, of face (de eigen waarde van de kaart)',
  setHonours: 'strafpunten voor elke boer, vrouw en heer in de hand',
  setAce: 'strafpunten voor een aas in de hand',
  setJoker: 'strafpunten voor een joker in de hand (een die je niet had kunnen uitleggen)',
  setJokerLaid: 'strafpunten voor een joker in de hand die je had kunnen uitleggen (geschreven joker*)',
  setJokers: 'jokers in de twee spellen kaarten: 0 tot 8 (de handen van een spel houden er nooit meer)',
  setStep: 'strafpunten die je met --points geeft zijn een veelvoud hiervan: 1, 5 of 10',
  setDeals: 'het spel eindigt na zoveel spellen: none of 1..100 (7 met opdrachten)',
  setLimit: 'het spel eindigt na het spel waarin een totaal dit haalt: none of 1..10000',
  setContracts: 'on: spel k moet opdracht k halen (drie opvolgende kaarten … alles in één keer), 7 spellen',
  badLow: (v) => `low moet face of een geheel getal van 0 tot 10000 zijn, niet "${v}"`,
  badValue: (key, v) => `${key} moet een geheel getal van 0 tot 10000 zijn, niet "${v}"`,
  badContracts: (v) => `contracts moet on of off zijn, niet "${v}"`,
  badJokers: (v) => `jokers moet een geheel getal van 0 tot 8 zijn, niet "${v}"`,
  badStep: (v) => `step moet 1, 5 of 10 zijn, niet "${v}"`,
  badDeals: (v) => `deals moet none of een geheel getal van 1 tot 100 zijn, niet "${v}"`,
  badLimit: (v) => `limit moet none of een geheel getal van 1 tot 10000 zijn, niet "${v}"`,
  contractsDeals: (deals) =>
    `contracts=on speelt de 7 spellen met opdrachten, dus deals=${deals} past daar niet bij: laat deals weg of ` +
    'geef deals=7',

  noWords: 'Jokeren noteert wie uitging en de strafpunten van de anderen',
  needOut: 'Noem de ene speler die uitging: --out <p>.',
  handExample: (p) => `${p}=7+H+joker*`,
  notPair: (flag, part, example) =>
    `${flag} ${part}: geef een speler en ${flag === '--hand' ? 'zijn kaarten' : 'zijn strafpunten'}, bv. ${example}.`,
  handComma: (prev, part) =>
    `--hand ${prev},${part}: zet de kaarten van één hand aan elkaar met + of spaties, bv. ${prev}+${part}; ` +
    'een komma begint de volgende speler.',
  needEntry: (p) =>
    `Geen strafpunten voor ${p}: geef zijn strafpunten (bv. --points ${p}=10) of de kaarten in zijn hand ` +
    `(bv. --hand ${p}=7+H).`,
  notWhole: (p, v) => `Strafpunten zijn een heel getal: ${p} heeft "${v}".`,
  zeroPoints: (p, out) => `In een spel gaat maar één speler uit: ${p} heeft 0 punten, ${out} ging uit.`,
  belowMin: (rules, min, p, v, judged) =>
    `${rules ?? values(judged)}: de kleinste hand kost ${pts(min)}, ${p} heeft ${v}.`,
  aboveMax: (rules, max, p, v, judged) =>
    `${rules ?? values(judged)}: een hand van hoogstens 14 kaarten kost hoogstens ${pts(max)}, ${p} heeft ${v}.`,
  notStep: (rules, n, p, v, judged, near) => `${counts(rules, n, judged)} in ${step(n)}: ${p} heeft ${v}${give(near)}.`,
  outScoresZero: (out) => `${out} ging uit en krijgt 0: geef ${out} geen punten of kaarten.`,
  bothKinds: (p) => `${p} krijgt zowel punten als kaarten: geef er één van de twee.`,
  twice: (p) => `${p} krijgt twee keer strafpunten: geef elke speler één opgave.`,
  noCards: (p) => `De hand van ${p} noemt geen kaarten: geef de kaarten die ${p} overhield, bv. 7+H+joker*.`,
  notACard: (p, card) =>
    `"${card}" in de hand van ${p} is geen kaart; schrijf 2 … 10 (of T), B V H A (of J Q K), joker (jk, X), ` +
    'en joker* voor een joker die je had kunnen uitleggen.',
  starOnlyJoker: (p) => `In de hand van ${p} krijgt alleen een joker een * (had kunnen uitleggen).`,
  tooManyCards: (p, n) => `${p} kan geen ${n} kaarten hebben (13 gedeeld, hoogstens één gepakt).`,
  jokers: (allowed, held, judged) =>
    `${judged ? 'Deze regels gebruiken' : 'Dit blad speelt met'} ${allowed} joker${allowed === 1 ? '' : 's'}; de ` +
    `handen hebben er ${held}: kijk de kaarten van de handen na.`,
  missing: (deal, p) =>
    `${deal === undefined ? 'Geen' : `Spel ${deal}: geen`} strafpunten voor ${p} (geef zijn strafpunten, bv. ` +
    `--points ${p}=10, of de kaarten in zijn hand, bv. --hand ${p}=7+H).`,
  missingAtTable: (deal, p) =>
    `Spel ${deal}: geen strafpunten voor ${p}: geef zijn strafpunten of de kaarten in zijn hand.`,
  judgeSeats: (n) =>
    `Zonder --players heten de plaatsen 1, 2, … naar de opgaven: geef naast --out 1 tot 5 opgaven, niet ${n} ` +
    '(of noem de spelers met --players)',
  judgeOut: (out, n) =>
    `--out ${out} is geen plaats: zonder --players zijn de plaatsen 1 tot ${n}, één per opgave (hier ${n - 1}) ` +
    'en één voor wie uitging; noem een van die plaatsen, of de spelers met --players',

  noTricks: 'Jokeren kent geen biedingen of slagen: tafel judge score jokeren --out <p> ... rekent een spel uit.',
  deckText: '2 × 52 kaarten en de jokers',

  limitReached: (who, limit) =>
    `${listed(who, 'nl')} ${who.length === 1 ? 'haalde' : 'haalden'} de grens van ${limit}; het spel is uit`,

  out: (p) => `${p} uit`,
  contracts: [
    'drie opvolgende kaarten',
    'drie gelijke kaarten',
    'vier opvolgende kaarten',
    'vier gelijke kaarten',
    'vijf opvolgende kaarten',
    'zes opvolgende kaarten',
    'alles in één keer',
  ],
  nextContract: (n, contract) => `Spel ${n}: ${contract}`,
  entryPoints: (p, n) => `${p} ${pts(n)}`,
  entryHand: (p, cards, n) => `${p}: ${cards.map((c) => RANKS[c] ?? c).join(' ')} = ${pts(n)}`,
  entries: (out, list) => `${out} uit; ${list}`,

  flow: {
    out: (n, dealer, contract, names, points) =>
      `Spel ${n}${contract === undefined ? '' : ` (${contract})`}, ${dealer} geeft. Wie ging uit? ` +
      `(of het hele spel: ${wholeDeal(names, points)})`,
    entry: (p) => `${p}: strafpunten, of de kaarten in de hand (7 H joker*; één kaart: ": 7")`,
    wholeHere: (p) =>
      'Een heel spel typ je bij de eerste vraag, "Wie ging uit?" (Esc gaat een vraag terug); hier alleen de ' +
      `strafpunten of kaarten van ${p}.`,
    numberAfterOut: (typed, names, points) =>
      `"${typed}": wie uitging krijgt 0, dus dit getal hoort bij geen speler; schrijf de strafpunten na de naam van ` +
      `wie ze krijgt: ${wholeDeal(names, points)}.`,
    unread: (names, points) =>
      'Niet gelezen als een spel: sluit elke speler af met een komma, en schrijf zijn kaarten na een dubbelpunt, ' +
      `met spaties ertussen: ${wholeDeal(names, points)}.`,
  },
  chips: { out: 'uit', king: 'H', pictures: ['H', 'V', 'B'] },
};
