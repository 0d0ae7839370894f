import { jest } from '@jest/globals';
import fs from 'node:fs';
import { handler } from '../../src/cli/boundary.js';
import { ruleSetsHelp } from '../../src/cli/help.js';
import { createProgram } from '../../src/cli/program.js';
import { startSession } from '../../src/cli/session.js';
import { loadTexts } from '../../src/i18n/index.js';
import type { Run } from './cli.js';

/**
 * The command line run inside the test's process, the way src/cli/run.ts runs it (the session, the
 * program for the words, the one error boundary), with standard output and error caught and
 * process.exit turned into a thrown exit. For tests that run a command line hundreds of times,
 * where a process each would cost minutes of two shared cores.
 */
class Exit {
  constructor(readonly code: number) {}
}

let out = '';
let err = '';
const writeSync = fs.writeSync.bind(fs);

/** Catches fd 1 and 2 (tafel writes pipes with writeSync, see src/ui/out.ts) and process.exit. */
export function catchOutput(): void {
  jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Exit(Number(code ?? 0));
  });
  jest.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: string | Uint8Array, offset?: number) => {
    if (fd !== 1 && fd !== 2) return (writeSync as (...a: unknown[]) => number)(fd, data, offset);
    const text =
      typeof data === 'string'
        ? data
        : Buffer.from(data)
            .subarray(offset ?? 0)
            .toString('utf8');
    if (fd === 1) out += text;
    else err += text;
    return typeof data === 'string' ? Buffer.byteLength(data) : data.length - (offset ?? 0);
  }) as typeof fs.writeSync);
}

/** Runs `tafel <args>` in this process (catchOutput first): its exit code and what it wrote. */
export async function runInProcess(args: readonly string[]): Promise<Run> {
  out = '';
  err = '';
  process.exitCode = undefined;
  const s = startSession(args);
  let code: number;
  try {
    await loadTexts(...(s.json ? [s.lang, 'en' as const] : [s.lang]));
    const program = createProgram(args, { ruleSets: await ruleSetsHelp(args) }, s);
    await program.parseAsync(['node', 'tafel', ...args]);
    code = Number(process.exitCode ?? 0);
  } catch (e) {
    code = exitOf(e, s);
  }
  process.exitCode = undefined;
  return { code, stdout: out, stderr: err };
}

function exitOf(e: unknown, s: ReturnType<typeof startSession>): number {
  if (e instanceof Exit) return e.code;
  try {
    handler(s)(e);
  } catch (x) {
    if (x instanceof Exit) return x.code;
    throw x;
  }
  throw new Error('the error boundary returned without an exit');
}
