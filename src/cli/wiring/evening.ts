import type { Wire } from '../wire.js';
import { dashOut, many } from '../wire.js';
import type { Ctx } from '../../commands/context.js';
import { streamsOf } from '../../ui/out.js';
import { sheetOf } from './options.js';
import type { Skipped } from '../../evening/evening.js';
import type { Text } from '../../core/errors.js';

type Opts = Record<string, string | boolean | string[] | undefined>;
type Skipping = { skipped: readonly Skipped[]; warnings?: readonly Text[] };

/**
 * A sheet that cannot be read is left out of an evening, and said so on stderr; so is what an export could not carry as
 * it is (`warnings`, whole lines).
 */
async function warnSkipped(ctx: Ctx, out: Skipping): Promise<void> {
  if (out.skipped.length === 0 && !out.warnings?.length) return;
  const { warning } = await import('../../commands/evenings.js');
  const { safe } = await import('../../ui/paint.js');
  for (const s of out.skipped) streamsOf(ctx).sayErr(warning(s, ctx.lang));
  for (const w of out.warnings ?? []) streamsOf(ctx).sayErr(safe(w[ctx.lang]));
}

/**
 * An evening command's run, its skipped sheets warned of; also when it refuses because every sheet was skipped
 * (evening.ts NoneRead, which carries them): each is warned of before that refusal, as the docs promise.
 */
async function warned<T extends Skipping>(ctx: Ctx, run: () => Promise<T>): Promise<T> {
  let out: T;
  try {
    out = await run();
  } catch (e) {
    const none = e as Partial<Skipping> | undefined;
    if (e instanceof Error && Array.isArray(none?.skipped)) await warnSkipped(ctx, { skipped: none.skipped });
    throw e;
  }
  await warnSkipped(ctx, out);
  return out;
}

/** The wiring of src/commands/export.ts, import.ts, chart.ts, stats.ts and settle.ts: the evening. */
export const evening = {
  export: (w: Wire) => {
    w.sub('export')
      .argument('[id]')
      .option('--sheet <id>')
      .option('--evening <date>')
      .option('--all')
      .option('--format <format>')
      .option('--out <file>')
      .option('--force')
      .option('--excel <locale>')
      .option('--rate <game=money>', '', many)
      .option('--preset <name>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: Opts) => {
          const { runExport } = await import('../../commands/export.js');
          const out = await warned(ctx, () => runExport(ctx, sheetOf(id, opts), dashOut(opts)));
          if (out.note && !ctx.json) streamsOf(ctx).sayErr(`tafel: ${out.note[ctx.lang]}`);
          return out;
        }),
      );
  },
  import: (w: Wire) => {
    w.sub('import')
      .argument('<file>')
      .option('--rename')
      .action(
        w.act(async (ctx, file: string, opts: Record<string, boolean | undefined>) =>
          (await import('../../commands/import.js')).runImport(ctx, file, opts),
        ),
      );
  },
  chart: (w: Wire) => {
    w.sub('chart')
      .argument('[id]')
      .option('--sheet <id>')
      .action(
        w.act(async (ctx, id: string | undefined, opts: { sheet?: string }) =>
          (await import('../../commands/chart.js')).runChart(ctx, sheetOf(id, opts)),
        ),
      );
  },
  stats: (w: Wire) => {
    w.sub('stats')
      .option('--player <name>')
      .option('--game <game>')
      .action(
        w.act(async (ctx, opts: Record<string, string | undefined>) => {
          const { runStats } = await import('../../commands/stats.js');
          return warned(ctx, () => runStats(ctx, opts));
        }),
      );
  },
  settle: (w: Wire) => {
    w.sub('settle')
      .option('--evening <date>')
      .option('--rate <game=money>', '', many)
      .option('--preset <name>')
      .action(
        w.act(async (ctx, opts: { evening?: string; rate?: string[]; preset?: string }) => {
          const { runSettle } = await import('../../commands/settle.js');
          return warned(ctx, () => runSettle(ctx, opts));
        }),
      );
  },
};
