import jsQRModule from 'jsqr';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS: under Jest's ES modules its function may come as the module or as its default.
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/**
 * What a QR code drawn in a terminal says, read as a phone reads it: each character cell is two modules (its upper
 * and lower half) in its foreground or background colour (SGR 30-37, 40-47, 0), drawn as an image with a margin and
 * handed to jsQR (which reads a code light on dark too). Undefined when it does not decode. The terminal's own ink
 * and paper (where no SGR is in force: what is drawn without colour) are those of a `theme`: dark on light, light on
 * dark; without one both read as light, where only the colours draw the code.
 */
export function decodeTerminalQr(lines: readonly string[], theme?: 'light' | 'dark'): string | undefined {
  const grid: boolean[][] = [];
  for (const line of lines) {
    const top: boolean[] = [];
    const bottom: boolean[] = [];
    let fg = 'ink';
    let bg = 'paper';
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '\x1b') {
        const m = /^\x1b\[(\d+)m/.exec(line.slice(i))!;
        const code = Number(m[1]);
        if (code === 0) [fg, bg] = ['ink', 'paper'];
        else if (code >= 30 && code <= 37) fg = code === 30 ? 'black' : 'white';
        else if (code >= 40 && code <= 47) bg = code === 40 ? 'black' : 'white';
        i += m[0].length - 1;
        continue;
      }
      const dark = (c: string) =>
        c === 'black' || (c === 'ink' && theme === 'light') || (c === 'paper' && theme === 'dark');
      const ch = line[i];
      const [u, d] = ch === '█' ? [fg, fg] : ch === '▀' ? [fg, bg] : ch === '▄' ? [bg, fg] : [bg, bg];
      top.push(dark(u));
      bottom.push(dark(d));
    }
    grid.push(top, bottom);
  }
  const scale = 6;
  const margin = 4;
  const w = (Math.max(...grid.map((r) => r.length)) + 2 * margin) * scale;
  const h = (grid.length + 2 * margin) * scale;
  // The margin around the code is the terminal's paper: dark in a dark one.
  const rgba = new Uint8ClampedArray(w * h * 4).fill(theme === 'dark' ? 0 : 255);
  for (let at = 3; at < rgba.length; at += 4) rgba[at] = 255;
  grid.forEach((row, y) => {
    row.forEach((black, x) => {
      if (black === (theme === 'dark')) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + margin) * scale + dy) * w + (x + margin) * scale + dx) * 4;
          rgba.fill(black ? 0 : 255, at, at + 3);
        }
    });
  });
  return jsQR(rgba, w, h)?.data;
}
