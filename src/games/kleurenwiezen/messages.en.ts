import type { Text } from '../../i18n/lang.js';

/** "a, b and c" (the list of rule sets that have a contract). */
const list = (xs: readonly string[], and: string): string =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`;

/** Kleurenwiezen's own texts (English); messages.nl.ts has the same keys. */
export const en = {
  name: 'Kleurenwiezen',
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    by: { help: 'the declarer(s), e.g. --by Ann or --by Bert,Dirk', word: 'the players' },
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
  game: {
    summary: 'Flemish whist: take tricks alone or with a partner, or none in a miserie.',
    flemishClubRules: 'Flemish club rules, non-zero-sum: winners gain, nobody else loses',
    kleurenwiezenColourWhist: 'Kleurenwiezen (colour whist)',
    theIwwaTournament: 'the IWWA tournament table, zero-sum; all 13 tricks count double',
    thePlayersAre: (v: string, plays: string, sitter: string, _v2: string) =>
      `${v}; the players are ${plays}. ${sitter} cannot be named in it.`,
    whisthubSTable: "Whisthub's table (as pagat.com), zero-sum; a deal after rondje pas counts double",
    zeroSumPayments: 'zero-sum payments between declarers and opponents, with variants',
  },
  referee: {
    aHighLow: 'A high ... 2 low',
    andAtAn: (same: Text, suit: Text, suits: Text) =>
      `${same.en}, and at an equal bid the higher suit wins: ${suit.en} (${suits.en})`,
    andShareRung: (A: string, B: string, ra: number, rules: string, _A2: string, _B2: string) =>
      `${A} and ${B} share rung ${ra} of the ${rules} ladder: they never compete for the same deal`,
    aPlainSolo: 'A plain "solo" could be two bids here: write "alleen N" (or "solo N") or "soloslim".',
    bothBidsAre: (key: string) => `both bids are ${key}`,
    cardsAK: '52 cards, A K Q J 10 9 8 7 6 5 4 3 2 in each suit',
    doesNotExist: (id: string, level: number, rules: string, lo: number, hi: number) =>
      `${id} ${level} does not exist in ${rules}: the level is ${lo} to ${hi}.`,
    hasNoLevel: (id: string) => `${id} has no level to bid: write just "${id}".`,
    inTheCardgames: 'in the cardgames order (by base value; no. 1 is the highest)',
    inTheLodige: 'in the lodige Rangorde (no. 1 is the highest)',
    inTheSame: (same: Text, suit: Text) => `${same.en} in ${suit.en}: the same bid`,
    isAContract: (id: string, other: string, rules: string, known: string) =>
      `"${id}" is a contract of the ${other} rules, not of ${rules} (${known}); add --rules ${other} to rank ` +
      `it there.`,
    isNoAnd: (hi: string, ih: number, lo: string, il: number, where: Text, _hiNl: string, _loNl: string) =>
      `${hi} is no. ${ih} and ${lo} no. ${il} ${where.en}`,
    isNotA: (text: string, rules: string, known: string) =>
      `"${text}" is not a bid: name a contract (${rules}: ${known}).`,
    isNotAn: (text: string) => `"${text}" is not an iwwa bid: "alleen" is one against three; "solo" is all 13 tricks.`,
    isNotPlayed: (text: string, id: string, contract: number) =>
      `"${text}" is not played in iwwa: ${id} is always ${contract} tricks (samen 9..13 is ` + `whisthub or lodige).`,
    isPlayedWithout: (id: string) => `${id} is played without trump: leave the suit out.`,
    isRungAnd: (
      hi: string,
      rh: number,
      lo: string,
      rl: number,
      rules: string,
      top: number,
      _hiNl: string,
      _loNl: string,
    ) => `${hi} is rung ${rh} and ${lo} rung ${rl} of the ${rules} bidding ladder (rung ${top} is ` + `the highest)`,
    nameBothSuits: (same: Text, key: string, suits: Text) =>
      `${same.en}; name both suits (e.g. "${key} harten") and the higher suit wins (${suits.en})`,
    namesTwoLevels: (text: string) => `"${text}" names two levels: give one, e.g. "abondance 9".`,
    namesTwoSuits: (text: string) => `"${text}" names two suits: give one, e.g. "abondance 9 harten".`,
    needsALevel: (id: string, contract: number) => `${id} needs a level: e.g. "${id} ${contract}".`,
    severalPlayersMay: (same: Text) => `${same.en}: several players may play it in one deal, each for himself`,
    thereIsNo: (same: Text) => `${same.en}: there is no outbidding in suits; whoever bid it first plays`,
    theSameBid: (same: Text) => `${same.en}: the same bid`,
    unknownContractContracts: (text: string, rules: string, known: string, tip: Text) =>
      `Unknown contract "${text}". ${rules} contracts: ${known}.${tip.en}`,
  },
  rules: {
    abondanceIsNot: (level: number) =>
      `abondance ${level} is not played on this sheet: only abondance 9, unless the sheet has --set ` +
      `abondance-levels=on.`,
    aDealHas: 'a deal has only 13',
    aKleineMiserie: 'a kleine miserie deal has only 12 (everyone laid one card away)',
    alleenIsNot: (level: number, min: number) =>
      `alleen ${level} is not played on this sheet: alleen needs at least ${min} tricks (--set alleen-min=${min}).`,
    allFourPlayers: (inDeal: number, sum: number) =>
      `All four players declared, so their tricks add up to ${inDeal}, not ${sum}: check --tricks.`,
    aPlainSolo:
      'A plain "solo" could be two contracts here: write `alleen N` (alias `solo N`, e.g. "solo 6") or `soloslim`.',
    atMostFour: (id: string) => `At most four players can play ${id}.`,
    byIsMissing: (id: string, config: string, declarers: string, config2: string) =>
      `--by is missing: who played ${id}? e.g. --by ${config}` + `${declarers === 'pair' ? ',' + config2 : ''}.`,
    didNotPlay: (p: string, by: string) => `${p} did not play this contract: give tricks only for ${by}.`,
    eachOfPlays: (by: string, by2: string) =>
      `Each of ${by} plays for himself: give everyone's tricks, e.g. --tricks ` + `${by2}.`,
    howManyTricks: (missing: string, missing2: string) =>
      `How many tricks did ${missing} take? Add ${missing2} to --tricks.`,
    isAContract: (id: string, others: readonly string[], rules: string, known: string) =>
      `"${id}" is a contract of the ${list(others, 'and')} rules, not of ${rules}; this sheet plays ` +
      `${rules}: ${known}.`,
    isNamedTwice: (p: string) => `${p} is named twice in --tricks.`,
    isNotPlayed: (id: string, needsOption: string) =>
      `${id} is not played on this sheet: start the sheet with --set ${needsOption}=on to allow it.`,
    isNotPlayed2: (word: string, levelWord: string, id: string, fixed: number) =>
      `${word} ${levelWord} is not played in iwwa: ${id} is always ${fixed} tricks (no raised levels; samen ` +
      `9..13 is whisthub or lodige).`,
    isNotPlayer: (part: string, by: string) => `"${part}" is not player=tricks: e.g. --tricks ${by}=0.`,
    isPlayedAlone: (id: string, n: number) => `${id} is played alone, by one player, not ${n}: --by Ann.`,
    isPlayedBy: (id: string, n: number) => `${id} is played by two players together, not ${n}: --by Ann,Bert.`,
    needsALevel: (id: string, lo: number, hi: number) => `${id} needs a level from ${lo} to ${hi}: e.g. "${id} ${lo}".`,
    soloIsNot: (levelWord: string) =>
      `"solo ${levelWord}" is not an iwwa contract: \`alleen\` is the one-against-three contract; \`solo\` is ` +
      `all 13 tricks.`,
    theDeclarersTook: (sum: number, deal: Text) => `The declarers took ${sum} tricks together, but ${deal.en}.`,
    thisContractHas:
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, ' +
      'e.g. --tricks 9.',
    tricksIsMissing: (by: string, contract: number) =>
      `--tricks is missing: how many tricks did ${by} take? e.g. --tricks ${contract}.`,
    unknownContractContracts: (word: string, rules: string, known: string, tip: Text) =>
      `Unknown contract "${word}". ${rules} contracts: ${known}.${tip.en}`,
    whichContractE: (EXAMPLE: string) => `Which contract? e.g. "tafel record ${EXAMPLE}".`,
  },
  settings: {
    dealsMustBe: (ok: string, n: number, v: string) => `deals must be one of off, ${ok} with ${n} players, not "${v}"`,
    dealsMustBe2: (n: number, v: string) =>
      `deals must be off or a multiple of ${n} (the number of players, so everybody deals equally often) ` +
      `up to 100, not "${v}"`,
  },
};
