/**
 * The help of `tafel serve` (and of `play --serve`), which commandHelp.ts takes in: a file of its own, beside the
 * board's texts (serve.ts), which only a run that serves reads.
 */
export const serveHelp = {
  id: 'sheet id (default: the active sheet, followed as it changes)',
  evening:
    'every sheet of this evening: YYYY-MM-DD, today or yesterday, with the totals per game and the settle-up preview',
  event: "an event's board: its name, the standings and the current round's tables (default: the active event)",
  host: 'the address to serve on (default: the first network address of this machine; 127.0.0.1 keeps it local)',
  port: 'the port (default: any free port)',
  /** --host and --port of `tafel serve`, which with --scorer keeps the address each sheet and event was served on. */
  scorerHost:
    'the address to serve on (default: the first network address of this machine; 127.0.0.1 keeps it local); with ' +
    "--scorer the one the sheet or event was last served on (an event's: that of its table cards), until another " +
    '--host',
  scorerPort:
    "the port (default: any free port); with --scorer the one the sheet or event was last served on (an event's: " +
    'that of its table cards), until another --port',
  open: "open the board in this computer's browser too",
  qr: 'leave out the QR code',
  scorer: "also give scorer links that record into the sheet (an event: one per table, and the organiser's page)",
  newLinks: 'a new key for the scorer links: every earlier one stops working',
  newLink: 'a new link for one: sheet, or table <n> (a lost phone)',
  playServe: 'show the live board beside table mode (as tafel serve)',
  x: [
    'tafel serve',
    'tafel serve --host 127.0.0.1 --port 8080',
    'tafel serve --evening today --no-qr',
    'tafel serve --event',
    'tafel serve --scorer',
    'tafel serve --event --scorer --port 8080',
  ],
};
