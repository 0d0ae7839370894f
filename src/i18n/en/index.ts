import { core } from './core.js';
import { store } from './store.js';
import { sheet } from './sheet.js';
import { referee } from './referee.js';
import { ruleBook } from './ruleBook.js';
import { ui } from './ui.js';
import { evening } from './evening.js';
import { commands } from './commands.js';
import { table } from './table.js';
import { cli } from './cli.js';
import { shell } from './shell.js';
import { prompt } from './prompt.js';
import { play } from './play.js';
import { start } from './start.js';
import { serve } from './serve.js';
import { event } from './event.js';
import { commandHelp } from './commandHelp.js';
import { commandDescriptions } from './commandDescriptions.js';

/**
 * The English texts. This object defines the keys: every other language (nl/index.ts) is typed
 * `Texts`, so a text missing there is a compile error. Each room of src/ has its own file here (play/ is
 * `table`, rules/ is `ruleBook`); shell.ts holds the help, spread into the whole, with each command's help in
 * commandHelp.ts and its one line, which the general help lists, in commandDescriptions.ts; table mode's words are
 * play.ts, start.ts and prompt.ts.
 */
export const en = {
  ...shell,
  help: { ...shell.help, commands: commandHelp, descriptions: commandDescriptions },
  core,
  store,
  sheet,
  referee,
  ruleBook,
  ui,
  evening,
  commands,
  table,
  cli,
  event,
  serve,
  prompt,
  play,
  start,
};

export type Texts = typeof en;
