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

describe('settings.json removed: no write of settings destroys what its previous version holds', () => {
  const at = { now: new Date(2026, 11, 6, 20, 0) };
  const gone = (h: string, what: string, nl: string) => {
    const file = path.join(h, 'settings.json');
    return {
      en:
        `tafel: ${file} is gone, but its previous version ${file}.bak holds ${what}: 'tafel doctor --restore ` +
        `settings.json' puts it back, or move ${file}.bak away to start without it. Nothing was changed.\n`,
      nl:
        `tafel: ${file} is weg, maar de vorige versie ${file}.bak bevat ${nl}: 'tafel doctor --restore ` +
        `settings.json' zet ze terug, of zet ${file}.bak opzij om zonder te beginnen. Er werd niets veranderd.\n`,
    };
  };

  test('presets in the previous version: new, use, lang, preset save, undelete refused, nothing written', async () => {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'a', '--game', 'belote', '--players', 'A,B,C,D'], at);
    await tafelJson(h, ['preset', 'save', 'b', '--game', 'belote', '--players', 'E,F,G,H'], at);
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], at);
    await tafelJson(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'], at);
    await tafelJson(h, ['delete', '2026-12-06-belote', '--force'], at);
    fs.rmSync(path.join(h, 'settings.json'));
    const before = snapshot(h);
    const said = gone(h, '2 presets', '2 bewaarde tafels');
    expect(await tafel(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr: said.en,
    });
    expect(await tafel(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk', '--lang', 'nl'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr: said.nl,
    });
    for (const args of [
      ['use', '2026-12-06-kleurenwiezen'],
      ['lang', 'nl'],
      ['preset', 'save', 'c', '--game', 'belote'],
      ['undelete', '2026-12-06-belote'],
    ])
      expect(await tafel(h, args, at)).toEqual({ code: 1, stdout: '', stderr: said.en });
    expect(snapshot(h)).toEqual(before);
    // The way to start without it, as the refusal says: the previous version moved away.
    fs.renameSync(path.join(h, 'settings.json.bak'), path.join(h, 'old-settings.json'));
    expect((await tafel(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk'], at)).code).toBe(0);
  });

  test("this device's id in the previous version is kept too; an active sheet and a language are not", async () => {
    const h = home();
    const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde'];
    await tafelJson(h, ['event', 'new', 'klaverjassen', '--id', 'vrijdag', ...entrants], at);
    fs.rmSync(path.join(h, 'settings.json'));
    const before = snapshot(h);
    const said = gone(
      h,
      "this device's id (the organiser of its events)",
      'het id van dit toestel (de organisator van zijn toernooien)',
    );
    expect(await tafel(h, ['lang', 'nl'], at)).toEqual({ code: 1, stdout: '', stderr: said.en });
    expect(await tafel(h, ['event', 'use', 'vrijdag', '--lang', 'nl'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr: said.nl,
    });
    expect(snapshot(h)).toEqual(before);
    const other = home();
    await tafelJson(other, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], at);
    await tafel(other, ['lang', 'nl'], at);
    fs.rmSync(path.join(other, 'settings.json'));
    expect((await tafel(other, ['use', '2026-12-06-kleurenwiezen'], at)).code).toBe(0);
  });
});

describe('preset --json: the stake, rates and house rules as numbers, as the sheet and settle give them', () => {
  test('save, list, show, a save’s previous and droppedSet; the file and the text keep what was typed', async () => {
    const h = home();
    const at = { now: new Date(2026, 11, 6, 20, 0) };
    const four = ['Ann', 'Bert', 'Cis', 'Dirk'];
    const players = ['--players', four.join(',')];
    const zw = ['preset', 'save', 'zw', '--game', 'zwikken', ...players, '--stake', '0.10'];
    // Until 2026-12-07 "0.10" and "0.05", where the sheet made from it says 0.1 and settle 0.05.
    expect(await tafelJson(h, [...zw, '--rate', 'kleurenwiezen=0.05'], at)).toEqual({
      name: 'zw',
      game: 'zwikken',
      players: four,
      stake: 0.1,
      rates: { kleurenwiezen: 0.05 },
      updated: false,
      replaced: false,
    });
    const kw = ['preset', 'save', 'kw', '--game', 'kleurenwiezen', ...players, '--set', 'samen.8=8'];
    expect((await tafelJson(h, [...kw, '--set', 'deals=12'], at)).set).toEqual({ 'samen.8': 8, deals: 12 });
    const moved = await tafelJson(h, ['preset', 'save', 'kw', '--rules', 'cardgames'], at);
    expect([moved.previous, moved.droppedSet]).toEqual([
      { name: 'kw', game: 'kleurenwiezen', players: four, set: { 'samen.8': 8, deals: 12 } },
      { 'samen.8': 8, deals: 12 },
    ]);
    const zwJson = { name: 'zw', game: 'zwikken', players: four, stake: 0.1, rates: { kleurenwiezen: 0.05 } };
    for (const lang of ['en', 'nl']) {
      expect(await tafelJson(h, ['preset', 'list', '--lang', lang], at)).toEqual({
        presets: [{ name: 'kw', game: 'kleurenwiezen', rules: 'cardgames', players: four }, zwJson],
      });
      expect(await tafelJson(h, ['preset', 'show', 'zw', '--lang', lang], at)).toEqual(zwJson);
    }
    // The same numbers as the sheet made from it and the settlement.
    expect((await tafelJson(h, ['new', '--preset', 'zw'], at)).stake).toBe(0.1);
    await tafelJson(h, ['new', 'kleurenwiezen', ...players], at);
    await tafelJson(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'], at);
    const settled = await tafelJson(h, ['settle', '--preset', 'zw'], at);
    expect(settled.sheets.find((s: { game: string }) => s.game === 'kleurenwiezen').rate).toBe(0.05);
    // The file keeps them as typed; the text says them as before.
    const stored = JSON.parse(fs.readFileSync(path.join(h, 'settings.json'), 'utf8')).presets.zw;
    expect([stored.stake, stored.rates]).toEqual(['0.10', { kleurenwiezen: '0.05' }]);
    expect((await tafel(h, ['preset', 'show', 'zw', '--lang', 'nl'], at)).stdout).toBe(
      'Bewaarde tafel zw\n' +
        '  spel         zwikken\n' +
        '  regels       standard\n' +
        '  spelers      Ann, Bert, Cis, Dirk\n' +
        '  inzet        0,10\n' +
        '  huisregels   -\n' +
        '  tarieven     kleurenwiezen=0,05\n',
    );
  });
});
