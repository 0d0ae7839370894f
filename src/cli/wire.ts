import type { Command } from 'commander';
import type { actor } from './context.js';
import type { quiet } from './boundary.js';
import type { Out } from '../ui/out.js';

/**
 * What a command's wiring (src/cli/wiring/) gets from the program being built. Commands are
 * declared without help texts: localise() (help.ts) puts the catalogue's on them, in the user's language.
 */
export interface Wire {
  /** A top-level command, with its examples from the catalogue. */
  sub(name: string): Command;
  act: ReturnType<typeof actor>;
  quiet: ReturnType<typeof quiet>;
  /** The run's standard output and error, for a command that is not a handler of src/commands/ (completion). */
  out: Out;
  /** --json was given: such a command prints one JSON document too. */
  json: boolean;
}

/** A repeatable option's values, in the order given. */
export const many = (v: string, prev: string[] = []): string[] => [...prev, v];

/**
 * A command's options with `--out -` taken as no --out: standard output, as most tools take `-` (a file so named is
 * `./-`). Here, as commander stores an option's value parsed to nothing as ''.
 */
export const dashOut = <T extends object>(o: T): T =>
  (o as { out?: unknown }).out === '-' ? { ...o, out: undefined } : o;
