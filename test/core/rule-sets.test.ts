import { describe, expect, test } from '@jest/globals';
import { ruleSetNamed } from '../../src/core/rule-sets.js';
import { tafel, tempHomes } from '../helpers/cli.js';

// Zwikken's one rule set is `standard`, Rikken's, Manillen's and Toepen's `standaard`: a player types either word
// for any of them (the Dutch reviewer typed `--rules standaard` for Zwikken and was refused).
const homes = tempHomes();

describe('the common rules in either language', () => {
  test('standard finds standaard and back; anything else only as typed, case aside', () => {
    expect(ruleSetNamed(['standard'], 'Standaard')).toBe('standard');
    expect(ruleSetNamed(['standaard', 'ssovn'], 'standard')).toBe('standaard');
    expect(ruleSetNamed(['standaard', 'ssovn'], 'SSOVN')).toBe('ssovn');
    expect(ruleSetNamed(['lodige', 'cardgames'], 'standard')).toBeUndefined();
    expect(ruleSetNamed(['amsterdams'], 'amsterdam')).toBeUndefined();
  });

  test('new, rules and judge take either word', async () => {
    const h = homes();
    const zwik = await tafel(h, [
      'new',
      'zwikken',
      '--rules',
      'standaard',
      '--players',
      'A,B,C',
      '--stake',
      '0.10',
      '--json',
    ]);
    expect([zwik.code, JSON.parse(zwik.stdout).rules]).toEqual([0, 'standard']);
    const rik = await tafel(h, ['new', 'rikken', '--rules', 'standard', '--players', 'A,B,C,D', '--json']);
    expect([rik.code, JSON.parse(rik.stdout).rules]).toEqual([0, 'standaard']);
    expect((await tafel(h, ['rules', 'toepen', 'telling', '--rules', 'standard', '--json'])).code).toBe(0);
    expect(
      (await tafel(h, ['judge', 'trick', 'zwikken', '--rules', 'standaard', '--trump', 'H', 'AH', 'KH'])).code,
    ).toBe(0);
    // A slip is refused by event new as by new: the sets, and the one meant (exit 2, a usage error there).
    expect(await tafel(h, ['event', 'new', 'belote', '--rules', 'fbb', '--entrants', 'A,B,C,D'])).toMatchObject({
      code: 2,
      stderr: `tafel: belote has no rule set "fbb": choose cardavia or ffb. Did you mean 'ffb'?\n`,
    });
  });
});
