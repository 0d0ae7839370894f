import { listed } from '../../i18n/lang.js';

/** Toepen's own texts (English); messages.nl.ts has the same keys. */

const pts = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
const toeps = (n: number) => (n === 0 ? 'there was no toep' : `there ${n === 1 ? 'was 1 toep' : `were ${n} toeps`}`);

export const en = {
  summary: 'Last trick wins; each toep raises the stake; reaching the limit puts you out.',
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    winner: { help: 'who won the last trick, and so the round', word: 'the winner' },
    toeps: { help: 'who toeped, in order: Ann,Bert (the stake is 1 + their number)', word: 'who toeped' },
    'final-stake': { help: 'only the final stake, when the toepers are not known', word: 'the final stake' },
    passed: { help: 'who passed on which toep: Cis=1,Dirk=2 (scores that number)', word: 'who passed' },
    'was-penalty': {
      help: 'who pays the vuile-was penalty (the checker of an honest hand, or the caught bluffer)',
      word: 'who pays the vuile-was penalty',
    },
    'four-of-a-kind': { help: 'who held four of a kind: every other player pays at once', word: 'four of a kind' },
    vier: { help: 'the same as --four-of-a-kind', word: 'four of a kind' },
    jack: { help: 'the winner took the last trick with a jack (option jack-win=on)', word: 'the jack' },
    totals: {
      help:
        "for 'tafel judge score' only (record takes them from the sheet): the totals before the round, " +
        'Ann=9,Bert=4',
      word: 'the totals',
    },
  },
  name: 'Toepen',
  /** The word the lines that number a deal say (spec: a round, "ronde"). */
  dealWord: 'round',
  dealWords: 'rounds',
  ruleSetStandaard:
    'the common rules of the Dutch and Flemish rule pages: 4 cards from a piquet pack, only the last trick counts; ' +
    'every loser pays the stake, a toep raises it by one, a pass costs the stake before the raise; whoever reaches ' +
    'the limit is out; the lowest total wins',

  // Settings
  setLimit: 'a player whose total reaches this is out: 3..100 (10; also 15, 20, 21, 30)',
  setEnd: 'last-standing: play on until one player is left, he wins; first-out: the game ends when one is out',
  setCap: 'on: a player never scores past the limit ("voor dood"); off: totals may pass it',
  setDealer: "who deals the next round: the round's winner, the next player still in on the left, or the highest total",
  setDoubleToep: 'on: the same player may toep twice in a row',
  setMaxStake: 'the highest stake a round may reach: the limit, none, or 2..100',
  setFour: 'four of a kind wins at once and every other player pays: on (3 each), off, or the points each',
  setVuileWas: 'on: a vuile-was claim may be checked, and the loser of the check pays was-penalty',
  setWasPenalty: 'the vuile-was penalty: 1 or 2 points',
  setJackWin: 'on: the winner of the last trick with a jack scores -1 (record --jack)',
  badSetting: (key: string, values: string, v: string) => `${key} must be one of ${values}, not "${v}"`,

  // Reading a record
  /** Record given words: what it records, said before "with flags, not words" and a whole round (core noWords). */
  noWords: 'Toepen records the winner, the toeps and who passed',
  totalsFromSheet:
    "--totals is for 'tafel judge score' only: record and edit take the totals before the round from the sheet; to " +
    'change them: tafel correct <player=n> --reason <why>.',
  needWinner: 'Name the winner of the last trick: --winner <p>.',
  oneName: (flag: string, v: string) => `${flag} takes one player, not "${v}".`,
  /** `a`, `b`, `c`: the sheet's players for the examples (never a name it lacks), as in needPassed, needWas ... */
  needToepers: (a: string, b: string) => `Name who toeped, in order: --toeps ${a},${b}.`,
  needStake: 'Give the final stake: --final-stake 2.',
  needPassed: (c: string) => `Name who passed and on which toep: --passed ${c}=1.`,
  needWas: (a: string) => `Name who pays the vuile-was penalty: --was-penalty ${a}.`,
  needFour: (a: string) => `Name who held four of a kind: --four-of-a-kind ${a}.`,
  stakeWhole: (v: string) => `--final-stake is a whole number from 1 (1 + the toeps), not "${v}".`,
  stakeToeps: (stake: number, n: number) =>
    `--final-stake ${stake} and --toeps disagree: ${n === 1 ? '1 toep makes' : `${n} toeps make`} the stake ${n + 1}.`,
  /** A passer named without his toep; `k`, the example's toep. */
  passedWhich: (p: string, k: number) =>
    `Which toep did ${p} pass on? Give it after his name, e.g. --passed ${p}=${k}.`,
  notPair: (part: string, c: string) => `--passed ${part}: give a player and the toep he passed on, e.g. ${c}=1.`,
  passedTwice: (p: string) => `${p} passed twice: a player passes once, on one toep; name ${p} only once in --passed.`,
  /**
   * `t`: the toeps there were, counted from --final-stake when `stake`; with none the pass is wrong, or the toeps. Toep
   * 0 is none whatever the stake: they are numbered from 1.
   */
  passedRange: (p: string, k: number, t: number, stake: boolean) => {
    const more = stake ? 'raise --final-stake' : 'name who toeped (--toeps)';
    const why = k < 1 ? `toeps are numbered from 1${t === 0 ? ` and ${toeps(0)}` : ''}` : toeps(t);
    return (
      `${p} passed on toep ${k}, but ${why}: ` +
      (t === 0
        ? `${more}, or leave ${p} out of --passed.`
        : `give the toep he passed on, e.g. --passed ${p}=${k < 1 ? `1.` : `${t}, or ${more}.`}`)
    );
  },
  winnerPassed: (p: string, k: number) =>
    `${p} passed on toep ${k} and cannot win the round: name another player as --winner, or leave ${p} out of ` +
    '--passed.',
  toepAfterPass: (p: string, j: number, k: number) =>
    `${p} toeped (toep ${j}) after passing on toep ${k}, but a player who passed is out of the round: correct ` +
    '--toeps or --passed.',
  ownToep: (p: string, k: number) =>
    `${p} passed on his own toep (toep ${k}): only the others pass on a toep; correct --toeps or --passed.`,
  /** The fix is said as jackOff says it: a phone asks it of whoever runs the server (serve/scorer.ts TAFEL_SET). */
  doubleToep: (p: string, judged: boolean) =>
    `${p} toeped twice in a row (option double-toep=off): ` +
    `${judged ? '--set double-toep=on' : "'tafel set double-toep=on'"} allows it.`,
  /** `judged`: judge score without a sheet, which judges rules, not a sheet (so too fourOff and wasOff). */
  maxStake: (stake: number, max: number, option: string, judged: boolean) =>
    `The stake would be ${stake}; ${judged ? 'these rules stop' : 'this sheet stops'} at ${max} ` +
    `(option max-stake=${option}): ${judged ? '--set max-stake=none' : "'tafel set max-stake=none'"} lifts the cap.`,
  fourAlone: (flags: readonly string[]) =>
    `Four of a kind ends the round at once: name only who had it; leave out ${listed(flags, 'en')}.`,
  fourOff: (judged: boolean): string =>
    judged
      ? 'Four of a kind does not count under these rules (option four-of-a-kind=off).'
      : 'This sheet does not play four of a kind (option four-of-a-kind=off).',
  fourTwice: 'Give four of a kind once: --four-of-a-kind or --vier.',
  wasOnce: 'Vuile was is claimed once per round: name the one player who pays the penalty.',
  wasOff: (judged: boolean): string =>
    judged
      ? 'Vuile was is not played under these rules (option vuile-was=off).'
      : 'This sheet does not play vuile was (option vuile-was=off).',
  jackOff: (judged: boolean): string =>
    judged
      ? 'Winning with a jack does not count under these rules (option jack-win=off): --set jack-win=on counts it.'
      : "Winning with a jack does not count on this sheet (option jack-win=off): 'tafel set jack-win=on' counts it.",
  jackSwitch: '--jack takes no value: the winner took the last trick with a jack.',
  isOut: (round: number, p: string, total: number, since: number) =>
    `Round ${round}: ${p} is out (${pts(total)} ${since === 0 ? 'before round 1' : `since round ${since}`}).`,
  /** `fixes`: the values to give instead (`--final-stake 2`, `--winner Cis`). */
  allPassed: (k: number, p: string, fixes: readonly string[]) =>
    `Everybody else passed on toep ${k}, so ${p} won the round at stake ${k + 1}: give ${listed(fixes, 'en')}.`,
  allPassedJack: (k: number, p: string) =>
    `Everybody else passed on toep ${k}, so ${p} won the round before its last trick was played: leave out --jack.`,
  lastLeft: (p: string) => `${p} is the last player left; the game is over`,
  nobodyLeft: (p: string) => `nobody is left below the limit; ${p} won the last round and the game`,
  limitReached: (who: readonly string[], limit: number) =>
    `${listed(who, 'en')} reached the limit of ${limit}; the game is over`,
  /** `a`: one of the players judged (a seat number without --players). */
  totalsPair: (part: string, a: string) =>
    `--totals ${part}: give a player and his total before the round, e.g. ${a}=9.`,
  totalsTwice: (p: string) => `--totals names ${p} twice.`,
  judgeSeats: (n: number) => `judge score seats 2 to 8 players: --players names them, not ${n}`,

  // The referee
  noBids: 'Toepen has no bids to rank: a toep raises the stake by one.',
  noTrump: 'Toepen has no trump: the highest card of the suit led wins; leave --trump out.',
  deckText: '32 cards, 10 9 8 7 A K Q J in each suit',
  order: '10 9 8 7 A K Q J',
  pipsBeatFaces: 'In toepen the 10, 9, 8 and 7 beat the ace, king, queen and jack',

  /** The stake table of `tafel rules toepen scoring` (stake-rows.ts). */
  stakeTable: {
    caption: (limit: number, cap: string): string =>
      `limit=${limit}, cap=${cap}: a player at or above "voor dood" pays only what takes him to the limit`,
    head: ['stake', 'along and lost', 'passed on the last toep', 'voor dood from'],
  },
  // Words on the sheet
  wins: (p: string) => `${p} wins`,
  stake: (s: number) => `stake ${s}`,
  toepList: (names: string) => `toep ${names}`,
  passedList: (list: string) => `passed ${list}`,
  paysWas: (p: string) => `${p} pays vuile was`,
  withJack: 'with a jack',
  four: (p: string) => `${p}: four of a kind`,
  voorDood: (names: string) => `${names}: voor dood`,

  /** Table mode's questions (flow.ts). */
  flow: {
    /** The example line: the whole round of the players in it, as typed (rules.ts exampleRound). */
    first: (
      n: number,
      dealer: string,
      { winner, toeps, passed }: { winner: string; toeps: string[]; passed?: string },
    ) =>
      `Round ${n}, ${dealer} deals. Who toeped first? (or the whole round: ${winner} wins knock ${toeps.join(',')}` +
      `${passed ? ` pass ${passed}=1` : ''})`,
    noToep: 'nobody toeped: stake 1',
    toeps: (p: string, stake: number) => `${p} toeps (stake ${stake})`,
    four: (p: string) => `${p} held four of a kind`,
    /** `vier` or `four` typed alone: four of a kind, who held it asked next. */
    fourKind: 'four of a kind: who held it?',
    fourWho: 'Who held four of a kind?',
    along: (p: string, toeper: string, k: number, stake: number) =>
      `Toep ${k} by ${toeper}, stake ${stake}: does ${p} go along or pass?`,
    goAlong: 'goes along',
    pass: (k: number) => `passes (scores ${pts(k)})`,
    next: (stake: number) => `Stake ${stake}. Another toep?`,
    noMore: 'no more toeps',
    winner: (stake: number) => `Stake ${stake}. Who won the last trick?`,
    was: 'Vuile was: who pays the penalty? (usually nobody)',
    nobody: 'nobody',
    pays: (p: string) => `${p} pays`,
    jack: (p: string) => `Did ${p} win the last trick with a jack?`,
    paysLine: (p: string) => `${p} pays the vuile-was penalty`,
    /** A line that gives the stake twice (`inzet 3 inzet 4`): the two stakes. */
    stakeTwice: (a: string, b: string) =>
      `The stake is given twice, ${a} and ${b}: type it once, the stake the round ended at.`,
  },

  noEvents:
    'players drop out of a table as they reach the limit, so a table total ranks nobody across tables; ' +
    'no club ranks it',
  /** The scorer's chips on the phone: words its line reader takes (it reads both languages). */
  chips: { wins: 'wins', toep: 'knock', stake: 'stake', pass: 'pass', was: 'wasboete', jack: 'jack', four: 'four' },
};
