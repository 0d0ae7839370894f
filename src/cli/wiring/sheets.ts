import type { Wire } from '../wire.js';
import { confirmer, needSheet, sheetOf } from './options.js';

/** The wiring of src/commands/sheets.ts: the sheets themselves. */
export const sheets = {
  sheets: (w: Wire) => {
    w.sub('sheets')
      .option('--deleted')
      .action(
        w.act(async (ctx, opts: { deleted?: boolean }) => {
          const run = await import('../../commands/sheets.js');
          return opts.deleted ? run.runDeleted(ctx) : run.runSheets(ctx);
        }),
      );
  },
  use: (w: Wire) => {
    w.sub('use')
      .argument('[id]')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: { sheet?: string }) =>
          (await import('../../commands/sheets.js')).runUse(ctx, needSheet(sheetOf(id, opts), 'use')),
        ),
      );
  },
  sheet: (w: Wire) => {
    w.sub('sheet')
      .argument('[id]')
      .option('--all')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: { all?: boolean; sheet?: string }) =>
          (await import('../../commands/sheets.js')).runSheet(ctx, sheetOf(id, opts), { all: Boolean(opts.all) }),
        ),
      );
  },
  finish: (w: Wire) => {
    w.sub('finish')
      .argument('[id]')
      .option('--share-pot')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: { sharePot?: boolean; sheet?: string }) =>
          (await import('../../commands/sheets.js')).runFinish(ctx, sheetOf(id, opts), Boolean(opts.sharePot)),
        ),
      );
  },
  delete: (w: Wire) => {
    w.sub('delete')
      .argument('[id]')
      .option('--force')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: { force?: boolean; sheet?: string }) => {
          return (await import('../../commands/sheets.js')).runDelete(
            ctx,
            needSheet(sheetOf(id, opts), 'delete'),
            Boolean(opts.force),
            confirmer(ctx),
          );
        }),
      );
  },
  undelete: (w: Wire) => {
    w.sub('undelete')
      .argument('<id>')
      .action(
        w.act(async (ctx, id: string) => {
          const [{ runUndelete }, { dayId }] = await Promise.all([
            import('../../commands/sheets.js'),
            import('../../sheet/dates.js'),
          ]);
          return runUndelete(ctx, dayId(id, ctx.now()));
        }),
      );
  },
};
