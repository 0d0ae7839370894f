import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { TafelError } from '../../src/core/errors.js';
import { Store } from '../../src/store/store.js';
import { testCtx } from './ctx.js';
import { HOST } from './host.js';

/* The event commands in process (fast): a fresh data directory each, every result as its JSON. */

/** A context on a data directory (a fresh one by default): a device of its own once it makes an event. */
export const ctxOf = (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-ev-'))): Ctx =>
  testCtx({ store: new Store(dir, HOST), json: true });

export const json = async (p: Promise<{ json: unknown }>) => (await p).json as any;

/** The refusal of a command: its exit code and English text. */
export const refusal = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof TafelError) return `${e.exitCode}: ${e.text.en}`;
    throw e;
  }
  throw new Error('not refused');
};
