import { StorageError } from '../core/errors.js';
import { say } from '../i18n/index.js';
import type { SheetData } from '../sheet/sheet.js';
import { baseId, numberedId } from '../store/paths.js';

/** The next free number of the original id: `x` and `x-2` both go to `x-3` when `x-2` is taken. */
function nextFree(id: string, taken: (id: string) => boolean): string {
  const base = baseId(id);
  for (let n = 2; ; n++) {
    const candidate = numberedId(base, n);
    if (!taken(candidate)) return candidate;
  }
}

export interface ImportPlan {
  sheets: SheetData[];
  /** Sheets that got a new id: from -> to. */
  renamed: { from: string; to: string }[];
}

/**
 * Decides the id of every sheet before anything is written: a taken id (on disk or earlier in the
 * same file) is refused, or with `rename` moved to the next free number of the original id
 * (`x-2` taken goes to `x-3`, not `x-2-2`); the refusal names the id --rename would use, and, when every sheet in
 * the way cannot be read here (`unreadable` gives its file, asked only then), that moving that file away lets the
 * import put the file's copy in its place.
 */
export function planImport(
  sheets: readonly SheetData[],
  exists: (id: string) => boolean,
  rename: boolean,
  unreadable: (id: string) => string | undefined = () => undefined,
): ImportPlan {
  const used = new Set<string>();
  // A new id is never one that is on disk, already placed, or still to come in the same file.
  const inFile = new Set(sheets.map((s) => s.id));
  const taken = (id: string) => used.has(id) || exists(id) || inFile.has(id);
  const renamed: ImportPlan['renamed'] = [];
  const out = sheets.map((s) => {
    const clash = exists(s.id) || used.has(s.id);
    const id = clash ? nextFree(s.id, taken) : s.id;
    used.add(id);
    if (id === s.id) return s;
    renamed.push({ from: s.id, to: id });
    return { ...s, id };
  });
  if (renamed.length > 0 && !rename) {
    const clashes = [...new Set(renamed.map((r) => r.from))];
    const { from, to } = renamed[0];
    // Only ids the file holds twice (two devices' backups put together): nothing here is in the way.
    const twice = clashes.every((id) => !exists(id));
    // The files of the sheets here in the way that cannot be read: when all are, moved away they let the import in.
    const unread = clashes.flatMap((id) => unreadable(id) ?? []);
    throw new StorageError(
      say((t) =>
        twice
          ? t.evening.sheetTwiceInFile(clashes, from, to)
          : unread.length === clashes.length
            ? t.evening.unreadableHere(unread, from, to)
            : t.evening.sheetAlreadyExistsNothing(clashes, from, to),
      ),
      'exists',
    );
  }
  return { sheets: out, renamed };
}
