import { StorageError, TafelError, type Text, withText } from '../core/errors.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { say, sayIn } from '../i18n/index.js';
import {
  bad,
  checkEntry,
  ImportProblem,
  checkEnvelope,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  PLAIN_EXPORT_VERSION,
} from './export-check.js';
import { parseExportText } from './export-parse.js';
import { jsonErrorAt, lineAt, MAX_JSON_DEPTH, scanJson } from '../store/json.js';
import { safeJson } from '../ui/paint.js';

export {
  checkEntry,
  checkExport,
  checkSheet,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ImportProblem,
  isSeasonExport,
} from './export-check.js';
export { parseExportText } from './export-parse.js';
/** A year of weekly evenings is well under 1 MB; anything near this is not an export of ours. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;

/**
 * A refusal of what an import file holds, naming the file: what is wrong and where, never what it holds (a link
 * to a password file must not print it).
 */
export function namingFile(file: string, e: unknown, writer?: string): unknown {
  if (e instanceof ImportProblem) return e.inFile(file, writer);
  if (e instanceof TafelError)
    return withText(
      e,
      sayIn((t, l) => t.commands.inFile(file, e.text[l])),
    );
  return e;
}

/** What `tafel export --format json` writes: the stored inputs of each sheet, and its view for reading. */
export interface ExportDoc {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  /** `sheet` is what import restores; `view` is derived, for a reader's convenience, and ignored by import. */
  sheets: { sheet: SheetData; view: SheetView }[];
  /** Version 2: the events (files as stored) of the table sheets, and with `--all` every event and season. */
  events?: object[];
  seasons?: object[];
}

/** The events and seasons an export carries beside its sheets (none: a version 1 file, as older tafels read). */
export interface ExportExtras {
  events: readonly object[];
  seasons: readonly object[];
}

/** Whether an export carries events or seasons: a version 2 file, and a backup worth writing without a sheet. */
export const carriesExtras = (x: ExportExtras | undefined): boolean =>
  x !== undefined && (x.events.length > 0 || x.seasons.length > 0);

const versionOf = (x: ExportExtras | undefined): number => (carriesExtras(x) ? EXPORT_VERSION : PLAIN_EXPORT_VERSION);

export function exportDoc(
  sheets: readonly { data: SheetData; view: SheetView }[],
  now: Date,
  extras?: ExportExtras,
): ExportDoc {
  const version = versionOf(extras);
  return {
    format: EXPORT_FORMAT,
    version,
    exportedAt: now.toISOString(),
    sheets: sheets.map((s) => ({ sheet: s.data, view: s.view })),
    ...(version === EXPORT_VERSION ? { events: [...extras!.events], seasons: [...extras!.seasons] } : {}),
  };
}

/**
 * The export document given piece by piece, as the sheets come: exactly the text of
 * jsonDocument(exportDoc(...)), so `export --all` of thousands of sheets holds one sheet at a time
 * (and may stop between two pieces), and every tafel that reads an export reads it. Newlines inside
 * texts are JSON's `\n`, so indenting every line of an entry cannot change a value; a bidi override or
 * control character planted in a file goes out as `\u202e`, the same text to a reader of the JSON.
 * Each piece is whole JSON tokens, so escaping piece by piece escapes the document.
 */
export function* exportPieces(
  sheets: Iterable<{ data: SheetData; view: SheetView }>,
  now: Date,
  extras?: ExportExtras,
): Generator<string> {
  const version = versionOf(extras);
  yield safeJson(
    `{\n  "format": ${JSON.stringify(EXPORT_FORMAT)},\n  "version": ${version},\n  "exportedAt": ` +
      `${JSON.stringify(now.toISOString())},\n  "sheets": [`,
  );
  let n = 0;
  for (const s of sheets) {
    yield safeJson(
      `${n > 0 ? ',' : ''}\n    ${JSON.stringify({ sheet: s.data, view: s.view }, null, 2).replace(/\n/g, '\n    ')}`,
    );
    n++;
  }
  const more =
    version === EXPORT_VERSION
      ? (['events', 'seasons'] as const)
          .map((k) => `,\n  "${k}": ${JSON.stringify(extras![k], null, 2).replace(/\n/g, '\n  ')}`)
          .join('')
      : '';
  yield safeJson(n > 0 ? `\n  ]${more}\n}\n` : `]${more}\n}\n`);
}

/** Every refusal of import names the place in the file and what to do: export again with tafel. */
/** Larger than any sheet entry tafel writes (a sheet file is at most 16 MB; its view a few times that). */
export const MAX_ENTRY_CHARS = 64 * 1024 * 1024;

/** The document around the sheets: with a club's events and seasons (version 2) a few MB at most. */
const MAX_ENVELOPE_CHARS = 32 * 1024 * 1024;

const notJson = (why: Text): StorageError =>
  bad(
    'the file',
    say((t) => t.evening.itIsNotJson2(why)),
  );

/**
 * Reads an export as it comes, piece by piece (`push`, then `end`): each entry of "sheets" is cut
 * out of the text and checked on its own, the rest of the document (format, version) apart, so only
 * the stored sheets are kept, never the whole text, its views or its parse. The result and the
 * refusals are checkExport's over the whole file: problems of the JSON itself first, then of the
 * document, then the first entry that is refused. The scan follows only strings and brackets.
 */
export class ExportReader {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private topObject = false;
  /** Between the entries of "sheets" (depth 2), or inside one (depth 3 and more). */
  private inSheets = false;
  private inEntry = false;
  private valueNext = true;
  private envelope = '';
  private entry: string[] = [];
  private entryChars = 0;
  private count = 0;
  private readonly sheets: SheetData[] = [];
  private refused: StorageError | undefined;
  private extra: { events: unknown[]; seasons: unknown[] } = { events: [], seasons: [] };
  /** The file's line at the scan, and where the current entry started: a refusal names a line of the file. */
  private line = 1;
  private entryLine = 1;
  private sheetsLine = 1;
  /**
   * The lists of sheets cut out of the envelope: where (in the envelope) and how many of the file's lines
   * each spans.
   */
  private readonly cut: { at: number; lines: number }[] = [];

  push(text: string): void {
    let from = 0;
    const n = text.length;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) this.line++;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 92) this.escaped = true;
        else if (c === 34) this.inString = false;
        continue;
      }
      if (this.inEntry) {
        if (c === 34) this.inString = true;
        else if (c === 123 || c === 91) this.depth++;
        else if (c === 125 || c === 93) {
          if (--this.depth === 2) {
            this.keep(text.slice(from, i + 1));
            from = i + 1;
            this.endEntry();
          }
        }
        continue;
      }
      if (this.inSheets) {
        from = i + 1;
        if (c === 32 || c === 10 || c === 13 || c === 9) continue;
        if (c === 44 && !this.valueNext) this.valueNext = true;
        else if (c === 93 && (!this.valueNext || this.count === 0)) {
          this.inSheets = false;
          this.depth = 1;
          this.cut.push({ at: this.envelope.length, lines: this.line - this.sheetsLine });
          this.envelope += ']';
        } else if (c === 123 && this.valueNext) {
          this.entryLine = this.line;
          this.inEntry = true;
          this.valueNext = false;
          this.depth = 3;
          from = i;
        } else if (c === 44 || c === 93 || c === 125 || c === 58)
          throw notJson(say((t) => t.evening.misplaced(String.fromCharCode(c))));
        else
          throw bad(
            `sheets[${this.count}]`,
            say((t) => t.evening.mustBeAnObject2),
          );
        continue;
      }
      if (c === 34) this.inString = true;
      else if (c === 123 || c === 91) {
        if (++this.depth === 1) this.topObject = c === 123;
        if (c === 91 && this.depth === 2 && this.topObject) {
          this.envelope += text.slice(from, i + 1);
          from = i + 1;
          if (this.keyBefore() === 'sheets') {
            this.sheetsLine = this.line;
            this.inSheets = true;
            this.valueNext = true;
          }
        }
      } else if (c === 125 || c === 93) this.depth--;
    }
    if (this.inEntry) this.keep(text.slice(from));
    else if (!this.inSheets) this.envelope += text.slice(from);
    // What is not a sheet is a few lines; a file that is mostly something else (a sparse file of
    // zeros, another program's data) is refused before it fills the memory: as no JSON where it is none already (40 MB
    // of "x": until 2026-12-07 "more than 32 MB outside its sheets"), as an end() of the text so far would say.
    if (this.envelope.length > MAX_ENVELOPE_CHARS) {
      if (scanJson(this.envelope, false)?.kind === 'deep')
        throw bad(
          'the file',
          say((t) => t.evening.itIsNestedMore(MAX_JSON_DEPTH)),
        );
      const at = jsonErrorAt(this.envelope);
      if (at !== undefined && at < this.envelope.length) {
        const line = this.fileLine(at);
        throw bad(
          'the file',
          say((t) => t.evening.itIsNotJson(line)),
        );
      }
      throw bad(
        'the file',
        say((t) => t.evening.itHoldsMoreThan),
      );
    }
  }

  /** A line of the envelope is a line of the file once the lines of the sheets cut out before it are added back. */
  private fileLine(at: number): number {
    return lineAt(this.envelope, at) + this.cut.reduce((n, c) => (c.at <= at ? n + c.lines : n), 0);
  }

  /** The checked sheets, in file order. */
  end(): SheetData[] {
    if (this.inEntry || this.inSheets || this.inString || this.depth !== 0)
      throw notJson(say((t) => t.evening.endsEarly));
    const envelope = parseExportText(this.envelope, 0, (at) => this.fileLine(at)) as Record<string, unknown>;
    checkEnvelope(envelope, this.count);
    if (this.refused) throw this.refused;
    this.extra = {
      events: Array.isArray(envelope.events) ? envelope.events : [],
      seasons: Array.isArray(envelope.seasons) ? envelope.seasons : [],
    };
    return this.sheets;
  }

  /** After `end`: the events and seasons of a version 2 file, unchecked (src/event/ reads them as its files). */
  extras(): { events: unknown[]; seasons: unknown[] } {
    return this.extra;
  }

  /** The key whose value the "[" just added to the envelope opens (an envelope is small). */
  private keyBefore(): string | undefined {
    const m = /"((?:[^"\\]|\\.)*)"\s*:\s*\[$/.exec(this.envelope);
    if (!m) return undefined;
    try {
      return JSON.parse(`"${m[1]}"`) as string;
    } catch {
      return undefined;
    }
  }

  private keep(part: string): void {
    this.entryChars += part.length;
    if (this.entryChars > MAX_ENTRY_CHARS) {
      throw new StorageError(
        say((t) => t.evening.notAValidTafel2(this.count)),
        'too-large',
      );
    }
    this.entry.push(part);
  }

  private endEntry(): void {
    const text = this.entry.join('');
    this.entry = [];
    this.entryChars = 0;
    this.inEntry = false;
    const i = this.count++;
    // Every entry is parsed (a problem of the JSON anywhere comes first); the checks stop at the first refusal.
    const value = parseExportText(text, 2, (at) => this.entryLine - 1 + lineAt(text, at));
    if (this.refused) return;
    try {
      this.sheets.push(checkEntry(value, i));
    } catch (e) {
      if (!(e instanceof StorageError)) throw e;
      this.refused = e;
    }
  }
}

// How an import's ids are decided lives beside it; these names stay importable from here.
export { planImport, type ImportPlan } from './import-plan.js';
