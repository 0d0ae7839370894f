import { expect } from '@jest/globals';
import { textsOf } from '../../src/i18n/index.js';
import { tafel } from './cli.js';

/** The help texts of a language by command path ('record', 'event new'); its texts loaded (loadTexts) first. */
export const catalogue = (lang: 'en' | 'nl') =>
  textsOf(lang).help.commands as Record<string, { x?: string[]; o?: Record<string, string> } | undefined>;

/** The help of these words, in `home`, on a pipe of `columns` (none: a pipe without COLUMNS) or a terminal of them. */
export async function helpOf(home: string, args: string[], columns?: number, tty = false): Promise<string> {
  const r = await tafel(home, args, tty ? { tty, columns } : { env: columns ? { COLUMNS: `${columns}` } : {} });
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
  return r.stdout;
}
