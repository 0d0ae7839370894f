/**
 * A single pass over JSON text, before JSON.parse, for what JSON.parse accepts but tafel must not:
 * nesting deeper than any file tafel writes (100,000 nested arrays parse fine, then overflow the
 * stack of whatever walks them: a replay, a comparison, JSON.stringify), and, where asked, a key
 * given twice in one object (JSON.parse silently keeps the last one, so a file could say two things).
 * The scan only follows strings and brackets; whether the text is JSON at all is JSON.parse's job.
 */
export type JsonProblem = { kind: 'deep'; limit: number } | { kind: 'duplicate'; key: string };

/** Deeper than any sheet (a sheet is 4 levels; an export 6) by a wide margin. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;

export function scanJson(text: string, checkKeys: boolean, maxDepth = MAX_JSON_DEPTH): JsonProblem | undefined {
  let depth = 0;
  // For checkKeys: per open container, the keys seen (null for an array) and whether a key comes next.
  const keys: (Set<string> | null)[] = [];
  let keyNext = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      let escaped = false;
      i++;
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) {
          escaped = true;
          i++;
        } else if (d === QUOTE) break;
      }
      if (checkKeys && keyNext) {
        const raw = text.slice(start, i);
        let key = raw;
        if (escaped) {
          try {
            key = JSON.parse(`"${raw}"`) as string;
          } catch {
            return undefined; // not JSON: JSON.parse says so
          }
        }
        const seen = keys[keys.length - 1];
        if (seen) {
          if (seen.has(key)) return { kind: 'duplicate', key };
          seen.add(key);
        }
        keyNext = false;
      }
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return { kind: 'deep', limit: maxDepth };
      if (checkKeys) {
        keys.push(c === 123 ? new Set() : null);
        keyNext = c === 123;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
      if (checkKeys) {
        keys.pop();
        keyNext = false;
      }
    } else if (checkKeys && c === 44 /* , */) {
      keyNext = keys.length > 0 && keys[keys.length - 1] !== null;
    }
  }
  return undefined;
}
