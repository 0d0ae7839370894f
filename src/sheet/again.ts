import { shellWord } from '../core/shell.js';
import type { SheetData } from './sheet.js';

/** The `tafel new` that starts the same table again: its rules, house rules and stake, as the sheet has them. */
export function newLike(data: SheetData): string {
  const sets = Object.entries(data.set ?? {})
    .map(([k, v]) => ` --set ${shellWord(`${k}=${v}`)}`)
    .join('');
  const stake = data.stakeCents !== undefined ? ` --stake ${(data.stakeCents / 100).toFixed(2)}` : '';
  return `tafel new ${data.game} --rules ${data.rules} --players ${shellWord(data.players.join(','))}${sets}${stake}`;
}
