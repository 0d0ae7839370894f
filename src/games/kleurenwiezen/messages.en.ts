import { option, value } from '../../core/point-tables.js';
import type { Settings } from '../../core/topic.js';
import { capital, listed, type Text } from '../../i18n/lang.js';

/** Where iwwa's one-level vragen or alleen is bid higher: the rule sets that play that. */
const raised = (id: string): string =>
  id === 'alleen' ? 'alleen 6..8 is whisthub, solo 6..8 lodige' : 'samen 9..13 is whisthub or lodige';

/** The house rules by which a ladder is not the rule set's own: " with piccolo=off", or nothing. */
const withSet = (changed: readonly string[]): string => (changed.length > 0 ? ` with ${listed(changed, 'en')}` : '');

/** A contract as the game writes it (the sheet, both languages): "kleine miserie" for kleine-miserie. */
const written = (id: string): string => id.replace(/-/g, ' ');
/** The same at the start of a sentence: "Kleine miserie is played without trump". */
const title = (id: string): string => capital(written(id));

/** A contract's levels, from the lowest to the highest: "8 to 13", and a choice of two, "8 or 9". */
const levels = (lo: number, hi: number): string => `${lo} ${hi === lo + 1 ? 'or' : 'to'} ${hi}`;

/** Kleurenwiezen's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  /** The words of the point tables of `tafel rules kleurenwiezen` (tables.ts). */
  tables: {
    contract: 'contract',
    base: 'base',
    perTrick: 'per trick\nover/short',
    oppLost: 'lost: each\nopponent gets',
    wonDecl: 'made: each\ndeclarer gets',
    lostDecl: 'lost: each\ndeclarer loses',
    samenCaption: (trick: number, all: number): string =>
      `Samen and solo: made = base + ` +
      `${trick > 0 ? 'the per-trick value for each trick over the bid' : 'nothing extra'} (solo counts tricks ` +
      `up to 8 only; samen with all 13 tricks gets ${all} each); lost = base + the per-trick value for each ` +
      `trick short, and then each opponent gets what a samen player loses, or two thirds of what a solo player ` +
      `loses. Keys: samen.<N>, samen.trick, samen.all, solo.<N>, solo.trick.`,
    fixedCaption:
      'Fixed values: overtricks earn nothing. In the miseries and piccolo the opponents get their amount once ' +
      'for every declarer who fails. Keys: abondance.<N>, troel, kleine-miserie, piccolo, grote-miserie, ' +
      'open-miserie, kleine-soloslim, soloslim, each also with .opponents; troel.lost is what each troel ' +
      'declarer loses.',
    names: {
      'kleine-miserie': 'kleine miserie',
      piccolo: 'piccolo',
      'grote-miserie': 'grote miserie',
      'open-miserie': 'open miserie',
      'kleine-soloslim': 'kleine soloslim',
      soloslim: 'soloslim',
      troel: 'troel',
    } as Record<string, string>,
    players: 'declarers',
    value: 'value v',
    made: 'made: each\ndeclarer',
    madeOpp: 'made: each\nopponent',
    pair: 'pair',
    one: 'one',
    each: 'each alone',
    off: ' *',
    cgCaption: (over: string, deals: string): string =>
      `Failed: the same amounts the other way round. * a variant that is off: allow it with --set ` +
      `abondance-levels=on or --set open-miserie=on. Overtricks (+1 per trick over the target on every ` +
      `payment): ${over}. Deals in a game: ${deals === 'off' ? 'no limit' : deals}.`,
  },
  /** The words of the point tables of `tafel rules kleurenwiezen` (tables.ts). */
  zeroSumTables: {
    contract: 'contract',
    pays: 'paid',
    made: 'made',
    over: 'per trick\nover',
    lost: 'lost\n(1 under)',
    further: 'each further\nunder',
    pair: 'per player',
    opp: 'per opponent',
    whCaption: (s: Settings): string =>
      `Per player: each declarer gets the value, each opponent pays it. Per opponent: each of the three ` +
      `opponents pays it and the declarer gets three times. Samen made scores by the tricks taken (samen ` +
      `${value(s, 'samen')} + ${value(s, 'samen.trick')} per trick above 8, all 13: ` +
      `${value(s, 'samen.all')}); alleen earns nothing above 8 tricks; abondance ` +
      (option(s, 'abondance-overtricks') === 'on'
        ? 'made with more tricks scores the next level'
        : 'scores its own level only (abondance-overtricks=off)') +
      `. ` +
      `Several miserie players are each settled alone and added. After a pas: ` +
      `${option(s, 'rondje-pas')}. Piccolo: ${option(s, 'piccolo')}. Lowest alleen: ` +
      `${option(s, 'alleen-min')}. Deals in a game: ` +
      `${option(s, 'deals') === 'off' ? 'no limit' : option(s, 'deals')}.`,
    iwCaption: (s: Settings): string =>
      `Per player: each declarer gets the value, each opponent pays it. Per opponent: each of the three ` +
      `opponents pays it and the declarer gets three times. All 13 tricks in vragen, alleen, troel or troela: ` +
      (option(s, 'all-tricks') === 'double' ? 'the made value doubled' : 'the plain value (all-tricks=plain)') +
      `. ` +
      `Several miserie players are each settled alone and added. After a pas: ${option(s, 'rondje-pas')}. ` +
      `Deals in a game: ${option(s, 'deals') === 'off' ? 'no limit' : option(s, 'deals')}.`,
  },
  name: 'Kleurenwiezen',
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    by: { help: 'who played the contract, e.g. --by Ann or --by Bert,Dirk', word: 'the players' },
    tricks: { help: 'tricks taken (by the pair together), or per declarer: --tricks Ann=0,Bert=1', word: 'the tricks' },
    revoke: { help: 'that player revoked; his side loses the deal', word: 'the revoke' },
  },
  flow: {
    passed: 'everybody passed: deal again',
    contract: (dealer: string): string => `Deal by ${dealer}: which contract?`,
    level: (contract: string): string => `${contract}: which level?`,
    whoOne: (contract: string): string => `Who played ${contract}?`,
    whoPair: (contract: string): string => `Who played ${contract}? Tick both players.`,
    whoEach: (contract: string): string => `Who played ${contract}? Tick each player (each plays for himself).`,
    tickEmpty: '✗ Tick the players (their first letters, or space), then press enter.',
    revoke: 'Did anybody revoke (not follow suit when he could)?',
    nobody: 'nobody',
    tricks: (players: string, contract: string, target: number): string =>
      `Tricks taken by ${players}? (${contract} needs ${target})`,
    tricksEach: (player: string, contract: string, target: number): string =>
      `Tricks taken by ${player}? (${contract}: ${target} to make it)`,
  },
  contracts: {
    abondance: 'abondance',
    alone: 'alone',
    askAndJoin: 'ask and join',
    grandMisery: 'grand misery',
    misery: 'misery',
    openMisery: 'open misery',
    openMisery2: 'open misery',
    piccolo: 'piccolo',
    samen: 'samen',
    samenAskAnd: 'samen (ask and join)',
    smallMisery: 'small misery',
    smallSoloSlam: 'small solo slam',
    solo: 'solo',
    soloAllTricks: 'solo: all 13 tricks',
    soloSlam: 'solo slam',
    troel: 'troel',
    troelTroela: 'troel (9: troela)',
  },
  sheet: {
    pas: 'pass (redeal)',
    tricks: (n: number) => `${n} ${n === 1 ? 'trick' : 'tricks'}`,
    /** A miserie player's tricks where the players are seats: "seat 1 took 0". */
    seatTook: (seat: string, n: number) => `seat ${seat} took ${n}`,
    revokeBy: (player: string) => `revoke by ${player}`,
  },
  game: {
    summary: 'Flemish whist: take tricks alone or with a partner, or none in a miserie.',
    flemishClubRules: 'Flemish club rules, non-zero-sum: winners gain, nobody else loses',
    kleurenwiezenColourWhist: 'Kleurenwiezen (colour whist)',
    theIwwaTournament: 'the IWWA tournament table, zero-sum; all 13 tricks count double',
    /** The dealer sits this deal out (five or six at the table), with `other` when six. */
    thePlayersAre: (dealer: string, deal: number, other: string | undefined, plays: string, sitter: string) =>
      `${dealer} deals deal ${deal} and sits out${other ? ` with ${other}` : ''}; the players are ${plays}. ` +
      `${sitter} cannot be named in it.`,
    whisthubSTable: "Whisthub's table (as pagat.com), zero-sum; a deal after rondje pas counts double",
    zeroSumPayments: 'zero-sum payments between declarers and opponents, with variants',
  },
  referee: {
    aHighLow: 'A high ... 2 low',
    andAtAn: (same: Text, suit: Text, suits: Text) =>
      `${same.en}, and at an equal bid the higher suit wins: ${suit.en} (${suits.en})`,
    andShareRung: (A: string, B: string, ra: number, rules: string, changed: readonly string[]) =>
      `${A} and ${B} share rung ${ra} of the ${rules} ladder${withSet(changed)}: they never compete for the same deal`,
    aPlainSolo: 'A plain "solo" could be two bids here: write "alleen N" (or "solo N") or "soloslim".',
    bothBidsAre: (key: string) => `both bids are ${key}`,
    cardsAK: '52 cards, A K Q J 10 9 8 7 6 5 4 3 2 in each suit',
    doesNotExist: (id: string, level: number, rules: string, lo: number, hi: number) =>
      `${title(id)} ${level} does not exist in ${rules}: the level is ${levels(lo, hi)}.`,
    hasNoLevel: (id: string) => `${title(id)} has no level to bid: write just "${id}".`,
    /** A contract of one number of tricks bid with another ("troel 10" in lodige): the words it takes. */
    isAlways: (id: string, level: number, rules: string, target: number) =>
      `${title(id)} ${level} does not exist in ${rules}: ${written(id)} is always ${target} tricks; write "${id}" or ` +
      `"${id} ${target}".`,
    inTheCardgames: (changed: readonly string[]) =>
      `in the cardgames order${withSet(changed)} (by base value; no. 1 is the highest)`,
    inTheLodige: 'in the lodige ranking (no. 1 is the highest)',
    inTheSame: (same: Text, suit: Text) => `${same.en} in ${suit.en}: the same bid`,
    isAContract: (text: string, other: string, rules: string, known: string) =>
      `"${text}" is a contract of the ${other} rules, not of ${rules} (${known}); add --rules ${other} to rank ` +
      `it there.`,
    isNoAnd: (hi: string, ih: number, lo: string, il: number, where: string) =>
      `${hi} is no. ${ih} and ${lo} no. ${il} ${where}`,
    isNotA: (text: string, rules: string, known: string) =>
      `"${text}" is not a bid: name a contract (${rules}: ${known}).`,
    isNotAn: (text: string) => `"${text}" is not an iwwa bid: "alleen" is one against three; "solo" is all 13 tricks.`,
    isNotPlayed: (text: string, id: string, contract: number) =>
      `"${text}" is not played in iwwa: ${written(id)} is always ${contract} tricks (${raised(id)}).`,
    noHouseRuleJudged: (rules: string) =>
      `--set does not apply to judging Kleurenwiezen by ${rules}: none of its house rules changes a bid or a trick.`,
    houseRuleOf: (key: string, owner: string, rules: string) =>
      `--set ${key} is a house rule of the ${owner} rules, not of ${rules}.`,
    switchedOff: (rules: string | undefined, name: string, off: string, fix: string) =>
      `${rules ?? 'This table'} does not play ${name} (option ${off}); --set ${fix} judges as a table that does.`,
    isPlayedWithout: (id: string) => `${title(id)} is played without trump: leave the suit out.`,
    /** `changed`: the --set house rules by which the ladder in force is not the rule set's own (`piccolo=off`). */
    isRungAnd: (
      hi: string,
      rh: number,
      lo: string,
      rl: number,
      rules: string,
      top: number,
      changed: readonly string[],
    ) =>
      `${hi} is rung ${rh} and ${lo} rung ${rl} of the ${rules} bidding ladder${withSet(changed)} (rung ${top} is ` +
      `the highest)`,
    nameBothSuits: (same: Text, key: string, suits: Text) =>
      `${same.en}; name both suits (e.g. "${key} harten") and the higher suit wins (${suits.en})`,
    namesNoOwnTrump: (id: string, rules: string) =>
      `In ${rules} the declarer of ${id} names no trump (it is played in the turned-up trump, or without one): ` +
      `leave the suit out.`,
    namesTwoLevels: (text: string) => `"${text}" names two levels: give one, e.g. "abondance 9".`,
    namesTwoSuits: (text: string) => `"${text}" names two suits: give one, e.g. "abondance 9 harten".`,
    needsALevel: (id: string, contract: number) => `${title(id)} needs a level: e.g. "${id} ${contract}".`,
    severalPlayersMay: (same: Text) => `${same.en}: several players may play it in one deal, each for himself`,
    thereIsNo: (same: Text) => `${same.en}: there is no outbidding in suits; whoever bid it first plays`,
    theSameBid: (same: Text) => `${same.en}: the same bid`,
    unknownContractContracts: (text: string, rules: string, known: string, tip: Text) =>
      `Unknown contract "${text}". ${rules} contracts: ${known}.${tip.en}`,
  },
  rules: {
    noSuchLevel: (id: string, level: string, lo: number, hi: number) =>
      `${title(id)} ${level} does not exist: the level is ${levels(lo, hi)}.`,
    pasDeal: 'pas (everybody passed)',
    abondanceIsNot: (level: number) =>
      `Abondance ${level} is not played on this sheet: only abondance 9 (option abondance-levels=off); 'tafel set ` +
      `abondance-levels=on' plays it.`,
    aDealHas: 'a deal has only 13',
    aKleineMiserie: 'a kleine miserie deal has only 12 (everyone laid one card away)',
    alleenIsNot: (level: number, min: number) =>
      `Alleen ${level} is not played on this sheet: alleen needs at least ${min} tricks (--set alleen-min=${min}).`,
    allFourPlayers: (inDeal: number, sum: number) =>
      `All four players declared, so their tricks add up to ${inDeal}, not ${sum}: check --tricks.`,
    aPlainSolo:
      'A plain "solo" could be two contracts here: write "alleen N" (or "solo N", e.g. "solo 6") or "soloslim".',
    atMostFour: (id: string) => `At most four players can play ${written(id)}.`,
    byIsMissing: (id: string, config: string, declarers: string, config2: string) =>
      `--by is missing: who played ${written(id)}? e.g. --by ${config}` +
      `${declarers === 'pair' ? ',' + config2 : ''}.`,
    didNotPlay: (p: string, by: string) => `${p} did not play this contract: give tricks only for ${by}.`,
    eachOfPlays: (by: string, by2: string) =>
      `Each of ${by} plays for himself: give everyone's tricks, e.g. --tricks ` + `${by2}.`,
    /**
     * `example`: the tricks given, the missing ones made, four adding up to the deal (no placeholder: table mode shows
     * the example as typed).
     */
    eachTricksMissing: (by: readonly string[], example: string) =>
      `--tricks is missing: each of ${listed(by, 'en')} plays for himself; how many tricks did each take? e.g. ` +
      `--tricks ${example}.`,
    howManyTricks: (missing: readonly string[], example: string) =>
      `How many tricks did ${listed(missing, 'en')} take? Give ${missing.length === 1 ? 'his' : 'their'} tricks ` +
      `too, e.g. --tricks ${example}.`,
    /** `judged`: judge score without a sheet, which judges the rule set, not a sheet. */
    isAContract: (id: string, others: readonly string[], rules: string, known: string, judged: boolean) =>
      `"${id}" is a contract of the ${listed(others, 'en')} rules, not of ${rules}; ` +
      `${judged ? `the contracts of ${rules} are` : `this sheet plays ${rules}:`} ${known}.`,
    isNamedTwice: (p: string) => `${p} is named twice in --tricks: name each player once.`,
    isNotPlayed: (id: string, needsOption: string) =>
      `${title(id)} is not played on this sheet (option ${needsOption}=off): 'tafel set ${needsOption}=on' plays it.`,
    isNotPlayed2: (word: string, levelWord: string, id: string, fixed: number) =>
      `${title(word)} ${levelWord} is not played in iwwa: ${written(id)} is always ${fixed} tricks (no raised ` +
      `levels; ${raised(id)}).`,
    isNotPlayer: (part: string, by: string) => `"${part}" is not player=tricks: e.g. --tricks ${by}=0.`,
    isPlayedAlone: (id: string, n: number, one: string) =>
      `${title(id)} is played alone, by one player, not ${n}: --by ${one}.`,
    isPlayedBy: (id: string, n: number, pair: string) =>
      `${title(id)} is played by two players together, not ${n}: e.g. --by ${pair}.`,
    needsALevel: (id: string, lo: number, hi: number) =>
      `${title(id)} needs a level from ${lo} to ${hi}: e.g. "${id} ${lo}".`,
    takesNoLevel: (id: string, levelWord: string, rules: string, judged: boolean) =>
      `${title(id)} has no level ${judged ? `in the ${rules} rules` : 'on this sheet'}: leave out ` +
      `"${levelWord}" and give the tricks taken with --tricks.`,
    soloIsNot: (levelWord: string) =>
      `"solo ${levelWord}" is not an iwwa contract: "alleen" is the one-against-three contract; "solo" is all 13 ` +
      `tricks.`,
    theDeclarersTook: (sum: number, deal: Text) => `The declarers took ${sum} tricks together, but ${deal.en}.`,
    thisContractHas:
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, ' +
      'e.g. --tricks 9.',
    tricksIsMissing: (by: readonly string[], contract: number) =>
      `--tricks is missing: how many tricks did ${by.join(' + ')} take? e.g. --tricks ${contract}.`,
    unknownContractContracts: (word: string, rules: string, known: string, tip: Text) =>
      `Unknown contract "${word}". ${rules} contracts: ${known}.${tip.en}`,
    whichContractE: (EXAMPLE: string) => `Which contract? e.g. "tafel record ${EXAMPLE}".`,
  },
  /** What each house rule means (`tafel games kleurenwiezen`), by rule set where they differ. */
  set: {
    rondjePas: 'the first deal after a pas: double (x2 once), stack (x2 after one pas, x3 after two...) or off',
    dealsMultiple: 'deals that make a game, a multiple of the number of players; then the sheet shows the winner',
    deals: 'deals that make a game; then the sheet shows the winner',
    dealsRound:
      'deals that make a game (4, 8, 12; with 5 or 6 players once, twice or three times round); then the ' +
      'sheet shows the winner',
    piccolo: 'piccolo may be played, worth piccolo.value',
    abondanceOvertricks: 'abondance made with more tricks scores the next level',
    alleenMin: 'the lowest alleen that may be bid',
    samen8: 'samen made with 8 tricks, each declarer',
    samenTrickWhisthub: 'samen: per trick above 8 when made; per level above 8 and per undertrick when lost',
    samenTrickLodige: 'samen: per trick over or under the target',
    samenAll: 'samen made with all 13 tricks, each declarer (lodige: never less than the bid made pays)',
    alleenExactly: (n: number) => `alleen ${n} made exactly, per opponent`,
    alleenTrick: 'alleen: per overtrick (up to 8) and per undertrick',
    perOpponent: (contract: string) => `${contract}, per opponent`,
    perOpponentPerDeclarer: (contract: string) => `${contract}, per opponent, per declarer`,
    troelWhisthub: 'troel made or lost, each declarer',
    troelAll: 'troel made with all 13 tricks, each declarer',
    allTricks: 'vragen, alleen, troel made with all 13 tricks: double the value, or plain',
    madeExactly: (contract: string, per: string) => `${contract} made exactly, ${per}`,
    perOvertrick: (contract: string) => `${contract}: per overtrick`,
    firstUndertrick: (contract: string) => `${contract}: the first undertrick`,
    furtherUndertrick: (contract: string) => `${contract}: each further undertrick`,
    eachDeclarer: 'each declarer',
    perOpponentWord: 'per opponent',
    troelAndTroela: 'troel and troela',
    soloAll: 'solo (all 13 tricks), per opponent',
    overtricks: '+1 per trick above the target, added to every payment (vragen, alleen, troel, abondance)',
    openMiserieAllowed: 'open miserie may be played, worth open-miserie.value',
    abondanceLevels: 'abondance 10, 11 and 12 may be played',
    troela: 'four aces: the holder partners the holder of the highest heart (referee text)',
    base: (contract: string) => `base value of ${contract}`,
    baseMadeOrLost: (contract: string) => `${contract}: base when made or lost`,
    soloTrick: 'solo: per trick over (up to 8) or under the target',
    declarerWinsOrLoses: (contract: string) => `${contract}: declarer wins or loses`,
    lostEachOpponentGets: (contract: string) => `${contract} lost: each opponent gets`,
    troelMade: 'troel made: each declarer gets',
    troelLost: 'troel lost: each declarer loses',
    eachDeclarerWinsOrLoses: (contract: string) => `${contract}: each declarer wins or loses`,
    eachNonDeclarerGets: (contract: string) => `${contract}: each non-declarer gets, per declarer who fails`,
  },
  settings: {
    dealsMustBe: (ok: readonly number[], n: number, v: string) =>
      `deals must be one of off, ${ok.join(', ')} with ${n} players, not "${v}"`,
    dealsMustBe2: (n: number, v: string) =>
      `deals must be off or a multiple of ${n} (the number of players, so everybody deals equally often) ` +
      `up to 100, not "${v}"`,
    /** Before the number of players is known (its check is dealsMustBe2): no count that fits another table. */
    dealsMultipleOf: (v: string) =>
      `deals must be off or a multiple of the number of players (4, 5 or 6) up to 100, not "${v}"`,
    /** As dealsMultipleOf, for cardgames (dealsMustBe). */
    dealsRoundOf: (v: string) =>
      `deals must be off or once, twice or three times round the table (4, 8 or 12 with four players; 5, 10 ` +
      `or 15 with five; 6, 12 or 18 with six), not "${v}"`,
  },
};
