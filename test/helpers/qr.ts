import jsQRModule from 'jsqr';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS: under Jest's ES modules its function may come as the module or as its default.
const jsQR = ((jsQRModule as unknown as { default?: Decode }).default ?? jsQRModule) as unknown as Decode;

/**
 * What a QR code drawn in a terminal says, read as a phone reads it: each character cell is two modules (its upper
 * and lower half) in its foreground or background colour (SGR 30-37, 40-47, 0), drawn as an image with a margin and
 * handed to jsQR. Undefined when it does not decode.
 */
export function decodeTerminalQr(lines: readonly string[]): string | undefined {
  const grid: boolean[][] = [];
  for (const line of lines) {
    const top: boolean[] = [];
    const bottom: boolean[] = [];
    let fg = 'default';
    let bg = 'default';
    for (let i = 0; i < line.length; i++) {
      if (line[i] === '\x1b') {
        const m = /^\x1b\[(\d+)m/.exec(line.slice(i))!;
        const code = Number(m[1]);
        if (code === 0) fg = bg = 'default';
        else if (code >= 30 && code <= 37) fg = code === 30 ? 'black' : 'white';
        else if (code >= 40 && code <= 47) bg = code === 40 ? 'black' : 'white';
        i += m[0].length - 1;
        continue;
      }
      const dark = (c: string) => c === 'black';
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
  const rgba = new Uint8ClampedArray(w * h * 4).fill(255);
  grid.forEach((row, y) => {
    row.forEach((black, x) => {
      if (!black) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = (((y + margin) * scale + dy) * w + (x + margin) * scale + dx) * 4;
          rgba.fill(0, at, at + 3);
        }
    });
  });
  return jsQR(rgba, w, h)?.data;
}
