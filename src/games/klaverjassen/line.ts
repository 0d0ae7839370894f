import type { RecordArgs } from '../../core/game.js';
import { isNumber, oneOf } from '../../core/flow.js';

/**
 * A whole Klaverjassen deal typed on one line in table mode (docs/table-mode.md and the game's page):
 *
 *   bert 92 · bert 92 roem bert=20 · bert 92 roem 20 · bert pit · bert tegenpit · bert nat · bert 92 verzaakt cis
 *
 * The first word is the taker; parseDeal judges the rest exactly as `record --taker`. `roem 20` is the
 * takers' roem (written to the taker); `roem bert=20,cis=50` names who won each roem trick. `nat`
 * without points is written as 0 points: a nat scores the same whatever the takers counted (0, and the
 * defenders 162 plus all roem; spec klaverjassen.md). Points typed before `verzaakt` are dropped: a
 * revoked deal is scored by the penalty only, and a table often counted before the revoke was seen.
 */
export function readKlaverjasLine(tokens: string[]): RecordArgs | undefined {
  if (tokens.length < 2 || isNumber(tokens[0])) return undefined;
  const out: RecordArgs = { words: [], flags: { taker: tokens[0] } };
  const roem: string[] = [];
  let nat = false;
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (isNumber(t) && out.flags.points === undefined) out.flags.points = t;
    else if (oneOf(t, ['pit', 'mars'])) out.flags.pit = 'takers';
    else if (oneOf(t, ['tegenpit', 'tegenmars'])) out.flags.pit = 'defenders';
    else if (oneOf(t, ['nat', 'beet'])) nat = true;
    else if (oneOf(t, ['verzaakt', 'verzaakte', 'revoke', 'revoked']) && tokens[i + 1] !== undefined)
      out.flags.verzaakt = tokens[++i];
    else if (oneOf(t, ['roem']) && tokens[i + 1] !== undefined) {
      // Every entry after `roem` until the next keyword: "roem bert=20 cis=50" or "roem bert=20,cis=50" or "roem 20".
      while (tokens[i + 1] !== undefined && /^([^=,\s]+=\d+,?)+$|^\d+$/.test(tokens[i + 1])) {
        const entry = tokens[++i];
        roem.push(...(isNumber(entry) ? [`${tokens[0]}=${entry}`] : entry.split(',').filter((x) => x !== '')));
      }
      if (roem.length === 0) return undefined;
    } else return undefined;
  }
  if (out.flags.verzaakt !== undefined) {
    delete out.flags.points;
    return roem.length > 0 || out.flags.pit !== undefined || nat ? undefined : out;
  }
  if (nat) {
    if (out.flags.pit !== undefined) return undefined;
    out.flags.points ??= '0';
  }
  if (out.flags.points === undefined && out.flags.pit === undefined) return undefined;
  if (roem.length > 0) out.flags.roem = roem.join(',');
  return out;
}
