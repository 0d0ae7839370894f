import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { isNumber, type LineChips, type ChipsFor } from '../../core/flow.js';
import { BIDS, handSize } from './rules.js';
import { own } from '../../core/own.js';

/**
 * A whole Solokaarten deal typed on one line in table mode: slag ann 5 eerste · doe bert 6 zonder-oud. A `zonder`
 * without `kijk` or `oud` after it is passed on as a word, for parseDeal to ask which (as `record` names what is
 * missing).
 */
const REFINE: Record<string, string> = {
  eerste: 'eerste',
  'zonder-kijk': 'zonderKijk',
  zk: 'zonderKijk',
  'zonder-oud': 'zonderOud',
  zo: 'zonderOud',
};

export function readSoloLine(tokens: string[]): RecordArgs | undefined {
  const first = fold(tokens[0]);
  if (first === 'pas' || first === 'pass') return tokens.length === 1 ? { words: ['pas'], flags: {} } : undefined;
  const bids = BIDS.filter((b) => b.id.startsWith(first));
  if (bids.length !== 1) return undefined;
  const out: RecordArgs = { words: [bids[0].id], flags: {} };
  for (let i = 1; i < tokens.length; i++) {
    const t = fold(tokens[i]).replace(/_/g, '-');
    const refine = own(REFINE, t);
    const after = tokens[i + 1] !== undefined ? own(REFINE, `zonder-${fold(tokens[i + 1])}`) : undefined;
    if (refine !== undefined) out.flags[refine] = true;
    else if (t === 'zonder' && after !== undefined) {
      out.flags[after] = true;
      i++;
    } else if (t === 'zonder') out.words.push('zonder');
    else if (isNumber(t)) out.flags.tricks = t;
    else if (out.flags.by === undefined) out.flags.by = tokens[i];
    else return undefined;
  }
  return out;
}

/**
 * The scorer's chips: the bids, pas and their refinements (zonder-oud only with the Oud in the lamp: without it the
 * queen of clubs is dealt), and the tricks of a hand (6, or 5 at six players).
 */
export function soloChips(config: SheetConfig, next: ChipsFor): LineChips {
  const n = config.players.length;
  const oud = config.settings['oud-in-lamp'] !== 'off' ? ['zonder-oud'] : [];
  return {
    words: [...BIDS.map((b) => b.id), 'pas', 'eerste', 'zonder-kijk', ...oud],
    numbers: Array.from({ length: handSize(n) + 1 }, (_, i) => i),
    example: `slag ${fold(next.playing[0])} 5`,
  };
}
