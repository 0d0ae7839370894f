/**
 * Typed errors decide the exit code in one place (main.ts). Messages carry both languages so the
 * core never needs to know which one the user chose.
 */
export interface Text {
  en: string;
  nl: string;
}

export const tx = (en: string, nl: string = en): Text => ({ en, nl });

export abstract class TafelError extends Error {
  abstract readonly exitCode: 1 | 2;
  abstract readonly code: string;
  constructor(readonly text: Text) {
    super(text.en);
  }
}

/** Refused by the rules of the game: an impossible contract, tricks, player... Exit 1. */
export class RuleViolation extends TafelError {
  readonly exitCode = 1 as const;
  readonly code = 'rule';
}

/** The command line itself is wrong: unknown option, missing argument. Exit 2. */
export class UsageError extends TafelError {
  readonly exitCode = 2 as const;
  readonly code = 'usage';
}

/** The data directory refused: corrupt file, lock held too long, unknown sheet. Exit 1. */
export class StorageError extends TafelError {
  readonly exitCode = 1 as const;
  readonly code: string;
  constructor(text: Text, code = 'storage') {
    super(text);
    this.code = code;
  }
}

export const rule = (en: string, nl?: string): RuleViolation => new RuleViolation(tx(en, nl));
export const usage = (en: string, nl?: string): UsageError => new UsageError(tx(en, nl));
