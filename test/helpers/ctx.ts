import type { Ctx } from '../../src/commands/context.js';

/**
 * A command's context for a test that calls a command's function in process (src/commands/context.ts),
 * as the shell makes it for a pipe: English, no JSON, no colour, nothing prompts, 80 columns for what
 * is laid out in a width, no screen bound, the real clock, no streams. A test gives only what differs;
 * a command that reads the store without one given fails, naming it.
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
