/**
 * Each command's one line, which the general help (`tafel --help`, `tafel help`) lists beside its name and its own
 * help (`tafel <command> --help`) shows under its usage: a room of its own, so that the general help loads these lines
 * and not the commands' arguments, options and examples (commandHelp.ts, which reads each command's line from here).
 * The subcommands' lines (`judge rank`, `event draw`) are in commandHelp.ts and event-help.ts: only a command's own
 * help lists them. nl/commandDescriptions.ts has the same keys.
 */
export const commandDescriptions = {
  games:
    'the games: their rule sets, players and what each is; with a game, its rule sets and every house rule ' +
    'with its default',
  new: 'start a sheet and make it the active one',
  sheets: 'all sheets, newest first',
  use: 'make a sheet the active one',
  sheet: 'the sheet as on paper (the last deals that fit the screen; --all for every deal)',
  record: 'record one deal on the active (or given) sheet',
  edit:
    'change deal n (only the flags given: --no-mee or --hand "" takes one away) or correction cN; ' +
    'later totals are recomputed',
  undo: 'remove the last deal or correction',
  redo: "put back what 'tafel undo' removed (until a new deal or correction is recorded, or seats are swapped)",
  correct: 'a correction row with its reason: points (money for zwikken) given or taken outside the scoring',
  rename: 'rename a player; every deal, export and statistic follows',
  seats: "swap two players' seats, before the first deal (Belote teams follow the seats)",
  dealer: 'who deals the next deal; the rotation continues from there',
  set:
    'change a house rule after the start; all totals are recomputed (refused when a stored deal becomes ' +
    'impossible)',
  reopen: "open a sheet closed with 'tafel finish' again",
  play: 'the table mode: asks for each deal, shows the sheet; undo, edit, rules, finish from the loop',
  serve: 'the live board: the sheet on every phone at the table, read-only, updated as deals are recorded',
  finish: 'close a sheet and show the final standing and winner',
  delete:
    "delete a sheet (asks on a terminal, needs --force otherwise); 'tafel undelete' brings it back within " + '30 days',
  undelete: 'bring back a sheet deleted in the last 30 days',
  rules: 'look a rule up, in English or Dutch',
  judge: 'settle a dispute: which bid is higher, who won the trick, which cards may be played, what a deal scores',
  export: 'export a sheet, an evening, or everything as CSV, JSON, Markdown or an HTML page',
  import: 'restore sheets from a JSON export',
  chart: 'the running totals as a line chart in the terminal',
  stats: 'statistics across all sheets',
  settle: "who pays whom: the evening's balances and the fewest payments, to the cent",
  preset: 'saved tables: game, rules, house rules, players, stake and settle rates, for tafel new --preset',
  doctor: 'list sheet and settings files that cannot be read; put back their previous version',
  completion: 'print the shell completion script; the examples install it (it works from the next shell on)',
  lang: 'set the default language of messages; without one, say which is in use',
  event: 'club evenings: rounds, tables, a draw, and the standings',
  season: 'a club competition: best N of M nights',
};
