import os from 'node:os';
import path from 'node:path';
import { readText } from './read.js';

/** --data-dir, else TAFEL_HOME, else the OS data directory (XDG on Linux). */
export function dataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag) return path.resolve(flag);
  if (env.TAFEL_HOME) return path.resolve(env.TAFEL_HOME);
  const home = os.homedir();
  if (process.platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'tafel');
  if (process.platform === 'win32') return path.join(env.LOCALAPPDATA ?? path.join(home, 'AppData', 'Local'), 'tafel', 'Data');
  return path.join(env.XDG_DATA_HOME || path.join(home, '.local', 'share'), 'tafel');
}

/** Sheet ids are file names: a strict pattern keeps every file inside the data directory. */
export const SHEET_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** The saved language, read without the store (but through the safe reader: a FIFO or /dev/zero must not hang `rules`); an unreadable settings file just means "none". */
export function savedLang(dir: string): 'en' | 'nl' | undefined {
  try {
    const lang = (JSON.parse(readText(path.join(dir, 'settings.json'), 64 * 1024)) as { lang?: unknown }).lang;
    return lang === 'en' || lang === 'nl' ? lang : undefined;
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
