import { MAX_FILE_BYTES, readText } from '../read.js';

/* A trashed sheet's kept copies brought back under another id (trash.ts untrashSheet). */

/** A kept copy's text through the safe reader; empty when it cannot be read. */
export const readRaw = (file: string): string => {
  try {
    return readText(file, MAX_FILE_BYTES);
  } catch {
    return '';
  }
};

/** The file's text with its id changed (tafel's own layout); a copy that is not a sheet is kept as it was. */
export function reId(text: string, from: string, to: string): string {
  try {
    const v = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as Record<string, unknown>;
    if (typeof v === 'object' && v !== null && v.id === from) return JSON.stringify({ ...v, id: to }, null, 2) + '\n';
  } catch {
    // not JSON: kept as it is, for doctor to show
  }
  return text;
}
