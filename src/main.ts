import type { Command } from 'commander';
import { createProgram } from './cli/program.js';
import type { Io } from './cli/io.js';
import { startSession } from './cli/session.js';

/**
 * The shell (src/cli/) as the bundle offers it: `run(argv, io)` runs a command line and resolves with
 * its exit code (bin/tafel.cjs gives it process.argv and processIo(); a test its own io), and a test
 * builds the program for the words it chose.
 */
export { run, runThread } from './cli/run.js';
export { processIo, type Io } from './cli/io.js';

/** The command line built for these words (without node and the script), as a run builds it. */
export const program = (args: readonly string[], io: Io): Command => createProgram(args, {}, startSession(args, io));

export { invokedCommand } from './cli/words.js';
