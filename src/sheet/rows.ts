import { dealRefused, LeftOut, misused, refused, RuleViolation, withText } from '../core/errors.js';
import { dealsWord, dealWord } from '../games/index.js';
import { sayIn } from '../i18n/index.js';
import { shellWord } from '../core/flags.js';
import type { Game, Lang } from '../core/game.js';
import { CORRECTION_MAX, formatCents, refuseThousands, typedAmount } from '../core/money.js';
import { findPlayer, splitList, unsafeChar } from '../core/players.js';
import { NOTE_CHARS, noteFits } from './note.js';
import type { Correction, SheetData, UndoneRow } from './sheet.js';
import { view } from './view.js';

/** The rows of a sheet: deals and correction rows as the sheet shows them (a phone and table mode count them). */
export const rowCount = (data: Pick<SheetData, 'deals' | 'corrections'>): number =>
  data.deals.length + (data.corrections?.length ?? 0);

/** The last row of a sheet: a deal, or the correction at this index of `corrections`. */
export function lastRow(data: SheetData): { deal: true } | { correction: number } | undefined {
  const cs = data.corrections ?? [];
  for (let k = cs.length - 1; k >= 0; k--) if (cs[k].after === data.deals.length) return { correction: k };
  return data.deals.length > 0 ? { deal: true } : undefined;
}

/** The players who always score the same as `p`: his team, as the game says, or he alone. */
const teamOf = (game: Game, players: readonly string[], p: string): string[] =>
  game.teams(players)?.find((t) => t.includes(p)) ?? [p];

const MAX = CORRECTION_MAX;

/**
 * A correction's scores this sheet takes, in its unit, with its own names: the first two seats, never one team (a team
 * has one score), summing to 0 (a zero-sum game's rule). Table mode's question shows it too.
 */
export const correctionExample = (game: Game, data: Pick<SheetData, 'players'>): string =>
  game.unit === 'money'
    ? `${data.players[0]}=-0.50,${data.players[1]}=0.50`
    : `${data.players[0]}=-15,${data.players[1]}=15`;

/**
 * Where a correction's scores are typed: the edit of a correction (c1), or table mode's question (`asked`); else a
 * `tafel correct`.
 */
type Typed = `c${number}` | 'asked';

/**
 * A whole `tafel correct` on this sheet, in its unit; for the edit of correction `row` (c1), that edit with what was
 * refused: its scores (`tafel edit c1 Ann=-15,Bert=15`) or its reason (`tafel edit c1 --reason "verzaakt"`); at table
 * mode's question, which asks the scores alone, the scores (`Ann=-15,Bert=15`).
 */
function exampleOf(game: Game, data: SheetData, row: Typed | undefined, of: 'scores' | 'reason'): string {
  if (row === 'asked') return correctionExample(game, data);
  const scores = shellWord(correctionExample(game, data));
  const reason = `--reason "${game.unit === 'money' ? 'geleend' : 'verzaakt'}"`;
  if (row === undefined) return `tafel correct ${scores} ${reason}`;
  return `tafel edit ${row} ${of === 'scores' ? scores : reason}`;
}

/**
 * A correction's reason, trimmed: given, and one line of at most 80 characters (`correct`; `edit c1 --reason`, whose
 * `row` the example names).
 */
export function checkReason(game: Game, data: SheetData, reason: string | undefined, row?: Typed): string {
  const why = (reason ?? '').trim();
  if (why === '') throw misused((t) => t.sheet.reasonIsMissingSay(exampleOf(game, data, row, 'reason')));
  // The same rule as a title's (sheet/build.ts): a bidi override or zero-width character would
  // reorder or hide what the sheet and every export show.
  if (why.length > 80 || unsafeChar(why) !== undefined) {
    throw misused((t) => t.sheet.reasonMustBeOne);
  }
  return why;
}

/**
 * The pairs of a correction, split on commas and semicolons (`Ann=-0,50;Cis=0,50`, as a Dutch spreadsheet separates
 * a list whose numbers have a decimal comma), each as typed: a decimal comma put back (`Ann=-0,50,Cis=0,50`, as the
 * Dutch sheet prints money), since splitting on commas cut it off and a part of digits alone, after an amount without
 * decimals, can only be that amount's decimals (every pair has an `=`), also too many of them (`Ann=0,055`: refused
 * as not whole cents); so is one after a thousands group, and digits with a point after a comma (`Ann=1.000,50`,
 * `Ann=1,000.50`: refused whole, as a thousands separator). A semicolon is never a decimal sign: `Ann=0;05` is two
 * parts.
 */
const correctionPairs = (text: string): string[] => text.split(';').flatMap((part) => decimalCommas(splitList(part)));

function decimalCommas(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (/^\d+(?:\.\d+)?$/.test(part) && /=\s*[+-]?\d+(?:[.,]\d{3})*$/.test(out[out.length - 1] ?? ''))
      out[out.length - 1] += `,${part}`;
    else out.push(part);
  }
  return out;
}

/**
 * Reads `Ann=-15,Bert=5,...` into a correction's scores (cents for a money game). Players may be
 * left out (they get 0); a team game (game.teams) names one player per team, or `Ann+Cis=-20`, and
 * both get it. On a zero-sum rule set (game.zeroSum) the scores must sum to zero unless `force`.
 * `row`: the correction an edit gives these scores (c1), which the examples name, or `asked`: table mode's question.
 */
export function parseCorrection(
  game: Game,
  data: SheetData,
  text: string,
  reason: string | undefined,
  force: boolean,
  row?: Typed,
): Omit<Correction, 'after'> {
  const example = exampleOf(game, data, row, 'scores');
  const money = game.unit === 'money';
  const scores: Record<string, number> = {};
  const pairs = correctionPairs(text);
  const typed = new Map<string, string>(); // who was named for each player's score
  if (pairs.length === 0) throw misused((t) => t.sheet.whichPlayersEG(example));
  for (const pair of pairs) {
    // An amount with a thousands separator, also with decimals (`1.000,50`), is refused as such, not as no amount.
    const m = /^(.+?)=\s*([+-]?\d+(?:[.,]\d{3})*(?:[.,]\d+)?)$/.exec(pair);
    if (!m) throw misused((t) => t.sheet.notPlayerAmount(pair, money, example));
    refuseThousands(m[2], pair, money ? 'amount' : 'points');
    if (!money && !/^[+-]?\d+$/.test(m[2])) throw misused((t) => t.sheet.pointsAreWholeNumbers(pair));
    const amount = money ? typedAmount(m[2], 2) : Number(m[2]);
    if (amount === undefined) throw misused((t) => t.sheet.amountsAreWholeCents(pair));
    if (Math.abs(amount) > MAX * (money ? 100 : 1)) throw refused((t) => t.sheet.atMostEitherWay(pair, MAX));
    const named = m[1].split('+').map((n) => findPlayer(data.players, n.trim()));
    // `Ann+Ann=5` names no partner: refused, where it was taken as Ann's team (2026-12-07).
    const twice = named.find((p, i) => named.indexOf(p) !== i);
    if (twice !== undefined) throw refused((t) => t.sheet.namedTwice(twice, false));
    const team = teamOf(game, data.players, named[0]);
    if (named.some((p) => !team.includes(p))) {
      const teams = game.teams(data.players);
      if (!teams) throw refused((t) => t.sheet.hasNoTeamsName(m[1], game.id, example));
      throw refused((t) =>
        t.sheet.notOneTeam(
          m[1],
          teams.map((team) => team.join('+')),
        ),
      );
    }
    for (const p of team) {
      // Belote's Ann=10,Cis=20: two players of one team, each named once, give the team two scores.
      const before = typed.get(p);
      if (before !== undefined && before !== named[0] && team.length > 1)
        throw refused((t) =>
          t.sheet.oneTeamTwice(
            before,
            named[0],
            shellWord(`${team.join('+')}=${m[2]}`),
            shellWord(`${before}=${m[2]}`),
          ),
        );
      if (Object.hasOwn(scores, p)) throw refused((t) => t.sheet.namedTwice(p, team.length > 1));
      scores[p] = amount;
      typed.set(p, named[0]);
    }
  }
  if (Object.values(scores).every((v) => v === 0)) throw refused((t) => t.sheet.aCorrectionOfZero);
  const sum = Object.values(scores).reduce((a, b) => a + b, 0);
  // Money never appears or vanishes (zwikken.md: pot + balances = 0 always), so --force does not lift it there.
  if (game.zeroSum(data.rules) && sum !== 0 && (!force || money)) {
    throw new RuleViolation(
      sayIn((t, lang) =>
        t.sheet.correctionSum(
          sum > 0 ? '+' : '',
          money ? formatCents(sum, lang) : String(sum),
          money,
          game.id,
          data.rules,
        ),
      ),
    );
  }
  return {
    scores: Object.fromEntries(data.players.filter((p) => scores[p] !== undefined).map((p) => [p, scores[p]])),
    // The reason last: a score that cannot be is said first, not after the user added the reason asked for.
    reason: checkReason(game, data, reason, row),
  };
}

/** A note on a deal as note.ts noteFits takes it, trimmed; an empty note removes it. */
export function checkNote(note: string): string {
  if (!noteFits(note)) throw misused((t) => t.sheet.noteMustBeOne(NOTE_CHARS));
  return note.trim();
}

/** Sets or clears a keyed entry of an optional record, dropping the record when it empties. */
export function setKey<T>(
  rec: Record<string, T> | undefined,
  key: string,
  value: T | undefined,
): Record<string, T> | undefined {
  const out = { ...(rec ?? {}) };
  if (value === undefined) delete out[key];
  else out[key] = value;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The sheet with seat `seat` to deal the next deal (`tafel dealer`; redo putting a deal back as it was dealt): before
 * the first deal the first dealer, and a dealer kept for deal 1 (an undone `record --dealer`: undo keeps who dealt a
 * deal) goes with it.
 */
const withNextDealer = (data: SheetData, seat: number): SheetData =>
  data.deals.length === 0
    ? { ...data, firstDealer: seat, dealers: setKey(data.dealers, '1', undefined) }
    : { ...data, dealers: setKey(data.dealers, String(data.deals.length + 1), seat) };

/**
 * The sheet without a dealer set by hand for deal `n`: the rotation's own dealer deals it. A pin of the dealer the
 * rotation gives anyway would keep him on deal n once an earlier deal changes (`edit 1 pas`: a pass is redealt by the
 * same dealer), where a deal recorded afresh follows the rotation: `edit --dealer` and `redo` leave none.
 */
export const unpinned = (data: SheetData, n: number): SheetData => ({
  ...data,
  dealers: setKey(data.dealers, String(n), undefined),
});

/**
 * The sheet with `seat` dealing the next deal (`tafel dealer`; the deal redo puts back, `tafel dealer` having named
 * another since the undo: keepDealer): set by hand only where the rotation gives that deal another dealer, as
 * `edit --dealer` sets it (`unpinned`); before the first deal, the first dealer.
 */
export function dealtAgain(data: SheetData, seat: number, lang: Lang): SheetData {
  const bare = unpinned(data, data.deals.length + 1);
  const rotates = data.deals.length > 0 && view(bare, lang, { texts: false }).nextDealer === data.players[seat];
  return rotates ? bare : withNextDealer(data, seat);
}

/**
 * `put`, redo's putting back of an undone deal, or its refusal (`record`'s of the deal at its place) said as redo's:
 * the deal passed when recorded, so the house rules (`tafel set schedule=...`) or a deal before it changed since the
 * undo. Boerenbridge's "Deal 5 has 5 cards" alone did not say why a deal recorded so was refused. A contract the rules
 * now leave out (LeftOut) is said as record says it, which names the rule that plays it.
 */
export function puttingBack<T>(data: SheetData, put: () => T): T {
  try {
    return put();
  } catch (e) {
    if (!dealRefused(e) || e instanceof LeftOut) throw e;
    const n = data.deals.length + 1;
    const why = (l: Lang) => e.text[l].replace(/\.$/, '');
    throw withText(
      e,
      sayIn((t, l) => t.commands.putBackRefused(n, why(l), dealWord(data.game, l), dealsWord(data.game, l))),
    );
  }
}

/**
 * The undone rows with who deals the deal redo puts back first (the last deal among them, which comes back as the
 * next deal) kept on it, for `tafel dealer` naming another: redo puts the deal back as it was dealt. The first
 * `tafel dealer` since the undo keeps it; later ones change only who deals next.
 */
export function keepDealer(undone: UndoneRow[] | undefined, seat: number): UndoneRow[] | undefined {
  const k = undone?.findLastIndex((r) => 'deal' in r) ?? -1;
  const row = undone?.[k];
  if (!undone || !row || 'correction' in row || row.dealer !== undefined) return undone;
  return undone.map((r, i) => (i === k ? { ...r, dealer: seat } : r));
}
