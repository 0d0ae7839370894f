import { describe, expect, test } from '@jest/globals';
import { gameById } from '../../../src/games/index.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { configOf, replay } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';
import { ENTER, Scripted, type Answer } from '../../play/scripted.js';

// Table mode asks everyone's card points with the same bounds as `record` (issue 11: it capped them
// at 12, a player's own three cards, while the tricks a player takes can hold more).
const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];
const sheet = makeSheet('zwikken', P4, { stakeCents: 10 });

async function enter(answers: Answer[]) {
  const game = gameById('zwikken');
  const p = new Scripted(answers);
  const ctx = {
    game,
    config: configOf(game, sheet),
    lang: 'en' as const,
    dealer: replay(game, sheet).nextDealer,
    deals: sheet.deals,
    actions: [],
  };
  return askDeal(p, flowFor('zwikken')!, ctx, undefined, 'all');
}

describe('Zwikken card points in table mode', () => {
  test('13 points for one player are accepted, as record accepts them', async () => {
    // One trick of A + A + A + J = 4 + 4 + 4 + 1 = 13 for Ann; Bert 4, Cis 2, Dirk 0: 19 in all,
    // within the 12..36 that the 12 cards of four players are worth.
    const r = await enter(['played', ENTER, ['Ann', 'Bert'], 'card points', 13, 4, 2, 0]);
    expect('done' in r && r.done.input).toEqual({
      contract: 'vragen',
      askers: ['Ann', 'Bert'],
      points: { Ann: 13, Bert: 4, Cis: 2, Dirk: 0 },
    });
  });

  test('the prompt bound is the one record uses: 0..36 with four players', async () => {
    // Four players play 12 cards: at most 4 aces, 4 kings, 4 queens = 16 + 12 + 8 = 36 (record: "from 0 to 36").
    await expect(enter(['played', ENTER, ['Ann'], 'card points', 37])).rejects.toThrow(/outside 0\.\.36/);
  });
});
