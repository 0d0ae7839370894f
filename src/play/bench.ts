import type { Ctx } from '../commands/context.js';
import { buildSheet } from '../sheet/build.js';
import type { RecordArgs } from '../core/game.js';
import { loadTexts } from '../i18n/index.js';
import { gameById } from '../games/index.js';
import { configOf } from '../sheet/sheet.js';
import type { Host } from '../store/host.js';
import { Store } from '../store/store.js';
import { recordAndShow } from './loop.js';
import type { Prompter } from './prompter.js';

/** A week's worth of ordinary lodige deals, cycled to fill a long sheet. */
const LINES: RecordArgs[] = [
  { words: ['samen', '8'], flags: { by: 'Ann,Cis', tricks: '9' } },
  { words: ['solo', '6'], flags: { by: 'Bert', tricks: '5' } },
  { words: ['pas'], flags: {} },
  { words: ['troel'], flags: { by: 'Cis,Dirk', tricks: '10' } },
  { words: ['piccolo'], flags: { by: 'Ann,Dirk', tricks: 'Ann=1,Dirk=2' } },
  { words: ['samen', '9'], flags: { by: 'Bert,Dirk', tricks: '8' } },
];

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
export async function benchSaveAndRedraw(dir: string, host: Host, deals = 60, runs = 21): Promise<PlayBench> {
  // As `tafel play` does before its loop (play/run.ts).
  await loadTexts('en', 'nl');
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
  const game = gameById('kleurenwiezen');
  const data = buildSheet('kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk', title: 'bench' }, ctx.now(), (id) =>
    ctx.store.exists(id),
  );
  const config = configOf(game, data);
  data.deals = Array.from({ length: deals }, (_, i) => game.parseDeal(LINES[i % LINES.length], config));
  await ctx.store.createSheet(data);
  const sink = { chars: 0 };
  const p = silent(sink);
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    await recordAndShow(ctx, p, data.id, LINES[i % LINES.length]);
    times.push(performance.now() - t0);
    await ctx.store.updateSheet(data.id, (d) => ({ data: { ...d, deals: d.deals.slice(0, deals) }, result: null }));
  }
  const [first, ...rest] = times;
  const sorted = [...rest].sort((a, b) => a - b);
  return { runs: rest, first, deals, median: sorted[Math.floor(sorted.length / 2)] };
}
