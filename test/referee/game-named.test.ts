import { describe, expect, test } from '@jest/globals';
import { UsageError } from '../../src/core/errors.js';
import { gameById } from '../../src/games/index.js';
import { setRules } from '../../src/sheet/amend.js';
import { makeSheet } from '../helpers/sheet.js';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// A text that knows its game names it where it sends the reader on: until 2026-12-08 `judge trick klaverjassen --set
// fourjacks=100` ended "'tafel games <game>' shows them." (Dutch '<spel>'), `tafel games klaverjassen` "... with
// 'tafel new <game> --set key=value'", and `tafel set` without a rule "('tafel games <game>' lists them)".
const homes = tempHomes();

describe('the game is named, not <game>', () => {
  test('judge --set of an unknown key names the game to look its house rules up in', async () => {
    const h = homes();
    const before = snapshot(h);
    const args = ['judge', 'trick', 'klaverjassen', '--trump', 'H', 'AH', '--set', 'fourjacks=100'];
    const en = await tafel(h, args);
    const nl = await tafel(h, [...args, '--lang', 'nl']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      2,
      '',
      'tafel: Unknown setting "fourjacks" for these rules. Did you mean \'four-jacks\'? Known: four-jacks, low-four. ' +
        "'tafel games klaverjassen' shows them.\n",
    ]);
    expect([nl.code, nl.stderr]).toEqual([
      2,
      'tafel: Onbekende instelling "fourjacks" voor deze regels. Bedoel je \'four-jacks\'? Mogelijk: four-jacks, ' +
        "low-four. 'tafel games klaverjassen' toont ze.\n",
    ]);
    expect(snapshot(h)).toEqual(before);
  });

  test('tafel games <game> ends with that game in its example', async () => {
    const h = homes();
    const en = await tafel(h, ['games', 'klaverjassen']);
    const nl = await tafel(h, ['games', 'klaverjassen', '--lang', 'nl']);
    expect(en.stdout.trimEnd().split('\n').at(-1)).toBe(
      "Change a value for one sheet with 'tafel new klaverjassen --set key=value'.",
    );
    expect(nl.stdout).toContain("'tafel new klaverjassen --set sleutel=waarde'");
    expect(en.stdout + nl.stdout).not.toMatch(/<game>|<spel>/);
  });

  test('tafel set without a house rule names the sheet game', () => {
    const belote = gameById('belote');
    const data = makeSheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const run = () => setRules(belote, data, []);
    expect(run).toThrow(UsageError);
    try {
      run();
    } catch (e) {
      expect((e as UsageError).text.en).toContain("('tafel games belote' lists them)");
      expect((e as UsageError).text.nl).toContain("('tafel games belote' toont ze)");
    }
  });
});
