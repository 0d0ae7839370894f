import { either, ended, grouped, listed, type Text } from '../lang.js';

/** "Sheet x is", "x and y are", "5 kleurenwiezen sheets are": over three, the sheets are counted. */
const shownSheets = (ids: readonly string[], game: string): string =>
  ids.length === 1 ? `${ids[0]} is` : ids.length <= 3 ? `${listed(ids, 'en')} are` : `${ids.length} ${game} sheets are`;

/** "the event kj", "the events kj and vc". */
const tablesOf = (events: readonly string[]): string =>
  `${events.length === 1 ? 'the event' : 'the events'} ${listed(events, 'en')}`;

/** Where a club night's table sheets count instead of a settlement. */
const standingsRank = (events: readonly string[]): string =>
  `${events.length === 1 ? "the event's" : "each event's"} standings rank them ('tafel event standings')`;

/** The messages of src/evening/, in English. nl/evening.ts has the same keys. */
export const evening = {
  /** The words of an export's layout (src/evening/layout.ts): headings, the outcome, the settlement. */
  labels: {
    sheet: 'sheet',
    title: 'title',
    game: 'game',
    rules: 'rules',
    evening: 'evening',
    stake: 'stake',
    deal: 'deal',
    dealer: 'dealer',
    contract: 'contract',
    total: 'total',
    winner: 'winner',
    /** A team that won: one winner in English, "winnaars" in Dutch. */
    winners: 'winner',
    tie: 'tie',
    next: 'next dealer',
    player: 'player',
    points: 'points',
    money: 'money',
    perGame: 'totals per game',
    eveningOf: 'Evening of',
    sittingOut: 'sitting out',
    counts: 'how it counts',
    settlement: 'settlement',
    balance: 'balance',
    from: 'pays',
    to: 'to',
    amount: 'amount',
    square: 'nobody owes anything',
    nothingSettled: 'nothing settled: no sheet counts',
    mark: 'mark',
  },
  tablesLeftOut: (events: readonly string[]) =>
    `The table sheets of ${events.length === 1 ? 'the event' : 'the events'} ${listed(events, 'en')} are not in ` +
    `these totals, as they are not settled: ${events.length === 1 ? "the event's" : "each event's"} standings ` +
    `rank them ('tafel event standings').`,
  /**
   * `writer`: the command whose files the import reads ('tafel export --format json'); none for a file of a newer
   * tafel, which `what` says to update (until 2026-12-07 another file was offered after that too).
   */
  notAValidTafel: (where: string, what: Text, writer: string | undefined) =>
    `Not a valid tafel export: ${where}: ${ended(what.en)} Nothing was imported` +
    (writer === undefined ? '.' : `; use a file written by '${writer}'.`),
  mustBeAText: (key: string) => `${key} must be a text`,
  notAValidTafel2: (count: number) =>
    `Not a valid tafel export: sheets[${count}] is larger than any sheet tafel writes. Nothing was imported.`,
  sheetTwiceInFile: (ids: readonly string[], from: string, to: string) =>
    `The file holds ${ids.length === 1 ? `sheet ${ids[0]}` : `sheets ${listed(ids, 'en')}`} twice; nothing was ` +
    `imported. Add --rename to import the second under the next free id (${from} as ${to}).`,
  sheetAlreadyExistsNothing: (clashes: readonly string[], from: string, to: string) =>
    (clashes.length === 1
      ? `Sheet ${clashes[0]} already exists; nothing was imported. `
      : `Sheets ${listed(clashes, 'en')} already exist; nothing was imported. `) +
    `Add --rename to import under the next free id (${from} as ${to}), or delete the ` +
    `${clashes.length === 1 ? 'sheet' : 'sheets'} first.`,
  /** The sheets here in the way of the file's cannot be read (`files`): moved away, they let the import in. */
  unreadableHere: (files: readonly string[], from: string, to: string) =>
    (files.length === 1
      ? `${files[0]} cannot be read, so the sheet here cannot be compared with the file's copy; nothing was ` +
        "imported. Move it out of the data directory and import again to put the file's copy in its place"
      : `${listed(files, 'en')} cannot be read, so those sheets here cannot be compared with the file's copies; ` +
        "nothing was imported. Move them out of the data directory and import again to put the file's copies in " +
        'their place') + `; or add --rename to import under the next free id (${from} as ${to}).`,
  sheetHasBothAnd: (id: string, other: string, p: string) =>
    `Sheet ${id} has both "${other}" and "${p}": tafel matches players across sheets by name without case or ` +
    `accents, so it cannot tell them apart. Rename one ('tafel rename') and settle again.`,
  isLeftOutIs: (id: string, v: string | undefined, closed: boolean) =>
    `${id} is left out: ${v} is still in the pot (money on the table, not a debt); ` +
    `share it with ${closed ? `'tafel reopen ${id}' and then ` : ''}'tafel finish ${id} --share-pot'.`,
  moneyOff: (id: string, v: string) =>
    `${id} is left out: its money does not add up (the players' balances come to ${v}, not 0: a correction ` +
    `that does not sum to zero, as earlier versions took with --force); 'tafel edit c<n> --sheet ${id}' with ` +
    `amounts that sum to zero puts it right.`,
  /**
   * One text whatever the way on is (a previous version to put back, none, or one unreadable too): the warning
   * printed with it says which, doctor too; an exported page carries the note without the warning.
   */
  cannotBeRead: (id: string) =>
    `${id} is left out: its file cannot be read, so whatever it holds is not in this settlement. 'tafel doctor' ` +
    `says what can be done about it; settle again after that.`,
  /** `board`: said on the live board, whose rates come from the presets alone. */
  presetsDisagree: (ids: readonly string[], game: string, presets: string, board: boolean) =>
    `${shownSheets(ids, game)} shown but not settled: the presets give ${game} different rates (${presets}); ` +
    (board
      ? `give each of them the same rate (tafel preset save <name> --rate ${game}=<money per point>).`
      : `choose one with --preset <name>, or give --rate ${game}=<money per point>.`),
  /**
   * `board`: a sheet of the game, for the preset the live board's rates come from. `rate`: the example, 0.05 with the
   * document's decimal sign (a plain CSV keeps the point in Dutch too, `--excel nl` has the comma in English too).
   */
  isShownButNot: (ids: readonly string[], game: string, board: string | undefined, rate: string) =>
    `${shownSheets(ids, game)} shown but not settled: ${game} has no rate; ` +
    (board === undefined
      ? `give one, e.g. --rate ${game}=${rate} (money per point).`
      : // The preset named after the game: a name of the user's (vrijdag) may hold another game's table and rate,
        // which saving this sheet under it would replace.
        `a preset's rate settles ${ids.length === 1 ? 'it' : 'them'} here, e.g. 'tafel preset save ${game} ` +
        `--from-sheet ${board} --rate ${game}=${rate}'.`),
  /** Said after the warning of each sheet skipped, when none was left to export, settle or count. */
  noneRead: (what: 'export' | 'settle' | 'stats', n: number) =>
    `Nothing to ${{ export: 'export', settle: 'settle', stats: 'count' }[what]}: ` +
    `${n === 1 ? 'the only sheet was' : n === 2 ? 'both sheets were' : `all ${grouped(n, 'en')} sheets were`} ` +
    'skipped (see above).',
  isNotAUsable: (name: string) =>
    `"${name}" is not a usable preset name: letters, digits, - and _ (at most 30), e.g. vrijdag.`,
  reservedPresetName: (name: string) =>
    `"${name}" cannot be a preset name: tafel stores presets by name, and JavaScript reserves this one. Choose ` +
    `another, e.g. "${name}-club".`,
  presetCannotStart: (name: string, file: string, why: Text) =>
    `Preset ${name} in ${file} cannot start a sheet: ${ended(why.en)} Replace it with 'tafel preset ` +
    `save ${name} --game <game> ...' (or --from-sheet <id>), or correct the file.`,
  presetStake: (game: string) => `it holds a stake, which only money games (zwikken) have, not ${game}`,
  whichPreset: (name: string, names: string[]) =>
    `"${name}" is preset ${either(names, 'en')}: type the name as it is written.`,
  presetsAlike: (file: string, first: string, second: string) =>
    `${file} holds presets ${first} and ${second}, whose names differ only in case or accents: a name typed ` +
    `otherwise is either. Delete one ('tafel preset delete ${second}') or rename it in the file.`,
  /** Said after settings.json's path, in the refusal below and in `tafel doctor`'s list. */
  presetsUnreadable: (what: Text) => `has presets that cannot be read (${what.en})`,
  /**
   * `name`: the preset that does not read, whose delete is the way on (as doctor offers it); none when the presets
   * themselves do not read, or a name tafel never writes (then `tafel doctor` says whether the previous version is).
   */
  hasPresetsThatCannot: (file: string, reason: Text, name?: string) =>
    `${file} ${reason.en}; the file was left untouched: ` +
    (name === undefined
      ? "correct it by hand; 'tafel doctor' says whether its previous version can be put back."
      : `delete that preset with 'tafel preset delete ${name}', or correct it in the file.`),
  rateNeedsGameMoney: (f: string) =>
    `--rate needs <game>=<money per point>, a positive amount under 10000 with at most four decimals, e.g. --rate ` +
    `kleurenwiezen=0.05, not "${f}".`,
  /**
   * Several games' rates given to one --rate, `typed` as typed (a comma list, or words after the flag), `apart` the
   * flags meant (`--rate klaverjassen=0.01 --rate boerenbridge=0.10`).
   */
  rateOncePerGame: (typed: string, apart: string) =>
    `--rate takes the rate of one game: give --rate once per game, e.g. ${apart}, not "${typed}".`,
  twoRates: (game: string, first: string, second: string) =>
    `--rate gives ${game} two rates (${first} and ${second}): give it one.`,
  /**
   * A rate typed for a game the one sheet exported is not (evening/rates.ts ratesPlayed); `money`: the sheet's game is
   * played for money, which no rate settles, so leaving the rate out is the one way.
   */
  rateNotOnSheet: (rate: string, game: string, sheet: string, its: string, money: boolean) =>
    `--rate ${rate}: sheet ${sheet} is ${its}, ` +
    (money
      ? `played for money, so a rate for ${game} settles nothing: leave it out.`
      : `so a rate for ${game} settles nothing. Leave it out, or give the rate of ${its}.`),
  /** A rate typed for a game nobody played on the evening settled or exported. */
  rateNotOnEvening: (rate: string, game: string, date: string, games: readonly string[]) =>
    `--rate ${rate}: the evening of ${date} played no ${game} (only ${listed(games, 'en')}), so the rate settles ` +
    `nothing. Leave it out, or give --evening <date> of the evening the ${game} was played.`,
  /**
   * A rate typed for a game the evening played only at a club night's tables (`played`), or for a game it did not play
   * where its only other sheets are such tables (`games` empty): table sheets are ranked by their event, never settled.
   * `games`: the games of the evening's own sheets, which a rate settles.
   */
  rateOnlyAtTables: (
    rate: string,
    game: string,
    date: string,
    games: readonly string[],
    events: readonly string[],
    played: boolean,
  ) =>
    `--rate ${rate}: the evening of ${date} played ` +
    (played ? `${game} only at the tables of ` : `no ${game}, and its only sheets are the tables of `) +
    `${tablesOf(events)}, which are not settled: ${standingsRank(events)}. So the rate settles nothing: leave it out` +
    (games.length > 0
      ? `, or give the rate of ${either(games, 'en')}.`
      : played
        ? '.'
        : `, or give --evening <date> of the evening the ${game} was played.`),
  /** A rate typed for the one sheet exported, a club night's table sheet: ranked by its event, never settled. */
  rateOnTableSheet: (rate: string, sheet: string, event: string) =>
    `--rate ${rate}: sheet ${sheet} is a table of ${tablesOf([event])}, and table sheets are not settled: ` +
    `${standingsRank([event])}. So a rate settles nothing: leave it out.`,
  /** `tafel settle` on an evening with a club night's tables: why they are not in the settlement. */
  tablesNotSettled: (events: readonly string[]) =>
    `The table sheets of ${tablesOf(events)} are not settled: ${standingsRank(events)}.`,
  /** `tip`: the preset a typo may have meant (" Did you mean 'vrijdag'?"), or nothing. */
  noPreset: (name: string, names: string[], tip: Text) =>
    `No preset "${name}". ` +
    (names.length ? `Presets: ${names.join(', ')}.` : "Save one with 'tafel preset save <name> --from-sheet <id>'.") +
    tip.en,
  itIsNestedMore: (MAX_JSON_DEPTH: number) => `it is nested more than ${MAX_JSON_DEPTH} levels deep`,
  theKeyAppearsTwice: (line: number) => `a key appears twice in one object (line ${line})`,
  itIsEmpty: 'it is empty',
  itIsNotJson: (line: number) => `it is not JSON (line ${line})`,
  itHoldsAKey: (forbidden: string) => `it holds a "${forbidden}" key, which tafel never writes`,
  isMissing: (k: string) => `"${k}" is missing`,
  unknownField: (unknown: string) => `unknown field "${unknown}"`,
  nestedTooDeeply: 'nested too deeply',
  aTextThatIs: 'a text that is too long or holds control characters',
  isNotAWhole: (v: number) => `${v} is not a whole number`,
  aListThatIs: 'a list that is too long',
  tooManyFields: 'too many fields',
  isNot: (v: string, v2: string, v3: string) => `${v} is not ${v2} (${v3})`,
  /** What a stored deal field must hold (sheet/check.ts FIELDS), the second of isNot's. */
  fieldKinds: {
    contract: 'a contract word',
    whole: 'a whole number',
    players: 'a list of players of this sheet',
    player: 'a player of this sheet',
    wholes: 'a whole number, or whole numbers per player of this sheet',
    text: 'a text',
    truth: 'true or false',
    zwik: 'a list of {player, rank}',
  },
  aSheetMustBe: 'a sheet must be an object',
  mustBeANumber: 'must be a number',
  writtenByANewer: (schemaVersion: number) => `written by a newer tafel (schema ${schemaVersion}); update tafel first`,
  schemaIsUnknown: (schemaVersion: number) => `schema ${schemaVersion} is unknown`,
  aSheetIdIs: 'a sheet id is lower-case letters, digits and dashes (at most 80)',
  mustBeText: 'must be a text',
  unknownGameGames: (game: string, v: string) => `unknown game "${game}" (games: ${v})`,
  hasNoRuleSet: (id: string, v: string, v2: string) => `${id} has no rule set ${v} (${v2})`,
  mustBeOneLine: 'must be one line of at most 80 characters, without control, bidi-override or zero-width characters',
  mustBeATime: 'must be a time like 2026-11-29T19:04:00.000Z',
  /** A time written as tafel writes one whose date or hour the calendar has not (2026-02-30, T24:00:00). */
  noSuchTime: (given: string) => `the calendar has no ${given}; must be a time like 2026-11-29T19:04:00.000Z`,
  mustBeAList: 'must be a list of names',
  mustBeASeat: (v: number) => `must be a seat from 0 to ${v}`,
  mustBeAnObject: 'must be an object of settings',
  unknownSettingFor: (key: string, id: string, rules: string) => `unknown setting "${key}" for ${id} ${rules}`,
  mustBeAPositive: 'must be a positive whole number of cents',
  isNotPlayedFor: (id: string) => `${id} is not played for money`,
  mustBeTrueOr: 'must be true or false',
  onlyAMoneyGame: 'only a money game may share its pot (true or false)',
  mustBeAList2: 'must be a list',
  aDealMustBe: 'a deal must be an object with a "contract"',
  itDoesNotScore: 'it does not score as a deal of this game',
  theGameHadAlready: (v: number) => `the game had already ended after deal ${v}`,
  mustBeAnObject2: 'must be an object with a "sheet"',
  itIsNotAn: 'it is not an object',
  eventExportHere:
    "This is an event's export ('tafel event export'), not a backup of sheets: 'tafel event import' brings it in. " +
    'Nothing was imported.',
  /** A season's `season export --format json` given to an import; `moves`, the way a season moves (event.ts). */
  seasonExportHere: (moves: string) =>
    `This is a season's standings ('tafel season export'), which no import takes: ${moves}. Nothing was imported.`,
  formatMustBe: (EXPORT_FORMAT: string) => `"format" must be "${EXPORT_FORMAT}"`,
  mustBeAWhole: 'must be a whole number',
  writtenByANewer2: (version: number) => `written by a newer tafel (version ${version}); update tafel first`,
  versionIsUnknown: (version: number) => `version ${version} is unknown`,
  seasonsImported: (ids: string) => `Seasons imported: ${ids}.`,
  /** A season imported without the nights whose event the backup lacks (and this device too). */
  nightsLeftOut: (season: string, events: readonly string[]) =>
    `Season ${season} came without ${events.length === 1 ? 'its night' : 'its nights'} ${listed(events, 'en')}: ` +
    `the backup lacks ${events.length === 1 ? 'that event' : 'those events'} (left out where it was exported, ` +
    `its file unreadable there). Once it is here, 'tafel season add ${season} ${events.join(' ')}' adds ` +
    `${events.length === 1 ? 'it' : 'them'} back.`,
  mustBeAListV2: 'must be a list, and only in an export of version 2',
  badTableRef:
    'must be {"id", "uid", "round", "table"} naming this very table sheet (its id is <event>-r<round>-t<table>)',
  tableWithoutEvent: (sheet: string, event: string) =>
    `${sheet} is a table sheet of the event ${event}, which is neither in the file nor on this device: export ` +
    `it with its event ('tafel export --all --format json' or 'tafel event export --format json'); nothing was ` +
    `imported.`,
  inTrash: (ids: string, first: string, renamed: string) =>
    `${ids} ${ids.includes(',') ? 'are' : 'is'} in deleted/ (deleted on this device): 'tafel undelete ${first}' ` +
    `brings that copy back, or 'tafel import --rename' imports the file's as ${renamed}; nothing was imported.`,
  /** An event or a season listed twice in an import file (`kind`: the list it is in). */
  twiceInFile: (kind: 'events' | 'seasons', id: string) =>
    `the file holds ${kind === 'events' ? 'the event' : 'the season'} ${id} twice, which tafel never writes`,
  seasonClash: (id: string) =>
    `The season ${id} here is another one than the file's (another uid): nothing was imported. Rename one of ` +
    `them by hand, or leave it out of the file.`,
  mustBeAList3: 'must be a list of at least one sheet',
  itIsNotJson2: (why: Text) => `it is not JSON (${why.en})`,
  misplaced: (c: string) => `a misplaced "${c}" in "sheets"`,
  endsEarly: 'it ends before the document does',
  itHoldsMoreThan: 'it holds more than 32 MB outside its "sheets" (a tafel export holds its events and seasons there)',
  notAnObject: 'not an object',
  theName: (v: string) => `the name ${v}`,
  hasNoGame: (name: string) => `${name} has no game`,
  hasAnUnknownField: (name: string, extra: string) => `${name} has an unknown field "${extra}"`,
  /** `pairs` set for the rule set `from` (game and rule set), which `tafel new --rules` would carry to `rules`. */
  /** `typed`: what named the other rule set, `--rules poepen` or a game's other name (`chinees-poepen`). */
  presetSetNotInRules: (name: string, pairs: string, from: string, rules: string, typed: string) =>
    `Preset ${name} sets ${pairs} for ${from}, not for ${rules} (house rules are not carried to another rule set): ` +
    `leave out ${typed}, or save the preset again for ${rules} (tafel preset save ${name} --rules ${rules}).`,
  rules: (name: string) => `${name}: rules`,
  houseRules: (name: string) => `${name}: house rules`,
  players: (name: string) => `${name}: players`,
  stake: (name: string) => `${name}: its stake is not an amount as tafel writes it, such as "0.10"`,
  rates: (name: string) => `${name}: rates`,
  theGameRefuses: (why: Text) => `the game refuses it: ${why.en}`,
  notInADeal: (kind: string) => `${kind} is not allowed in a deal`,
  chartTitle: (title: string, w: string) => `Running totals after each ${w}: ${title}`,
  sameTotals: 'the same running totals, lines dashed over each other',
};
