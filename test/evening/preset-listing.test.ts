import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

const home = tempHomes();
const PLAYERS = ['--players', 'Annemarie,Bartholomeus,Cecilia,Dirk-Jan,Evelien'];

describe('preset list and show on a terminal: a wrapped line keeps its columns', () => {
  test('continuation lines under the values, the names and labels padded as on every line', async () => {
    const h = home();
    await tafelJson(h, [
      'preset',
      'save',
      'vrijdag',
      '--game',
      'boerenbridge',
      ...PLAYERS,
      '--rate',
      'boerenbridge=0.05',
    ]);
    await tafelJson(h, ['preset', 'save', 'zo', '--game', 'kleurenwiezen']);
    const tty = { tty: true, columns: 60 };
    expect((await tafel(h, ['preset', 'list'], tty)).stdout).toBe(
      'vrijdag      boerenbridge; Annemarie, Bartholomeus, Cecilia,\n' +
        '             Dirk-Jan, Evelien; boerenbridge 0.05/point\n' +
        'zo           kleurenwiezen; players at the start\n',
    );
    expect((await tafel(h, ['preset', 'list', '--lang', 'nl'], tty)).stdout).toBe(
      'vrijdag      boerenbridge; Annemarie, Bartholomeus, Cecilia,\n' +
        '             Dirk-Jan, Evelien; boerenbridge 0,05/punt\n' +
        'zo           kleurenwiezen; spelers bij het begin\n',
    );
    expect((await tafel(h, ['preset', 'show', 'vrijdag'], tty)).stdout).toContain(
      '  players      Annemarie, Bartholomeus, Cecilia, Dirk-Jan,\n' + '               Evelien\n',
    );
    expect((await tafel(h, ['preset', 'show', 'vrijdag', '--lang', 'nl'], tty)).stdout).toContain(
      '  spelers      Annemarie, Bartholomeus, Cecilia, Dirk-Jan,\n' + '               Evelien\n',
    );
    expect((await tafel(h, ['preset', 'list'], { tty: true, columns: 80 })).stdout).toBe(
      'vrijdag      boerenbridge; Annemarie, Bartholomeus, Cecilia, Dirk-Jan, Evelien;\n' +
        '             boerenbridge 0.05/point\n' +
        'zo           kleurenwiezen; players at the start\n',
    );
    // On a pipe (no width) every line stays whole.
    expect((await tafel(h, ['preset', 'list'])).stdout).toContain(
      'vrijdag      boerenbridge; Annemarie, Bartholomeus, Cecilia, Dirk-Jan, Evelien; boerenbridge 0.05/point\n',
    );
  });
});

describe('settings.json removed while its previous version holds presets: the way back is said', () => {
  test('preset list names the presets left in the previous version, doctor lists the file to restore', async () => {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafelJson(h, ['preset', 'save', 'zo', '--game', 'kleurenwiezen']);
    const file = path.join(h, 'settings.json');
    fs.rmSync(file);
    const before = snapshot(h);
    expect(await tafel(h, ['preset', 'list'])).toEqual({
      code: 0,
      stdout:
        "No presets yet. Save one with 'tafel preset save <name> --from-sheet <id>'.\n" +
        "The settings file is gone, but its previous version holds 1 preset: 'tafel doctor --restore settings.json' " +
        'puts it back.\n',
      stderr: '',
    });
    expect((await tafel(h, ['preset', 'list', '--lang', 'nl'])).stdout).toBe(
      "Nog geen bewaarde tafels. Bewaar er een met 'tafel preset save <naam> --from-sheet <id>'.\n" +
        'Het instellingenbestand is weg, maar de vorige versie bevat 1 bewaarde tafel: ' +
        "'tafel doctor --restore settings.json' zet ze terug.\n",
    );
    const r = await tafel(h, ['doctor', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).problems).toEqual([
      expect.objectContaining({
        kind: 'settings',
        id: 'settings.json',
        file,
        code: 'missing',
        reason: 'the settings file is gone; its previous version is still there',
        backup: expect.objectContaining({ usable: true }),
        fix: 'tafel doctor --restore settings.json',
      }),
    ]);
    const nl = await tafel(h, ['doctor', '--lang', 'nl']);
    expect(nl.code).toBe(1);
    expect(nl.stdout).toContain('  settings.json: het instellingenbestand is weg; de vorige versie is er nog\n');
    expect(nl.stdout).toContain('; zet ze terug met: tafel doctor --restore settings.json\n');
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['doctor', '--restore', 'settings.json'])).code).toBe(0);
    expect((await tafelJson(h, ['preset', 'list'])).presets.map((p: { name: string }) => p.name)).toEqual(['vrijdag']);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
  });

  test('a .bak without presets, or settings.json still there, adds nothing to the empty list', async () => {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'zo', '--game', 'kleurenwiezen']);
    await tafel(h, ['preset', 'delete', 'zo']);
    const none = "No presets yet. Save one with 'tafel preset save <name> --from-sheet <id>'.\n";
    expect((await tafel(h, ['preset', 'list'])).stdout).toBe(none);
  });
});
