import fs from 'node:fs';
import { StorageError } from '../core/errors.js';
import { isRecord } from '../core/own.js';
import { say } from '../i18n/index.js';
import { parseSettings, type Settings } from './decode.js';
import { readDataFileIfThere } from './files.js';
import { checkFolderTakes, checkNotInTheWay } from './refusals.js';

/**
 * Refuses a write of settings.json (`file`) while it is gone (removed by hand) and its previous version still holds
 * presets or this device's id: that write would make a new file without them, and the next one would replace the
 * `.bak`, so `doctor --restore settings.json` could no longer bring them back (until 2026-12-07 they were lost so).
 * An active sheet, an active event or a language alone are not worth a refusal: `use`, `event use` and `lang` set them
 * again. A previous version that cannot be read is doctor's to name; it is not judged here.
 */
export function refuseOverOrphan(file: string): void {
  try {
    fs.lstatSync(file);
    return;
  } catch (e) {
    // Anything but "not there" (a data directory below a file...) is the write's own refusal to make.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') return;
  }
  const bak = `${file}.bak`;
  let held: Settings;
  try {
    const text = readDataFileIfThere(bak);
    if (text === undefined) return;
    held = parseSettings(text, bak);
  } catch {
    return;
  }
  const presets = isRecord(held.presets) ? Object.keys(held.presets).length : 0;
  const device = typeof (held as { deviceId?: unknown }).deviceId === 'string';
  if (presets === 0 && !device) return;
  throw new StorageError(
    say((t) => t.store.settingsGoneBakHolds(file, bak, presets, device)),
    'settings-gone',
  );
}

/**
 * Refuses, before a command's first write, what would stop halfway a command that writes a sheet or an event and then
 * settings.json (`file`; `new`, `event new`, `delete`): a folder where the file or its `.bak` is written; and, when it
 * `writes` settings.json, a previous version a new file would lose (above), or a data directory `dir` that takes no
 * new file, its lock (until 2026-12-07 `new` wrote the sheet there, then said that nothing was changed).
 */
export function settingsWritable(file: string, dir: string, writes: boolean): void {
  checkNotInTheWay([file]);
  if (!writes) return;
  refuseOverOrphan(file);
  checkFolderTakes(file, dir);
}
