import { noRuleSet, ruleSetNamed } from '../core/rule-sets.js';
import { code, codeIn, codes, type Card } from '../core/cards.js';
import { misused, refused, RuleViolation, type Text } from '../core/errors.js';
import { merit, UnknownPlayer } from '../core/players.js';
import { keyOf, overridden, pairsOf } from '../core/settings.js';
import { textsOf, sayIn } from '../i18n/index.js';
import { formatMoney } from '../core/money.js';
import type { DealInput, Game, Lang, RecordArgs } from '../core/game.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { judgePlay, judgeRank, judgeTrick } from '../referee/judge.js';
import { aliasOf, loadReferee } from '../referee/registry.js';
import type { Question, Referee, TrickAnswer } from '../core/referee.js';
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
  const named = ruleSetNamed(sets, given);
  if (named === undefined) throw new RuleViolation(noRuleSet(ref.name, given, sets));
  return named;
}

/**
 * The options with the rule set a game's other name stands for (`judge trick chinees-poepen`: poepen), as `tafel new`
 * takes the name: a --rules or --sheet given says which rules itself.
 */
function aliased<T extends { rules?: unknown; sheet?: unknown }>(game: string, opts: T): T {
  const rules = aliasOf(game)?.rules;
  return rules === undefined || opts.rules !== undefined || opts.sheet !== undefined ? opts : { ...opts, rules };
}

/** What a sheet brings to a judgement (`--sheet <id>`): its rule set, house rules and players; `judge score` all. */
interface SheetSays {
  rules: string;
  set: string[];
  players: string;
  data: SheetData;
}

/**
 * The sheet `--sheet` names (a day's id, a prefix), when given: a table's referee judges by that table's rules. It
 * must play the game asked about; --rules beside it is refused (one of the two says which rules).
 */
async function sheetSays(
  ctx: Ctx,
  gameId: string,
  opts: { sheet?: unknown; rules?: unknown },
): Promise<SheetSays | undefined> {
  if (typeof opts.sheet !== 'string') return undefined;
  if (opts.rules !== undefined) throw misused((t) => t.commands.rulesOrSheet);
  // Loaded only here: a question about cards loads no sheet code (test/games/imports.test.ts).
  const { resolveSheetId } = await import('./context.js');
  // The safe reader: an older sheet is upgraded in memory only (the referee never writes).
  const data = ctx.store.loadSheet(await resolveSheetId(ctx, opts.sheet)).data;
  if (data.game !== gameId) throw refused((t) => t.commands.judgeOtherGame(data.id, data.game, gameId));
  return { rules: data.rules, set: pairsOf(data.set), players: data.players.join(','), data };
}

/**
 * The table a sheet seats, for the referee's deck and trick (Solokaarten's deck, Zwikken's trick), when within the
 * table sizes it judges: a sitter holds no cards, so a five-handed Kleurenwiezen sheet is judged four-handed.
 */
function tableOfSheet(ref: Referee, sheet: SheetSays | undefined): string | undefined {
  const n = sheet?.players.split(',').length;
  return n !== undefined && n >= ref.players.min && n <= ref.players.max ? String(n) : undefined;
}

/** The sheet that seats the table (tableOfSheet), for a refusal to name. */
const seatedBy = (ref: Referee, sheet: SheetSays | undefined): { sheet?: string } =>
  sheet !== undefined && tableOfSheet(ref, sheet) !== undefined ? { sheet: sheet.data.id } : {};

/** The sheet's house rules the question reads (a trick knows nothing of Klaverjassen's tie), then those of --set. */
function setsFor(
  ref: Referee,
  rules: string,
  question: Question,
  sheet: SheetSays | undefined,
  given: unknown,
): string[] | undefined {
  const typed = Array.isArray(given) ? (given as string[]) : [];
  if (sheet === undefined) return typed.length > 0 ? typed : undefined;
  const keys = new Set((ref.options?.(rules, question) ?? []).map((s) => s.key));
  return [...overridden(sheet.set, typed).filter((p) => keys.has(keyOf(p))), ...typed];
}

/**
 * Under an answer judged by the game's default rules when none was asked for, and another rule set of the game answers
 * otherwise: which rules it was, and which answer otherwise (a Rotterdams table must not read an Amsterdams ruling
 * unawares). A rule set that refuses the question (its house rules differ) is no other answer. Worked out once.
 */
function rulesLine(
  ref: Pick<Referee, 'ruleSets' | 'defaultRules'>,
  opts: { rules?: unknown; sheet?: unknown },
  otherwise: (rules: string) => boolean,
): (lang: Lang) => string {
  if (opts.rules !== undefined || opts.sheet !== undefined) return () => '';
  const others = ref.ruleSets.filter((r) => {
    if (r === ref.defaultRules) return false;
    try {
      return otherwise(r);
    } catch {
      return false;
    }
  });
  if (others.length === 0) return () => '';
  return (lang) => `\n${textsOf(lang).commands.judgedBy(ref.defaultRules, others)}`;
}

export async function runJudgeRank(
  ctx: Ctx,
  game: string,
  a: string,
  b: string,
  given: Record<string, string | undefined>,
): Promise<Output> {
  const opts = aliased(game, given);
  const ref = await loadReferee(game);
  const sheet = await sheetSays(ctx, ref.id, opts);
  const rules = sheet?.rules ?? ruleSet(ref, opts.rules);
  const set = setsFor(ref, rules, 'rank', sheet, (opts as { set?: unknown }).set);
  const answer = judgeRank(ref, a, b, rules, set);
  const line = rulesLine(ref, opts, (r) => judgeRank(ref, a, b, r, set).higher !== answer.higher);
  return {
    json: { higher: answer.higher, reason: answer.reason[ctx.lang] },
    text: (c) => {
      const reason = answer.reason[c.lang];
      const Reason = reason.charAt(0).toUpperCase() + reason.slice(1);
      const t = textsOf(c.lang).commands;
      if (answer.higher === 0) return fitted(t.neitherOutranks(Reason) + line(c.lang), c);
      const [hi, lo] = answer.higher === 1 ? [a, b] : [b, a];
      return fitted(t.outranks(safe(hi), safe(lo), reason) + line(c.lang), c);
    },
  };
}

export async function runJudgeTrick(
  ctx: Ctx,
  game: string,
  cards: string[],
  given: Record<string, string | undefined>,
): Promise<Output> {
  const opts = aliased(game, given);
  const ref = await loadReferee(game);
  const sheet = await sheetSays(ctx, ref.id, opts);
  const rules = sheet?.rules ?? ruleSet(ref, opts.rules);
  const set = setsFor(ref, rules, 'trick', sheet, (opts as { set?: unknown }).set);
  const players = opts.players ?? tableOfSheet(ref, sheet);
  const { trick, answer } = judgeTrick(ref, { cards, trump: opts.trump, players, rules, set, ...seatedBy(ref, sheet) });
  const n = answer.winner + 1;
  const won = trick[answer.winner];
  const more = (l: Lang) => (answer.more ? `\n${answer.more[l]}.` : '');
  const asked = { cards, trump: opts.trump, players, set };
  // The winner and what else the trick brings (Klaverjassen's roem: four jacks 200 in Amsterdams, 100 in Rotterdams).
  const ruling = (a: TrickAnswer) => JSON.stringify([a.winner, a.extra]);
  const line = rulesLine(ref, opts, (r) => ruling(judgeTrick(ref, { ...asked, rules: r }).answer) !== ruling(answer));
  return {
    json: { winner: n, card: code(won), reason: answer.reason[ctx.lang], ...answer.extra },
    text: (c) => {
      const said = textsOf(c.lang).commands.cardWins(n, codeIn(won, c.lang), answer.reason[c.lang]);
      return fitted(said + more(c.lang) + line(c.lang), c);
    },
  };
}

export async function runJudgePlay(
  ctx: Ctx,
  game: string,
  given: Record<string, string | boolean | string[] | undefined>,
): Promise<Output> {
  const opts = aliased(game, given);
  const ref = await loadReferee(game);
  const sheet = await sheetSays(ctx, ref.id, opts);
  const rules = sheet?.rules ?? ruleSet(ref, typeof opts.rules === 'string' ? opts.rules : undefined);
  const str = (k: string) => (typeof opts[k] === 'string' ? (opts[k] as string) : undefined);
  const set = setsFor(ref, rules, 'play', sheet, opts.set);
  const asked = {
    hand: str('hand'),
    trick: str('trick'),
    trump: str('trump'),
    players: str('players') ?? tableOfSheet(ref, sheet),
    ...seatedBy(ref, sheet),
    potHolder: opts.potHolder === true,
    set,
    trickNo: str('trickNo'),
    called: str('called'),
    troelaLead: opts.troelaLead === true,
  };
  const answer = judgePlay(ref, { ...asked, rules });
  // Compared by the one code of each card (the run's language may be the only one loaded).
  const legal = answer.legal.map(code).join();
  const line = rulesLine(
    ref,
    opts,
    (r) =>
      judgePlay(ref, { ...asked, rules: r })
        .legal.map(code)
        .join() !== legal,
  );
  return {
    json: {
      legal: answer.legal.map(code),
      illegal: Object.fromEntries(answer.illegal.map((x) => [code(x.card), x.reason[ctx.lang]])),
    },
    text: (c) => fitted(playText(answer.legal, answer.illegal, c.lang) + line(c.lang), c),
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
const NOT_RECORD_FLAGS = new Set(['rules', 'players', 'stake', 'set', 'sheet']);
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
  given: Record<string, unknown>,
): Promise<Output> {
  const opts = aliased(gameId, given);
  const [
    { dealWord, gameById },
    { buildSheet },
    { configOf, dealText, replay, rowMarks, SAT_OUT },
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
  const said = await sheetSays(ctx, game.id, opts);
  let v: SheetView;
  // Under an answer by the default rules, the others that score this deal otherwise; none for a sheet's deal.
  let judged = (_lang: Lang) => '';
  if (said) v = await nextOnSheet(ctx, game, said.data, words, opts);
  else {
    // Scored by its rules and house rules, between its players, at its stake: those given or the game's own.
    const stake = typeof opts.stake === 'string' ? opts.stake : undefined;
    const set = Array.isArray(opts.set) ? (opts.set as string[]) : [];
    const fromGame = game.judgeScore?.(opts) ?? {};
    const seats = seatNames(fromGame.seats ?? JUDGE_SEATS);
    // The totals before the deal are a correction row ahead of it below, not the deal's.
    const flags = recordFlags(opts, (k) => k === 'totals' && fromGame.totals !== undefined);
    /** The deal on a sheet of its own under these rules (the game's default when undefined), replayed. */
    const scoredBy = (rules: string | undefined): SheetView => {
      const data = buildSheet(
        game.id,
        {
          players: typeof opts.players === 'string' ? opts.players : seats,
          rules,
          // The dealer of the one deal, for a game that scores by the dealer's side (Manillen); a game that reads
          // --dealer itself (Boerenbridge) still finds it among the record flags.
          dealer: typeof opts.dealer === 'string' ? opts.dealer : undefined,
          set,
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
      let input: DealInput;
      try {
        input = game.parseDeal({ words, flags }, { ...configOf(game, data), judged: true });
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
        ...(before.length > 0
          ? { corrections: [{ after: 0, scores: Object.fromEntries(before), reason: 'totals' }] }
          : {}),
      };
      return replay(game, sheet, ctx.lang);
    };
    const one = scoredBy(typeof opts.rules === 'string' ? opts.rules : undefined);
    // Other rule sets that score this deal otherwise (none asked for): the answer names its own, and them.
    const scores = JSON.stringify(one.deals[0].scores);
    const otherwise = (rules: string) => JSON.stringify(scoredBy(rules).deals[0].scores) !== scores;
    judged = rulesLine({ ruleSets: game.ruleSets.map((r) => r.id), defaultRules: game.defaultRules }, opts, otherwise);
    v = one;
  }
  const judgedDeal = v.deals[v.deals.length - 1];
  // One deal without a sheet has no place on one: the deal object without `number` and `dealer`
  // (klaverjassen.md, rikken.md, boerenbridge.md, jokeren.md, manillen.md); the next deal of a sheet has both.
  const { number, dealer, ...deal } = judgedDeal;
  const placed = said ? { sheet: said.data.id, number, dealer } : {};
  // What the sheet would write beside the numbers (Toepen's cut +2 (3), Boerenbridge's bid/took, Klaverjassen's N).
  const teamsOf = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((pl) => [pl]);
  const marks = rowMarks(judgedDeal, teamsOf);
  return {
    // A team game (Belote, Klaverjassen) also says who plays with whom.
    json: {
      ...placed,
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
      const label = dealText(deal, safe(deal.text));
      const line = said
        ? t.wouldScoreOn(label, dealWord(game, c.lang), number, said.data.id, safe(dealer))
        : t.wouldScore(label);
      // What the deal does to the game, as the sheet says it under its table: it ends it (the winner, the places),
      // or it puts players out (Toepen: the limit reached; who was out before shows dood in his column).
      const out = (Array.isArray(v.outOfGame) ? (v.outOfGame as string[]) : []).filter(
        (p) => !marks.columns[teamsOf.findIndex((team) => team.includes(p))]?.sat,
      );
      const after = v.finished
        ? // Places by seat number ("1 4, 2 1") would read as numbers: only for players named with --players.
          [winnerText(v, c.lang), typeof opts.players === 'string' || said ? placesText(v, c.lang) : undefined]
        : [out.length > 0 ? t.outAfter(out.map(safe).join(', ')) : undefined];
      const under = after.filter((x): x is string => !!x).map((x) => fitted(x, c));
      const rules = judged(c.lang);
      if (rules) under.push(fitted(rules.slice(1), c));
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

/** Record's flags among judge score's options: all but judge's own, and those `skip` leaves to judge. */
function recordFlags(opts: Record<string, unknown>, skip: (key: string) => boolean): RecordArgs['flags'] {
  const flags: RecordArgs['flags'] = {};
  for (const [k, v] of Object.entries(opts)) {
    if (NOT_RECORD_FLAGS.has(k) || skip(k)) continue;
    if (typeof v === 'string' || typeof v === 'boolean') flags[k] = v;
  }
  return flags;
}

/** What a sheet says itself, so that beside --sheet it is refused: its players, its stake, its totals. */
const SHEET_OWN = ['players', 'stake', 'totals'];

/**
 * The deal as the sheet's next one, as `record` would write it (src/serve/write.ts planDeal), nothing written: its
 * number, its dealer (or --dealer's), the totals and who is out before it, the sheet's refusals. A house rule
 * --set gives again is judged as if `tafel set` had set it.
 */
async function nextOnSheet(
  ctx: Ctx,
  game: Game,
  data: SheetData,
  words: string[],
  opts: Record<string, unknown>,
): Promise<SheetView> {
  const own = SHEET_OWN.find((k) => opts[k] !== undefined);
  if (own !== undefined) throw misused((t) => t.commands.sheetOwn(`--${own}`));
  const typed = Array.isArray(opts.set) ? (opts.set as string[]) : [];
  const [{ planDeal }, { checkHouseRules }, { checkTableWrite }] = await Promise.all([
    import('../serve/write.js'),
    import('../core/settings.js'),
    import('../store/events/guard.js'),
  ]);
  // A club table's sheet takes a deal only while its event is open and its round drawn: record's refusal.
  const event = checkTableWrite(ctx.store, data);
  const set =
    typed.length === 0
      ? data.set
      : checkHouseRules(game, data.rules, data.players.length, [...overridden(pairsOf(data.set), typed), ...typed]);
  const dealer = typeof opts.dealer === 'string' ? opts.dealer : undefined;
  return planDeal(
    { ...data, set },
    { words, flags: recordFlags(opts, (k) => k === 'dealer') },
    { dealer, event },
    ctx.lang,
  ).view;
}
