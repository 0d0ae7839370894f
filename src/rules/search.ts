import { distance, mostWrong } from '../core/suggest.js';
import type { GameText, Located, Topic } from '../core/topic.js';
import { own } from '../core/own.js';

/** Lower case, accents off (misère -> misere), anything but letters and digits becomes a space. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Spellings and translations players use for the same thing, mapped to one word. Applied to the
 * query AND to the texts, so "misère", "misery" and "miserie" all meet in the middle.
 */
const SAME: Record<string, string> = {
  misere: 'miserie',
  misery: 'miserie',
  miseries: 'miserie',
  miseres: 'miserie',
  abundance: 'abondance',
  abondanse: 'abondance',
  abundantie: 'abondance',
  troela: 'troel',
  troelen: 'troel',
  rebelote: 'belote',
  zwikken: 'zwik',
  zwikt: 'zwik',
  slam: 'slim',
  soloslam: 'soloslim',
  revoke: 'verzaken',
  revoked: 'verzaken',
  revokes: 'verzaken',
  renege: 'verzaken',
  verzaakt: 'verzaken',
  verzaakte: 'verzaken',
  verzaking: 'verzaken',
  kapot: 'capot',
  litigation: 'litige',
  trump: 'troef',
  trumps: 'troef',
  troeven: 'troef',
  atout: 'troef',
  trick: 'slag',
  tricks: 'slag',
  slagen: 'slag',
  stake: 'inzet',
  ante: 'inzet',
  search: 'zoeken',
  searched: 'zoeken',
  searching: 'zoeken',
  zoekt: 'zoeken',
  zocht: 'zoeken',
  score: 'scoring',
  scores: 'scoring',
  punten: 'scoring',
  points: 'scoring',
  puntentelling: 'scoring',
  telling: 'scoring',
  ranking: 'rangorde',
  rank: 'rangorde',
  order: 'rangorde',
  volgorde: 'rangorde',
  kijkkaart: 'kijk',
  picolo: 'piccolo',
  pickolo: 'piccolo',
  vraag: 'vragen',
  asks: 'vragen',
  ask: 'vragen',
  asked: 'vragen',
  asking: 'vragen',
  join: 'meegaan',
  joins: 'meegaan',
  pass: 'pas',
  passes: 'pas',
  passed: 'pas',
  passen: 'pas',
  alone: 'alleen',
  deal: 'gift',
  deals: 'gift',
  dealing: 'delen',
  deler: 'dealer',
  gever: 'dealer',
};

/**
 * Words that carry no subject in a question, English and Dutch alike whatever the language asked ("what is a pit",
 * "mag ik introeven"): a search leaves them out when another word remains, so that the topic the question names comes
 * first. Data of the search as SAME is, not text of one language: a player asks in either. Words that are card terms
 * in one of the games stay out of this list ("pas", "mee", "tegen", "alleen", "samen", "vraag", "troef", "slag",
 * "voor" of Toepen's voor dood, "zonder" of zonder kijk).
 */
const FILLER = new Set(
  [
    // English
    'what is a an the how many much do does can i may must of in with when which who are my',
    // Dutch
    'wat is een de het hoe veel hoeveel mag moet ik je kan van in met wanneer welke wie wordt mijn',
  ].flatMap((l) => l.split(' ')),
);

/** The words of a question without its filler words, unless nothing else would remain ("een" alone is Rikken's). */
export function meaningful(ws: string[]): string[] {
  const kept = ws.filter((w) => !FILLER.has(w));
  return kept.length > 0 ? kept : ws;
}

/** A typed topic of several words without its filler words (`mag ik introeven`: introeven), else as typed. */
export function withoutFiller(typed: string): string {
  const ws = fold(typed).split(' ').filter(Boolean);
  const kept = meaningful(ws);
  return kept.length === ws.length ? typed : kept.join(' ');
}

/** Words a player may write apart or together: "solo slim" is "soloslim". */
const JOINED: string[][] = [
  ['solo', 'slim'],
  ['troef', 'tien'],
  ['dix', 'de', 'der'],
  ['oud', 'in', 'de', 'lamp'],
  ['zonder', 'kijk'],
  ['zonder', 'oud'],
];
const JOIN_START = new Set(JOINED.map((j) => j[0]));

const canon = (w: string): string => own(SAME, w) ?? w;

/** One spelling of a name, words run together: "Solo slim" and "soloslim" give the same key. */
export const key = (s: string): string => fold(s).split(' ').map(canon).join('');

/** The words of a text, folded and mapped to their one spelling. */
export function words(s: string): string[] {
  const raw = fold(s).split(' ').filter(Boolean);
  const out = raw.map(canon);
  // Names written apart that mean one thing ("solo slim", "oud in de lamp"): checked only where one
  // can start, since this runs over every text on each search.
  for (let i = 0; i < raw.length; i++) {
    if (!JOIN_START.has(raw[i])) continue;
    for (const j of JOINED) if (j[0] === raw[i] && j.every((w, k) => raw[i + k] === w)) out.push(j.join(''));
  }
  // "soloslim" written together also answers a search for "slim".
  for (const w of raw) if (w.endsWith('slim') && w.length > 4) out.push('slim');
  return out;
}

/** How strongly each part of a topic counts for a search word. */
const WEIGHT = { id: 10, alias: 8, title: 6, game: 3, text: 1 };

interface Doc {
  at: Located;
  id: Set<string>;
  alias: Set<string>;
  title: Set<string>;
  game: Set<string>;
  /** word -> how often it occurs in the text */
  text: Map<string, number>;
}

function doc(at: Located, name: string): Doc {
  const t = at.topic;
  const text = new Map<string, number>();
  for (const w of words(t.text)) text.set(w, (text.get(w) ?? 0) + 1);
  return {
    at,
    id: new Set(words(t.id)),
    alias: new Set((t.aliases ?? []).flatMap(words)),
    title: new Set(words(t.title)),
    game: new Set([...words(at.game), ...words(name), ...words(at.rules)]),
    text,
  };
}

/**
 * The one spellings (SAME) of the spellings a query word begins and is not: "revok" begins "revoke", read as
 * "verzaken", so "revok" also begins the topics' "verzaken" (the texts' words are read in their one spelling).
 */
function begun(q: string): Set<string> {
  const out = new Set<string>();
  if (q.length >= 3) for (const [raw, c] of Object.entries(SAME)) if (raw !== q && raw.startsWith(q)) out.add(c);
  return out;
}

/** A query word, with the one spellings of the longer words it begins (`begun`). */
interface QueryWord {
  q: string;
  begun: Set<string>;
}

/** Whether a topic's word is a longer word the query word begins: itself, or read in its one spelling. */
const begins = (q: QueryWord, w: string): boolean => q.q.length >= 3 && (w.startsWith(q.q) || q.begun.has(w));

/** A query word matches a word of the topic fully, or as the beginning of a longer word (half). */
function match(q: QueryWord, set: Iterable<string>): number {
  let best = 0;
  for (const w of set) {
    if (w === q.q) return 1;
    if (begins(q, w)) best = Math.max(best, 0.5);
  }
  return best;
}

/** A topic's score for the words of a question, and the share of those words it answers (1: every one). */
function scoreDoc(d: Doc, query: QueryWord[]): { score: number; share: number } {
  let total = 0;
  let hits = 0;
  for (const q of query) {
    const field = Math.max(
      WEIGHT.id * match(q, d.id),
      WEIGHT.alias * match(q, d.alias),
      WEIGHT.title * match(q, d.title),
      WEIGHT.game * match(q, d.game),
    );
    let inText = 0;
    const exact = d.text.get(q.q);
    if (exact) inText = Math.min(exact, 5);
    else if (q.q.length >= 3)
      for (const [w, n] of d.text) if (begins(q, w)) inText = Math.max(inText, Math.min(n, 5) / 2);
    const s = field + WEIGHT.text * Math.log2(1 + inText);
    if (s > 0) hits++;
    total += s;
  }
  const share = hits / query.length;
  return { score: hits === 0 ? 0 : total * share ** 2, share };
}

/** A title's name, before what it adds in brackets or after a colon: "Troefplicht (Amsterdams): vrij als ...". */
export const titleName = (title: string): string => title.split(/[(:]/)[0];

export interface Hit extends Located {
  score: number;
  /** The share of the question's words the topic answers, in its names, title, game or text: 1 is every word. */
  share: number;
}

/**
 * Every raw spelling that `words` could turn into something a query word matches: the word itself,
 * the spellings mapped onto it, and names written apart. Used to skip topics cheaply.
 */
function variants(q: string): string[] {
  const out = [q];
  const through = begun(q);
  const fits = (c: string) => c === q || (q.length >= 3 && c.startsWith(q)) || through.has(c);
  out.push(...through);
  for (const [raw, c] of Object.entries(SAME)) if (fits(c)) out.push(raw);
  for (const j of JOINED) if (fits(j.join(''))) out.push(j.join(' '));
  return out;
}

/**
 * A query word's English ending taken off (-ing, -ed, a doubled consonant before it), so that it matches as the
 * beginning of every form: "undertrumping" finds what "undertrump" finds. Words whose rest would be under four
 * letters ("king", "speed") are kept whole.
 */
export function stem(w: string): string {
  const m = /^(.{4,}?)(?:ing|ed)$/.exec(w);
  if (!m) return w;
  const rest = m[1];
  return /([bdgmnprt])\1$/.test(rest) ? rest.slice(0, -1) : rest;
}

/**
 * The topics of the given texts that match the words, best first: those that answer the most of the words, then the
 * higher score; equal ones keep list order.
 */
export function search(texts: GameText[], query: string, only?: { game?: string; rules?: string }): Hit[] {
  const q = [...new Set(meaningful(words(query)).map(stem))];
  if (q.length === 0) return [];
  // The question is a topic's name as typed ("een of vijf") or without its filler words ("wat is een troel").
  const wholes = new Set([key(query), key(withoutFiller(query))]);
  const needles = q.flatMap(variants);
  const asked = q.map((w) => ({ q: w, begun: begun(w) }));
  const hits: Hit[] = [];
  for (const g of texts) {
    if (only?.game && g.game !== only.game) continue;
    for (const [rules, topics] of Object.entries(g.ruleSets)) {
      if (only?.rules && rules !== only.rules) continue;
      for (const topic of topics) {
        // The question is exactly the topic's name ("misère" for miserie), or its title in the language read (the
        // Dutch "Troefplicht (Amsterdams): ..." for troefplicht): that topic comes first, before one an alias names.
        const named =
          wholes.has(key(topic.id)) || wholes.has(key(titleName(topic.title)))
            ? 20
            : (topic.aliases ?? []).some((a) => wholes.has(key(a)))
              ? 15
              : 0;
        // Building a topic's word index is the costly part: only for topics whose text can match.
        const hay = fold(
          [topic.id, topic.title, ...(topic.aliases ?? []), topic.text, g.game, g.name, rules].join(' '),
        );
        if (named === 0 && !needles.some((n) => hay.includes(n))) continue;
        const { score, share } = scoreDoc(doc({ game: g.game, rules, topic }, g.name), asked);
        if (score + named > 0)
          hits.push({ game: g.game, rules, topic, score: Math.round((score + named) * 100) / 100, share });
      }
    }
  }
  // A topic that answers every word of the question comes before one that answers some of them loudly ("last trick":
  // the topic that counts the last trick's 10 points, not trump-duty, named by "tricks" alone); then the score.
  return hits
    .map((h, i) => ({ h, i }))
    .sort((a, b) => b.h.share - a.h.share || b.h.score - a.h.score || a.i - b.i)
    .map(({ h }) => h);
}

/** The id as a player would type it: folded, words joined by "-". */
export const slug = (s: string): string => fold(s).replace(/ /g, '-');

/**
 * The topic a player typed by one of its names: its id, an alias of the game's text, the same in another spelling, or a
 * name topics are listed under in any language (`names`, i18n rules.topicNames: the one home of "overzicht" being the
 * overview in every game that has one).
 */
export function namedTopic(
  topics: Topic[],
  typed: string,
  names: readonly Record<string, string[]>[] = [],
): Topic | undefined {
  const want = slug(typed);
  if (want === '') return undefined;
  const exact =
    topics.find((t) => t.id === want) ?? topics.find((t) => (t.aliases ?? []).some((a) => slug(a) === want));
  if (exact) return exact;
  const k = key(typed);
  const bySpelling =
    topics.find((t) => key(t.id) === k) ?? topics.find((t) => (t.aliases ?? []).some((a) => key(a) === k));
  if (bySpelling) return bySpelling;
  for (const list of names) {
    for (const [id, words] of Object.entries(list)) {
      const named = words.some((w) => slug(w) === want) ? topics.find((t) => t.id === id) : undefined;
      if (named) return named;
    }
  }
  return undefined;
}

/**
 * The one topic whose id starts with what a player typed (`troe`: troel), else the one a name it is listed under
 * starts with (`names`, as for namedTopic: `verz` finds revoke, listed in Dutch as verzaken).
 */
export function topicStartedBy(
  topics: Topic[],
  typed: string,
  names: readonly Record<string, string[]>[] = [],
): Topic | undefined {
  const want = slug(typed);
  if (want === '') return undefined;
  const only = (found: Topic[]) => (found.length === 1 ? found[0] : undefined);
  const listed = (t: Topic) => names.flatMap((list) => own(list, t.id) ?? []);
  return (
    only(topics.filter((t) => t.id.startsWith(want))) ??
    only(topics.filter((t) => listed(t).some((n) => slug(n).startsWith(want))))
  );
}

/** The topic a player typed: by one of its names (namedTopic), else the unique start of an id or a listed name. */
export const findTopic = (
  topics: Topic[],
  typed: string,
  names: readonly Record<string, string[]>[] = [],
): Topic | undefined => namedTopic(topics, typed, names) ?? topicStartedBy(topics, typed, names);

/** Whether a word of the query is one of the topic's own search words: its id's or its aliases'. */
const namedBy = (t: Topic, query: string[]): boolean => {
  const own = [t.id, ...(t.aliases ?? [])].flatMap(words);
  return query.some((q) => own.includes(q));
};

/**
 * The topic meant. Of the search hits that answer every word, the best one that a word names (Zwikken's `tien`:
 * troef-tien, not card-points a spelling near), else the best one: words found in a topic's title or text come before
 * a name one of the words merely is, or is near (`laatste slag`: cards, which counts the last trick, not trump-duty,
 * named by `slagen`). Else the best hit a word names, else the topic whose id or alias is nearest to a typo (as near
 * as every "Did you mean": mostWrong), else the best hit. Of names as near, a topic's own id before an alias (`toepn`:
 * toep, not game, whose alias is `toepen`), then the list's order.
 */
export function didYouMean(topics: Topic[], typed: string, hits: Hit[]): string | undefined {
  const query = meaningful(words(typed));
  const whole = hits.filter((h) => h.share === 1);
  const named = whole.find((h) => namedBy(h.topic, query)) ?? whole[0] ?? hits.find((h) => namedBy(h.topic, query));
  if (named) return named.topic.id;
  const want = slug(typed);
  let best: { id: string; d: number; alias: boolean } | undefined;
  for (const t of topics) {
    const names = [{ name: t.id, alias: false }, ...(t.aliases ?? []).map((a) => ({ name: slug(a), alias: true }))];
    for (const { name, alias } of names) {
      const d = distance(want, name);
      if (!best || d < best.d || (d === best.d && best.alias && !alias)) best = { id: t.id, d, alias };
    }
  }
  if (best && best.d <= mostWrong(want)) return best.id;
  return hits[0]?.topic.id;
}

/**
 * A search that found nothing, typed a few letters off (`troell`, `verzakn`): the same words with each
 * unknown one put right (as near as every "Did you mean": mostWrong), from the words topics are named with (ids,
 * aliases, titles), when that finds topics. Of words as near, a word of a topic's id first (`zoekn`: zoeken, not the
 * spelling `zoekt`; `capto`: capot, not Toepen's alias `cap`), then one of a title or an alias, then another
 * spelling (SAME), then the shorter.
 */
export function closestQuery(
  texts: GameText[],
  query: string,
  only?: { game?: string; rules?: string },
): string | undefined {
  // Each known word and its rank: 0 a word of an id, 1 of a title or an alias, 2 another spelling.
  const known = new Map<string, number>(Object.keys(SAME).map((w) => [w, 2]));
  const add = (name: string, rank: number) => {
    for (const w of fold(name).split(' ')) known.set(w, Math.min(rank, known.get(w) ?? rank));
  };
  for (const g of texts)
    for (const topics of Object.values(g.ruleSets))
      for (const t of topics) {
        add(t.id, 0);
        for (const name of [t.title, ...(t.aliases ?? [])]) add(name, 1);
      }
  const typed = fold(query).split(' ').filter(Boolean);
  const fixed = typed.map((q) => {
    if (q.length < 4 || known.has(q) || known.has(canon(q))) return q;
    let best: { w: string; d: number; rank: number } | undefined;
    for (const [w, rank] of known) {
      const d = distance(q, w);
      const nearer = !best || d < best.d || (d === best.d && rank < best.rank);
      if (nearer || (best && d === best.d && rank === best.rank && w.length < best.w.length)) best = { w, d, rank };
    }
    return best && best.d <= mostWrong(q) ? best.w : q;
  });
  const guess = fixed.join(' ');
  return guess !== typed.join(' ') && search(texts, guess, only).length > 0 ? guess : undefined;
}
