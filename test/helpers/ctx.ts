import type { Ctx } from '../../src/commands/context.js';
import type { Lang } from '../../src/core/game.js';
import { Store } from '../../src/store/store.js';
import { HOST } from './host.js';

/**
 * What the shell hands a command, for calling its function in process on a data directory: JSON out, no
 * terminal, no colour, today's clock.
 */
export const commandCtx = (home: string, lang: Lang = 'en'): Ctx => ({
  store: new Store(home, HOST),
  lang,
  json: true,
  color: false,
  interactive: false,
  width: 100,
  screen: {},
  now: () => new Date(),
});
