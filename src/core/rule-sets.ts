import type { Text } from './errors.js';
import { didYouMean } from './suggest.js';
import { sayIn } from '../i18n/index.js';

/**
 * The rule set a player typed, among a game's: as typed, case aside, or in the other language's word for the common
 * rules (Zwikken's `standard` is the Dutch games' `standaard`: either finds either). Undefined when none.
 */
export function ruleSetNamed(ids: readonly string[], typed: string): string | undefined {
  const r = typed.trim().toLowerCase();
  if (ids.includes(r)) return r;
  const other = OTHER_WORD[r];
  return other !== undefined && ids.includes(other) ? other : undefined;
}

const OTHER_WORD: Readonly<Record<string, string>> = { standard: 'standaard', standaard: 'standard' };

/**
 * Why a typed rule set is none of the game's, as every command that takes --rules says it (new, event new, rules,
 * judge): the rule sets to choose, and the one meant. `game`: its name where the command has it (judge's referee:
 * "Belote"), else its id. The caller decides the exit code.
 */
export const noRuleSet = (game: string | Text, typed: string, ids: readonly string[]): Text =>
  sayIn((t, l) =>
    t.sheet.noRuleSet(
      typeof game === 'string' ? game : game[l],
      typed,
      ids,
      didYouMean(typed.trim().toLowerCase(), ids),
    ),
  );
