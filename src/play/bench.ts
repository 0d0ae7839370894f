import type { Ctx } from '../commands/context.js';
import { buildSheet } from '../sheet/build.js';
import type { RecordArgs } from '../core/game.js';
import { loadTexts, LANGS } from '../i18n/index.js';
import { gameById } from '../games/index.js';
import { configOf } from '../sheet/sheet.js';
import type { Host } from '../store/host.js';
import { Store } from '../store/store.js';
import { recordAndShow } from './loop.js';
import type { Prompter } from './prompter.js';

/** What the bench plays: a game, its table, and deals in `record`'s words, cycled to fill a long sheet. */
export interface BenchSample {
  game: string;
  players: string;
  lines: RecordArgs[];
}

/** Only what a redraw costs: the text is built, then dropped. */
const silent = (sink: { chars: number }): Prompter => ({
  select: async () => undefined as never,
  search: async () => undefined as never,
  checkbox: async () => [],
  input: async () => '',
  number: async () => 0,
  confirm: async () => false,
  say: (text) => {
    sink.chars += text.length;
  },
});

export interface PlayBench {
  /** Milliseconds per run, the first (cold: modules load) left out. */
  runs: number[];
  median: number;
  first: number;
  deals: number;
}

/**
 * Times what the table mode does after the last answer of a deal: save it through runRecord (lock,
 * read, parseDeal, write) and redraw the whole sheet, on a sheet that already holds `deals` deals.
 * In-process: no process start is measured. Every run is undone (untimed) so each sees the same sheet.
 */
export async function benchSaveAndRedraw(
  dir: string,
  host: Host,
  sample: BenchSample,
  deals = 60,
  runs = 21,
): Promise<PlayBench> {
  // As `tafel play` does before its loop (play/run.ts).
  await loadTexts(...LANGS);
  const ctx: Ctx = {
    store: new Store(dir, host),
    lang: 'en',
    json: false,
    color: false,
    interactive: true,
    width: 100,
    screen: {},
    now: () => new Date(),
  };
  const game = gameById(sample.game);
  const data = buildSheet(game.id, { players: sample.players, title: 'bench' }, ctx.now(), (id) =>
    ctx.store.exists(id),
  );
  const config = configOf(game, data);
  data.deals = Array.from({ length: deals }, (_, i) => game.parseDeal(sample.lines[i % sample.lines.length], config));
  await ctx.store.createSheet(data);
  const sink = { chars: 0 };
  const p = silent(sink);
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    await recordAndShow(ctx, p, data.id, sample.lines[i % sample.lines.length]);
    times.push(performance.now() - t0);
    await ctx.store.updateSheet(data.id, (d) => ({ data: { ...d, deals: d.deals.slice(0, deals) }, result: null }));
  }
  const [first, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  return { runs: rest, first, deals, median: sorted[Math.floor(sorted.length / 2)] };
}
