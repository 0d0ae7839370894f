import { listed, SUIT_NAMES, trumpWords, type Reading, type Readings, type Text, type Thousands } from '../lang.js';

const suits = SUIT_NAMES.en;
const ranks: Readonly<Record<string, string>> = {
  A: 'ace',
  K: 'king',
  Q: 'queen',
  J: 'jack',
  '10': 'ten',
  '9': 'nine',
  '8': 'eight',
  '7': 'seven',
  '6': 'six',
  '5': 'five',
  '4': 'four',
  '3': 'three',
  '2': 'two',
};
const card = (rank: string, suit: string) => `${ranks[rank]} of ${suits[suit]}`;

/** Why a reading of an amount typed with a thousands group is no amount of its kind (core/money.ts refuseThousands). */
const misfit = (as: Thousands, why: Reading['misfit']): string => {
  const max = why === 'max';
  if (as === 'rate') return max ? 'a rate is under 10000' : 'a rate has at most four decimals';
  if (as === 'stake') return max ? 'a stake is at most 999999.99' : 'a stake is whole cents';
  if (as === 'points') return max ? 'a score is at most 100000 either way' : 'points are whole numbers';
  return max ? 'an amount is at most 100000 either way' : 'amounts are whole cents';
};

/** The messages of src/core/, in English. nl/core.ts has the same keys. */
export const core = {
  /** A suit by its code, plural as a player says it ("hearts were led"). */
  suit: (s: string) => suits[s],
  rank: (r: string) => ranks[r],
  /** A rank as it is typed in a card's code (J Q K A, 10: JH). */
  rankLetter: (rank: string) => rank,
  /** "queen of clubs". */
  card,
  /** "the jack of hearts", or where the game names the card, "the Oud (queen of clubs)". */
  namedCard: (rank: string, suit: string, special: Text | undefined) =>
    special ? `${special.en} (${card(rank, suit)})` : `the ${card(rank, suit)}`,
  onlyTrump: (led: string, name: Text) => `${suits[led]} were led and ${name.en} is the only trump in the trick`,
  highestTrump: (name: Text, order: Text) => `${name.en} is the highest trump in the trick (${order.en})`,
  highestLed: (led: string, name: Text, order: Text, noTrump: boolean, discards: boolean) =>
    `${noTrump ? 'there is no trump' : 'nobody trumped'}, so the highest of ${suits[led]}, the suit led, wins: ` +
    `${name.en} (${order.en})${discards ? '; other suits do not count' : ''}`,

  mustBeAWhole: (key: string, v: string) => `${key} must be a whole number from 0 to 10000, not "${v}"`,
  mustBeOneOf: (key: string, values: readonly string[], v: string) =>
    `${key} must be one of ${values.join(', ')}, not "${v}"`,
  dealsMustBeOff: (min: number, max: number, v: string) =>
    `deals must be off or a whole number from ${min} to ${max}, not "${v}"`,
  dealsOrNone: (v: string) => `deals must be a whole number from 1 to 100 or none, not "${v}"`,
  /** Why a game is over (record's refusal): its deal limit played, `w`/`ws` the game's word for a deal. */
  dealsComplete: (n: number, w: string, ws: string) =>
    n === 1 ? `the one ${w} is complete` : `the ${n} ${ws} are complete`,
  /** A partnership game's target reached: "Ann and Cis reached 1000; the game is over". */
  teamReached: (team: string, target: string) => `${team} reached ${target}; the game is over`,
  setGivenTwice: (key: string, first: string, second: string) =>
    `The house rule ${key} is given twice (${key}=${first} and ${key}=${second}): ` +
    'give it once, with the value you mean.',
  setNeedsKeyValue: (pair: string) => `A house rule is given as key=value, not "${pair}" (e.g. deals=8).`,
  unknownSettingForThese: (key: string, tip: Text, v: string, game: string) =>
    `Unknown setting "${key}" for these rules.${tip.en} Known: ${v}. 'tafel games ${game}' shows them.`,
  itIsTheOnly: 'it is the only card in the trick so far',
  youMustFollowSuit: (v: Text, v2: string) => `you must follow suit: ${v.en} were led and you hold ${v2}`,
  youMustFollowSuit2: (v: string) => `you must follow suit: trump was led and you hold ${v}`,
  youHaveNoSo: (v: Text, v2: string) => `you have no ${v.en}, so you must trump (with ${v2})`,
  mustBeAWhole2: (name: string, min: number, max: number, value: string) =>
    `${name} must be a whole number from ${min} to ${max}, not "${value}".`,
  isImpossibleItMust: (name: string, v: string, min: number, max: number) =>
    `${name} ${v} is impossible: it must be from ${min} to ${max}.`,
  /** `what` names the contract or the deal, in the language of the message. */
  flagDoesNotApply: (flag: string, what: string, list: readonly string[]) =>
    `${flag} does not apply to ${what}${list.length > 0 ? `; it takes ${listed(list, 'en')}` : ''}.`,
  needsWhoRevoked: (flag: string, example: string) => `${flag} needs a player: who revoked? e.g. ${example}.`,
  isMissingEG: (name: string, example: string) => `--${name} is missing: e.g. ${example}.`,
  unexpectedRemoveItOr: (v: string) => `Unexpected "${v}": remove it or use a flag.`,
  writeRankThenSuit:
    'write rank then suit, e.g. JH, 10♥, TH or BH (Dutch boer), with the suits S H D C (ruiten D, klaveren C)',
  isNotACard: (text: string, example: Text) => `"${text}" is not a card: ${example.en}.`,
  /** `offer`: the suits the deal takes; `none`: whether it may have no trump. */
  trumpIsNotA: (text: string, offer: readonly string[], none: boolean) =>
    `--trump "${text}" is not a suit: use ${trumpWords(offer, 'en', none ? 'none' : undefined)}.`,
  /** `judge rank`: the word after a known contract that names no suit ("r" in "samen 9 r"). */
  isNotASuitIn: (word: string, bid: string, offer: readonly string[]) =>
    `"${word}" in "${bid}" is not a suit: use ${trumpWords(offer, 'en', undefined)}.`,
  /** `team`: what the game calls its two pairs, in the language of the message (its catalogue). */
  needsExactlyPlayersTwo: (game: string, length: number, team: string) =>
    `${game} needs exactly 4 players (two ${team}: 1 + 3 against 2 + 4), this sheet has ${length}: start a sheet ` +
    `with --players Ann,Bert,Cis,Dirk.`,
  theStakeMustBe: (text: string) =>
    `The stake "${text}" must be a positive amount of at most 999999.99, with at most two decimals, e.g. --stake 0.10.`,
  theStakeMustBe2: 'The stake must be more than 0, e.g. --stake 0.10.',
  /**
   * An amount (or a correction's pair) with a thousands separator, `1.000` (core/money.ts refuseThousands): what it is
   * with the mark as a thousands separator and, with one mark, as the decimal sign, and how to write the one meant
   * (only readings that are an amount of its kind: a stake, an amount of cents, a rate of four decimals, points).
   */
  thousands: (named: string, as: Thousands, r: Readings) => {
    const mark = r.mark === '.' ? 'point' : 'comma';
    const { grouped: g, decimal: d } = r;
    const head =
      `${as === 'stake' ? 'The stake ' : ''}"${named}" is ${g.value} with the ${mark} as a thousands separator` +
      (d ? `, or ${d.value} with it as the decimal sign: ` : ': ');
    const written = (x: Reading) => x.written + (x.written === x.value ? '' : ` (for ${x.value})`);
    const fits = [g, d].filter((x): x is Reading => x !== undefined && x.misfit === undefined);
    const why = [g, d]
      .filter((x): x is Reading => x?.misfit !== undefined)
      .map((x) => misfit(as, x.misfit))
      .filter((w, i, all) => all.indexOf(w) === i);
    if (fits.length === 2) return `${head}write the one meant, ${written(g)} or ${written(d!)}.`;
    if (fits.length === 1 && why.length === 0) return `${head}write ${written(g)}, without it.`;
    if (fits.length === 1) return `${head}${why[0]}, so write ${written(fits[0])}.`;
    return `${head}${listed(why, 'en')}; write the amount meant without a thousands separator.`;
  },
  aPlayerNameIs: (list: string) => `A player name is empty. Players: ${list}.`,
  fitsMoreThanOne: (name: string, v: string, list: string) =>
    `"${name}" fits more than one player (${v}): type more of the name. Players: ${list}.`,
  unknownGame: (id: string, games: string, tip: Text) => `Unknown game "${id}". Games: ${games}.${tip.en}`,
  /** A list of players given where one player goes (`--taker Ann,Bert`). */
  onePlayerHere: (given: string, n: number, first: string) =>
    `"${given}" names ${n} players, where one player goes: name one, e.g. ${first}.`,
  unknownPlayerPlayers: (name: string, list: string, tip: Text) =>
    `Unknown player "${name}". Players: ${list}.${tip.en}`,
  isNamedTwiceName: (twice: string) => `${twice} is named twice: name each player once.`,
  needsPlayersYouNamed: (game: string, min: number, max: number, length: number) =>
    `${game} needs ${min === max ? min : `${min} to ${max}`} players, you named ${length}: list them in seating ` +
    `order, e.g. --players Ann,Bert,Cis,Dirk.`,
  isNotAUsable: (n: string) =>
    `"${n}" is not a usable player name: use letters, digits, spaces, ' . _ - (at most 30 characters, starting ` +
    `with a letter or digit).`,
  cannotBeAPlayer: (n: string) =>
    `"${n}" cannot be a player name: tafel stores scores by name, and JavaScript reserves this one. Add a ` +
    `letter or an initial, e.g. "${n} B".`,
  /**
   * `earlier`: the name as first written, which case and accents aside is the same (`Bert`, `Bért`); `times`: how often
   * the very same name `n` is given.
   */
  theNameIsUsed: (n: string, earlier: string, times: number) =>
    n === earlier
      ? `The name "${n}" is used ${times === 2 ? 'twice' : `${times} times`}: give every player a different name.`
      : `"${earlier}" and "${n}" are one name to tafel (case and accents do not count): give every player a ` +
        'different name.',
  noSuggestion: '',
  didYouMean: (k: string) => ` Did you mean '${k}'?`,
  /**
   * `pas` typed in a game with no pass of a whole deal (Toepen...), in table mode and on a phone; `example`: a whole
   * line of that game.
   */
  noPass: (game: string, w: string, example: string) =>
    `${game} has no pass of a whole ${w}: type the ${w} as it was played, e.g. "${example}".`,
  /**
   * `record` given words in a game whose record takes a deal in flags only (core/words.ts WordsRefused): `head`, what
   * the game records ("Toepen records the winner, the toeps and who passed"); `example`, a whole deal in flags for the
   * sheet's players; `alone`, a word record takes by itself (Belote's pas).
   */
  noWords: (head: string, example: string, alone?: string) =>
    `${head} with flags, not words: e.g. tafel record ${example}` +
    `${alone === undefined ? '' : `, or tafel record ${alone}`}.`,
  /** The same, where the game's one-line reader reads the words as a whole deal: `flags`, that deal. */
  wordsReadAs: (head: string, flags: string) =>
    `${head} with flags, not words: in words this reads as tafel record ${flags}.`,
  /**
   * A number typed with a leading zero (`02`), which no line reads, in table mode and on a phone; `as`: the number
   * without it.
   */
  leadingZero: (n: string, as: string) =>
    `The number ${n} begins with a zero: type ${as}, or put a space after the 0 if ${n} is two numbers.`,
};
