import { say } from '../i18n/index.js';
import { jsonErrorAt, lineAt, MAX_JSON_DEPTH, scanJson } from '../store/json.js';
import { bad } from './export-check.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JSON.parse with a reviver that notes keys which could pollute prototypes when the data is later
 * spread or merged; such a file is refused as a whole rather than silently cleaned.
 */
export function parseExportText(
  text: string,
  nestedIn = 0,
  lineOf: (at: number) => number = (at) => lineAt(text, at),
): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // An empty file (or one of blank lines) is said so, not "not JSON (line 1)".
  if (body.trim() === '')
    throw bad(
      'the file',
      say((t) => t.evening.itIsEmpty),
    );
  // Before parsing: nesting no export has, and a key given twice (JSON.parse would keep the last silently).
  // `nestedIn`: a part of the file (one sheet entry) that sits this deep in it; `lineOf` places it in the file.
  // A refusal names the line, never the text (JSON.parse's own message quotes its first bytes: of a password
  // file, of an environment).
  const scanned = scanJson(body, true, MAX_JSON_DEPTH - nestedIn);
  if (scanned?.kind === 'deep')
    throw bad(
      'the file',
      say((t) => t.evening.itIsNestedMore(MAX_JSON_DEPTH)),
    );
  // A key is the file's content too: its line names the place.
  if (scanned?.kind === 'duplicate') {
    const line = lineOf(scanned.at + text.length - body.length);
    throw bad(
      'the file',
      say((t) => t.evening.theKeyAppearsTwice(line)),
    );
  }
  let forbidden: string | undefined;
  let value: unknown;
  // The reviver costs most of an import's parse: it is needed only when such a key could be there,
  // spelt out or through a \u escape (without either, no key can name them).
  const plain = !/\\u|__proto__|constructor|prototype/.test(body);
  try {
    value = plain
      ? JSON.parse(body)
      : JSON.parse(body, (key, v: unknown) => {
          if (FORBIDDEN_KEYS.has(key)) {
            forbidden ??= key;
            return undefined;
          }
          return v;
        });
  } catch {
    const line = lineOf((jsonErrorAt(body) ?? 0) + text.length - body.length);
    throw bad(
      'the file',
      say((t) => t.evening.itIsNotJson(line)),
    );
  }
  const key = forbidden;
  if (key !== undefined)
    throw bad(
      'the file',
      say((t) => t.evening.itHoldsAKey(key)),
    );
  return value;
}
