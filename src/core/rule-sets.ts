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
