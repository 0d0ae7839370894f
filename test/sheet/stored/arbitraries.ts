import fc from 'fast-check';
import type { RecordArgs, SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { handSize } from '../../../src/games/solokaarten/rules.js';
import { pointsInPlay, RANKS } from '../../../src/games/zwikken/rules.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';
import { klaverLine } from '../../games/klaverjassen/arbitrary.js';
import { bridgeLine } from '../../games/boerenbridge/arbitrary.js';
import { rikLine } from '../../games/rikken/arbitrary.js';
import { jokerLine } from '../../games/jokeren/arbitrary.js';
import { manillenLine } from '../../games/manillen/arbitrary.js';
import { toepenLine } from '../../games/toepen/arbitrary.js';

/**
 * Random record lines that every game accepts, built from the record syntax of spec/cli.md and the
 * game pages, as RecordArgs (what commander hands to parseDeal). Names are typed the ways a player
 * types them (any case, without accents), so the law also checks that the stored form is canonical.
 */

export interface Line {
  config: SheetConfig;
  args: RecordArgs;
}

export const PLAIN = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
/** Names with an accent, a space and an apostrophe: the characters checkPlayerNames allows besides letters. */
export const ODD = ['Éva', 'Jan Piet', "O'Neil", 'Zoë', 'Mo', 'Xavi'];

const configFor = (game: string, players: string[], rules?: string, set: Record<string, string> = {}): SheetConfig =>
  configOf(gameById(game), makeSheet(game, players, { rules, set, ...(game === 'zwikken' ? { stakeCents: 10 } : {}) }));

/** A name as typed: exactly, in lower or upper case, or (for an accented name) without its accents. */
const typed = (name: string): fc.Arbitrary<string> =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

const typedList = (names: string[]): fc.Arbitrary<string> =>
  names.length === 0 ? fc.constant('') : fc.tuple(...names.map(typed)).map((xs) => xs.join(','));

const seats = (n: number) => fc.constantFrom(PLAIN.slice(0, n), ODD.slice(0, n));

const pick = (players: string[], min: number, max: number) =>
  fc.shuffledSubarray(players, { minLength: min, maxLength: max });
const one = (players: string[]) => fc.constantFrom(...players);
const str = (n: number) => String(n);

// --- Kleurenwiezen (spec/kleurenwiezen.md; contracts of src/games/kleurenwiezen/rules.ts) -------------

/** A revoke is rare at a table: one deal in four here. */
const revokeFlag = (players: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: one(players).chain(typed) });

function whistLine(
  players: string[],
  rules: 'lodige' | 'cardgames' | 'whisthub' | 'iwwa',
  set: Record<string, string>,
): fc.Arbitrary<RecordArgs> {
  const tricks = fc.integer({ min: 0, max: 13 });
  /** A pair or a single declarer with one result; a revoke may stand in for the tricks. */
  const simple = (word: string, levels: number[] | undefined, declarers: 1 | 2) =>
    fc
      .tuple(
        levels ? fc.option(fc.constantFrom(...levels), { nil: undefined }) : fc.constant(undefined),
        pick(players, declarers, declarers),
        tricks,
        revokeFlag(players),
        fc.boolean(),
      )
      .chain(([level, by, t, revoke, withTricks]) =>
        typedList(by).map(
          (byText): RecordArgs => ({
            words: [word, ...(level !== undefined ? [str(level)] : [])],
            flags: {
              by: byText,
              ...(withTricks || revoke === undefined ? { tricks: str(t) } : {}),
              ...(revoke !== undefined ? { revoke } : {}),
            },
          }),
        ),
      )
      // Lodige levels are required (and whisthub's "solo N"); elsewhere a level may be left out (the lowest).
      .filter((a) => !(levels && (rules === 'lodige' || word === 'solo') && a.words.length === 1));
  /** The miserie family: each declarer's own tricks, together at most 13. */
  const each = (word: string) =>
    fc
      .tuple(
        pick(players, 1, 4),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
      )
      .chain(([by, ts, bare]) => {
        // All four declaring hold every trick of the deal (13; 12 in kleine miserie).
        if (by.length === 4) ts[3] = (word === 'kleine-miserie' ? 12 : 13) - ts[0] - ts[1] - ts[2];
        return fc.tuple(typedList(by), fc.tuple(...by.map(typed))).map(
          ([byText, names]): RecordArgs => ({
            words: [word],
            // One declarer may give his tricks as a bare number.
            flags: {
              by: byText,
              tricks: by.length === 1 && bare ? str(ts[0]) : names.map((p, i) => `${p}=${ts[i]}`).join(','),
            },
          }),
        );
      });
  const pas = fc.constant<RecordArgs>({ words: ['pas'], flags: {} });
  if (rules === 'lodige') {
    return fc.oneof(
      simple('samen', [8, 9, 10, 11, 12, 13], 2),
      simple('solo', [6, 7, 8], 1),
      simple('abondance', [9, 10, 11], 1),
      simple('troel', undefined, 2),
      simple('kleine-soloslim', undefined, 1),
      simple('soloslim', undefined, 1),
      fc
        .constantFrom(
          'kleine-miserie',
          'piccolo',
          'grote-miserie',
          'open-miserie',
          'kleine-miserie',
          'piccolo',
          'miserie',
          'Misère',
        )
        .chain(each),
      pas,
    );
  }
  if (rules === 'whisthub') {
    return fc.oneof(
      simple('samen', [8, 9, 10, 11, 12, 13], 2),
      simple('vragen', [8, 9, 10], 2),
      simple('alleen', [5, 6, 7, 8], 1),
      simple('solo', [6, 7, 8], 1),
      simple('abondance', [9, 10, 11, 12], 1),
      simple('troel', [8, 9], 2),
      simple('soloslim', undefined, 1),
      fc
        .constantFrom('kleine-miserie', 'piccolo', 'grote-miserie', 'open-miserie', 'miserie', 'blote-miserie')
        .chain(each),
      pas,
    );
  }
  if (rules === 'iwwa') {
    return fc.oneof(
      simple('vragen', undefined, 2),
      simple('alleen', undefined, 1),
      simple('troel', [8, 9], 2),
      simple('troela', undefined, 2),
      simple('abondance', [9, 10, 11, 12], 1),
      simple('solo', undefined, 1),
      simple('soloslim', undefined, 1),
      fc.constantFrom('miserie', 'open-miserie', 'grote-miserie').chain(each),
      pas,
    );
  }
  return fc.oneof(
    simple('vragen', undefined, 2),
    simple('alleen', undefined, 1),
    simple('troel', undefined, 2),
    simple('abondance', set['abondance-levels'] === 'on' ? [9, 10, 11, 12] : [9], 1),
    simple('soloslim', undefined, 1),
    fc.constantFrom('miserie', ...(set['open-miserie'] === 'on' ? ['open-miserie'] : [])).chain(each),
    pas,
  );
}

export const whist: fc.Arbitrary<Line> = fc
  .tuple(
    seats(4),
    fc.constantFrom('lodige' as const, 'cardgames' as const, 'whisthub' as const, 'iwwa' as const),
    fc.constantFrom('on', 'off'),
    fc.constantFrom('on', 'off'),
  )
  .chain(([players, rules, open, levels]) => {
    const set: Record<string, string> =
      rules === 'cardgames' ? { 'open-miserie': open, 'abondance-levels': levels } : {};
    const config = configFor('kleurenwiezen', players, rules, set);
    return whistLine(players, rules, set).map((args) => ({ config, args }));
  });

// --- Belote (spec/belote.md; cli.md: --taker --points 0..162 [--belote] [--capot takers|defenders]) ----

export const belote: fc.Arbitrary<Line> = fc
  .tuple(seats(4), fc.constantFrom('cardavia', 'ffb'))
  .chain(([players, rules]) => {
    const config = configFor('belote', players, rules);
    const points = fc
      .oneof(fc.constantFrom(0, 162), fc.integer({ min: 0, max: 162 }))
      .filter((p) => p !== 1 && p !== 161);
    const take = fc
      .tuple(
        fc.constantFrom<string[]>([], ['take']),
        one(players).chain(typed),
        points,
        fc.option(one(players).chain(typed), { nil: undefined }),
        fc.boolean(),
        fc.constantFrom('', 'TAKERS'),
      )
      .map(([words, taker, p, beloteBy, capot, shout]): RecordArgs => {
        const side = p === 162 ? 'takers' : p === 0 ? 'defenders' : undefined;
        return {
          words,
          flags: {
            taker,
            points: str(p),
            ...(beloteBy !== undefined ? { belote: beloteBy } : {}),
            ...(capot && side ? { capot: shout ? side.toUpperCase() : side } : {}),
          },
        };
      });
    const pas = fc.constantFrom<RecordArgs>({ words: ['pas'], flags: {} }, { words: ['pass'], flags: {} });
    return fc.oneof({ weight: 5, arbitrary: take }, { weight: 1, arbitrary: pas }).map((args) => ({ config, args }));
  });

// --- Solokaarten (spec/solokaarten.md; cli.md: <solo|slag|doe> --by --tricks [--eerste] [--zonder-kijk]
// [--zonder-oud]) ---

export const solokaarten: fc.Arbitrary<Line> = fc
  .tuple(fc.integer({ min: 4, max: 6 }), fc.boolean(), fc.constantFrom('on', 'off'))
  .chain(([n, odd, lamp]) => {
    const players = (odd ? ODD : PLAIN).slice(0, n);
    const config = configFor('solokaarten', players, undefined, { 'oud-in-lamp': lamp });
    const bid = fc
      .tuple(
        fc.constantFrom('solo', 'slag', 'doe', 'SLAG'),
        fc.boolean(),
        fc.boolean(),
        lamp === 'on' ? fc.boolean() : fc.constant(false),
        // Each refinement said as a word ("eerste slag zonder de oud") or given as a flag.
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        fc.constantFrom(['zonder-kijk'], ['zonder', 'kijk'], ['zonder kijk']),
        fc.constantFrom(['zonder-oud'], ['zonder', 'de', 'oud'], ['zonder_oud']),
        one(players).chain(typed),
        fc.integer({ min: 0, max: handSize(n) }),
      )
      .map(
        ([word, eerste, kijk, oud, asWord, kijkWords, oudWords, by, tricks]): RecordArgs => ({
          words: [
            ...(eerste && asWord[0] ? ['eerste'] : []),
            word,
            ...(kijk && asWord[1] ? kijkWords : []),
            ...(oud && asWord[2] ? oudWords : []),
          ],
          flags: {
            by,
            tricks: str(tricks),
            ...(eerste && !asWord[0] ? { eerste: true } : {}),
            ...(kijk && !asWord[1] ? { zonderKijk: true } : {}),
            ...(oud && !asWord[2] ? { zonderOud: true } : {}),
          },
        }),
      );
    return fc
      .oneof(
        { weight: 5, arbitrary: bid },
        { weight: 1, arbitrary: fc.constant<RecordArgs>({ words: ['pas'], flags: {} }) },
      )
      .map((args) => ({ config, args }));
  });

// --- Zwikken (spec/zwikken.md; cli.md: --askers (--winner | --tie | --points) [--zwik] [--searched]) ----

/** Everyone's card points, at most three players scoring, the sum within what the played cards hold. */
function cardPoints(players: string[]): fc.Arbitrary<string> {
  const { min, max } = pointsInPlay(players.length);
  return fc
    .tuple(
      pick(players, 1, Math.min(3, players.length)),
      fc.array(fc.integer({ min: 0, max }), { minLength: 3, maxLength: 3 }),
    )
    .filter(([scorers, vs]) => {
      const sum = scorers.reduce((a, _, i) => a + vs[i], 0);
      return sum >= min && sum <= max;
    })
    .chain(([scorers, vs]) =>
      fc
        .shuffledSubarray(players, { minLength: players.length, maxLength: players.length })
        .chain((order) =>
          fc
            .tuple(...order.map(typed))
            .map((names) =>
              names.map((p, i) => `${p}=${scorers.includes(order[i]) ? vs[scorers.indexOf(order[i])] : 0}`).join(','),
            ),
        ),
    );
}

const RANK_TYPED: Record<string, string[]> = {
  A: ['A', 'aas', 'ace'],
  K: ['K', 'H', 'heer'],
  Q: ['Q', 'V', 'vrouw'],
  J: ['J', 'B', 'boer'],
  '10': ['10', 'T', 'tien'],
};

/** Who held a zwik among the askers: one (rank optional) or several, each with another rank. */
function zwikFlag(askers: string[]): fc.Arbitrary<{ text: string; holder: string }> {
  return fc
    .tuple(
      pick(askers, 1, Math.min(askers.length, RANKS.length)),
      fc.shuffledSubarray([...RANKS], { minLength: RANKS.length, maxLength: RANKS.length }),
      fc.boolean(),
    )
    .chain(([holders, ranks, ranked]) =>
      fc
        .tuple(...holders.map((h, i) => fc.tuple(typed(h), fc.constantFrom(...RANK_TYPED[ranks[i]]))))
        .map((typedHolders) => {
          const withRank = holders.length > 1 || ranked;
          const best =
            holders[
              ranks
                .slice(0, holders.length)
                .reduce((b, r, i) => (RANKS.indexOf(r) < RANKS.indexOf(ranks[b]) ? i : b), 0)
            ];
          return { text: typedHolders.map(([p, r]) => (withRank ? `${p}=${r}` : p)).join(','), holder: best };
        }),
    );
}

export const zwikken: fc.Arbitrary<Line> = fc.tuple(fc.integer({ min: 2, max: 6 }), fc.boolean()).chain(([n, odd]) => {
  const players = (odd ? ODD : PLAIN).slice(0, n);
  const config = configFor('zwikken', players);
  // Six players leave one card to search (issue 11): at most one search.
  const searched = fc.option(
    fc.constantFrom('0', '1', '2').filter((s) => n < 6 || s !== '2'),
    { nil: undefined },
  );
  const pas = fc
    .tuple(fc.constantFrom('pas', 'pass', 'gepast'), searched)
    .map(([w, s]): RecordArgs => ({ words: [w], flags: s === undefined ? {} : { searched: s } }));
  const asked = fc
    .tuple(fc.constantFrom<string[]>([], ['vragen'], ['ask']), pick(players, 1, n), searched, fc.nat(3))
    .chain(([words, askers, s, kind]) => {
      const outcome: fc.Arbitrary<RecordArgs['flags']> =
        kind === 0
          ? one(players)
              .chain(typed)
              .map((w) => ({ winner: w }))
          : kind === 1
            ? fc.constantFrom<RecordArgs['flags']>({ tie: true }, { tie: 'true' })
            : kind === 2
              ? cardPoints(players).map((p) => ({ points: p }))
              : fc
                  .tuple(zwikFlag(askers), fc.boolean())
                  .chain(([z, named]) =>
                    named ? typed(z.holder).map((w) => ({ zwik: z.text, winner: w })) : fc.constant({ zwik: z.text }),
                  );
      return fc.tuple(typedList(askers), outcome).map(
        ([askersText, o]): RecordArgs => ({
          words,
          flags: { askers: askersText, ...o, ...(s !== undefined ? { searched: s } : {}) },
        }),
      );
    });
  return fc.oneof({ weight: 1, arbitrary: pas }, { weight: 3, arbitrary: asked }).map((args) => ({ config, args }));
});

export const LINES: Record<string, fc.Arbitrary<Line>> = { kleurenwiezen: whist, belote, solokaarten, zwikken };
LINES.klaverjassen = klaverLine(true);
LINES.boerenbridge = bridgeLine();
LINES.rikken = rikLine;
LINES.jokeren = jokerLine;
LINES.manillen = manillenLine;
LINES.toepen = toepenLine;
