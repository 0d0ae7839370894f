import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/* Closing the evening (export, settle): what a review of it found. */

const home = tempHomes();

/** A data directory with one Toepen sheet of one round; its id. */
async function toepen(h: string, players = 'Ann,Bert'): Promise<string> {
  expect((await tafel(h, ['new', 'toepen', '--players', players])).code).toBe(0);
  expect((await tafel(h, ['record', '--winner', 'Bert'])).code).toBe(0);
  return fs.readdirSync(path.join(h, 'sheets'))[0].replace(/\.json$/, '');
}

/** A run refused as a usage error: exit 2, one line, nothing written in the data directory. */
async function misused(h: string, args: string[]): Promise<string> {
  const before = snapshot(h);
  const r = await tafel(h, args);
  expect([r.code, r.stdout]).toEqual([2, '']);
  expect(snapshot(h)).toEqual(before);
  return r.stderr;
}

describe('--out never names a file in the data directory', () => {
  const inData = (target: string, h: string) =>
    `tafel: ${target} is in tafel's data directory ${h}, where tafel keeps its own files (an export there is ` +
    'taken for one of them, or replaces one): give --out a name outside that folder.\n';

  test('an export into sheets/ is refused, with --force too, whatever the way the folder is named', async () => {
    const h = home();
    const id = await toepen(h);
    const backup = path.join(h, 'sheets', 'backup.json');
    expect(await misused(h, ['export', '--all', '--out', backup])).toBe(inData(backup, h));
    // Over the sheet itself (until 2026-12-06 it was replaced by the export, exit 0).
    const own = path.join(h, 'sheets', `${id}.json`);
    expect(await misused(h, ['export', id, '--format', 'json', '--out', own, '--force', '--lang', 'nl'])).toBe(
      `tafel: ${own} ligt in de gegevensmap van tafel ${h}, waar tafel zijn eigen bestanden bewaart (een export ` +
        'daar wordt voor een ervan gehouden, of vervangt er een): geef --out een naam buiten die map.\n',
    );
    // `..` and a link to a folder of it are resolved; a folder not made yet is in it all the same.
    const settings = path.join(h, 'sheets', '..', 'settings.json');
    expect(await misused(h, ['export', '--out', settings, '--force'])).toBe(inData(path.join(h, 'settings.json'), h));
    const elsewhere = home();
    fs.symlinkSync(path.join(h, 'sheets'), path.join(elsewhere, 'link'));
    const linked = path.join(elsewhere, 'link', 'avond.csv');
    expect(await misused(h, ['export', '--out', linked])).toBe(inData(linked, h));
    const later = path.join(h, 'exports', 'avond.md');
    expect(await misused(h, ['export', '--out', later])).toBe(inData(later, h));
    // Beside it, in a folder of its own, the export is written.
    const beside = path.join(elsewhere, 'avond.csv');
    expect((await tafel(h, ['export', '--out', beside])).code).toBe(0);
    expect(fs.existsSync(beside)).toBe(true);
  });

  test("the other files --out writes: an event's export and cards, a season's export", async () => {
    const h = home();
    for (const args of [
      ['season', 'new', 'vc', '--game', 'klaverjassen', '--nights', '3'],
      ['event', 'new', 'klaverjassen', '--id', 'kv', '--entrants', 'Ann,Bert,Cis,Dirk', '--seed', '1'],
      ['event', 'draw'],
    ])
      expect((await tafel(h, args)).code).toBe(0);
    const out = path.join(h, 'events', 'kv.html');
    expect(await misused(h, ['event', 'export', '--out', out])).toBe(inData(out, h));
    expect(await misused(h, ['season', 'export', 'vc', '--out', out])).toBe(inData(out, h));
    // Refused before the cards' address is remembered.
    const cards = ['event', 'cards', '--out', out, '--host', '192.168.1.9', '--port', '8080'];
    expect(await misused(h, cards)).toBe(inData(out, h));
  });
});

test('a file in sheets/ without a sheet id is said to be no sheet, not "sheet undefined"', async () => {
  const h = home();
  await toepen(h);
  const elsewhere = path.join(home(), 'backup.json');
  expect((await tafel(h, ['export', '--all', '--out', elsewhere])).code).toBe(0);
  const file = path.join(h, 'sheets', 'backup.json');
  fs.copyFileSync(elsewhere, file);
  const en = await tafel(h, ['stats']);
  expect([en.code, en.stderr]).toEqual([
    0,
    `tafel: warning: skipped sheet backup: ${file} holds no sheet id: it is no sheet, perhaps an export or another ` +
      'file saved there; it was left untouched. There is no previous version to put back: repair it by hand, or ' +
      "delete the sheet with 'tafel delete backup --force'.\n",
  ]);
  const nl = await tafel(h, ['stats', '--lang', 'nl']);
  expect([nl.code, nl.stderr]).toEqual([
    0,
    `tafel: waarschuwing: blad backup overgeslagen: ${file} heeft geen blad-id: het is geen blad, misschien een ` +
      'export of een ander bestand dat daar bewaard is; tafel liet het ongemoeid. Er is geen vorige versie om ' +
      "terug te zetten: herstel het met de hand, of verwijder het blad met 'tafel delete backup --force'.\n",
  ]);
});

test("--excel nl in English: the settlement's rate has the decimal comma of the amounts beside it", async () => {
  const h = home();
  const id = await toepen(h, 'Ann,Bert,Cis,Dirk');
  const r = await tafel(h, ['export', '--format', 'csv', '--excel', 'nl', '--rate', 'toepen=0.25']);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(`\r\nsheet;how it counts\r\n${id};0,25 per point\r\n\r\nplayer;balance\r\nAnn;-0,06\r\n`);
  // Without --excel the point, in both places.
  expect((await tafel(h, ['export', '--format', 'csv', '--rate', 'toepen=0.25'])).stdout).toContain(
    `\nsheet,how it counts\n${id},0.25 per point\n\nplayer,balance\nAnn,-0.06\n`,
  );
});

describe('a rate typed for a game not played is refused, by export and settle alike', () => {
  test("one sheet's export: the sheet's game named (until 2026-12-06 the rate was left unused, unsaid)", async () => {
    const h = home();
    const id = await toepen(h, 'Ann,Bert,Cis,Dirk');
    expect(await misused(h, ['export', '--format', 'md', '--rate', 'kleurenwiezen=0.05'])).toBe(
      `tafel: --rate kleurenwiezen=0.05: sheet ${id} is toepen, so a rate for kleurenwiezen settles nothing. Leave ` +
        'it out, or give the rate of toepen.\n',
    );
    // The flag echoed as typed (until 2026-12-07 as kleurenwiezen=0,05, a value in Dutch form nobody typed).
    expect(await misused(h, ['export', id, '--format', 'csv', '--rate', 'kleur=0,050', '--lang', 'nl'])).toBe(
      `tafel: --rate kleur=0,050: blad ${id} is toepen, dus een tarief voor kleurenwiezen verrekent niets. ` +
        'Laat het weg, of geef het tarief van toepen.\n',
    );
  });

  test("a money sheet's export offers only leaving the rate out (until 2026-12-07 also its own rate)", async () => {
    const h = home();
    expect((await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10'])).code).toBe(0);
    expect((await tafel(h, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann'])).code).toBe(0);
    const id = fs.readdirSync(path.join(h, 'sheets'))[0].replace(/\.json$/, '');
    const en =
      `tafel: --rate kleurenwiezen=0.05: sheet ${id} is zwikken, played for money, so a rate for kleurenwiezen ` +
      'settles nothing: leave it out.\n';
    expect(await misused(h, ['export', '--format', 'md', '--rate', 'kleurenwiezen=0.05'])).toBe(en);
    expect(await misused(h, ['export', id, '--format', 'csv', '--rate', 'kleurenwiezen=0.05'])).toBe(en);
    expect(await misused(h, ['export', '--format', 'md', '--rate', 'kleurenwiezen=0,05', '--lang', 'nl'])).toBe(
      `tafel: --rate kleurenwiezen=0,05: blad ${id} is zwikken, dat om geld gespeeld wordt, dus een tarief voor ` +
        'kleurenwiezen verrekent niets: laat het weg.\n',
    );
    // The rate it would have offered is refused in its turn.
    expect(await misused(h, ['export', '--format', 'md', '--rate', 'zwikken=0.05'])).toBe(
      'tafel: zwikken is played for money: it needs no --rate.\n',
    );
  });

  test("an evening's export and settle: the evening's games named", async () => {
    const h = home();
    const id = await toepen(h, 'Ann,Bert,Cis,Dirk');
    const day = id.slice(0, 10);
    // The listing's index made first: a cache any reading of the sheets keeps up to date, refused or not.
    expect((await tafel(h, ['settle'])).code).toBe(0);
    const en =
      `tafel: --rate belote=0.01: the evening of ${day} played no belote (only toepen), so the rate settles ` +
      'nothing. Leave it out, or give --evening <date> of the evening the belote was played.\n';
    expect(await misused(h, ['settle', '--rate', 'belote=0.01'])).toBe(en);
    expect(await misused(h, ['export', '--evening', 'today', '--rate', 'toepen=0.01', '--rate', 'belote=0.01'])).toBe(
      en,
    );
    expect(await misused(h, ['settle', '--rate', 'belote=0.01', '--lang', 'nl'])).toBe(
      `tafel: --rate belote=0.01: op de avond van ${day} werd geen belote gespeeld (alleen toepen), dus het tarief ` +
        'verrekent niets. Laat het weg, of geef met --evening <datum> de avond waarop belote gespeeld werd.\n',
    );
  });

  test('a sheet of the evening unreadable, its game unknown: it is left out, a rate for any game taken', async () => {
    const h = home();
    const id = await toepen(h, 'Ann,Bert,Cis,Dirk');
    const day = id.slice(0, 10);
    expect((await tafel(h, ['new', 'jokeren', '--players', 'Ann,Bert,Cis'])).code).toBe(0);
    expect((await tafel(h, ['record', '--out', 'Ann', '--points', 'Bert=5,Cis=2'])).code).toBe(0);
    const jokeren = `${day}-jokeren`;
    fs.writeFileSync(path.join(h, 'sheets', `${jokeren}.json`), '{"broken\n');
    const rates = ['--rate', 'toepen=0.10', '--rate', 'jokeren=0.05'];
    // Until 2026-12-07 refused: "the evening played no jokeren (only toepen)", the damaged file unsaid.
    const settle = await tafel(h, ['settle', ...rates]);
    expect(settle.code).toBe(0);
    expect(settle.stdout).toContain(`  ${id} (0.10 per point)\n  ${jokeren} (left out)\n`);
    expect(settle.stdout).toContain(`${jokeren} is left out: its file cannot be read`);
    const md = await tafel(h, ['export', '--evening', day, '--format', 'md', ...rates, '--lang', 'nl']);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain(`${jokeren} telt niet mee: het bestand is onleesbaar`);
  });

  test("a preset's rates for other games are no slip; --all spans evenings, not each playing each game", async () => {
    const h = home();
    await toepen(h, 'Ann,Bert,Cis,Dirk');
    const save = ['preset', 'save', 'zondag', '--game', 'belote', '--players', 'Ann,Bert,Cis,Dirk'];
    expect((await tafel(h, [...save, '--rate', 'belote=0.01'])).code).toBe(0);
    const uses = [['settle'], ['settle', '--preset', 'zondag'], ['export', '--format', 'md', '--preset', 'zondag']];
    for (const args of uses) expect([args, (await tafel(h, args)).code]).toEqual([args, 0]);
    const all = await tafel(h, ['export', '--all', '--format', 'md', '--rate', 'belote=0.01']);
    expect([all.code, all.stderr]).toEqual([0, '']);
  });
});

describe('a preset with no rate for the sheet exported: its settlement says why nothing is settled', () => {
  test("one sheet's CSV, Markdown and page end with settle's note (until 2026-12-07 with nothing)", async () => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    expect((await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'])).code).toBe(0);
    expect((await tafel(h, ['preset', 'save', 'zon', '--game', 'belote', '--rate', 'belote=0.02'])).code).toBe(0);
    const id = fs.readdirSync(path.join(h, 'sheets'))[0].replace(/\.json$/, '');
    const note =
      `${id} is shown but not settled: kleurenwiezen has no rate; give one, e.g. --rate kleurenwiezen=0.05 (money ` +
      'per point).';
    // The note's one home: settle's own.
    expect((await tafel(h, ['settle', '--preset', 'zon'])).stdout.endsWith(`\n\n${note}\n`)).toBe(true);
    const md = await tafel(h, ['export', '--format', 'md', '--preset', 'zon']);
    expect([md.code, md.stderr]).toEqual([0, '']);
    const [sheet, end] = md.stdout.split('### Settlement');
    expect(end).toBe(`\n\n- ${id} (shown but not settled)\n\nNothing settled: no sheet counts.\n\n${note}\n`);
    // Shaped as the same export with a rate (the evening's heading and totals), up to the settlement.
    const rated = await tafel(h, ['export', '--format', 'md', '--rate', 'kleurenwiezen=0.05']);
    expect(rated.stdout.split('### Settlement')[0]).toBe(sheet);
    const csv = await tafel(h, ['export', '--format', 'csv', '--preset', 'zon']);
    expect(
      csv.stdout.endsWith(
        `\nsettlement,${id.slice(0, 10)}\nsheet,how it counts\n${id},shown but not settled\n\n` +
          `nothing settled: no sheet counts\n"${note}"\n`,
      ),
    ).toBe(true);
    expect((await tafel(h, ['export', '--format', 'html', '--preset', 'zon'])).stdout).toContain(
      `<p class="note">${note}</p></section>`,
    );
    const nl = await tafel(h, ['export', '--format', 'md', '--preset', 'zon', '--lang', 'nl']);
    expect(nl.stdout.split('### Afrekening')[1]).toBe(
      `\n\n- ${id} (getoond maar niet afgerekend)\n\nNiets afgerekend: geen blad telt mee.\n\n${id} wordt getoond ` +
        'maar niet afgerekend: kleurenwiezen heeft geen tarief; geef er een, bv. --rate kleurenwiezen=0,05 (geld per ' +
        'punt).\n',
    );
    // Without --rate or --preset, points with no rate ask for no settlement, and get none.
    expect((await tafel(h, ['export', '--evening', 'today', '--format', 'md'])).stdout).not.toContain('Settlement');
  });
});

describe("a club night's table sheets are never settled: a rate for them is refused, settle says why", () => {
  const now = new Date(2026, 11, 6, 20, 0);
  const run = (h: string, args: string[]) => tafel(h, args, { now });
  /** Usage errors at the fixed clock: exit 2, one line, nothing written. */
  const refusedAt = async (h: string, args: string[]) => {
    const before = snapshot(h);
    const r = await run(h, args);
    expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
    return r.stderr;
  };
  const standings = "the event's standings rank them ('tafel event standings')";
  const stand = "de stand van het toernooi rangschikt ze ('tafel toernooi stand')";

  /** The README's club night, table 1 of round 1 (Bert + Eva against Cis + Gert) with one deal. */
  async function clubNight(h: string): Promise<void> {
    const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
    const event = ['event', 'new', 'klaverjassen', '--id', 'clubavond', '--entrants', entrants, '--rounds', '3'];
    for (const args of [
      [...event, '--seed', '7'],
      ['event', 'draw'],
      ['event', 'table', '1'],
    ]) {
      expect((await run(h, args)).code).toBe(0);
    }
    expect((await run(h, ['record', '--taker', 'Bert', '--points', '92'])).code).toBe(0);
    // The listing's index made first: a cache any reading of the sheets keeps up to date, refused or not.
    expect((await run(h, ['sheets'])).code).toBe(0);
  }

  test('an evening of tables alone: no rate counts, none is offered, settle says why nothing is settled', async () => {
    const h = home();
    await clubNight(h);
    // Until 2026-12-07 taken, exit 0, "Nothing settled: no sheet counts (see below)." and nothing below.
    expect(await refusedAt(h, ['settle', '--rate', 'klaverjassen=0.05'])).toBe(
      'tafel: --rate klaverjassen=0.05: the evening of 2026-12-06 played klaverjassen only at the tables of the ' +
        `event clubavond, which are not settled: ${standings}. So the rate settles nothing: leave it out.\n`,
    );
    expect(await refusedAt(h, ['export', '--evening', 'today', '--format', 'md', '--rate', 'klaverjassen=0.05'])).toBe(
      'tafel: --rate klaverjassen=0.05: the evening of 2026-12-06 played klaverjassen only at the tables of the ' +
        `event clubavond, which are not settled: ${standings}. So the rate settles nothing: leave it out.\n`,
    );
    expect(await refusedAt(h, ['settle', '--rate', 'klaverjassen=0.05', '--lang', 'nl'])).toBe(
      'tafel: --rate klaverjassen=0.05: op de avond van 2026-12-06 werd klaverjassen alleen gespeeld aan de tafels ' +
        `van het toernooi clubavond, en die worden niet afgerekend: ${stand}. Het tarief verrekent dus niets: laat ` +
        'het weg.\n',
    );
    // Until 2026-12-07 "(only klaverjassen)": a rate offered that cannot count.
    expect(await refusedAt(h, ['settle', '--rate', 'kleurenwiezen=0.05'])).toBe(
      'tafel: --rate kleurenwiezen=0.05: the evening of 2026-12-06 played no kleurenwiezen, and its only sheets are ' +
        `the tables of the event clubavond, which are not settled: ${standings}. So the rate settles nothing: leave ` +
        'it out, or give --evening <date> of the evening the kleurenwiezen was played.\n',
    );
    expect(await refusedAt(h, ['settle', '--rate', 'kleurenwiezen=0.05', '--lang', 'nl'])).toBe(
      'tafel: --rate kleurenwiezen=0.05: op de avond van 2026-12-06 werd geen kleurenwiezen gespeeld, en de enige ' +
        `bladen zijn de tafels van het toernooi clubavond, die niet afgerekend worden: ${stand}. Het tarief ` +
        'verrekent dus niets: laat het weg, of geef met --evening <datum> de avond waarop kleurenwiezen gespeeld ' +
        'werd.\n',
    );
    // A table sheet exported alone: whatever the game (until 2026-12-07 its own game's rate was taken, unused).
    for (const rate of ['klaverjassen=0.05', 'kleurenwiezen=0.05']) {
      expect(await refusedAt(h, ['export', 'clubavond-r1-t1', '--format', 'md', '--rate', rate])).toBe(
        `tafel: --rate ${rate}: sheet clubavond-r1-t1 is a table of the event clubavond, and table sheets are not ` +
          `settled: ${standings}. So a rate settles nothing: leave it out.\n`,
      );
    }
    expect(await refusedAt(h, ['export', 'clubavond-r1-t1', '--rate', 'klaverjassen=0,05', '--lang', 'nl'])).toBe(
      'tafel: --rate klaverjassen=0,05: blad clubavond-r1-t1 is een tafel van het toernooi clubavond, en tafelbladen ' +
        `worden niet afgerekend: ${stand}. Een tarief verrekent dus niets: laat het weg.\n`,
    );
    // Without a rate: nothing settled, and the line under it says why (until 2026-12-07 nothing was below).
    expect(await run(h, ['settle'])).toEqual({
      code: 0,
      stdout:
        'Settlement of the evening of 2026-12-06\n\nNothing settled: no sheet counts (see below).\n\n' +
        `The table sheets of the event clubavond are not settled: ${standings}.\n`,
      stderr: '',
    });
    expect((await run(h, ['settle', '--lang', 'nl'])).stdout).toBe(
      'Afrekening van de avond van 2026-12-06\n\nNiets afgerekend: geen enkel blad telt mee (zie hieronder).\n\n' +
        `De tafelbladen van het toernooi clubavond worden niet afgerekend: ${stand}.\n`,
    );
  });

  test("beside the evening's own sheets: their games are offered, the tables named under the settlement", async () => {
    const h = home();
    await clubNight(h);
    expect((await run(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    expect((await run(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'])).code).toBe(0);
    expect((await run(h, ['sheets'])).code).toBe(0);
    expect(await refusedAt(h, ['settle', '--rate', 'klaverjassen=0.05'])).toBe(
      'tafel: --rate klaverjassen=0.05: the evening of 2026-12-06 played klaverjassen only at the tables of the ' +
        `event clubavond, which are not settled: ${standings}. So the rate settles nothing: leave it out, or give ` +
        'the rate of kleurenwiezen.\n',
    );
    // Beside a money sheet, whose game takes no rate: it is not offered (until 2026-12-07 "give the rate of zwikken").
    const money = home();
    await clubNight(money);
    expect((await run(money, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10'])).code).toBe(0);
    expect((await run(money, ['sheets'])).code).toBe(0);
    for (const [lang, end] of [
      ['en', `${standings}. So the rate settles nothing: leave it out.\n`],
      ['nl', `${stand}. Het tarief verrekent dus niets: laat het weg.\n`],
    ]) {
      const said = await refusedAt(money, ['settle', '--rate', 'klaverjassen=0.05', '--lang', lang]);
      expect([said.startsWith('tafel: --rate klaverjassen=0.05: '), said.endsWith(end)]).toEqual([true, true]);
    }
    // A game not played at all: the evening's own games, not the tables' (until 2026-12-07 "only klaverjassen and
    // kleurenwiezen").
    expect(await refusedAt(h, ['settle', '--rate', 'belote=0.01'])).toBe(
      'tafel: --rate belote=0.01: the evening of 2026-12-06 played no belote (only kleurenwiezen), so the rate ' +
        'settles nothing. Leave it out, or give --evening <date> of the evening the belote was played.\n',
    );
    // lodige: Bert and Dirk +10, Ann and Cis 0; the average 5, so at 0.05 a point each is 0.25 from it.
    const settled = await run(h, ['settle', '--rate', 'kleurenwiezen=0.05']);
    expect(settled.code).toBe(0);
    expect(settled.stdout).toContain(
      '\nBalances:\n  Ann             -0.25\n  Bert            +0.25\n' +
        '  Cis             -0.25\n  Dirk            +0.25\n',
    );
    expect(
      settled.stdout.endsWith(`\n\nThe table sheets of the event clubavond are not settled: ${standings}.\n`),
    ).toBe(true);
    // With --json the events whose tables were left out are named too (until 2026-12-07 only the text said so).
    const json = JSON.parse((await run(h, ['settle', '--rate', 'kleurenwiezen=0.05', '--json'])).stdout);
    expect([json.sheets.map((x: { id: string }) => x.id), json.eventsLeftOut]).toEqual([
      ['2026-12-06-kleurenwiezen'],
      ['clubavond'],
    ]);
    expect(json.balances).toEqual({ Ann: -0.25, Bert: 0.25, Cis: -0.25, Dirk: 0.25 });
  });
});

test("an unknown game as a flag's value is a usage error (exit 2), as the other bad values of --rate are", async () => {
  const h = home();
  await toepen(h, 'Ann,Bert,Cis,Dirk');
  expect((await tafel(h, ['stats'])).code).toBe(0);
  const games =
    'kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, boerenbridge, rikken, jokeren, manillen, toepen';
  const en = `tafel: Unknown game "schaak". Games: ${games}.\n`;
  expect(await misused(h, ['settle', '--rate', 'schaak=0.05'])).toBe(en);
  expect(await misused(h, ['export', '--format', 'md', '--rate', 'schaak=0.05'])).toBe(en);
  expect(await misused(h, ['stats', '--game', 'schaak'])).toBe(en);
  expect(await misused(h, ['preset', 'save', 'x', '--game', 'schaak', '--players', 'Ann,Bert'])).toBe(en);
  expect(await misused(h, ['preset', 'save', 'x', '--game', 'toepen', '--rate', 'schaak=0.05', '--lang', 'nl'])).toBe(
    `tafel: Onbekend spel "schaak". Spellen: ${games}.\n`,
  );
});
