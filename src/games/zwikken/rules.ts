import { rule, usage } from '../../core/errors.js';
import {
  flagList,
  flagPairs,
  flagSwitch,
  flagText,
  noExtraWords,
  onlyFlags,
  optString,
  wholeNumber,
} from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayer, findPlayers, splitList } from '../../core/players.js';
import { choice } from '../../core/settings.js';

/** Ranks of the 20-card Zwikken pack, highest first: the order that settles several zwikken. */
export const RANKS = ['A', 'K', 'Q', 'J', '10'] as const;
export type Rank = (typeof RANKS)[number];

/** Card points per rank (spec: A 4, K 3, Q 2, J 1, 10 0). */
export const CARD_POINTS: Record<Rank, number> = { A: 4, K: 3, Q: 2, J: 1, '10': 0 };

/** Names a player may type for a rank: cli.md card notation plus the words at the table. */
const RANK_WORDS: Record<string, Rank> = {
  a: 'A',
  aas: 'A',
  ace: 'A',
  aces: 'A',
  azen: 'A',
  k: 'K',
  h: 'K',
  heer: 'K',
  heren: 'K',
  king: 'K',
  kings: 'K',
  koning: 'K',
  q: 'Q',
  v: 'Q',
  d: 'Q',
  vrouw: 'Q',
  vrouwen: 'Q',
  dame: 'Q',
  dames: 'Q',
  queen: 'Q',
  queens: 'Q',
  j: 'J',
  b: 'J',
  boer: 'J',
  boeren: 'J',
  jack: 'J',
  jacks: 'J',
  '10': '10',
  t: '10',
  tien: '10',
  tienen: '10',
  ten: '10',
  tens: '10',
};

export function settingsFor(): SettingSpec[] {
  return [
    choice(
      'loser-pays',
      ['pot', 'stake'],
      'pot',
      'what an asker who loses pays into the pot: the pot as it stood when the deal was played, or one stake',
      'wat een vrager die verliest in de pot stort: de pot zoals die bij het spelen was, of één inzet',
    ),
  ];
}

/** A zwik (three cards of one rank) held by a player who asked. */
export interface Zwik {
  player: string;
  /** Needed only when several askers held a zwik: the highest rank wins. */
  rank?: Rank;
}

/**
 * Stored input of a Zwikken deal. `pas`: everybody passed (after `searched` searches). `vragen`:
 * somebody asked and the deal was settled by a zwik, a named winner, a tie, or everyone's card points.
 */
export interface ZwikInput extends DealInput {
  contract: 'pas' | 'vragen';
  askers?: string[];
  winner?: string;
  tie?: true;
  points?: Record<string, number>;
  zwik?: Zwik[];
  /** How often the dealer searched (zocht) a new trump: 1 or 2; absent for 0. */
  searched?: number;
}

const PAS_WORDS = ['pas', 'pass', 'gepast', 'passed'];
const ASK_WORDS = ['vragen', 'vraag', 'gevraagd', 'ask', 'asked'];
const OUTCOME_FLAGS = ['askers', 'winner', 'tie', 'points', 'zwik'];

/** What the cards that are played can hold: 3 cards a player, the highest/lowest of the 20-card pack. */
export function pointsInPlay(players: number): { min: number; max: number } {
  // Highest first: four cards of every rank.
  const values = RANKS.flatMap((r) => Array.from({ length: 4 }, () => CARD_POINTS[r]));
  const played = 3 * players;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { max: sum(values.slice(0, played)), min: sum(values.slice(values.length - played)) };
}

/**
 * How often the dealer can search (zoeken): at most twice (seed 004), and each search turns one of
 * the cards left after dealing 3 a player and turning the trump: 20 - 3n - 1 (one with six players).
 */
export const searchesPossible = (players: number): number => Math.max(0, Math.min(2, 20 - 3 * players - 1));

export function parseDeal(args: RecordArgs, config: SheetConfig): ZwikInput {
  const word = args.words[0]?.toLowerCase();
  noExtraWords(args.words, 1);
  const searchedText = optString(args, 'searched');
  if (args.flags.searched === true)
    throw usage('--searched needs a number: 0, 1 or 2.', '--searched vraagt een getal: 0, 1 of 2.');
  const searched = searchedText === undefined ? 0 : wholeNumber('--searched', searchedText, 0, 2);
  const most = searchesPossible(config.players.length);
  if (searched > most) {
    const n = config.players.length;
    throw rule(
      `With ${n} players ${3 * n} of the 20 cards are dealt and one is turned for trump, so only ${most} card${most === 1 ? ' is' : 's are'} left to search: --searched ${searched} is impossible, give --searched ${most} at most.`,
      `Met ${n} spelers worden ${3 * n} van de 20 kaarten gedeeld en één als troef gedraaid, dus blijft er maar ${most} kaart over om te zoeken: --searched ${searched} kan niet, geef hoogstens --searched ${most}.`,
    );
  }
  const withSearch = searched > 0 ? { searched } : {};

  if (word !== undefined && PAS_WORDS.includes(word)) {
    const given = OUTCOME_FLAGS.filter((f) => args.flags[f] !== undefined);
    if (given.length > 0) {
      // Nobody asked, so nothing was played: there is no winner, zwik or card points to record.
      throw rule(
        `Everybody passed, so nothing was played and nobody won: drop ${given.map((f) => '--' + f).join(' ')}, or record who asked with 'tafel record --askers <p,...> ...'.`,
        `Iedereen paste, dus er werd niets gespeeld en niemand won: laat ${given.map((f) => '--' + f).join(' ')} weg, of noteer wie vroeg met 'tafel record --askers <p,...> ...'.`,
      );
    }
    onlyFlags(args, ['searched'], 'pas (everybody passed)', 'pas (iedereen paste)');
    return { contract: 'pas', ...withSearch };
  }
  if (word !== undefined && !ASK_WORDS.includes(word)) {
    throw usage(
      `Unexpected "${args.words[0]}": record a played deal with --askers, e.g. 'tafel record --askers Ann,Bert --winner Ann', or 'tafel record pas' when everybody passed.`,
      `Onverwacht "${args.words[0]}": noteer een gespeelde gift met --askers, bv. 'tafel record --askers Ann,Bert --winner Ann', of 'tafel record pas' als iedereen paste.`,
    );
  }
  onlyFlags(args, [...OUTCOME_FLAGS, 'searched'], 'zwikken', 'zwikken');

  const players = config.players;
  const askersText = optString(args, 'askers');
  if (askersText === undefined) {
    throw usage(
      `--askers is missing: who asked (played)? e.g. --askers ${players[0]},${players[1]}. If everybody passed: 'tafel record pas'.`,
      `--askers ontbreekt: wie vroeg (speelde)? bv. --askers ${players[0]},${players[1]}. Paste iedereen: 'tafel record pas'.`,
    );
  }
  const askers = findPlayers(players, askersText);
  if (askers.length === 0) {
    throw rule(
      "Nobody asked, so nothing was played and nobody won: record 'tafel record pas' instead.",
      "Niemand vroeg, dus er werd niets gespeeld en niemand won: noteer 'tafel record pas'.",
    );
  }
  // Askers in seat order, so the same deal is stored the same way however it was typed.
  askers.sort((a, b) => players.indexOf(a) - players.indexOf(b));

  const winnerText = optString(args, 'winner');
  if (args.flags.winner === true)
    throw usage(
      `--winner needs a player, e.g. --winner ${askers[0]}.`,
      `--winner vraagt een speler, bv. --winner ${askers[0]}.`,
    );
  const tie = args.flags.tie === true || args.flags.tie === 'true';
  if (typeof args.flags.tie === 'string' && args.flags.tie !== 'true') {
    throw usage(
      `--tie takes no value: "${args.flags.tie}" is too much.`,
      `--tie neemt geen waarde: "${args.flags.tie}" is te veel.`,
    );
  }
  const pointsText = optString(args, 'points');
  if (args.flags.points === true)
    throw usage(
      `--points needs everyone's card points, e.g. --points ${examplePoints(players)}.`,
      `--points vraagt ieders kaartpunten, bv. --points ${examplePoints(players)}.`,
    );
  const zwikText = optString(args, 'zwik');
  if (args.flags.zwik === true)
    throw usage(
      `--zwik needs the player, e.g. --zwik ${askers[0]}.`,
      `--zwik vraagt de speler, bv. --zwik ${askers[0]}.`,
    );

  const outcomes = [
    winnerText !== undefined && '--winner',
    tie && '--tie',
    pointsText !== undefined && '--points',
  ].filter(Boolean) as string[];
  if (outcomes.length > 1) {
    throw usage(
      `Give the outcome once: ${outcomes.join(' and ')} cannot go together${pointsText !== undefined ? ' (--points already says who won)' : ''}.`,
      `Geef de uitslag één keer: ${outcomes.join(' en ')} gaan niet samen${pointsText !== undefined ? ' (--points zegt al wie won)' : ''}.`,
    );
  }

  const input: ZwikInput = { contract: 'vragen', askers };
  if (zwikText !== undefined) {
    const zwik = parseZwik(zwikText, askers, players);
    if (tie || pointsText !== undefined) {
      throw rule(
        `A zwik wins at once and the deal is not played out: drop ${tie ? '--tie' : '--points'}.`,
        `Een zwik wint meteen en de gift wordt niet uitgespeeld: laat ${tie ? '--tie' : '--points'} weg.`,
      );
    }
    const holder = zwikWinner(zwik);
    if (winnerText !== undefined) {
      const w = findPlayer(players, winnerText);
      if (w !== holder) {
        throw rule(
          `${holder} asked with the ${zwik.length > 1 ? 'highest ' : ''}zwik and so won, not ${w}: drop --winner or correct it.`,
          `${holder} vroeg met de ${zwik.length > 1 ? 'hoogste ' : ''}zwik en won dus, niet ${w}: laat --winner weg of verbeter het.`,
        );
      }
    }
    input.zwik = zwik;
  } else if (winnerText !== undefined) {
    input.winner = findPlayer(players, winnerText);
  } else if (tie) {
    input.tie = true;
  } else if (pointsText !== undefined) {
    input.points = parsePoints(pointsText, players);
  } else {
    throw usage(
      `How did the deal end? Add --winner <player>, --tie, or everyone's card points --points ${examplePoints(players)} (or --zwik <player>).`,
      `Hoe eindigde de gift? Voeg --winner <speler>, --tie, of ieders kaartpunten --points ${examplePoints(players)} toe (of --zwik <speler>).`,
    );
  }
  return { ...input, ...withSearch };
}

const examplePoints = (players: string[]): string => players.map((p, i) => `${p}=${[7, 4, 2, 1, 0, 0][i]}`).join(',');

function parseRank(text: string, player: string): Rank {
  const r = RANK_WORDS[text.trim().toLowerCase()];
  if (r === undefined) {
    throw rule(
      `"${text}" is not a rank for ${player}'s zwik: use A, K, Q, J or 10 (Dutch H, V, B also work).`,
      `"${text}" is geen rang voor de zwik van ${player}: gebruik A, K, Q, J of 10 (of H, V, B).`,
    );
  }
  return r;
}

/** `--zwik Ann` (one zwik) or `--zwik Ann=A,Bert=K` (several: each rank, the highest wins). */
export function parseZwik(text: string, askers: string[], players: string[]): Zwik[] {
  const zwik: Zwik[] = [];
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    const player = findPlayer(players, eq < 0 ? part : part.slice(0, eq));
    if (zwik.some((z) => z.player === player))
      throw rule(`${player} is named twice in --zwik.`, `${player} staat twee keer in --zwik.`);
    if (!askers.includes(player)) {
      throw rule(
        `${player} did not ask, and a zwik only wins for a player who asked: add ${player} to --askers or drop him from --zwik.`,
        `${player} vroeg niet, en een zwik wint enkel voor wie vroeg: zet ${player} bij --askers of haal hem uit --zwik.`,
      );
    }
    zwik.push(eq < 0 ? { player } : { player, rank: parseRank(part.slice(eq + 1), player) });
  }
  if (zwik.length === 0)
    throw usage(
      '--zwik needs the player who held the zwik, e.g. --zwik Ann.',
      '--zwik vraagt wie de zwik had, bv. --zwik Ann.',
    );
  if (zwik.length > 1) {
    const unranked = zwik.filter((z) => z.rank === undefined);
    if (unranked.length > 0) {
      throw usage(
        `Several askers held a zwik, and the highest one wins: give each rank, e.g. --zwik ${zwik.map((z, i) => `${z.player}=${RANKS[i]}`).join(',')}.`,
        `Meerdere vragers hadden zwik, en de hoogste wint: geef elke rang, bv. --zwik ${zwik.map((z, i) => `${z.player}=${RANKS[i]}`).join(',')}.`,
      );
    }
    // A rank has four cards, so two zwikken (three cards each) of one rank cannot exist.
    const twice = zwik.find((z, i) => zwik.findIndex((y) => y.rank === z.rank) !== i);
    if (twice) {
      throw rule(
        `Two zwikken of ${twice.rank} are impossible: there are only four cards of a rank. Correct --zwik.`,
        `Twee zwikken van ${twice.rank} kunnen niet: er zijn maar vier kaarten van een rang. Verbeter --zwik.`,
      );
    }
  }
  return zwik;
}

/** The zwik that wins: the only one, else the highest rank (A > K > Q > J > 10). */
export function zwikWinner(zwik: Zwik[]): string {
  const order = (z: Zwik) => (z.rank === undefined ? -1 : RANKS.indexOf(z.rank));
  return [...zwik].sort((a, b) => order(a) - order(b))[0].player;
}

/** `--points Ann=7,Bert=4,...`: every player's card points, checked against the cards that are played. */
export function parsePoints(text: string, players: string[]): Record<string, number> {
  const got: Record<string, number> = {};
  const { min, max } = pointsInPlay(players.length);
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) {
      throw rule(
        `"${part}" is not player=points: e.g. --points ${examplePoints(players)}.`,
        `"${part}" is geen speler=punten: bv. --points ${examplePoints(players)}.`,
      );
    }
    const p = findPlayer(players, part.slice(0, eq));
    if (Object.hasOwn(got, p)) throw rule(`${p} is named twice in --points.`, `${p} staat twee keer in --points.`);
    got[p] = wholeNumber(`--points for ${p}`, part.slice(eq + 1), 0, max);
  }
  const missing = players.filter((p) => !Object.hasOwn(got, p));
  if (missing.length > 0) {
    throw rule(
      `--points lists every player's card points; missing: ${missing.join(', ')}. Add ${missing.map((p) => `${p}=<n>`).join(',')} (0 for no tricks).`,
      `--points geeft ieders kaartpunten; ontbreekt: ${missing.join(', ')}. Voeg ${missing.map((p) => `${p}=<n>`).join(',')} toe (0 zonder slagen).`,
    );
  }
  // Only three tricks are played, so at most three players can have taken cards worth anything.
  const scorers = players.filter((p) => got[p] > 0);
  if (scorers.length > 3) {
    throw rule(
      `${scorers.length} players have card points, but a deal has only three tricks: at most three players can score. Correct --points.`,
      `${scorers.length} spelers hebben kaartpunten, maar een gift heeft maar drie slagen: hoogstens drie spelers kunnen punten halen. Verbeter --points.`,
    );
  }
  const sum = players.reduce((a, p) => a + got[p], 0);
  if (sum > max || sum < min) {
    throw rule(
      `The card points add up to ${sum}, but the ${3 * players.length} cards that ${players.length} players play are worth ${min} to ${max} together. Correct --points.`,
      `De kaartpunten zijn samen ${sum}, maar de ${3 * players.length} kaarten die ${players.length} spelers spelen zijn samen ${min} tot ${max} waard. Verbeter --points.`,
    );
  }
  // Stored in seat order.
  return Object.fromEntries(players.map((p) => [p, got[p]]));
}

/** The player with the most card points, or undefined when two or more share the most. */
export function pointsWinner(points: Record<string, number>): string | undefined {
  const best = Math.max(...Object.values(points));
  const top = Object.keys(points).filter((p) => points[p] === best);
  return top.length === 1 ? top[0] : undefined;
}

/** A stored zwik list as typed after `--zwik`: `Ann`, or `Ann=A,Bert=K` when ranks were given. */
function zwikText(v: unknown): string | undefined {
  if (!Array.isArray(v)) return flagText(v);
  return v
    .map((z: unknown) => {
      if (typeof z !== 'object' || z === null || Array.isArray(z)) return flagText(z) ?? '';
      const { player, rank } = z as Record<string, unknown>;
      return rank === undefined ? (flagText(player) ?? '') : `${flagText(player) ?? ''}=${flagText(rank) ?? ''}`;
    })
    .join(',');
}

/**
 * The record line for a stored input: `--askers Ann,Bert --winner Ann --searched 1`, `--points
 * Ann=7,Bert=4,...`, `--zwik Ann=A,Bert=K`, or `pas --searched 2`. A played deal needs no word
 * (`vragen` is what is stored). Every field is passed on, so parseDeal names what is wrong with it.
 */
export function toArgs(input: DealInput): RecordArgs {
  return {
    words: input.contract === 'vragen' ? [] : [flagText(input.contract) ?? ''],
    flags: {
      askers: flagList(input.askers),
      winner: flagText(input.winner),
      tie: flagSwitch(input.tie),
      points: flagPairs(input.points),
      zwik: zwikText(input.zwik),
      searched: flagText(input.searched),
    },
  };
}
