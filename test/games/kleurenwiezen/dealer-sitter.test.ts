import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { gameById } from '../../../src/games/index.js';
import { replay } from '../../../src/sheet/sheet.js';
import { tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { makeSheet, record } from '../../helpers/sheet.js';

const home = tempHomes();

// The sitter is the dealer the sheet replays, also when `tafel dealer` or `record --dealer` set it
// against the rotation (kleurenwiezen-tables.md §3.1: the dealer sits out).
describe('five players: a dealer set by hand sits out', () => {
  test('tafel dealer Cis: the view, the footer, the refusal and the next deal follow Cis', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk,Eva'])).id;
    // Deal 1: Ann deals and sits out; lodige samen 8 made exactly: +7 each for Bert and Cis.
    expect((await tafelJson(h, ['record', 'samen', '8', '--by', 'Bert,Cis', '--tricks', '8'])).sittingOut).toEqual([
      'Ann',
    ]);
    // The rotation would give deal 2 to Bert; Cis deals it instead.
    expect((await tafel(h, ['dealer', 'Cis'])).code).toBe(0);
    const view = await tafelJson(h, ['sheet']);
    expect(view.nextDealer).toBe('Cis');
    expect(view.nextSittingOut).toEqual(['Cis']);
    expect((await tafel(h, ['sheet', '--no-color'])).stdout).toContain(
      'Next to deal: Cis (*, sits out), Dirk leads (>)',
    );
    expect((await tafel(h, ['sheet', '--no-color', '--lang', 'nl'])).stdout).toContain(
      'Volgende gever: Cis (*, zit stil), Dirk komt uit (>)',
    );

    const file = path.join(h, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file, 'utf8');
    const r = await tafel(h, ['record', 'samen', '8', '--by', 'Cis,Dirk', '--tricks', '8']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      'tafel: Cis deals deal 2 and sits out; the players are Ann, Bert, Dirk, Eva. Cis cannot be named in it.',
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(before);

    // Deal 2 (Cis out): Ann and Bert +7. The rotation continues from Cis: Dirk deals deal 3 and sits out.
    const two = await tafelJson(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '8']);
    expect(two.sittingOut).toEqual(['Cis']);
    const after = await tafelJson(h, ['sheet']);
    expect(after.nextDealer).toBe('Dirk');
    expect(after.nextSittingOut).toEqual(['Dirk']);
    // Ann 7; Bert 7 + 7; Cis 7; Dirk, Eva 0
    expect(after.totals).toEqual({ Ann: 7, Bert: 14, Cis: 7, Dirk: 0, Eva: 0 });
  });
});

describe('the pure replay: stored dealers decide who sits out next', () => {
  const game = gameById('kleurenwiezen');

  test('five players, record --dealer: the deal after a dealer set by hand', () => {
    // Deal 1 dealt by Eva (stored), not Ann: Eva sits out; the next deal is Ann's, Ann sits out.
    const sheet = {
      ...record(makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva']), 'samen 8 --by Bert,Cis --tricks 8'),
      dealers: { '1': 4 },
    };
    const view = replay(game, sheet);
    expect(view.deals[0].sittingOut).toEqual(['Eva']);
    expect(view.nextDealer).toBe('Ann');
    expect(view.nextSittingOut).toEqual(['Ann']);
  });

  test('six players, tafel dealer for the next deal: the dealer and the player opposite', () => {
    const six = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
    // Deal 1: Ann and Dirk out. Deal 2 set to Eva (seat 4), opposite her Bert (seat 1).
    const sheet = {
      ...record(makeSheet('kleurenwiezen', six), 'samen 8 --by Bert,Cis --tricks 8'),
      dealers: { '2': 4 },
    };
    const view = replay(game, sheet);
    expect(view.nextDealer).toBe('Eva');
    expect(view.nextSittingOut).toEqual(['Eva', 'Bert']);
  });
});
