/**
 * Box-drawn tables and the width of terminal text, in one pass over the cells: no dependencies.
 * The output is byte for byte what cli-table3 0.6 drew with the options tafel used (test/ui/table.test.ts
 * compares the two on random tables), and widths are string-width 4's for every character a name may
 * hold; where that library is plainly wrong (a variation selector, a zero-width joiner or a combining
 * mark outside U+0300-U+036F taking a column) this counts what a terminal shows.
 */

/** A colour or style sequence (SGR: ESC [ parameters m); it takes no room on the screen. */
const SGR = /\x1b\[[0-9;]*m/g;
/**
 * Text whose every character is one column and one code unit as `scan` counts them (printable ASCII, Latin-1 and
 * Latin Extended below U+0300, the box drawing of tables): its width is its length, without `scan`, whose loop over
 * every character of every line of a drawn table otherwise got hot enough for V8 to compile it optimised in the
 * background, a job each run then waited for at its end.
 */
const NARROW = /^[\x20-\x7e\xa0-\u02ff\u2500-\u257f]*$/;
const ZERO = /[\p{Mn}\p{Me}\u{e0020}-\u{e007f}]/uy;
const EMOJI = /\p{Emoji}/uy;
const PRESENTED = /\p{Emoji_Presentation}/uy;
const PICTURE = /\p{Extended_Pictographic}/uy;
const MODIFIER_BASE = /\p{Emoji_Modifier_Base}/uy;

const at = (re: RegExp, s: string, i: number): boolean => {
  re.lastIndex = i;
  return re.test(s);
};

/** East Asian Wide and Fullwidth, as string-width 4 (is-fullwidth-code-point 3) has them. */
const wide = (c: number): boolean =>
  c >= 0x1100 &&
  (c <= 0x115f ||
    c === 0x2329 ||
    c === 0x232a ||
    (c >= 0x2e80 && c <= 0x3247 && c !== 0x303f) ||
    (c >= 0x3250 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0xa4c6) ||
    (c >= 0xa960 && c <= 0xa97c) ||
    (c >= 0xac00 && c <= 0xd7a3) ||
    (c >= 0xf900 && c <= 0xfaff) ||
    (c >= 0xfe10 && c <= 0xfe19) ||
    (c >= 0xfe30 && c <= 0xfe6b) ||
    (c >= 0xff01 && c <= 0xff60) ||
    (c >= 0xffe0 && c <= 0xffe6) ||
    (c >= 0x1b000 && c <= 0x1b001) ||
    (c >= 0x1f200 && c <= 0x1f251) ||
    (c >= 0x20000 && c <= 0x3fffd));

/**
 * The columns of a line without colour sequences, and where it must be cut to take at most `limit`:
 * [width, end]. An emoji sequence counts once, 2 columns: a skin tone or a second flag letter adds
 * nothing, nor an emoji joined on with U+200D; U+FE0F makes a text-style emoji (♠) 2 wide.
 */
function scan(s: string, limit: number): [number, number] {
  let w = 0;
  let last = 0; // the width of the previous code point other than U+FE0F and U+200D
  let prev = 0;
  let emoji = false; // inside an emoji sequence
  let flag = false; // after the first letter of a flag
  for (let i = 0; i < s.length; ) {
    const c = s.codePointAt(i)!;
    let cw: number;
    let inEmoji = false;
    if (c < 0x7f) {
      cw = c < 0x20 ? 0 : 1;
      inEmoji = c === 0x23 || c === 0x2a || (c >= 0x30 && c <= 0x39); // a keycap's base: 1️⃣
    } else if (c <= 0x9f || (c >= 0x300 && c <= 0x36f)) cw = 0;
    else if (c < 0x300 || (c >= 0x2500 && c <= 0x257f)) {
      // Latin letters and the box drawing of tables: one column, no regular expression needed
      cw = 1;
      inEmoji = c === 0xa9 || c === 0xae; // © ®
    } else if (c === 0xfe0f) {
      cw = emoji && last === 1 ? 1 : 0;
      inEmoji = emoji;
    } else if (c === 0x200d) {
      cw = 0;
      inEmoji = emoji;
    } else if (c >= 0x1f3fb && c <= 0x1f3ff && emoji && at(MODIFIER_BASE, s, i - (prev > 0xffff ? 2 : 1))) {
      cw = 0;
      inEmoji = true;
    } else if (c >= 0x1f1e6 && c <= 0x1f1ff) {
      cw = flag ? 0 : 2;
      flag = !flag;
      inEmoji = true;
    } else if (at(ZERO, s, i)) cw = 0;
    else if (prev === 0x200d && emoji && at(PICTURE, s, i)) {
      cw = 0;
      inEmoji = true;
    } else {
      cw = at(PRESENTED, s, i) || wide(c) ? 2 : 1;
      inEmoji = at(EMOJI, s, i);
    }
    if (c < 0x1f1e6 || c > 0x1f1ff) flag = false;
    if (w + cw > limit) return [w, i];
    w += cw;
    i += c > 0xffff ? 2 : 1;
    if (c !== 0xfe0f && c !== 0x200d) last = cw;
    prev = c;
    emoji = inEmoji;
  }
  return [w, s.length];
}

/**
 * The width of a text on the terminal: colour codes count nothing, wide characters two; of several lines the widest.
 */
export function textWidth(s: string): number {
  if (NARROW.test(s)) return s.length;
  let max = 0;
  for (const line of s.replace(SGR, '').split('\n')) max = Math.max(max, scan(line, Infinity)[0]);
  return max;
}

/** Styles switched on and off by a sequence of their own (as cli-table3 keeps them), and the colours last set. */
interface Style {
  on: Map<string, boolean>;
  fg?: string;
  bg?: string;
  /** Dim, which cli-table3 does not follow: only closed after a cut. */
  dim?: boolean;
}
const STYLES: Record<string, [string, boolean]> = {};
const OPEN: Record<string, string> = {};
const CLOSE: Record<string, string> = {};
for (const [name, on, off] of [
  ['bold', 1, 22],
  ['italics', 3, 23],
  ['underline', 4, 24],
  ['inverse', 7, 27],
  ['strikethrough', 9, 29],
] as const) {
  OPEN[name] = `\x1b[${on}m`;
  CLOSE[name] = `\x1b[${off}m`;
  STYLES[OPEN[name]] = [name, true];
  STYLES[CLOSE[name]] = [name, false];
}

function follow(st: Style, seq: string): void {
  const params = seq.slice(2, -1);
  const code = params ? parseInt(params.split(';')[0], 10) : 0;
  if ((code >= 30 && code <= 39) || (code >= 90 && code <= 97)) st.fg = seq;
  else if ((code >= 40 && code <= 49) || (code >= 100 && code <= 107)) st.bg = seq;
  else if (code === 0) {
    st.on = new Map();
    st.fg = st.bg = undefined;
    st.dim = false;
  } else {
    const s = STYLES[seq];
    if (s) st.on.set(s[0], s[1]);
    if (seq === '\x1b[2m') st.dim = true;
    if (seq === '\x1b[22m') st.dim = false;
  }
}

function styleOf(line: string): Style {
  const st: Style = { on: new Map() };
  for (const m of line.matchAll(SGR)) follow(st, m[0]);
  return st;
}

/** The sequences that close what is open (colours reset to the default). */
function closing(st: Style): string {
  let out = '';
  for (const [name, on] of st.on) if (on) out += CLOSE[name];
  if (st.bg && st.bg !== '\x1b[49m') out += '\x1b[49m';
  if (st.fg && st.fg !== '\x1b[39m') out += '\x1b[39m';
  return out;
}

/** The sequences that open it again. */
function opening(st: Style): string {
  let out = '';
  for (const [name, on] of st.on) if (on) out = OPEN[name] + out;
  if (st.bg && st.bg !== '\x1b[49m') out = st.bg + out;
  if (st.fg && st.fg !== '\x1b[39m') out = st.fg + out;
  return out;
}

/** A cell's lines, each closing the styles it leaves open and opening those the line before left open. */
function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (!text.includes('\x1b')) return lines;
  let st: Style = { on: new Map() };
  return lines.map((l) => {
    const line = opening(st) + l;
    st = styleOf(line);
    return line + closing(st);
  });
}

/** A line cut to `width` columns (colour codes kept whole), with … where it was cut and open styles closed. */
export function cutLine(s: string, width: number): string {
  if (textWidth(s) <= width) return s;
  const room = width - 1;
  const st: Style = { on: new Map() };
  let out = '';
  let used = 0;
  SGR.lastIndex = 0;
  for (let from = 0; used < room; ) {
    const m = SGR.exec(s);
    let part = s.slice(from, m ? m.index : s.length);
    const [w, end] = scan(part, room - used);
    if (end < part.length) part = part.slice(0, end);
    out += part;
    used += w;
    if (used >= room) break;
    if (!m) break;
    out += m[0];
    follow(st, m[0]);
    from = m.index + m[0].length;
  }
  SGR.lastIndex = 0;
  const close = closing(st);
  return out + close + (st.dim && !close.includes('\x1b[22m') ? '\x1b[22m' : '') + '…';
}

/** A row of cells; a cell may hold several lines. */
export type TableRow = string[];

/** Options of `table` beyond the rows: fixed column widths (padding included) and the padding. */
export interface TableLayout {
  colWidths?: number[];
  padding?: number;
}

/** How wide drawTable draws this table (its lines' width, with one space of padding), without drawing it. */
export function tableWidth(head: string[], rows: TableRow[]): number {
  const widths = head.map(textWidth);
  for (const r of rows) for (let i = 0; i < widths.length; i++) widths[i] = Math.max(widths[i], textWidth(r[i] ?? ''));
  return widths.reduce((total, w) => total + Math.max(1, w + 2), head.length + 1);
}

/**
 * A table as a scorekeeper draws it: a box around it, a rule under the header, no rule between body
 * rows (as compact as the paper sheet), and with `totals` one above the last row. Columns in
 * `alignRight` are aligned right. With `colWidths` a longer line is cut with …, never wrapped.
 * Every row has as many cells as the header.
 */
export function drawTable(
  head: string[],
  rows: TableRow[],
  alignRight: number[] = [],
  totals = false,
  layout: TableLayout = {},
): string {
  const pad = layout.padding ?? 1;
  const n = head.length;
  // A cell is its one line, or its lines when it has several or colour (see linesOf).
  const cells = [head, ...rows].map((r) =>
    head.map((_, i): string | string[] => {
      const text = r[i] ?? '';
      return text.includes('\n') || text.includes('\x1b') ? linesOf(text) : text;
    }),
  );
  const lines = (c: string | string[]) => (typeof c === 'string' ? [c] : c);
  const widths = head.map((_, i) => {
    const fixed = layout.colWidths?.[i];
    if (fixed !== undefined) return Math.max(1, fixed);
    let w = 0;
    for (const r of cells)
      w = Math.max(w, typeof r[i] === 'string' ? textWidth(r[i]) : Math.max(...lines(r[i]).map(textWidth)));
    return Math.max(1, w + 2 * pad);
  });
  const right = head.map((_, i) => alignRight.includes(i));
  const side = ' '.repeat(pad);
  const blank = widths.map((w) => ' '.repeat(w));
  const border = (l: string, m: string, r: string) => l + widths.map((w) => '─'.repeat(w)).join(m) + r;
  const cell = (line: string, i: number): string => {
    const room = widths[i] - 2 * pad;
    const whole = textWidth(line);
    const text = whole <= room ? line : cutLine(line, room);
    const w = text === line ? whole : textWidth(text);
    const fill = room + 1 >= w ? ' '.repeat(Math.max(0, room - w)) : '';
    return side + (right[i] ? fill + text : text + fill) + side;
  };
  const out = [border('┌', '┬', '┐')];
  const draw = (r: (string | string[])[]) => {
    let height = 1;
    for (const c of r) if (typeof c !== 'string') height = Math.max(height, c.length);
    for (let k = 0; k < height; k++) {
      let line = '│';
      for (let i = 0; i < n; i++) {
        const c = r[i];
        const text = typeof c === 'string' ? (k === 0 ? c : undefined) : c[k];
        line += (text === undefined ? blank[i] : cell(text, i)) + '│';
      }
      out.push(line);
    }
  };
  const mid = border('├', '┼', '┤');
  draw(cells[0]);
  if (rows.length > 0) out.push(mid);
  for (let j = 1; j < cells.length; j++) {
    if (totals && rows.length > 1 && j === cells.length - 1) out.push(mid);
    draw(cells[j]);
  }
  out.push(border('└', '┴', '┘'));
  return out.join('\n');
}
