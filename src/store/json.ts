/**
 * A single pass over JSON text, before JSON.parse, for what JSON.parse accepts but tafel must not:
 * nesting deeper than any file tafel writes (100,000 nested arrays parse fine, then overflow the
 * stack of whatever walks them: a replay, a comparison, JSON.stringify), and, where asked, a key
 * given twice in one object (JSON.parse silently keeps the last one, so a file could say two things).
 * The scan only follows strings and brackets; whether the text is JSON at all is JSON.parse's job.
 */
/** `at`: the offset of the second key. */
export type JsonProblem = { kind: 'deep'; limit: number } | { kind: 'duplicate'; at: number };

/** Deeper than any sheet (a sheet is 4 levels; an export 6) by a wide margin. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 34;
const BACKSLASH = 92;
/** The number of keys from which an object's keys are kept in a Set (scanJson). */
const SET_FROM = 16;

export function scanJson(text: string, checkKeys: boolean, maxDepth = MAX_JSON_DEPTH): JsonProblem | undefined {
  let depth = 0;
  // For checkKeys: per open container, the keys seen (null for an array) and whether a key comes next. An object's
  // keys are a list searched in turn (objects tafel writes have a few keys: a Set for each cost most of the scan of
  // a backup), and a Set from the SET_FROM-th key on, so that no object costs more than a Set would.
  const keys: (string[] | Set<string> | null)[] = [];
  let keyNext = false;
  const n = text.length;
  /** The offset of a backslash at or after the string being read, -1 when there is none (-2: not looked for). */
  let slash = -2;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const start = i + 1;
      // The closing quote: the next quote, when no backslash comes before it (most strings have none). The next
      // backslash is looked for again only once passed, so the text is searched for them once in all.
      let end = text.indexOf('"', start);
      if (slash !== -1 && slash < start) slash = text.indexOf('\\', start);
      const escaped = slash !== -1 && (slash < end || end === -1);
      if (escaped) {
        for (end = slash; end < n; end++) {
          const d = text.charCodeAt(end);
          if (d === BACKSLASH) end++;
          else if (d === QUOTE) break;
        }
      }
      i = end === -1 ? n : end;
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
        if (seen instanceof Set) {
          if (seen.has(key)) return { kind: 'duplicate', at: start - 1 };
          seen.add(key);
        } else if (seen) {
          if (seen.includes(key)) return { kind: 'duplicate', at: start - 1 };
          seen.push(key);
          if (seen.length === SET_FROM) keys[keys.length - 1] = new Set(seen);
        }
        keyNext = false;
      }
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return { kind: 'deep', limit: maxDepth };
      if (checkKeys) {
        keys.push(c === 123 ? [] : null);
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

/** Where a reader stopped: a thrown position, not an error (nothing of the text is kept). */
class Stop {
  constructor(readonly at: number) {}
}

const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/**
 * Where a text stops being JSON: the offset of the first character JSON does not allow there (the text's length
 * when it ends too early), or undefined for JSON. So a refusal can name the place, line and column, without
 * quoting the text (JSON.parse's own message quotes its first bytes: of a password file, of an environment).
 * Nesting is scanJson's to bound first.
 */
export function jsonErrorAt(text: string): number | undefined {
  const n = text.length;
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const space = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const expect = (code: number) => {
    if (text.charCodeAt(i) !== code) stop();
    i++;
  };
  const string = () => {
    expect(QUOTE);
    for (;;) {
      if (i >= n) stop();
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c < 0x20) stop();
      if (c === BACKSLASH) {
        i++;
        if (text[i] === 'u') {
          for (let k = 0; k < 4; k++) if (!/[0-9a-fA-F]/.test(text[++i] ?? '')) stop();
        } else if (!ESCAPES.has(text[i])) stop();
      }
      i++;
    }
    i++;
  };
  const value = (): void => {
    space();
    const c = text.charCodeAt(i);
    if (c === 123 /* { */ || c === 91 /* [ */) {
      const close = c === 123 ? 125 : 93;
      i++;
      space();
      if (text.charCodeAt(i) === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === 123) {
          space();
          string();
          space();
          expect(58 /* : */);
        }
        value();
        space();
        if (text.charCodeAt(i) === close) {
          i++;
          return;
        }
        expect(44 /* , */);
      }
    }
    if (c === QUOTE) {
      string();
      return;
    }
    const word = c === 116 ? 'true' : c === 102 ? 'false' : c === 110 ? 'null' : undefined;
    if (word !== undefined) {
      for (const ch of word) {
        if (text[i] !== ch) stop();
        i++;
      }
      return;
    }
    // A number, stopping where a digit is missing (after a minus sign, a point, an exponent).
    const digits = () => {
      const from = i;
      while (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
      if (i === from) stop();
    };
    if (c !== 45 /* - */ && !(c >= 48 && c <= 57)) stop();
    if (c === 45) i++;
    if (text.charCodeAt(i) === 48) i++;
    else digits();
    if (text[i] === '.') {
      i++;
      digits();
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      digits();
    }
  };
  try {
    value();
    space();
    return i < n ? i : undefined;
  } catch (e) {
    if (e instanceof Stop) return Math.min(e.at, n);
    throw e;
  }
}

/** The line (from 1) of an offset in a text. */
export function lineAt(text: string, at: number): number {
  let line = 1;
  for (let k = text.indexOf('\n'); k >= 0 && k < at; k = text.indexOf('\n', k + 1)) line++;
  return line;
}
