import { listed, type Text } from '../lang.js';

/** The messages of src/ui/, in English. nl/ui.ts has the same keys. */
export const ui = {
  /** The words of the sheet as `tafel sheet` draws it (src/ui/sheet-table.ts). */
  sheet: {
    deal: '#',
    dealer: 'dealer',
    contract: 'contract',
    total: 'total',
    next: 'Next to deal',
    finished: 'Finished. Winner',
    /** A team won: one winner in English, "Winnaars" in Dutch. */
    finishedTeam: 'Finished. Winner',
    tie: (tied: readonly string[]) => `Tie between ${listed(tied, 'en')}`,
    /** A finished sheet on which nothing counted (sheet.ts): said in place of the winner. */
    unplayed: (w: string) => `no ${w} was played: no winner`,
    lowWins: 'lowest wins',
    /** A sheet closed before its deal limit (`finish`): the deals played of it (`w`, `ws`: the game's words). */
    closedAfter: (played: number, limit: number, w: string, ws: string) =>
      `Closed after ${played} of ${limit} ${limit === 1 ? w : ws}.`,
    /** The final order of a game that places its players (Toepen): "Places: 1 Dirk, 2 Cis". */
    places: 'Places',
    leads: 'leads',
    hidden: (n: number, w: string, ws: string) =>
      `${n} earlier ${n === 1 ? w : ws} not shown ('tafel sheet --all' shows every ${w})`,
    hiddenShort: (n: number) => `${n} earlier not shown (sheet --all)`,
    /** Under a sheet too wide for the screen even in its narrowest layout, and the same in fewer columns. */
    columnsCut: "Columns cut: widen the terminal, or 'tafel sheet | less -S'",
    columnsCutShort: 'Too narrow: columns cut',
    fromPhone: (deals: string) => `From a phone (tafel serve --scorer): ${deals}`,
    sits: 'sits out',
    with: 'with',
    stake: 'stake',
  },
  cannotWriteToStandard: (code: string) =>
    `Cannot write to standard output (${code}): the file or device it goes to is full or failing, so the ` +
    `output is incomplete. Free some space, or write elsewhere (export: --out <file>).`,
  /**
   * The same after the run had changed the data directory: `done` says what (commands' `done`), else the change in
   * general. It is saved, so the line says not to run the command again (a deal recorded twice).
   */
  savedOutputLost: (code: string, done: Text | undefined) =>
    `${done?.en ?? 'The change was saved'}; only the output is incomplete (standard output could not be written, ` +
    `${code}: the file or device it goes to is full or failing). Do not run the command again.`,
};
