import type { Lang } from '../../core/game.js';
import { MESSAGES as M } from './messages.js';
import { stakeOf, type ToepInput } from './rules.js';

/** The round in words, as the scorekeeper writes it: "Cis wins, stake 3 (toep Cis, Ann); passed Dirk 1, Bert 2". */
export function describe(input: ToepInput, lang: Lang): string {
  const m = M[lang];
  if (input.fourOfAKind !== undefined) return m.four(input.fourOfAKind);
  const stake = stakeOf(input);
  // In the order they passed (seating order within a toep), as the round was played.
  const passed = Object.entries(input.passed ?? {})
    .sort(([, a], [, b]) => a - b)
    .map(([p, k]) => `${p} ${k}`);
  let text = m.wins(input.winner ?? '?');
  if (stake > 1) text += `, ${m.stake(stake)}`;
  if (input.toeps !== undefined) text += ` (${m.toepList(input.toeps.join(', '))})`;
  if (passed.length > 0) text += `; ${m.passedList(passed.join(', '))}`;
  if (input.wasPenalty !== undefined) text += `; ${m.paysWas(input.wasPenalty)}`;
  if (input.jack) text += `, ${m.withJack}`;
  return text;
}
