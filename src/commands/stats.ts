import { misused, refused } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { findPlayer, fold, merit } from '../core/players.js';
import { byCode } from '../store/paths.js';
import { formatCents } from '../core/money.js';
import { DECIMAL } from '../i18n/lang.js';
import { HEADS, headById } from '../games/heads.js';
import { noneReadable, PlayerNames, sheetRank } from '../evening/evening.js';
import { statsOf, type GameStats, type Stats } from '../evening/stats.js';
import type { StatsSummary } from '../store/index-sheets.js';
import type { Skipped } from '../evening/evening.js';
import { gameNamed } from '../evening/presets.js';
import { paint, safe } from '../ui/paint.js';
import { GLUE } from '../core/unsafe.js';
import { fitTable, wrapProse } from '../ui/fit.js';
import type { Ctx } from './context.js';
import type { EveningOutput } from './evenings.js';
import { statsAll } from '../evening/listing.js';
/** Statistics across every readable sheet; unreadable ones are skipped with a warning. */
export async function runStats(ctx: Ctx, opts: Record<string, string | undefined>): Promise<EveningOutput> {
  if (opts.player?.trim() === '') throw misused((t) => t.commands.stats.emptyPlayer);
  if (opts.game?.trim() === '') throw misused((t) => t.commands.stats.emptyGame(HEADS.map((g) => g.id).join(', ')));
  const game = opts.game === undefined ? undefined : gameNamed(opts.game).id;
  // From the statistics' index of sheets: each summary holds what they count, so only sheets changed since are
  // replayed; each is counted as it comes, none kept (but for --player, whose name is found among them all first).
  const skipped: Skipped[] = [];
  let readable = 0;
  // Each with its id: a player's spelling is the one of the sheet started first, then by id (evening.ts sheetRank).
  const summaries = function* (save?: () => boolean): Generator<StatsSummary & { id: string }> {
    for (const l of statsAll(ctx, save)) {
      if ('error' in l) skipped.push({ id: l.id, error: l.error });
      else {
        readable++;
        yield { ...l.summary, id: l.id };
      }
    }
  };
  const noneRead = () => {
    const unreadable = readable === 0 ? noneReadable(skipped, 'stats') : undefined;
    if (unreadable) throw unreadable;
  };
  let stats: Stats;
  let player: string | undefined;
  if (opts.player === undefined) {
    stats = statsOf(summaries(), { game });
    noneRead();
  } else {
    const wanted = opts.player;
    const names = new PlayerNames();
    const sheets: (StatsSummary & { id: string })[] = [];
    // The index keeps what it learned only when the player is found: an unknown one is refused, and writes nothing.
    const found = () => {
      try {
        findPlayer(names.names(), wanted);
        return true;
      } catch {
        return false;
      }
    };
    for (const s of summaries(found)) {
      sheets.push(s);
      for (const p of s.players) names.add(p, sheetRank(s.createdAt, s.id));
    }
    noneRead();
    if (names.keys().length === 0) throw refused((t) => t.commands.noPlayerYet(wanted));
    player = findPlayer(names.names(), wanted);
    stats = statsOf(sheets, { player, game });
  }
  return {
    json: {
      ...(player || game ? { only: { ...(player ? { player } : {}), ...(game ? { game } : {}) } } : {}),
      ...stats,
      skipped: skipped.map((s) => ({ id: s.id, error: s.error.en })),
    },
    text: (c) => render(stats, readable === 0, { player, game }, c),
    skipped,
  };
}

async function render(stats: Stats, empty: boolean, only: { player?: string; game?: string }, c: Ctx): Promise<string> {
  const l = textsOf(c.lang).commands.stats;
  if (empty) return wrapProse(l.none, c.screen.width);
  // Only --game can leave no sheet: --player is found on one, and without either every readable sheet counts.
  if (only.game !== undefined && stats.sheets === 0) {
    return wrapProse(l.nothing(only.game, only.player && safe(only.player)), c.screen.width);
  }
  const p = await paint(c.color);
  const head = textsOf(c.lang).commands.statsHead(stats.evenings, stats.sheets, stats.deals);
  const byGame = new Map<string, [string, GameStats][]>();
  for (const [name, ps] of Object.entries(stats.players)) {
    for (const [g, gs] of Object.entries(ps.games)) byGame.set(g, [...(byGame.get(g) ?? []), [name, gs]]);
  }
  const blocks: string[] = [head];
  for (const [g, rows] of byGame) {
    const money = rows[0][1].unit === 'money';
    // The best result first (the lowest where the lowest total wins; the most money won), ties by name.
    const result = (x: GameStats) => merit(x) * ((money ? x.money : x.points) ?? 0);
    rows.sort(([a, x], [b, y]) => result(y) - result(x) || byCode(fold(a), fold(b)) || byCode(a, b));
    // A contract counted under an English id (Belote's `take`) by the word the game's catalogue gives it, else as the
    // sheet writes its keyword ("grote miserie" for grote-miserie), kept whole with its count.
    const named = (await headById(g)?.catalogue())?.[c.lang].contractWords ?? {};
    // A game that places its players (Toepen) shows how often each finished where: "#1 ×2, #3 ×1".
    const placed = rows.some(([, s]) => s.places !== undefined);
    // A game whose finished sheets name a winner shows how many each won (a team's win, both partners'), Toepen too:
    // a #1 shared after an early finish is a tie, won by nobody, so the places alone do not say it.
    const decided = rows.some(([, s]) => s.sheetsWon !== undefined);
    const amount = (x: number) => (money ? formatCents(Math.round(x * 100), c.lang) : String(x));
    const headRow = [
      l.player,
      l.evenings,
      l.deals,
      ...(money ? [l.money, l.won, l.lost] : [l.points]),
      l.perDeal,
      l.best,
      l.worst,
      l.contracts,
      ...(decided ? [l.sheetsWon] : []),
      ...(placed ? [l.places] : []),
    ].map(p.head);
    const body = rows.map(([name, s]) => [
      safe(name).replaceAll(' ', GLUE),
      String(s.evenings),
      String(s.deals),
      ...(money ? [amount(s.money ?? 0), amount(s.won ?? 0), amount(s.lost ?? 0)] : [amount(s.points ?? 0)]),
      s.perDeal === null ? '-' : money ? amount(s.perDeal) : String(s.perDeal).replace('.', DECIMAL[c.lang]),
      ...[s.best, s.worst].map((e) => (e === null ? '-' : `${e.evening}${GLUE}${amount(e.amount)}`)),
      Object.entries(s.contracts)
        .map(([k, v]) => `${(named[k] ?? k.replace(/-/g, ' ')).replaceAll(' ', GLUE)}${GLUE}${v.made}/${v.declared}`)
        .join(', ') || '-',
      ...(decided ? [s.sheetsWon === undefined ? '-' : String(s.sheetsWon)] : []),
      ...(placed
        ? [
            Object.entries(s.places ?? {})
              .map(([k, n]) => `#${k}${GLUE}×${n}`)
              .join(', ') || '-',
          ]
        : []),
    ]);
    const n = money ? 3 : 1; // the amount columns
    const num = { right: true };
    const prose = { wrap: true };
    // A name of several words is parted at its spaces only where nothing else fits (60 columns and a long name): it
    // is never cut.
    const cols = [
      prose,
      num,
      num,
      ...Array.from({ length: n }, () => num),
      num,
      prose,
      prose,
      prose,
      ...(decided ? [num] : []),
      ...(placed ? [prose] : []),
    ];
    const at = 3 + n; // per deal
    // Narrowed, in this order: won and lost under the money, worst under best evening, evenings
    // under deals, sheets won there too, contracts under the player's name, places there too, then per deal under the
    // points or money (at 60 columns: so that an evening keeps its amount beside it and a contract its count).
    const steps = [
      ...(money
        ? [
            { col: 4, into: 3 },
            { col: 5, into: 3 },
          ]
        : []),
      { col: at + 2, into: at + 1 },
      { col: 1, into: 2 },
      ...(decided ? [{ col: at + 4, into: 2 }] : []),
      { col: at + 3, into: 0 },
      ...(placed ? [{ col: at + (decided ? 5 : 4), into: 0 }] : []),
      { col: at, into: 3 },
    ];
    const drawn = fitTable(headRow, body, cols, steps, c.screen.width);
    // A game whose lowest total wins says so, so that "best" reads right (jokeren.md §4).
    const low = rows[0][1].lowWins ? `, ${textsOf(c.lang).ui.sheet.lowWins}` : '';
    blocks.push(`${p.bold(g)} ${p.dim(`(${money ? l.money : l.points}${low})`)}\n${drawn}`);
  }
  return blocks.join('\n\n');
}
