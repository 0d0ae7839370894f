import type { RecordArgs, SheetConfig } from '../../core/game.js';
import { isNumber, oneOf, type LineChips } from '../../core/flow.js';
import { fold } from '../../core/players.js';

/**
 * A whole Klaverjassen deal typed on one line in table mode (docs/table-mode.md and the game's page):
 *
 *   bert 92 · bert 92 roem bert=20 · bert 92 roem 20 · bert pit · bert tegenpit · bert nat · bert 92 verzaakt cis
 *
 * The first word is the taker; parseDeal judges the rest exactly as `record --taker`. `roem 20` is the
 * takers' roem (written to the taker); `roem bert=20,cis=50` names who won each roem trick. `nat`
 * without points is written as 0 points: a nat scores the same whatever the takers counted (0, and the
 * defenders 162 plus all roem; spec klaverjassen.md); beside points it is refused (natBesidePoints). Points typed
 * before `verzaakt` are dropped: a revoked deal is scored by the penalty only, and a table often counted before the
 * revoke was seen.
 * A line is read as far as it goes, for parseDeal to name what is missing: a taker alone (the points), `roem` or
 * `verzaakt` with nothing after it (a bare flag: the roem, who revoked), the points without a taker (`92`: under
 * bidding=verplicht the player after the dealer takes, a whole deal; otherwise the taker is missing). `pas` alone is
 * read as the pass Klaverjassen does not have, for parseDeal to say so (`pas 92` is a taker whose name begins with
 * pas).
 */
export function readKlaverjasLine(
  tokens: string[],
  config?: SheetConfig,
  at?: { dealer: string },
): RecordArgs | undefined {
  const r = read(tokens, config, at);
  return r === undefined || r.clash !== undefined ? undefined : r.args;
}

/** The words of a nat. */
const NAT = ['nat', 'beet'];

/**
 * A line that says both card points and a nat (`bert 100 nat`), read as a deal otherwise: the points, the nat's word
 * and the line with each, as typed. Such a line is no deal (until 2026-12-07 its `nat` was dropped and `bert 100 nat`
 * recorded as made): `record` has no nat beside its points, the points decide, and a nat is written as 0 points.
 */
export function natBesidePoints(
  tokens: string[],
): { points: string; nat: string; asNat: string; asPoints: string } | undefined {
  return read(tokens)?.clash;
}

/** The words of a revoke, followed by who revoked. */
const REVOKE = ['verzaakt', 'verzaakte', 'revoke', 'revoked'];

/**
 * The words that begin a line without its taker, as a number does (`nat`, `roem 20`, `verzaakt cis`), unless a name
 * begins so.
 */
const LEADING = ['nat', 'beet', 'pit', 'mars', 'tegenpit', 'tegenmars', 'roem', ...REVOKE];

function read(
  tokens: string[],
  config?: SheetConfig,
  at?: { dealer: string },
): { args: RecordArgs; clash?: { points: string; nat: string; asNat: string; asPoints: string } } | undefined {
  if (tokens.length === 1 && oneOf(tokens[0], ['pas', 'pass'])) return { args: { words: ['pas'], flags: {} } };
  // A line without its taker (bidding=verplicht: the player after the dealer takes) begins with its points or with one
  // of the deal's words; until 2026-12-07 a bare `nat` was a taker named "nat" (`Unknown player "nat"`).
  const named = (t: string) => (config?.players ?? []).some((p) => fold(p).startsWith(fold(t)));
  const untaken = isNumber(tokens[0]) || (oneOf(tokens[0], LEADING) && !named(tokens[0]));
  const taker = untaken ? undefined : tokens[0];
  // Under bidding=verplicht the taker is known when the dealer is: `roem 20` is his, as the line's taker's is.
  const players = config?.players ?? [];
  const after =
    at !== undefined && config?.settings.bidding === 'verplicht' && players.includes(at.dealer)
      ? players[(players.indexOf(at.dealer) + 1) % players.length]
      : undefined;
  const owner = taker ?? after;
  const out: RecordArgs = { words: [], flags: taker === undefined ? {} : { taker } };
  const roem: string[] = [];
  let nat: string | undefined;
  for (let i = taker === undefined ? 0 : 1; i < tokens.length; i++) {
    const t = tokens[i];
    if (isNumber(t) && out.flags.points === undefined) out.flags.points = t;
    else if (oneOf(t, ['pit', 'mars'])) out.flags.pit = 'takers';
    else if (oneOf(t, ['tegenpit', 'tegenmars'])) out.flags.pit = 'defenders';
    else if (oneOf(t, NAT)) nat = t;
    else if (oneOf(t, REVOKE)) out.flags.verzaakt = tokens[++i] ?? true;
    else if (oneOf(t, ['roem'])) {
      // Every entry after `roem` until the next keyword: "roem bert=20 cis=50" or "roem bert=20,cis=50" or "roem 20". A
      // word holds a space only as a name with one, joined by the line's reader ("roem jan pieter=20"): until
      // 2026-12-08 such an entry ended the roem, and the line read as no deal ("Nothing fits that").
      const from = roem.length;
      while (tokens[i + 1] !== undefined && /^([^=,]+=\d+,?)+$|^\d+$/.test(tokens[i + 1])) {
        const entry = tokens[++i];
        // `roem 20` is the taker's (bidding=verplicht's when none is typed); without one known it goes as typed, for
        // parseDeal to ask whose it is.
        const own = owner === undefined ? entry : `${owner}=${entry}`;
        roem.push(...(isNumber(entry) ? [own] : entry.split(',').filter((x) => x !== '')));
      }
      if (roem.length === from) out.flags.roem = true;
    } else return undefined;
  }
  if (out.flags.roem !== true && roem.length > 0) out.flags.roem = roem.join(',');
  if (out.flags.verzaakt !== undefined) {
    delete out.flags.points;
    return out.flags.roem !== undefined || out.flags.pit !== undefined || nat !== undefined ? undefined : { args: out };
  }
  if (nat !== undefined) {
    if (out.flags.pit !== undefined) return undefined;
    const points = out.flags.points;
    if (typeof points === 'string') {
      const who = taker === undefined ? '' : `${taker} `;
      return { args: out, clash: { points, nat, asNat: `${who}${nat}`, asPoints: `${who}${points}` } };
    }
    out.flags.points = '0';
  }
  return { args: out };
}

/** The scorer's chips: roem, pit, nat and a revoke, and the roem a trick can hold; the points are typed. */
export function klaverjasChips(config: SheetConfig): LineChips {
  const a = fold(config.players[1]);
  return {
    words: ['roem', 'pit', 'tegenpit', 'nat', 'verzaakt'],
    numbers: [20, 50, 70, 100],
    example: `${a} 92 roem ${a}=20`,
  };
}
