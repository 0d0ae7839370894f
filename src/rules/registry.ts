import type { Lang } from '../core/game.js';
import type { GameText } from '../core/topic.js';

/**
 * Which games have rules text, and how to load ONE game's text in ONE language. This file imports
 * no game code on purpose: `tafel rules kleurenwiezen troel` must start about as fast as bare node,
 * so only the requested text module is loaded, and only when asked for.
 * The rule set ids and defaults repeat those of src/games/*; a test keeps them in step.
 */
export interface RulesEntry {
  id: string;
  ruleSets: string[];
  defaultRules: string;
  load: Record<Lang, () => Promise<GameText>>;
}

export const RULES_GAMES: RulesEntry[] = [
  {
    id: 'kleurenwiezen',
    ruleSets: ['lodige', 'cardgames', 'whisthub', 'iwwa'],
    defaultRules: 'lodige',
    load: {
      en: async () => (await import('../games/kleurenwiezen/rules-text.en.js')).text,
      nl: async () => (await import('../games/kleurenwiezen/rules-text.nl.js')).text,
    },
  },
  {
    id: 'solokaarten',
    ruleSets: ['liemers'],
    defaultRules: 'liemers',
    load: {
      en: async () => (await import('../games/solokaarten/rules-text.en.js')).text,
      nl: async () => (await import('../games/solokaarten/rules-text.nl.js')).text,
    },
  },
  {
    id: 'belote',
    ruleSets: ['cardavia', 'ffb'],
    defaultRules: 'cardavia',
    load: {
      en: async () => (await import('../games/belote/rules-text.en.js')).text,
      nl: async () => (await import('../games/belote/rules-text.nl.js')).text,
    },
  },
  {
    id: 'zwikken',
    ruleSets: ['standard'],
    defaultRules: 'standard',
    load: {
      en: async () => (await import('../games/zwikken/rules-text.en.js')).text,
      nl: async () => (await import('../games/zwikken/rules-text.nl.js')).text,
    },
  },
  {
    id: 'klaverjassen',
    ruleSets: ['amsterdams', 'rotterdams'],
    defaultRules: 'amsterdams',
    load: {
      en: async () => (await import('../games/klaverjassen/rules-text.en.js')).text,
      nl: async () => (await import('../games/klaverjassen/rules-text.nl.js')).text,
    },
  },
  {
    id: 'rikken',
    ruleSets: ['standaard', 'ssovn'],
    defaultRules: 'standaard',
    load: {
      en: async () => (await import('../games/rikken/rules-text.en.js')).text,
      nl: async () => (await import('../games/rikken/rules-text.nl.js')).text,
    },
  },
];

export const loadText = (entry: RulesEntry, lang: Lang): Promise<GameText> => entry.load[lang]();

export const loadAll = (lang: Lang): Promise<GameText[]> => Promise.all(RULES_GAMES.map((g) => loadText(g, lang)));
