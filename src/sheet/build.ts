import { noRuleSet, ruleSetNamed } from '../core/rule-sets.js';
import { misused, RuleViolation } from '../core/errors.js';
import { parseStake } from '../core/money.js';
import { checkPlayerNames, findPlayer, namesOf, unsafeChar } from '../core/players.js';
import { checkHouseRules } from '../core/settings.js';
import { aliasRules, gameById } from '../games/index.js';
import { configOf, SCHEMA_VERSION, type SheetData, eveningDate } from './sheet.js';

export interface NewOptions {
  players?: string;
  rules?: string;
  set?: string[];
  title?: string;
  stake?: string;
  dealer?: string;
}

/** Builds a new sheet from the command line, checking everything before anything is written. */
export function buildSheet(gameId: string, opts: NewOptions, now: Date, taken: (id: string) => boolean): SheetData {
  const game = gameById(gameId);
  if (!opts.players) {
    throw misused((t) => t.sheet.playersIsMissingList(game.id));
  }
  const players = namesOf(opts.players);
  checkPlayerNames(players, game.players.min, game.players.max, game.id);
  const ids = game.ruleSets.map((r) => r.id);
  const rules = ruleSetNamed(ids, opts.rules ?? aliasRules(gameId) ?? game.defaultRules);
  if (rules === undefined) throw new RuleViolation(noRuleSet(game.id, String(opts.rules), ids));
  const set = checkHouseRules(game, rules, players.length, opts.set ?? []);
  const title = (opts.title ?? '').trim();
  if (title.length > 80 || unsafeChar(title) !== undefined) {
    throw misused((t) => t.sheet.titleMustBeOne);
  }
  let stakeCents: number | undefined;
  if (opts.stake !== undefined) {
    if (game.unit !== 'money') throw misused((t) => t.sheet.stakeIsOnlyFor(game.id));
    stakeCents = parseStake(opts.stake);
  }
  const firstDealer = opts.dealer === undefined ? 0 : players.indexOf(findPlayer(players, opts.dealer));
  const base = `${eveningDate(now)}-${game.id}`;
  let id = base;
  for (let n = 2; taken(id); n++) id = `${base}-${n}`;
  const data: SheetData = {
    schemaVersion: SCHEMA_VERSION,
    id,
    game: game.id,
    rules,
    title,
    createdAt: now.toISOString(),
    players,
    firstDealer,
    set,
    ...(stakeCents !== undefined ? { stakeCents } : {}),
    deals: [],
    closed: false,
  };
  game.checkSetup?.(configOf(game, data));
  return data;
}
