import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

const home = tempHomes();
const at = { now: new Date(2026, 11, 6, 20, 0) };
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

/** vrij and zat saved, zat's game misspelt by hand, then zon and maan saved and the language set. */
async function handEdited(): Promise<string> {
  const h = home();
  await tafelJson(
    h,
    ['preset', 'save', 'vrij', '--game', 'kleurenwiezen', ...FOUR, '--rate', 'kleurenwiezen=0.05'],
    at,
  );
  await tafelJson(h, ['preset', 'save', 'zat', '--game', 'belote', ...FOUR], at);
  const file = path.join(h, 'settings.json');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"game": "belote"', '"game": "belotte"'));
  await tafelJson(h, ['preset', 'save', 'zon', '--game', 'jokeren', '--players', 'Ann,Bert,Cis'], at);
  await tafelJson(h, ['preset', 'save', 'maan', '--game', 'manillen', ...FOUR], at);
  await tafel(h, ['lang', 'nl'], at);
  return h;
}

describe('one preset broken by hand: doctor deletes that preset, a restore that would lose more needs --force', () => {
  test('doctor offers preset delete, which works on it; --restore is refused, naming what it would lose', async () => {
    const h = await handEdited();
    const file = path.join(h, 'settings.json');
    const d = await tafel(h, ['doctor', '--json'], at);
    expect([d.code, JSON.parse(d.stdout).problems.map((p: { fix: string }) => p.fix)]).toEqual([
      1,
      ['tafel preset delete zat'],
    ]);
    expect((await tafel(h, ['doctor', '--lang', 'en'], at)).stdout).toContain(
      '\n    delete that preset (the rest stays as it is) with: tafel preset delete zat\n',
    );
    expect((await tafel(h, ['doctor'], at)).stdout).toContain(
      '\n    verwijder die bewaarde tafel (de rest blijft zoals hij is) met: tafel preset delete zat\n',
    );
    const before = snapshot(h);
    expect(await tafel(h, ['doctor', '--restore', 'settings.json', '--lang', 'en'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: Putting back the previous version of ${file} would lose preset zat, preset zon, preset maan and the ` +
        "language, which it holds now. Put right what doctor lists instead ('tafel doctor'), or restore anyway " +
        "with 'tafel doctor --restore settings.json --force'. Nothing was changed.\n",
    });
    expect(await tafel(h, ['doctor', '--restore', 'settings.json'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: De vorige versie van ${file} terugzetten verliest bewaarde tafel zat, bewaarde tafel zon, bewaarde ` +
        "tafel maan en de taal, die het nu bevat. Verhelp liever wat doctor noemt ('tafel doctor'), of zet ze toch " +
        "terug met 'tafel doctor --restore settings.json --force'. Er werd niets veranderd.\n",
    });
    expect(snapshot(h)).toEqual(before);
    expect(await tafel(h, ['preset', 'delete', 'zat'], at)).toEqual({
      code: 0,
      stdout: 'Bewaarde tafel zat verwijderd.\n',
      stderr: '',
    });
    expect((await tafel(h, ['doctor'], at)).code).toBe(0);
    expect((await tafelJson(h, ['preset', 'list'], at)).presets.map((p: { name: string }) => p.name)).toEqual([
      'maan',
      'vrij',
      'zon',
    ]);
  });

  test('with --force the previous version is put back all the same', async () => {
    const h = await handEdited();
    expect((await tafel(h, ['doctor', '--restore', 'settings.json', '--force'], at)).code).toBe(0);
    expect((await tafelJson(h, ['preset', 'list'], at)).presets.map((p: { name: string }) => p.name)).toEqual(['vrij']);
  });
});

describe("a preset broken by hand that the previous version holds good: doctor's restore puts it back", () => {
  /** vrijdag saved, then saved again with other players (the previous version holds the first), then broken by hand. */
  async function brokenVrijdag(): Promise<{ h: string; file: string }> {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', ...FOUR], at);
    await tafelJson(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Eva'], at);
    const file = path.join(h, 'settings.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/"players": \[[^\]]*\]/, '"players": ["Ann"]'));
    return { h, file };
  }
  // Its time is the system's, not the run's clock: found in the folder.
  const broken = (file: string) =>
    path.join(path.dirname(file), fs.readdirSync(path.dirname(file)).find((n) => /^settings\.json\.broken-/.test(n))!);

  test('--restore settings.json is not refused for a preset it repairs (until 2026-12-07 "would lose")', async () => {
    const { h, file } = await brokenVrijdag();
    expect(await tafel(h, ['doctor', '--restore', 'settings.json'], at)).toEqual({
      code: 0,
      stdout: `Restored settings.json from its previous version.\nThe broken file was kept as ${broken(file)}\n`,
      stderr: '',
    });
    expect((await tafelJson(h, ['preset', 'show', 'vrijdag'], at)).players).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    expect((await tafel(h, ['doctor'], at)).code).toBe(0);
    const nl = await brokenVrijdag();
    expect(await tafel(nl.h, ['doctor', '--restore', 'settings.json', '--lang', 'nl'], at)).toEqual({
      code: 0,
      stdout:
        'settings.json teruggezet uit de vorige versie.\nHet beschadigde bestand werd bewaard als ' +
        `${broken(nl.file)}\n`,
      stderr: '',
    });
  });

  test('a preset saved since, which the previous version lacks, is still a loss', async () => {
    const { h, file } = await brokenVrijdag();
    const text = fs.readFileSync(file, 'utf8');
    const zat = '"zat": { "game": "belote", "players": ["Ann", "Bert", "Cis", "Dirk"] },';
    fs.writeFileSync(file, text.replace('"presets": {', `"presets": { ${zat}`));
    const before = snapshot(h);
    expect(await tafel(h, ['doctor', '--restore', 'settings.json'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: Putting back the previous version of ${file} would lose preset zat, which it holds now. Put right ` +
        "what doctor lists instead ('tafel doctor'), or restore anyway with 'tafel doctor --restore settings.json " +
        "--force'. Nothing was changed.\n",
    });
    expect(snapshot(h)).toEqual(before);
  });
});

describe('a preset whose rule set its game lacks is said as new --rules says it', () => {
  test("doctor, new --preset and preset show (exit 0) name the rule set and the game's", async () => {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'zat', '--game', 'belote', ...FOUR], at);
    const file = path.join(h, 'settings.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"game": "belote",', '"game": "belote", "rules": "ffbX",'),
    );
    const en =
      `Preset zat in ${file} cannot start a sheet: belote has no rule set "ffbX": choose cardavia or ffb. Did you ` +
      "mean 'ffb'? Replace it with 'tafel preset save zat --game <game> ...' (or --from-sheet <id>), or correct " +
      'the file.';
    const nl =
      `Bewaarde tafel zat in ${file} kan geen blad beginnen: belote heeft geen regels "ffbX": kies cardavia of ffb. ` +
      "Bedoel je 'ffb'? Vervang ze met 'tafel preset save zat --game <spel> ...' (of --from-sheet <id>), of verbeter " +
      'het bestand.';
    const before = snapshot(h);
    expect(await tafel(h, ['new', '--preset', 'zat'], at)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${en}\n` });
    expect((await tafel(h, ['new', '--preset', 'zat', '--lang', 'nl'], at)).stderr).toBe(`tafel: ${nl}\n`);
    expect((await tafel(h, ['doctor'], at)).stdout).toContain(`  settings.json: ${en}\n`);
    expect(await tafel(h, ['preset', 'show', 'zat'], at)).toEqual({
      code: 0,
      stdout:
        'Preset zat\n  game         belote\n  rules        ffbX\n  players      Ann, Bert, Cis, Dirk\n' +
        `  house rules  -\n  rates        -\n${en}\n`,
      stderr: '',
    });
    expect((await tafel(h, ['preset', 'show', 'zat', '--lang', 'nl'], at)).stdout).toContain(`\n${nl}\n`);
    expect(snapshot(h)).toEqual(before);
  });
});

describe('--restore settings.json weighs what the file holds as far as it reads (until 2026-12-07 none of it)', () => {
  /** vrijdag saved, then zondag (the previous version lacks it), then one field spoilt by hand. */
  async function spoilt(field: string): Promise<{ h: string; file: string }> {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'vrijdag', '--game', 'kleurenwiezen', ...FOUR], at);
    await tafelJson(h, ['preset', 'save', 'zondag', '--game', 'belote', ...FOUR], at);
    const file = path.join(h, 'settings.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^\{/, `{\n  ${field},`));
    return { h, file };
  }

  test.each(['"lang": "NL"', '"deviceId": 5', '"active": 5', '"activeEvent": "x y"'])(
    'with %s: refused, naming the preset saved since, not the field; --force restores',
    async (field) => {
      const { h, file } = await spoilt(field);
      const before = snapshot(h);
      expect(await tafel(h, ['doctor', '--restore', 'settings.json'], at)).toEqual({
        code: 1,
        stdout: '',
        stderr:
          `tafel: Putting back the previous version of ${file} would lose preset zondag, which it holds now. Put ` +
          "right what doctor lists instead ('tafel doctor'), or restore anyway with 'tafel doctor --restore " +
          "settings.json --force'. Nothing was changed.\n",
      });
      expect((await tafel(h, ['doctor', '--restore', 'settings.json', '--lang', 'nl'], at)).stderr).toBe(
        `tafel: De vorige versie van ${file} terugzetten verliest bewaarde tafel zondag, die het nu bevat. ` +
          "Verhelp liever wat doctor noemt ('tafel doctor'), of zet ze toch terug met 'tafel doctor --restore " +
          "settings.json --force'. Er werd niets veranderd.\n",
      );
      expect(snapshot(h)).toEqual(before);
      expect((await tafel(h, ['doctor', '--restore', 'settings.json', '--force'], at)).code).toBe(0);
      const names = (await tafelJson(h, ['preset', 'list'], at)).presets.map((p: { name: string }) => p.name);
      expect(names).toEqual(['vrijdag']);
    },
  );

  test('doctor offers no restore that would lose the preset: it says so, and what else to do (en, nl)', async () => {
    const { h } = await spoilt('"lang": "NL"');
    const before = snapshot(h);
    const report = await tafel(h, ['doctor', '--json'], at);
    const json = JSON.parse(report.stdout).problems[0];
    expect([report.code, json.fix, json.restoreLoses]).toEqual([1, null, 'preset zondag']);
    // Wrapped at the terminal's width: read as one line of words.
    const words = async (lang: string) => (await tafel(h, ['doctor', '--lang', lang], at)).stdout.replace(/\s+/g, ' ');
    expect(await words('en')).toMatch(
      new RegExp(
        'previous version: saved [^;]+; putting it back would lose preset zondag: mend what is said above in the ' +
          'file by hand, or put it back anyway with: tafel doctor --restore settings\\.json --force',
      ),
    );
    expect(await words('nl')).toContain(
      'terugzetten verliest bewaarde tafel zondag: verhelp wat hierboven staat met de hand in het bestand, of zet ze ' +
        'toch terug met: tafel doctor --restore settings.json --force',
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('a field set since that reads fine is named beside the preset, as when the whole file reads', async () => {
    const { h, file } = await spoilt('"lang": "nl", "active": 5');
    expect((await tafel(h, ['doctor', '--restore', 'settings.json', '--lang', 'en'], at)).stderr).toContain(
      `of ${file} would lose preset zondag and the language, which it holds now.`,
    );
  });
});

describe('two presets whose names differ only in case: doctor deletes the later (until 2026-12-07 a circle)', () => {
  test('the fix is tafel preset delete V, which works; the restore is still refused for V', async () => {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'v', '--game', 'kleurenwiezen', ...FOUR], at);
    await tafelJson(h, ['preset', 'save', 'w', '--game', 'belote', ...FOUR], at);
    const file = path.join(h, 'settings.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"w": {', '"V": {'));
    const d = await tafel(h, ['doctor', '--json'], at);
    expect([d.code, JSON.parse(d.stdout).problems.map((p: { fix: string }) => p.fix)]).toEqual([
      1,
      ['tafel preset delete V'],
    ]);
    expect((await tafel(h, ['doctor'], at)).stdout).toContain(
      '\n    delete that preset (the rest stays as it is) with: tafel preset delete V\n',
    );
    expect((await tafel(h, ['doctor', '--lang', 'nl'], at)).stdout).toContain(
      '\n    verwijder die bewaarde tafel (de rest blijft zoals hij is) met: tafel preset delete V\n',
    );
    expect((await tafel(h, ['doctor', '--restore', 'settings.json'], at)).stderr).toContain('would lose preset V,');
    expect((await tafel(h, ['preset', 'delete', 'V'], at)).code).toBe(0);
    expect((await tafel(h, ['doctor'], at)).code).toBe(0);
    expect((await tafelJson(h, ['preset', 'show', 'v'], at)).game).toBe('kleurenwiezen');
  });
});

// Until 2026-12-07 every refusal of a settings.json that did not read offered 'tafel doctor --restore settings.json'
// whenever a previous version was there, which the restore then refused ("would lose preset zondag", "cannot be used
// either"); and a preset of a shape tafel never writes ("stake": -5) offered it too, and could not be deleted.
describe('every refusal of settings.json offers the restore only where doctor does', () => {
  const way = {
    en: (restore: boolean) =>
      'It holds the active sheet, the language and the saved tables (presets): ' +
      (restore
        ? "put its previous version back with 'tafel doctor --restore settings.json', or "
        : "'tafel doctor' says why putting its previous version back is no fix; ") +
      'repair it by hand (deleting it forgets the presets). Until then a command given --lang and a sheet id runs ' +
      "without it, a backup too ('tafel export --all --format json --lang en --out backup.json').\n",
    nl: (restore: boolean) =>
      'Het bevat het actieve blad, de taal en de bewaarde tafels (presets): ' +
      (restore
        ? "zet de vorige versie terug met 'tafel doctor --restore settings.json', of "
        : "'tafel doctor' zegt waarom de vorige versie terugzetten geen oplossing is; ") +
      'herstel het met de hand (wie het verwijdert, verliest de bewaarde tafels). Tot dan werkt een opdracht met ' +
      "--lang nl en het id van een blad zonder het bestand, ook een back-up ('tafel export --all --format json " +
      "--lang nl --out backup.json').\n",
  };
  /** vrijdag saved, then zondag: the previous version holds vrijdag alone. */
  async function twoSaved(): Promise<{ h: string; file: string }> {
    const h = home();
    await tafelJson(h, ['preset', 'save', 'vrijdag', '--game', 'zwikken', ...FOUR, '--stake', '0.10'], at);
    await tafelJson(h, ['preset', 'save', 'zondag', '--game', 'belote', ...FOUR], at);
    return { h, file: path.join(h, 'settings.json') };
  }
  const edit = (file: string, from: string | RegExp, to: string) =>
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(from, to));

  test('a restore that would lose a preset saved since is not offered: doctor says why (en, nl)', async () => {
    const { h, file } = await twoSaved();
    edit(file, /^\{/, '{\n  "lang": "NL",');
    const before = snapshot(h);
    const said = `${file} has the language "NL", not one of en, nl; it was left untouched. `;
    expect(await tafel(h, ['sheet'], at)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${said}${way.en(false)}` });
    expect(await tafel(h, ['--lang', 'nl', 'sheet'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr: `tafel: ${file} heeft de taal "NL", niet een van en, nl; tafel liet het ongemoeid. ${way.nl(false)}`,
    });
    const json = JSON.parse((await tafel(h, ['--json', 'sheet'], at)).stderr).error;
    expect(json).toEqual({ code: 'corrupt', message: `${said}${way.en(false)}`.trimEnd() });
    expect(JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout).problems[0].restoreLoses).toBe(
      'preset zondag',
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('a previous version that is a FIFO is not offered, and the file cut short is said as such', async () => {
    const { h, file } = await twoSaved();
    fs.rmSync(`${file}.bak`);
    spawnSync('mkfifo', [`${file}.bak`]);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').slice(0, 30));
    const r = await tafel(h, ['sheet'], at);
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: `tafel: ${file} is not valid JSON; it was left untouched. ${way.en(false)}`,
    });
  });

  test('a previous version that reads whole and loses nothing is offered, and puts the file back', async () => {
    const { h, file } = await twoSaved();
    // The previous version holds both presets once zondag is saved again with another table.
    await tafelJson(h, ['preset', 'save', 'zondag', '--game', 'belote', '--players', 'Ann,Bert,Cis,Eva'], at);
    edit(file, '"Eva"', '"Eva",');
    const said = `${file} is not valid JSON; it was left untouched. `;
    expect(await tafel(h, ['sheet'], at)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${said}${way.en(true)}` });
    expect((await tafel(h, ['--lang', 'nl', 'sheet'], at)).stderr).toBe(
      `tafel: ${file} is geen geldige JSON; tafel liet het ongemoeid. ${way.nl(true)}`,
    );
    expect((await tafel(h, ['doctor', '--restore', 'settings.json'], at)).code).toBe(0);
    expect((await tafelJson(h, ['preset', 'show', 'zondag'], at)).players).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
  });

  test('a preset that does not read ("stake": -5) is named with its delete, which works (en, nl)', async () => {
    const { h, file } = await twoSaved();
    edit(file, '"stake": "0.10"', '"stake": -5');
    const before = snapshot(h);
    expect(await tafel(h, ['preset', 'list'], at)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: ${file} has presets that cannot be read (vrijdag: its stake is not an amount as tafel writes it, ` +
        `such as "0.10"); the file was left untouched: delete that preset with 'tafel preset delete vrijdag', or ` +
        'correct it in the file.\n',
    });
    expect((await tafel(h, ['--lang', 'nl', 'new', '--preset', 'zondag'], at)).stderr).toBe(
      `tafel: ${file} heeft bewaarde tafels die niet te lezen zijn (vrijdag: de inzet is geen bedrag zoals tafel ` +
        `het schrijft, bv. "0.10"); het bestand bleef onaangeroerd: verwijder die bewaarde tafel met 'tafel preset ` +
        "delete vrijdag', of verbeter ze in het bestand.\n",
    );
    const d = JSON.parse((await tafel(h, ['doctor', '--json'], at)).stdout).problems;
    expect(d.map((p: { fix: string }) => p.fix)).toEqual(['tafel preset delete vrijdag']);
    expect(snapshot(h)).toEqual(before);
    expect(await tafel(h, ['preset', 'delete', 'vrijdag'], at)).toEqual({
      code: 0,
      stdout: 'Preset vrijdag deleted.\n',
      stderr: '',
    });
    expect((await tafel(h, ['doctor'], at)).code).toBe(0);
    expect((await tafelJson(h, ['preset', 'list'], at)).presets.map((p: { name: string }) => p.name)).toEqual([
      'zondag',
    ]);
  });
});
