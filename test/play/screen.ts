/**
 * What a terminal of `columns` x `rows` shows after the output `raw`: a small emulator of the
 * sequences tafel and its prompts write (text, CR, LF, cursor moves, erase line and erase down;
 * colours ignored). `wrapped` lists the lines written past the right edge: a line the terminal
 * wrapped onto the next. Enough to test that the sheet and the question fit the screen.
 */
export function screenOf(raw: string, columns: number, rows: number): { lines: string[]; wrapped: string[] } {
  const blank = (): string[] => Array<string>(columns).fill(' ');
  let grid = Array.from({ length: rows }, blank);
  let r = 0;
  let c = 0;
  // xterm's deferred wrap: a character in the last column leaves the cursor there until the next one.
  let pending = false;
  const wrapped: string[] = [];
  const down = () => {
    if (r === rows - 1) grid = [...grid.slice(1), blank()];
    else r++;
  };
  const chars = [...raw];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === '\x1b') {
      const next = chars[i + 1];
      if (next === '[') {
        let j = i + 2;
        let params = '';
        while (j < chars.length && !/[A-Za-z@`~]/.test(chars[j])) params += chars[j++];
        const cmd = chars[j];
        i = j;
        const n = Number(params.replace(/^\?/, '').split(';')[0] || '0');
        const k = Math.max(1, n);
        pending = false;
        if (cmd === 'A') r = Math.max(0, r - k);
        else if (cmd === 'B') r = Math.min(rows - 1, r + k);
        else if (cmd === 'C') c = Math.min(columns - 1, c + k);
        else if (cmd === 'D') c = Math.max(0, c - k);
        else if (cmd === 'G') c = Math.min(columns - 1, k - 1);
        else if (cmd === 'H' || cmd === 'f') {
          const [row, col] = params.split(';').map((x) => Math.max(1, Number(x || '1')));
          r = Math.min(rows - 1, (row ?? 1) - 1);
          c = Math.min(columns - 1, (col ?? 1) - 1);
        } else if (cmd === 'K') {
          for (let x = n === 0 ? c : 0; x < (n === 1 ? c + 1 : columns); x++) grid[r][x] = ' ';
        } else if (cmd === 'J') {
          if (n === 0) {
            for (let x = c; x < columns; x++) grid[r][x] = ' ';
            for (let y = r + 1; y < rows; y++) grid[y] = blank();
          } else if (n === 2 || n === 3) grid = Array.from({ length: rows }, blank);
        }
        // Anything else (colours, cursor shown or hidden) changes no character.
      } else if (next === ']') {
        // An operating system command (a title): up to BEL or ESC \.
        let j = i + 2;
        while (j < chars.length && chars[j] !== '\x07' && !(chars[j] === '\x1b' && chars[j + 1] === '\\')) j++;
        i = chars[j] === '\x07' ? j : j + 1;
      } else if (next === '(' || next === ')') i += 2;
      else i += 1;
    } else if (ch === '\r') {
      c = 0;
      pending = false;
    } else if (ch === '\n') {
      down();
      pending = false;
    } else if (ch === '\b') {
      c = Math.max(0, c - 1);
      pending = false;
    } else if (ch >= ' ') {
      if (pending) {
        wrapped.push(grid[r].join('').trimEnd());
        c = 0;
        down();
        pending = false;
      }
      grid[r][c] = ch;
      if (c === columns - 1) pending = true;
      else c++;
    }
  }
  return { lines: grid.map((line) => line.join('').trimEnd()), wrapped };
}
