import type { Lang } from '../core/game.js';
import type { GameText } from '../core/topic.js';
import { HEADS } from '../games/heads.js';
import { aliasOf } from '../referee/registry.js';

/**
 * Which games have rules text, and how to load ONE game's text in ONE language, derived from the
 * games' heads (src/games/heads.ts), so that `tafel rules` loads no game's scoring code. The texts are
 * the big part: only the requested text module is loaded, and only when asked for.
 */
export interface RulesEntry {
  id: string;
  ruleSets: string[];
  defaultRules: string;
  load: Record<Lang, () => Promise<GameText>>;
  /** Asked by the game's other name (`chinees-poepen`): that name and the rule set it stands for. */
  alias?: { name: string; rules: string };
}

export const RULES_GAMES: RulesEntry[] = HEADS.map((g) => ({
  id: g.id,
  ruleSets: [...g.ruleSets],
  defaultRules: g.defaultRules,
  load: g.rulesText,
}));

/** A game's other name (`chinees-poepen`) as its entry, with the rule set that name stands for. */
export function aliasEntry(name: string): RulesEntry | undefined {
  const alias = aliasOf(name);
  return alias && { ...RULES_GAMES.find((e) => e.id === alias.id)!, alias: { name, rules: alias.rules } };
}

export const loadText = (entry: RulesEntry, lang: Lang): Promise<GameText> => entry.load[lang]();

export const loadAll = (lang: Lang): Promise<GameText[]> => Promise.all(RULES_GAMES.map((g) => loadText(g, lang)));
