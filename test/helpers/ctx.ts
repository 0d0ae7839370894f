import type { Ctx } from '../../src/commands/context.js';
import type { Lang } from '../../src/core/game.js';
import { Store } from '../../src/store/store.js';
import { HOST } from './host.js';

/**
 * A command's context for a test that calls a command's function in process (src/commands/context.ts),
 * as the shell makes it for a pipe: English, no JSON, no colour, nothing prompts, 80 columns for what
 * is laid out in a width, no screen bound, the real clock, no streams. A test gives only what differs;
 * a command that reads the store of a context given none fails, naming it.
 */
export const testCtx = (over: Partial<Ctx> = {}): Ctx => ({
  get store(): never {
    throw new Error('this test gave the command no store (testCtx({ store }))');
  },
  lang: 'en',
  json: false,
  color: false,
  interactive: false,
  width: 80,
  screen: {},
  now: () => new Date(),
  ...over,
});

/**
 * What the shell hands a command, for calling its function in process on a data directory: JSON out, no
 * terminal, no colour, today's clock.
 */
export const commandCtx = (home: string, lang: Lang = 'en'): Ctx =>
  testCtx({ store: new Store(home, HOST), lang, json: true, width: 100 });
