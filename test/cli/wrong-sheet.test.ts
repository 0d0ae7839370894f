import { beforeAll, describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

describe('a player of another sheet of the evening: record and edit name that sheet and how to write there', () => {
  let h: string;
  let one: string;
  let two: string;
  beforeAll(async () => {
    h = home();
    one = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', 'Tafel1'])).id;
    two = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Eva,Fien,Gert,Hilde', '--title', 'Tafel2'])).id;
    // A deal on each, for `tafel edit 1`.
    await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9', '--sheet', 'Tafel1']);
    await tafel(h, ['record', 'samen', '8', '--by', 'Eva,Fien', '--tricks', '9']);
    // A correction on each, for `tafel edit c1`.
    await tafel(h, ['correct', 'Ann=3,Bert=-3', '--reason', 'x', '--sheet', 'Tafel1']);
    await tafel(h, ['correct', 'Eva=3,Fien=-3', '--reason', 'x']);
  });

  test.each([
    [
      ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'],
      (a: string, b: string) =>
        `Bert plays on ${a} (Tafel1), not on the active sheet ${b} (Tafel2): add --sheet ${a}, or ` +
        `'tafel use ${a}' first.`,
    ],
    [
      ['--lang', 'nl', 'record', 'samen', '8', '--by', 'bert,Dirk', '--tricks', '9'],
      (a: string, b: string) =>
        `Bert speelt op ${a} (Tafel1), niet op het actieve blad ${b} (Tafel2): voeg --sheet ${a} toe, of eerst ` +
        `'tafel use ${a}'.`,
    ],
    [
      ['record', 'samen', '8', '--by', 'Eva,Fien', '--tricks', '9', '--sheet', 'Tafel1'],
      (a: string, b: string) => `Eva plays on ${b} (Tafel2), not on ${a} (Tafel1): record with --sheet ${b} instead.`,
    ],
    [
      ['--lang', 'nl', 'record', 'samen', '8', '--by', 'Eva,Fien', '--tricks', '9', '--sheet', 'Tafel1'],
      (a: string, b: string) =>
        `Eva speelt op ${b} (Tafel2), niet op ${a} (Tafel1): noteer met --sheet ${b} in de plaats.`,
    ],
    // Until 2026-12-07 `tafel edit` said "Unknown player" with the players of the wrong sheet.
    [
      ['edit', '1', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'],
      (a: string, b: string) =>
        `Bert plays on ${a} (Tafel1), not on the active sheet ${b} (Tafel2): add --sheet ${a}, or ` +
        `'tafel use ${a}' first.`,
    ],
    [
      ['edit', '1', '--by', 'Eva,Fien', '--sheet', 'Tafel1'],
      (a: string, b: string) => `Eva plays on ${b} (Tafel2), not on ${a} (Tafel1): edit with --sheet ${b} instead.`,
    ],
    [
      ['--lang', 'nl', 'edit', '1', '--by', 'Eva,Fien', '--sheet', 'Tafel1'],
      (a: string, b: string) =>
        `Eva speelt op ${b} (Tafel2), niet op ${a} (Tafel1): bewerk met --sheet ${b} in de plaats.`,
    ],
    // And `tafel correct` (until 2026-12-07 "Unknown player" with the wrong sheet's players too).
    [
      ['correct', 'Bert=5,Ann=-5', '--reason', 'x'],
      (a: string, b: string) =>
        `Bert plays on ${a} (Tafel1), not on the active sheet ${b} (Tafel2): add --sheet ${a}, or ` +
        `'tafel use ${a}' first.`,
    ],
    [
      ['--lang', 'nl', 'correct', 'Eva=5,Fien=-5', '--reason', 'x', '--sheet', 'Tafel1'],
      (a: string, b: string) =>
        `Eva speelt op ${b} (Tafel2), niet op ${a} (Tafel1): corrigeer met --sheet ${b} in de plaats.`,
    ],
    // And `tafel edit c1` (until 2026-12-07 "Unknown player" with the wrong sheet's players, where correct named it).
    [
      ['edit', 'c1', 'Ann=3,Bert=-3'],
      (a: string, b: string) =>
        `Ann plays on ${a} (Tafel1), not on the active sheet ${b} (Tafel2): add --sheet ${a}, or ` +
        `'tafel use ${a}' first.`,
    ],
    [
      ['--lang', 'nl', 'edit', 'c1', 'Eva=3,Fien=-3', '--sheet', 'Tafel1'],
      (a: string, b: string) =>
        `Eva speelt op ${b} (Tafel2), niet op ${a} (Tafel1): bewerk met --sheet ${b} in de plaats.`,
    ],
    // Nobody of the evening: the refusal as it was.
    [
      ['record', 'samen', '8', '--by', 'Eva,Xavier', '--tricks', '9'],
      () => 'Unknown player "Xavier". Players: Eva, Fien, Gert, Hilde.',
    ],
  ])('tafel %j', async (args, said) => {
    const before = snapshot(h);
    expect(await tafel(h, args)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${said(one, two)}\n` });
    expect(snapshot(h)).toEqual(before);
  });

  test("at a club evening, a player of another table: that table's sheet", async () => {
    const c = home();
    const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
    await tafel(c, ['event', 'new', 'kleurenwiezen', '--id', 'club', '--entrants', entrants, '--rounds', '2']);
    await tafel(c, ['event', 'draw', '--seed', '7']);
    await tafel(c, ['event', 'table', '1']);
    const { players, title } = await tafelJson(c, ['sheet']);
    const other = entrants.split(',').find((p) => !players.includes(p));
    const before = snapshot(c);
    expect(await tafel(c, ['record', 'samen', '8', '--by', `${players[0]},${other}`, '--tricks', '9'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `tafel: ${other} plays on club-r1-t2 (${title.replace(/t1$/, 't2')}), not on the active sheet club-r1-t1 ` +
        `(${title}): add --sheet club-r1-t2, or 'tafel use club-r1-t2' first.\n`,
    });
    expect(snapshot(c)).toEqual(before);
  });
});

describe("at a club evening, only this round's tables: who sits it out is told so, not sent to an old round", () => {
  type Seat = { name: string };
  type Drawn = { absent: Seat[]; byes: Seat[]; tables: { sheet: string; seats: Seat[] }[] };
  const names = (t: { seats: Seat[] }) => t.seats.map((s) => s.name);
  let h: string;
  let r1: Drawn;
  let r2: Drawn;
  let gone: string;
  let away: string;
  const solo = (who: string) => ['record', 'solo', '6', '--by', who, '--tricks', '6'];
  beforeAll(async () => {
    h = home();
    const entrants = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans,Ivo,Jan';
    await tafel(h, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', entrants, '--deals', '2']);
    r1 = await tafelJson(h, ['event', 'draw', '--seed', '4711']);
    // Round 1's tables stay open (a forced draw): until 2026-12-07 a deal of round 2 was sent to them.
    [gone, away] = [names(r1.tables[1])[0], names(r1.tables[0])[0]];
    for (const t of r1.tables) await tafel(h, [...solo(names(t)[0]), '--sheet', t.sheet]);
    await tafel(h, ['event', 'withdraw', gone]);
    r2 = await tafelJson(h, ['event', 'draw', '--force', '--absent', away]);
    await tafel(h, ['use', r2.tables[0].sheet]);
    await tafel(h, ['record', 'solo', '6', '--by', names(r2.tables[0])[0], '--tricks', '6']);
  });

  const check = async (args: string[], said: string) => {
    const before = snapshot(h);
    expect(await tafel(h, args)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${said}\n` });
    expect(snapshot(h)).toEqual(before);
  };
  const plan = (r: number) => `('tafel event plan --round ${r} --event kw' shows who sits where).`;
  const indeling = (r: number) => `('tafel toernooi indeling --round ${r} --event kw' toont wie waar zit).`;

  test('a bye, an absent and a withdrawn entrant, in English and Dutch, for record, edit and correct', async () => {
    const [t1, t2] = r2.tables.map((t) => t.sheet);
    expect(r2.absent.map((s) => s.name)).toEqual([away]);
    expect(r2.byes).toEqual([]);
    await check(
      solo(gone),
      `${gone} sits out round 2 of kw (withdrawn from round 2 on), so does not play on ${t1}: check the name ` +
        plan(2),
    );
    await check(
      solo(away),
      `${away} sits out round 2 of kw (absent), so does not play on ${t1}: check the name ${plan(2)}`,
    );
    await check(
      ['--lang', 'nl', ...solo(gone)],
      `${gone} heeft zich uit kw teruggetrokken (vanaf ronde 2), dus speelt niet op ${t1}: kijk de naam na ` +
        indeling(2),
    );
    await check(
      ['--lang', 'nl', ...solo(away.toLowerCase())],
      `${away} is afwezig in ronde 2 van kw, dus speelt niet op ${t1}: kijk de naam na ${indeling(2)}`,
    );
    await check(
      ['edit', '1', '--by', gone],
      `${gone} sits out round 2 of kw (withdrawn from round 2 on), so does not play on ${t1}: check the name ` +
        plan(2),
    );
    await check(
      ['correct', `${away}=5,${names(r2.tables[0])[0]}=-5`, '--reason', 'x'],
      `${away} sits out round 2 of kw (absent), so does not play on ${t1}: check the name ${plan(2)}`,
    );
    // A player of round 2's other table: that table, never a table of round 1 he played at.
    const other = names(r2.tables[1])[0];
    const title = (await tafelJson(h, ['sheet', '--sheet', t2])).title;
    expect(await tafel(h, solo(other))).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`on ${t2} (${title})`),
    });
    // Round 1's byes, on a table of round 1 (no --sheet: the hint of another sheet says record with --sheet).
    const [bye] = r1.byes.map((s) => s.name);
    const r1t1 = r1.tables[0].sheet;
    await check(
      [...solo(bye), '--sheet', r1t1],
      `${bye} sits out round 1 of kw (bye), so does not play on ${r1t1}: check the name ${plan(1)}`,
    );
    await check(
      ['--lang', 'nl', ...solo(bye), '--sheet', r1t1],
      `${bye} zit ronde 1 van kw stil, dus speelt niet op ${r1t1}: kijk de naam na ${indeling(1)}`,
    );
  });
});

describe("an unknown option of record suggests the sheet's game's flags, never another game's", () => {
  const kw = ['record', 'samen', '8', '--by', 'Ann,Bert'];
  const en = " ('tafel record --help' lists its options)";
  const nl = " ('tafel record --help' toont de opties)";
  test.each([
    // Until 2026-12-06 "did you mean '--tegen'?", a Manillen flag.
    [[...kw, '--slagen', '8'], `unknown option '--slagen'; did you mean '--tricks'?${en}`],
    [['--lang', 'nl', ...kw, '--slagen', '8'], `onbekende optie '--slagen'; bedoel je '--tricks'?${nl}`],
    [
      ['record', 'samen', '8', '--door', 'Ann,Bert', '--tricks', '8'],
      `unknown option '--door'; did you mean '--by'?${en}`,
    ],
    [[...kw, '--tegn', '8'], `unknown option '--tegn'; Kleurenwiezen's flags are --by --tricks --revoke${en}`],
    [
      ['--lang', 'nl', ...kw, '--tegn', '8'],
      `onbekende optie '--tegn'; de vlaggen van Kleurenwiezen zijn --by --tricks --revoke${nl}`,
    ],
    [
      ['edit', '1', '--slagen', '8'],
      "unknown option '--slagen'; did you mean '--tricks'? ('tafel edit --help' lists its options)",
    ],
  ])('tafel %j', async (args, said) => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const before = snapshot(h);
    expect(await tafel(h, args)).toEqual({ code: 2, stdout: '', stderr: `tafel: ${said}\n` });
    expect(snapshot(h)).toEqual(before);
  });
});

describe("an unknown option of judge score suggests the flags of the game it judges, never another game's", () => {
  const en = " ('tafel judge score --help' lists its options)";
  const nl = " ('tafel judge score --help' toont de opties)";
  const kw = ['judge', 'score', 'kleurenwiezen', 'samen', '8'];
  const now = new Date(2026, 11, 6, 20, 0);
  test.each([
    // Until 2026-12-07 "bedoel je '--stake' of '--tegen'?" (Zwikken's and Manillen's), and nothing for `--door`.
    [[...kw, '--slagen', '9', '--lang', 'nl'], `onbekende optie '--slagen'; bedoel je '--tricks'?${nl}`],
    [[...kw, '--slagen', '9'], `unknown option '--slagen'; did you mean '--tricks'?${en}`],
    [[...kw, '--door', '1,2', '--tricks', '9'], `unknown option '--door'; did you mean '--by'?${en}`],
    [['--lang', 'nl', ...kw, '--door', '1,2'], `onbekende optie '--door'; bedoel je '--by'?${nl}`],
    [[...kw, '--tegn', '8'], `unknown option '--tegn'; Kleurenwiezen's flags are --by --tricks --revoke${en}`],
    [
      ['--lang', 'nl', ...kw, '--tegn', '8'],
      `onbekende optie '--tegn'; de vlaggen van Kleurenwiezen zijn --by --tricks --revoke${nl}`,
    ],
    // No game on the line: the --sheet's.
    [
      ['judge', 'score', 'spel', 'samen', '8', '--sheet', 'Tafel1', '--slagen', '9'],
      `unknown option '--slagen'; did you mean '--tricks'?${en}`,
    ],
  ])('tafel %j', async (args, said) => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', 'Tafel1'], { now });
    const before = snapshot(h);
    expect(await tafel(h, args, { now })).toEqual({ code: 2, stdout: '', stderr: `tafel: ${said}\n` });
    expect(snapshot(h)).toEqual(before);
  });
});

// Until 2026-12-07 judge score offered --stake (a money game's) and --dealer to games that refuse them, and record and
// edit on a Toepen sheet offered --totals, which only judge score reads.
describe('no typo is answered with an option the game then refuses', () => {
  const toepen = '--winner --toeps --final-stake --passed --was-penalty --four-of-a-kind --vier --jack';
  const now = new Date(2026, 11, 6, 20, 0);
  test.each([
    [
      ['judge', 'score', 'toepen', '--slagen', '3', '--winner', '4'],
      `Toepen's flags are ${toepen} --totals`,
      'judge score',
    ],
    [
      ['judge', 'score', 'kleurenwiezen', 'samen', '8', '--dealr', '1'],
      "Kleurenwiezen's flags are --by --tricks --revoke",
      'judge score',
    ],
    [['judge', 'score', 'zwikken', '--askers', '1', '--stak', '0.20'], "did you mean '--stake'?", 'judge score'],
    [['judge', 'score', 'manillen', '--points', '40', '--dealr', '2'], "did you mean '--dealer'?", 'judge score'],
    [['judge', 'score', 'toepen', '--totls', '1=3'], "did you mean '--totals'?", 'judge score'],
    [['record', '--winner', 'Ann', '--total', 'Ann=3'], `Toepen's flags are ${toepen}`, 'record'],
    [['edit', '1', '--totalz', 'Ann=1'], `Toepen's flags are ${toepen}`, 'edit'],
  ])('tafel %j', async (args, said, command) => {
    const h = home();
    await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis'], { now });
    await tafel(h, ['record', '--winner', 'Ann'], { now });
    const before = snapshot(h);
    const [option] = args.filter((a) => /^--(slagen|dealr|stak|totls|total|totalz)$/.test(a));
    expect(await tafel(h, args, { now })).toEqual({
      code: 2,
      stdout: '',
      stderr: `tafel: unknown option '${option}'; ${said} ('tafel ${command} --help' lists its options)\n`,
    });
    expect(snapshot(h)).toEqual(before);
  });
});
