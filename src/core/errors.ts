import { say, someLoaded, type Text, type Texts } from '../i18n/index.js';

export type { Text };

/**
 * Typed errors decide the exit code in one place (the shell). An error carries its message by key and
 * values (a `Text`, see i18n/index.ts `say`), rendered once where it is printed, in the user's language:
 * the rooms that throw never need to know which one the user chose.
 */

export abstract class TafelError extends Error {
  abstract readonly exitCode: 1 | 2;
  abstract readonly code: string;
  /**
   * The refusal as it is said, when what it offers is judged by code loaded only then (a settings.json that cannot be
   * used: whether its previous version is the fix, store/settings-fix.ts): the shell asks for it before it says the
   * refusal (cli/run.ts).
   */
  wayOn?: () => Promise<TafelError>;

  constructor(readonly text: Text) {
    super();
  }

  /** For a stack trace only; users see `text` in their language. */
  override get message(): string {
    return this.text[someLoaded() ?? 'en'];
  }
}

/** Refused by the rules of the game: an impossible contract, tricks, player... Exit 1. */
export class RuleViolation extends TafelError {
  readonly exitCode = 1 as const;
  readonly code = 'rule';
}

/**
 * A contract the sheet's house rules leave out (Kleurenwiezen's open miserie under open-miserie=off). `played` names
 * it as the table says it ("open-miserie", "alleen 5"): a `tafel set` that would leave out a stored deal says that the
 * deal plays it, where record's way on ('tafel set ...=on') does not apply.
 */
export class LeftOut extends RuleViolation {
  constructor(
    text: Text,
    readonly played: string,
  ) {
    super(text);
  }
}

/**
 * A deal refused for who deals it (Klaverjassen's bidding=verplicht: the player after the dealer plays). `rule` says
 * the rule it breaks without record's way on, `fix` the flags of `tafel edit <n>` with which it stands (`--taker
 * Bert`): a `tafel set` that would make a stored deal so says to edit it first, where record's way on does not apply.
 */
export class DealtRefused extends RuleViolation {
  constructor(
    text: Text,
    readonly rule: Text,
    readonly fix: string,
  ) {
    super(text);
  }
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

/**
 * A run stopped by the user (Ctrl-C or Ctrl-D at a question, the run's signal: Ctrl-C, SIGTERM, SIGHUP) with a line
 * that says what was kept or not done (`text`): the shell says it on standard error, with --json as the error document
 * of code `interrupted` (cli/boundary.ts), and ends the run with `exitCode`, the signal's code as a shell says it (130,
 * 143, 129). Named as the prompts' own stop, which every catch of a question takes for "stopped".
 */
export class Stopped extends Error {
  override readonly name = 'ExitPromptError';
  readonly code = 'interrupted';
  constructor(
    readonly text: Text,
    readonly exitCode: number,
  ) {
    super();
  }

  /** For a stack trace only. */
  override get message(): string {
    return this.text[someLoaded() ?? 'en'];
  }
}

/** Whether `e` is a question stopped (the prompts' ExitPromptError, a Stopped). */
export const isStop = (e: unknown): boolean => (e as { name?: string } | undefined)?.name === 'ExitPromptError';

/**
 * A question stopped (Ctrl-C: exit 130, or the run's signal with its own code, src/play/inquirer.ts `stopped`) said as
 * `text`; one already said (a Stopped) and any other error pass unchanged.
 */
export const stoppedAs = (e: unknown, text: Text): unknown =>
  isStop(e) && !(e instanceof Stopped) ? new Stopped(text, (e as { exitCode?: number }).exitCode ?? 130) : e;

/**
 * Whether a deal's scoring refused it (a rule it breaks, or a value it lacks: Jokeren's missing penalty), rather
 * than the store or a fault: the refusal of the deal typed, or in a stored sheet a file that cannot be scored.
 */
export const dealRefused = (e: unknown): e is RuleViolation | UsageError =>
  e instanceof RuleViolation || e instanceof UsageError;

/** The same refusal, of the same kind and exit code, in other words (a reader's, with the file it read named). */
export function withText(e: TafelError, text: Text): TafelError {
  if (e instanceof StorageError) return new StorageError(text, e.code);
  if (e instanceof UsageError) return new UsageError(text);
  return new RuleViolation(text);
}

type Pick = (t: Texts) => string;
/** Refused by the rules: `throw refused((t) => t.sheet.noSuchPlayer(name))`. Exit 1. */
export const refused = (pick: Pick): RuleViolation => new RuleViolation(say(pick));
/** The command line is wrong: `throw misused((t) => t.cli.unknownOption(flag))`. Exit 2. */
export const misused = (pick: Pick): UsageError => new UsageError(say(pick));
/** The data directory refused. Exit 1. */
export const storageRefused = (pick: Pick, code?: string): StorageError => new StorageError(say(pick), code);
