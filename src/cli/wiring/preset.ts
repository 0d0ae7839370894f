import type { Wire } from '../wire.js';
import { many } from '../wire.js';

/** The wiring of src/commands/preset.ts: saved tables. */
export const preset = {
  preset: (w: Wire) => {
    const preset = w.sub('preset');
    const run = async () => import('../../commands/preset.js');
    preset
      .command('save')
      .argument('<name>')
      .option('--from-sheet <id>')
      .option('--game <game>')
      .option('--players <names>')
      .option('--rules <set>')
      .option('--set <key=value>', '', many)
      .option('--stake <amount>')
      .option('--rate <game=money>', '', many)
      .action(
        w.act(async (ctx, name: string, opts: Record<string, unknown>) => (await run()).runPresetSave(ctx, name, opts)),
      );
    preset.command('list').action(w.act(async (ctx) => (await run()).runPresetList(ctx)));
    preset
      .command('show')
      .argument('<name>')
      .action(w.act(async (ctx, name: string) => (await run()).runPresetShow(ctx, name)));
    preset
      .command('delete')
      .argument('<name>')
      .action(w.act(async (ctx, name: string) => (await run()).runPresetDelete(ctx, name)));
    const silent = { writeErr: () => undefined, outputError: () => undefined };
    for (const c of preset.commands) c.exitOverride().configureOutput(silent);
  },
};
