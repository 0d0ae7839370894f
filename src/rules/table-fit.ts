import type { PointTable } from '../core/topic.js';
import { wrapHanging, wrapWords } from '../ui/fit.js';
import type { Paint } from '../ui/paint.js';
import { drawTable, textWidth } from '../ui/table.js';

/**
 * A point table of `tafel rules` fitted to the width (docs/screens.md, "Rules tables on any screen"), loaded
 * only for a topic that has one.
 */

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w !== '');
const longestWord = (s: string): number => words(s).reduce((m, w) => Math.max(m, textWidth(w)), 0);

/**
 * The text width of each column of a boxed table in `width` columns (a cell takes its width and a space either
 * side, a column a border), or undefined when not even a column per longest word fits. A column aligned right
 * holds numbers and does not wrap: it is as wide as its widest cell. The others wrap at their spaces: while the
 * table is too wide, the headers wrap first (as few lines high as the room allows), then the widest column gives
 * up a column, then the two widest, and so on, none below its longest word.
 */
export function columnWidths(head: string[], rows: string[][], right: number[], width: number): number[] | undefined {
  const n = head.length;
  const room = width - (3 * n + 1);
  const least: number[] = [];
  const body: number[] = [];
  const whole: number[] = [];
  head.forEach((h, i) => {
    const wraps = !right.includes(i);
    let hard = longestWord(h);
    let natural = 0;
    for (const r of rows) {
      const cell = r[i] ?? '';
      natural = Math.max(natural, textWidth(cell));
      hard = Math.max(hard, wraps ? longestWord(cell) : textWidth(cell));
    }
    least.push(hard);
    body.push(Math.max(hard, natural));
    whole.push(Math.max(hard, natural, textWidth(h)));
  });
  const sum = (ws: number[]) => ws.reduce((a, w) => a + w, 0);
  if (sum(whole) <= room) return whole;
  if (sum(least) > room) return undefined;
  if (sum(body) <= room) {
    // The body whole; the headers as few lines high as the room allows, each column as narrow as that lets it.
    const lines = (i: number, w: number) => wrapWords(head[i], w).length;
    for (let high = 1; ; high++) {
      const widths = body.map((b, i) => {
        let w = b;
        while (w < whole[i] && lines(i, w) > high) w++;
        return w;
      });
      if (sum(widths) <= room) return widths;
    }
  }
  // The widest columns shrink first: every column at most `cap` (never below its longest word), the largest
  // cap that fits; what is left is one column more for as many of the capped ones, widest first.
  const capped = (cap: number) => body.map((b, i) => Math.max(least[i], Math.min(b, cap)));
  let cap = Math.max(...body);
  while (sum(capped(cap)) > room) cap--;
  const widths = capped(cap);
  let spare = room - sum(widths);
  const order = widths.map((_, i) => i).filter((i) => body[i] > widths[i]);
  order.sort((a, b) => body[b] - body[a] || a - b);
  for (const i of order) {
    if (spare === 0) break;
    widths[i]++;
    spare--;
  }
  return widths;
}

/**
 * A point table in at most `width` columns: a box when it fits, its text wrapped inside its columns as
 * columnWidths lays them out; when it cannot, each row as a block of "header: value" lines (the first at the
 * margin, the others indented, a long one wrapped under itself), blocks apart by a blank line. A cell with no
 * text says nothing in a block. No word is ever cut or left out. With a caption, a blank line before the blocks.
 */
export function fitPointTable(t: PointTable, width: number, p: Paint): string {
  const right = t.right ?? [];
  const head = t.head.map((h) => p.head(h));
  const widths = columnWidths(head, t.rows, right, width);
  if (widths) {
    const wrap = (text: string, i: number, isHead: boolean) =>
      isHead || !right.includes(i) ? wrapWords(text, widths[i]).join('\n') : text;
    return drawTable(
      head.map((h, i) => wrap(h, i, true)),
      t.rows.map((r) => head.map((_, i) => wrap(r[i] ?? '', i, false))),
      right,
      false,
      { colWidths: widths.map((w) => w + 2) },
    );
  }
  const out: string[] = [];
  for (const r of t.rows) {
    const lines = t.head.flatMap((h, i) => {
      const value = words(r[i] ?? '');
      return value.length === 0 ? [] : [[...words(`${h}:`).map((w) => p.head(w)), ...value].join(' ')];
    });
    if (lines.length === 0) continue;
    if (out.length > 0 || t.caption) out.push('');
    lines.forEach((text, k) => {
      out.push(...wrapHanging(text, width, k === 0 ? '' : '  ', '    '));
    });
  }
  return out.join('\n');
}
