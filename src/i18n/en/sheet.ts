import { capital, either, ended, type Text } from '../lang.js';

/** The messages of src/sheet/, in English. nl/sheet.ts has the same keys. */
export const sheet = {
  mustMapDealNumbers: 'must map deal numbers of the sheet to texts',
  mustMapDealNumbers2: 'must map deal numbers of the sheet to seats',
  mustBeAList: 'must be a list of {after, scores per player, reason}, in sheet order',
  mustBeAList2: 'must be a list of deals or corrections',
  originsShape: 'must map deal numbers of the sheet to where each came from ({"via": "phone", "at", "id"})',
  recentIdsShape: (n: number) => `must be a list of at most ${n} submission ids`,
  reasonIsMissingSay: (example: string) => `--reason is missing: say why, e.g. ${example}.`,
  reasonMustBeOne:
    '--reason must be one line of at most 80 characters, without control, bidi-override or zero-width characters.',
  whichPlayersEG: (example: string) => `Which players? e.g. ${example}.`,
  pointsAreWholeNumbers: (pair: string) => `${pair}: points are whole numbers.`,
  amountsAreWholeCents: (pair: string) => `${pair}: amounts are whole cents (at most two decimals).`,
  atMostEitherWay: (pair: string, MAX: number) => `${pair}: at most ${MAX} either way.`,
  hasNoTeamsName: (v: string, id: string, example: string) =>
    `${v}: ${id} has no teams; name each player with his own amount, e.g. ${example}.`,
  aCorrectionOfZero: 'A correction of zero changes nothing.',
  correctionSum: (sign: string, off: string, money: boolean, game: string, rules: string) =>
    `The correction sums to ${sign}${off}, not 0: ` +
    `${money ? 'money only changes hands between players' : `${capital(game)} (${rules}) is zero-sum`}. Make it ` +
    `sum to zero${money ? '' : ', or add --force'}.`,
  notPlayerAmount: (pair: string, money: boolean, example: string) =>
    `"${pair}" is not player=${money ? 'amount' : 'points'}: e.g. ${example}.`,
  notOneTeam: (named: string, teams: string[]) => `${named} are not one team: the teams are ${teams.join(' and ')}.`,
  oneTeamTwice: (a: string, b: string, both: string, one: string) =>
    `${a} and ${b} play in one team, which has one score: name it once, e.g. ${both} (or just ${one}).`,
  namedTwice: (p: string, team: boolean) => `${p} is named twice: name each ${team ? 'team' : 'player'} once.`,
  noRuleSet: (game: string, rules: string, ids: readonly string[], tip: Text) =>
    `${game} has no rule set "${rules}": choose ${either(ids, 'en')}.${tip.en}`,
  /** `max`: the most characters a note holds (sheet/note.ts NOTE_CHARS). */
  noteMustBeOne: (max: number) =>
    `--note must be one line of at most ${max} characters, without control, bidi-override or zero-width characters.`,
  playersIsMissingList: (id: string) =>
    `--players is missing: list the players in seating order, e.g. tafel new ${id} --players Ann,Bert,Cis,Dirk.`,
  emptyPlayerName: (given: string) =>
    `--players ${given} has an empty name between two commas: give every player's name, in seating order.`,
  titleMustBeOne:
    '--title must be one line of at most 80 characters, without control, bidi-override or zero-width characters.',
  stakeIsOnlyFor: (id: string) => `--stake is only for money games (zwikken), not ${id}.`,
  nameTaken: (taken: string, from: string) => `${taken} already plays on this sheet: give ${from} another name.`,
  isAlreadyCalled: (from: string, to: string) => `${from} is already called ${to}.`,
  renamingWouldBreakThe: (from: string, text: Text) => `Renaming ${from} would break the sheet: ${ended(text.en)}`,
  seatsCanOnlyChange: (id: string, rows: number) =>
    `Seats can only change before the first deal or correction; sheet ${id} has ${rows} ` +
    `${rows === 1 ? 'row' : 'rows'}. 'tafel rename' renames a player.`,
  nameTwoDifferentPlayers: (pa: string) => `Name two different players to swap, not ${pa} twice.`,
  whichHouseRuleE: (game: string) => `Which house rule? e.g. 'tafel set samen.8=8' ('tafel games ${game}' lists them).`,
  /** `tafel set`'s refusals: `w` is the game's word for a deal (Toepen's round), `ws` its plural. */
  wouldMakeAStored: (v: string, text: Text, w: string) =>
    `${v} would make a stored ${w} impossible: ${ended(text.en)} Nothing was changed.`,
  /** `tafel set` of a rule a stored deal breaks where it stands, by who dealt it; `fix`: edit's flags that mend it. */
  wouldMakeDealt: (v: string, number: number, rule: Text, fix: string, w: string) =>
    `${v} would make ${w} ${number} impossible. ${ended(rule.en)} Change ${w} ${number} first ` +
    `('tafel edit ${number} ${fix}') and set ${v} again. Nothing was changed.`,
  /** `tafel set` of a rule an undone deal (what redo would put back) cannot be read under. */
  wouldMakeAnUndone: (v: string, text: Text, w: string) =>
    `${v} would make an undone ${w} impossible ('tafel redo' would put it back): ${ended(text.en)} ` +
    'Nothing was changed.',
  /** `tafel set` of a rule that leaves out what a stored deal plays (open-miserie=off beside an open miserie). */
  wouldLeaveOut: (v: string, number: number, played: string, w: string) =>
    `${v} would make a stored ${w} impossible: ${w} ${number} plays ${played}. Nothing was changed.`,
  withTheGameWould: (v: string, v2: number, length: number, w: string, ws: string) =>
    `With ${v} the game would have ended after ${w} ${v2}, but the sheet has ${length} ${ws}. Nothing was changed.`,
  /** `w` and `ws`: the game's word for a deal and its plural (Toepen's round), as in withTheGameWould. */
  editWouldEnd: (row: string, ended: number, length: number, w: string, ws: string) =>
    `With ${row.startsWith('c') ? `correction ${row}` : `${w} ${row}`} changed so, the game would have ended after ` +
    `${w} ${ended}, but the sheet has ${length} ${ws} ('tafel undo' takes the last ones off). Nothing was changed.`,
  editBreaksLater: (n: number, later: number, why: string, w: string) =>
    `With ${w} ${n} changed so, ${w} ${later} would no longer stand: ${why}. Nothing was changed.`,
  /**
   * A change `by` (undefined: a new correction; a deal number or cN edited; a house rule set, `limit=3`) that puts out
   * the player named to deal deal `m` (Toepen: a player who is out never deals): `fix` names another dealer, the one
   * the rotation would give.
   */
  outNamedDealer: (by: undefined | { row: string } | { set: string }, p: string, m: number, w: string, fix: string) => {
    const change =
      by === undefined
        ? 'With this correction'
        : 'set' in by
          ? `With ${by.set}`
          : `With ${by.row[0] === 'c' ? 'correction' : w} ${by.row} changed so`;
    return (
      `${change}, ${p} would be out of the game before ${w} ${m}, which he is named to deal: a player who is out ` +
      `deals no more. Nothing was changed; name another dealer first: '${fix}'.`
    );
  },
  /**
   * `record` (a phone, table mode) refused: the player named to deal the next deal `m` (`tafel dealer`) is out of the
   * game since (an undo or redo of a correction); `fix` names the dealer the rotation gives.
   */
  outNamedNext: (p: string, m: number, w: string, fix: string) =>
    `${p} is named to deal ${w} ${m}, but is out of the game and deals no more. Nothing was recorded; name another ` +
    `dealer first: '${fix}'.`,
  /** The way on from a refused `tafel set`: the nearest value of `key` the stored deals allow. */
  /** `higher` undefined: no value beyond this one. */
  sheetAllows: (key: string, value: string, higher?: boolean) =>
    `The sheet allows ${key}=${value}${higher === undefined ? '' : higher ? ' or higher' : ' or lower'}.`,
  sheetIsNotClosed: (id: string) => `Sheet ${id} is not closed: there is nothing to reopen.`,
  /** A stored deal that is not what `record` writes; `w`: the game's word for a deal (Toepen's round). */
  dealWouldNotPass: (number: number, why: Text, w: string) => `${w} ${number} would not pass 'tafel record': ${why.en}`,
  /** A deal's note in an import file that `record --note` refuses (`why`: its refusal); `w`: the game's deal word. */
  noteWouldNotPass: (number: number, why: Text, w: string) =>
    `the note of ${w} ${number} would not pass 'tafel record': ${why.en}; shorten it in the file or take it out`,
  dealIsNotIn: (number: number, w: string) => `${w} ${number} is not in the form tafel writes`,
  /** `value` is what tafel would write in `field` (JSON), undefined when it never writes the field. */
  dealNotAsWritten: (number: number, field: string | undefined, value: string | undefined, w: string) =>
    `${w} ${number} is not in the form tafel writes` +
    (field === undefined
      ? ''
      : value === undefined
        ? ` (tafel never writes "${field}" here)`
        : ` ("${field}" would be ${value})`),
  correction: (reason: string) => `correction: ${reason}`,
};
