import { misused } from '../../core/errors.js';
import type { Ctx, Output } from '../../commands/context.js';
import type { Wire } from '../wire.js';

/** The wiring of src/commands/serve.ts: the live board, alone or beside table mode (`play --serve`). */
export const serve = {
  serve: (w: Wire) => {
    const c = w.sub('serve');
    c.argument('[id]')
      .option('--evening <date>')
      .option('--event [id]')
      .option('--host <addr>')
      .option('--port <n>')
      .option('--open')
      .option('--no-qr')
      .option('--scorer')
      .option('--new-links')
      .option('--new-link <what...>')
      .action(
        w.act(
          async (
            ctx,
            id: string | undefined,
            opts: Record<string, string | boolean | undefined> & { event?: string | true; newLink?: string[] },
          ) =>
            (await import('../../commands/serve.js')).runServe(ctx, id, {
              ...opts,
              // --lang given: every page speaks it; else each browser's Accept-Language.
              langGiven: c.optsWithGlobals().lang !== undefined,
            }),
        ),
      );
  },
};

/** `tafel play`, with the board beside it when --serve is given (--host and --port go with it). */
export async function play(
  ctx: Ctx,
  id: string | undefined,
  opts: { serve?: boolean; host?: string; port?: string },
): Promise<Output> {
  const { runPlay, checkTerminal } = await import('../../play/run.js');
  if (!opts.serve && (opts.host ?? opts.port) !== undefined) throw misused((t) => t.serve.needsServe);
  if (!opts.serve) return runPlay(ctx, id);
  // Refused before the board starts: its address would be printed, and dead at once.
  await checkTerminal(ctx);
  const where = { host: opts.host, port: opts.port };
  return (await import('../../commands/serve.js')).playServing(ctx, id, where, (i) => runPlay(ctx, i));
}
