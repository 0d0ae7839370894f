import { describe, expect, test } from '@jest/globals';
import type { Lang, RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { readLine } from '../../../src/games/line.js';
import { configOf, type SheetData } from '../../../src/sheet/sheet.js';
import { args, makeSheet } from '../../helpers/sheet.js';
import { type Answer, ENTER, Scripted, dealCtx } from '../../play/scripted.js';

/*
 * Toepen in table mode (spec/toepen.md §7): who toeped first (or four of a kind), then along or pass for
 * each player in the round and another toep or not, then who won the last trick; the vuile-was penalty
 * and the jack only when their options are on. The whole round on one line at the first question.
 */

const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];
const game = gameById('toepen');

async function enter(sheet: SheetData, answers: Answer[], start?: RecordArgs, lang: Lang = 'en') {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('toepen')!, dealCtx(sheet, { lang }), start, start ? 'missing' : 'all');
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a round, got action ${r.action}`);
  return { ...r.done, p };
}

const record = (sheet: SheetData, line: string): SheetData => ({
  ...sheet,
  deals: [...sheet.deals, game.parseDeal(args(line), configOf(game, sheet))],
});

// SPB's round (§9.1) with Ann, Bert, Cis, Dirk for A, B, C, D.
const SPB = { contract: 'round', winner: 'Ann', toeps: ['Ann', 'Bert'], passed: { Cis: 1, Dirk: 2 } };

describe('toepen table mode', () => {
  const sheet = makeSheet('toepen', FOUR);

  test("each toep in turn: along or pass from the toeper's left, another toep, the winner of those left", async () => {
    const r = await enter(sheet, [
      'Ann toeps (stake 2)',
      'goes along',
      'passes (scores 1 point)',
      'goes along',
      'Bert toeps (stake 3)',
      'passes (scores 2 points)',
      'goes along',
      'no more toeps',
      'Ann',
      ENTER,
    ]);
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Round 1, Ann deals. Who toeped first? (or the whole round: ann wins knock ann,bert pass cis=1)',
      'Toep 1 by Ann, stake 2: does Bert go along or pass?',
      'Toep 1 by Ann, stake 2: does Cis go along or pass?',
      'Toep 1 by Ann, stake 2: does Dirk go along or pass?',
      'Stake 2. Another toep?',
      'Toep 2 by Bert, stake 3: does Dirk go along or pass?',
      'Toep 2 by Bert, stake 3: does Ann go along or pass?',
      'Stake 3. Another toep?',
      'Stake 3. Who won the last trick?',
      'Vuile was: who pays the penalty? (usually nobody)',
    ]);
    expect(r.p.asked[0].choices).toEqual([
      'nobody toeped: stake 1',
      'Bert toeps (stake 2)',
      'Cis toeps (stake 2)',
      'Dirk toeps (stake 2)',
      'Ann toeps (stake 2)',
      'Bert held four of a kind',
      'Cis held four of a kind',
      'Dirk held four of a kind',
      'Ann held four of a kind',
    ]);
    // Bert made the last toep: with double-toep=off only Ann may toep again.
    expect(r.p.asked[7].choices).toEqual(['no more toeps', 'Ann toeps (stake 4)']);
    expect(r.p.asked[8].choices).toEqual(['Bert', 'Ann']);
    expect(r.input).toEqual(SPB);
  });

  test('everybody else passed: the toeper won, no winner is asked', async () => {
    const r = await enter(sheet, [
      'Cis toeps (stake 2)',
      'passes (scores 1 point)',
      'passes (scores 1 point)',
      'passes (scores 1 point)',
      ENTER,
    ]);
    expect(r.p.asked.map((q) => q.message).at(-1)).toBe('Vuile was: who pays the penalty? (usually nobody)');
    expect(r.input).toEqual({ contract: 'round', winner: 'Cis', toeps: ['Cis'], passed: { Ann: 1, Bert: 1, Dirk: 1 } });
  });

  test('no toep, four of a kind, the vuile-was penalty and (jack-win=on) the jack', async () => {
    const plain = await enter(sheet, [ENTER, 'Dirk', 'Bert pays']);
    expect(plain.input).toEqual({ contract: 'round', winner: 'Dirk', wasPenalty: 'Bert' });
    const four = await enter(sheet, ['Dirk held four of a kind']);
    expect(four.input).toEqual({ contract: 'round', fourOfAKind: 'Dirk' });
    const jack = makeSheet('toepen', FOUR, { set: { 'jack-win': 'on', 'vuile-was': 'off' } });
    const r = await enter(jack, [ENTER, 'Cis', true]);
    expect(r.p.asked.map((q) => q.message).slice(1)).toEqual([
      'Stake 1. Who won the last trick?',
      'Did Cis win the last trick with a jack?',
    ]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Cis', jack: true });
  });

  test('the whole round on one line, confirmed in words; who pays the vuile-was penalty said in full', async () => {
    const r = await enter(sheet, ['ann wint toep ann,bert pas cis=1,dirk=2', ENTER]);
    expect(r.input).toEqual(SPB);
    expect(r.p.asked[1].message).toBe('Save: Ann wins, stake 3 (toep Ann, Bert); passed Cis 1, Dirk 2?');
    const was = await enter(sheet, ['dirk wins wasboete bert', ENTER]);
    expect(was.p.asked[1].message).toBe('Save: Dirk wins; Bert pays the vuile-was penalty?');
  });

  test('a player who is out is not offered, and a line naming him says why', async () => {
    let s = sheet;
    for (const l of [
      '--winner Bert',
      '--toeps Cis,Ann --passed Dirk=1,Bert=2 --winner Cis',
      '--four-of-a-kind Dirk',
      '--toeps Ann,Bert,Ann --passed Cis=3 --winner Dirk',
    ])
      s = record(s, l);
    const r = await enter(s, ['ann wint', 'dirk wint wasboete bert', ENTER]);
    expect(r.p.asked[0].message).toBe(
      'Round 5, Dirk deals. Who toeped first? (or the whole round: ann wins knock ann,bert pass cis=1)',
    );
    expect(r.p.asked[0].choices).toEqual([
      'nobody toeped: stake 1',
      'Bert toeps (stake 2)',
      'Cis toeps (stake 2)',
      'Dirk toeps (stake 2)',
      'Bert held four of a kind',
      'Cis held four of a kind',
      'Dirk held four of a kind',
    ]);
    // Shown under the typed line, which stays to be corrected (a line offered and refused would be said, and cleared).
    expect(r.p.shown).toEqual(['✗ Round 5: Ann is out (10 points since round 4)']);
    expect(r.p.said).toEqual([]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Dirk', wasPenalty: 'Bert' });
  });

  test('a record line without a winner asks only for the winner', async () => {
    const r = await enter(sheet, ['Ann'], { words: [], flags: { toeps: 'Ann,Bert', passed: 'Cis=1,Dirk=2' } });
    expect(r.p.asked.map((q) => q.message)).toEqual(['Stake 3. Who won the last trick?']);
    expect(r.input).toEqual(SPB);
  });

  test('in Dutch', async () => {
    const r = await enter(
      sheet,
      ['Ann toept (inzet 2)', 'gaat mee', 'past (krijgt 1 punt)', 'gaat mee', 'geen toep meer', 'Dirk', ENTER],
      undefined,
      'nl',
    );
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Ronde 1, Ann deelt. Wie toepte eerst? (of de hele ronde: ann wint toep ann,bert pas cis=1)',
      'Toep 1 van Ann, inzet 2: gaat Bert mee of past hij?',
      'Toep 1 van Ann, inzet 2: gaat Cis mee of past hij?',
      'Toep 1 van Ann, inzet 2: gaat Dirk mee of past hij?',
      'Inzet 2. Wordt er nog getoept?',
      'Inzet 2. Wie won de laatste slag?',
      'Vuile was: wie betaalt de boete? (meestal niemand)',
    ]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Dirk', toeps: ['Ann'], passed: { Cis: 1 } });
    const line = await enter(sheet, ['vier dirk', ENTER], undefined, 'nl');
    expect(line.p.asked[1].message).toBe('Bewaren: Dirk: vier gelijke?');
  });

  test('the one-line reader: the Dutch words and their English ones, inzet for the toeps, nothing else', () => {
    const config = configOf(game, sheet);
    const read = (line: string) => readLine('toepen', line, config);
    expect(read('ann wint toep ann,bert pas cis=1,dirk=2 wasboete bert boer')).toEqual({
      words: [],
      flags: { winner: 'ann', toeps: 'ann,bert', passed: 'cis=1,dirk=2', wasPenalty: 'bert', jack: true },
    });
    expect(read('ann wins knock ann bert pass cis=1, dirk=2')).toEqual({
      words: [],
      flags: { winner: 'ann', toeps: 'ann,bert', passed: 'cis=1,dirk=2' },
    });
    expect(read('ann wint inzet 3 pas cis=1,dirk=2')).toEqual({
      words: [],
      flags: { winner: 'ann', finalStake: '3', passed: 'cis=1,dirk=2' },
    });
    expect(read('vier dirk')).toEqual({ words: [], flags: { fourOfAKind: 'dirk' } });
    expect(read('four dirk')).toEqual({ words: [], flags: { fourOfAKind: 'dirk' } });
    for (const no of ['ann', 'wint ann', 'ann wint toep', 'ann wint zomaar', 'vier', 'ann wint inzet'])
      expect([no, read(no)]).toEqual([no, undefined]);
  });
});
