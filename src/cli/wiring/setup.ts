import { misused } from '../../core/errors.js';
import type { Wire } from '../wire.js';
import { many } from '../wire.js';
import { sheetOf } from './options.js';
import { SHELLS } from '../words.js';

/**
 * The wiring of src/commands/games.ts, new.ts, doctor.ts, lang.ts, of table mode (src/play/run.ts)
 * and of the completion script (src/completion-scripts.ts).
 */
export const setup = {
  games: (w: Wire) => {
    w.sub('games')
      .argument('[game]')
      .action(w.act(async (ctx, game?: string) => (await import('../../commands/games.js')).runGames(ctx, game)));
  },
  new: (w: Wire) => {
    w.sub('new')
      .argument('[game]')
      .option('--preset <name>')
      .option('--players <names>')
      .option('--rules <set>')
      .option('--set <key=value>', '', many)
      .option('--title <text>')
      .option('--stake <amount>')
      .option('--dealer <player>')
      .action(
        w.act(async (ctx, game: string | undefined, opts: Record<string, unknown>) =>
          (await import('../../commands/new.js')).runNew(ctx, game, opts),
        ),
      );
  },
  play: (w: Wire) => {
    w.sub('play')
      .argument('[id]')
      .option('--sheet <id>')
      // The live board beside table mode (issue 23; cli/wiring/serve.ts).
      .option('--serve')
      .option('--host <addr>')
      .option('--port <n>')
      .action(
        w.act(
          async (
            ctx,
            id: string | undefined,
            opts: { sheet?: string; serve?: boolean; host?: string; port?: string },
          ) => (await import('./serve.js')).play(ctx, sheetOf(id, opts), opts),
        ),
      );
  },
  doctor: (w: Wire) => {
    w.sub('doctor')
      .option('--restore <id>')
      .option('--force')
      .action(
        w.act(
          async (ctx, opts: { restore?: string; force?: boolean }) =>
            (await import('../../commands/doctor.js')).runDoctor(ctx, opts),
          { settingsMayBeBroken: true },
        ),
      );
  },
  completion: (w: Wire) => {
    w.sub('completion')
      .argument('<shell>')
      .action(async (shell: string) => {
        if (!(SHELLS as readonly string[]).includes(shell)) throw misused((t) => t.cli.noCompletion(shell));
        const script = (await import('../../completion-scripts.js')).completionScript(shell)!;
        w.out.writeOut(w.json ? `${JSON.stringify({ shell, script }, null, 2)}\n` : script);
      });
  },
  lang: (w: Wire) => {
    w.sub('lang')
      .argument('[lang]')
      .action(
        w.act(async (ctx, value: string | undefined) => (await import('../../commands/lang.js')).runLang(ctx, value)),
      );
  },
};
