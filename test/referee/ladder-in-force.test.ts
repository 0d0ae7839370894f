import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// `judge rank` quotes rungs of the ladder the rules in force play: the rule set's, without the bids its house rules
// leave out, naming the --set that made it another ladder. Until 2026-12-07 the numbers were always of the full
// ladder: Rikken ssovn "misère is rung 6 and 9 alleen rung 5 ... (rung 14 is the highest)", where `tafel rules rikken
// bidding --rules ssovn` lists 11 bids, misère the 5th.
const homes = tempHomes();

/** The reason of `judge rank` in English and Dutch; nothing written. */
async function reasons(args: string[]): Promise<[number, string, string]> {
  const h = homes();
  const before = snapshot(h);
  const en = await tafelJson<{ higher: number; reason: string }>(h, ['judge', 'rank', ...args]);
  const nl = await tafelJson<{ higher: number; reason: string }>(h, ['judge', 'rank', ...args, '--lang', 'nl']);
  expect(snapshot(h)).toEqual(before);
  expect(nl.higher).toBe(en.higher);
  return [en.higher, en.reason, nl.reason];
}

describe('Rikken: the rungs of the ladder in force', () => {
  // The standaard ladder, low to high: rik, rik beter, 8 alleen, piek, 9 alleen, misère, 10 alleen, open piek,
  // 11 alleen, open misère, 12 alleen, open piek praatje, open misère praatje, 13 alleen (14 rungs). Without the three
  // piek rungs (ssovn, piek=off): rik 1, rik beter 2, 8 alleen 3, 9 alleen 4, misère 5, ..., 13 alleen 11.
  test.each<[string, string[], string, string]>([
    [
      'ssovn, which plays no piek',
      ['--rules', 'ssovn'],
      'misère is rung 5 and 9 alleen rung 4 of the ssovn bidding ladder (rung 11 is the highest)',
      'misère is trede 5 en 9 alleen trede 4 van de biedladder van ssovn (trede 11 is de hoogste)',
    ],
    [
      'standaard with piek=off',
      ['--set', 'piek=off'],
      'misère is rung 5 and 9 alleen rung 4 of the standaard bidding ladder with piek=off (rung 11 is the highest)',
      'misère is trede 5 en 9 alleen trede 4 van de biedladder van standaard met piek=off (trede 11 is de hoogste)',
    ],
    [
      'ssovn with piek=on: the full ladder',
      ['--rules', 'ssovn', '--set', 'piek=on'],
      'misère is rung 6 and 9 alleen rung 5 of the ssovn bidding ladder with piek=on (rung 14 is the highest)',
      'misère is trede 6 en 9 alleen trede 5 van de biedladder van ssovn met piek=on (trede 14 is de hoogste)',
    ],
    // Open off takes the four open rungs (open piek, open misère, both with praatje): 10 rungs, misère still 6th.
    // praatje=off beside it changes nothing more, so it is not named.
    [
      'standaard with open=off',
      ['--set', 'open=off', '--set', 'praatje=off'],
      'misère is rung 6 and 9 alleen rung 5 of the standaard bidding ladder with open=off (rung 10 is the highest)',
      'misère is trede 6 en 9 alleen trede 5 van de biedladder van standaard met open=off (trede 10 is de hoogste)',
    ],
    // A piek of other points is still piek: the same ladder.
    [
      'standaard with piek=20',
      ['--set', 'piek=20'],
      'misère is rung 6 and 9 alleen rung 5 of the standaard bidding ladder (rung 14 is the highest)',
      'misère is trede 6 en 9 alleen trede 5 van de biedladder van standaard (trede 14 is de hoogste)',
    ],
  ])('%s', async (_, flags, en, nl) => {
    expect(await reasons(['rikken', 'misere', '9 alleen', ...flags])).toEqual([1, en, nl]);
  });

  test('the highest rung quoted is the last bid on the ladder: 13 alleen, rung 11 under ssovn', async () => {
    const [, en] = await reasons(['rikken', '13 alleen', 'rik', '--rules', 'ssovn']);
    expect(en).toBe('13 alleen is rung 11 and rik rung 1 of the ssovn bidding ladder (rung 11 is the highest)');
  });
});

describe('Kleurenwiezen: the rungs and numbers of the ladder or order in force', () => {
  // Whisthub's 20 rungs without piccolo (rung 11): abondance 9 13 -> 12, grote miserie 15 -> 14, 19 rungs.
  test('whisthub with piccolo=off', async () => {
    expect(
      await reasons(['kleurenwiezen', '--rules', 'whisthub', 'miserie', 'abondance', '--set', 'piccolo=off']),
    ).toEqual([
      1,
      'grote miserie is rung 14 and abondance 9 rung 12 of the whisthub bidding ladder with piccolo=off (rung 19 is ' +
        'the highest)',
      'grote miserie is trede 14 en abondance 9 trede 12 van de biedladder van whisthub met piccolo=off (trede 19 is ' +
        'de hoogste)',
    ]);
  });

  // alleen-min=6 takes alleen 5 (rung 2): samen 8, samen 9, alleen 6, samen 10, ... 19 rungs.
  test('whisthub with alleen-min=6', async () => {
    const args = ['kleurenwiezen', '--rules', 'whisthub', 'alleen 6', 'samen 10', '--set', 'alleen-min=6'];
    const [higher, en] = await reasons(args);
    expect([higher, en]).toEqual([
      2,
      'samen 10 is rung 4 and alleen 6 rung 3 of the whisthub bidding ladder with alleen-min=6 (rung 19 is the ' +
        'highest)',
    ]);
  });

  test('two bids on one rung are named on that rung of the ladder in force', async () => {
    const [higher, en] = await reasons([
      'kleurenwiezen',
      '--rules',
      'whisthub',
      'troel 8',
      'troel 9',
      '--set',
      'piccolo=off',
    ]);
    expect([higher, en]).toEqual([
      0,
      'troel 8 and troel 9 share rung 13 of the whisthub ladder with piccolo=off: they never compete for the same deal',
    ]);
  });

  // cardgames plays neither open miserie nor abondance 10..12 unless switched on: highest first soloslim, miserie,
  // abondance 9, troel, alleen, vragen.
  test('cardgames by default numbers only the contracts it plays', async () => {
    expect(await reasons(['kleurenwiezen', '--rules', 'cardgames', 'miserie', 'vragen'])).toEqual([
      1,
      'miserie is no. 2 and vragen no. 6 in the cardgames order (by base value; no. 1 is the highest)',
      'miserie is nr. 2 en vragen nr. 6 in de volgorde van cardgames (naar basiswaarde; nr. 1 is de hoogste)',
    ]);
  });

  test('the text of a refusal is unchanged: a bid left out is still refused, exit 1', async () => {
    const r = await tafel(homes(), ['judge', 'rank', 'rikken', 'piek', 'misere', '--rules', 'ssovn']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^tafel: ssovn does not play piek/);
  });
});
