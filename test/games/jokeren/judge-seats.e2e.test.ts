import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';

// `judge score jokeren` without --players (spec/jokeren.md §7): the seats are 1 … n, n = the number of
// entries + 1, and §3's "naming the player out in --points with 0 is accepted" gives no entry: every OTHER
// player has one. Penalty points (§3): the player out scores 0, the others what they were given.
const homes = tempHomes();

describe('judge score jokeren: the seats without --players', () => {
  test('the player out named with 0 is no entry: two seats, 1 pays 3, 2 scores 0', async () => {
    const home = homes();
    const before = snapshot(home);
    const r = await tafel(home, ['judge', 'score', 'jokeren', '--out', '2', '--points', '1=3,2=0', '--json']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout).scores).toEqual({ '1': 3, '2': 0 });
    // The same with the 0 written 00 and spaces around the pair.
    const spaced = await tafel(home, ['judge', 'score', 'jokeren', '--out', '2', '--points', '1=3, 2=00', '--json']);
    expect(JSON.parse(spaced.stdout).scores).toEqual({ '1': 3, '2': 0 });
    // judge score stores nothing.
    expect(snapshot(home)).toEqual(before);
  });

  test('two entries and the player out: three seats, 1 pays 3, 2 pays 5, 3 scores 0', async () => {
    const home = homes();
    const r = await tafel(home, ['judge', 'score', 'jokeren', '--out', '3', '--points', '1=3,2=5', '--json']);
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(JSON.parse(r.stdout).scores).toEqual({ '1': 3, '2': 5, '3': 0 });
    // The player out named with 0 beside them changes nothing.
    const named = await tafel(home, ['judge', 'score', 'jokeren', '--out', '3', '--points', '1=3,2=5,3=0', '--json']);
    expect(JSON.parse(named.stdout).scores).toEqual({ '1': 3, '2': 5, '3': 0 });
  });

  test('the player out with points other than 0 is still an entry, and refused as §3 says', async () => {
    const home = homes();
    const r = await tafel(home, ['judge', 'score', 'jokeren', '--out', '2', '--points', '1=3,2=4']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'tafel: 2 went out and scores 0: give 2 no points or cards.\n',
    ]);
  });

  test('an out seat beyond n is refused, saying which seats there are; en and nl; nothing written', async () => {
    const home = homes();
    const before = snapshot(home);
    const argv = ['judge', 'score', 'jokeren', '--out', '4', '--points', '1=3,2=5'];
    const en = await tafel(home, argv);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      'tafel: --out 4 is no seat: without --players the seats are 1 to 3, one for each of the 2 entries and one ' +
        'for the player out; name one of them, or the players with --players\n',
    ]);
    const nl = await tafel(home, [...argv, '--lang', 'nl']);
    expect([nl.code, nl.stdout, nl.stderr]).toEqual([
      1,
      '',
      'tafel: --out 4 is geen plaats: zonder --players zijn de plaatsen 1 tot 3, één per opgave (hier 2) en één ' +
        'voor wie uitging; noem een van die plaatsen, of de spelers met --players\n',
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  test('only the player out, named with 0: no entry at all, a usage error', async () => {
    const home = homes();
    const r = await tafel(home, ['judge', 'score', 'jokeren', '--out', '2', '--points', '2=0']);
    expect([r.code, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toMatch(/^tafel: Without --players the seats are named 1, 2, … .*not 0 /);
  });
});
