import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

describe('preset save of a money game without --stake: the example is the preset save line', () => {
  test('en and nl name preset save with the name, game and players typed (until 2026-12-07 tafel new)', async () => {
    const h = home();
    const before = snapshot(h);
    expect(await tafel(h, ['preset', 'save', 'zo', '--game', 'zwikken'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'tafel: Zwikken is played for a stake: add --stake <amount>, e.g. tafel preset save zo --game zwikken ' +
        '--stake 0.10.\n',
    });
    expect(
      (await tafel(h, ['preset', 'save', 'zo', '--game', 'zwikken', '--players', 'Ann Marie,Bert', '--lang', 'nl']))
        .stderr,
    ).toBe(
      'tafel: Zwikken speel je voor een inzet: voeg --stake <bedrag> toe, bv. tafel preset save zo --game zwikken ' +
        '--players "Ann Marie,Bert" --stake 0,10.\n',
    );
    // Another fault of the line is still said first.
    expect((await tafel(h, ['preset', 'save', 'zo', '--game', 'zwikken', '--players', 'Ann'])).stderr).toMatch(
      /^tafel: zwikken needs 2 to 6 players, you named 1/,
    );
    expect(snapshot(h)).toEqual(before);
    // The example followed, as typed: it saves the preset.
    const line = ['preset', 'save', 'zo', '--game', 'zwikken', '--players', 'Ann Marie,Bert', '--stake', '0,10'];
    expect((await tafel(h, line)).code).toBe(0);
  });
});
