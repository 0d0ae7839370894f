import type { Command } from 'commander';
import { createProgram } from './cli/program.js';
import { runCommandLine } from './cli/run.js';

/**
 * The shell (src/cli/) over this process's command line, read when called, never when imported:
 * src/cli.ts, the build's entry, runs it; a test builds the program for the line it set.
 */
export const program = (): Command => createProgram(process.argv.slice(2));

export const run = (): void => runCommandLine(process.argv);

export { invokedCommand } from './cli/words.js';
