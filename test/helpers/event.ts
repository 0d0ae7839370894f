import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { TafelError } from '../../src/core/errors.js';
import { DEFAULT_TIE_BREAKS } from '../../src/event/model.js';
import type { EventData } from '../../src/store/events/data.js';
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

/**
 * An event file as tafel writes one, built by hand for the standings' and draws' own tests: a Klaverjassen evening of
 * individuals, nothing drawn, with what the test sets instead.
 */
export const eventData = (over: Partial<EventData>): EventData => ({
  format: 'tafel-event',
  schemaVersion: 1,
  id: 'ev',
  uid: '0123456789abcdef',
  title: 'T',
  createdAt: '2026-12-05T18:30:00.000Z',
  origin: 'aaaaaaaaaaaaaaaa',
  revision: 1,
  game: 'klaverjassen',
  rules: 'amsterdams',
  set: {},
  deals: 16,
  kind: 'individual',
  tableSize: 4,
  rounds: 3,
  seating: 'draw',
  seed: 0,
  bye: 'fixed:1600',
  absent: 'fixed:0',
  ranking: 'total',
  tieBreaks: DEFAULT_TIE_BREAKS,
  prizes: 'none',
  poedel: false,
  entrants: [],
  withdrawals: [],
  renames: [],
  draws: [],
  finished: false,
  ...over,
});
