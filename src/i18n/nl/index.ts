import type { Texts } from '../en/index.js';
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

/** De Nederlandse teksten: dezelfde sleutels als en/index.ts (een ontbrekende tekst is een compileerfout). */
export const nl: Texts = {
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
