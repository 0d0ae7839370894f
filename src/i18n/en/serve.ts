import { serveHelp } from './serve-help.js';
import { capital, listed, runOf } from '../lang.js';
import type { Text } from '../lang.js';

/** Rows of a sheet: deals from number `deal` on and corrections from c`correction` on. */
type Rows = { deal: number; deals: number; correction: number; corrections: number };

/** "Deals 6 and 7 were", "Deal 3 and correction c1 were": rows as the players name them; w, ws: the game's words. */
const rowsWere = (rows: Rows, w: string, ws: string): string =>
  `${capital(
    listed(
      [
        ...(rows.deals > 0 ? [`${rows.deals === 1 ? w : ws} ${runOf(rows.deal, rows.deals, 'en')}`] : []),
        ...(rows.corrections > 0
          ? [`correction${rows.corrections === 1 ? '' : 's'} ${runOf(rows.correction, rows.corrections, 'en', 'c')}`]
          : []),
      ],
      'en',
    ),
  )} ${rows.deals + rows.corrections === 1 ? 'was' : 'were'}`;

/** Who recorded rows a phone's page did not see. */
const BY = { phone: 'from another phone', terminal: 'from the terminal', both: 'from another phone and the terminal' };

/** The messages of src/serve/ (the live board) and of `tafel serve`, in English. nl/serve.ts has the same keys. */
export const serve = {
  // The page
  live: 'live',
  reconnecting: 'reconnecting…',
  noScript: 'This page refreshes itself every 15 seconds.',
  eveningOf: (date: string) => `Evening of ${date}`,
  nextDealer: (name: string) => `Next to deal: ${name}`,
  sittingOut: (names: string) => `Sitting out: ${names}`,
  finished: (outcome: string) => `Finished. ${outcome}`,
  lastDeals: (ws: string) => `Last ${ws}`,
  wholeSheet: 'The sheet',
  lastRows: (shown: number, all: number) => `The last ${shown} of ${all} rows ('tafel sheet' shows them all)`,
  noDeals: (ws: string) => `No ${ws} yet.`,
  // w, ws: the game's word for a deal, one and several (a round in Toepen, a spel in Jokeren).
  chart: (w: string) => `Running totals after each ${w}`,
  perGame: 'Totals per game',
  settleUp: 'Settle-up preview',
  square: 'Nobody owes anything.',
  pays: (from: string, to: string, amount: string) => `${from} pays ${to} ${amount}`,
  noActive: "No active sheet yet: start one with 'tafel new', and the board follows it.",
  // The event board (`serve --event`)
  standings: 'Standings',
  roundOf: (round: number, rounds: number) => `Round ${round} of ${rounds}: the tables`,
  tableNo: (n: number) => `Table ${n}`,
  versus: 'against',
  tableState: (state: 'missing' | 'open' | 'finished', deals: number, planned: string, w: string, ws: string) =>
    state === 'missing'
      ? 'Not on this device yet'
      : `${state === 'finished' ? 'Finished' : 'Playing'}: ` +
        (planned === 'none' ? `${deals} ${deals === 1 ? w : ws}` : `${deals} of ${planned} ${ws}`),
  noRoundYet: "No round drawn yet: the plan shows here after 'tafel event draw'.",
  eventFinished: 'finished, standings final',
  noActiveEvent: "No active event yet: start one with 'tafel event new', or give its id: tafel serve --event <id>.",
  noEvening: (date: string) => `The evening of ${date} has no sheets yet: the board shows them as soon as there are.`,
  refused: (id: string, why: string) => `Sheet ${id} cannot be shown: ${why}`,
  /** `event`: on the event board, whose settings name the active event. */
  settingsRefused: (why: string, event = false) =>
    `The settings (which ${event ? 'event' : 'sheet'} is active) cannot be read: ${why}`,
  eventRefused: (id: string, why: string) => `Event ${id} cannot be shown: ${why}`,
  tableRefused: (sheet: string, why: string) =>
    `The table sheet ${sheet} cannot be shown, and the standings need it: ${why}`,
  gone: (id: string) => `Sheet ${id} is no longer there (deleted or renamed).`,
  /** `alone`: the whole message (a phone's), else said after "Sheet … cannot be shown:". */
  unreadable: (reason: string, alone: boolean) =>
    `${alone ? 'The file' : 'its file'} ${reason}. 'tafel doctor' on the computer that runs tafel says what it can ` +
    'restore.',
  // The computer's own failures, said to a phone or a board without a path, host, pid or command (docs/board.md):
  // what a player can do; the terminal that runs tafel serve says the rest (phoneFailed).
  busy:
    'The sheet is busy: another tafel is writing it, so nothing was written. Try again in a moment; if it stays ' +
    'busy, tell whoever runs tafel serve.',
  lockedElsewhere:
    'The sheet is locked by a tafel on another computer, so nothing was written. Tell whoever runs tafel serve.',
  lockLost:
    'Another tafel took the sheet over while this one was writing it, so nothing was written. Look at the sheet, ' +
    'then try again.',
  /** A write that would pass the most a tafel file may hold (store/files.ts fitsCap): a new sheet is started there. */
  full:
    'The sheet is full: tafel cannot keep a larger one, so nothing was written. Tell whoever runs tafel serve; the ' +
    'next deals go on a new sheet.',
  /** `cause`: ioCause. */
  notWritten: (cause: string) =>
    `The computer that runs tafel could not save this (${cause}), so nothing was written. Tell whoever runs tafel ` +
    'serve, then look at the sheet and try again.',
  notRead: (cause: string) =>
    `The computer that runs tafel could not read its data (${cause}). Tell whoever runs tafel serve.`,
  /** A system error's code (ENOSPC) in words. */
  ioCause: (code: string): string =>
    (
      ({
        ENOSPC: 'its disk is full',
        EDQUOT: 'its disk quota is used up',
        EROFS: 'its disk is read-only',
        EACCES: 'no permission',
        EPERM: 'no permission',
      }) as Record<string, string>
    )[code] ?? `error ${code}`,
  dataDir: 'The data folder of tafel on the computer that runs it cannot be used. Tell whoever runs tafel serve.',
  /** On the terminal that runs tafel serve (standard error): a phone's write refused, with the terminal's reason. */
  phoneFailed: (sheet: string, why: string) => `Not written from a phone to sheet ${sheet}: ${why}`,
  /** A request the server could not answer for a fault of its own (a 500): said on the terminal that runs it. */
  answerFailed: (why: string) => `A page's request could not be answered (500): ${why}`,
  // The write path shared with the scorer's phone (src/serve/write.ts)
  // `line`: the write was a deal, whose line the page keeps; else an undo, a redo or a finish, not done.
  // `rows`: deals from number `deal` on and corrections from c`correction` on; `by`: who wrote them.
  staleRecorded: (rows: Rows, by: 'phone' | 'terminal' | 'both', line: boolean, w: string, ws: string) =>
    `${rowsWere(rows, w, ws)} recorded ${BY[by]} since your page last saw the sheet: ` +
    (line
      ? 'your line is kept; look at the sheet and record it again if it is still to be written.'
      : 'nothing was done; look at the sheet and tap again if it is still to be done.'),
  // `back`: the rows taken back, deals from number `deal` on and corrections from c`correction` on ("Deals 6 and 7",
  // "Correction c2"); w, ws: the game's word for a deal, one and several.
  staleUndone: (back: Rows, line: boolean, w: string, ws: string) =>
    `${rowsWere(back, w, ws)} taken back since your page last saw the sheet: ` +
    (line ? 'your line is kept; look at the sheet and record it again.' : 'nothing was done; look at the sheet.'),
  staleCorrected: (what: string, line: boolean) =>
    `${what} was written from the terminal since your page last saw the sheet: ` +
    (line ? 'your line is kept; look at the sheet and record it again.' : 'nothing was done; look at the sheet.'),
  /** A phone's undo of a row edited on the terminal since its page saw it: the deal, or correction c<k> (one row). */
  staleChanged: (row: Rows, w: string, ws: string) =>
    `${rowsWere(row, w, ws)} changed on the computer since your page last saw the sheet: nothing was done; look at ` +
    'the sheet and tap again if it is still to be done.',
  /** A phone's Finish of totals the sheet no longer has (an edit, a correction since): the final totals now. */
  staleTotals: (totals: string) =>
    `The sheet was changed since your page showed its final totals: nothing was done. The totals are now: ${totals}. ` +
    'Look at them again, and tap Finish the table if the players agree.',
  /** A phone's Put it back, when the row to put back is another than its question named: `what`, taken back since. */
  staleRedo: (what: string) =>
    `${capital(what)} was taken back elsewhere since your page last saw the sheet, and is now the one to put ` +
    'back: nothing was done; look at the sheet and tap again if that is the one.',
  /** A phone's Put it back, when nothing is left to put back (an undo and a record elsewhere since); `w`: deal. */
  staleNoRedo: (w: string) =>
    `Since your page last saw the sheet, a ${w} was taken back and another recorded elsewhere: there is nothing to ` +
    'put back now, and nothing was done; look at the sheet.',
  /** A key file that cannot be used (key-file.ts): `said` after its path, then what it is and what removing it does. */
  keyFileLeft: (file: string, said: Text) =>
    `${file} ${said.en}; it was left untouched. It is no sheet but the key of the scorer links and the printed table ` +
    "cards ('tafel serve --scorer', 'tafel event cards'): remove it and tafel makes a new key, with new links and " +
    'tokens; the links and table cards given out before then stop working.',
  /** `tafel doctor`'s line under that file. */
  keyFileHint:
    'remove it and tafel makes a new key for the scorer links, with new links and tokens (those given out before ' +
    'stop working)',
  badKeyFile: "is not a key file of 'tafel serve --scorer' (32 random bytes and the links' generations)",
  // The scorer's page (scorer.md §2)
  scorer: {
    record: 'Record',
    lineLabel: (w: string) => `The ${w} on one line`,
    eg: 'e.g.',
    yes: 'Yes',
    no: 'No',
    undo: (w: string) => `Undo the last ${w}`,
    redo: 'Put it back',
    finish: 'Finish the table',
    noScript: 'This page records with JavaScript on; without it, it only shows the sheet.',
    tooLong: (n: number) =>
      `The line has more than ${n} characters, far more than a line needs: type it again, shorter.`,
    help:
      'Edit, correct, the dealer and house rules stay on the terminal: ' +
      'tafel edit, tafel correct, tafel dealer, tafel set.',
    waitingOne: (w: string) => `1 ${w} waiting to be sent`,
    waitingMany: (ws: string) => `{n} ${ws} waiting to be sent`,
    unchecked: 'not checked yet',
    /** The outbox's first deal, refused when it was sent: its line is back in the input. */
    turnedDown: 'refused: mend it in the line above, or remove it',
    offline: 'No connection: kept on this phone, sent as soon as the server answers again.',
    /** Undo, put back or finish tapped without a connection: only deals wait in the outbox. */
    notDone: 'No connection: nothing was done. Tap again once the server answers.',
    /** Undo, put back or finish sent and no answer came (perhaps done): the page sends the same request again. */
    unknown:
      'No answer from the server: not known yet whether this was done. The same request is sent again until the ' +
      'server answers; it is never done twice.',
    // An answer without a reason of its own (the server's guards answer a status alone): what the page says.
    tooFast: 'Too many at once from this phone: wait a moment, then try again.',
    gone: 'This link no longer writes this sheet: ask whoever runs tafel serve for the new link.',
    failed: 'The server could not do this just now: look at the sheet, then try again.',
    refused: 'The server refused this request: reload the page.',
    remove: 'Remove',
    // A row: its name ("deal 5") and what it holds, after a dash, not in brackets: a deal's text may hold its own
    // ("pass (redeal)").
    undoAsk: (name: string, what: string) => `Undo ${name} – ${what}?`,
    redoAsk: (name: string, what: string) => `Put back ${name} – ${what}?`,
    row: (name: string, what: string) => `${name} – ${what}`,
    dealName: (n: number, w: string) => `${w} ${n}`,
    correctionName: (k: number) => `correction c${k}`,
    finishAsk: (totals: string) => `Final totals: ${totals}. Do the players agree with these totals?`,
    /**
     * The finish of a sheet short of its deal limit, asked as table mode asks it: `only`, play.ts `onlyPlayed` ("Only
     * 3 of the 4 deals are played"); `ws`, the game's word for deals; `sheet`, the sheet's id, unless a club's table.
     */
    finishEarly: (only: string, totals: string, ws: string, sheet?: string) =>
      `${only}: close ${sheet === undefined ? 'the table' : `sheet ${sheet}`} anyway? No ${ws} can be added after ` +
      `that. Final totals: ${totals}. Do the players agree with these totals?`,
    recorded: (n: number, text: string, w: string) => `Recorded: ${w} ${n}, ${text}`,
    already: 'Already recorded: it was sent before and is on the sheet once.',
    alreadyDone: 'Already done: this was sent before and done once.',
    /** After an undo's or a put back's "Already done": the sheet's last row now, or none. */
    lastNow: (row: string) => `Last on the sheet now: ${row}.`,
    noneNow: (ws: string) => `No ${ws} on the sheet now.`,
    alreadyUndone: 'Already recorded, and taken back since (undo): it stays off the sheet.',
    undone: (what: string) => `Taken back: ${what}`,
    redone: (what: string) => `Back: ${what}`,
    finished: 'The table is finished: the organiser sees it.',
    sheetFinished: 'The sheet is finished.',
    alreadyFinished:
      'Already finished, from another phone or the terminal: the totals shown are final; to change them, ask whoever ' +
      'runs tafel serve.',
    /** A line reaching a sheet whose game ended by its rules, not finished yet: the page still offers both buttons. */
    gameOver: (w: string) =>
      'The game is over: this line is not written. If the players agree with the totals, tap Finish the table; if ' +
      `not, Undo the last ${w}.`,
    unread: (example: string, w: string) => `This line does not read as a ${w}: write it like ${example}.`,
    /** A `--` word no deal takes among the line's words (`bert 92 --note x`): that word, not the deal, is wrong. */
    noDealWord: (flag: string, example: string, w: string) =>
      `${flag} is no part of a ${w}: leave it out and write the ${w} like ${example}.`,
    /** A deal in words with one of record's flags beside it (`bert 92 --mars`): a phone writes it all in words. */
    mixedLine: (flag: string, example: string, w: string) =>
      `A ${w} is written in words here, without flags: write ${flag} in words too, like ${example}.`,
    /**
     * One of them that the line has no word for (Rikken's `--trump C`, a note on the sheet): left out, or the deal
     * recorded on the terminal with it (`given`: the flag as typed, with its value).
     */
    noLineWord: (flag: string, given: string, w: string) =>
      `This line has no word for ${flag}: leave it out, or record the ${w} on the terminal with tafel record … ` +
      `${given}.`,
    /** A line with record's own `--dealer` (`pas --dealer Cis`): a phone records the deal of the one in turn. */
    noDealer: (dealer: string) =>
      `The dealer is not typed on the line: ${dealer} deals next. Leave the dealer out; who deals is changed on the ` +
      'terminal (tafel dealer).',
    badRequest: 'This request is not one this page sends: reload the page.',
    cannotFinish: 'This sheet has no end of its own: finish it on the terminal (tafel finish) if the players agree.',
    notShown: 'This sheet is no longer the one on the board: this link still writes it until it is finished.',
    tableHead: (round: number, table: number, names: string) => `Round ${round} · table ${table}: ${names}`,
    noTable: (table: number, round: number) => `No table ${table} in round ${round}.`,
    tablePlayed: (table: number, ws: string) =>
      `All ${ws} of table ${table} are played: this line is not written. Check the totals and tap Finish the table.`,
    noRoundYet: 'No round drawn yet: this page shows the table as soon as the organiser draws.',
    /** A table's write for the sheet of a round drawn again since the page saw it (the same id, other seats maybe). */
    redrawn: (round: number) =>
      `Round ${round} was drawn again since your page last saw it: nothing was written. Reload the page to see who ` +
      'sits at this table now.',
    /** A table's write after `event finish`: the terminal's 'tafel event reopen' is not the phone's to run. */
    eveningFinished: 'The evening is finished: nothing was written; ask whoever runs tafel serve.',
    /** A house rule a game's refusal would have the terminal set (`tafel set blind=on`): the phone asks for it. */
    houseRuleAsk: (pair: string) => `the house rule ${pair} (ask whoever runs tafel serve)`,
    roundClosed: (round: number, table: number) =>
      `Table ${table} has no open sheet in round ${round} (finished, or drawn again): this line is not written; ` +
      'ask the organiser.',
  },
  // The organiser's page and the table cards
  organiser: {
    title: (event: string) => `${event}: the tables`,
    /** The round's heading under the title, which says "the tables" already. */
    round: (round: number, rounds: number, tables: number) =>
      `Round ${round} of ${rounds} · ${tables} ${tables === 1 ? 'table' : 'tables'}`,
    /** The heading of an earlier round's tables still open after the next round was drawn (`event draw --force`). */
    stillOpen: (round: number, rounds: number, tables: number) =>
      `Round ${round} of ${rounds} · still open: ${tables} ${tables === 1 ? 'table' : 'tables'}`,
    finishEarlier: (sheet: string) => `the next round is drawn: finish this table with tafel finish ${sheet}`,
    cards: 'Table cards to print',
    received: (deals: number, planned: string, w: string, ws: string) =>
      planned === 'none' ? `${deals} ${deals === 1 ? w : ws} received` : `${deals} of ${planned} ${ws} received`,
    last: (time: string) => `last write ${time}`,
    none: 'nothing received yet',
    open: 'playing',
    finished: 'finished, totals agreed',
    played: (ws: string) => `all ${ws} played, totals not agreed yet`,
    missing: 'no sheet on this computer',
    silent: (minutes: number) => `silent for ${minutes} minutes`,
    cardScan: "Scan this code with the phone that keeps this table's score.",
    cardTitle: (table: number) => `Table ${table}`,
  },
  // The command
  listening: (url: string) => `Live board: ${url}`,
  /** `host`: the address the board listens on, 127.0.0.1 or ::1. */
  localOnly: (host: string) =>
    `Only this computer can open it (--host ${host}); give --host <address> for the phones on the network.`,
  network: (qr: boolean) => `Phones on the same network open it by the link${qr ? ' or the QR code below' : ''}.`,
  stopHint: 'Ctrl-C stops the board.',
  /** `--open` where the system's opener (xdg-open, open, cmd) could not run, or ran and failed (`exit`). */
  noBrowser: (opener: string, exit?: number) =>
    `Cannot open a browser (${opener} ` +
    `${exit === undefined ? 'is missing or cannot run' : `failed, exit code ${exit}`}): ` +
    'open the address printed above in a browser yourself.',
  stopped: 'Board stopped.',
  badPort: (given: string) => `--port must be a whole number from 0 to 65535 (0: any free port), not "${given}".`,
  badHost: (given: string) =>
    `--host must be an IP address of this machine, such as 127.0.0.1 (or localhost), not "${given}".`,
  cannotListen: (addr: string, why: string) =>
    `Cannot serve on ${addr} (${why}): choose another --port, or --host 127.0.0.1.`,
  // The port is taken; `kept`, when not typed: the one this sheet or event was served on last ('start', so the
  // printed links stay valid), or the one its table cards point at ('cards').
  portTaken: (addr: string, kept?: 'start' | 'cards') =>
    `Cannot serve on ${addr}: the port is in use (by another program, or a tafel serve still running)` +
    (kept === 'start'
      ? '; tafel serve --scorer serves a sheet or event on the port it last served it on, so printed links stay valid'
      : kept === 'cards'
        ? "; it is the port the event's table cards point at"
        : '') +
    ': stop that one, or choose another --port.',
  // The address is none of this machine's: another network than when `serve --scorer` kept it (`kept` as above), or a
  // typo.
  hostGone: (addr: string, kept: 'start' | 'cards' | undefined, here: string) =>
    `Cannot serve on ${addr}: this computer has no such address` +
    (kept === 'start'
      ? ' any more (tafel serve --scorer kept it from its last start)'
      : kept === 'cards'
        ? " (the event's table cards point at it)"
        : '') +
    `: give --host with one of its addresses, e.g. --host ${here}.`,
  needsServe: '--host and --port go with --serve, e.g. tafel play --serve --host 127.0.0.1.',
  oneTarget: 'Give one of a sheet <id>, --evening <date> or --event [<id>], not two.',
  /** `what`: the sheet it writes, unless it is named over the link's code. */
  scorerLink: (url: string, what?: string) => `Scorer${what === undefined ? '' : ` (${what})`}: ${url}`,
  /** Over the board's QR code and the scorer's (of sheet `what`), side by side: which is which. */
  qrBoard: 'Live board',
  qrScorer: (what: string) => `Scorer (${what})`,
  tableLink: (table: number, url: string) => `Table ${table}: ${url}`,
  organiserLink: (url: string, cards: string) => `Organiser: ${url} (table cards to print: ${cards})`,
  /** Said instead of stopHint: it says how to stop. */
  scorerWarning:
    'Anyone holding a scorer link can record into its sheet until Ctrl-C stops this server or someone runs ' +
    "'tafel serve --scorer --new-links'.",
  newLinksDone: 'New scorer links: every earlier link, printed cards included, no longer works.',
  /** `table`: the table's number at an event; else the sheet's id. */
  newLinkDone: (sheet: string, table?: number) =>
    `A new link for ${table === undefined ? `sheet ${sheet}` : `table ${table}`}: its earlier link no longer works.`,
  scorerEvening: '--scorer writes one sheet or the tables of an event, not an evening: give a sheet id or --event.',
  /** `typed`: the command typed, with --scorer added (never --new-links where one link was asked: it ends them all). */
  newLinksNeedScorer: (typed: string) => `--new-links and --new-link go with --scorer: run '${typed}'.`,
  newLinksEvening:
    '--new-links and --new-link renew scorer links, which write one sheet or the tables of an event, not an ' +
    'evening: give a sheet id or --event, with --scorer.',
  badNewLink: (given: string) =>
    `--new-link takes sheet or table <n> (1 to 99), e.g. --new-link table 3, not "${given}".`,
  // `--new-link sheet` on an event's server (`event`: its id), or `--new-link table <n>` on a sheet's (its id).
  newLinkWhich: (what: string, event: boolean) =>
    event
      ? `This server writes the tables of event ${what}, not one sheet: give --new-link table <n> for a table.`
      : `This server writes sheet ${what}, not an event's tables: give --new-link sheet (tables go with --event).`,
  cardsWritten: (n: number, file: string) =>
    n === 1
      ? `1 table card written to ${file}: print it.`
      : `${n} table cards written to ${file}: print them, two to a page.`,
  /** An event's server at another address than its printed table cards (`at`). */
  cardsElsewhere: (at: string) =>
    `The table cards printed for this evening point at ${at}: their links work only while tafel serves there ` +
    "(leave out --host and --port), or print the cards again with 'tafel event cards'.",
  cardsNeedAddress:
    'The table cards need --host and --port (the address tafel serve --scorer --event will serve on), ' +
    'unless tafel serve --scorer ran here before and kept its address.',
  help: serveHelp,
};
