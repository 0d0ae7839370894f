import path from 'node:path';
import { isRecord } from '../core/own.js';
import { say } from '../i18n/index.js';
import { FileProblem, readDataFileIfThere } from '../store/files.js';
import type { Store } from '../store/store.js';

/*
 * The scorer links' key file (`serve-key`, keys.ts) read and checked, without what makes or uses a key: `tafel doctor`
 * checks it too. Its refusal says what the file is and what removing it does (until 2026-12-07 it advised deleting a
 * sheet "serve-key", which is none, and doctor said everything read fine).
 */

export const KEY_FILE = 'serve-key';

const isPort = (v: unknown): boolean => Number.isInteger(v) && (v as number) > 0 && (v as number) <= 65535;

const isAddress = (v: unknown): boolean => isRecord(v) && typeof v.host === 'string' && isPort(v.port);

const isAddresses = (v: unknown): boolean => v === undefined || (isRecord(v) && Object.values(v).every(isAddress));

/** The refusal of a key file that cannot be used: `said` after its path, then what it is and the way on. */
const unusable = (file: string, code: string, said: FileProblem['said']): FileProblem =>
  new FileProblem(
    say((t) => t.serve.keyFileLeft(file, said)),
    code,
    file,
    said,
  );

/** The key file's value, checked; undefined when there is none yet. */
export function readKeyFile(store: Store): unknown {
  const file = path.join(store.dir, KEY_FILE);
  let text: string | undefined;
  try {
    text = readDataFileIfThere(file);
  } catch (e) {
    if (e instanceof FileProblem) throw unusable(file, e.code, e.said);
    throw e;
  }
  if (text === undefined) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    v = undefined;
  }
  const ok =
    isRecord(v) &&
    typeof v.key === 'string' &&
    Buffer.from(v.key, 'base64').length === 32 &&
    isRecord(v.generations) &&
    Object.values(v.generations).every((g) => Number.isSafeInteger(g) && (g as number) > 0) &&
    (v.host === undefined || typeof v.host === 'string') &&
    (v.port === undefined || isPort(v.port)) &&
    isAddresses(v.served) &&
    isAddresses(v.printed) &&
    (v.cards === undefined || isAddress(v.cards));
  if (!ok)
    throw unusable(
      file,
      'corrupt',
      say((t) => t.serve.badKeyFile),
    );
  return v;
}
