import { StorageError, TafelError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { TableUnreadable } from '../event/tables.js';
import { textsOf } from '../i18n/index.js';
import { FileProblem } from '../store/files.js';
import { IoFailure } from '../store/refusals.js';

/*
 * A refusal as a phone or a board says it. The terminal's text names the file's path (the account's name, the
 * folders), a lock's host and pid, and the commands that mend it: every phone on the network would see them, and no
 * player at the table can run them. So what the computer failed at is said in a player's words, and the terminal that
 * runs tafel serve says the rest (docs/board.md).
 */

/**
 * The store's refusals that are the computer's to mend: a full or read-only disk, a lock, the data folder; and a sheet
 * written as large as tafel reads (full), whose next deals go on a new sheet.
 */
const COMPUTER = new Set(['io', 'busy', 'locked-elsewhere', 'lock-lost', 'data-dir', 'not-a-folder']);

/** A system error that no refusal wrapped (it names a syscall, and its message the path). */
const systemError = (e: unknown): e is NodeJS.ErrnoException =>
  e instanceof Error && typeof (e as NodeJS.ErrnoException).syscall === 'string';

/** A write refused at the safe reader's cap (store/files.ts fitsCap), not a file read past it (a FileProblem). */
const full = (e: unknown): boolean => e instanceof StorageError && e.code === 'too-big' && !(e instanceof FileProblem);

/** Whether `e` is the computer's failure, not the sheet's or the line's: whoever runs tafel serve is told the rest. */
export const computers = (e: unknown): boolean =>
  (e instanceof StorageError && COMPUTER.has(e.code)) || full(e) || systemError(e);

function computerSaid(e: unknown, lang: Lang): string {
  const t = textsOf(lang).serve;
  if (e instanceof IoFailure) return e.verb === 'write' ? t.notWritten(t.ioCause(e.sys)) : t.notRead(t.ioCause(e.sys));
  if (systemError(e)) return t.notRead(t.ioCause(e.code ?? ''));
  const code = (e as StorageError).code;
  if (code === 'busy') return t.busy;
  if (code === 'locked-elsewhere') return t.lockedElsewhere;
  if (code === 'lock-lost') return t.lockLost;
  if (code === 'too-big') return t.full;
  return t.dataDir;
}

/**
 * A refusal's text as a page shows it, in the page's language; anything else (a bug in a replay) by its message. A
 * file that cannot be read is said without its path: the fix is at the computer, where `tafel doctor` names the file.
 * `alone`: the text is the whole message, not said after a sheet's name ("Sheet … cannot be shown:").
 */
export function why(e: unknown, lang: Lang, alone = false): string {
  const t = textsOf(lang).serve;
  const after = (s: string) => (alone ? s : s.charAt(0).toLowerCase() + s.slice(1));
  if (e instanceof FileProblem) return t.unreadable(e.said[lang].replace(/\.$/, ''), alone);
  if (e instanceof TableUnreadable) return after(t.tableRefused(e.sheet, why(e.problem, lang)));
  if (computers(e)) return after(computerSaid(e, lang));
  if (e instanceof TafelError) return e.text[lang];
  return e instanceof Error ? e.message : String(e);
}

/**
 * What the terminal that runs tafel serve says of a phone's write the computer refused: the refusal in full (the path,
 * the lock's holder), in the terminal's language, once until a write goes through (`clear`): a phone's outbox tries
 * again and again.
 */
export function failureLog(lang: Lang, write: (text: string) => void) {
  let last = '';
  return {
    failed(sheet: string, e: unknown): void {
      const said = e instanceof TafelError ? e.text[lang] : e instanceof Error ? e.message : String(e);
      const line = textsOf(lang).serve.phoneFailed(sheet, said);
      if (line !== last) write(`${line}\n`);
      last = line;
    },
    /** An answer failed by a fault of tafel's own (a 500): said once until a write goes through. */
    answerFailed(e: unknown): void {
      const line = textsOf(lang).serve.answerFailed(e instanceof Error ? e.message : String(e));
      if (line !== last) write(`${line}\n`);
      last = line;
    },
    clear(): void {
      last = '';
    },
  };
}
