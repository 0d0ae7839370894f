import { refused } from '../core/errors.js';
import { gameMeant } from '../core/suggest.js';
import type { GameManifest } from '../core/manifest.js';
import { kleurenwiezen } from './kleurenwiezen/index.js';
import { belote } from './belote/index.js';
import { solokaarten } from './solokaarten/index.js';
import { zwikken } from './zwikken/index.js';
import { klaverjassen } from './klaverjassen/index.js';
import { boerenbridge } from './boerenbridge/index.js';
import { rikken } from './rikken/index.js';
import { jokeren } from './jokeren/index.js';
import { manillen } from './manillen/index.js';
import { toepen } from './toepen/index.js';
import { own } from '../core/own.js';
import { DEAL, DEALS, type Lang } from '../i18n/lang.js';

/**
 * What this module offers for a list of games: the list, and the look-ups over it. Built once below
 * for the games of src/games/; a test builds it for the list with one more game (test/games/toy.test.ts
 * puts `gamesModule([...GAMES, toy])` in this module's place before it loads the commands).
 */
export function gamesModule(games: readonly GameManifest[]) {
  return {
    GAMES: games,
    aliasRules: (name: string) => aliasIn(games, name),
    gameById: (id: string) => findGame(games, id),
  };
}

/**
 * The games, in the order `tafel games` lists them. Adding a game means adding its folder, one line
 * here and its head's line in heads.ts (heads.ts says why two): the program's record flags and their
 * help, table mode's flows and one-line reader, completion, club events, correction checks and
 * exports all read these lists (nothing outside src/games/ imports a game's own files or names a
 * game; test/games/imports.test.ts and test/layers.test.ts check it). Frozen: no run changes the
 * list another run sees.
 */
export const { GAMES, aliasRules, gameById } = gamesModule(
  Object.freeze([
    kleurenwiezen,
    solokaarten,
    belote,
    zwikken,
    klaverjassen,
    boerenbridge,
    rikken,
    jokeren,
    manillen,
    toepen,
  ]),
);

/** The word a game's lines number its deals with: its own (Toepen's round), else the general one (lang.ts DEAL). */
export const dealWord = (game: string | Worded, lang: Lang): string => wordedOf(game).dealWord?.[lang] ?? DEAL[lang];
/** Its plural: Toepen's rounds, Dutch Jokeren's spellen, else deals, giften. */
export const dealsWord = (game: string | Worded, lang: Lang): string => wordedOf(game).dealWords?.[lang] ?? DEALS[lang];
/** Both: the words a text of a game's deals takes last (`t.event.showLine(..., ...dealWords(game, lang))`). */
export const dealWords = (game: string | Worded, lang: Lang): [string, string] => [
  dealWord(game, lang),
  dealsWord(game, lang),
];
type Worded = Pick<GameManifest, 'dealWord' | 'dealWords'>;
const wordedOf = (game: string | Worded): Worded => (typeof game === 'string' ? gameById(game) : game);

/** The rule set a game's other name stands for (`chinees-poepen` -> `poepen`), if `name` is one. */
function aliasIn(games: readonly GameManifest[], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const g of games) {
    const rules = own(g.aliases, wanted);
    if (rules !== undefined) return rules;
  }
  return undefined;
}

/** A game by its id, a beginning of it, or a rule set's other name. */
function findGame(games: readonly GameManifest[], id: string): GameManifest {
  const wanted = id.toLowerCase();
  const aliased = games.find((g) => own(g.aliases, wanted) !== undefined);
  if (aliased) return aliased;
  const prefixed = games.filter((g) => g.id.startsWith(wanted));
  const game = games.find((g) => g.id === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!game || wanted === '') {
    const tip = gameMeant(
      id,
      games.map((g) => g.id),
    );
    throw refused((t) => t.core.unknownGame(id, games.map((g) => g.id).join(', '), tip));
  }
  return game;
}
