import fc from 'fast-check';
import type { RecordArgs, SheetConfig } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';

/**
 * Random Klaverjassen record lines (spec/klaverjassen.md "What a deal records"), as a player types
 * them: names in any case, roem as the values one trick can hold, sometimes repeated per player.
 * Not every line is accepted (roem may need more tricks than the deal has): the laws say what
 * happens either way.
 */

export const PLAYERS = [
  ['Ann', 'Bert', 'Cis', 'Dirk'],
  ['Éva', 'Jan Piet', "O'Neil", 'Zoë'],
];

export interface KlaverLine {
  config: SheetConfig;
  args: RecordArgs;
}

const typed = (name: string): fc.Arbitrary<string> =>
  fc.constantFrom(name, name.toLowerCase(), name.toUpperCase(), name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));

/** What one trick can be worth (200 only counts as such with four-jacks=200). */
const TRICK = fc.constantFrom(20, 20, 20, 40, 50, 50, 70, 100, 200);

/** `valid`: only lines record accepts (at most 2 roem entries, none with a pit, which may leave a team without tricks). */
export const klaverLine = (valid = false): fc.Arbitrary<KlaverLine> =>
  fc
    .tuple(
      fc.constantFrom(...PLAYERS),
      fc.constantFrom('amsterdams', 'rotterdams'),
      fc.constantFrom<Record<string, string>>(
        {},
        { tie: 'made' },
        { 'four-jacks': '100' },
        { pit: '50', tegenpit: '0' },
        { verzaken: '162' },
        // low-four=0: only A K Q 10 (and J with four-jacks=100) fill a trick with 100 (issue 26).
        { 'low-four': '0' },
        { 'low-four': '0', 'four-jacks': '100' },
      ),
    )
    .chain(([players, rules, set]) => {
      const config = configOf(gameById('klaverjassen'), makeSheet('klaverjassen', players, { rules, set }));
      const who = fc.constantFrom(...players).chain(typed);
      const roem = fc
        .array(fc.tuple(who, TRICK), { maxLength: valid ? 2 : 5 })
        .map((es) => es.map(([p, n]) => `${p}=${n}`).join(','));
      const points = fc
        .oneof(fc.constantFrom(0, 81, 162), fc.integer({ min: 0, max: 162 }))
        .filter((p) => p !== 1 && p !== 161);
      const played = fc
        .tuple(
          fc.constantFrom<string[]>([], ['take']),
          who,
          points,
          roem,
          fc.constantFrom('none', 'none', 'none', 'takers', 'defenders'),
          fc.boolean(),
          fc.boolean(),
        )
        .map(([words, taker, p, r, pit, byDefenders, mars]): RecordArgs => {
          const flags: RecordArgs['flags'] = { taker };
          if (pit !== 'none') flags[mars ? 'mars' : 'pit'] = pit;
          else if (byDefenders) flags.defenderPoints = String(162 - p);
          else flags.points = String(p);
          if (r !== '' && !(valid && pit !== 'none')) flags.roem = r;
          return { words, flags };
        });
      const revoked = fc
        .tuple(who, who)
        .map(([taker, v]): RecordArgs => ({ words: [], flags: { taker, verzaakt: v } }));
      return fc
        .oneof({ weight: 6, arbitrary: played }, { weight: 1, arbitrary: revoked })
        .map((args) => ({ config, args }));
    });
