import { textWidth } from '../ui/table.js';

/**
 * The board's URL as a QR code for the terminal: two modules per character cell (half blocks), dark
 * on an explicit white background so it scans in a dark terminal too. A URL of about 55 characters
 * gives a code of 33 modules: 18 lines of 35 columns, so it fits 80x24 with the lines around it.
 */
export async function terminalQr(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const drawn = await QRCode.toString(url, { type: 'terminal', small: true, errorCorrectionLevel: 'L' });
  // Without the last lines that show nothing (colour codes alone): a blank line under the code.
  return drawn.replace(/(\n(\x1b\[\d+m)*)+$/, '');
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
