import path from 'node:path';
import { misused } from '../core/errors.js';

/** The formats of `tafel export`, and which one a command line asks for. */
export const FORMATS = ['csv', 'json', 'md', 'html'] as const;
export type Format = (typeof FORMATS)[number];

const NAMES: Record<Format, string> = { csv: 'CSV', json: 'JSON', md: 'Markdown', html: 'HTML' };

/** The format an extension names (vrijdag.md is Markdown), or undefined for any other (.txt). */
function extensionFormat(out: string): Format | undefined {
  const ext = path.extname(out).slice(1).toLowerCase();
  const f = ext === 'markdown' ? 'md' : ext === 'htm' ? 'html' : ext;
  return (FORMATS as readonly string[]).includes(f) ? (f as Format) : undefined;
}

/**
 * The format: --format, else the extension of --out, else `fallback` (no extension, or .txt): CSV for `tafel export`,
 * Markdown for an event's or a season's. A --format that the extension contradicts (--format md --out x.csv) is
 * refused: the file would silently hold another format; so is an extension of another kind without --format (--out
 * x.pdf would be a CSV named .pdf). An empty --out (an unset variable in a script) is refused, as --data-dir "" is:
 * it would otherwise name the current folder.
 */
export function formatOf(given: unknown, out: string | undefined, fallback: Format = 'csv'): Format {
  if (out !== undefined && out.trim() === '') throw misused((t) => t.commands.emptyOut);
  const byExt = out === undefined ? undefined : extensionFormat(out);
  if (given === undefined) {
    const ext = out === undefined ? '' : path.extname(out).slice(1);
    if (byExt === undefined && ext !== '' && ext.toLowerCase() !== 'txt')
      throw misused((t) => t.commands.unknownExtension(out!, ext));
    return byExt ?? fallback;
  }
  const f = String(given).toLowerCase();
  const format = f === 'markdown' ? 'md' : f;
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw misused((t) => t.commands.badFormat(String(given)));
  }
  if (byExt !== undefined && byExt !== format) {
    const name = path.basename(out!);
    const fixed = name.slice(0, name.length - path.extname(name).length) + '.' + format;
    throw misused((t) =>
      t.commands.formatDisagrees(String(given), out!, name, NAMES[format as Format], NAMES[byExt], fixed, byExt),
    );
  }
  return format as Format;
}

/**
 * --excel is for CSV: with another format a usage error. When the extension of --out chose that format, the fix is
 * the file's name (adding --format csv would be refused as a clash with it).
 */
export function excelFits(excel: unknown, format: Format, given: unknown, out: string | undefined): void {
  if (excel === undefined || format === 'csv') return;
  if (given === undefined && out !== undefined && extensionFormat(out) !== undefined)
    throw misused((t) => t.commands.excelNotCsvFile(out, format));
  throw misused((t) => t.commands.excelNotCsv(format));
}
