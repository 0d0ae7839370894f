import { noRuleSet, ruleSetNamed } from '../core/rule-sets.js';
import { misused, refused, RuleViolation, UsageError } from '../core/errors.js';
import type { Game } from '../core/game.js';
import { sentence } from '../core/settings.js';
import { checkPlayerNames, fold, nameOf, unsafeChar } from '../core/players.js';
import { aliasRules, dealsWord, dealWords, gameById, GAMES } from '../games/index.js';
import type { EventFacts } from '../core/manifest.js';
import { sayIn } from '../i18n/index.js';
import type { Lang, Text } from '../i18n/lang.js';
import {
  DEFAULT_SEASON_TIE_BREAKS,
  DEFAULT_TIE_BREAKS,
  defaultBye,
  eventGames,
  factsOf,
  oneOf,
  TABLE_SUFFIX,
} from './model.js';
import {
  COMPENSATION,
  EVENT_ID,
  MAX_ROUNDS,
  MIN_TABLE,
  SEASON_TIE_BREAK,
  TIE_BREAK_KEYS,
  type Entrant,
  type EventData,
  type Kind,
  type Ranking,
  type SeasonData,
  type Seating,
} from '../store/events/data.js';
import { randomHex16, randomSeed } from '../store/random.js';

/* `event new` and `season new`: every flag checked before anything is written (§6, §7). */

export interface NewEventOptions {
  entrants?: string;
  pairs?: string;
  kind?: string;
  rules?: string;
  set?: string[];
  rounds?: string;
  deals?: string;
  tableSize?: string;
  seating?: string;
  seed?: string;
  bye?: string;
  absent?: string;
  ranking?: string;
  tieBreaks?: string;
  prizes?: string;
  poedel?: boolean;
  title?: string;
  id?: string;
  season?: string;
}

export const wholeIn = (flag: string, v: string | undefined, min: number, max: number): number | undefined => {
  if (v === undefined) return undefined;
  if (!/^\d+$/.test(v.trim()) || Number(v) < min || Number(v) > max)
    throw misused((t) => t.event.badNumber(flag, v, min, max));
  return Number(v);
};

/**
 * `absent` defaults to `fixed:0`, and to `none` when ranking by average (review 14.18). Where the lowest
 * total wins (Jokeren) 0 would be the best round there is, so an absence scores the round's average
 * instead (docs/rules-notes.md, Jokeren).
 */
export const defaultAbsent = (ranking: Ranking, lowWins = false): string =>
  ranking === 'average' ? 'none' : lowWins ? 'average' : 'fixed:0';

export const checkCompensation = (flag: string, v: string | undefined): string | undefined => {
  if (v === undefined) return undefined;
  if (!COMPENSATION.test(v)) throw misused((t) => t.event.badChoice(flag, v, 'fixed:<n>, average, mean-of-4, none'));
  return v;
};

/**
 * `none` for a bye or an absence, refused where the game's lowest total wins and the ranking is `total`: a round
 * without a score would add nothing to a total where the lowest wins, and so help the one who missed it
 * (docs/rules-notes.md, Jokeren). `given`: the keys the command sets (`event set`), or none for `event new`; an
 * event that holds `none` from before 2026-12-07 is refused only when the command sets that key or the ranking.
 */
export function checkNoneFair(
  e: Pick<EventData, 'bye' | 'absent' | 'ranking'> & { id?: string },
  lowWins = false,
  given?: ReadonlySet<string>,
): void {
  if (!lowWins || e.ranking !== 'total') return;
  const none = (['bye', 'absent'] as const).filter((k) => e[k] === 'none');
  const set = none.filter((k) => given?.has(k) ?? true);
  if (set.length > 0) throw refused((t) => t.event.noneUnfair(set, given ? 'set' : 'new', e.id));
  if (none.length > 0 && given?.has('ranking')) throw refused((t) => t.event.noneUnfair(none, 'ranking', e.id));
}

/** `flag`: as the user gave it, `--tie-breaks` on `event new`, `tie-breaks` as `event set` takes it. */
export const checkTieBreaks = (flag: string, v: string | undefined): string[] | undefined => {
  if (v === undefined) return undefined;
  const keys = v
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '');
  const bad = keys.find((k) => !TIE_BREAK_KEYS.includes(k));
  if (bad !== undefined || keys.length === 0)
    throw misused((t) => t.event.badChoice(flag, v, TIE_BREAK_KEYS.join(', ')));
  return onceEach(flag, keys);
};

/** A tie-break named twice decides nothing the second time: refused, named (a season took it until 2026-12-07). */
const onceEach = (flag: string, keys: string[]): string[] => {
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice !== undefined) throw misused((t) => t.event.tieBreakTwice(flag, twice));
  return keys;
};

export const checkPrizes = (flag: string, v: string | undefined): string | undefined => {
  if (v === undefined) return undefined;
  if (!/^(none|formule-van-4|[1-9]\d{0,2})$/.test(v))
    throw misused((t) => t.event.badChoice(flag, v, '<n>, formule-van-4, none'));
  return v;
};

/** An event id as `event new --id` and `event import --as` take it; one ending as a table sheet's would read as one. */
export function checkEventId(id: string): void {
  if (!EVENT_ID.test(id) || TABLE_SUFFIX.test(id)) throw misused((t) => t.event.badEventId(id));
}

/** `--deals` (or `deals=` of `event set`): 1..100 or none; whether the game allows it is dealsProblem's. */
export function checkDealsValue(flag: string, v: string): number | 'none' {
  // `off` too: the games' own word for no limit, which their refusals name (`deals must be off or ...`).
  if (v === 'none' || v === 'off') return 'none';
  if (!/^\d{1,3}$/.test(v.trim()) || Number(v) < 1 || Number(v) > 100)
    throw misused((t) => t.event.badDealsValue(flag, v));
  return Number(v);
}

/**
 * Whether the game's own `deals` house rule takes this limit at this table size, with the event's other house
 * rules (Kleurenwiezen `whisthub`: a multiple of the table size): the reason when not. A game without a deal
 * limit of its own (Boerenbridge) takes only the deals its house rules make at that table size.
 */
export function dealsProblem(
  game: Game,
  rules: string,
  set: Readonly<Record<string, string>>,
  deals: number | 'none',
  tableSize: number,
): Text | undefined {
  const facts = factsOf(game.id)!;
  const specs = game.settings(rules);
  const all: Record<string, string> = {};
  for (const s of specs) all[s.key] = set[s.key] ?? s.default;
  const spec = specs.find((s) => s.key === 'deals');
  if (facts.noLimit === undefined || !spec) {
    // No deal limit of its own (Boerenbridge): a round is one whole game, as long as its house rules make it.
    const own = facts.deals(tableSize, rules, set);
    return (
      game.checkSettings?.(rules, all, tableSize) ??
      (deals === own ? undefined : sayIn((t, l) => t.event.wholeGame(game.id, own, tableSize, dealsWord(game, l))))
    );
  }
  const value = deals === 'none' ? facts.noLimit : String(deals);
  all.deals = value;
  return spec.check(value) ?? game.checkSettings?.(rules, all, tableSize);
}

/** `--set key=value`s against the game's house rules; `deals` belongs to --deals. */
export function checkSet(game: Game, rules: string, given: readonly string[]): Record<string, string> {
  const set: Record<string, string> = {};
  const specs = game.settings(rules);
  for (const kv of given) {
    const at = kv.indexOf('=');
    const key = at < 0 ? kv : kv.slice(0, at).trim();
    const value = at < 0 ? '' : kv.slice(at + 1).trim();
    if (key === 'deals') throw new UsageError(sayIn((t, l) => t.event.setDeals(...dealWords(game, l))));
    const spec = specs.find((s) => s.key === key);
    // A key these rules lack for a reason (Rotterdams's undertrump) is said with it, as `tafel new` says it.
    const why = spec ? undefined : game.notASetting?.(rules, key);
    if (why) throw new UsageError(why);
    if (!spec || at < 0) throw misused((t) => t.event.badSet(kv, specs.map((s) => s.key).join(', ')));
    const wrong = spec.check(value);
    if (wrong) throw sentence(wrong, specs);
    set[key] = value;
  }
  return set;
}

/**
 * The entrants of `--entrants a,b` or `--pairs a+b,c+d`: names usable on a sheet, no two alike, nobody in two
 * pairs.
 */
export function parseEntrants(
  kind: Kind,
  list: string | undefined,
  game: string,
  from = 1,
  flag = kind === 'pairs' ? '--pairs' : '--entrants',
): Entrant[] {
  if (list === undefined) return [];
  // A name left out between two commas is refused, as `tafel new --players` refuses it: it may be a player forgotten.
  if (/(^|,)\s*,/.test(list)) throw misused((t) => t.event.emptyEntrant(list, flag));
  const items = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const entrants: Entrant[] = items.map((item, i) => {
    if (kind === 'individual') return { no: from + i, name: nameOf(item) };
    const players = item.split('+').map(nameOf);
    if (players.length !== 2 || players.some((p) => p === '')) throw misused((t) => t.event.badPair(item));
    return { no: from + i, name: `${players[0]} & ${players[1]}`, players };
  });
  // A name tafel cannot take (digits alone, too, below) or typed twice is refused (exit 1), as `tafel new --players`
  // refuses a name it cannot take or typed twice.
  for (const e of entrants) for (const p of e.players ?? [e.name]) checkNewName(p);
  checkNames(entrants, game);
  return entrants;
}

/**
 * A name given to an entrant or a pair's player (`new`, `add`, `rename`): no number, which names an entrant by its
 * number (`withdraw 3`, `remove 3`: standings.ts `findEntrant`). An event saved with one before this check keeps it.
 */
export function checkNewName(name: string): void {
  if (/^\d+$/.test(name)) throw refused((t) => t.event.numberName(name));
}

/** New player names (`event add`, `rename`) that a player of `entrants` has already, without case or accents. */
export function checkNotEntered(entrants: readonly Entrant[], names: readonly string[]): void {
  const taken = new Map(entrants.flatMap((e) => e.players ?? [e.name]).map((p) => [fold(p), p]));
  for (const name of names) {
    const had = taken.get(fold(name));
    if (had !== undefined) throw refused((t) => t.event.alreadyEntered(had, name));
  }
}

/**
 * Every player name usable, and different (without case or accents) from every other of the event: as a new sheet's
 * players, in its words.
 */
export function checkNames(entrants: readonly Entrant[], game: string): void {
  checkPlayerNames(
    entrants.flatMap((e) => e.players ?? [e.name]),
    0,
    Number.MAX_SAFE_INTEGER,
    game,
  );
}

/**
 * An event's or a season's title that its file could not hold: longer than 60 characters, or with a control, bidi or
 * zero-width character (what the reader refuses, store/events/decode.ts, as a sheet's title); or blank, which would
 * head the standings with nothing (the reader still takes one written before 2026-12-07).
 */
export const unusableTitle = (title: string): boolean =>
  title.trim() === '' || title.length > 60 || unsafeChar(title) !== undefined;

export interface NewEventContext {
  now: Date;
  /** The evening it is made on (sheet/sheet.ts eveningDate): its id's and default title's date. */
  evening: string;
  /** The language the event is made in: its default title names the game so ("Kleurenwiezen", not "colour whist"). */
  lang?: Lang;
  origin: string;
  /** Whether an id is taken in events/ or sheets/ (review 14.14). */
  taken: (id: string) => boolean;
}

/**
 * What a game allows in an event: refused in one line for a game that is not known, or that has no
 * events (with the game's own reason, and the games that have them). A game no game is: exit 1 where the command's
 * own argument names it (`event new schaak`, as `tafel new schaak`), 2 where a flag's value does (`--game schaak`).
 */
function eventFacts(gameId: string, flag = false): EventFacts {
  const game = GAMES.find((g) => g.id === gameId);
  const games = eventGames().join(', ');
  if (!game) throw (flag ? misused : refused)((t) => t.event.unknownGame(gameId, games));
  if ('none' in game.event) {
    const { none: why, game: named } = game.event;
    throw new RuleViolation(sayIn((t, l) => t.event.gameRefused(named[l], why[l], games)));
  }
  return game.event;
}

/** The games whose events take pairs. */
const pairGames = (): string =>
  GAMES.filter((g) => !('none' in g.event) && g.event.kinds.includes('pairs'))
    .map((g) => g.id)
    .join(', ');

export function buildEvent(name: string, given: NewEventOptions, c: NewEventContext): EventData {
  // Another name of a game stands for it under its rule set (`amerikaans-jokeren`), as for `tafel new`.
  const alias = aliasRules(name);
  const gameId = alias === undefined ? name : gameById(name).id;
  const o = alias !== undefined && given.rules === undefined ? { ...given, rules: alias } : given;
  const facts = eventFacts(gameId);
  const game = gameById(gameId);
  const ids = game.ruleSets.map((r) => r.id);
  const rules = ruleSetNamed(ids, o.rules ?? game.defaultRules);
  if (rules === undefined) throw new UsageError(noRuleSet(game.id, String(o.rules), ids));
  const kindGiven = oneOf<Kind>('--kind', o.kind, ['individual', 'pairs']);
  if (kindGiven === 'individual' && o.pairs !== undefined) throw misused((t) => t.event.kindClash('--pairs', o.kind!));
  if (kindGiven === 'pairs' && o.entrants !== undefined) throw misused((t) => t.event.kindClash('--entrants', o.kind!));
  if (o.pairs !== undefined && o.entrants !== undefined) throw misused((t) => t.event.pairsAndEntrants);
  const kind: Kind = kindGiven ?? (o.pairs !== undefined ? 'pairs' : 'individual');
  if (!facts.kinds.includes(kind)) throw refused((t) => t.event.noPairs(gameId, pairGames()));
  const tableSize = wholeIn('--table-size', o.tableSize, MIN_TABLE, 6) ?? 4;
  if (!facts.tableSizes.includes(tableSize) || (kind === 'pairs' && tableSize !== 4))
    throw refused((t) => t.event.tableSize(gameId, tableSize, facts.tableSizes.join(', ')));
  const seating = oneOf<Seating>('--seating', o.seating, ['draw', 'movement', 'ranked']) ?? 'draw';
  if (seating === 'ranked' && kind !== 'pairs') throw refused((t) => t.event.rankedIndividual);
  const rounds = wholeIn('--rounds', o.rounds, 1, MAX_ROUNDS) ?? facts.rounds;
  const set = checkSet(game, rules, o.set ?? []);
  const deals = o.deals === undefined ? facts.deals(tableSize, rules, set) : checkDealsValue('--deals', o.deals);
  const wrong = dealsProblem(game, rules, set, deals, tableSize);
  // Without --deals the house rules are what is wrong at this table size, and say so themselves.
  if (wrong)
    throw o.deals === undefined
      ? sentence(wrong, game.settings(rules))
      : new UsageError(sayIn((t, lang) => t.event.badDeals(o.deals!, wrong[lang])));
  const seed = wholeIn('--seed', o.seed, 0, 4294967295) ?? randomSeed();
  const bye = checkCompensation('--bye', o.bye) ?? defaultBye(gameId, deals, seating);
  const ranking = oneOf<Ranking>('--ranking', o.ranking, ['total', 'average', 'wins']) ?? 'total';
  const absent = checkCompensation('--absent', o.absent) ?? defaultAbsent(ranking, game.lowWins);
  checkNoneFair({ bye, absent, ranking }, game.lowWins);
  const entrants =
    kind === 'pairs' ? parseEntrants('pairs', o.pairs, gameId) : parseEntrants('individual', o.entrants, gameId);
  // Entrants given are at least one table (a pair event: two pairs); none given, they are added later (`event add`).
  const perTable = kind === 'pairs' ? 2 : tableSize;
  if ((kind === 'pairs' ? o.pairs : o.entrants) !== undefined && entrants.length < perTable) {
    const n = entrants.length;
    const fits = facts.tableSizes.filter((s) => s < tableSize && s <= n);
    const smaller = kind === 'pairs' || fits.length === 0 ? undefined : Math.max(...fits);
    throw misused((t) => t.event.tooFewEntrants(n, tableSize, kind === 'pairs', smaller));
  }
  let id = o.id;
  if (id !== undefined) {
    checkEventId(id);
    if (c.taken(id)) throw refused((t) => t.event.idTaken(id!));
  } else {
    const base = `${c.evening}-${gameId}`;
    id = base;
    for (let n = 2; c.taken(id); n++) id = `${base}-${n}`;
  }
  const title = o.title ?? `${game.name[c.lang ?? 'en']} ${c.evening}`;
  if (unusableTitle(title)) throw misused((t) => t.event.badTitle);
  return {
    format: 'tafel-event',
    schemaVersion: 1,
    id,
    uid: randomHex16(),
    title,
    createdAt: c.now.toISOString(),
    origin: c.origin,
    revision: 1,
    game: gameId,
    rules,
    set,
    deals,
    kind,
    tableSize,
    rounds,
    seating,
    seed,
    bye,
    absent,
    ranking,
    tieBreaks: checkTieBreaks('--tie-breaks', o.tieBreaks) ?? DEFAULT_TIE_BREAKS,
    prizes: checkPrizes('--prizes', o.prizes) ?? 'none',
    poedel: Boolean(o.poedel),
    entrants,
    withdrawals: [],
    renames: [],
    draws: [],
    finished: false,
    ...(o.season !== undefined ? { season: o.season } : {}),
  };
}

export interface NewSeasonOptions {
  game?: string;
  kind?: string;
  nights?: string;
  best?: string;
  minNights?: string;
  excused?: string;
  tieBreaks?: string;
  title?: string;
}

export function buildSeason(id: string, o: NewSeasonOptions, now: Date): SeasonData {
  if (!EVENT_ID.test(id)) throw misused((t) => t.event.badSeasonId(id));
  if (o.game === undefined) throw misused((t) => t.event.seasonGame(eventGames().join(', ')));
  const facts = eventFacts(o.game, true);
  const kind = oneOf<Kind>('--kind', o.kind, ['individual', 'pairs']) ?? 'individual';
  // A pair season of a game without pair events could hold no night, as `event new --pairs` refuses it.
  if (!facts.kinds.includes(kind)) throw refused((t) => t.event.noPairs(o.game!, pairGames(), o.kind!));
  const nights = wholeIn('--nights', o.nights, 1, 1000) ?? null;
  const best = wholeIn('--best', o.best, 1, 1000) ?? null;
  // At least one night to qualify: 0 would give a place to a name that scored no night at all.
  const minNights = wholeIn('--min-nights', o.minNights, 1, 1000) ?? best ?? 1;
  // Neither more best nights than the season has, nor a minimum nobody can reach.
  if (nights !== null && best !== null && best > nights)
    throw misused((t) => t.event.moreThanNights('--best', best, nights));
  if (nights !== null && o.minNights !== undefined && minNights > nights)
    throw misused((t) => t.event.moreThanNights('--min-nights', minNights, nights));
  let excused: number | null = null;
  if (o.excused !== undefined) {
    if (!/^-?\d{1,9}$/.test(o.excused))
      throw misused((t) => t.event.badNumber('--excused', o.excused!, -999999999, 999999999));
    excused = Number(o.excused);
  }
  let tieBreaks = DEFAULT_SEASON_TIE_BREAKS;
  if (o.tieBreaks !== undefined) {
    tieBreaks = o.tieBreaks.split(',').map((k) => k.trim());
    if (tieBreaks.some((k) => !SEASON_TIE_BREAK.test(k)))
      throw misused((t) => t.event.badChoice('--tie-breaks', o.tieBreaks!, 'last:<k>, played, last-night, name'));
    onceEach('--tie-breaks', tieBreaks);
  }
  const title = o.title ?? id;
  if (unusableTitle(title)) throw misused((t) => t.event.badTitle);
  return {
    format: 'tafel-season',
    schemaVersion: 1,
    id,
    uid: randomHex16(),
    title,
    createdAt: now.toISOString(),
    game: o.game,
    kind,
    nights,
    best,
    minNights,
    excused,
    tieBreaks,
    events: [],
    excusals: [],
  };
}
