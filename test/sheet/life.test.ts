import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * The life of a sheet as a user meets it (new, finish, reopen, delete), through the BUILT bundle in process
 * (test/helpers/cli.ts). Expected lines are worked out by hand from the game pages.
 */
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('finish names the winner, or the tie, as a player says it', () => {
  test('Belote finished at 81 / 81 (cardavia: made): a tie between the two teams, not one team of four', async () => {
    const h = home();
    await tafelJson(h, ['new', 'belote', ...FOUR]);
    // cardavia: 81 card points against 81 is made, each team scores its own 81 (belote.md).
    await tafelJson(h, ['record', '--taker', 'Ann', '--points', '81']);
    const r = await tafel(h, ['finish']);
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Tie between Ann + Cis and Bert + Dirk');
    const nl = await tafel(h, ['sheet', '--lang', 'nl']);
    expect(nl.stdout.trimEnd().split('\n').at(-1)).toBe('Gelijkspel tussen Ann + Cis en Bert + Dirk');
  });

  test('Kleurenwiezen finished with two players level on top: "Tie between Bert and Dirk"', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    // lodige samen 8 made with 9 tricks: 10 each for Bert and Dirk, the others 0.
    await tafelJson(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    const r = await tafel(h, ['finish']);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('Tie between Bert and Dirk');
    const nl = await tafel(h, ['sheet', '--lang', 'nl']);
    expect(nl.stdout.trimEnd().split('\n').at(-1)).toBe('Gelijkspel tussen Bert en Dirk');
  });
});
