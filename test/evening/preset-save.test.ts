import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
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
      /^tafel: Zwikken needs 2 to 6 players, you named 1/,
    );
    expect(snapshot(h)).toEqual(before);
    // The example followed, as typed: it saves the preset.
    const line = ['preset', 'save', 'zo', '--game', 'zwikken', '--players', 'Ann Marie,Bert', '--stake', '0,10'];
    expect((await tafel(h, line)).code).toBe(0);
  });
});

describe('a preset command refused in a data directory not there yet leaves no folder (until 2026-12-07 one)', () => {
  test('preset save (exit 2) and preset delete (exit 1) with --data-dir; a save that passes makes it', async () => {
    const base = home();
    const dir = path.join(base, 'nope', 'tafel');
    for (const [args, code] of [
      [['preset', 'save', 'x'], 2],
      [['preset', 'delete', 'x'], 1],
      [['preset', 'save', 'x', '--game', 'zwikken'], 2],
    ] as const) {
      const r = await tafel(base, ['--data-dir', dir, ...args]);
      expect([r.code, fs.existsSync(path.join(base, 'nope'))]).toEqual([code, false]);
    }
    const saved = await tafel(base, [
      '--data-dir',
      dir,
      'preset',
      'save',
      'x',
      '--game',
      'belote',
      '--players',
      'A,B,C,D',
    ]);
    expect([saved.code, fs.readdirSync(dir)]).toEqual([0, ['settings.json']]);
  });
});

describe('a preset saved again as it is: "Nothing changed", as set says it (until 2026-12-07 "updated")', () => {
  test('en and nl, nothing written; a rate given anew still updates it', async () => {
    const h = home();
    const four = ['--players', 'Ann,Bert,Cis,Dirk'];
    await tafel(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', ...four, '--rate', 'kleurenwiezen=0.05']);
    const before = snapshot(h);
    expect(await tafel(h, ['preset', 'save', 'vrijdag', '--rate', 'kleurenwiezen=0.05'])).toEqual({
      code: 0,
      stdout:
        'Nothing changed: preset vrijdag already holds kleurenwiezen; Ann, Bert, Cis, Dirk; kleurenwiezen ' +
        '0.05/point.\n',
      stderr: '',
    });
    expect((await tafel(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', '--lang', 'nl'])).stdout).toBe(
      'Niets veranderd: tafel vrijdag bevat al kleurenwiezen; Ann, Bert, Cis, Dirk; kleurenwiezen 0,05/punt.\n',
    );
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['preset', 'save', 'vrijdag', '--rate', 'kleurenwiezen=0.10'])).stdout).toMatch(
      /^Preset vrijdag updated: kleurenwiezen; Ann, Bert, Cis, Dirk; kleurenwiezen 0\.10\/point\./,
    );
  });
});

// Until 2026-12-08 `preset save Vrijdag` over a preset `vrijdag` renamed it `Vrijdag` without a word, where `preset
// show`, `delete` and `new --preset` find `vrijdag` by `Vrijdag` and name it `vrijdag`; saved again as it was, in
// another case, it was moved last in settings.json, which was written though "Nothing changed" was said.
describe('a save over a preset by its name in another case keeps the name stored, as show and delete find it', () => {
  test('update and replace in en and nl; unchanged, nothing written; the other commands find it so too', async () => {
    const h = home();
    const four = ['--players', 'Ann,Bert,Cis,Dirk'];
    await tafel(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', ...four]);
    await tafel(h, ['preset', 'save', 'zondag', '--game', 'belote', ...four]);
    const stored = () => Object.keys(JSON.parse(fs.readFileSync(path.join(h, 'settings.json'), 'utf8')).presets);
    expect(stored()).toEqual(['vrijdag', 'zondag']);
    expect((await tafel(h, ['preset', 'save', 'Vrijdag', '--set', 'samen.8=9'])).stdout).toBe(
      "Preset vrijdag updated: kleurenwiezen; Ann, Bert, Cis, Dirk; samen.8=9. Start with it: 'tafel new --preset " +
        "vrijdag'.\n",
    );
    expect(stored()).toEqual(['vrijdag', 'zondag']);
    const before = snapshot(h);
    expect((await tafel(h, ['preset', 'save', 'VRIJDAG', '--set', 'samen.8=9', '--lang', 'nl'])).stdout).toBe(
      'Niets veranderd: tafel vrijdag bevat al kleurenwiezen; Ann, Bert, Cis, Dirk; samen.8=9.\n',
    );
    expect(snapshot(h)).toEqual(before);
    const replaced = await tafel(h, ['preset', 'save', 'Vrijdag', '--game', 'toepen', '--players', 'Ann,Bert,Cis']);
    expect(replaced.stdout).toBe(
      'Preset vrijdag replaced: it was a kleurenwiezen table (Ann, Bert, Cis, Dirk; samen.8=9); now toepen; Ann, ' +
        "Bert, Cis. Start with it: 'tafel new --preset vrijdag'.\n",
    );
    expect(stored()).toEqual(['vrijdag', 'zondag']);
    const json = JSON.parse((await tafel(h, ['preset', 'save', 'Zondag', '--rules', 'ffb', '--json'])).stdout);
    expect([json.name, json.updated, json.previous.name]).toEqual(['zondag', true, 'zondag']);
    // The name as `preset show`, `new --preset` and `delete` name the preset found by another case.
    expect((await tafel(h, ['preset', 'show', 'VRIJDAG'])).stdout.split('\n')[0]).toBe('Preset vrijdag');
    expect((await tafel(h, ['new', '--preset', 'Vrijdag'])).code).toBe(0);
    expect((await tafel(h, ['preset', 'delete', 'ZONDAG'])).stdout).toMatch(/\bzondag\b/);
    expect(stored()).toEqual(['vrijdag']);
  });
});

describe('settings.json keeps a preset as docs/evening-end.md says: amounts with a point, house rules as typed', () => {
  // The docs said "as typed" of all three until 2026-12-07; the amounts were always written so.
  test('--stake 0,5 is "0.50", --rate 0,0500 "0.05", 0,0025 stays; house rules lower-cased', async () => {
    const h = home();
    const save = ['preset', 'save', 'zo', '--game', 'zwikken', '--players', 'Ann,Bert', '--stake', '0,5'];
    expect((await tafel(h, [...save, '--set', ' Loser-Pays = stake', '--lang', 'nl'])).code).toBe(0);
    const kw = ['preset', 'save', 'vr', '--game', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'];
    expect((await tafel(h, [...kw, '--set', 'samen.8=008', '--rate', 'kleurenwiezen=0,0025'])).code).toBe(0);
    expect(
      (
        await tafel(h, [
          'preset',
          'save',
          'jo',
          '--game',
          'jokeren',
          '--players',
          'Ann,Bert',
          '--rate',
          'jokeren=0,0500',
        ])
      ).code,
    ).toBe(0);
    const { presets } = JSON.parse(fs.readFileSync(path.join(h, 'settings.json'), 'utf8'));
    expect([presets.zo.stake, presets.zo.set, presets.vr.set, presets.vr.rates, presets.jo.rates]).toEqual([
      '0.50',
      { 'loser-pays': 'stake' },
      { 'samen.8': '008' },
      { kleurenwiezen: '0.0025' },
      { jokeren: '0.05' },
    ]);
  });
});
