import { describe, expect, test } from '@jest/globals';
import type { RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { askDeal, type DealCtx } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { ENTER, Scripted, type Answer } from '../../play/scripted.js';
import { makeSheet, play } from '../../helpers/sheet.js';

const FIVE = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];

function dealCtx(sheet: SheetData): DealCtx {
  const game = gameById(sheet.game);
  return {
    game,
    config: configOf(game, sheet),
    lang: 'en',
    dealer: replay(game, sheet).nextDealer,
    deals: sheet.deals,
    actions: [],
  };
}

async function enter(sheet: SheetData, answers: Answer[], start?: RecordArgs) {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('boerenbridge')!, dealCtx(sheet), start);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

describe('boerenbridge table mode: bids (dealer last, the forbidden bid kept out), then tricks', () => {
  // After deal 1 (spec §11.1) Bert deals deal 2: 9 cards, Cis bids first.
  const sheet = play(makeSheet('boerenbridge', FIVE), ['--bids 1,2,3,1,2 --tricks 1,2,4,1,2']).sheet;

  test("one by one: Cis, Dirk, Eva, Ann, then Bert, who may not bid 2; the last player's tricks follow", async () => {
    // Bids Cis 2, Dirk 0, Eva 3, Ann 2, Bert 3 (§11.1 deal 2); tricks from Cis: 2, Dirk 1, Eva 2, Ann 2, so Bert 2.
    const r = await enter(sheet, ['Cis bids 2', 0, 3, 2, '3', 'Cis took 2', 1, 2, 2]);
    expect(r.p.asked[0].message).toBe(
      'Deal 2, 9 cards, Bert deals. What does Cis bid? (or every bid on one line, in seating order: 1 0 0 1 0)',
    );
    const dealer = r.p.asked.find((q) => q.message.startsWith('Bert deals and bids last'))!;
    expect(dealer.message).toBe('Bert deals and bids last: not 2, or the bids add up to the tricks');
    expect(dealer.choices).toEqual(['0', '1', '3', '4', '5', '6', '7', '8', '9']);
    expect(r.input).toEqual({
      contract: 'bid',
      bids: { Ann: 2, Bert: 3, Cis: 2, Dirk: 0, Eva: 3 },
      tricks: { Ann: 2, Bert: 2, Cis: 2, Dirk: 1, Eva: 2 },
    });
  });

  test('each on one line in seating order; a bids line breaking the hook is refused and asked again', async () => {
    // 2 2 2 0 3: the others bid 7 of 9, so Bert's 2 adds up: said, and the bids asked again.
    const r = await enter(sheet, ['2 2 2 0 3', '2 3 2 0 3', '2 2 2 1 2']);
    expect(
      r.p.said.some((s) =>
        s.includes('Bert deals deal 2 (9 cards) and bids last: the others bid 7 together, so Bert may not bid 2'),
      ),
    ).toBe(true);
    expect(r.input.tricks).toEqual({ Ann: 2, Bert: 2, Cis: 2, Dirk: 1, Eva: 2 });
  });

  test('the whole deal on one line, confirmed; a misdeal asks who', async () => {
    const whole = await enter(sheet, ['2 3 2 0 3 2 2 2 1 2', ENTER]);
    expect(whole.input.bids).toEqual({ Ann: 2, Bert: 3, Cis: 2, Dirk: 0, Eva: 3 });
    const mis = await enter(sheet, ['2 3 2 0 3', 'misdeal', 'Dirk']);
    expect(mis.input).toEqual({ contract: 'bid', bids: { Ann: 2, Bert: 3, Cis: 2, Dirk: 0, Eva: 3 }, misdeal: 'Dirk' });
  });
});
