import { textWidth } from '../ui/table.js';

/**
 * The board's URL as a QR code for the terminal: two modules per character cell (half blocks). In colour, dark on an
 * explicit white background, so it scans in a dark terminal too. Without colour (NO_COLOR, --no-color, TERM=dumb) no
 * escape at all: the dark modules are the terminal's own ink (blocks) and the light ones and the margin its own
 * background (spaces), dark on light in a light terminal and light on dark in a dark one, which phones read as well.
 * Both the same size: a URL of about 55 characters gives a code of 33 modules, 18 lines of 35 columns with its
 * margin of one module, so it fits 80x24 with the lines around it.
 */
export async function terminalQr(url: string, color: boolean): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const options = { errorCorrectionLevel: 'L' } as const;
  if (!color) return plainQr(QRCode.create(url, options).modules);
  const drawn = await QRCode.toString(url, { type: 'terminal', small: true, ...options });
  // Without the last lines that show nothing (colour codes alone): a blank line under the code.
  return drawn.replace(/(\n(\x1b\[\d+m)*)+$/, '');
}

/** The code's modules in half blocks of the terminal's ink, as the coloured drawing lays them out (margin one). */
function plainQr(modules: { size: number; get(row: number, col: number): number | boolean }): string {
  const { size } = modules;
  const dark = (row: number, col: number) =>
    row >= 0 && row < size && col >= 0 && col < size && Boolean(modules.get(row, col));
  const lines: string[] = [];
  for (let row = -1; row <= size; row += 2) {
    let line = '';
    for (let col = -1; col <= size; col++) {
      const [up, down] = [dark(row, col), dark(row + 1, col)];
      line += up ? (down ? '█' : '▀') : down ? '▄' : ' ';
    }
    // The margin on the right is the terminal's own paper: no spaces left at the ends of the lines.
    lines.push(line.trimEnd());
  }
  return lines.join('\n');
}

/**
 * Two codes side by side, each under its caption, two columns apart, when `width` has room for both (a code of 35
 * columns beside one of 39 takes 76): one under the other, the first scrolled off a terminal of 24 lines. Undefined
 * when they do not fit, or the width is not known.
 */
export function sideBySide(
  left: readonly string[],
  right: readonly string[],
  width: number | undefined,
): string | undefined {
  const [l, r] = [left, right].map((block) => block.flatMap((part) => part.split('\n')));
  const wide = Math.max(...l.map(textWidth));
  if (width === undefined || wide + 2 + Math.max(...r.map(textWidth)) > width) return undefined;
  return Array.from({ length: Math.max(l.length, r.length) }, (_, i) => {
    const at = l[i] ?? '';
    return `${at}${' '.repeat(wide - textWidth(at) + 2)}${r[i] ?? ''}`.trimEnd();
  }).join('\n');
}
