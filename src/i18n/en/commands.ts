import { capital, grouped, either, listed } from '../lang.js';

/** What plays on a game over by its rules: a higher `key` (a house rule), else a new sheet (`again`). */
const playOn = (key: string | undefined, again: string): string =>
  key === undefined ? `start a new one with '${again}'` : `'tafel set ${key}=<higher>' plays on`;

const startWith = (name: string): string => ` Start with it: 'tafel new --preset ${name}'.`;

/** A table sheet on this device as `tafel event table` picks it (src/event/here.ts). */
export interface TableHere {
  table: number;
  round?: number;
  event?: string;
  sheet: string;
}

/** The table sheets on this device (src/event/here.ts `TablesHere`). */
export interface TablesHere {
  few: readonly TableHere[];
  count: number;
  event?: string;
  others: boolean;
}

/** What names a table besides its number: the round where not the last drawn, the event where not the active one. */
const tableFlags = (p: Omit<TableHere, 'sheet'>): string =>
  `${p.round ? ` --round ${p.round}` : ''}${p.event ? ` --event ${p.event}` : ''}`;

/** The tables to pick on this device, each named when few, else counted: "pick your table with ..." goes before it. */
const pickFrom = ({ few, count, event }: TablesHere): string => {
  const on = event ? ` --event ${event}` : '';
  if (few.length === 0)
    return (
      `'tafel event table <n>${on}' (${count} table sheets${event ? ` of ${event}` : ''} are on this device; ` +
      `'tafel event plan${on}' shows who sits where)`
    );
  const picks = either(
    few.map((p) => `'tafel event table ${p.table}${tableFlags(p)}'`),
    'en',
  );
  const sheets = listed(
    few.map((p) => p.sheet),
    'en',
  );
  return `${picks} (${few.length === 1 ? `its sheet ${sheets} is` : `their sheets ${sheets} are`} on this device)`;
};

/** The messages of src/commands/, in English. nl/commands.ts has the same keys. */
export const commands = {
  renamed: (from: string, to: string) => `Renamed ${from} to ${to}.`,
  /** `ended`: what was undone can no longer be put back (it was played at the old seats). */
  seats: (order: string, ended: boolean) =>
    `Seats: ${order}.` +
    (ended ? " What was undone was played at the old seats: 'tafel redo' no longer puts it back." : ''),
  dealsNext: (player: string) => `${player} deals next.`,
  dealsNextAlready: (player: string) => `Nothing changed: ${player} already deals next.`,
  /** What undo took back: a correction (its number) or a deal (`w`: the game's word for one, lib DEAL). */
  removed: (what: { correction: number } | { deal: number }, w: string) =>
    'correction' in what ? `Removed correction c${what.correction}` : `Removed ${w} ${what.deal}`,
  /** What redo put back. */
  putBack: (what: { correction: number } | { deal: number }, w: string) =>
    'correction' in what ? `Correction c${what.correction} back` : `${capital(w)} ${what.deal} back`,
  /**
   * What a command changed, said when its output could not be written (ui.savedOutputLost): "Deal 1 was recorded on
   * <id>; only the output is incomplete ...". `w`: the game's word for a deal.
   */
  done: {
    recorded: (n: number, w: string, id: string) => `${capital(w)} ${n} was recorded on ${id}`,
    removed: (what: { correction: number } | { deal: number }, w: string, id: string) =>
      ('correction' in what ? `Correction c${what.correction}` : `${capital(w)} ${what.deal}`) +
      ` was removed from ${id}`,
    started: (id: string) => `Sheet ${id} was started`,
    imported: (n: number) => `${grouped(n, 'en')} ${n === 1 ? 'sheet was' : 'sheets were'} imported`,
    deleted: (id: string) => `Sheet ${id} was deleted`,
    written: (file: string) => `${file} was written`,
  },
  reopened: (id: string, sharedPot: boolean) =>
    `Sheet ${id} is open again${sharedPot ? '; the shared pot is back on the table' : ''}.`,
  /** The words of `tafel doctor` (src/commands/doctor.ts). */
  doctor: {
    checked: (c: { settings: boolean; sheets: number; events?: number; seasons?: number }, dir: string) =>
      `Checked ${c.settings ? 'the settings and ' : ''}` +
      `${grouped(c.sheets, 'en')} sheet file${c.sheets === 1 ? '' : 's'}` +
      `${c.events ? `, ${grouped(c.events, 'en')} event file${c.events === 1 ? '' : 's'}` : ''}` +
      `${c.seasons ? `, ${grouped(c.seasons, 'en')} season file${c.seasons === 1 ? '' : 's'}` : ''}` +
      ` in ${dir}`,
    fine: 'everything reads fine.',
    broken: (n: number) => `${grouped(n, 'en')} file${n === 1 ? ' needs' : 's need'} attention:`,
    file: 'file',
    prev: (deals: number | undefined, savedAt: string | undefined) =>
      `previous version: ${deals !== undefined ? `${grouped(deals, 'en')} deal${deals === 1 ? '' : 's'}, ` : ''}` +
      `saved ${savedAt}`,
    putBack: 'put it back with',
    prevBad: (file: string, reason: string) => `previous version ${file} cannot be used either (${reason})`,
    noPrev: 'no previous version',
    onlyPrevious: 'the sheet file is gone; its previous version is still there',
    settingsOnlyPrevious: 'the settings file is gone; its previous version is still there',
    /** Said after a folder's name (`<id>.json.bak`, `settings.json.lock`): every write of its file is refused. */
    inTheWay:
      'is a folder where tafel writes a file of its own, so that file cannot be written: move the folder away ' +
      "(it is not tafel's)",
    /** Said after a folder named like a temporary file (`<id>.json.<pid>.tmp`): the run of that pid could not write. */
    temporaryInTheWay:
      'is a folder named like a temporary file of tafel, which a tafel run of that process number could not write: ' +
      "move the folder away (it is not tafel's)",
    settingsHint: 'repair it by hand (deleting it forgets the presets, the active sheet and the language)',
    /** settings.json that is no plain file (a FIFO, a folder, a link): nothing in it to repair or to lose. */
    settingsMoveHint: 'move it away: tafel reads no settings from it, and starts with new settings',
    dirHint: 'move it away, or choose another data directory with --data-dir or TAFEL_HOME',
    /** A file where tafel keeps one of its folders (sheets, events, seasons, deleted). */
    folderFileHint: "move that file away (it is not tafel's): tafel makes the folder again when it needs it",
    /** A folder of the data directory the user may not read (`write`: may not write in), `code` the system's answer. */
    folderDenied: (write: boolean, code: string) =>
      write
        ? `tafel may not write in this folder (${code}), so every change there is refused`
        : `tafel may not read this folder (${code}), so nothing in it can be read or changed`,
    /** Before `chmod ...`: the permission tafel lacks on a file or folder of the user's. */
    permissionFix: 'give yourself the permission with',
    /** A file or folder tafel may not read or write that belongs to another user: chmod is not the user's to run. */
    ownerHint:
      'it belongs to another user: its owner (or an administrator) can give it to you, or choose another data ' +
      'directory with --data-dir or TAFEL_HOME',
    /** A trash entry whose deleted.json does not read, or whose folder is a link (doctor). */
    trashHint: (id: string) => `'tafel undelete ${id}' leaves it as it is until it is repaired by hand or moved away`,
    sheetHint: (id: string) => `repair it by hand, or delete the sheet with 'tafel delete ${id} --force'`,
    restored: (what: string, deals: number | undefined) =>
      `Restored ${what} from its previous version` +
      `${deals !== undefined ? ` (${grouped(deals, 'en')} deal${deals === 1 ? '' : 's'})` : ''}` +
      `.`,
    kept: 'The broken file was kept as',
    /** What a sheet's restore took back besides its deals (doctor --restore): finished, its title, players, rules. */
    noLongerFinished: (id: string, sharePot: boolean) =>
      `It is no longer finished: its previous version is from before 'tafel finish'; 'tafel finish ${id}` +
      `${sharePot ? ' --share-pot' : ''}' finishes it again.`,
    closedAgain: (id: string) =>
      `It is finished again: its previous version is from before 'tafel reopen'; 'tafel reopen ${id}' opens it.`,
    openUnknown: (id: string) =>
      `It is open: the broken file does not say whether it had been finished since; if so, 'tafel finish ${id}' ` +
      'finishes it again.',
    alsoBack: (what: string) => `Also as its previous version has it: ${what}.`,
    titleBack: (now: string, was: string) =>
      `${now ? `the title "${now}"` : 'no title'} (${was ? `was "${was}"` : 'was none'})`,
    playersBack: (now: string, was: string) => `the players ${now} (were ${was})`,
    houseBack: (now: string, was: string) =>
      `${now ? `the house rules ${now}` : 'no house rules'} (${was ? `were ${was}` : 'were none'})`,
    /** The fix of a settings.json that reads but for one preset: deleting that preset, not the restore. */
    deletePreset: 'delete that preset (the rest stays as it is) with',
    lostPreset: (name: string) => `preset ${name}`,
    /** A field of settings.json that `--restore` would take back; a newer tafel's by its key. */
    lostField: (key: string) =>
      ({
        active: 'the active sheet',
        lang: 'the language',
        activeEvent: 'the active event',
        deviceId: "this device's id",
      })[key] ?? `"${key}"`,
    /** doctor's line under a settings.json whose previous version lacks what it holds now. */
    restoreLoses: (lost: string) =>
      `putting it back would lose ${lost}: mend what is said above in the file by hand, or put it back anyway ` +
      'with: tafel doctor --restore settings.json --force',
    restoreWouldLose: (file: string, lost: string) =>
      `Putting back the previous version of ${file} would lose ${lost}, which it holds now. Put right what doctor ` +
      "lists instead ('tafel doctor'), or restore anyway with 'tafel doctor --restore settings.json --force'. " +
      'Nothing was changed.',
  },
  houseUnchanged: 'Nothing changed: the house rules already were so.',
  /** `tafel edit` of a deal given as it stands; `w`: the game's word for a deal. */
  dealUnchanged: (n: number, w: string) => `Nothing changed: ${w} ${n} is already so.`,
  houseChanged: (list: string, moved: string) => `Changed ${list}; totals ${moved || 'unchanged'}.`,
  /** The words around a rules topic (src/commands/rules.ts). */
  rulesPage: {
    source: 'Source',
    see: 'See also',
    topicWord: '<topic>',
    house: (id: string, list: string) => `House rules on sheet ${id}: ${list}.`,
    noHouse: (id: string) => `Sheet ${id} plays the default values.`,
    values: (g: string) =>
      `These are the default values; a sheet can change them with --set, and tafel rules ${g} scoring --sheet ` +
      `<id> shows that sheet's values.`,
    lookUp: (cmd: string) => `Look one up: ${cmd}`,
    other: (g: string, others: string[]) =>
      `Other rule sets: ${others.map((r) => `tafel rules ${g} --rules ${r}`).join(', ')}`,
    default: 'default',
    allHead: 'Games and the topics you can look up (tafel rules <game> <topic>):',
    searchHint: 'Search every game with tafel rules --search <words>, e.g. --search misère.',
    found: (q: string) => `Topics matching "${q}", best first:`,
    more: (n: number) => `... and ${n} more (--json lists them all).`,
  },
  /** The words of `tafel stats` (src/commands/stats.ts). */
  stats: {
    /** `--player ""`, `--game ""`: a value left empty (a shell variable that was not set). */
    emptyPlayer: "--player needs a player's name, e.g. tafel stats --player Ann.",
    emptyGame: (games: string) => `--game needs a game, one of ${games}: e.g. tafel stats --game kleurenwiezen.`,
    none: "No sheets yet. Start one with 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk'.",
    /** `--game` that nobody (or `--player`) played. */
    nothing: (game: string, player?: string) =>
      player === undefined ? `Nobody has played ${game} yet.` : `${player} played no ${game}.`,
    player: 'player',
    evenings: 'evenings',
    sheets: 'sheets',
    deals: 'deals',
    points: 'points',
    money: 'money',
    won: 'won',
    lost: 'lost',
    perDeal: 'per deal',
    best: 'best evening',
    worst: 'worst evening',
    contracts: 'contracts made/declared',
    sheetsWon: 'sheets won',
    places: 'places',
  },
  badLang: (value: string, langs: readonly string[]) =>
    `The language must be one of ${langs.join(', ')}, not "${value}".`,
  /** Said in the language just chosen. */
  langNow: 'Language: English.',
  /** Under --lang, when the saved language is another. */
  langSaved: (saved: string) => `Saved: ${saved} (--lang chose this language for this run).`,
  langChange: (others: readonly string[]) =>
    `Change it with ${either(
      others.map((l) => `'tafel lang ${l}'`),
      'en',
    )}.`,
  whichGame: 'Which game? e.g. tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk, or tafel new --preset <name>.',
  newSheet: (id: string) => `New sheet ${id} (now active).`,
  newHint: (w: string) => `Record a ${w} with 'tafel record ...'; 'tafel record --help' shows how.`,
  outDeals: (player: string) => `${player} is out of the game and deals no more: name a player who is still in.`,
  /** `away`: how to take away the kept flags in the way; undefined when taking kept flags away would not mend it. */
  /** `keys`: each kept key as `--set deals=`, to which the way on adds `<value>`. */
  /** `on`: the line refused, a `preset save` or a `new --preset`. */
  presetKeptRefused: (refusal: string, name: string, pairs: string, keys: string[], on: 'save' | 'new') =>
    `${refusal} (preset ${name} has ${pairs}: give ${keys.map((k) => `${k}<value>`).join(' ')} ` +
    `${on === 'save' ? 'with this save' : "with this 'tafel new'"} too).`,
  keptFlags: (refusal: string, n: number, kept: string, away: string | undefined, count: number, w: string) =>
    `${refusal} (kept from ${w} ${n}: ${kept}` +
    `${away === undefined ? '' : `; ${away} ${count === 1 ? 'takes it' : 'take them'} away`})`,
  /** `w`: what the game calls a deal (a round, a spel). */
  noNextDeal: (id: string, w: string) => `Sheet ${id} is finished: there is no next ${w}.`,
  /**
   * `reopen` of a sheet whose game is over by its own rules (`why`, as record's refusal says it); `key`: the house
   * rule whose higher value plays on, or undefined when none does (then `again` starts the table anew).
   */
  overNotClosed: (id: string, why: string, key: string | undefined, again: string) =>
    `${capital(why)}. Sheet ${id} was not closed with 'tafel finish', so there is nothing to reopen: ` +
    `${playOn(key, again)}.`,
  reopenedOver: (id: string, why: string, key: string | undefined, again: string) =>
    `${capital(why)}. Sheet ${id} is no longer closed with 'tafel finish', but the game stays over: ` +
    `${playOn(key, again)}.`,
  rulesOrSheet: "--rules and --sheet both say which rules: give one (--sheet judges by that sheet's own).",
  judgeOtherGame: (id: string, game: string, asked: string) =>
    `Sheet ${id} plays ${game}, not ${asked}: judge ${game} with it, or leave out --sheet.`,
  /** Under an answer judged by the default rules of a game that has others. */
  judgedBy: (rules: string, others: readonly string[]) =>
    `By the ${rules} rules, the default; ${either(
      others.map((r) => `--rules ${r}`),
      'en',
    )} ${others.length === 1 ? 'answers' : 'answer'} otherwise, --sheet <id> judges by a sheet's.`,
  neitherOutranks: (reason: string) => `Neither bid outranks the other. ${reason}.`,
  outranks: (hi: string, lo: string, reason: string) => `"${hi}" outranks "${lo}": ${reason}.`,
  cardWins: (n: number, card: string, reason: string) => `Card ${n} (${card}) wins: ${reason}.`,
  playAny: (list: string) => `You may play any card: ${list}.`,
  mayPlay: (list: string) => `You may play ${list}.`,
  mayNot: (cards: string, reason: string) => `Not ${cards}: ${reason}.`,
  fourHanded: (n: number, out: readonly string[], four: string) =>
    `With ${n} players ${out.join(' and ')} would sit out, and judge score scores one four-handed deal: name ` +
    `the four who play, e.g. --players ${four}.`,
  ourPlayers: (refusal: string, seats: string) =>
    `${refusal} Without --players judge score's seats are ${seats}; --players names your own (e.g. --players ` +
    'Ann,Bert,Cis,Dirk).',
  // The deal last: its own text has colons ("Ann (Ann + Cis) took: 90 - 72, made").
  wouldScore: (deal: string) => `Would score (nothing is stored): ${deal}`,
  /** judge score --sheet: the deal as that sheet's next one. */
  wouldScoreOn: (deal: string, w: string, n: number, id: string, dealer: string) =>
    `Would score as ${w} ${n} of ${id}, dealt by ${dealer} (nothing is stored): ${deal}`,
  sheetOwn: (flag: string) =>
    `--sheet judges that sheet's next deal, with its own players, stake and totals: leave out ${flag} (or --sheet).`,
  /** judge score: who this deal puts out of the game (Toepen: the limit reached). */
  outAfter: (names: string) => `Out of the game from now on: ${names}.`,
  noActiveSheet:
    "No active sheet: start one with 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk' or pick one with " +
    "'tafel use <id>'.",
  /**
   * No active sheet where this device holds an event's table sheets (a scorer's device after `event import`): the way
   * to pick a table, `event table` (until 2026-12-08 the line above, with another game's `tafel new`). `few`: each
   * table with its sheet, the round where it is not the last drawn and the event where it is not the active one; none
   * when there are more (`count`, of `event` where that is one and not the active). `others`: more sheets are here.
   */
  noActiveTable: (here: TablesHere) =>
    `No active sheet: pick your table with ${pickFrom(here)}` +
    `${here.others ? ", or another sheet with 'tafel use <id>'" : ''}.`,
  /**
   * `tafel event table <n>` where that table's sheet is not in this data folder (a scorer's device holds its own table
   * only; until 2026-12-08 it was made active all the same, and the next `record` said "No sheet"): the tables that are
   * here (`here`, as `noActiveTable` names them; none when no table sheet is here) and how to bring this one, its file
   * exported on the organiser's device (`asked`: the round where not the last drawn, the event where not the active).
   */
  tableNotHere: (asked: TableHere, here: TablesHere | undefined) =>
    `Table ${asked.table}'s sheet ${asked.sheet} is not on this device: ` +
    `${here ? `pick your table with ${pickFrom(here)}, or bring` : 'bring'} its file from the organiser ` +
    `('tafel event export --format json --table ${asked.table}${tableFlags(asked)}' there, then ` +
    "'tafel event import <file>' here).",
  emptySheetId: "An empty sheet id: give a sheet's id or its beginning ('tafel sheets' lists them).",
  fitsSeveral: (given: string, matches: readonly string[]) =>
    `"${given}" fits several sheets (${matches.join(', ')}): give more of the id.`,
  titledSeveral: (title: string, ids: readonly string[]) =>
    `Several sheets are titled "${title}" (${ids.join(', ')}): give the id of the one you mean.`,
  noSheet: (given: string) => `No sheet "${given}". 'tafel sheets' lists the sheets.`,
  /** `tafel delete <title>`: delete takes the whole id, and the title names the sheets it could be. */
  deleteByTitle: (title: string, ids: readonly string[]) =>
    `"${title}" is the title of ${listed(ids, 'en')}: delete takes the whole id` +
    (ids.length === 1 ? ` ('tafel delete ${ids[0]}').` : ' of the one you mean.'),
  /** A sheet asked for by its id that is in the trash (`tafel delete`). */
  noSheetDeleted: (id: string, days: number, near: readonly string[]) =>
    `Sheet ${id} was deleted: 'tafel undelete ${id}' brings it back (within ${days} days of the delete)` +
    `${near.length ? `; or did you mean ${near.join(', ')}? Give the whole id` : ''}.`,
  noSheetNear: (given: string, near: readonly string[]) =>
    `No sheet "${given}". Did you mean ${near.join(', ')}? Give the whole id.`,
  cannotScore: (id: string, why: string) =>
    `Sheet ${id} holds a deal that cannot be scored (${why}); the file was left untouched: 'tafel doctor' ` +
    `shows it and can restore the previous version.`,
  activeSheet: (id: string) => `Active sheet: ${id}`,
  noSheetsYet: "No sheets yet. Start one with 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk'.",
  sheetsHead: ['', 'id', 'started', 'game', 'rules', 'players', 'deals', 'finished'],
  unreadableGroup: 'Unreadable',
  eveningOf: (date: string) => `Evening of ${date}`,
  unreadableCell: 'unreadable: see tafel doctor',
  /** A sheet whose file is gone while its previous version is still there. */
  goneCell: 'file gone: see tafel doctor',
  yes: 'yes',
  alreadyFinished: (id: string) =>
    `Sheet ${id} is already finished: 'tafel sheet ${id}' shows it, 'tafel reopen ${id}' opens it again.`,
  sharePotNoPot: (game: string) => `--share-pot is only for a game with a pot (zwikken), not ${game}.`,
  /** `finish --share-pot` on a sheet whose pot holds nothing: it is closed, and no row of 0.00 is added. */
  potEmpty: 'The pot is empty: there is nothing to share.',
  potLeft: (pot: string, id: string) =>
    `${pot} is left in the pot, not shared out: share it with 'tafel reopen ${id}' and then 'tafel finish ${id} ` +
    `--share-pot'.`,
  deleteNeedsForce: (id: string, days: number) =>
    `Deleting ${id} needs confirming: add --force ('tafel undelete' brings it back within ${days} days).`,
  deleteQuestion: (id: string, days: number) => `Delete sheet ${id} (recoverable for ${days} days)?`,
  nothingDeleted: 'Nothing deleted.',
  /** The confirm of `tafel delete` or `tafel event delete` stopped (Ctrl-C, Ctrl-D). */
  deleteStopped: 'Stopped; nothing was deleted.',
  deleted: (id: string, days: number) =>
    `Deleted sheet ${id}; 'tafel undelete ${id}' brings it back within ${days} days.`,
  deletedUnreadable: (id: string, why: string, folder: string, days: number) =>
    `Deleted sheet ${id}: its file ${why}. 'tafel undelete' cannot bring it back; its files stay in ${folder} ` +
    `for ${days} days.`,
  deletedPrevious: (id: string, why: string, deals: number, days: number) =>
    `Deleted sheet ${id}: its file ${why}. 'tafel undelete ${id}' brings back its previous version ` +
    `(${grouped(deals, 'en')} deal${deals === 1 ? '' : 's'}) within ${days} days.`,
  noDeleted: (days: number) => `No deleted sheets (they are kept for ${days} days).`,
  deletedHead: ['id', 'deleted', 'kept until'],
  trashProblem: (problem: string, id: string) =>
    `${problem}: kept until 'tafel undelete ${id}' or until you remove its folder.`,
  /** A trash entry undelete refuses (its deleted.json does not read, its folder is a link): listed by doctor too. */
  trashBroken: (problem: string, id: string) =>
    `${problem}: kept, and 'tafel undelete ${id}' leaves it as it is until it is repaired by hand or moved away.`,
  back: (id: string) => `Sheet ${id} is back.`,
  backAs: (id: string, now: string) => `Sheet ${id} is back as ${now} (${id} is taken).`,
  /** Undelete of a sheet whose file did not read: its previous version came back. */
  fromPrevious: (why: string, deals: number) =>
    `Its file ${why}, so its previous version (${grouped(deals, 'en')} deal${deals === 1 ? '' : 's'}) came back.`,
  dealLine: (n: number, text: string, w: string) => `${capital(w)} ${n}: ${text}`,
  notThisGamesFlag: (flag: string, id: string, game: string, flags: readonly string[]) =>
    `${flag} is no flag of ${game}, the game of ${id} (${flags.join(' ')}): for another sheet add --sheet <id>, ` +
    `or 'tafel use <id>' first ('tafel sheets' lists them).`,
  /** `command`: the command said to, `record`, `edit` or `correct`. */
  playsElsewhere: (name: string, id: string, there: string, here: string, active: boolean, command: string) =>
    `${name} plays on ${there}, not on ${active ? 'the active sheet ' : ''}${here}: ` +
    (active ? `add --sheet ${id}, or 'tafel use ${id}' first.` : `${command} with --sheet ${id} instead.`),
  /** An entrant of an event with no seat in `round` of it: `how`, as the standings mark it; `from`, if withdrawn. */
  sitsOut: (
    name: string,
    round: number,
    event: string,
    how: 'bye' | 'absent' | 'withdrawn',
    id: string,
    from: number,
  ) =>
    `${name} sits out round ${round} of ${event} (${how === 'withdrawn' ? `withdrawn from round ${from} on` : how}), ` +
    `so does not play on ${id}: check the name ('tafel event plan --round ${round} --event ${event}' shows who sits ` +
    'where).',
  closed: (id: string) => `Sheet ${id} was closed with 'tafel finish': 'tafel reopen ${id}' opens it again.`,
  /**
   * `record` on a finished sheet: closed by `finish` alone (`why` undefined: reopen plays on), or over by its own rules
   * (`why`), where `key` is the house rule whose higher value plays on, if one does (reopen too, when closed).
   */
  finishedStartNew: (id: string, again: string, closed: boolean, why?: string, key?: string) =>
    why !== undefined && key !== undefined
      ? `${capital(why)}. Sheet ${id} is finished: 'tafel set ${key}=<higher>' plays on` +
        `${closed ? ` once 'tafel reopen ${id}' opens it` : ''}, or start a new one with '${again}'.`
      : `${why === undefined ? '' : `${capital(why)}. `}Sheet ${id} is finished: start a new one with '${again}'` +
        `${closed && why === undefined ? `, or open it again with 'tafel reopen ${id}'` : ''}.`,
  /** `w`, `ws`: the game's word for a deal and its plural (lang.ts DEAL, DEALS; Game.dealWord, dealWords). */
  nothingToEdit: (n: string) =>
    `'tafel edit ${n}' names nothing to change: give the contract or the flags that change ('tafel edit --help' ` +
    'lists them).',
  noDealToEdit: (id: string, n: string, deals: number, w: string, ws: string) =>
    deals === 0
      ? `Sheet ${id} has no ${ws} yet, so there is no ${w} ${n} to edit.`
      : `There is no ${w} ${n}: sheet ${id} has ${deals === 1 ? `only ${w} 1` : `${ws} 1 to ${deals}`}.`,
  noCorrection: (id: string, k: number, count: number) =>
    count === 0
      ? `Sheet ${id} has no corrections.`
      : `There is no correction c${k}: sheet ${id} has ${count === 1 ? 'only c1' : `c1 to c${count}`}.`,
  /** `money`: the sheet's correction is money (Zwikken), player=amount. */
  correctionFlag: (flag: string, money: boolean) =>
    `A correction takes player=${money ? 'amount' : 'points'} and --reason, not --${flag}.`,
  nothingToCorrect: (k: number, money: boolean) =>
    `'tafel edit c${k}' names nothing to change: give the new ` +
    `${money ? 'amounts (player=amount)' : 'scores (player=points)'} or --reason.`,
  /** `--reason` or `--force` on a deal's edit; `w`: the game's word for a deal. */
  forCorrections: (flag: string, w: string) =>
    `--${flag} is for a correction ('tafel edit c1 ${flag === 'reason' ? '--reason ...' : '... --force'}'), not a ` +
    `${w}${flag === 'reason' ? `: a ${w} takes --note` : ''}.`,
  correctionLine: (k: number) => `Correction c${k}`,
  correctionUnchanged: (k: number) => `Nothing changed: correction c${k} is already so.`,
  nothingToUndo: (id: string, ws: string) => `Sheet ${id} has no ${ws} to undo.`,
  closedUndo: (id: string, w: string) =>
    `Sheet ${id} was closed with 'tafel finish': 'tafel reopen ${id}' opens it again (then undo works); 'tafel ` +
    `edit' corrects a ${w} without reopening.`,
  nothingToRedo: (id: string, w: string) =>
    `Nothing to redo on sheet ${id}: redo puts back what 'tafel undo' removed, until a new ${w} or correction is ` +
    'recorded or seats are swapped.',
  /**
   * A deal `redo` would put back as number `n`, refused (`why`, record's refusal) by what changed since the undo: the
   * house rules, or a deal before it (deal 1 has none). `w`, `ws`: the game's word for a deal and its plural.
   */
  putBackRefused: (n: number, why: string, w: string, ws: string) =>
    `${capital(w)} ${n} cannot be put back: the house rules${n > 1 ? ` or the ${ws} before it` : ''} changed since ` +
    `the undo, so ${w} ${n} no longer stands: ${why}. Set back what changed, or record ${w} ${n} anew.`,
  noRoom: (id: string, w: string, key?: string) =>
    `Sheet ${id} is finished: there is no room for another ${w}${key ? `; 'tafel set ${key}=<higher>' plays on` : ''}.`,
  noDealsToChart: (id: string, ws: string) => `No ${ws} on ${id} yet: nothing to chart.`,
  chartHidden: 'under a later line',
  /**
   * What the chart draws: its deals, then any corrections among them, then a pot shared at the end (Zwikken). `glue`:
   * what joins a count to its word (a no-break space on a screen, core/unsafe.ts GLUE).
   */
  chartCaption: (deals: number, corrections: number, settled: boolean, w: string, ws: string, glue = ' ') =>
    `running totals after each ${w} (${deals}${glue}${deals === 1 ? w : ws}` +
    `${corrections > 0 ? `, ${corrections}${glue}${corrections === 1 ? 'correction' : 'corrections'}` : ''}` +
    `${settled ? ', then the pot shared' : ''})`,
  skipped: (id: string, why: string) => `tafel: warning: skipped sheet ${id}: ${why}`,
  /** An event or season an export could not read (src/event/backup.ts LeftOut); `why` names its file and the way on. */
  exportLeftOut: (kind: 'event' | 'season', id: string, why: string) =>
    `tafel: warning: left the ${kind} ${id} out of the export` +
    `${kind === 'event' ? ', its table sheets are in it as plain sheets with every deal' : ''}: ${why} Then ` +
    `export again.`,
  /** Table sheets whose event is not on this device: exported as plain sheets. */
  tablesPlain: (event: string, sheets: string[]) =>
    `tafel: warning: the event ${event} of the table ${sheets.length === 1 ? 'sheet' : 'sheets'} ` +
    `${listed(sheets, 'en')} is not on this device: the export holds ${sheets.length === 1 ? 'it' : 'them'} as ` +
    `${sheets.length === 1 ? 'a plain sheet' : 'plain sheets'} with every deal.`,
  noPlayerYet: (name: string) => `No player "${name}": there are no sheets yet.`,
  /** Counted as `export` counts (4,200 sheets). */
  statsHead: (evenings: number, sheets: number, deals: number) =>
    `${grouped(evenings, 'en')} ${evenings === 1 ? 'evening' : 'evenings'}, ${grouped(sheets, 'en')} ` +
    `${sheets === 1 ? 'sheet' : 'sheets'}, ${grouped(deals, 'en')} ${deals === 1 ? 'deal' : 'deals'}.`,
  inFile: (file: string, refusal: string) => `${file}: ${refusal}`,
  /** `writer`: the command that writes what this import reads ('tafel export --format json'). */
  noImportFile: (file: string, writer: string) => `No file ${file}: give the path of a file written by '${writer}'.`,
  /** `tafel import ""`: an empty path (a shell variable that was not set), never the current folder. */
  emptyImportFile: (writer: string) => `<file> is empty: give the path of a file written by '${writer}'.`,
  /** `notUtf8`: the safe reader's words for a file that is not UTF-8 (store.isNotValidUtf), the cause and the fix. */
  importNotUtf8: (file: string, notUtf8: string) => `${file} ${notUtf8}; nothing was imported.`,
  importUnreadable: (file: string, why: string) => `Cannot read ${file}: ${why}; give the path of an export file.`,
  /** Why an import file cannot be read. */
  importWhy: {
    folder: 'it is a folder',
    notFile: 'it is not a plain file (a FIFO or a device)',
    link: 'it is a symbolic link',
    io: (code: string) => `the system answers ${code}`,
    /** `event import` of a file past its limit: its size and the limit in MB (rounded up: never the limit itself). */
    tooBig: (mb: number, limit: number) => `it is ${mb} MB, more than the ${limit} MB an event's export can be`,
  },
  renamedOnImport: (from: string, to: string) => `${from} is now ${to}`,
  // Thousands of ids on one line help nobody: past ten, the count and where to see them.
  imported: (ids: readonly string[]) =>
    ids.length > 10
      ? `Imported ${grouped(ids.length, 'en')} sheets; 'tafel sheets' lists them.`
      : `Imported ${ids.length} ${ids.length === 1 ? 'sheet' : 'sheets'}: ${ids.join(', ')}.`,
  importReading: (file: string, percent: number) => `Reading ${file}: ${percent}%`,
  /**
   * An import stopped (Ctrl-C) while it wrote the sheets: none is imported; `extras`: the file's events and seasons,
   * which go first, are (importing them again changes nothing).
   */
  importStopped: (extras: boolean): string =>
    extras
      ? 'Stopped; the sheets were not imported (the events and seasons were): run the same import again to add them.'
      : 'Stopped; nothing was imported.',
  importWriting: (n: number) => `Writing ${grouped(n, 'en')} ${n === 1 ? 'sheet' : 'sheets'}...`,
  exporting: (done: number, total: number) => `Exporting: ${grouped(done, 'en')} of ${grouped(total, 'en')} sheets`,
  exportOutOfMemory: (n: number, mb: number) =>
    `The export of ${grouped(n, 'en')} sheets ran out of the memory set aside for it (${mb} MB) before it finished ` +
    'writing to standard output. Export to a file with --out <file>: it then starts again without that bound.',
  /** Ctrl-C, SIGTERM or SIGHUP during an export to a file: its temporary file is removed, the file left as it was. */
  exportStopped: (file: string) => `Stopped; nothing was written to ${file}.`,
  exported: (n: number, format: string) => `Exported ${grouped(n, 'en')} ${n === 1 ? 'sheet' : 'sheets'} (${format}).`,
  importedHint: `'tafel use <id>' makes one active.`,
  importUnchanged: (ids: readonly string[]) =>
    ids.length > 10
      ? `${grouped(ids.length, 'en')} sheets are already here, the same: left as they are.`
      : `Already here, the same: ${ids.join(', ')} (left as ${ids.length === 1 ? 'it is' : 'they are'}).`,
  noRateForMoney: (game: string) => `${game} is played for money: it needs no --rate.`,
  /** `given` written as a date that the calendar has not (2026-02-30), or not written as a date at all. */
  badEvening: (given: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(given.trim())
      ? `--evening ${given.trim()}: the calendar has no such date; give one it has, e.g. --evening 2026-11-29.`
      : `--evening needs a date written YYYY-MM-DD, today or yesterday, e.g. --evening 2026-11-29, not "${given}".`,
  noSheetsOn: (date: string, dates: readonly string[]) =>
    `The evening of ${date} has no sheets.` +
    `${dates.length ? ` Evenings with sheets: ${dates.join(', ')}.` : " Start one with 'tafel new'."}`,
  nobodyOwes: 'Nobody owes anything.',
  pays: (from: string, to: string, amount: string) => `${from} pays ${to} ${amount}`,
  countsAsMoney: 'money',
  perPoint: (rate: string) => `${rate} per point`,
  leftOut: 'left out',
  /** A sheet without a rate, as its note says it. */
  shownNotSettled: 'shown but not settled',
  takenAsOne: (names: readonly string[]) => `Taken as one player: ${names.join(' = ')}.`,
  settlementOf: (date: string) => `Settlement of the evening of ${date}`,
  balances: 'Balances:',
  nothingSettled: 'Nothing settled: no sheet counts (see below).',
  cannotReplay: (why: string) => `cannot be replayed: ${why}`,
  notNumbers: 'replays to totals that are not numbers',
  fileProblem: (file: string, reason: string) => `${file} ${reason}`,
  backupGone: 'missing',
  notAFolder: 'is not a folder: tafel cannot keep anything there',
  lockedElsewhere: (holder: string, file: string) =>
    `is locked by a tafel that cannot be checked from here (${holder}); if no tafel runs there any more, ` +
    `remove ${file}`,
  /** A lock file that names no holder: the next command that takes the lock breaks it (store/lock.ts isStale). */
  tornLock:
    'is locked by a lock file that names no holder (torn or empty): the next command that changes it breaks that ' +
    'lock after about 2 seconds',
  unknownGame: (typed: string, games: string, tip: string | undefined) =>
    `Unknown game "${typed}". Games: ${games}.${tip ? ` Did you mean '${tip}'?` : ''}`,
  topicOrSearch: 'Give either a topic or --search, not both: e.g. tafel rules --search troel.',
  rulesNeedGame: '--rules needs a game: e.g. tafel rules belote --rules ffb.',
  sheetPlaysGame: (id: string, game: string, asked: string) => `Sheet ${id} plays ${game}, not ${asked}.`,
  sheetPlaysRules: (id: string, rules: string, asked: string) =>
    `Sheet ${id} plays the ${rules} rules, not ${asked}: leave --rules out.`,
  topicOfOther: (typed: string, game: string, other: string, rules: string, cmd: string, ids: string) =>
    `"${typed}" is a topic of the ${game} ${other} rules, not of ${rules}: '${cmd}'. Topics of ${rules}: ${ids}.`,
  noTopic: (typed: string, game: string, rules: string, guess: string | undefined, ids: string, search?: string) =>
    `No topic "${typed}" in ${game} (${rules}).${guess ? ` Did you mean "${guess}"?` : ''} Topics: ${ids}.` +
    (search ? ` '${search}' searches every game.` : ''),
  searchNeedsWords: '--search needs words: e.g. tafel rules --search "solo slim".',
  searchRulesNeedGame: '--rules needs a game: e.g. tafel rules belote --rules ffb --search litige.',
  noMatch: (query: string, tip: string | undefined) =>
    `No topic matches "${query}".${tip ? ` Did you mean '${tip}'?` : ''} 'tafel rules' lists every game and topic.`,
  presetForOther: (name: string, game: string, asked: string) =>
    `Preset ${name} is for ${game}, not ${asked}: leave the game out or choose another preset.`,
  presetHoldsWhat:
    "Say what the preset holds: --from-sheet <id>, or --game with new's flags, e.g. tafel preset save vrijdag " +
    '--game kleurenwiezen --players Ann,Bert,Cis,Dirk.',
  /** `line`: the preset save line typed, without its stake. */
  presetNeedsStake: (game: string, line: string) =>
    `${capital(game)} is played for a stake: add --stake <amount>, e.g. ${line} --stake 0.10.`,
  gameNotSheet: (game: string, sheet: string, sheetGame: string) =>
    `--game ${game} does not fit --from-sheet ${sheet}, a ${sheetGame} sheet: leave --game out.`,
  playersAtStart: 'players at the start',
  stake: 'stake',
  perPointShort: '/point',
  /** Each of the three ends with `left`: presetLeftOut, or nothing. */
  presetSaved: (name: string, what: string, left: string) => `Preset ${name} saved: ${what}.${left}${startWith(name)}`,
  /** Saved again for its game: `what` it holds now. */
  presetUpdated: (name: string, what: string, left: string) =>
    `Preset ${name} updated: ${what}.${left}${startWith(name)}`,
  /** Saved again with what it holds already: nothing written. */
  presetUnchanged: (name: string, what: string) => `Nothing changed: preset ${name} already holds ${what}.`,
  /** Saved again for another game (or over one that cannot start a sheet): `game` and `rest` say the old one. */
  presetReplaced: (name: string, game: string, rest: string, what: string, left: string) =>
    `Preset ${name} replaced: it was a ${game} table (${rest}); now ${what}.${left}${startWith(name)}`,
  /** The house rules of the preset's or sheet's rule set `from` (game and rule set), not carried to `rules`. */
  presetLeftOut: (from: string, rules: string, pairs: string) =>
    ` Left out (house rules for ${from}, not carried to ${rules}): ${pairs}.`,
  noPresets: "No presets yet. Save one with 'tafel preset save <name> --from-sheet <id>'.",
  /** settings.json is gone (removed by hand) while its previous version holds `n` presets. */
  presetsInPrevious: (n: number) =>
    `The settings file is gone, but its previous version holds ${grouped(n, 'en')} preset${n === 1 ? '' : 's'}: ` +
    `'tafel doctor --restore settings.json' puts it back.`,
  presetRows: { game: 'game', rules: 'rules', players: 'players', stake: 'stake', set: 'house rules', rates: 'rates' },
  presetTitle: (name: string) => `Preset ${name}`,
  presetDeleted: (name: string | undefined) => `Preset ${name} deleted.`,
  newFromPreset: (name: string) => `new sheet: ${name}`,
  badFormat: (given: string) => `--format must be csv, json, md or html, not "${given}".`,
  formatDisagrees: (
    given: string,
    out: string,
    name: string,
    holds: string,
    ext: string,
    fixed: string,
    byExt: string,
  ) =>
    `--format ${given} and --out ${out} disagree: ${name} would hold ${holds}, not ${ext}. Give --out ${fixed}, ` +
    `or --format ${byExt}, or leave out --format (the extension decides).`,
  unknownExtension: (out: string, ext: string) =>
    `--out ${out}: tafel does not write .${ext} files. Name it .csv, .json, .md or .html, or add --format ` +
    `with one of those to write that into this name.`,
  badExcel: (given: string) =>
    `--excel must be nl (a Dutch or Belgian Excel: ; between fields, decimal comma), not "${given}".`,
  outExists: (target: string) => `${target} exists already: add --force to overwrite it, or choose another --out.`,
  emptyOut: '--out is empty: give the name of the file to write, or leave out --out to write to standard output.',
  outIsFolder: (target: string) =>
    `${target} is a folder: give --out the name of a file, in that folder or elsewhere (--force replaces a file, ` +
    'never a folder).',
  outNotFile: (target: string) =>
    `${target} is not a plain file (a link, a pipe, a device or a socket), and --out replaces only a file: give the ` +
    'name of a file, or leave out --out to write to standard output (`> file` works too).',
  outUnderFile: (target: string, file: string) =>
    `Cannot write ${target}: ${file} is a file, not a folder. Give --out a name in a folder that exists.`,
  /**
   * A file named with --out (an export, a page) that could not be written; `why` is the system's code. Nothing of it is
   * left (its temporary file goes), a file it would replace is as it was.
   */
  cannotWrite: (target: string, why: string) =>
    `Cannot write ${target} (${why}): ` +
    (why === 'ENOSPC' || why === 'EDQUOT'
      ? `${why === 'ENOSPC' ? 'the disk is full' : 'the disk quota is used up'}. Nothing was written: free some ` +
        'space, or give --out a file on another disk.'
      : why === 'EROFS'
        ? 'the disk is read-only. Nothing was written: give --out a file on another disk.'
        : 'check that the folder exists and is writable.'),
  /** --out naming a file in the data directory `dir` (or a folder of it), where tafel keeps its own files. */
  outInDataDir: (target: string, dir: string) =>
    `${target} is in tafel's data directory ${dir}, where tafel keeps its own files (an export there is taken ` +
    'for one of them, or replaces one): give --out a name outside that folder.',
  oneSelection: 'Give one of <id>, --evening <date> or --all, not several.',
  nothingToExport: (evening: string | undefined, dates: readonly string[]) =>
    `${evening === undefined ? 'There are no sheets to export.' : `The evening of ${evening} has no sheets.`}` +
    `${dates.length > 0 ? ` Evenings with sheets: ${dates.join(', ')}.` : " Start one with 'tafel new'."}`,
  activeOnly: (id: string, date: string, sheets: number) =>
    `Exported the active sheet ${id} only; the evening of ${date} has ${sheets} sheets: 'tafel export ` +
    `--evening ${date}' exports them all.`,
  excelNotCsv: (format: string) => `--excel is for CSV: add --format csv (not ${format}).`,
  excelNotCsvFile: (out: string, format: string) =>
    `--excel is for CSV, and --out ${out} asks for ${format} by its extension: name the file .csv.`,
  htmlNotAll: 'An HTML page holds one sheet or one evening: give <id> or --evening <date>, not --all.',
  jsonNoSettlement:
    'A JSON export holds the sheets, not a settlement: leave out --rate and --preset, ' +
    "or use 'tafel settle --json' with them.",
  wrote: (n: number, format: string, file: string) =>
    `Wrote ${grouped(n, 'en')} ${n === 1 ? 'sheet' : 'sheets'} (${format}) to ${file}.`,
  /**
   * The JSON backup of a data directory with events or seasons: each counted (until 2026-12-07 a backup with sheets
   * said only "Wrote 3 sheets", its events and seasons unsaid).
   */
  wroteBackup: (sheets: number, events: number, seasons: number, file: string) =>
    `Wrote the backup of ${listed(
      [
        ...(sheets > 0 ? [`${grouped(sheets, 'en')} ${sheets === 1 ? 'sheet' : 'sheets'}`] : []),
        ...(events > 0 ? [`${grouped(events, 'en')} ${events === 1 ? 'event' : 'events'}`] : []),
        ...(seasons > 0 ? [`${grouped(seasons, 'en')} ${seasons === 1 ? 'season' : 'seasons'}`] : []),
      ],
      'en',
    )} (json${sheets === 0 ? ', no sheet yet' : ''}) to ${file}.`,
  noSheetsToExport: "There are no sheets to export. Start one with 'tafel new'.",
};
