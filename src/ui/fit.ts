import { GLUE, unglued } from '../core/unsafe.js';
import { cutLine, drawTable, tableWidth, textWidth, type TableRow } from './table.js';

/**
 * Listings (`sheets`, `stats`, `games`) fitted to the terminal as `tafel sheet` is: drawn as they are
 * when they fit (and always on a pipe or in a file, which have no width), else narrowed by rules
 * per column, so that a box is never wrapped by the terminal into a broken one.
 */

/** How much screen a command's text may take. Leave out a bound for none (a pipe or a file has no screen). */
export interface Screen {
  /** Columns: no line is longer. */
  width?: number;
  /** Lines (one left for the shell's prompt): `tafel sheet` shows the most recent deals that fit. */
  height?: number;
}

/**
 * The screen of standard output: the terminal's size, or on a pipe COLUMNS and LINES when they are set
 * (else no bound: a file gets every listing and the whole sheet). One line is left for the shell's
 * prompt. Read by the shell (src/cli/context.ts) each time the command asks its Ctx, so a window resized while the
 * command runs (table mode) is the size its next text is fitted to.
 */
export function screenOf(
  std: { columns(): number | undefined; rows(): number | undefined },
  env: Readonly<Record<string, string | undefined>>,
): Screen {
  const num = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : undefined);
  const width = std.columns() || num(env.COLUMNS);
  const rows = std.rows() || num(env.LINES);
  return { width, height: rows === undefined ? undefined : rows - 1 };
}

/** How a column may narrow. A column that does not wrap (ids, numbers, money) is never cut. */
export interface FitColumn {
  /**
   * Prose: wraps at spaces inside its cell; a word is never cut, nor a group joined by GLUE (a contract's last
   * word and its count, `samen 38/50`; an evening and its amount, `2026-12-06 -15`).
   */
  wrap?: boolean;
  right?: boolean;
  /**
   * Left out, as the very last step before cutting, when nothing else makes the table fit: a detail
   * the caller names in a note (fitTableDropping says which were left out). A glued group is parted only after.
   */
  optional?: boolean;
}

/**
 * A step taken, in order, while the table is still too wide: column `col` moves into column `into`,
 * as a line of its own under the cell's text (sep '\n', the default) or after it (sep ' ' or '=').
 * Every value stays on screen: a row takes a second line instead of the terminal wrapping it.
 */
export interface FitStep {
  col: number;
  into: number;
  sep?: string;
}

/**
 * What a layout costs: the lines of its rows (the borders are the same in every layout), then how often its texts
 * break where they wrap, so that of two layouts as tall the one whose texts read more whole is drawn.
 */
type Cost = readonly [height: number, breaks: number];

const cheaper = (a: Cost, b: Cost): boolean => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

/** A prose column is not made narrower than this while a step is left that gives it more room. */
const COMFORT = 12;

const words = (s: string): string[] => s.split(' ').filter((w) => w !== '');

/** A line's own indent: the colour codes it starts with, then its spaces. */
const LEAD = /^((?:\x1b\[[0-9;]*m)*)( *)/;

/**
 * One line broken at its spaces, the first line `first` columns wide and the others `rest`, measured as the screen
 * shows them (textWidth: a colour code takes no room, a wide character two). The spacing between words is kept as
 * written (a listing's two spaces before its next column), the spaces where a line breaks are dropped; a word longer
 * than its line keeps a line of its own, whole, and a group joined by GLUE is parted at its glue only when no line
 * would hold it. Colour codes stay with their word.
 */
function breakLine(line: string, first: number, rest: number): string[] {
  const parts = [...line.matchAll(/( *)([^ ]+)/g)].map((m) => ({ gap: m[1], word: m[2] }));
  const out: string[] = [];
  let cur = '';
  let used = 0;
  let room = first;
  for (let k = 0; k < parts.length; k++) {
    const { gap, word } = parts[k];
    const ww = textWidth(word);
    // The spaces before the line's first word stay only where the text itself starts.
    const space = cur === '' && out.length > 0 ? 0 : gap.length;
    const fits = used + space + ww <= room;
    if (!fits && word.includes(GLUE) && ww > (cur === '' ? room : rest)) {
      const group = word.split(GLUE).map((w, i) => ({ gap: i === 0 ? gap : ' ', word: w }));
      parts.splice(k--, 1, ...group);
      continue;
    }
    if (!fits && cur !== '') {
      out.push(cur);
      [cur, used, room] = [word, ww, rest];
      continue;
    }
    cur += ' '.repeat(space) + word;
    used += space + ww;
  }
  out.push(cur);
  return out;
}

/**
 * A text wrapped at spaces to `width` columns (colour codes kept with their word); a longer word
 * keeps a line of its own.
 */
export function wrapWords(text: string, width: number): string[] {
  return text.split('\n').flatMap((line) => (textWidth(line) <= width ? [line] : breakLine(line, width, width)));
}

/**
 * One line of text wrapped to `width` columns, its first line after `first` and the others after `rest` (a
 * numbered item's `  1. ` and the spaces under it). The one wrapping of every text tafel prints: wrapWords and
 * wrapProse go through it, and so do the rules pages (rules/render.ts).
 */
export function wrapHanging(text: string, width: number, first = '', rest = first): string[] {
  return breakLine(text, width - textWidth(first), width - textWidth(rest)).map((l, i) => (i === 0 ? first : rest) + l);
}

/**
 * Prose wrapped at the terminal's width at word boundaries, each continuation line indented by
 * `indent` spaces (a hanging indent) beyond the line's own indent, which every part keeps (a help's
 * `  $ tafel ...` example, a rule's `  - ...` item, a dimmed line's spaces after its colour code), never at a space
 * joined by GLUE (drawn as a space). Without a width (a pipe, a file) the text is not wrapped.
 */
export function wrapProse(text: string, width: number | undefined, indent = 2): string {
  if (!width) return unglued(text); // none known (a pipe; a terminal of size 0)
  const wrapped = text
    .split('\n')
    .map((line) => {
      if (textWidth(line) <= width) return line;
      const [own, codes, spaces] = LEAD.exec(line)!;
      const lead = spaces.length <= width / 2 ? spaces : '';
      const pad = ' '.repeat(Math.min(indent, Math.max(0, width - lead.length - 10)));
      return wrapHanging(line.slice(own.length), width, codes + lead, lead + pad).join('\n');
    })
    .join('\n');
  return unglued(wrapped);
}

/** A cell as fitting sees it: its parts, each on lines of its own; a part may wrap or not. */
interface Part {
  text: string;
  wrap: boolean;
}

const longestWord = (s: string): number => Math.max(0, ...s.split('\n').flatMap(words).map(textWidth));

/**
 * The least and the most a part wants: [hard, comfortable, natural, loosest]; hard keeps a group joined by GLUE whole,
 * loosest parts it too.
 */
type Want = readonly [number, number, number, number, ...unknown[]];

/** How many lines a text is when it does not wrap. */
const lineCount = (text: string): number => {
  let n = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) n++;
  return n;
};

function want(p: Part, isHead: boolean): [number, number, number, number] {
  const natural = textWidth(p.text);
  if (!p.wrap) return [natural, natural, natural, natural];
  const hard = longestWord(p.text);
  const loosest = p.text.includes(GLUE) ? longestWord(unglued(p.text)) : hard;
  // A header wraps before a value does: "per deal" reads as well on two lines.
  return [hard, isHead ? hard : Math.min(natural, Math.max(hard, COMFORT)), natural, loosest];
}

/**
 * The table `drawTable` draws, fitted to `width` columns: as it is when it fits; else prose columns
 * wrap (not below COMFORT), headers wrap at their spaces, and of the steps the first so many are
 * taken that give the fewest lines; failing that, prose wraps down to its longest word or glued group,
 * then a glued group is parted too; only past all that is a line cut with ….
 */
export function fitTable(
  head: string[],
  rows: TableRow[],
  cols: FitColumn[],
  steps: FitStep[],
  width: number | undefined,
  totals = false,
): string {
  return fitTableDropping(head, rows, cols, steps, width, totals).text;
}

/**
 * fitTable, which optional columns it had to leave out (none when the table fits with them), and whether even so it
 * had to cut cells with … (`cut`: the caller says so).
 */
export function fitTableDropping(
  head: string[],
  rows: TableRow[],
  cols: FitColumn[],
  steps: FitStep[],
  width: number | undefined,
  totals = false,
): { text: string; dropped: number[]; cut: boolean } {
  const fitted = fitCells(head, rows, cols, steps, width, totals);
  return { ...fitted, text: unglued(fitted.text) };
}

function fitCells(
  head: string[],
  rows: TableRow[],
  cols: FitColumn[],
  steps: FitStep[],
  width: number | undefined,
  totals: boolean,
): { text: string; dropped: number[]; cut: boolean } {
  if (!width || tableWidth(head, rows) <= width) {
    return {
      text: drawTable(
        head,
        rows,
        cols.flatMap((c, i) => (c.right ? [i] : [])),
        totals,
      ),
      dropped: [],
      cut: false,
    };
  }
  // What each part wants and how many lines it takes at a width, once per text: every layout tried
  // asks again of the same cells (a listing of 400 sheets took 150 ms to fit at 80 columns).
  // By whether the part is a header's and whether it wraps, then by its text.
  const wants = [0, 1, 2, 3].map(() => new Map<string, [number, number, number, number]>());
  const wantOf = (p: Part, isHead: boolean): [number, number, number, number] => {
    const known = wants[(isHead ? 2 : 0) + (p.wrap ? 1 : 0)];
    const w = known.get(p.text) ?? want(p, isHead);
    known.set(p.text, w);
    return w;
  };
  const wraps = (i: number): boolean => Boolean(cols[i]?.wrap);
  /** What the body cells of column i want at most, and whether one has a text (the header apart): once. */
  const columns = new Map<number, [number, number, number, number, boolean]>();
  const columnWants = (i: number): [number, number, number, number, boolean] => {
    let a = columns.get(i);
    if (a === undefined) {
      a = [0, 0, 0, 0, false];
      for (const r of rows) {
        const text = r[i] ?? '';
        const w = wantOf({ text, wrap: wraps(i) }, false);
        a = [
          Math.max(a[0], w[0]),
          Math.max(a[1], w[1]),
          Math.max(a[2], w[2]),
          Math.max(a[3], w[3]),
          a[4] || text !== '',
        ];
      }
      columns.set(i, a);
    }
    return a;
  };
  const lineCounts = new Map<string, Map<number, number>>();
  /** How many lines a wrapping part takes at `width` columns (wrapWords), once per text and width. */
  const linesAt = (text: string, width: number): number => {
    const byWidth = lineCounts.get(text) ?? new Map<number, number>();
    lineCounts.set(text, byWidth);
    const n = byWidth.get(width) ?? wrapWords(text, width).length;
    byWidth.set(width, n);
    return n;
  };
  // The columns left out and the steps still open with them (a step that moves one left out is not).
  let dropped: number[] = [];
  let active = steps;

  /**
   * A layout: undefined when it cannot fit, else its cost (Cost) and how to draw it, so that only the layout chosen is
   * drawn (a listing of 400 sheets was drawn whole once per layout tried).
   */
  const attempt = (
    taken: number,
    /** How far cells may narrow: to their comfortable width (0), their longest word or glued group (1), word (2). */
    level: 0 | 1 | 2,
    force: boolean,
  ): { cost: Cost; draw: () => string } | undefined => {
    const moved = new Map<number, FitStep[]>();
    const gone = new Set<number>(dropped);
    for (const s of active.slice(0, taken)) {
      moved.set(s.into, [...(moved.get(s.into) ?? []), s]);
      gone.add(s.col);
    }
    const shown = head.map((_, i) => i).filter((i) => !gone.has(i));
    // A row's cell in column i as parts; the header wraps at its spaces in every column.
    const partsOf = (r: string[], i: number, isHead: boolean): Part[] => {
      const parts: Part[] = [{ text: r[i] ?? '', wrap: isHead || wraps(i) }];
      for (const s of moved.get(i) ?? []) {
        const text = r[s.col] ?? '';
        if (text === '') continue;
        const sep = s.sep ?? '\n';
        // Joined after the cell's own text (its first line: a sheet's title goes on under its id and mark), or on a
        // line of its own under what is there.
        if (sep !== '\n' && parts[0].text !== '')
          parts[0].text = parts[0].text.replace(/^[^\n]*/, (l) => l + sep + text);
        else parts.push({ text, wrap: isHead || wraps(s.col) });
      }
      return parts;
    };
    // A column that joins a cell after its own text (sep ' ' or '=') has texts of its own, asked row by
    // row; any other is its own cells and those moved under it, each as its column's (columnWants).
    const joins = shown.map((i) => (moved.get(i) ?? []).some((st) => (st.sep ?? '\n') !== '\n'));
    const min = shown.map(() => 0);
    const max = shown.map(() => 0);
    const body = shown.map(() => false); // the column's body wraps: it gets spare room first
    const take = (c: number, w: Want) => {
      min[c] = Math.max(min[c], level === 0 ? w[1] : level === 1 ? w[0] : w[3]);
      max[c] = Math.max(max[c], w[2]);
    };
    shown.forEach((i, c) => {
      for (const p of partsOf(head, i, true)) take(c, wantOf(p, true));
      if (joins[c]) {
        for (const r of rows)
          for (const p of partsOf(r, i, false)) {
            take(c, wantOf(p, false));
            if (p.wrap) body[c] = true;
          }
        return;
      }
      for (const j of [i, ...(moved.get(i) ?? []).map((st) => st.col)]) {
        const w = columnWants(j);
        take(c, w);
        // Its own cell is there in every row; one moved under it only where it has a text.
        if (wraps(j) && (j === i ? rows.length > 0 : w[4])) body[c] = true;
      }
    });
    const used = (ws: number[]) => ws.reduce((a, w) => a + w + 2, 0) + ws.length + 1;
    if (!force && used(min) > width) return undefined;
    const widths = [...min];
    // Spare room to prose first, then to headers that wrapped; the columns that lack least are made
    // whole first, so as few cells as may be wrap, and the widest prose takes the rest.
    let spare = width - used(widths);
    for (const prose of [true, false]) {
      const order = widths.map((_, c) => c).filter((c) => body[c] === prose && widths[c] < max[c]);
      order.sort((a, b) => max[a] - widths[a] - (max[b] - widths[b]));
      for (const c of order) {
        const give = Math.min(spare, max[c] - widths[c]);
        widths[c] += give;
        spare -= give;
      }
    }
    const linesOf = (p: Part, c: number) => (p.wrap ? wrapWords(p.text, widths[c]) : p.text.split('\n'));
    // The cost of column widths ws, counted without laying the rows out (and the header row as drawn).
    const costAt = (ws: number[]): Cost => {
      let height = 0;
      let breaks = 0;
      const countOf = (text: string, wrap: boolean, c: number) => {
        const n = lineCount(text);
        if (!wrap) return n;
        const wrapped = linesAt(text, ws[c]);
        breaks += wrapped - n;
        return wrapped;
      };
      for (let k = 0; k <= rows.length; k++) {
        const isHead = k === 0;
        const r = isHead ? head : rows[k - 1];
        let tallest = 1;
        shown.forEach((i, c) => {
          let n = 0;
          if (joins[c] || isHead) for (const p of partsOf(r, i, isHead)) n += countOf(p.text, p.wrap, c);
          else {
            n = countOf(r[i] ?? '', wraps(i), c);
            for (const st of moved.get(i) ?? []) {
              const text = r[st.col] ?? '';
              if (text !== '') n += countOf(text, wraps(st.col), c);
            }
          }
          tallest = Math.max(tallest, n);
        });
        height += tallest;
      }
      return [height, breaks];
    };
    let cost = costAt(widths);
    // Two prose columns or more share the room by cost, not by which lacks least: a long list of values made whole
    // beside a long meaning left the meaning a narrow strip (`tafel games rikken` at 80 columns: 243 lines, now 163).
    // Room moves from one prose column to another while that saves lines.
    const prose = widths.map((_, c) => c).filter((c) => body[c]);
    for (let better = prose.length > 1; better; ) {
      better = false;
      for (const a of prose)
        for (const b of prose)
          for (let d = 1; a !== b && d <= Math.min(widths[a] - min[a], max[b] - widths[b]); d++) {
            const ws = widths.map((w, c) => (c === a ? w - d : c === b ? w + d : w));
            const k = costAt(ws);
            if (cheaper(k, cost)) [widths[a], widths[b], cost, better] = [ws[a], ws[b], k, true];
          }
    }
    // Laid out in lines only when drawn: only the layout chosen is.
    const draw = () => {
      const cells = [head, ...rows].map((r, k) => shown.map((i) => partsOf(r, i, k === 0)));
      const laid = cells.map((r) => r.map((parts, c) => parts.flatMap((p) => linesOf(p, c))));
      const [top, ...lines] = laid.map((r) => r.map((l) => l.join('\n')));
      const aligned = shown.flatMap((i, c) => (cols[i]?.right ? [c] : []));
      const drawn = drawTable(top, lines, aligned, totals, { colWidths: widths.map((w) => w + 2) });
      return force
        ? drawn
            .split('\n')
            .map((l) => cutLine(l, width))
            .join('\n')
        : drawn;
    };
    return { cost, draw };
  };
  // Of the layouts that fit, the one with the fewest lines (as tall: whose texts break least; the fewest steps of
  // those): a step is taken when it saves more wrapped lines than it adds. Only when none fits are the optional
  // columns left out.
  const optional = cols.flatMap((c, i) => (c.optional ? [i] : []));
  for (const drop of optional.length > 0 ? [[], optional] : [[]]) {
    dropped = drop;
    active = steps.filter((s) => !drop.includes(s.col) && !drop.includes(s.into));
    // The loosest level only where a cell has a glued group (else it is the level before), and only once the optional
    // columns are left out: a name kept whole ("Gert & Hans") is parted after the rounds' or nights' scores step aside.
    const glued = drop.length === optional.length && rows.some((r) => r.some((cell) => cell?.includes(GLUE)));
    for (const level of glued ? ([0, 1, 2] as const) : ([0, 1] as const)) {
      let best: { cost: Cost; draw: () => string } | undefined;
      for (let taken = 0; taken <= active.length; taken++) {
        const t = attempt(taken, level, false);
        if (t !== undefined && (best === undefined || cheaper(t.cost, best.cost))) best = t;
      }
      if (best !== undefined) return { text: best.draw(), dropped, cut: false };
    }
  }
  return { text: attempt(active.length, 2, true)!.draw(), dropped, cut: true };
}
