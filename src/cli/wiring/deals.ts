import type { Wire } from '../wire.js';
import { recordArgs, typedAs, withRecordFlags, withSwitchesOff } from './options.js';

type Opts = Record<string, unknown>;
const str = (v: unknown): string | undefined => v as string | undefined;

/** The wiring of src/commands/deals.ts: deals and corrections on a sheet. */
export const deals = {
  record: (w: Wire) => {
    withRecordFlags(w.sub('record'))
      .argument('[contract...]')
      .option('--sheet <id>')
      .option('--dealer <player>')
      .option('--note <text>')
      .action(
        w.act(async (ctx, words: string[], opts: Opts) => {
          const sheet = str(opts.sheet);
          let given = recordArgs(words, opts);
          // On a terminal a missing contract or flag is asked for; otherwise record refuses it (exit 2).
          const dealer = str(opts.dealer);
          if (ctx.interactive)
            given = await (await import('../../play/fill.js')).fillMissing(ctx, sheet, given, undefined, dealer);
          const { runRecord } = await import('../../commands/deals.js');
          return runRecord(ctx, sheet, given, { dealer, note: str(opts.note) });
        }),
      );
  },
  edit: (w: Wire) => {
    withSwitchesOff(withRecordFlags(w.sub('edit')))
      .argument('<n>')
      .argument('[contract...]')
      .option('--sheet <id>')
      .option('--dealer <player>')
      .option('--note <text>')
      .option('--reason <text>')
      .option('--force')
      .action(
        // An example of a whole deal is an edit of this one: `tafel edit 3 samen 8 ...`, not `tafel record ...`.
        w.act(async (ctx, n: string, words: string[], opts: Opts) =>
          typedAs(`tafel edit ${n.trim()}`, async () =>
            (await import('../../commands/edit.js')).runEdit(ctx, str(opts.sheet), n, recordArgs(words, opts), {
              partial: true,
              dealer: str(opts.dealer),
              note: str(opts.note),
              reason: str(opts.reason),
              force: Boolean(opts.force),
            }),
          ),
        ),
      );
  },
  undo: (w: Wire) => {
    w.sub('undo')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, opts: { sheet?: string }) =>
          (await import('../../commands/deals.js')).runUndo(ctx, opts.sheet),
        ),
      );
  },
  redo: (w: Wire) => {
    w.sub('redo')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, opts: { sheet?: string }) =>
          (await import('../../commands/deals.js')).runRedo(ctx, opts.sheet),
        ),
      );
  },
  correct: (w: Wire) => {
    w.sub('correct')
      .argument('<scores...>')
      .option('--reason <text>')
      .option('--force')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, scores: string[], opts: { reason?: string; force?: boolean; sheet?: string }) => {
          const { runCorrect, scoresOf } = await import('../../commands/edit.js');
          return runCorrect(ctx, opts.sheet, scoresOf(scores), opts);
        }),
      );
  },
};
