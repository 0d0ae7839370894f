import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// `--jack ja`, `--tie ja`: the command line takes a switch alone, so "ja" arrives as a word. Toepen and Zwikken say it
// is the switch's value, as each already says for `--jack=ja` and `--tie=ja` (and Manillen for `--mee ja`), rather
// than their general line about what a deal holds. Usage errors (exit 2), nothing written. Through the built binary.
const homes = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('a word after a switch is its value, said as such', () => {
  test('Toepen --jack ja, en and nl; on a sheet nothing is written', async () => {
    const home = homes();
    const deal = ['--toeps', 'Ann', '--winner', 'Ann', '--jack', 'ja'];
    const en = await tafel(home, ['judge', 'score', 'toepen', ...FOUR, ...deal]);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      2,
      '',
      'tafel: --jack takes no value: the winner took the last trick with a jack.\n',
    ]);
    const nl = await tafel(home, ['judge', 'score', 'toepen', ...FOUR, ...deal, '--lang', 'nl']);
    expect(nl.stderr).toBe('tafel: --jack neemt geen waarde: de winnaar haalde de laatste slag met een boer.\n');
    expect((await tafel(home, ['new', 'toepen', ...FOUR])).code).toBe(0);
    const before = snapshot(home);
    expect((await tafel(home, ['record', ...deal])).code).toBe(2);
    expect(snapshot(home)).toEqual(before);
  });

  test('Zwikken --tie ja, en and nl', async () => {
    const home = homes();
    const deal = ['--askers', 'Ann', '--tie', 'ja'];
    const en = await tafel(home, ['judge', 'score', 'zwikken', ...FOUR, ...deal]);
    expect([en.code, en.stdout, en.stderr]).toEqual([2, '', 'tafel: --tie takes no value: "ja" is too much.\n']);
    const nl = await tafel(home, ['judge', 'score', 'zwikken', ...FOUR, ...deal, '--lang', 'nl']);
    expect(nl.stderr).toBe('tafel: --tie neemt geen waarde: "ja" is te veel.\n');
  });
});
