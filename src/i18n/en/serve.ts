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
  lastDeals: 'Last deals',
  wholeSheet: 'The sheet',
  lastRows: (shown: number, all: number) => `The last ${shown} of ${all} rows ('tafel sheet' shows them all)`,
  noDeals: 'No deals yet.',
  chart: 'Running totals after each deal',
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
  tableState: (state: 'missing' | 'open' | 'finished', deals: number, planned: string) =>
    state === 'missing'
      ? 'Not on this device yet'
      : `${state === 'finished' ? 'Finished' : 'Playing'}: ${deals} of ${planned} deals`,
  noRoundYet: 'No round drawn yet: the plan shows here after `tafel event draw`.',
  eventFinished: 'finished, standings final',
  noActiveEvent: "No active event yet: start one with 'tafel event new', or give its id: tafel serve --event <id>.",
  noEvening: (date: string) => `No sheets were started on ${date} yet: the board shows them as soon as there are.`,
  refused: (id: string, why: string) => `Sheet ${id} cannot be shown: ${why}`,
  gone: (id: string) => `Sheet ${id} is no longer there (deleted or renamed).`,
  // The command
  listening: (url: string) => `Live board: ${url}`,
  localOnly: 'Only this computer can open it (--host 127.0.0.1); give --host <address> for the phones on the network.',
  network: 'Phones on the same network open it by the link or the QR code below.',
  stopHint: 'Ctrl-C stops the board.',
  stopped: 'Board stopped.',
  badPort: (given: string) => `--port must be a whole number from 0 to 65535 (0: any free port), not "${given}".`,
  badHost: (given: string) => `--host must be an IP address of this machine, such as 127.0.0.1, not "${given}".`,
  cannotListen: (addr: string, why: string) =>
    `Cannot serve on ${addr} (${why}): choose another --port, or --host 127.0.0.1.`,
  needsServe: '--host and --port go with --serve, e.g. tafel play --serve --host 127.0.0.1.',
  oneTarget: 'Give one of a sheet <id>, --evening <date> or --event [<id>], not two.',
  badEvening: (given: string) =>
    `--evening needs a date written YYYY-MM-DD, today or yesterday, e.g. --evening 2026-11-29, not "${given}".`,
  // The help of `tafel serve` (and of `play --serve`), declared by the shell from here.
  help: {
    d: 'the live board: the sheet on every phone at the table, read-only, updated as deals are recorded',
    id: 'sheet id (default: the active sheet, followed as it changes)',
    evening:
      'every sheet of this evening: YYYY-MM-DD, today or yesterday, with the totals per game and the settle-up preview',
    event: "an event's board: its name, the standings and the current round's tables (default: the active event)",
    host: 'the address to serve on (default: the first network address of this machine; 127.0.0.1 keeps it local)',
    port: 'the port (default: any free port)',
    open: "open the board in this computer's browser too",
    qr: 'leave out the QR code',
    playServe: 'show the live board beside table mode (as tafel serve)',
    x: [
      'tafel serve',
      'tafel serve --host 127.0.0.1 --port 8080',
      'tafel serve --evening today --no-qr',
      'tafel serve --event',
    ],
  },
};
