import { capital } from '../lang.js';

const onlyPlayed = (played: number, limit: number, w: string, ws: string): string =>
  `Only ${played} of ${limit === 1 ? `1 ${w}` : `the ${limit} ${ws}`} ${played === 1 ? 'is' : 'are'} played`;

/** Table mode's own words (`tafel play`): its menus and questions. nl/play.ts has the same keys. */
export const play = {
  needsTerminal:
    'Table mode (tafel play) asks questions, so it needs a terminal (and no --no-input): record deals with ' +
    "'tafel record ...' instead.",
  noSheet: 'No sheet opened.',
  /** `w`, `ws`: the game's word for a deal and its plural (a round, a spel). */
  closing: (id: string, deals: number, recorded: number, w: string, ws: string) =>
    `Sheet ${id}: ${deals} ${deals === 1 ? w : ws}, ${recorded} recorded this time.`,
  noQuestions: (game: string) =>
    `Table mode (tafel play) does not know the questions of ${game} yet: record its deals with 'tafel record'.`,
  /** `w`: the game's word for a deal (lang.ts DEAL, Game.dealWord). */
  deal: (n: number, w: string) => `${capital(w)} ${n}`,
  changedDeal: (n: number, w: string) => `${capital(w)} ${n} changed`,
  /** An edit left without a change (back, Esc at its first question). */
  keptDeal: (n: number, w: string) => `${capital(w)} ${n} unchanged`,
  undo: (n: number, w: string) => `undo: remove ${w} ${n}`,
  undoCorrection: (k: number) => `undo: remove correction c${k}`,
  /** Redo's entry: the deal an undo took back (its number), or the correction (undefined). */
  redo: (n: number | undefined, w: string) =>
    n === undefined ? 'redo: put the correction back' : `redo: put ${w} ${n} back`,
  restoredDeal: (n: number, w: string) => `${capital(w)} ${n} put back`,
  changedMeanwhile: (w: string) =>
    `The sheet changed on another terminal or a phone while you answered: this ${w} was not saved. Look at the ` +
    `sheet below and enter it again if it is still to be written.`,
  /** An undo or redo chosen on the sheet as it was, changed elsewhere since (the deal it names may be another). */
  changedNothingDone:
    'The sheet changed on another terminal or a phone meanwhile: nothing was done. Look at the sheet below and ' +
    'choose again.',
  sheetGone: (id: string) =>
    `Sheet ${id} was deleted meanwhile (on another terminal): what you entered was not saved. ` +
    `'tafel undelete ${id}' brings the sheet back.`,
  stopped: 'Stopped; the sheet is saved.',
  stoppedCorrection: 'Stopped; the correction was not written, the sheet is saved.',
  /** Ctrl-C after a deal's first answer: that deal is not on the sheet. */
  stoppedDeal: (n: number, w: string) => `Stopped; ${w} ${n} was not recorded, the sheet is saved.`,
  /** `tafel record`'s questions stopped with Ctrl-C: the deal asked is not written. */
  notRecorded: 'Stopped; nothing was recorded.',
  /** `tafel play`'s questions before a sheet is open ("Which sheet?", a new sheet's) stopped: nothing was written. */
  noStart: 'Stopped; no sheet was started or opened.',
  correct: 'correct: points given or taken, with the reason',
  /** The example: one this sheet takes (its names, its unit, one score per team). */
  correctScores: (money: boolean, example: string) =>
    `Correction as player=${money ? 'amount' : 'points'}, comma separated (e.g. ${example}):`,
  correctReason: 'Why (shown on the sheet):',
  /** `--reason` in a refusal said at the table (inWords). */
  reasonWord: 'the reason',
  dealer: (w: string) => `dealer: who deals the next ${w}`,
  whoDeals: (w: string) => `Who deals the next ${w}?`,
  /** A `--` word no deal takes among the line's words (`bert 92 --note x`): that word, not the deal, is wrong. */
  noDealWord: (flag: string, w: string) => `${flag} is no part of a ${w}: leave it out.`,
  /** A deal in words with one of record's flags beside it (`bert 92 --mars`): the two ways are not mixed. */
  mixedLine: (flag: string, w: string) =>
    `A ${w} is typed in words or all with flags, not both: write ${flag} in words too, or the whole ${w} with flags.`,
  /** One of them that the line has no word for (Rikken's `--trump`, a note): left out, or all the deal in flags. */
  noLineWord: (flag: string, w: string) =>
    `A ${w} in words has no word for ${flag}: leave it out, or type the whole ${w} with flags.`,
  /** A line with record's `--dealer` (`pas --dealer Cis`); `action`: the list's own (`dealer`). */
  noDealer: (action: string) =>
    `The dealer is not typed on the line: leave it out, and choose "${action}" in the list to change who deals.`,
  again: 'new sheet: the same game, rules and players',
  reopen: 'reopen: play on on this sheet',
  edit: (w: string) => `edit: correct a ${w}`,
  rules: 'rules: look a rule up',
  sheet: 'sheet: show the whole sheet',
  finish: 'finish: close the sheet and show the winner',
  quit: (w: string) => `quit: stop here (every ${w} is saved)`,
  rulesOf: 'Rules of what?',
  allTopics: (game: string) => `all topics of ${game}`,
  rulesUnavailable: 'The rules are not available in this version of tafel.',
  morePage: (shown: number, total: number) => `-- lines 1-${shown} of ${total}: Enter for more, Esc to stop --`,
  endPage: '-- end: press a key to go back to the sheet --',
  /** After the whole sheet's last screen (`sheet`): short, so that it stays one line on a narrow screen. */
  endSheet: '-- end of the sheet: press a key --',
  whichDeal: (w: string) => `Which ${w}?`,
  backWord: 'back',
  keepDeal: (n: number, w: string) => `back: keep ${w} ${n} as it is`,
  finished: (id: string) => `Sheet ${id} is finished.`,
  gameOver: 'The game is over. What now?',
  potQuestion: 'Finish the evening: what happens to the pot?',
  potKeep: 'finish; the pot stays as it is',
  potShare: 'finish and share the pot out equally',
  playOn: 'back: play on',
  closeSheet: (id: string, ws: string) => `Close sheet ${id}? No ${ws} can be added after that.`,
  /** A sheet short of its deal limit (6 of 16 deals played); `w`, `ws`: the game's words for a deal. */
  onlyPlayed,
  /** Finish before the sheet's deal limit, asked (the phone's Finish asks it too: serve.ts `finishEarly`). */
  closeEarly: (played: number, limit: number, id: string, w: string, ws: string) =>
    `${onlyPlayed(played, limit, w, ws)}: close sheet ${id} anyway? No ${ws} can be added after that.`,
  saveLine: (text: string) => `Save: ${text}?`,
  /** `w`: what the game calls a deal (a round, a spel). */
  wholeDeal: (text: string, w: string) => `⏎ the whole ${w}: ${text}`,
};
