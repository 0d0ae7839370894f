import { TafelError } from '../core/errors.js';
import { fold } from '../core/players.js';
import { isRecord } from '../core/own.js';
import { parseSettings, readableSettings, type Settings } from './decode.js';
import { missingFile, readDataFile, readDataFileIfThere } from './files.js';
import { PRESET_NAME } from './paths.js';
import { presetsIn } from './presets-read.js';
import { presetFault, usablePresets } from './presets-usable.js';

/*
 * How a settings.json that cannot be used is mended, judged in one place: `tafel doctor` lists it so, `--restore
 * settings.json` refuses what it would lose by it, and every command's refusal of the file offers what doctor offers
 * (loaded only for such a refusal: a command that reads good settings needs none of it).
 */

/** What putting the previous version back would lose: presets and fields the file holds now that it lacks. */
export interface Lost {
  presets: string[];
  fields: string[];
}

/** The fix of a settings.json that cannot be used. */
export interface SettingsFix {
  /** The one preset to delete (`tafel preset delete`), when it is all that is wrong with the file. */
  preset?: string;
  /** Whether `tafel doctor --restore settings.json` is the fix: its previous version reads whole and loses nothing. */
  restore: boolean;
  /** What that restore would lose, when its previous version reads whole but lacks it. */
  lost?: Lost;
}

/** The fix of settings.json `file`, as doctor offers it: a preset's delete, else the restore, else none. */
export function settingsFix(file: string): SettingsFix {
  const preset = onlyBadPreset(file);
  if (preset !== undefined) return { preset, restore: false };
  const previous = usablePrevious(file);
  if (previous === undefined) return { restore: false };
  const lost = lostByRestore(readOrNone(file), previous, file);
  return lost ? { restore: false, lost } : { restore: true };
}

const readOrNone = (file: string): string | undefined => {
  try {
    return readDataFileIfThere(file);
  } catch {
    return undefined;
  }
};

/** The previous version's text when it reads whole (its settings and each preset, as doctor judges it). */
function usablePrevious(file: string): string | undefined {
  const bak = `${file}.bak`;
  try {
    const text = readDataFile(bak, missingFile);
    usablePresets(parseSettings(text, bak), bak);
    return text;
  } catch {
    return undefined;
  }
}

/**
 * The one preset that cannot start a sheet (also one that does not read: `"stake": -5`), or else the later of two
 * whose names differ only in case or accents (as their refusal names it), when it is all that is wrong with a
 * settings.json that reads: `tafel preset delete` of it is the fix (until 2026-12-07 doctor offered the restore, which
 * lost every change since, or was refused for it; and for a preset that did not read, `preset delete` was refused).
 */
export function onlyBadPreset(file: string): string | undefined {
  try {
    const text = readDataFileIfThere(file);
    if (text === undefined) return undefined;
    const settings = parseSettings(text, file);
    if (!isRecord(settings.presets)) return undefined;
    const presets = settings.presets;
    const names = Object.keys(presets);
    const bad = names.filter((n) => !presetUsable(n, presets[n], settings, file));
    const twins = names.filter((n, i) => names.slice(0, i).some((m) => fold(m) === fold(n)));
    const one = bad.length === 1 ? bad[0] : bad.length === 0 && twins.length === 1 ? twins[0] : undefined;
    // A name tafel never writes cannot be typed to `preset delete` as it stands: mended in the file.
    if (one === undefined || !PRESET_NAME.test(one)) return undefined;
    const rest = Object.fromEntries(Object.entries(presets).filter(([n]) => n !== one));
    usablePresets({ ...settings, presets: rest }, file);
    return one;
  } catch {
    return undefined;
  }
}

/**
 * What `--restore settings.json` would lose: the presets and fields the current file holds that its previous version
 * lacks or holds otherwise (a preset saved, a language set after a hand edit). The file is read as far as it reads,
 * each preset and field on its own (until 2026-12-07 one bad field, `"lang": "NL"`, let the restore drop every preset
 * saved since); a field that does not read is what the restore repairs. None when it is no JSON object at all.
 */
export function lostByRestore(current: string | undefined, previous: string, file: string): Lost | undefined {
  const now = current === undefined ? undefined : readableSettings(current, file);
  const was = readableSettings(previous, `${file}.bak`);
  if (now === undefined || was === undefined) return undefined;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const record = (v: unknown) => (isRecord(v) ? v : {});
  const [nowPresets, wasPresets] = [record(now.presets), record(was.presets)];
  // A preset that cannot start a sheet now, which the previous version holds (a good one: the restore checks it), is
  // what the restore repairs, not loses (until 2026-12-07 a hand-broken preset made doctor's own fix refuse itself).
  const repaired = (n: string) => Object.hasOwn(wasPresets, n) && !presetUsable(n, nowPresets[n], now, file);
  const presets = Object.keys(nowPresets)
    .filter((n) => !same(nowPresets[n], wasPresets[n]) && !repaired(n))
    .map((n) => (PRESET_NAME.test(n) ? n : JSON.stringify(n)));
  const fields = Object.keys(now).filter((k) => k !== 'presets' && k !== 'schemaVersion' && !same(now[k], was[k]));
  return presets.length || fields.length ? { presets, fields } : undefined;
}

/** Whether preset `name` (its value in settings `s`) reads and can start a sheet, as doctor judges each preset. */
function presetUsable(name: string, value: unknown, s: object, file: string): boolean {
  try {
    const one = presetsIn({ ...s, presets: { [name]: value } } as unknown as Settings, file)[name];
    return presetFault(name, one) === undefined;
  } catch (e) {
    if (e instanceof TafelError) return false;
    throw e;
  }
}
