import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Text } from '../core/errors.js';
import { LANGS, say } from '../i18n/index.js';
import { readText } from './read.js';
import type { Lang } from '../i18n/lang.js';

/** --data-dir, else TAFEL_HOME, else the OS data directory (XDG on Linux), as the run's environment says. */
export function dataDir(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  if (flag) return path.resolve(flag);
  if (env.TAFEL_HOME) return path.resolve(env.TAFEL_HOME);
  const platform = os.platform();
  // os.homedir() is HOME (USERPROFILE on Windows) when set: the run's, where the run has its own.
  const home = (platform === 'win32' ? env.USERPROFILE : env.HOME) || os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'tafel');
  if (platform === 'win32') return path.join(env.LOCALAPPDATA ?? path.join(home, 'AppData', 'Local'), 'tafel', 'Data');
  return path.join(env.XDG_DATA_HOME || path.join(home, '.local', 'share'), 'tafel');
}

export { SHEET_ID } from '../sheet/id.js';
/** A saved table's name (`tafel preset save <name>`): a letter or digit, then letters, digits, _ and -, at most 30. */
export const PRESET_NAME = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,29}$/u;

/**
 * The order of the strings tafel writes itself: ISO dates and times, and sheet, event and contract ids (lower-case
 * letters, digits and "-"). Code-unit order, which for these is the order `localeCompare` gives (the same letters
 * in the same places), without the collator `localeCompare` sets up on its first call: about 9 ms of every command
 * that sorted a listing. Names typed by people are no such strings. (Here, in the chunk every command loads: in a
 * file of its own it was a chunk more, carried by each command's files.)
 */
export const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The saved language, read without the store (but through the safe reader: a FIFO or /dev/zero must not hang `rules`);
 * an unreadable settings file just means "none".
 */
export function savedLang(dir: string): Lang | undefined {
  try {
    const lang = (JSON.parse(readText(path.join(dir, 'settings.json'), 64 * 1024)) as { lang?: unknown }).lang;
    return LANGS.find((l) => l === lang);
  } catch {
    return undefined;
  }
}

/**
 * The id a numbered copy stands for: `…-kleurenwiezen-3` is the third sheet of `…-kleurenwiezen`.
 * Only a small number after a word counts (a date's day, `2026-11-30`, is not a copy number).
 */
export function baseId(id: string): string {
  const m = /^(.*[a-z])-(\d{1,3})$/.exec(id);
  return m && Number(m[2]) >= 2 ? m[1] : id;
}

/** `<base>-<n>`, cut so the id stays within the 80 characters of SHEET_ID. */
export function numberedId(base: string, n: number): string {
  const suffix = `-${n}`;
  return base.slice(0, 80 - suffix.length).replace(/-+$/, '') + suffix;
}

/** Kernel file systems (statfs magic numbers): proc, sysfs, devpts, debugfs, securityfs, cgroup, cgroup2, tracefs. */
const SPECIAL_FS = new Set([0x9fa0, 0x62656572, 0x1cd1, 0x64626720, 0x73636673, 0x27e0eb, 0x63677270, 0x74726163]);

/**
 * Why `dir` cannot be a data directory, or undefined when it can (also when it does not exist yet):
 * it is a file, or below one, or on a kernel file system (/proc, /sys, /dev), where a recursive
 * mkdir never ends (TAFEL_HOME=/proc/self spun at 100 % CPU) and nothing written is kept.
 */
export function dataDirProblem(dir: string): { kind: 'file' | 'special'; text: Text; at?: string } | undefined {
  let existing = path.resolve(dir);
  for (;;) {
    try {
      const st = fs.statSync(existing);
      if (!st.isDirectory()) {
        const text =
          existing === path.resolve(dir)
            ? say((t) => t.store.fileNotFolder(dir))
            : say((t) => t.store.fileAbove(existing, dir));
        // `at`: the file in the way, which is what to move (`data` of `data/sub`).
        return { kind: 'file', text, at: existing };
      }
      break;
    } catch {
      const up = path.dirname(existing);
      if (up === existing) return undefined;
      existing = up;
    }
  }
  let real = existing;
  try {
    real = fs.realpathSync(existing);
  } catch {
    // unreadable on the way: the write refuses later, with its reason
  }
  let type: number | undefined;
  try {
    type = Number(fs.statfsSync(real).type);
  } catch {
    type = undefined;
  }
  const under = (root: string) => real === root || real.startsWith(root + path.sep);
  if (
    os.platform() !== 'win32' &&
    ((type !== undefined && SPECIAL_FS.has(type)) ||
      under('/proc') ||
      under('/sys') ||
      (under('/dev') && !under('/dev/shm')))
  ) {
    const text = say((t) => t.store.systemFs(dir, real));
    return { kind: 'special', text };
  }
  return undefined;
}
