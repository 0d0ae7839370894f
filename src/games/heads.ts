import { refused } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import type { GameHead } from '../core/manifest.js';
import { gameMeant } from '../core/suggest.js';
import { textsOf } from '../i18n/index.js';
import { kleurenwiezenHead } from './kleurenwiezen/head.js';
import { solokaartenHead } from './solokaarten/head.js';
import { beloteHead } from './belote/head.js';
import { zwikkenHead } from './zwikken/head.js';
import { klaverjassenHead } from './klaverjassen/head.js';
import { boerenbridgeHead } from './boerenbridge/head.js';
import { rikkenHead } from './rikken/head.js';
import { jokerenHead } from './jokeren/head.js';
import { manillenHead } from './manillen/head.js';
import { toepenHead } from './toepen/head.js';

/**
 * What this module offers for a list of heads: the list, and what is derived from it. Built once
 * below for the games of src/games/; a test builds it for the list with one more game
 * (test/games/toy.test.ts puts `headsModule([...HEADS, toyHead])` in this module's place before it
 * loads the commands).
 */
export function headsModule(heads: readonly GameHead[]) {
  return {
    HEADS: heads,
    headById: (id: string) => findHead(heads, id),
    recordFlags: () => flagsOf(heads),
    recordFlagsHelp: (lang: Lang, game?: string) =>
      flagsHelpOf(game === undefined ? heads : heads.filter((g) => g.id === game), lang),
    flagWords: (game: string, lang: Lang) => flagWordsOf(findHead(heads, game), lang),
  };
}

/**
 * The light part of every game (its head.ts), in the order of the list of games in index.ts, for what
 * must start fast: the program's record flags (every command line), `tafel judge` and `tafel rules`
 * find a game, its rule sets and its flags here and load only the asked game's referee, text or
 * catalogue, never the scoring, settings and table-mode code that index.ts loads for every game.
 * Frozen: no run changes the list another run sees.
 *
 * A game is on both lists (its line here and in index.ts): one list of heads that load their manifest
 * lazily was measured, and made `tafel sheet` and `tafel record` load 13 more chunks and 31 KB more
 * (each manifest its own chunk), where today's two lists keep every manifest in one (the design docs
 * give the figures). test/games/imports.test.ts fails when a game folder is missing from either list,
 * or when a head and its manifest disagree.
 */
export const { HEADS, headById, recordFlags, recordFlagsHelp, flagWords } = headsModule(
  Object.freeze([
    kleurenwiezenHead,
    solokaartenHead,
    beloteHead,
    zwikkenHead,
    klaverjassenHead,
    boerenbridgeHead,
    rikkenHead,
    jokerenHead,
    manillenHead,
    toepenHead,
  ]),
);

/**
 * The game a user's word names: its id, one of its other names, or a unique beginning of an id
 * ("kleur", "solo"). Refused in one line, with the games listed, when it names none.
 */
function findHead(heads: readonly GameHead[], id: string): GameHead {
  const wanted = id.toLowerCase();
  const aliased = heads.find((g) => g.aliases !== undefined && Object.hasOwn(g.aliases, wanted));
  if (aliased) return aliased;
  const prefixed = heads.filter((g) => g.id.startsWith(wanted));
  const game = heads.find((g) => g.id === wanted) ?? (prefixed.length === 1 ? prefixed[0] : undefined);
  if (!game || wanted === '') {
    const tip = gameMeant(
      id,
      heads.map((g) => g.id),
    );
    throw refused((t) => t.core.unknownGame(id, heads.map((g) => g.id).join(', '), tip));
  }
  return game;
}

/**
 * Every game's record flags as the program declares them (`--by <players>`, `--eerste`), each once, in
 * the order of the list of games: `record`, `edit` and `judge score` take them all, and each game
 * refuses the ones it does not read.
 */
function flagsOf(heads: readonly GameHead[]): string[] {
  const flags = new Map<string, string>();
  for (const g of heads) {
    for (const [name, spec] of Object.entries(g.flags)) {
      if (!flags.has(name)) flags.set(name, spec.arg === undefined ? `--${name}` : `--${name} ${spec.arg}`);
    }
  }
  return [...flags.values()];
}

/**
 * Each record flag's line of help in one language, from the games' catalogues: the games that read it
 * by name, those with the same text together ("Kleurenwiezen, Rikken: tricks taken ...; Boerenbridge:
 * everybody's tricks ..."). Loads the catalogue of every game listed: only for the help of the commands that take
 * them, and for Tab on their flags (one game's alone when the line's sheet or game is known: "Kleurenwiezen: ...").
 */
async function flagsHelpOf(heads: readonly GameHead[], lang: Lang): Promise<Record<string, string>> {
  const catalogues = await Promise.all(heads.map((g) => g.catalogue()));
  const byFlag = new Map<string, Map<string, string[]>>();
  heads.forEach((g, i) => {
    const c = catalogues[i][lang];
    for (const name of Object.keys(g.flags)) {
      const text = c.flags[name]?.help;
      if (text === undefined) continue;
      const texts = byFlag.get(name) ?? new Map<string, string[]>();
      texts.set(text, [...(texts.get(text) ?? []), c.name]);
      byFlag.set(name, texts);
    }
  });
  return Object.fromEntries(
    [...byFlag].map(([name, texts]) => [
      name,
      [...texts].map(([text, games]) => `${games.join(', ')}: ${text}`).join('; '),
    ]),
  );
}

/**
 * The flags in words, for refusals where nobody types flags (table mode, a scorer's phone: core/said.ts): the game's
 * record flags (its catalogue) and new's (the shell's).
 */
async function flagWordsOf(head: GameHead, lang: Lang): Promise<Record<string, string>> {
  const catalogue = (await head.catalogue())[lang];
  const own = Object.fromEntries(Object.entries(catalogue.flags).map(([k, v]) => [k, v.word]));
  return { ...textsOf(lang).flags, ...own };
}
