import { describe, expect, test } from '@jest/globals';
import type { Lang, RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { readLine } from '../../../src/games/line.js';
import { configOf, type SheetData } from '../../../src/sheet/sheet.js';
import { makeSheet } from '../../helpers/sheet.js';
import { type Answer, ENTER, Scripted, dealCtx } from '../../play/scripted.js';

/* Jokeren in table mode (spec/jokeren.md §6): who went out, then each other player's points or cards. */

const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];
const game = gameById('jokeren');

async function enter(sheet: SheetData, answers: Answer[], start?: RecordArgs, lang: Lang = 'en') {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('jokeren')!, dealCtx(sheet, { lang }), start, start ? 'missing' : 'all');
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

// Deal 1 of §10.1: Bert out, Ann 6, Cis 5 9 Q joker* (8), Dirk 3.
const DEAL1 = {
  contract: 'out',
  out: 'Bert',
  points: { Ann: 6, Dirk: 3 },
  hands: { Cis: ['5', '9', 'Q', 'joker*'] },
};

describe('jokeren table mode', () => {
  const sheet = makeSheet('jokeren', FOUR);

  test('who went out from the numbered players, then each other player in seating order', async () => {
    const r = await enter(sheet, ['2', '6', '5 9 Q joker*', '3']);
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Deal 1, Ann deals. Who went out? (or the whole deal: bert out, ann 12, cis: 7 K joker*)',
      'Ann: penalty points, or the cards left (7 K joker*; one card: ": 7")',
      'Cis: penalty points, or the cards left (7 K joker*; one card: ": 7")',
      'Dirk: penalty points, or the cards left (7 K joker*; one card: ": 7")',
    ]);
    expect(r.p.asked[0].choices).toEqual(['1. Ann out', '2. Bert out', '3. Cis out', '4. Dirk out']);
    expect(r.input).toEqual(DEAL1);
  });

  test('the whole deal on one line; the confirmation names each entry’s kind', async () => {
    const r = await enter(sheet, ['bert uit, ann 6, cis: 5 9 Q joker*, dirk 3', ENTER]);
    expect(r.input).toEqual(DEAL1);
    expect(r.p.asked[1].message).toBe('Save: Bert out; Ann 6 points, Cis: 5 9 Q joker* = 8 points, Dirk 3 points?');
    // `cis 7` is 7 points, `cis: 7` one seven (1 point under kbn): the confirmation tells them apart.
    const seven = await enter(sheet, ['bert out, ann 6, cis 7, dirk: 7', ENTER]);
    expect(seven.p.asked[1].message).toBe('Save: Bert out; Ann 6 points, Cis 7 points, Dirk: 7 = 1 point?');
  });

  test('the one-line reader: uit or out, names with spaces, points or a card list, nothing else', () => {
    const config = configOf(game, sheet);
    expect(readLine('jokeren', 'bert uit, ann 12, cis: 7 K joker*, dirk 4', config)).toEqual({
      words: [],
      flags: { out: 'bert', points: 'ann=12,dirk=4', hand: 'cis=7+K+joker*' },
    });
    expect(readLine('jokeren', 'Anne Marie out, bert: 7', config)).toEqual({
      words: [],
      flags: { out: 'Anne Marie', hand: 'bert=7' },
    });
    // Only who went out is no whole deal (the list answers it); two players out, or a word, is no deal.
    expect(readLine('jokeren', 'bert uit', config)).toBeUndefined();
    expect(readLine('jokeren', 'bert uit, ann uit, cis 3', config)).toBeUndefined();
    expect(readLine('jokeren', 'bert uit, ann twaalf', config)).toBeUndefined();
  });

  test('a refusal of the whole deal (three jokers) asks every entry again, the answers offered', async () => {
    // Cis's joker becomes a seven: `: 7` (a bare 7 would be 7 points).
    const r = await enter(sheet, ['bert', 'joker*', 'joker', 'joker', ENTER, ': 7', ENTER]);
    expect(r.p.said).toContain('✗ This sheet plays with 2 jokers; the hands hold 3');
    expect(r.p.asked.slice(4).map((q) => q.default)).toEqual([': joker*', ': joker', ': joker']);
    expect(r.input).toEqual({ contract: 'out', out: 'Bert', hands: { Ann: ['joker*'], Cis: ['7'], Dirk: ['joker'] } });
  });

  test('a line that leaves a player out says so under it, and stays to be completed', async () => {
    const r = await enter(sheet, ['bert uit, ann 6, cis 2', 'bert uit, ann 6, cis 2, dirk 3', ENTER]);
    // Shown under the typed line, which stays (a line offered and refused would be said, and cleared).
    expect(r.p.shown).toEqual(['✗ Deal 1: no penalty for Dirk: give his penalty points or the cards left in his hand']);
    expect(r.p.said).toEqual([]);
    expect(r.input).toEqual({ contract: 'out', out: 'Bert', points: { Ann: 6, Cis: 2, Dirk: 3 } });
  });

  test('a record line without every entry asks only the missing players', async () => {
    const r = await enter(sheet, [': 5 9 Q joker*'], { words: [], flags: { out: 'Bert', points: 'Ann=6,Dirk=3' } });
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Cis: penalty points, or the cards left (7 K joker*; one card: ": 7")',
    ]);
    expect(r.input).toEqual(DEAL1);
    // A number of two digits is points too; `10` with a colon is a ten.
    const twelve = await enter(sheet, ['12'], { words: [], flags: { out: 'Bert', points: 'Ann=6,Dirk=3' } });
    expect(twelve.input.points).toEqual({ Ann: 6, Cis: 12, Dirk: 3 });
    const ten = await enter(sheet, [': 10'], { words: [], flags: { out: 'Bert', points: 'Ann=6,Dirk=3' } });
    expect((ten.input as { hands?: unknown }).hands).toEqual({ Cis: ['10'] });
  });

  test('in Dutch, with the contract of the deal under amerikaans', async () => {
    const am = makeSheet('jokeren', ['Ann', 'Bert', 'Cis'], { rules: 'amerikaans' });
    const r = await enter(am, ['bert uit, ann 10, cis: H 7', ENTER], undefined, 'nl');
    expect(r.p.asked[0].message).toBe(
      'Spel 1 (drie opvolgende kaarten), Ann geeft. Wie ging uit? ' +
        '(of het hele spel: bert uit, ann 12, cis: 7 H joker*)',
    );
    expect(r.p.asked[1].message).toBe('Bewaren: Bert uit; Ann 10 punten, Cis: K 7 = 15 punten?');
    expect(r.input).toEqual({ contract: 'out', out: 'Bert', points: { Ann: 10 }, hands: { Cis: ['K', '7'] } });
  });
});
