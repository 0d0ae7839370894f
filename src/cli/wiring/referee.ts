import type { Wire } from '../wire.js';
import { many } from '../wire.js';
import { tableOpts, typedAs, withRecordFlags } from './options.js';

type Opts = Record<string, string | undefined>;

/** `judge score` without --players names the players by seat. */
const SEAT_NUMBERS = ['1', '2', '3', '4', '5', '6'];

/** The referee needs no sheet, and reads the store only for the one `--sheet` names. */
const onlyWithSheet = (opts: Record<string, unknown>) => ({ store: opts.sheet !== undefined });

/** The wiring of src/commands/rules.ts and judge.ts: the referee, which needs no sheet. */
export const referee = {
  rules: (w: Wire) => {
    w.sub('rules')
      .argument('[game]')
      .argument('[topic...]')
      .option('--rules <set>')
      .option('--search <words>')
      .option('--sheet <id>')
      .action(
        w.act(
          // The words after the game are one topic, as record takes a contract: `rules kleurenwiezen grote miserie`.
          async (ctx, game: string | undefined, topic: string[], opts: Opts) =>
            (await import('../../commands/rules.js')).runRules(
              ctx,
              game,
              topic.length === 0 ? undefined : topic.join(' '),
              opts,
            ),
          // Only a sheet's own values need the store.
          (opts) => ({ store: opts.sheet !== undefined }),
        ),
      );
  },
  judge: (w: Wire) => {
    const judge = w.sub('judge');
    const run = async () => import('../../commands/judge.js');
    judge
      .command('rank')
      .argument('<game>')
      .argument('<bidA>')
      .argument('<bidB>')
      .option('--rules <set>')
      .option('--sheet <id>')
      .option('--set <key=value>', '', many)
      .action(
        w.act(
          async (ctx, game: string, a: string, b: string, opts: Opts) =>
            (await run()).runJudgeRank(ctx, game, a, b, opts),
          onlyWithSheet,
        ),
      );
    judge
      .command('trick')
      .argument('<game>')
      .argument('<cards...>')
      .option('--trump <suit>')
      .option('--rules <set>')
      .option('--sheet <id>')
      .option('--players <names>')
      .option('--player-count <n>')
      .option('--set <key=value>', '', many)
      .action(
        w.act(
          async (ctx, game: string, cards: string[], opts: Opts) =>
            (await run()).runJudgeTrick(ctx, game, cards, tableOpts(opts)),
          onlyWithSheet,
        ),
      );
    judge
      .command('play')
      .argument('<game>')
      .option('--trump <suit>')
      .option('--hand <cards>')
      .option('--trick <cards>')
      .option('--pot-holder')
      .option('--called <card>')
      .option('--troela-lead')
      .option('--trick-no <n>')
      .option('--rules <set>')
      .option('--sheet <id>')
      .option('--players <names>')
      .option('--player-count <n>')
      .option('--set <key=value>', '', many)
      .action(
        w.act(
          async (ctx, game: string, opts: Record<string, string | boolean | string[] | undefined>) =>
            (await run()).runJudgePlay(ctx, game, tableOpts(opts)),
          onlyWithSheet,
        ),
      );
    withRecordFlags(judge.command('score'))
      .argument('<game>')
      .argument('[contract...]')
      .option('--rules <set>')
      .option('--sheet <id>')
      .option('--players <names>')
      .option('--stake <amount>')
      .option('--dealer <player>')
      .option('--set <key=value>', '', many)
      .action(
        w.act(
          // An example of a whole deal is one to judge, with the players as this command names them: `tafel judge
          // score kleurenwiezen samen 8 --by 1,2 ...` (the seats), or with --players (or --sheet) as given.
          async (ctx, game: string, words: string[], opts: Record<string, unknown>) => {
            const players = typeof opts.players === 'string' ? opts.players : undefined;
            const sheet = typeof opts.sheet === 'string' ? ` --sheet ${opts.sheet}` : '';
            const given = players ? ` --players ${players}` : sheet;
            const command = `tafel judge score ${game.trim().toLowerCase()}${given}`;
            const names = players ? players.split(',').map((p) => p.trim()) : sheet ? undefined : SEAT_NUMBERS;
            return typedAs(command, async () => (await run()).runJudgeScore(ctx, game, words, opts), names);
          },
          onlyWithSheet,
        ),
      );
    for (const c of judge.commands) c.exitOverride().configureOutput(w.quiet);
  },
};
