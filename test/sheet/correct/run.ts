import type { Ctx, Output } from '../../../src/commands/context.js';
import { runDealer, runRename, runReopen, runSeats, runSet } from '../../../src/commands/amend.js';
import { runRecord, runRedo, runUndo } from '../../../src/commands/deals.js';
import { runCorrect, runEdit } from '../../../src/commands/edit.js';
import { runNew } from '../../../src/commands/new.js';
import { runFinish, runSheet } from '../../../src/commands/sheets.js';
import { Store } from '../../../src/store/store.js';
import { args } from '../../helpers/sheet.js';
import { HOST } from '../../helpers/host.js';
import { testCtx } from '../../helpers/ctx.js';

/** The commands as the binary runs them, on a data directory, answering their JSON documents. */
export function runAmendTest(dir: string, lang: 'en' | 'nl' = 'en') {
  const ctx: Ctx = testCtx({ store: new Store(dir, HOST), lang, json: true });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const json = async (o: Promise<Output>): Promise<any> => (await o).json;
  return {
    new: (game: string, opts: Record<string, unknown>) =>
      json(runNew(ctx, game, { players: 'Ann,Bert,Cis,Dirk', ...opts })),
    record: (line: string, opts = {}) => json(runRecord(ctx, undefined, args(line), opts)),
    edit: (n: string, line: string, opts = {}) => {
      const a = args(line);
      return json(
        runEdit(ctx, undefined, n, n.startsWith('c') ? { words: a.words.length > 0 ? [line] : [], flags: {} } : a, {
          partial: true,
          ...opts,
        }),
      );
    },
    correct: (scores: string, opts: { reason?: string; force?: boolean }) =>
      json(runCorrect(ctx, undefined, scores, opts)),
    undo: () => json(runUndo(ctx, undefined)),
    redo: () => json(runRedo(ctx, undefined)),
    sheet: () => json(runSheet(ctx, undefined)),
    finish: () => json(runFinish(ctx, undefined)),
    reopen: () => json(runReopen(ctx, undefined)),
    dealer: (p: string) => json(runDealer(ctx, undefined, p)),
    rename: (a: string, b: string) => json(runRename(ctx, undefined, a, b)),
    seats: (a: string, b: string) => json(runSeats(ctx, undefined, a, b)),
    set: (pairs: string[]) => json(runSet(ctx, undefined, pairs)),
  };
}
