import { noRuleSet, ruleSetNamed } from '../core/rule-sets.js';
import { misused, refused, RuleViolation } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { loadAll, loadText, RULES_GAMES, type RulesEntry } from '../rules/registry.js';
import {
  allNames,
  findGame,
  gamesMeant,
  namedElsewhere,
  namedHere,
  searchEither,
  type Meant,
} from '../rules/lookup.js';
import { renderTables, renderText } from '../rules/render.js';
import {
  closestQuery,
  didYouMean,
  findTopic,
  fold,
  namedTopic,
  topicStartedBy,
  withoutFiller,
  type Hit,
} from '../rules/search.js';
import type { GameText, PointTable, Settings, Topic } from '../core/topic.js';
import type { SheetData } from '../sheet/sheet.js';
import { textsOf, type Texts } from '../i18n/index.js';
import { wrapHanging } from '../ui/fit.js';
import { paint, type Paint } from '../ui/paint.js';
import type { Ctx, Output } from './context.js';

// Everything heavier than this file (the game code, the table drawer, the sheet store) is imported only on
// the paths that need it: `tafel rules kleurenwiezen troel` is benchmarked against bare node.
/** A topic's name in the user's language (`rangorde` for ranking); the id itself still finds it (an alias). */
const nameIn = (topics: Topic[], id: string, names: Record<string, string[]>): string =>
  (names[id] ?? []).find((n) => findTopic(topics, n, [names])?.id === id) ?? id;
const nameOf = (topics: Topic[], id: string, lang: Lang): string => nameIn(topics, id, textsOf(lang).rules.topicNames);

/**
 * The width text and tables are fitted to: the screen's (the terminal's, or COLUMNS on a pipe), but never wider
 * than is comfortable to read; without a screen bound 80.
 */
const widthOf = (ctx: Ctx): number => Math.min(ctx.screen.width ?? (ctx.width || 80), 100);

const command = (game: string, rules: string, id: string): string => {
  const entry = RULES_GAMES.find((g) => g.id === game);
  return `tafel rules ${game} ${id}${entry && entry.defaultRules !== rules ? ` --rules ${rules}` : ''}`;
};
/** A hit's command as a player of that language types it: the topic under its name there (`verzaken`, not `revoke`). */
const hitCommand = (texts: GameText[], h: Hit, names: Record<string, string[]>): string =>
  command(h.game, h.rules, nameIn(texts.find((g) => g.game === h.game)?.ruleSets[h.rules] ?? [], h.topic.id, names));

/** What a player asked of a game that is none: a topic, a search, or its list of topics. */
interface Asked {
  topic?: string;
  search?: string;
}

/** The line a player meant, with the game put right and the rule set its word named where it is not the default. */
function meantLine(m: Meant, asked: Asked): string {
  const rules = m.rules ?? m.entry.defaultRules;
  const set = rules === m.entry.defaultRules ? '' : `--rules ${rules}`;
  if (asked.topic !== undefined) return command(m.entry.id, rules, asked.topic);
  if (asked.search !== undefined) return `tafel rules ${m.entry.id} ${set && `${set} `}${searchFlag(asked.search)}`;
  return `tafel rules ${m.entry.id}${set && ` ${set}`}`;
}

/** Where one of several games meant has what was asked (the topic, hits of the search): that game, else nothing. */
async function meantHere(m: Meant, asked: Asked, lang: Lang): Promise<Meant | undefined> {
  const { entry } = m;
  if (asked.search !== undefined) {
    const only = { game: entry.id, rules: m.rules };
    return (await searchEither([entry], lang, asked.search, only)).hits.length > 0 ? m : undefined;
  }
  if (asked.topic === undefined) return undefined;
  const text = await loadText(entry, lang);
  const sets = m.rules ? [m.rules] : [entry.defaultRules, ...entry.ruleSets.filter((r) => r !== entry.defaultRules)];
  for (const rules of sets) {
    const topics = text.ruleSets[rules] ?? [];
    const found =
      (await namedHere(topics, asked.topic)) ??
      (await namedElsewhere(entry, text, rules, asked.topic)) ??
      topicStartedBy(topics, withoutFiller(asked.topic), await allNames());
    if (found) return { entry, rules };
  }
  return undefined;
}

/**
 * Refuses a game's name that names none, with the line meant where it can tell which: "tafel rules kleurewiezen
 * troel" (a game a letter off), "wiezen troel" (a part of its name), "ffb litige" (a rule set's name: belote's, with
 * --rules ffb) give the same line with the game put right; of several games meant ("k troel", "standaard troela"), the
 * one that has the topic, else nothing. A word that names no game ("troel", "troef tien") is the topic itself: the best
 * search hit.
 */
async function unknownGame(typed: string, lang: Lang, asked: Asked): Promise<never> {
  const games = RULES_GAMES.map((g) => g.id).join(', ');
  const meant = gamesMeant(typed);
  let line: ((t: Texts) => string) | undefined;
  if (meant.length > 0) {
    const here =
      meant.length === 1
        ? meant
        : (await Promise.all(meant.map((m) => meantHere(m, asked, lang)))).filter((m) => m !== undefined);
    // A command line, the same in every language.
    if (here.length === 1) line = () => meantLine(here[0], asked);
  } else {
    // The game word and the topic after it searched together: "troef tien" is Zwikken's troef-tien.
    const { texts, hits } = await searchEither(RULES_GAMES, lang, [typed, asked.topic ?? ''].join(' '));
    if (hits.length > 0) line = (t) => hitCommand(texts, hits[0], t.rules.topicNames);
  }
  throw refused((t) => t.commands.unknownGame(typed, games, line?.(t)));
}

function ruleSetOf(entry: RulesEntry, wanted: string | undefined): string {
  if (wanted === undefined) return entry.alias?.rules ?? entry.defaultRules;
  const r = fold(wanted);
  const named = ruleSetNamed(entry.ruleSets, r);
  if (named !== undefined) return named;
  throw new RuleViolation(noRuleSet(entry.id, wanted, entry.ruleSets));
}

async function readSheet(ctx: Ctx, given: string): Promise<SheetData> {
  const { resolveSheetId } = await import('./context.js');
  return ctx.store.readSheet(await resolveSheetId(ctx, given));
}

/**
 * The settings in force for a topic's tables: the game's defaults, with the sheet's --set values
 * over them. Every key is there, so a table reads each default from the game's settings, its one home.
 */
async function settingsInForce(game: string, rules: string, sheet: SheetData | undefined): Promise<Settings> {
  const { GAMES } = await import('../games/index.js');
  const g = GAMES.find((x) => x.id === game);
  if (g === undefined) throw new Error(`no game ${game} for its rules text`);
  const settings: Settings = sheet
    ? (await import('../sheet/sheet.js')).configOf(g, sheet).settings
    : Object.fromEntries(g.settings(rules).map((s) => [s.key, s.default]));
  if (sheet?.stakeCents !== undefined) settings['@stake'] = (sheet.stakeCents / 100).toFixed(2);
  return settings;
}

export async function runRules(
  ctx: Ctx,
  game: string | undefined,
  topic: string | undefined,
  opts: Record<string, string | undefined>,
): Promise<Output> {
  if (opts.search !== undefined) {
    if (topic !== undefined) {
      throw misused((t) => t.commands.topicOrSearch);
    }
    // With --sheet the search keeps to that sheet's game and rule set, as a topic would.
    const sheet = opts.sheet !== undefined ? await readSheet(ctx, opts.sheet) : undefined;
    return runSearch(ctx, opts.search, game ?? sheet?.game, opts.rules ?? sheet?.rules);
  }
  const sheet = opts.sheet !== undefined ? await readSheet(ctx, opts.sheet) : undefined;
  if (game === undefined) {
    if (sheet) game = sheet.game;
    else if (opts.rules !== undefined) {
      throw misused((t) => t.commands.rulesNeedGame);
    } else return listAll(ctx);
  }
  let entry = findGame(game);
  // "tafel rules scoring --sheet <id>": the sheet says which game.
  if (!entry && sheet && topic === undefined) {
    topic = game;
    entry = findGame(sheet.game);
  }
  if (!entry) return unknownGame(game, ctx.lang, { topic });
  if (sheet && sheet.game !== entry.id) {
    throw refused((t) => t.commands.sheetPlaysGame(sheet.id, sheet.game, entry.id));
  }
  if (sheet && opts.rules !== undefined && fold(opts.rules) !== sheet.rules) {
    throw refused((t) => t.commands.sheetPlaysRules(sheet.id, sheet.rules, String(opts.rules)));
  }
  const rules = sheet ? sheet.rules : ruleSetOf(entry, opts.rules);
  const text = await loadText(entry, ctx.lang);
  const topics = text.ruleSets[rules] ?? [];
  if (topic === undefined) return listGame(text, entry, rules);
  // A topic of several words is found as typed ("een of vijf"), else without its filler words as a search leaves them
  // out ("mag ik introeven": introeven).
  const named = await namedHere(topics, topic);
  if (named) return showTopic(ctx, text, rules, named, sheet);
  const asked = withoutFiller(topic);
  // A name of another rule set's topic is that topic, before the start of an id here (whisthub's `play`: not players).
  await ofOtherRules(text, entry, rules, asked, namedTopic);
  // A name in another language (`uitgaan` on an English screen), before the start of an id here.
  const elsewhere = await namedElsewhere(entry, text, rules, topic);
  if (elsewhere) return showTopic(ctx, text, rules, elsewhere, sheet);
  const started = topicStartedBy(topics, asked, await allNames());
  if (started) return showTopic(ctx, text, rules, started, sheet);
  return unknownTopic(text, entry, rules, topic);
}

async function listAll(ctx: Ctx): Promise<Output> {
  const texts = await loadAll(ctx.lang);
  const json = {
    lang: ctx.lang,
    games: texts.map((g) => {
      const entry = RULES_GAMES.find((e) => e.id === g.game)!;
      return {
        id: g.game,
        name: g.name,
        defaultRules: entry.defaultRules,
        ruleSets: entry.ruleSets.map((r) => ({
          id: r,
          topics: (g.ruleSets[r] ?? []).map((t) => ({ id: t.id, title: t.title })),
        })),
      };
    }),
  };
  return {
    json,
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).commands.rulesPage;
      const w = widthOf(c);
      const out = [...wrapHanging(t.allHead, w, '', '  ')];
      for (const g of json.games) {
        out.push('', p.bold(`${g.id}`) + (g.name.toLowerCase() !== g.id ? `  ${p.dim(g.name)}` : ''));
        for (const r of g.ruleSets) {
          const label = `--rules ${r.id}${r.id === g.defaultRules ? ` (${t.default})` : ''}: `;
          const all = texts.find((x) => x.game === g.id)?.ruleSets[r.id] ?? [];
          out.push(...wrapHanging(r.topics.map((x) => nameOf(all, x.id, c.lang)).join(', '), w, '  ' + label, '    '));
        }
      }
      out.push('', ...wrapHanging(t.searchHint, w));
      return out.join('\n');
    },
  };
}

function listGame(text: GameText, entry: RulesEntry, rules: string): Output {
  const topics = text.ruleSets[rules] ?? [];
  const json = {
    game: entry.id,
    name: text.name,
    rules,
    lang: text.lang,
    ruleSets: entry.ruleSets,
    topics: topics.map((t) => ({ id: t.id, title: t.title, source: t.source })),
  };
  return {
    json,
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).commands.rulesPage;
      const w = widthOf(c);
      const names = topics.map((x) => nameOf(topics, x.id, c.lang));
      const pad = Math.max(...names.map((x) => x.length)) + 2;
      // The rule set the game's other name stands for is named so, not called the default (chinees-poepen: poepen).
      const mark = rules === entry.alias?.rules ? entry.alias.name : rules === entry.defaultRules ? t.default : '';
      const out = [p.head(`${text.name}: --rules ${rules}${mark && ` (${mark})`}`)];
      topics.forEach((x, i) => {
        out.push(...wrapHanging(x.title, w, '  ' + names[i].padEnd(pad), ' '.repeat(pad + 2)));
      });
      // The command that shows a topic of this rule set: with --rules unless it is the default.
      out.push('', ...wrapHanging(t.lookUp(command(entry.id, rules, t.topicWord)), w));
      const others = entry.ruleSets.filter((r) => r !== rules);
      if (others.length > 0) out.push(...wrapHanging(t.other(entry.id, others), w));
      return out.join('\n');
    },
  };
}

/** `--search` with the words, quoted when there are several. */
const searchFlag = (words: string): string => `--search ${/\s/.test(words) ? `"${words}"` : words}`;

/** The topic names of a rule set, as a player of that language reads them. */
const topicList = (topics: Topic[], t: Texts): string =>
  topics.map((x) => nameIn(topics, x.id, t.rules.topicNames)).join(', ');

/** Refuses a word that `find` finds among another rule set's topics of the game, not these: says where it is. */
async function ofOtherRules(
  text: GameText,
  entry: RulesEntry,
  rules: string,
  typed: string,
  find: typeof findTopic,
): Promise<void> {
  const topics = text.ruleSets[rules] ?? [];
  for (const r of entry.ruleSets) {
    if (r === rules) continue;
    const theirs = text.ruleSets[r] ?? [];
    const other = find(theirs, typed, await allNames());
    if (other && !topics.some((t) => t.id === other.id)) {
      const cmd = (t: Texts) => `tafel rules ${entry.id} ${nameIn(theirs, other.id, t.rules.topicNames)} --rules ${r}`;
      throw refused((t) => t.commands.topicOfOther(typed, entry.id, r, rules, cmd(t), topicList(topics, t)));
    }
  }
}

async function unknownTopic(text: GameText, entry: RulesEntry, rules: string, typed: string): Promise<never> {
  const topics = text.ruleSets[rules] ?? [];
  // A topic of the game's other rule set by the start of its id (e.g. "jur" asked under cardgames): say where it is.
  await ofOtherRules(text, entry, rules, withoutFiller(typed), findTopic);
  const only = { game: entry.id, rules };
  const guess = didYouMean(topics, typed, (await searchEither([entry], text.lang, typed, only)).hits);
  // The search of every game, where it finds the word: how the other games rule it (Manillen's `verzaken`).
  const everywhere =
    (await searchEither(RULES_GAMES, text.lang, typed)).hits.length > 0
      ? `tafel rules ${searchFlag(typed)}`
      : undefined;
  throw refused((t) =>
    t.commands.noTopic(
      typed,
      entry.id,
      rules,
      guess && nameIn(topics, guess, t.rules.topicNames),
      topicList(topics, t),
      everywhere,
    ),
  );
}

/**
 * A topic's title and its game: on one line, two spaces apart, when they fit; else the title wrapped as the body is and
 * the game on a line of its own, whole (until 2026-12-07 the line ran past the width, and a terminal's wrap broke it
 * anywhere).
 */
function titleLines(title: string, game: string, width: number, p: Paint): string[] {
  if (title.length + 2 + game.length <= width) return [p.head(title) + p.dim(`  ${game}`)];
  return [...wrapHanging(title, width).map((l) => p.head(l)), p.dim(game)];
}

async function showTopic(
  _ctx: Ctx,
  text: GameText,
  rules: string,
  topic: Topic,
  sheet: SheetData | undefined,
): Promise<Output> {
  let tables: PointTable[] | undefined;
  let settings: Settings | undefined;
  if (topic.tables) {
    settings = await settingsInForce(text.game, rules, sheet);
    tables = await topic.tables(settings);
  }
  const houseRules = sheet ? sheet.set : undefined;
  const topics = text.ruleSets[rules] ?? [];
  const json = {
    game: text.game,
    rules,
    lang: text.lang,
    id: topic.id,
    title: topic.title,
    source: topic.source,
    text: topic.text,
    aliases: topic.aliases ?? [],
    see: topic.see ?? [],
    ...(tables ? { tables } : {}),
    ...(settings ? { settings } : {}),
    ...(sheet ? { sheet: sheet.id, houseRules } : {}),
  };
  return {
    json,
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).commands.rulesPage;
      const w = widthOf(c);
      const out = [
        ...titleLines(topic.title, `${text.name} (${rules})`, w, p),
        p.dim(wrapHanging(`${t.source}: ${topic.source}`, w).join('\n')),
        '',
        renderText(topic.text, w, p),
      ];
      if (tables && tables.length > 0) out.push('', await renderTables(tables, w, p));
      if (sheet) {
        const list = Object.entries(sheet.set)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ');
        out.push('', ...wrapHanging(list ? t.house(sheet.id, list) : t.noHouse(sheet.id), w));
      } else if (tables?.some((x) => x.inForce)) {
        out.push('', ...wrapHanging(t.values(text.game), w));
      }
      if (topic.see && topic.see.length > 0) {
        const see = topic.see.map((id) => nameOf(topics, id, c.lang)).join(', ');
        out.push('', ...wrapHanging(`${t.see} (${command(text.game, rules, t.topicWord)}): ${see}`, w));
      }
      return out.join('\n');
    },
  };
}

async function runSearch(
  ctx: Ctx,
  query: string,
  game: string | undefined,
  rulesWanted: string | undefined,
): Promise<Output> {
  if (fold(query) === '') {
    throw misused((t) => t.commands.searchNeedsWords);
  }
  let only: { game?: string; rules?: string } | undefined;
  let entries = RULES_GAMES;
  if (game !== undefined) {
    const entry = findGame(game);
    if (!entry) return unknownGame(game, ctx.lang, { search: query });
    only = { game: entry.id, rules: rulesWanted === undefined ? undefined : ruleSetOf(entry, rulesWanted) };
    entries = [entry];
  } else if (rulesWanted !== undefined) {
    throw misused((t) => t.commands.searchRulesNeedGame);
  }
  // Words of another language are searched there when the run's finds nothing (`--search uitgaan` in English).
  const { texts, hits } = await searchEither(entries, ctx.lang, query, only);
  if (hits.length === 0) {
    const guess = closestQuery(texts, query, only);
    const where =
      only?.game === undefined ? '' : `${only.game} ${only.rules === undefined ? '' : `--rules ${only.rules} `}`;
    const tip = guess && `tafel rules ${where}${searchFlag(guess)}`;
    throw refused((t) => t.commands.noMatch(query, tip));
  }
  const results = hits.map((h: Hit, i) => ({
    rank: i + 1,
    game: h.game,
    rules: h.rules,
    id: h.topic.id,
    title: h.topic.title,
    source: h.topic.source,
    score: h.score,
    command: command(h.game, h.rules, h.topic.id),
  }));
  const SHOWN = 12;
  return {
    json: { query, lang: ctx.lang, results },
    text: async (c) => {
      const p = await paint(c.color);
      const t = textsOf(c.lang).commands.rulesPage;
      const w = widthOf(c);
      const out = [t.found(query)];
      for (const r of results.slice(0, SHOWN)) {
        out.push(
          ...wrapHanging(`${p.bold(r.title)} (${r.game}, ${r.rules})`, w, `${String(r.rank).padStart(3)}. `, '     '),
        );
        out.push(p.dim(`     ${hitCommand(texts, hits[r.rank - 1], textsOf(c.lang).rules.topicNames)}`));
      }
      if (results.length > SHOWN) out.push(t.more(results.length - SHOWN));
      return out.join('\n');
    },
  };
}
