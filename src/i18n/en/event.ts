import { ended, keyFirst, listed, numbersOf } from '../lang.js';
/**
 * The messages of src/event/ and its commands (`tafel event`, `tafel season`), in English. nl/event.ts has the same
 * keys.
 */
/** A count with its noun: `1 round`, `3 rounds`. */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A tie-break key (as an event's and a season's `--tie-breaks` take it) in words: `last 4 nights`, `head to head`. */
const tieKey = (key: string): string =>
  key === 'played'
    ? 'points played'
    : key === 'name'
      ? 'by name'
      : key.replace(/^last:(\d+)$/, (_, n) => (n === '1' ? 'last night' : `last ${n} nights`)).replace(/-/g, ' ');

/** Why round 1 cannot be taken back: more rounds are drawn, or it holds something. */
const drawnHolds = (drawn: number): string =>
  drawn === 1 ? 'round 1 is drawn and something is recorded in it' : `${drawn} rounds are drawn`;

export const event = {
  // Files and ids
  notEventId: (id: string) =>
    `"${id}" is not an event id: lower-case letters, digits and dashes, at most 64. 'tafel event list' lists them.`,
  notSeasonId: (id: string) =>
    `"${id}" is not a season id: lower-case letters, digits and dashes, at most 64. 'tafel season list' lists them.`,
  noEvent: (id: string) => `No event "${id}". 'tafel event list' lists the events.`,
  /** A season's night whose event is not on this device, as the season's standings and export meet it. */
  nightGone: (season: string, event: string) =>
    `Season ${season} names the night ${event}, an event that is not on this device, so its standings cannot be ` +
    `shown: 'tafel season remove ${season} ${event}' takes the night out, or 'tafel event import' of the event's ` +
    'copy brings it back.',
  noSeason: (id: string) => `No season "${id}". 'tafel season list' lists the seasons.`,
  noActive:
    "No active event: start one with 'tafel event new klaverjassen --entrants Ann,Bert,Cis,Dirk' or " +
    "pick one with 'tafel event use <id>'.",
  ambiguous: (given: string, ids: string) => `"${given}" fits several events (${ids}): give more of the id.`,
  idTaken: (id: string) =>
    `The id "${id}" is taken (by an event or a sheet, also one in deleted/): choose another with --id.`,
  seasonTaken: (id: string) => `A season "${id}" already exists: choose another id.`,
  badSeasonId: (id: string) => `"${id}" cannot be a season id: lower-case letters, digits and dashes, at most 64.`,
  badEventId: (id: string) =>
    `"${id}" cannot be an event id: lower-case letters, digits and dashes, at most 64, not ending in -r<n>-t<n>.`,
  tooDeep: 'is nested deeper than tafel ever writes',
  notJson: 'is not valid JSON',
  newerFile: 'was written by a newer tafel: update tafel to open it',
  notAnObject: 'is not one JSON object, as tafel writes it',
  /** A field of an event or season, of a file here or in an import file (`tafel import` of a backup). */
  fieldNotWritten: (field: string) => `has a field "${field}" that tafel does not write so (or misses it)`,
  /** An event file's game, edited by hand to one without events (`games`: those that have them). */
  gameWithoutEvents: (game: string, games: string) =>
    `names the game "${game}", which has no events (events are for ${games})`,
  otherId: (inFile: string, id: string) => `says it is ${JSON.stringify(inFile)}, not ${id}`,
  tableUnreadable: (sheet: string, why: string) =>
    `The table sheet ${sheet} cannot be read (${why}); no standings without it. Run 'tafel doctor'.`,
  tableMismatch: (sheet: string, want: string, has: string) =>
    `The table sheet ${sheet} seats ${has}, but the plan seats ${want}; no standings until it ` +
    `matches. Run 'tafel doctor'.`,
  sheetTaken: (sheet: string) =>
    `A sheet ${sheet} is already there, not of this draw; nothing was drawn. Move it away ('tafel ` +
    `delete ${sheet}') and draw again.`,
  // event new
  unknownGame: (game: string, games: string) => `Unknown game "${game}": events are for ${games}.`,
  /** `why`: the game's own reason (its catalogue); `games`: the games that have events. */
  gameRefused: (game: string, why: string, games: string) => `${game} has no events: ${why}. Events are for ${games}.`,
  /**
   * `season`: the `--kind` typed on `season new` (`pairs`, `koppels`), whose nights could only be pair events; it is
   * named as typed.
   */
  noPairs: (game: string, games: string, season?: string) =>
    season !== undefined
      ? `${game} has no fixed partners: a pair season is only for ${games}. Leave out --kind ${season}.`
      : `${game} has no fixed partners: a pair event is only for ${games}. Use --entrants.`,
  // Every game with pair events plays them at 4, a size each of them allows: no note for pairs.
  tableSize: (game: string, size: number, allowed: string) =>
    `${game} is not played at tables of ${size} in an event: allowed ${allowed}.`,
  rankedIndividual: '--seating ranked is for pair events only: use --seating draw or movement.',
  /**
   * `none` for a bye or an absence where the lowest total wins, ranked by total (Jokeren): `how` is `new` (`--bye
   * none`), `set` (`bye=none`) or `ranking` (`ranking=total` set while the event holds `bye=none`); `id`: the event's,
   * named in the command offered (not the active one's).
   */
  noneUnfair: (keys: readonly string[], how: 'new' | 'set' | 'ranking', id?: string) => {
    const as = (v: string) => keys.map((k) => (how === 'new' ? `--${k} ${v}` : `${k}=${v}`)).join(' ');
    const set = `'tafel event set --event ${id} ${how === 'ranking' ? 'ranking=total ' : ''}${as('average')}'`;
    return (
      `${how === 'ranking' ? 'ranking=total with ' : ''}${as('none')} would help the one who missed a round: the ` +
      'lowest total wins, and a round without a score adds nothing to it. Choose average, mean-of-4 or fixed:<n> ' +
      `with a penalty score: ${how === 'new' ? as('average') : set}.`
    );
  },
  /** `kind`: the `--kind` as typed (`individual`, `individueel`). */
  kindClash: (flag: string, kind: string) =>
    `${flag} does not go with --kind ${kind}: individual events take --entrants, pair events --pairs.`,
  pairsAndEntrants: '--pairs does not go with --entrants: individual events take --entrants, pair events --pairs.',
  badNumber: (flag: string, value: string, min: number, max: number) =>
    `${keyFirst(flag)} must be a whole number from ${min} to ${max}, not "${value}".`,
  /** A round number that is none where at most one round is `drawn` (more: `badNumber`, "from 1 to 3"). */
  badRoundOfOne: (flag: string, value: string, drawn: number) =>
    drawn === 1
      ? `${keyFirst(flag)} must be 1, the one round drawn, not "${value}".`
      : `${keyFirst(flag)} must be a round number, not "${value}", and no round is drawn yet: 'tafel event draw'.`,
  badChoice: (flag: string, value: string, allowed: string) =>
    `${keyFirst(flag)} cannot be "${value}": choose ${allowed}.`,
  /** A value in badChoice's list that a Dutch word is taken for too (`draw`, `loting`): the English say the value. */
  withWord: (value: string, _dutch: string) => value,
  tieBreakTwice: (flag: string, key: string) => `${keyFirst(flag)} names ${key} twice: give each tie-break once.`,
  emptyEntrant: (given: string, flag: string | null) =>
    (flag === null ? `${given}: one of the names is empty` : `${flag} ${given} has an empty name between two commas`) +
    ": give every entrant's name.",
  badPair: (item: string) => `"${item}" is not a pair: write two names joined by +, e.g. --pairs Ann+Bert,Cis+Dirk.`,
  /** `event add` or `rename` of a name a player of the event has (`had`), maybe in another case or accents. */
  alreadyEntered: (had: string, given: string) =>
    `${had === given ? `"${had}"` : `"${given}" (the same name as "${had}" without case or accents)`} already plays ` +
    'in this event: choose a name no other player has.',
  /** A name of digits alone: `withdraw 3`, `remove 3` read a number as the entrant of that number. */
  numberName: (name: string) =>
    `"${name}" cannot be an entrant's name: a number stands for the entrant of that number ('tafel event ` +
    `withdraw ${name}'); give a name with a letter in it, e.g. "Player ${name}".`,
  /** `w`, `ws` (here and below): the event game's own word for a deal and its plural (games/index.ts dealWord). */
  setDeals: (w: string, _ws: string) => `The ${w} limit of an event is --deals <n|none>, not --set deals=.`,
  badSet: (kv: string, keys: string) => `--set ${kv} is not a house rule of this game (key=value; keys: ${keys}).`,
  badDealsValue: (flag: string, value: string) =>
    `${keyFirst(flag)} must be a whole number from 1 to 100 or none, not "${value}".`,
  badDeals: (value: string, why: string) => `--deals ${value} is not allowed here: ${ended(why)}`,
  wholeGame: (game: string, deals: number | string, size: number, ws: string) =>
    `a round of ${game} is one whole game, ${deals} ${ws} at tables of ${size}; its house rules set the ` +
    `length (--set).`,
  /** `smaller`: a smaller table size of the game that this many entrants would fill. */
  tooFewEntrants: (n: number, size: number, pairs: boolean, smaller?: number) =>
    pairs
      ? `${count(n, 'pair is', 'pairs are')} too few for one table of 2 pairs: give at least 2 with --pairs, ` +
        `e.g. --pairs Ann+Bert,Cis+Dirk.`
      : `${count(n, 'entrant is', 'entrants are')} too few for one table of ${size}: give at least ${size} ` +
        `names with --entrants` +
        `${smaller === undefined ? '' : `, or play at tables of ${smaller} (--table-size ${smaller})`}.`,
  badTitle: 'A title is one line of 1 to 60 characters, not blank, without control, bidi or zero-width characters.',
  seasonGame: (games: string) =>
    `Which game? e.g. tafel season new 2026-27-klaverjassen --game klaverjassen (games: ${games}).`,
  /**
   * `event`: the one that cannot join, of `kindName` in the reader's words; the season to start names its kind as the
   * reader types it to --kind (the Dutch `koppels`, `individueel` are --kind's own Dutch words: src/event/model.ts).
   */
  seasonOther: (
    season: string,
    game: string,
    kind: string,
    event: { id: string; game: string; kind: string },
    kindName: string,
  ) =>
    `The season ${season} is for ${game} (${kind}): an event of another game or kind cannot join it. ${event.id} is ` +
    `${event.game} (${kindName}): start a season for it ('tafel season new <id> --game ${event.game} --kind ` +
    `${event.kind}').`,
  /**
   * A night of another rule set than the season's `nights`, under `rules`; `fix`: what was typed (`season add`,
   * `event new --season`, `event set rules=`), so the way on is one that command's user takes.
   */
  seasonRules: (
    season: string,
    game: string,
    rules: string,
    nights: string,
    event: { id: string; rules: string },
    fix: 'join' | 'new' | 'set',
  ) =>
    `The season ${season} counts nights of ${game} under the ${rules} rules (${nights}): under ${event.rules} the ` +
    `scores of ${event.id} would not add up with theirs. ` +
    (fix === 'set'
      ? `Take it out of the season first ('tafel season remove ${season} ${event.id}').`
      : fix === 'new'
        ? `Give it --rules ${rules}, or start a season for it ('tafel season new <id> --game ${game}').`
        : `Start a season for it ('tafel season new <id> --game ${game}'), or play it under ${rules} before its ` +
          `round 1 ('tafel event set rules=${rules} --event ${event.id}').`),
  created: (
    id: string,
    uid: string,
    seed: number,
    n: number,
    rounds: number,
    deals: string,
    bye: string,
    pairs: boolean,
    w: string,
    ws: string,
  ) =>
    `Event ${id} (uid ${uid}, seed ${seed}): ${pairs ? count(n, 'pair', 'pairs') : count(n, 'entrant', 'entrants')}, ` +
    `${count(rounds, 'round', 'rounds')} ` +
    `${deals === 'none' ? `without a ${w} limit` : `of ${deals} ${deals === '1' ? w : ws}`}, ` +
    `bye ${bye}. Next: ` +
    `${n === 0 ? `'tafel event add ${pairs ? '--pair <a+b>' : '<name>...'}'` : "'tafel event draw'"}.`,
  // changes
  otherDevice: (id: string, origin: string) =>
    `The event ${id} is changed on the organiser's device (${origin}), not here: record the table ` +
    `sheets here and send them with 'tafel event export --format json --table <n>'.`,
  finishedEvent: (id: string) => `The event ${id} is finished: 'tafel event reopen' opens it again.`,
  /** `event draw` on a finished event: the rounds drawn of planned too (§7). */
  finishedDraw: (id: string, drawn: number, rounds: number) =>
    `The event ${id} is finished (${drawn} of ${count(rounds, 'round', 'rounds')} drawn): 'tafel event reopen' ` +
    `opens it again.`,
  /**
   * `event add` after the first draw: withdrawing is for an entrant, not for a newcomer. `undraw`: round 1 is the only
   * round drawn and nothing is recorded in it, so `event undraw` takes the event back to before it (§7); else a late
   * arrival is added before the draw and marked absent (§13 q.2), or plays in an event of his own. `who`: the names
   * (or pairs) typed, each once, listed as the texts list them ("Ivo and Jef").
   */
  addAfterRound1: (who: readonly string[], drawn: number, undraw: boolean) =>
    undraw
      ? `Cannot add ${listed(who, 'en')}: round 1 is drawn. 'tafel event undraw' takes the round back while nothing ` +
        `is recorded; then add, and draw again.`
      : `Cannot add ${listed(who, 'en')}: ${drawnHolds(drawn)}, so no one can join this event any more. Next time ` +
        `add a late arrival before the draw and mark him absent ('tafel event draw --absent <name>'); or start a new ` +
        `event ('tafel event new').`,
  /** `undraw`: round 1 alone is drawn and nothing is recorded in it, so undraw brings the event back before it. */
  afterRound1: (who: string, undraw: boolean) =>
    `Cannot remove ${who}: round 1 is drawn. Use 'tafel event withdraw <entrant>'` +
    (undraw ? ` (or 'tafel event undraw' first, while nothing is recorded).` : '.'),
  addWhat: 'Whom? e.g. tafel event add Mia, or tafel event add --pair Mia+Nand.',
  addPair: 'A pair event takes pairs: tafel event add --pair Mia+Nand.',
  addNames: 'An individual event takes names, not pairs: tafel event add Mia Nand.',
  namesOrPair: 'Names or --pair, not both: tafel event add Mia Nand, or tafel event add --pair Mia+Nand.',
  twoEvents: (id: string, flag: string) => `Two events named: ${id} and --event ${flag}. Give one.`,
  entrants: (list: string) => `Entrants: ${list}`,
  unknownEntrant: (who: string, list: string) => `No entrant "${who}" in this event (entrants: ${list}).`,
  /** `pair`: the name is a pair's ("Cis & Dirk"), which takes the plural. */
  alreadyWithdrawn: (name: string, pair: boolean) => `${name} ${pair ? 'have' : 'has'} already withdrawn.`,
  /**
   * `word`: the name as typed in a shell ("Cis & Dirk" quoted), for the command; `seatedIn`, the round drawn he sits
   * in with nothing recorded there yet: how he leaves it too.
   */
  withdrawn: (name: string, round: number, pair: boolean, word: string, seatedIn?: number) =>
    `${name} ${pair ? 'withdraw' : 'withdraws'}: no part from round ${round} on.` +
    (seatedIn === undefined
      ? ''
      : ` If ${name} ${pair ? 'leave' : 'leaves'} now, round ${seatedIn} is drawn again without ${name}: run ` +
        `'tafel event undraw', then 'tafel event withdraw ${word}' again, then 'tafel event draw'.`),
  /**
   * `event withdraw --undo`: `round`, the first round he plays; `absentIn`, the rounds drawn without him, which count
   * as absences now (none when the withdrawal was taken back before its round was drawn).
   */
  withdrawUndone: (name: string, round: number, pair: boolean, absentIn: readonly number[]) =>
    `The withdrawal of ${name} is taken back: ${name} ` +
    (absentIn.length === 0
      ? ''
      : `${pair ? 'count' : 'counts'} as absent in ${
          absentIn.length === 1
            ? `round ${absentIn[0]}`
            : `rounds ${absentIn[0]} ${absentIn.length === 2 ? 'and' : 'to'} ${absentIn[absentIn.length - 1]}`
        } and `) +
    `${pair ? 'play' : 'plays'} from round ${round} on.`,
  /** `withdrawn`: the entrants withdrawn, in the order they withdrew ('' for none). */
  notWithdrawn: (name: string, withdrawn: string, pair: boolean) =>
    `${name} ${pair ? 'have' : 'has'} not withdrawn: nothing to take back` +
    `${withdrawn === '' ? '' : ` (withdrawn: ${withdrawn})`}.`,
  /** The first round the withdrawal leaves him out of is the last drawn, and nothing is recorded in it yet. */
  undoUndraw: (name: string, word: string, round: number) =>
    `Round ${round} is drawn without ${name} and nothing is recorded there yet: run 'tafel event undraw', then ` +
    `'tafel event withdraw ${word} --undo', then 'tafel event draw'.`,
  /** Every round is drawn, from `round` on without him: no round is left for him to play. */
  undoAllDrawn: (name: string, round: number, rounds: number) =>
    `The withdrawal of ${name} stays: all rounds are drawn (${rounds} of ${rounds}), from round ${round} on without ` +
    `${name}, so there is no round left for ${name} to play. If another round is played, plan it first: ` +
    `'tafel event set rounds=${rounds + 1}'.`,
  undoReason: '--reason goes with a withdrawal, not with --undo: leave it out.',
  /**
   * `event withdraw` once every round is drawn: there is no round left to leave out. `undraw`: the last round holds
   * nothing yet, so it can be drawn again without him (`word` his name in a shell, `id` the event); else another round
   * planned is the one he can miss.
   */
  withdrawAllDrawn: (name: string, rounds: number, pair: boolean, undraw?: { word: string; id: string }) =>
    `${name} cannot withdraw: all rounds are drawn (${rounds} of ${rounds}), so there is no round left to miss. ` +
    (undraw === undefined
      ? `If another round is played, plan it first: 'tafel event set rounds=${rounds + 1}'.`
      : `If ${name} ${pair ? 'leave' : 'leaves'} now, round ${rounds} is drawn again without ${name} while nothing ` +
        `is recorded in it: run 'tafel event undraw --event ${undraw.id}', then 'tafel event withdraw ${undraw.word} ` +
        `--event ${undraw.id}', then 'tafel event draw --event ${undraw.id}'.`),
  notASetting: (kv: string, keys: string) =>
    `"${kv}" is not a setting of this event: give key=value with one of the keys ${keys}.`,
  /** `event set rounds`: a key without its `=value`. */
  noValue: (key: string) =>
    `${keyFirst(key)} has no value: give ${key}=<value>, e.g. 'tafel event set rounds=4 bye=average'.`,
  notInRules: (kv: string, rules: string, keys: string) =>
    `The house rule ${kv} is not one of ${rules} (its keys: ${keys}): drop it in the same command with ` +
    `'${kv.split('=')[0]}='.`,
  dealsNotAllowed: (deals: string, why: string, w: string, _ws: string) =>
    `The ${w} limit deals=${deals} does not go with these settings: ${why}. ` +
    `Give another with 'tafel event set deals=<n|none>'.`,
  setAlso: (what: string) => `Following it, as they still held the default: ${what}.`,
  /**
   * `event set` of a key frozen once round 1 is drawn; `undraw` as addAfterRound1's; `ws`, the game's deals word,
   * for a language that names `deals` by it.
   */
  frozen: (key: string, drawn: number, undraw: boolean, _ws: string) =>
    undraw
      ? `${keyFirst(key)} cannot change: 1 round is drawn. 'tafel event undraw' takes a round back while nothing is ` +
        `recorded.`
      : `${keyFirst(key)} cannot change: ${drawnHolds(drawn)}, so it stays as it is for this event.`,
  setDone: (pairs: readonly string[]) => `Set: ${pairs.join(' ')}.`,
  /** After `event set` of a key the standings depend on (bye, absent, ranking, tie-breaks, prizes, poedel). */
  setStandings: 'The standings are updated at once.',
  finishOpen: (open: string, drawn: number, rounds: number) =>
    `The event is not done: open sheets ${open}; ${drawn} of ${count(rounds, 'round', 'rounds')} drawn. Finish the ` +
    `tables ('tafel finish <id>'), or add --force (finishes open sheets and sets rounds to the rounds drawn).`,
  finishUndrawn: (drawn: number, rounds: number) =>
    `The event is not done: ${drawn} of ${count(rounds, 'round', 'rounds')} drawn, every table finished. Draw the ` +
    `next ('tafel event draw'), set the rounds played ('tafel event set rounds=${drawn}'), or add --force.`,
  finishedNow: (id: string) => `The event ${id} is finished: the standings are final.`,
  reopened: (id: string) => `The event ${id} is open again.`,
  alreadyOpen: (id: string) => `The event ${id} is already open: nothing was changed.`,
  // draw
  allDrawn: (drawn: number, rounds: number) =>
    `All rounds are drawn (${drawn} of ${rounds}): 'tafel event set rounds=<n>' plans more.`,
  openTables: (list: string, first: string) =>
    `Tables are still open: ${list}. Finish them ('tafel finish ${first}'), or draw anyway with ` +
    `--force (they stay open).`,
  rankedOpen: (list: string) =>
    `Ranked seating needs the previous round's final results, and these tables are open: ${list}. ` +
    `Finish them first (--force cannot help here).`,
  /** `add`: entrants can still be added (round 1); `absent`: --absent named some. */
  tooFew: (n: number, size: number, pairs: boolean, add: boolean, absent: boolean) =>
    `Only ${pairs ? count(n, 'pair is', 'pairs are') : count(n, 'entrant is', 'entrants are')} available, fewer ` +
    `than ${pairs ? 'the 2 pairs of one table' : `one table of ${size}`}: ${[
      ...(add ? [`add some with 'tafel event add ${pairs ? '--pair <a+b>' : '<name>...'}'`] : []),
      ...(absent ? ['name fewer absent (--absent)'] : []),
      ...(add || absent ? [] : ["'tafel event finish --force' finishes the event with the rounds drawn"]),
    ].join(', or ')}.`,
  movement: (why: string, tables: number, rounds: number, allowed: string, entrants: number) =>
    why === 'rounds'
      ? `The movement holds at most ${allowed} rounds with ${tables} tables, not ${rounds}: 'tafel ` +
        `event set rounds=${allowed}', or 'tafel event set seating=draw'.`
      : why === 'absence'
        ? `An absence or a withdrawal breaks the individual movement (${tables} tables, ${rounds} ` +
          `rounds): 'tafel event set seating=draw' draws the rest with the history so far.`
        : `The individual movement seats full tables of ${allowed} only, and ${entrants} entrants do not fill ` +
          `them (no byes): add or remove entrants, or use 'tafel event set seating=draw'.`,
  /** `rounds`: the event's; a round past them is none to draw. */
  notDrawn: (id: string, round: number, drawn: number, rounds: number) =>
    round > rounds
      ? `${id} has ${count(rounds, 'round', 'rounds')}: there is no round ${round} (${drawn} drawn).`
      : `Round ${round} of ${id} is not drawn yet (${drawn} drawn): 'tafel event draw'.`,
  badTableNumber: (n: string) =>
    `"${n}" is not a table number: tables are numbered 1, 2, 3, ..., e.g. 'tafel event table 1' ('tafel event ` +
    `plan' shows them).`,
  deleteSeasonNight: (id: string, season: string) =>
    `Event ${id} is a night of season ${season}: 'tafel season remove ${season} ${id}' takes it out of the season ` +
    `first (its standings would name an event that is gone). Nothing was deleted.`,
  /** `last`: every round of the event is drawn, so no next round is to draw. */
  tableComplete: (id: string, event: string, last: boolean, w: string, ws: string) =>
    `Table sheet ${id} has all its ${ws}: this table's round is complete. 'tafel edit' or 'tafel correct' changes ` +
    (last
      ? `a ${w} on it; every round is drawn, so the table is done: the standings are 'tafel event standings' ` +
        `(event ${event}).`
      : `a ${w} on it; the next round is the organiser's 'tafel event draw' (event ${event}).`),
  /** `event`: named where the id of a table sheet named the table (`record --sheet kj-r1-t3`). */
  noTable: (n: string, round: number, tables: readonly number[], event?: string) =>
    `Round ${round}${event === undefined ? '' : ` of ${event}`} has no table ${n} ` +
    `(${tables.length === 1 ? 'table' : 'tables'} ${numbersOf(tables, 'en')}).`,
  undrawPlayed: (sheets: readonly { sheet: string; deals: number; corrections: number }[], w: string, ws: string) =>
    `Cannot take the round back: these sheets hold ${ws} or corrections: ${sheets
      .map(
        (x) =>
          `${x.sheet} (${[
            ...(x.deals > 0 ? [count(x.deals, w, ws)] : []),
            ...(x.corrections > 0 ? [count(x.corrections, 'correction', 'corrections')] : []),
          ].join(', ')})`,
      )
      .join(', ')}. To draw it again, take them off first ('tafel undo --sheet ${sheets[0].sheet}', once for each), ` +
    `then 'tafel event undraw'.`,
  undrawn: (round: number) => `Round ${round} is taken back; its sheets went to deleted/.`,
  activeSheet: (sheet: string) => `Active sheet: ${sheet}`,
  active: (id: string) => `Active event: ${id}`,
  verified: (round: number) => `Round ${round}: drawn again from its seed, it matches the stored plan.`,
  /** `where`: a seat (a table the plan has more: no seat), or the byes in the plan and drawn again (numbers). */
  differs: (round: number, where: { table: number; seat?: number } | { byes: [string, string] }) =>
    `Round ${round}: drawn again from its seed, it differs from the stored plan at ` +
    ('byes' in where
      ? `the byes: ${where.byes[0] || 'none'} in the plan, ${where.byes[1] || 'none'} drawn again.`
      : `table ${where.table}${where.seat ? ` seat ${where.seat}` : ''}.`),
  /** A round of `--seating ranked` drawn again in another order: the standings before it changed since its draw. */
  rankedRedrawn: (round: number) =>
    `Round ${round}: seated by the standings after round ${round - 1} (--seating ranked), which changed since it ` +
    `was drawn (a later correction or edit of an earlier round): it cannot be drawn again the same, and that is no ` +
    `fault of its plan.`,
  dryRun: '(dry run: nothing was written)',
  importDryRun: '(dry run: nothing was written)',
  /** After a draw at tables of 5 or 6: how many sit out, and the table size that would leave fewer out. */
  bigTables: (out: number, size: number, left: number) =>
    `${out} ${out === 1 ? 'sits' : 'sit'} out at these tables; --table-size ${size} would leave ` +
    `${left === 0 ? 'nobody' : left} out.`,
  // listing
  noEvents: "No events yet: 'tafel event new klaverjassen --entrants Ann,Bert,Cis,Dirk' starts one.",
  roundsOf: (drawn: number, rounds: number) => `${drawn} of ${count(rounds, 'round', 'rounds')} drawn`,
  finished: 'finished',
  /** `event list` and `season list`: the columns' heads, and the rounds drawn of those planned. */
  eventsHead: ['', 'id', 'title', 'game', 'rounds drawn', 'finished'],
  seasonsHead: ['id', 'title', 'game', 'nights'],
  drawnOf: (drawn: number, rounds: number) => `${drawn} of ${rounds}`,
  showLine: (
    game: string,
    rules: string,
    kind: string,
    seating: string,
    deals: string,
    size: number,
    bye: string,
    ranking: string,
    w: string,
    ws: string,
  ) =>
    `${game} ${rules}, ${kind}, seating ${seating}, ` +
    `${deals === 'none' ? `no ${w} limit` : `${deals} ${deals === '1' ? w : ws}`} at tables of ${size}, ` +
    `bye ${bye}, ranking ${ranking}`,
  /** `event show`'s second line of settings: the rest of what `event set` changes. */
  showMore: (absent: string, tieBreaks: string, prizes: string, poedel: boolean, seed: number, house: string) =>
    `absent ${absent}, tie-breaks (${tieBreaks}), prizes ${prizes}${poedel ? ', poedel' : ''}, seed ${seed}` +
    (house ? `; house rules ${house}` : ''),
  /** `event show`'s line of a table sheet: its state, deals and corrections (as `event undraw` counts them). */
  tableState: (state: string, deals: number, planned: string, corrections: number, w: string, ws: string) =>
    `${state === 'missing' ? 'not on this device' : state}, ${deals}` +
    `${planned === 'none' ? ` ${deals === 1 ? w : ws}` : ` of ${planned} ${ws}`}` +
    `${corrections > 0 ? `, ${count(corrections, 'correction', 'corrections')}` : ''}`,
  // plan and standings
  /** `glue`: what joins "seed" to its number (a no-break space on a screen, core/unsafe.ts GLUE). */
  roundHead: (round: number, rounds: number, title: string, seed: number, glue = ' ') =>
    `Round ${round} of ${rounds}, ${title} (seed${glue}${seed})`,
  table: 'table',
  writesDeals: (scorer: string, dealer: string) => `${scorer} writes, ${dealer} deals first`,
  notDrawnYet: 'not drawn yet',
  aheadNote: "Not drawn yet: no table sheets exist until 'tafel event draw'; seated as if nobody is absent.",
  noByes: 'No byes.',
  byes: (list: string) => `Bye: ${list}.`,
  absentList: (list: string) => `Absent: ${list}.`,
  withdrawnList: (list: string) => `Withdrawn: ${list}.`,
  /** `p`: the repeated partners, in a game of fixed partners only (Klaverjassen, Belote). */
  repeats: (p: number | undefined, m: number) =>
    p === undefined ? `Repeated tablemates ${m}.` : `Repeated partners ${p}, repeated tablemates ${m}.`,
  place: 'place',
  no: 'no',
  name: 'name',
  total: 'total',
  wins: 'wins',
  tie: 'tie',
  marks: 'marks',
  bye: 'bye',
  absent: 'absent',
  prize: 'prize',
  poedel: 'poedel',
  withdrawnMark: 'withdrawn',
  withdrawnFrom: (round: number) => `withdrawn from round ${round}`,
  provisional: 'provisional',
  afterRound: (r: number, rounds: number) =>
    r === 0 ? `No round played yet (${rounds} planned)` : `After round ${r} of ${rounds}`,
  noResultsYet: (r: number, rounds: number) => `After round ${r} of ${rounds}: no results yet, so no places`,
  /** A tie-break key (as `--tie-breaks` takes it) in words: `last round`, `last 4 nights`. */
  tieWith: (names: string, key: string) => `with ${names}: ${tieKey(key)}`,
  tieKey: (key: string) => tieKey(key),
  nightsCounted: 'nights counted',
  qualified: 'qualified',
  yesNo: (yes: boolean): string => (yes ? 'yes' : 'no'),
  decidedBy: 'decided by',
  playersColumn: 'players',
  bestColumn: 'best',
  average: 'average',
  // The exports a person reads (md, html): the settings, and a row per seat of each round's plan (§10).
  settingColumn: 'setting',
  valueColumn: 'value',
  /** A setting of the event (the CSV's key, events.md §10) as a reader names it. */
  settingName: (key: string, ws: string): string =>
    ({ tableSize: 'table size', deals: `${ws} per round`, tieBreaks: 'tie-breaks' })[key] ?? key,
  kindName: (kind: string): string => (kind === 'pairs' ? 'pairs' : 'individual'),
  /**
   * A setting's value as a reader sees it (seating, deals, bye, absent, ranking, tie-breaks, prizes): English shows
   * it as `event set` takes it, but deals per round `none` is no limit, not no deals, and a bye's or an absence's
   * score and the tie-breaks read in words ("fixed 1600", "mean of 4", "last round, head to head, name").
   */
  settingValue: (key: string, value: string): string =>
    key === 'tieBreaks'
      ? value.split(',').map(tieKey).join(', ')
      : key === 'deals' && value === 'none'
        ? 'no limit'
        : value === 'mean-of-4'
          ? 'mean of 4'
          : value.replace(/^fixed:(-?\d+)$/, 'fixed $1'),
  seatColumn: 'seat',
  teamColumn: 'team',
  scoreColumn: 'score',
  wonColumn: 'won the table',
  seasonMarks: '* not among the best; E excused; - missed; empty: not played yet.',
  /** The mark of an excused night in the season's standings (seasonMarks says it). */
  excusedMark: 'E',
  /** Between the two teams of a table in a draw: "Ann & Cis v Bert & Dirk". */
  versus: 'v',
  nightsLeftOut: "Each night's score is left out at this width: 'tafel season export' or a wider window shows it.",
  roundsLeftOut: "Each round's score is left out at this width: 'tafel event export' or a wider window shows it.",
  /** Below the standings when even without each round's score a column had to be cut (…). */
  columnsCut: (season: boolean) =>
    `Columns are cut at this width: 'tafel ${season ? 'season' : 'event'} export' or a wider window shows them whole.`,
  writesColumn: 'scorer, first dealer',
  openList: (list: string) => `Open tables (standings provisional): ${list}`,
  missingList: (list: string) => `Not on this device (no places until they are imported): ${list}`,
  // import and export
  importNot:
    "Not an event export: use a file written by 'tafel event export --format json' (or 'tafel " +
    "export --format json' holding table sheets). Nothing was imported.",
  backupHere:
    "This is a backup of sheets ('tafel export --format json') with no table sheet: 'tafel import' brings " +
    'it in, its events and seasons too. Nothing was imported.',
  importBadEvent: (field: string) =>
    `The file's event has a field "${field}" that tafel does not write so. Nothing was imported.`,
  importBadSheet: (sheet: string, why: string) =>
    `The table sheet ${sheet} in the file is not usable (${why}). Nothing was imported.`,
  /** Why a sheet of an event export is no table sheet (importBadSheet's reason). */
  noEventField: 'it has no event field {id, uid, round, table}',
  /**
   * What is newer in an export file (importNewer's): the export's version, or its event's schema, as a
   * sheet's is said.
   */
  exportVersion: (n: number) => `version ${n}`,
  eventSchema: (n: number) => `schema ${n}`,
  importNoEvent: (sheet: string) =>
    `The table sheet ${sheet} belongs to an event that is not on this device, and the file does not ` +
    `hold it: export with 'tafel event export --format json'. Nothing was imported.`,
  importIdClash: (id: string, localTitle: string, localAt: string, fileTitle: string, fileAt: string) =>
    `The id ${id} is another event here ("${localTitle}", ${localAt}) than in the file ` +
    `("${fileTitle}", ${fileAt}): import with --as <new-id>. Nothing was imported.`,
  importAsHere: (as: string, id: string) =>
    `The file's event is here already as ${id}, and keeps that id: import it without --as (or with --as ${id}), ` +
    `not --as ${as}. Nothing was imported.`,
  importSameRevision: (id: string, rev: number) =>
    `The file's copy of ${id} and this one are both revision ${rev} but differ: they were changed ` +
    `on two devices. Nothing was imported.`,
  importNewer: (what: string) =>
    `The file was written by a newer tafel (${what}): update tafel to import it. Nothing was imported.`,
  importTwice: (sheet: string) =>
    `The file holds the table sheet ${sheet} twice, which tafel never writes: export it again with 'tafel event ` +
    `export --format json'. Nothing was imported.`,
  importNotOrigin: (id: string, here: number, file: number) =>
    `The event ${id} was made on this device, and only this device changes it: the file's copy (revision ${file}) ` +
    `is newer than this one (revision ${here}), so tafel did not write it. Nothing was imported.`,
  importOtherOrigin: (id: string, here: string, file: string) =>
    `The file's copy of the event ${id} names another organiser's device (${file}) than this copy ` +
    `(${here}), which never changes. Nothing was imported.`,
  importDropsRound: (id: string, round: number, sheets: string, ws: string) =>
    `The file's copy of the event ${id} takes back round ${round}, whose table sheets hold ${ws} here (${sheets}): ` +
    `send them to the organiser first ('tafel event export --format json --table <n>'). Nothing was imported.`,
  importOtherEvent: (sheet: string) =>
    `The table sheet ${sheet} belongs to another event than the file's. Nothing was imported.`,
  importNotPlanned: (sheet: string, round: number, table: number) =>
    `The table sheet ${sheet} is round ${round}, table ${table}, which the event's plan does not ` +
    `hold. Nothing was imported.`,
  importSeat: (sheet: string, seat: number, want: string, has: string) =>
    `The table sheet ${sheet} differs from the plan at seat ${seat}: the plan seats ${want}, the ` +
    `sheet ${has}. Nothing was imported.`,
  importBoth: (sheet: string, row: number) =>
    `The table sheet ${sheet} changed on both devices: row ${row} differs. Choose with --prefer ` +
    `file (the file's copy) or --prefer local (this one). Nothing was imported.`,
  importChanged: (id: string) => `The event ${id} changed here during the import. Nothing was imported: run it again.`,
  importEvent: (id: string, action: string) =>
    `Event ${id}: ${
      action === 'created'
        ? 'created from the file'
        : action === 'taken'
          ? 'the ' + "file's newer copy taken"
          : action === 'kept'
            ? 'this copy is newer, kept'
            : 'unchanged'
    }`,
  importAction: (action: string): string =>
    (
      ({
        new: 'new here, taken',
        same: 'the same, unchanged',
        sameRenamed: "the same as the file's",
        taken: "the file's copy taken",
        kept: 'this copy is ahead, kept',
        file: "the file's copy taken (--prefer file; this one put in deleted/, read only)",
        local: 'this copy kept (--prefer local)',
        renamed: 'not in the file, names as in the event',
      }) as Record<string, string>
    )[action] ?? action,
  importRenamed: (renames: { from: string; to: string }[]) => renames.map((r) => `${r.from} is now ${r.to}`).join(', '),
  written: (file: string) => `Written: ${file}`,
  sheetsForJson: (flag: string, format: string) =>
    `${flag} chooses the table sheets of a JSON export (--format json), to hand a table to its scorer; ` +
    `${format} always holds every round drawn.`,
  // seasons
  seasonCreated: (id: string, game: string, best: number | null, nights: number | null) =>
    `Season ${id} (${game}): ${
      best !== null
        ? `best ${best} of ${nights === null ? 'all nights' : count(nights, 'night', 'nights')}`
        : nights === null
          ? 'every night counts'
          : `${count(nights, 'night', 'nights')}, every night counts`
    }. Next: 'tafel season add ${id} <event>...'.`,
  /** The standings of a season no event has joined yet: what to do, not an empty table (until 2026-12-07). */
  seasonEmpty: (id: string) => `No night in it yet: 'tafel season add ${id} <event>' adds an evening's event.`,
  moreThanNights: (flag: string, value: number, nights: number) =>
    `${flag} ${value} cannot be more than --nights ${nights}: give ${flag} ${nights} or less, or raise --nights.`,
  /** The season's nights after `season add` (`added`) or `season remove` (`removed`). */
  seasonEvents: (id: string, events: string, added?: string, removed?: string) =>
    `Season ${id}: ${added ? `${added} added; ` : removed ? `${removed} taken out; ` : ''}` +
    `${events ? `its nights are ${events}` : 'it has no nights yet'}.`,
  excusesKept: (event: string, names: string) =>
    `The excuses for ${event} (${names}) are kept: they count again if it is added back.`,
  excusesBack: (event: string, names: string) => `The excuses kept for ${event} count again: ${names}.`,
  /** `added`: other nights of the same command were added; else nothing was written. */
  alreadyInSeason: (events: string, season: string, added: boolean) =>
    `Already a night of the season ${season}: ${events}.${added ? '' : ' Nothing was written.'}`,
  inOtherSeason: (event: string, season: string) =>
    `The event ${event} is already part of the season ${season}: an event belongs to at most one season.`,
  /** How a season reaches another device, with all it counts: said by `season import`, which is none, and imports. */
  seasonMoves:
    "a season moves in a backup, with its nights and their table sheets: 'tafel export --all --format json --out " +
    "backup.json' on its device, then 'tafel import backup.json' on the other",
  seasonImport: (moves: string) => `There is no 'tafel season import': ${moves}.`,
  /**
   * `tafel event serve` (until 2026-12-08 "did you mean 'remove'?"): the board is `tafel serve --event`. `id`: the
   * event named after `serve` (shell-quoted), if any.
   */
  eventServe: (id: string | undefined) =>
    `There is no 'tafel event serve': the live board of an event is 'tafel serve --event${id ? ` ${id}` : ''}' ` +
    "(with --scorer also a scorer link per table and the organiser's page).",
  /** `tafel season serve`: nothing serves a season; its standings, and a night's board. `id`: the season named. */
  seasonServe: (id: string | undefined) =>
    `There is no 'tafel season serve': a season has no live board. 'tafel season standings ${id ?? '<season>'}' ` +
    "shows its standings, and 'tafel serve --event <night>' shows one night's board on every phone.",
  /**
   * An event that is no night of the season (`season remove`, `season excuse`), and what is true of it: `add`, `season
   * add` takes it; `none`, no event of that id is here (`nights`: the season's); else the refusal `season add` gives
   * it.
   */
  notInSeason: (event: string, season: string, nights: readonly string[], why: 'add' | 'none' | { refusal: string }) =>
    why === 'none'
      ? `No event "${event}" on this device, so no night of the season ${season} (` +
        `${nights.length > 0 ? `its nights: ${nights.join(', ')}` : 'it has no nights yet'}). 'tafel event list' ` +
        'lists the events.'
      : `The event ${event} is not a night of the season ${season}` +
        (why === 'add' ? `: 'tafel season add ${season} ${event}'.` : `. ${why.refusal}`),
  excusePlayed: (name: string, event: string, score: number) =>
    `${name} played ${event} (${score} points): only a night missed can be excused.`,
  /**
   * `season excuse` of an entrant of a night he has no score of yet; `word`, the name as typed in a shell. `way`, what
   * makes it a night he missed now: a withdrawal before round 1 is drawn (`draw`); round 1, alone drawn with nothing
   * recorded, drawn again without him (`undraw`); else the event finished with no score of his (`wait`).
   */
  excuseEntered: (name: string, event: string, word: string, way: 'draw' | 'undraw' | 'wait') =>
    `${name} ${name.includes(' & ') ? 'are' : 'is'} entered for ${event} and ` +
    `${name.includes(' & ') ? 'have' : 'has'} no score of it yet: only a night missed can be excused. ` +
    (way === 'draw'
      ? `If ${name} will not come, withdraw ${name} before round 1 is drawn: ` +
        `'tafel event withdraw ${word} --event ${event}'.`
      : way === 'undraw'
        ? `If ${name} will not come, draw round 1 again without ${name} while nothing is recorded in it: 'tafel ` +
          `event undraw --event ${event}', then 'tafel event withdraw ${word} --event ${event}', then 'tafel event ` +
          `draw --event ${event}'.`
        : `If ${name} will not come, ${event} is a night ${name} missed once it is finished with no score for ` +
          `${name}: excuse ${name} then.`),
  /** `season add` or `event new --season` past the season's `--nights`: `total`, the nights it would have. */
  seasonFull: (season: string, nights: number, events: string, total: number) =>
    `The season ${season} has ${count(nights, 'night', 'nights')} (--nights ${nights}): with ${events} it would ` +
    `have ${total}. Take a night out first ('tafel season remove ${season} <event>'), or start a season of more ` +
    `nights ('tafel season new <id> --nights ${total}').`,
  excused: (name: string, event: string, already = false) =>
    `${name} ${name.includes(' & ') ? 'are' : 'is'} ${already ? 'already ' : ''}excused for ${event}.`,
  excuseUndone: (name: string, event: string) => `The excuse of ${name} for ${event} is taken back.`,
  notExcused: (name: string, event: string, excused: string) =>
    `${name} is not excused for ${event}: nothing to take back` +
    `${excused === '' ? '' : ` (excused for ${event}: ${excused})`}.`,
  /** A player of more than one pair of a pair season, named where one pair goes. */
  whichPair: (name: string, pairs: readonly string[]) =>
    `${name} plays in more than one pair of the season (${pairs.join(', ')}): name the pair, e.g. "${pairs[0]}".`,
  /** `pair`: the name typed is a pair's ("Ann & Bert", "Ann+Bert"). */
  excuseWho: (name: string, season: string, names: string, pair: boolean) =>
    `${name} ${pair ? 'play' : 'plays'} no night of the season ${season}: excuse one of ${names || 'its entrants'}.`,
  noSeasons: "No seasons yet: 'tafel season new 2026-27-klaverjassen --game klaverjassen' starts one.",
  played: 'points played',
  /** `best`: the season's --best, whose number --min-nights is by default; without it, 1. */
  noPlaceYet: (k: number, best: number | null) =>
    `place -: fewer than ${count(k, 'night', 'nights')} counted, so no place yet (the season's --min-nights, by ` +
    `default ${best === null ? '1 in a season without --best' : 'its --best'}).`,
  seasonLegend:
    'n1, n2, ...: the nights in order, empty until played; * not among the best; E excused; - missed. best: the ' +
    'season score, the sum of the nights without *; points played: every night played, excused points left out.',
  sheetsWithDeals: (list: { sheet: string; deals: number; planned: string }[], w: string, ws: string) =>
    list
      .map((x) => `${x.sheet} (${x.planned === 'none' ? count(x.deals, w, ws) : `${x.deals} of ${x.planned}`})`)
      .join(', '),
  renamed: (from: string, to: string, n: number) =>
    `${from} is now ${to}, in the event and in ${n} table ${n === 1 ? 'sheet' : 'sheets'}.`,
  /**
   * `event rename` of a night whose season still knows the player by the old name in other `nights`: the way to carry
   * the rename there, one command a night; `words`, the two names as typed in a shell.
   */
  renamedInSeason: (
    season: string,
    from: string,
    to: string,
    nights: readonly string[],
    words: readonly [string, string],
  ) =>
    `Season ${season} still knows ${from} by that name in ${listed(nights, 'en')}, so its standings list ${from} ` +
    `and ${to} apart: 'tafel event rename ${words[0]} ${words[1]} --event ${nights[0]}'` +
    (nights.length === 1
      ? ' carries the rename there.'
      : ` and the same with --event ${nights.slice(1).join(', --event ')} carry the rename there.`),
  tableSheetRefused: (sheet: string, event: string, command: string) =>
    `${sheet} is a table sheet of the event ${event}: ${
      command === 'rename'
        ? `rename a player with 'tafel event rename <old> <new> --event ${event}'`
        : command === 'set'
          ? `house rules are the event's: 'tafel event set <key>=<value> --event ${event}' (before round 1)`
          : "the seats are the plan's and cannot be swapped"
    }.`,
  /**
   * `tafel delete` of a table sheet: `undraw` where `event undraw` takes its round back (the last, nothing recorded in
   * it), `correct` where the round stays, `restore` where the sheet cannot be read.
   */
  tableSheetDelete: (sheet: string, event: string, way: 'undraw' | 'correct' | 'restore') =>
    `${sheet} is a table sheet of the event ${event}${
      way === 'undraw'
        ? `: 'tafel event undraw --event ${event}' takes its round back (nothing is recorded in it yet)`
        : way === 'correct'
          ? ' and stays with its round (only the last round is taken back, while nothing is recorded in it): a ' +
            `score is put right with 'tafel correct --sheet ${sheet}'`
          : `: 'tafel doctor' shows whether its previous version reads fine ('tafel doctor --restore ${sheet}' puts ` +
            'it back)'
    }; 'tafel event delete ${event}' deletes the event with all its table sheets.`,
  roundNotListed: (sheet: string, event: string, round: number, drawn: number) =>
    `${sheet} is a table sheet of round ${round} of ${event}, which the event does not list ` +
    `(${count(drawn, 'round', 'rounds')} drawn): 'tafel event draw', or 'tafel event import' the organiser's copy.`,
  sheetColumn: 'sheet',
  seat: (n: number) => `seat ${n}`,
  deleteNeedsForce: (id: string, days: number) =>
    `Deleting the event ${id} with its table sheets needs --force here (no terminal to ask on): ` +
    `'tafel event delete ${id} --force'. It is kept ${days} days in deleted/ ('tafel event undelete ${id}').`,
  deleteQuestion: (id: string, sheets: number, days: number) =>
    `Delete the event ${id} and its ${sheets} table ${sheets === 1 ? 'sheet' : 'sheets'}? They are kept ${days} days ` +
    `('tafel event undelete ${id}').`,
  nothingDeleted: 'Nothing deleted.',
  eventDeleted: (id: string, sheets: number, days: number) =>
    `The event ${id} and ${sheets} table ${sheets === 1 ? 'sheet' : 'sheets'} went to deleted/, kept ${days} days: ` +
    `'tafel event undelete ${id}' brings them back.`,
  eventUndeleted: (id: string, sheets: number) =>
    `The event ${id} is back, with ${sheets} table ${sheets === 1 ? 'sheet' : 'sheets'}.`,
  noDeletedEvent: (id: string) =>
    `No deleted event "${id}": 'tafel sheets --deleted' lists what deleted/ keeps (an event deleted with ` +
    `'tafel event delete' shows with its table sheets).`,
  undeleteUndrawn: (id: string, file: string) =>
    `The event ${id} was not deleted; deleted/ holds table sheets of it that 'tafel event undraw' or ` +
    `'tafel event import --prefer file' put there, which are read only (${file}).`,
  undeleteTaken: (id: string, file: string) =>
    `The event ${id} cannot come back: ${file} exists. Delete or rename that one first ` +
    `('tafel event delete ${id}'); nothing was changed.`,
  undeleteSheetTaken: (id: string, sheet: string) =>
    `The event ${id} cannot come back: the sheet ${sheet} exists. 'tafel delete ${sheet}' first if it ` +
    `should go; nothing was changed.`,
  undeleteTwin: (id: string, twin: string) =>
    `The event ${id} cannot come back: ${twin} is the same event (the same uid) under another id. ` +
    `'tafel event delete ${twin}' first if ${id} should take its place; nothing was changed.`,
  undeleteTableSheet: (sheet: string, event: string) =>
    `${sheet} is a table sheet of the event ${event}, deleted with it: 'tafel event undelete ${event}' ` +
    `brings the event back with all its table sheets.`,
  undeleteUndrawnSheet: (sheet: string, event: string, file: string) =>
    `${sheet} is a table sheet of the event ${event} that 'tafel event undraw' or 'tafel event import ` +
    `--prefer file' put in deleted/: no round lists it any more, so it cannot come back. It can be read ` +
    `as it is: ${file}.`,
  doctorGone: 'is gone',
  /** An event whose plan doctor lists, left out of an export: its file, the finding and the way on. */
  planLeftOut: (file: string, plan: string) =>
    `${file} ${plan}: 'tafel doctor' shows whether its previous version reads fine; put that back or repair the ` +
    `file by hand.`,
  doctorSheetId: (round: number, table: number, sheet: string, want: string) =>
    `lists the sheet "${sheet}" for round ${round}, table ${table}, where tafel writes "${want}" (edited by hand?)`,
  doctorSeats: (round: number, table: number, n: number, want: number) =>
    `seats ${n} at table ${table} of round ${round}, where the table has ${want} seats (edited by hand?)`,
  doctorNoEvent: (event: string) =>
    `is a table sheet of the event ${event}, which is not on this device (deleted?): 'tafel event undelete ` +
    `${event}' or 'tafel event import' of the organiser's copy brings it back`,
  doctorNotPlanned: (event: string, round: number, table: number, drawn: number) =>
    `is a table sheet of round ${round}, table ${table}, which the event ${event} does not list ` +
    `(${count(drawn, 'round', 'rounds')} drawn): a stale copy; 'tafel event import' of the organiser's copy, or ` +
    `move the file away`,
  doctorPlayers: (event: string, want: string) =>
    `does not seat the players the plan of ${event} seats there (${want}): edited by hand?`,
  /**
   * An event's or a season's previous version that reads fine (doctor): an event's says how many rounds it has drawn,
   * and `loses` what copying it back would strand (doctorLostDraws), when that is no fix.
   */
  doctorBackup: (
    bak: string,
    was: { drawn: number; rounds: number; savedAt: string | undefined } | undefined,
    loses: string | undefined,
  ) =>
    `its previous version ${bak} reads fine` +
    (was
      ? ` (${was.drawn} of ${count(was.rounds, 'round', 'rounds')} drawn` +
        `${was.savedAt ? `, saved ${was.savedAt}` : ''})`
      : '') +
    (loses
      ? `, but copying it over the file would lose ${loses}: mend the file by hand to keep them, or copy it anyway ` +
        'and move those sheets away before drawing again (their deals are then typed again)'
      : ': copy it over the file to put it back'),
  /** The table sheets here of draws an event's previous version lacks (doctor), by round. */
  doctorLostDraws: (lost: readonly { sheet: string; round: number; deals: number }[]) => {
    const rounds = [...new Set(lost.map((l) => l.round))];
    const sheets = lost.map((l) => `${l.sheet}: ${l.deals === 0 ? 'no deals' : count(l.deals, 'deal', 'deals')}`);
    return (
      `the draw of ${rounds.length === 1 ? 'round' : 'rounds'} ${listed(rounds.map(String), 'en')}, whose table ` +
      `${lost.length === 1 ? 'sheet is' : 'sheets are'} here (${sheets.join(', ')})`
    );
  },
  /**
   * A season's previous version that reads fine (doctor): its nights, and `loses` what copying it back would drop
   * (doctorLostNights), when that is no fix.
   */
  doctorSeasonBackup: (
    bak: string,
    nights: number,
    savedAt: string | undefined,
    loses: string | undefined,
    season: string,
  ) =>
    `its previous version ${bak} reads fine (${nights === 0 ? 'no nights' : count(nights, 'night', 'nights')}` +
    `${savedAt ? `, saved ${savedAt}` : ''})` +
    (loses
      ? `, but copying it over the file would lose ${loses}: mend the file by hand to keep them, or copy it anyway ` +
        `and give them again ('tafel season add ${season} <night>', 'tafel season excuse ${season} <name> --event ` +
        "<night>')"
      : ': copy it over the file to put it back'),
  /** A season's nights and excuses that its previous version lacks (doctor). */
  doctorLostNights: (nights: readonly string[], excusals: readonly { event: string; name: string }[]) =>
    [
      ...(nights.length > 0 ? [`the ${nights.length === 1 ? 'night' : 'nights'} ${listed(nights, 'en')}`] : []),
      ...(excusals.length > 0
        ? [
            `the ${excusals.length === 1 ? 'excuse' : 'excuses'} of ` +
              listed(
                excusals.map((x) => `${x.name} for ${x.event}`),
                'en',
              ),
          ]
        : []),
    ].join(nights.length > 1 ? ', and ' : ' and '),
  doctorEventHint: (file: string) => `repair it by hand, or move ${file} away`,
  /** A season's night whose event is not on this device (doctor); doctorNightFix leads its fix. */
  doctorNightGone: (event: string) =>
    `names the night ${event}, an event that is not on this device, so its standings cannot be shown ('tafel event ` +
    `import' of the event's copy brings it back)`,
  doctorNightFix: 'take the night out of the season with',
  ofEvent: (id: string) => `event ${id}`,
};
