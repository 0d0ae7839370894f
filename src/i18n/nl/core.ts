import type { core as en } from '../en/core.js';
import { either, listed, SUIT_NAMES, trumpWords, type Reading, type Thousands } from '../lang.js';

/** Het woord van een spel voor een gift dat "het" krijgt: het spel (Jokeren, Klaverjassen); de gift, de ronde. */
const het = (w: string): boolean => w === 'spel';

/** A flag for one player, named in English "--tricks for Ann" (src/core/flags.ts): "--tricks voor Ann". */
const voor = (name: string): string => name.replace(/^(--\S+) for /, '$1 voor ');
const suits = SUIT_NAMES.nl;
const ranks: Readonly<Record<string, string>> = {
  A: 'aas',
  K: 'heer',
  Q: 'vrouw',
  J: 'boer',
  '10': 'tien',
  '9': 'negen',
  '8': 'acht',
  '7': 'zeven',
  '6': 'zes',
  '5': 'vijf',
  '4': 'vier',
  '3': 'drie',
  '2': 'twee',
};
// Dutch writes a card as one word, the suit before the rank: hartenboer, schoppenvrouw, klaverentien.
const card = (rank: string, suit: string) => `${suits[suit]}${ranks[rank]}`;

/** Waarom een lezing van een bedrag met een scheidingsteken voor duizendtallen geen bedrag van zijn soort is. */
const misfit = (as: Thousands, why: Reading['misfit']): string => {
  const max = why === 'max';
  if (as === 'rate') return max ? 'een tarief is kleiner dan 10000' : 'een tarief heeft hoogstens vier decimalen';
  if (as === 'stake') return max ? 'een inzet is hoogstens 999999,99' : 'een inzet is een bedrag in hele centen';
  if (as === 'points') return max ? 'een score is hoogstens 100000 in beide richtingen' : 'punten zijn gehele getallen';
  return max ? 'een bedrag is hoogstens 100000 in beide richtingen' : 'bedragen zijn hele centen';
};

/** De berichten van src/core/ in het Nederlands: dezelfde sleutels als en/core.ts. */
export const core: typeof en = {
  suit: (s) => suits[s],
  rank: (r) => ranks[r],
  // The Dutch rank letters a Dutch player types (B boer, V vrouw, H heer): BH, with the suit letters tafel reads.
  rankLetter: (rank) => (rank === 'J' ? 'B' : rank === 'Q' ? 'V' : rank === 'K' ? 'H' : rank),
  card,
  namedCard: (rank, suit, special) => (special ? `${special.nl} (${card(rank, suit)})` : card(rank, suit)),
  onlyTrump: (led, name) => `${suits[led]} werd gevraagd en ${name.nl} is de enige troef in de slag`,
  highestTrump: (name, order) => `${name.nl} is de hoogste troef in de slag (${order.nl})`,
  highestLed: (led, name, order, noTrump, discards) =>
    `${noTrump ? 'er is geen troef' : 'niemand troefde'}, dus wint de hoogste ${suits[led]}, de gevraagde ` +
    `kleur: ${name.nl} (${order.nl})${discards ? '; andere kleuren tellen niet' : ''}`,

  mustBeAWhole: (key, v) => `${key} moet een geheel getal van 0 tot 10000 zijn, niet "${v}"`,
  mustBeOneOf: (key, values, v) => `${key} moet ${either(values, 'nl')} zijn, niet "${v}"`,
  dealsMustBeOff: (min, max, v) => `deals moet off of een geheel getal van ${min} tot ${max} zijn, niet "${v}"`,
  dealsOrNone: (v) => `deals moet een geheel getal van 1 tot 100 of none zijn, niet "${v}"`,
  // Eén gift: zonder lidwoord, want het woord kan een de- of een het-woord zijn (gift, spel).
  dealsComplete: (n, w, ws) => (n === 1 ? `na 1 ${w} is het spel uit` : `de ${n} ${ws} zijn gespeeld`),
  teamReached: (team, target) => `${team} haalden ${target}; het spel is uit`,
  setGivenTwice: (key, first, second) =>
    `De huisregel ${key} staat er twee keer (${key}=${first} en ${key}=${second}): ` +
    'geef hem één keer, met de waarde die je bedoelt.',
  setNeedsKeyValue: (pair) => `Een huisregel geef je als sleutel=waarde, niet "${pair}" (bv. deals=8).`,
  unknownSettingForThese: (key, tip, v, game) =>
    `Onbekende instelling "${key}" voor deze regels.${tip.nl} Mogelijk: ${v}. 'tafel games ${game}' toont ze.`,
  itIsTheOnly: 'het is tot nu toe de enige kaart in de slag',
  youMustFollowSuit: (v, v2) => `je moet kleur bekennen: er werd ${v.nl} gevraagd en je hebt ${v2}`,
  youMustFollowSuit2: (v) => `je moet kleur bekennen: er werd troef gevraagd en je hebt ${v}`,
  youHaveNoSo: (v, v2) => `je hebt geen ${v.nl}, dus moet je troeven (met ${v2})`,
  mustBeAWhole2: (name, min, max, value) =>
    `${voor(name)} moet een geheel getal van ${min} tot ${max} zijn, niet "${value}".`,
  isImpossibleItMust: (name, v, min, max) => `${voor(name)} ${v} kan niet: het moet van ${min} tot ${max} zijn.`,
  flagDoesNotApply: (flag, what, list) =>
    `${flag} past niet bij ${what}${list.length > 0 ? `; ${what} gebruikt ${listed(list, 'nl')}` : ''}.`,
  needsWhoRevoked: (flag, example) => `${flag} vraagt een speler: wie verzaakte? bv. ${example}.`,
  isMissingEG: (name, example) => `--${name} ontbreekt: bv. ${example}.`,
  unexpectedRemoveItOr: (v) => `Onverwacht "${v}": laat het weg of gebruik een vlag.`,
  writeRankThenSuit:
    'schrijf rang en dan kleur, bv. JH, 10♥, TH of BH (boer), met de kleuren S H D C (ruiten D, klaveren C)',
  isNotACard: (text, example) => `"${text}" is geen kaart: ${example.nl}.`,
  trumpIsNotA: (text, offer, none) =>
    `--trump "${text}" is geen kleur: gebruik ${trumpWords(offer, 'nl', none ? 'none (geen troef)' : undefined)}.`,
  isNotASuitIn: (word, bid, offer) =>
    `"${word}" in "${bid}" is geen kleur: gebruik ${trumpWords(offer, 'nl', undefined)}.`,
  needsExactlyPlayersTwo: (game, length, team) =>
    `${game} vraagt precies 4 spelers (twee ${team}: 1 + 3 tegen 2 + 4), dit blad heeft er ${length}: begin ` +
    `een blad met --players Ann,Bert,Cis,Dirk.`,
  theStakeMustBe: (text) =>
    `De inzet "${text}" moet een positief bedrag zijn van hoogstens 999999,99, met hoogstens twee decimalen, ` +
    'bv. --stake 0,10.',
  theStakeMustBe2: 'De inzet moet meer dan 0 zijn, bv. --stake 0,10.',
  thousands: (named, as, r) => {
    const n = (v: string) => v.replace('.', ',');
    const mark = r.mark === '.' ? 'de punt' : 'de komma';
    const { grouped: g, decimal: d } = r;
    const head =
      `${as === 'stake' ? 'De inzet ' : ''}"${named}" is ${n(g.value)} met ${mark} als scheidingsteken voor ` +
      `duizendtallen${d ? `, of ${n(d.value)} met ${mark} als decimaalteken: ` : ': '}`;
    const written = (x: Reading) => n(x.written) + (x.written === x.value ? '' : ` (voor ${n(x.value)})`);
    const fits = [g, d].filter((x): x is Reading => x !== undefined && x.misfit === undefined);
    const why = [g, d]
      .filter((x): x is Reading => x?.misfit !== undefined)
      .map((x) => misfit(as, x.misfit))
      .filter((w, i, all) => all.indexOf(w) === i);
    if (fits.length === 2) return `${head}schrijf wat bedoeld is, ${written(g)} of ${written(d!)}.`;
    if (fits.length === 1 && why.length === 0) return `${head}schrijf ${written(g)}, zonder scheidingsteken.`;
    if (fits.length === 1) return `${head}${why[0]}, dus schrijf ${written(fits[0])}.`;
    return `${head}${listed(why, 'nl')}; schrijf het bedoelde bedrag zonder scheidingsteken voor duizendtallen.`;
  },
  aPlayerNameIs: (list) => `Een spelersnaam is leeg. Spelers: ${list}.`,
  fitsMoreThanOne: (name, v, list) =>
    `"${name}" past bij meer dan één speler (${v}): typ meer van de naam. Spelers: ${list}.`,
  unknownGame: (id, games, tip) => `Onbekend spel "${id}". Spellen: ${games}.${tip.nl}`,
  onePlayerHere: (given, n, first) =>
    `"${given}" noemt ${n} spelers, waar één speler hoort: noem er één, bv. ${first}.`,
  unknownPlayerPlayers: (name, list, tip) => `Onbekende speler "${name}". Spelers: ${list}.${tip.nl}`,
  isNamedTwiceName: (twice) => `${twice} staat er twee keer: noem elke speler één keer.`,
  needsPlayersYouNamed: (game, min, max, length) =>
    `${game} vraagt ${min === max ? min : `${min} tot ${max}`} spelers, je noemde er ${length}: geef ze in ` +
    `zitvolgorde, bv. --players Ann,Bert,Cis,Dirk.`,
  isNotAUsable: (n) =>
    `"${n}" is geen bruikbare spelersnaam: gebruik letters, cijfers, spaties, ' . _ - (hoogstens 30 tekens, ` +
    `beginnend met een letter of cijfer).`,
  cannotBeAPlayer: (n) =>
    `"${n}" kan geen spelersnaam zijn: tafel bewaart scores per naam, en JavaScript houdt deze naam voor ` +
    `zichzelf. Voeg een letter of een initiaal toe, bv. "${n} B".`,
  theNameIsUsed: (n, earlier, times) =>
    n === earlier
      ? `De naam "${n}" komt ${times === 2 ? 'twee' : times} keer voor: geef elke speler een andere naam.`
      : `"${earlier}" en "${n}" zijn voor tafel één naam (hoofdletters en accenten tellen niet): ` +
        'geef elke speler een andere naam.',
  noSuggestion: '',
  didYouMean: (k) => ` Bedoel je '${k}'?`,
  noPass: (game, w, example) =>
    `${game} kent geen pas voor een ${het(w) ? 'heel' : 'hele'} ${w}: typ ${het(w) ? 'het' : 'de'} ${w} zoals ` +
    `${het(w) ? 'het' : 'ze'} gespeeld werd, bv. "${example}".`,
  noWords: (head, example, alone) =>
    `${head} met vlaggen, niet met woorden: bv. tafel record ${example}` +
    `${alone === undefined ? '' : `, of tafel record ${alone}`}.`,
  wordsReadAs: (head, flags) => `${head} met vlaggen, niet met woorden: in woorden betekent dit tafel record ${flags}.`,
  leadingZero: (n, as) =>
    `Het getal ${n} begint met een nul: typ ${as}, of zet een spatie na de 0 als ${n} twee getallen zijn.`,
};
