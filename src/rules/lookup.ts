import { ruleSetNamed } from '../core/rule-sets.js';
import { closest } from '../core/suggest.js';
import type { Lang } from '../core/game.js';
import type { GameText, Topic } from '../core/topic.js';
import { LANGS, loadTexts, textsOf } from '../i18n/index.js';
import { aliasEntry, loadText, RULES_GAMES, type RulesEntry } from './registry.js';
import { fold, namedTopic, search, withoutFiller, type Hit } from './search.js';

/**
 * What `tafel rules` finds for what a player typed beyond the exact words of the run's language: a game named loosely
 * (a rule set's name, a typo, a part of its name), a topic named in another language. Each loads another language's
 * text only when the run's own found nothing, so a topic found by its name loads one language.
 */

/** The game a player typed: its id, one of its other names, or the one id it starts. */
export function findGame(typed: string): RulesEntry | undefined {
  const want = fold(typed).replace(/ /g, '');
  if (want === '') return undefined;
  const exact = RULES_GAMES.find((g) => g.id === want) ?? aliasEntry(typed.toLowerCase().trim());
  if (exact) return exact;
  const prefixed = RULES_GAMES.filter((g) => g.id.startsWith(want));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** A game a word that names none may mean, with the rule set the word names (`ffb`: belote's). */
export interface Meant {
  entry: RulesEntry;
  rules?: string;
}

/**
 * The games a word that names none may mean: those with a rule set of that name (`lodige`, `ffb`, `standaard`), else
 * the game a letter off (`kleurewiezen`), else those one part of whose name it is (`wiezen`, `jassen`), else those it
 * starts (`k`).
 */
export function gamesMeant(typed: string): Meant[] {
  const word = fold(typed);
  const bySet = RULES_GAMES.flatMap((entry) => {
    const rules = word === '' ? undefined : ruleSetNamed(entry.ruleSets, word);
    return rules === undefined ? [] : [{ entry, rules }];
  });
  if (bySet.length > 0) return bySet;
  const ids = RULES_GAMES.map((g) => g.id);
  const near = closest(typed, ids);
  const part = word.length >= 4 ? ids.filter((id) => id.includes(word)) : [];
  const started = word === '' ? [] : ids.filter((id) => id.startsWith(word.replace(/ /g, '')));
  const found = near !== undefined ? [near] : part.length > 0 ? part : started;
  return found.map((id) => ({ entry: RULES_GAMES.find((g) => g.id === id)! }));
}

/**
 * The names topics are listed under in every language, for a word the game's own text does not know
 * (`overzicht` asked in English): loaded only then, so a topic found by its id or alias loads one language.
 */
export async function allNames(): Promise<Record<string, string[]>[]> {
  await loadTexts(...LANGS);
  return LANGS.map((l) => textsOf(l).rules.topicNames);
}

/**
 * The topic of a rule set a player named in the run's language (namedTopic: its id, an alias, a name it is listed
 * under in any language), as typed, else without its filler words ("mag ik introeven": introeven).
 */
export async function namedHere(topics: Topic[], typed: string): Promise<Topic | undefined> {
  const asked = withoutFiller(typed);
  for (const words of asked === typed ? [typed] : [typed, asked]) {
    const found = namedTopic(topics, words) ?? namedTopic(topics, words, await allNames());
    if (found) return found;
  }
  return undefined;
}

/**
 * The topic of a rule set named by its id or an alias in another language's text (`uitgaan` on an English screen,
 * `going out` on a Dutch one), as the run's own topic; a Flemish player often runs an English locale. Loads that
 * language's text of the game: only when the run's own found nothing.
 */
export async function namedElsewhere(
  entry: RulesEntry,
  text: GameText,
  rules: string,
  typed: string,
): Promise<Topic | undefined> {
  const asked = withoutFiller(typed);
  for (const lang of LANGS) {
    if (lang === text.lang) continue;
    const theirs = (await loadText(entry, lang)).ruleSets[rules] ?? [];
    const found = namedTopic(theirs, typed) ?? (asked === typed ? undefined : namedTopic(theirs, asked));
    const ours = found && text.ruleSets[rules]?.find((t) => t.id === found.id);
    if (ours) return ours;
  }
  return undefined;
}

/**
 * A search of the given games in the run's language; where no topic answers every word there, the same words in
 * another language's texts when a topic answers all of them there, or when the run's found nothing at all (`--search
 * uitgaan` on an English screen): each hit the run's own topic, so that it is shown in the run's language. The other
 * language is loaded only then.
 */
export async function searchEither(
  entries: RulesEntry[],
  lang: Lang,
  query: string,
  only?: { game?: string; rules?: string },
): Promise<{ texts: GameText[]; hits: Hit[] }> {
  const load = (l: Lang) => Promise.all(entries.map((e) => loadText(e, l)));
  const texts = await load(lang);
  let hits = search(texts, query, only);
  for (const other of LANGS) {
    if (other === lang || hits.some((h) => h.share === 1)) continue;
    const theirs = search(await load(other), query, only).flatMap((h) => {
      const topic = texts.find((g) => g.game === h.game)?.ruleSets[h.rules]?.find((t) => t.id === h.topic.id);
      return topic ? [{ ...h, topic }] : [];
    });
    if (hits.length === 0 || theirs.some((h) => h.share === 1)) hits = theirs;
  }
  return { texts, hits };
}
