import { describe, expect, test } from '@jest/globals';
import { checkHouseRules } from '../../../src/core/settings.js';
import type { TafelError } from '../../../src/core/errors.js';
import { gameById } from '../../../src/games/index.js';
import { exampleSet } from '../../../src/play/start.js';
import { makeSheet, play } from '../../helpers/sheet.js';

// The house rule `deals` (events.md §12, §14.9). Seats 1 + 3 (Ann + Cis) against 2 + 4 (Bert + Dirk); every
// pair below is [Ann + Cis, Bert + Dirk], worked out by hand from spec/belote.md.
const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const ANN_CIS = ['Ann', 'Cis'];
const BERT_DIRK = ['Bert', 'Dirk'];

/** The view after each line in turn: [teams' totals, finished, winner]. */
function replayed(rules: string, set: Record<string, string>, lines: string[]) {
  return lines.map((_, i) => {
    const v = play(makeSheet('belote', P, { rules, set }), lines.slice(0, i + 1)).view;
    return { totals: [v.totals.Ann, v.totals.Bert], finished: v.finished, winner: v.winner, view: v };
  });
}

describe('cardavia deals=3: a pas does not count', () => {
  const steps = replayed('cardavia', { deals: '3' }, [
    '--taker Ann --points 92', //                 92 / 70, made
    'pas', //                                     void: not a deal of the three
    '--taker Bert --points 100', //               Bert + Dirk 100 / 62, made
    '--taker Cis --points 70 --belote Bert', //   70 against 92 + 20 = 112, failed: 0 / 162 + 20 = 182
  ]);

  test('open after two played deals and the pas (four rows would be three deals if the pas counted)', () => {
    expect(steps.slice(0, 3).map((s) => [s.totals, s.finished])).toEqual([
      [[92, 70], false],
      [[92, 70], false],
      [[154, 170], false],
    ]);
  });

  test('finished on the third played deal: 154 against 352, Bert + Dirk win', () => {
    expect(steps[3].totals).toEqual([154, 352]);
    expect(steps[3].finished).toBe(true);
    expect(steps[3].winner).toEqual(BERT_DIRK);
  });
});

test('equal totals after the last deal are a draw listing all four', () => {
  // 92 / 70, then Bert + Dirk 92 / 70: 162 each.
  const [, last] = replayed('cardavia', { deals: '2' }, ['--taker Ann --points 92', '--taker Bert --points 92']);
  expect(last.totals).toEqual([162, 162]);
  expect(last.finished).toBe(true);
  expect(last.winner).toEqual(P);
});

describe('target and deals: whichever comes first', () => {
  test('target 501 reached on deal 2 of 12: Ann + Cis win with 544', () => {
    // A capot with belote: 252 + 20 = 272 a deal; 272 + 272 = 544 >= 501.
    const steps = replayed('cardavia', { target: '501', deals: '12' }, [
      '--taker Ann --points 162 --capot takers --belote Ann',
      '--taker Cis --points 162 --capot takers --belote Cis',
    ]);
    expect(steps.map((s) => [s.totals, s.finished])).toEqual([
      [[272, 0], false],
      [[544, 0], true],
    ]);
    expect(steps[1].winner).toEqual(ANN_CIS);
  });

  // 272 / 0, 0 / 272, then three ties made (cardavia): 81 / 81 each; 272 + 243 = 515 both, over 501.
  const level = [
    '--taker Ann --points 162 --capot takers --belote Ann',
    '--taker Bert --points 162 --capot takers --belote Bert',
    '--taker Ann --points 81',
    '--taker Bert --points 81',
    '--taker Ann --points 81',
  ];

  test('equal totals over the target play another deal while deals are left', () => {
    const steps = replayed('cardavia', { target: '501', deals: '6' }, [...level, '--taker Ann --points 92']);
    expect(steps[4].totals).toEqual([515, 515]);
    expect(steps[4].finished).toBe(false);
    // 515 + 92 = 607 against 515 + 70 = 585.
    expect(steps[5].totals).toEqual([607, 585]);
    expect(steps[5].finished).toBe(true);
    expect(steps[5].winner).toEqual(ANN_CIS);
  });

  test('equal totals over the target on the last deal are a draw', () => {
    const last = replayed('cardavia', { target: '501', deals: '5' }, level)[4];
    expect(last.totals).toEqual([515, 515]);
    expect(last.finished).toBe(true);
    expect(last.winner).toEqual(P);
  });
});

describe('ffb: litige points still held when the last deal ends the sheet are dropped', () => {
  const lines = [
    '--taker Bert --points 92', // Bert + Dirk 92 > 70: made, 70 / 92
    '--taker Bert --points 81', // 81 = 81, a litige: Ann + Cis score 81 at once, Bert + Dirk's 81 is held
  ];

  test('deals=2: 151 against 92, Ann + Cis win; the 81 held would have given Bert + Dirk 173', () => {
    const last = replayed('ffb', { deals: '2' }, lines)[1];
    expect(last.totals).toEqual([151, 92]);
    expect(last.finished).toBe(true);
    expect(last.winner).toEqual(ANN_CIS);
    expect(last.view.deals[1].held).toBe(81);
    expect(last.view.held).toBe(0);
    expect(last.view.dropped).toBe(81);
  });

  test('without a limit the same 81 waits for the next deal (and nothing is dropped)', () => {
    const last = replayed('ffb', {}, lines)[1];
    expect(last.finished).toBe(false);
    expect(last.view.held).toBe(81);
    expect(last.view.dropped).toBeUndefined();
  });
});

test('plain sheets: deals is none by default, so a long sheet stays open', () => {
  const lines = Array.from({ length: 20 }, () => '--taker Ann --points 92');
  const v = play(makeSheet('belote', P), lines).view;
  expect(v.options.deals).toBe('none');
  expect(v.finished).toBe(false);
});

test('deals takes 1..100 or none; the house-rules prompt offers deals=8', () => {
  const g = gameById('belote');
  for (const rules of ['cardavia', 'ffb']) {
    for (const ok of ['1', '12', '100', 'none']) expect(checkHouseRules(g, rules, 4, [`deals=${ok}`])).toBeTruthy();
    for (const bad of ['0', '101', '08', '-3', 'off', 'twelve']) {
      let said = '';
      try {
        checkHouseRules(g, rules, 4, [`deals=${bad}`]);
      } catch (e) {
        said = `${(e as TafelError).exitCode}: ${(e as TafelError).text.en} / ${(e as TafelError).text.nl}`;
      }
      expect(said).toBe(
        `2: deals must be a whole number from 1 to 100 or none, not "${bad}" / ` +
          `deals moet een geheel getal van 1 tot 100 of none zijn, niet "${bad}"`,
      );
    }
    expect(exampleSet(g, rules, 4)).toBe('deals=8');
  }
  const spec = (rules: string) => g.settings(rules).find((s) => s.key === 'deals')!;
  expect(spec('ffb').description.en).toMatch(/litige points still held after the last deal are dropped$/);
  expect(spec('ffb').description.nl).toMatch(/pas telt niet mee.*vervallen$/);
  expect(spec('cardavia').description.en).not.toMatch(/litige/);
});
