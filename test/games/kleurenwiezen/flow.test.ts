import { describe, expect, test } from '@jest/globals';
import { gameById } from '../../../src/games/index.js';
import { askDeal, type DealCtx } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { ENTER, Scripted, type Answer } from '../../play/scripted.js';
import { makeSheet, record } from '../../helpers/sheet.js';

const FIVE = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
const SIX = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];

async function enter(sheet: SheetData, answers: Answer[]) {
  const game = gameById(sheet.game);
  const f: DealCtx = {
    game,
    config: configOf(game, sheet),
    lang: 'en',
    dealer: replay(game, sheet).nextDealer,
    deals: sheet.deals,
    actions: [],
  };
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('kleurenwiezen')!, f);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error('expected a deal');
  return { input: r.done.input, p };
}

describe("table mode offers the tables' contracts and never a sitter", () => {
  test('whisthub, five players: the contracts with their levels; the dealer is not offered as declarer', async () => {
    const sheet = makeSheet('kleurenwiezen', FIVE, { rules: 'whisthub' });
    // the revoke is a rare question, asked for with the contract ("samen 9, verzaakt")
    const r = await enter(sheet, ['samen 9, verzaakt', ['Bert', 'Cis'], ENTER, 10]);
    expect(r.p.asked[0].message).toBe('Deal by Ann: which contract?');
    expect(r.p.asked[0].choices).toEqual(
      expect.arrayContaining([
        'samen 8',
        'samen 13',
        'alleen 5',
        'alleen 8',
        'abondance 12',
        'troel 8',
        'troel 9',
        'kleine-miserie',
        'piccolo',
        'open-miserie',
        'soloslim',
        'pas',
      ]),
    );
    expect(r.p.asked[0].choices).not.toContain('vragen');
    expect(r.p.asked[1].choices).toEqual(['Bert', 'Cis', 'Dirk', 'Eva']);
    // the revoke question offers the four who play
    expect(r.p.asked[2].choices).toEqual(['nobody', 'Bert', 'Cis', 'Dirk', 'Eva']);
    expect(r.input).toEqual({ contract: 'samen', level: 9, by: ['Bert', 'Cis'], tricks: 10 });
  });

  test('whisthub with alleen-min=6 and piccolo=off leaves them out', async () => {
    const sheet = makeSheet('kleurenwiezen', FIVE.slice(0, 4), {
      rules: 'whisthub',
      set: { 'alleen-min': '6', piccolo: 'off' },
    });
    const r = await enter(sheet, ['pas']);
    expect(r.p.asked[0].choices).toContain('alleen 6');
    expect(r.p.asked[0].choices).not.toContain('alleen 5');
    expect(r.p.asked[0].choices).not.toContain('piccolo');
  });

  test("iwwa, six players: the second deal's dealer and the player opposite are not offered", async () => {
    const sheet = record(makeSheet('kleurenwiezen', SIX, { rules: 'iwwa' }), 'vragen --by Bert,Cis --tricks 8');
    const r = await enter(sheet, ['miserie', ['Ann', 'Cis'], 0, 1]);
    expect(r.p.asked[0].message).toBe('Deal by Bert: which contract?');
    expect(r.p.asked[0].choices).toEqual(
      expect.arrayContaining([
        'vragen',
        'alleen',
        'troel 8',
        'troel 9',
        'abondance 9',
        'miserie',
        'open-miserie',
        'solo',
        'soloslim',
      ]),
    );
    expect(r.p.asked[0].choices).not.toContain('piccolo');
    expect(r.p.asked[1].choices).toEqual(['Ann', 'Cis', 'Dirk', 'Fien']);
    expect(r.input).toEqual({ contract: 'miserie', by: ['Ann', 'Cis'], tricks: { Ann: 0, Cis: 1 } });
  });

  test('lodige, five players: a single declarer is picked from the four who play', async () => {
    const sheet = makeSheet('kleurenwiezen', FIVE, { firstDealer: 4 });
    const r = await enter(sheet, ['solo 6', 'Ann', 6]);
    expect(r.p.asked[1].choices).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    expect(r.input).toEqual({ contract: 'solo', level: 6, by: ['Ann'], tricks: 6 });
  });
});
