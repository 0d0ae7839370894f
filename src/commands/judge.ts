import { code, codeIn, codes, type Card } from '../core/cards.js';
import { refused, RuleViolation, type Text } from '../core/errors.js';
import { merit, UnknownPlayer } from '../core/players.js';
import { textsOf, sayIn } from '../i18n/index.js';
import { formatMoney } from '../core/money.js';
import type { DealInput, Lang, RecordArgs } from '../core/game.js';
import { judgePlay, judgeRank, judgeTrick } from '../referee/judge.js';
import { loadReferee } from '../referee/registry.js';
import type { Referee } from '../core/referee.js';
import { wrapProse } from '../ui/fit.js';
import { safe } from '../ui/paint.js';
import type { TableRow } from '../ui/sheet-table.js';
import type { Ctx, Output } from './context.js';

/** `tafel judge`: the referee at the table. Parses flags, asks the pure referee, words the answer. */

/** A reason wrapped at the terminal's width, at word boundaries with a hanging indent (a pipe: one line). */
const fitted = (text: string, c: Ctx): string => wrapProse(text, c.screen.width, 2);

/**
 * The rule set in force. The referee keeps its own list (the same ids as its Game), so rank, trick
 * and play never load the games' scoring code: a question about cards needs no score table.
 */
function ruleSet(ref: Referee, given: string | undefined): string {
  const sets = ref.ruleSets;
  if (given === undefined) return ref.defaultRules;
  const r = given.toLowerCase();
  if (!sets.includes(r)) throw refused((t) => t.commands.noRuleSet(ref.id, given, sets));
  return r;
}

export async function runJudgeRank(
  ctx: Ctx,
  game: string,
  a: string,
  b: string,
  opts: Record<string, string | undefined>,
): Promise<Output> {
  const ref = await loadReferee(game);
  const rules = ruleSet(ref, opts.rules);
  const answer = judgeRank(ref, a, b, rules, (opts as { set?: string[] }).set);
  return {
    json: { higher: answer.higher, reason: answer.reason[ctx.lang] },
    text: (c) => {
      const reason = answer.reason[c.lang];
      const Reason = reason.charAt(0).toUpperCase() + reason.slice(1);
      const t = textsOf(c.lang).commands;
      if (answer.higher === 0) return fitted(t.neitherOutranks(Reason), c);
      const [hi, lo] = answer.higher === 1 ? [a, b] : [b, a];
      return fitted(t.outranks(safe(hi), safe(lo), reason), c);
    },
  };
}

export async function runJudgeTrick(
  ctx: Ctx,
  game: string,
  cards: string[],
  opts: Record<string, string | undefined>,
): Promise<Output> {
  const ref = await loadReferee(game);
  const rules = ruleSet(ref, opts.rules);
  const set = (opts as { set?: string[] }).set;
  const { trick, answer } = judgeTrick(ref, { cards, trump: opts.trump, players: opts.players, rules, set });
  const n = answer.winner + 1;
  const won = trick[answer.winner];
  const more = (l: Lang) => (answer.more ? `\n${answer.more[l]}.` : '');
  return {
    json: { winner: n, card: code(won), reason: answer.reason[ctx.lang], ...answer.extra },
    text: (c) => {
      const said = textsOf(c.lang).commands.cardWins(n, codeIn(won, c.lang), answer.reason[c.lang]);
      return fitted(said + more(c.lang), c);
    },
  };
}

export async function runJudgePlay(
  ctx: Ctx,
  game: string,
  opts: Record<string, string | boolean | string[] | undefined>,
): Promise<Output> {
  const ref = await loadReferee(game);
  const rules = ruleSet(ref, typeof opts.rules === 'string' ? opts.rules : undefined);
  const str = (k: string) => (typeof opts[k] === 'string' ? (opts[k] as string) : undefined);
  const set = Array.isArray(opts.set) ? (opts.set as string[]) : undefined;
  const answer = judgePlay(ref, {
    hand: str('hand'),
    trick: str('trick'),
    trump: str('trump'),
    players: str('players'),
    potHolder: opts.potHolder === true,
    rules,
    set,
    trickNo: str('trickNo'),
    called: str('called'),
    troelaLead: opts.troelaLead === true,
  });
  return {
    json: {
      legal: answer.legal.map(code),
      illegal: Object.fromEntries(answer.illegal.map((x) => [code(x.card), x.reason[ctx.lang]])),
    },
    text: (c) => fitted(playText(answer.legal, answer.illegal, c.lang), c),
  };
}

/** "You may play 9H, KH." and one line per reason for the rest, cards with the same reason together. */
function playText(legal: Card[], illegal: { card: Card; reason: Text }[], lang: Lang): string {
  const t = textsOf(lang).commands;
  const list = codes(legal, lang);
  if (illegal.length === 0) return t.playAny(list);
  const groups = new Map<string, Card[]>();
  for (const x of illegal) groups.set(x.reason[lang], [...(groups.get(x.reason[lang]) ?? []), x.card]);
  const lines = [t.mayPlay(list)];
  for (const [reason, cards] of groups) lines.push(t.mayNot(codes(cards, lang), reason));
  return lines.join('\n');
}

/** Fixed so that a scored deal never depends on the clock (it is never stored anyway). */
const SCORE_DATE = new Date('2000-01-01T12:00:00.000Z');
const NOT_RECORD_FLAGS = new Set(['rules', 'players', 'stake', 'set']);
/**
 * The table `judge score` scores at without --players, in every game alike: seats named 1, 2, ... (four,
 * unless the game counts them from the deal), typed as such (`--taker 2`, `--roem 4=20`) and answered so,
 * as the game pages write their tables.
 */
const seatNames = (n: number): string => Array.from({ length: n }, (_, i) => String(i + 1)).join(',');
const JUDGE_SEATS = 4;

export async function runJudgeScore(
  ctx: Ctx,
  gameId: string,
  words: string[],
  opts: Record<string, unknown>,
): Promise<Output> {
  const [
    { gameById },
    { buildSheet },
    { configOf, replay, rowMarks, SAT_OUT },
    { paint },
    { placesText, signed, table, winnerText },
  ] = await Promise.all([
    import('../games/index.js'),
    import('../sheet/build.js'),
    import('../sheet/sheet.js'),
    import('../ui/paint.js'),
    import('../ui/sheet-table.js'),
  ]);
  const game = gameById(gameId);
  const stake = typeof opts.stake === 'string' ? opts.stake : undefined;
  const fromGame = game.judgeScore?.(opts) ?? {};
  const seats = seatNames(fromGame.seats ?? JUDGE_SEATS);
  const data = buildSheet(
    game.id,
    {
      players: typeof opts.players === 'string' ? opts.players : seats,
      rules: typeof opts.rules === 'string' ? opts.rules : undefined,
      // The dealer of the one deal, for a game that scores by the dealer's side (Manillen); a game that reads
      // --dealer itself (Boerenbridge) still finds it among the record flags.
      dealer: typeof opts.dealer === 'string' ? opts.dealer : undefined,
      set: Array.isArray(opts.set) ? (opts.set as string[]) : [],
      // Zwikken needs a stake; buildSheet refuses --stake for a game that is not played for money.
      stake: game.unit === 'money' ? (stake ?? '0.10') : stake,
    },
    SCORE_DATE,
    () => false,
  );
  // One deal without a table has no sitter: with five or six at the table (Kleurenwiezen) judge
  // score stays four-handed (kleurenwiezen-tables.md §3.3) and asks for the four who play.
  const out = replay(game, data, ctx.lang).nextSittingOut;
  if (Array.isArray(out) && out.length > 0) {
    const n = data.players.length;
    const four = data.players.filter((p) => !out.includes(p)).join(',');
    throw refused((t) => t.commands.fourHanded(n, out, four));
  }
  const flags: RecordArgs['flags'] = {};
  for (const [k, v] of Object.entries(opts)) {
    // The totals before the deal are the sheet's, not the deal's: a correction row ahead of it below.
    if (NOT_RECORD_FLAGS.has(k) || (k === 'totals' && fromGame.totals !== undefined)) continue;
    if (typeof v === 'string' || typeof v === 'boolean') flags[k] = v;
  }
  let input: DealInput;
  try {
    input = game.parseDeal({ words, flags }, configOf(game, data));
  } catch (e) {
    // Without --players the seats are ours, not the user's: say how to name his own.
    if (e instanceof UnknownPlayer && opts.players === undefined) {
      const { text } = e;
      throw new RuleViolation(sayIn((t, l) => t.commands.ourPlayers(text[l], seats.replace(/,/g, ', '))));
    }
    throw e;
  }
  const before = Object.entries(fromGame.totals ?? {}).filter(([, n]) => n !== 0);
  const sheet = {
    ...data,
    deals: [input],
    ...(before.length > 0 ? { corrections: [{ after: 0, scores: Object.fromEntries(before), reason: 'totals' }] } : {}),
  };
  const v = replay(game, sheet, ctx.lang);
  // One deal without a sheet has no place on one: the deal object without `number` and `dealer`
  // (klaverjassen.md, rikken.md, boerenbridge.md, jokeren.md, manillen.md).
  const { number: _number, dealer: _dealer, ...deal } = v.deals[0];
  // What the sheet would write beside the numbers (Toepen's cut +2 (3), Boerenbridge's bid/took, Klaverjassen's N).
  const teamsOf = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((pl) => [pl]);
  const marks = rowMarks(v.deals[0], teamsOf);
  return {
    // A team game (Belote, Klaverjassen) also says who plays with whom.
    json: {
      ...deal,
      ...(Array.isArray(v.teams) ? { teams: v.teams } : {}),
      ...(v.finished ? { finished: true, winner: v.winner } : {}),
    },
    text: async (c) => {
      const p = await paint(c.color);
      const money = game.unit === 'money';
      const extras = (game.extraColumns ?? []).filter((e) => e.rules === undefined || e.rules.includes(v.rules));
      const head = [...teamsOf.map((t) => t.map(safe).join(' + ')), ...extras.map((e) => e.label[c.lang])].map((h) =>
        p.head(h),
      );
      const fmt = (n: unknown) => (typeof n === 'number' ? (money ? formatMoney(n, c.lang) : String(n)) : '');
      const row: TableRow = [
        ...teamsOf.map((t, i) => {
          const m = marks.columns[i];
          const score = signed(deal.scores[t[0]], money, p, c.lang, merit(game));
          return m.sat ? (m.mark ?? SAT_OUT) : score + (m.mark ? ` ${safe(m.mark)}` : '');
        }),
        ...extras.map((e) => fmt(deal[e.key])),
      ];
      const t = textsOf(c.lang).commands;
      const line = t.wouldScore(safe(deal.text));
      // What the deal does to the game, as the sheet says it under its table: it ends it (the winner, the places),
      // or it puts players out (Toepen: the limit reached; who was out before shows dood in his column).
      const out = (Array.isArray(v.outOfGame) ? (v.outOfGame as string[]) : []).filter(
        (p) => !marks.columns[teamsOf.findIndex((team) => team.includes(p))]?.sat,
      );
      const after = v.finished
        ? // Places by seat number ("1 4, 2 1") would read as numbers: only for players named with --players.
          [winnerText(v, c.lang), typeof opts.players === 'string' ? placesText(v, c.lang) : undefined]
        : [out.length > 0 ? t.outAfter(out.map(safe).join(', ')) : undefined];
      const under = after.filter((x): x is string => !!x).map((x) => fitted(x, c));
      return [
        fitted(line, c),
        await table(
          head,
          [row],
          head.map((_, i) => i),
        ),
        ...under,
      ].join('\n');
    },
  };
}
