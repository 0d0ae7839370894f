import type { Wire } from '../wire.js';
import { sheetOf } from './options.js';

type OnSheet = { sheet?: string };

/** The wiring of src/commands/amend.ts: a sheet's players, dealer, house rules and state. */
export const amend = {
  rename: (w: Wire) => {
    w.sub('rename')
      .argument('<old>')
      .argument('<new>')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, from: string, to: string, opts: OnSheet) =>
          (await import('../../commands/amend.js')).runRename(ctx, opts.sheet, from, to),
        ),
      );
  },
  seats: (w: Wire) => {
    w.sub('seats')
      .argument('<a>')
      .argument('<b>')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, a: string, b: string, opts: OnSheet) =>
          (await import('../../commands/amend.js')).runSeats(ctx, opts.sheet, a, b),
        ),
      );
  },
  dealer: (w: Wire) => {
    w.sub('dealer')
      .argument('<player>')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, player: string, opts: OnSheet) =>
          (await import('../../commands/amend.js')).runDealer(ctx, opts.sheet, player),
        ),
      );
  },
  set: (w: Wire) => {
    w.sub('set')
      .argument('<key=value...>')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, pairs: string[], opts: OnSheet) =>
          (await import('../../commands/amend.js')).runSet(ctx, opts.sheet, pairs),
        ),
      );
  },
  reopen: (w: Wire) => {
    w.sub('reopen')
      .argument('[id]')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: OnSheet) =>
          (await import('../../commands/amend.js')).runReopen(ctx, sheetOf(id, opts)),
        ),
      );
  },
};
