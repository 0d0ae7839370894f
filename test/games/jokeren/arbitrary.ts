import fc from 'fast-check';
import type { RecordArgs, SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/**
 * Jokeren record lines as spec/jokeren.md §3 writes them, for the shared laws (test/sheet/stored,
 * test/sheet/correct): the player out, and for each other player points or a card list, names and
 * cards typed the ways a player types them (any case, without accents; `7H`, `b`, `X*`).
 */

const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const ODD = ['Éva', 'Jan Piet', "O'Neil", 'Zoë', 'Mo', 'Xavi'];

const configFor = (players: string[], rules: string): SheetConfig =>
  configOf(gameById('jokeren'), makeSheet('jokeren', players, { rules }));

/** A name as typed: exactly, in lower or upper case, or without its accents. */
const typed = (name: string): fc.Arbitrary<string> =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** A card that is never a joker (the jokers of a deal are limited), typed with or without a suit. */
const card = fc
  .tuple(
    fc.constantFrom('2', '5', '9', '10', 'T', 'J', 'q', 'K', 'a', 'B', 'v', 'H'),
    fc.constantFrom('', 'S', 'h', 'D'),
  )
  .map(([r, s]) => r + s);

/** Points any of the three tables can make: multiples of 5 from 5 to 20 (kbn's 14 cards cost at most 22). */
const points = fc.integer({ min: 1, max: 4 }).map((k) => String(5 * k));

export const jokerLine = fc
  .tuple(fc.constantFrom('kbn', 'dehoop', 'amerikaans'), fc.boolean(), fc.integer({ min: 2, max: 6 }), fc.nat(5))
  .chain(([rules, odd, n, outAt]) => {
    const players = (odd ? ODD : NAMES).slice(0, n);
    const out = players[outAt % n];
    const others = players.filter((p) => p !== out);
    const entry = (p: string) =>
      fc.tuple(
        typed(p),
        fc.oneof(
          points.map((v) => ({ points: v })),
          fc
            .tuple(fc.array(card, { minLength: 1, maxLength: 5 }), fc.constantFrom('+', ' '), fc.nat(2))
            // At most one joker per hand and two hands with one: never more than the sheet's two.
            .map(([cs, sep, j]) => ({ hand: [...cs, ...(j === 1 ? ['joker'] : j === 2 ? ['X*'] : [])].join(sep) })),
        ),
      );
    return fc.tuple(typed(out), fc.tuple(...others.map(entry))).map(([outTyped, entries]) => {
      let jokers = 0;
      const pts: string[] = [];
      const hands: string[] = [];
      for (const [name, e] of entries) {
        if ('points' in e) pts.push(`${name}=${e.points}`);
        else {
          const hasJoker = /joker|X\*/.test(e.hand);
          const hand = hasJoker && ++jokers > 2 ? e.hand.replace(/[+ ](joker|X\*)$/, '') : e.hand;
          hands.push(`${name}=${hand}`);
        }
      }
      const flags: RecordArgs['flags'] = { out: outTyped };
      if (pts.length > 0) flags.points = pts.join(',');
      if (hands.length > 0) flags.hand = hands.join(',');
      return { config: configFor(players, rules), args: { words: [], flags } };
    });
  });
