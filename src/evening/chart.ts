import type { Lang } from '../i18n/lang.js';
import asciichart from 'asciichart';
import { formatCents } from '../core/money.js';
import type { Game } from '../core/game.js';
import { sheetRows, type SheetView } from '../sheet/sheet.js';
import { textWidth } from '../ui/table.js';
import { textsOf } from '../i18n/index.js';
import { toCents } from './evening.js';

export interface Series {
  id: string;
  unit: Game['unit'];
  /** Each player's running total after each deal (and after a closing settlement, if any). */
  series: Record<string, number[]>;
  /** True when the last point is the settlement of `finish --share-pot`, not a deal. */
  settled: boolean;
  /** The lowest line wins (the game's `lowWins`); absent when the highest does. */
  lowWins?: true;
}

/** Running totals per player; money is summed in cents so the line ends exactly on the total. */
export function seriesOf(view: SheetView, game: Game): Series {
  const money = game.unit === 'money';
  const settlement = view.settlement as { scores: Record<string, number> } | undefined;
  const steps = [...sheetRows(view).map((d) => d.scores), ...(settlement ? [settlement.scores] : [])];
  const series: Record<string, number[]> = {};
  for (const p of view.players) {
    let run = 0;
    series[p] = steps.map((s) => {
      run += money ? toCents(s[p]) : s[p];
      return money ? run / 100 : run;
    });
  }
  return {
    id: view.id,
    unit: game.unit,
    series,
    settled: settlement !== undefined,
    ...(game.lowWins ? { lowWins: true as const } : {}),
  };
}

/**
 * The lowest and highest of several lists of values (and of `also`), by a loop: Math.min(...xs)
 * passes every value as an argument, and a sheet of 40,000 deals overflows the stack that way.
 */
export function extent(
  lists: readonly (readonly number[])[],
  also: readonly number[] = [],
): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const list of [also, ...lists]) {
    for (const v of list) {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  return { min, max };
}

/** One plot character per line when there is no colour: the legend says which is whose. */
export const PLAIN_MARKS = ['*', 'o', '+', 'x', '#', '@', '%', '&'];
const COLOURS = [
  asciichart.blue,
  asciichart.red,
  asciichart.green,
  asciichart.yellow,
  asciichart.magenta,
  asciichart.cyan,
  asciichart.lightred,
  asciichart.lightblue,
];

/** Fits the points to the columns there are: samples evenly when too many, widens each step when few. */
export function fit(values: number[], columns: number): number[] {
  if (values.length === 0) return values;
  if (values.length > columns) {
    const n = Math.max(columns, 2);
    return Array.from({ length: n }, (_, i) => values[Math.round((i * (values.length - 1)) / (n - 1))]);
  }
  const k = Math.max(1, Math.min(6, Math.floor((columns - 1) / Math.max(1, values.length - 1))));
  const out: number[] = [];
  values.forEach((v, i) => {
    if (i === 0) out.push(v);
    // A total holds until the next deal: a step, not an invented slope.
    else for (let j = 0; j < k; j++) out.push(j === k - 1 ? v : values[i - 1]);
  });
  return out;
}

export interface ChartLine {
  label: string;
  values: number[];
}

/**
 * The lines to draw: one per player, or one per team when players carry their team's score
 * (Belote). Players (or teams) whose running totals are equal all the way, such as partners after a
 * troel, share one line named after all of them ("Bert = Dirk"): drawn apart, the later line would
 * hide the earlier one, and the legend would list a player nobody can see.
 */
export function linesOf(view: SheetView, s: Series): ChartLine[] {
  const teams = Array.isArray(view.teams) ? (view.teams as string[][]) : view.players.map((p) => [p]);
  const lines: { labels: string[]; values: number[] }[] = [];
  for (const t of teams) {
    const values = [0, ...s.series[t[0]]];
    const same = lines.find((l) => l.values.length === values.length && l.values.every((v, i) => v === values[i]));
    if (same) same.labels.push(t.join(' + '));
    else lines.push({ labels: [t.join(' + ')], values });
  }
  return lines.map((l) => ({ label: l.labels.join(' = '), values: l.values }));
}

/**
 * A scale whose rows are round steps (1, 2, 5, 10, 20, 25, 50... of the unit) so every axis label is
 * exact and zero falls on a row: asciichart rounds each value to the nearest row.
 */
export function niceScale(min: number, max: number, maxRows: number): { min: number; max: number; rows: number } {
  if (max === min) return { min, max: min + 1, rows: 1 };
  for (let magnitude = 1; ; magnitude *= 10) {
    for (const m of [1, 2, 2.5, 5]) {
      const step = m * magnitude;
      if (!Number.isInteger(step)) continue;
      const lo = Math.floor(min / step) * step;
      const hi = Math.ceil(max / step) * step;
      if ((hi - lo) / step <= maxRows) return { min: lo, max: hi, rows: (hi - lo) / step };
    }
  }
}

/**
 * Draws the lines with asciichart, `width` columns wide at most. Values are whole points, or whole
 * cents for money. Without colour every line is drawn on its own with its own mark, then the
 * drawings are laid over each other (a later line wins a shared cell; the legend names them all).
 */
export function drawChart(
  lines: ChartLine[],
  opts: { width: number; color: boolean; money: boolean; maxRows?: number; lang?: Lang },
): string {
  const p = plotOf(lines, opts);
  // asciichart marks "zero" with ┼ on a row that rounding can shift; a plain ┤ axis never misleads.
  if (opts.color)
    return asciichart.plot(p.fitted, {
      ...p.base,
      colors: lines.map((_, i) => COLOURS[i % COLOURS.length]),
      symbols: ['┤', '┤', '╶', '╴', '─', '╰', '╭', '╮', '╯', '│'],
    });
  return overlaid(p).join('\n');
}

/**
 * The lines no cell of the chart shows (a later line drawn over every cell of theirs, both ways of drawing): the
 * legend says so, rather than list a mark nobody finds. Up to 8 lines, one mark each.
 */
export function hiddenLines(
  lines: ChartLine[],
  opts: { width: number; money: boolean; maxRows?: number; lang?: Lang },
): number[] {
  if (lines.length > PLAIN_MARKS.length) return [];
  const p = plotOf(lines, { ...opts, color: false });
  const rows = overlaid(p).map((row) => [...row].slice(p.plotFrom).join(''));
  return lines.map((_, i) => i).filter((i) => !rows.some((row) => row.includes(PLAIN_MARKS[i])));
}

/** The chart's scale and each line's values on its rows, fitted to the width. */
function plotOf(
  lines: ChartLine[],
  opts: { width: number; color: boolean; money: boolean; maxRows?: number; lang?: Lang },
) {
  const whole = lines.map((l) => ({ ...l, values: l.values.map((v) => (opts.money ? toCents(v) : v)) }));
  const { min, max } = extent(whole.map((l) => l.values));
  const scale = niceScale(min, max, opts.maxRows ?? 12);
  const label = (x: number) => (opts.money ? formatCents(Math.round(x), opts.lang) : String(Math.round(x)));
  // At least 3 wide: asciichart puts a label in one cell at (offset - length), so a shorter label
  // would shift right and touch the axis.
  const labelWidth = Math.max(3, label(scale.min).length, label(scale.max).length);
  const columns = Math.max(2, opts.width - labelWidth - 3);
  // Each value on its nearest row, a half step away from zero both ways (asciichart's own rounding took -30 up to -20
  // where it took +30 up to 40, on rows 20 apart).
  const step = (scale.max - scale.min) / scale.rows;
  const onRow = (v: number) => Math.sign(v) * Math.round(Math.abs(v) / step) * step;
  // biome-ignore lint/suspicious/noFocusedTests: this `fit` is the chart's own function below, not Jest's
  const fitted = whole.map((l) => fit(l.values, columns).map(onRow));
  const base = {
    min: scale.min,
    max: scale.max,
    height: scale.rows,
    offset: 3,
    padding: ' '.repeat(labelWidth),
    format: (x: number) => label(x).padStart(labelWidth),
  };
  return { base, fitted, plotFrom: labelWidth + 2 };
}

/** Without colour: every line drawn on its own with its own mark, laid over each other (a later line wins a cell). */
function overlaid(p: ReturnType<typeof plotOf>): string[] {
  const drawings = p.fitted.map((values, i) => {
    const m = PLAIN_MARKS[i % PLAIN_MARKS.length];
    return asciichart.plot(values, { ...p.base, symbols: ['┤', '┤', m, m, m, m, m, m, m, m] }).split('\n');
  });
  return drawings[0].map((row, r) => {
    const cells = [...row];
    for (const d of drawings.slice(1)) {
      [...d[r]].forEach((ch, c) => {
        if (c >= p.plotFrom && ch !== ' ') cells[c] = ch;
      });
    }
    return cells.join('').trimEnd();
  });
}

/** The legend under the chart: each line's mark (or colour) and its final total. */
export function legend(
  lines: ChartLine[],
  opts: { color: boolean; money: boolean; lang?: Lang; width?: number; hidden?: readonly number[] },
): string {
  const under = textsOf(opts.lang ?? 'en').commands.chartHidden;
  const items = lines.map((l, i) => {
    const last = l.values[l.values.length - 1];
    const shown = opts.money ? formatCents(Math.round(last * 100), opts.lang) : String(last);
    const total = opts.hidden?.includes(i) ? `${shown} (${under})` : shown;
    const mark = opts.color
      ? asciichart.colored('──', COLOURS[i % COLOURS.length])
      : PLAIN_MARKS[i % PLAIN_MARKS.length];
    return { text: `${mark} ${l.label} ${total}`, width: (opts.color ? 4 : 3) + textWidth(l.label) + textWidth(total) };
  });
  // A line of items as wide as `width` allows: a mark stays beside its name and total.
  const out: string[] = [];
  let line = '';
  let used = 0;
  for (const item of items) {
    if (line !== '' && opts.width !== undefined && used + 3 + item.width > opts.width) {
      out.push(line);
      line = '';
      used = 0;
    }
    line += (line === '' ? '' : '   ') + item.text;
    used += (used === 0 ? 0 : 3) + item.width;
  }
  return [...out, line].join('\n');
}
