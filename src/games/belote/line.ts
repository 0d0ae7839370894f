import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { isNumber, oneOf, type LineChips } from '../../core/flow.js';

/**
 * A whole Belote deal typed on one line in table mode: ann 92 belote cis · ann 162 capot · pas. A `belote` that ends
 * the line is a bare --belote, for parseDeal to ask who announced it (as `record` names what is missing).
 */
export function readBeloteLine(tokens: string[]): RecordArgs | undefined {
  if (oneOf(tokens[0], ['pas', 'pass'])) return tokens.length === 1 ? { words: ['pas'], flags: {} } : undefined;
  const out: RecordArgs = { words: [], flags: { taker: tokens[0] } };
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    // A second count is no deal: until 2026-12-07 it replaced the first (`ann 92 80` recorded 80).
    if (isNumber(t)) {
      if (out.flags.points !== undefined) return undefined;
      out.flags.points = t;
    } else if (oneOf(t, ['belote', 'rebelote'])) out.flags.belote = tokens[++i] ?? true;
    else if (oneOf(t, ['capot'])) {
      const side = tokens[i + 1] !== undefined ? fold(tokens[i + 1]) : '';
      if (['takers', 'nemers', 'defenders', 'verdedigers'].includes(side)) {
        out.flags.capot = side === 'takers' || side === 'nemers' ? 'takers' : 'defenders';
        i++;
      } else out.flags.capot = out.flags.points === '0' ? 'defenders' : 'takers';
    } else return undefined;
  }
  return out;
}

/** The scorer's chips: pas, belote and capot; the points (0 to 162) are typed. */
export function beloteChips(config: SheetConfig): LineChips {
  return { words: ['pas', 'belote', 'capot'], numbers: [], example: `${fold(config.players[0])} 92` };
}
