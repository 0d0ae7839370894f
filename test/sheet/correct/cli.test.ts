import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, ROOT, snapshot, tabValues, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { textsOf } from '../../../src/i18n/index.js';

// Each new command once through the BUILT bundle, run in process as the binary runs it
// (test/helpers/cli.ts); the details are in commands.test.ts and rows.test.ts. FORCE_COLOR
// on a pipe is a process's.
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('correcting a sheet through the binary', () => {
  const title = 'kleurenwiezen: --dealer, --note, correct, partial edit, undo/redo, rename, set, dealer, finish/reopen';
  test(title, async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', ...FOUR])).id;
    // vragen with 8 tricks: v = 2; declarers +2 each, opponents -2 each. Cis dealt it.
    expect(
      await tafelJson(h, [
        'record',
        'vragen',
        '--by',
        'Ann,Bert',
        '--tricks',
        '8',
        '--dealer',
        'Cis',
        '--note',
        'verzaakt door Cis',
      ]),
    ).toMatchObject({ dealer: 'Cis', note: 'verzaakt door Cis', scores: { Ann: 2, Bert: 2, Cis: -2, Dirk: -2 } });
    const c = await tafel(h, ['correct', 'Cis=-6,Ann=2,Bert=2,Dirk=2', '--reason', 'verzaakt']);
    expect(c.stdout).toMatch(/c1 .*correction: verzaakt .*\+2 .*\+2 .*-6 .*\+2/);
    expect(c.stdout).toContain('(verzaakt door Cis)');
    // vragen with 7 tricks fails: declarers -2, opponents +2; plus the correction.
    expect((await tafelJson(h, ['edit', '1', '--tricks', '7'])).totals).toEqual({ Ann: 0, Bert: 0, Cis: -4, Dirk: 4 });
    expect((await tafelJson(h, ['undo'])).removed).toMatchObject({ correction: 1 });
    expect((await tafelJson(h, ['redo'])).restored).toMatchObject({ correction: 1, reason: 'verzaakt' });
    expect((await tafelJson(h, ['rename', 'Dirk', 'Dirkje'])).sheet.totals).toEqual({
      Ann: 0,
      Bert: 0,
      Cis: -4,
      Dirkje: 4,
    });
    const before = snapshot(h);
    const bad = await tafel(h, ['set', 'open-miseri=on']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/Did you mean 'open-miserie'/)]);
    expect(snapshot(h)).toEqual(before);
    // tafel set takes the pairs as words, new and judge take them after --set: the line names neither form.
    const noValue = await tafel(h, ['set', 'samen.8']);
    expect([noValue.code, noValue.stderr]).toEqual([
      2,
      'tafel: A house rule is given as key=value, not "samen.8" (e.g. deals=8).\n',
    ]);
    expect((await tafel(h, ['set', 'samen.8', '--lang', 'nl'])).stderr).toBe(
      'tafel: Een huisregel geef je als sleutel=waarde, niet "samen.8" (bv. deals=8).\n',
    );
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['set', 'deals=4'])).stdout).toMatch(/Changed deals off -> 4; totals unchanged/);
    expect((await tafelJson(h, ['dealer', 'Ann'])).nextDealer).toBe('Ann');
    await tafelJson(h, ['finish', '--sheet', id]);
    expect((await tafel(h, ['undo'])).stderr).toContain(`'tafel reopen ${id}' opens it again`);
    // Finished twice, or a deal on it: what to do next is said.
    const again = await tafel(h, ['finish']);
    expect([again.code, again.stderr]).toEqual([
      1,
      `tafel: Sheet ${id} is already finished: 'tafel sheet ${id}' shows it, 'tafel reopen ${id}' opens it again.\n`,
    ]);
    expect((await tafel(h, ['finish', '--lang', 'nl'])).stderr).toBe(
      `tafel: Blad ${id} is al afgesloten: 'tafel sheet ${id}' toont het, 'tafel reopen ${id}' opent het weer.\n`,
    );
    expect((await tafel(h, ['record', 'pas'])).stderr).toMatch(
      new RegExp(`, or open it again with 'tafel reopen ${id}'\\.\n$`),
    );
    expect((await tafelJson(h, ['reopen'])).sheet.finished).toBe(false);
  });

  test('dealer of the player who deals next anyway says so and writes nothing (.bak keeps its version)', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    await tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '7']);
    const before = snapshot(h);
    // Until 2026-12-06 the file gained "dealers": {"3": 2} and `.bak` was replaced by the version before it.
    const r = await tafel(h, ['dealer', 'Cis']);
    expect([r.code, r.stdout.split('\n')[0], r.stderr]).toEqual([0, 'Nothing changed: Cis already deals next.', '']);
    expect((await tafel(h, ['dealer', 'Cis', '--lang', 'nl'])).stdout.split('\n')[0]).toBe(
      'Niets veranderd: Cis geeft al als volgende.',
    );
    expect((await tafelJson(h, ['dealer', 'Cis'])).nextDealer).toBe('Cis');
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['dealer', 'Dirk'])).stdout.split('\n')[0]).toBe('Dirk deals next.');
    expect(snapshot(h)).not.toEqual(before);
  });

  // Until 2026-12-07 `tafel dealer Cis`, then `tafel dealer Bert`, Bert dealing deal 2 anyway, stored "dealers":
  // {"2": 1}, which kept Bert on deal 2 once deal 1 became a pass (redealt by the same dealer, Ann).
  test("dealer naming the rotation's dealer after another takes that one off and pins none (en, nl)", async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR])).id as string;
    const file = path.join(h, 'sheets', `${id}.json`);
    await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    for (const [lang, said] of [
      ['en', 'Bert deals next.'],
      ['nl', 'Bert geeft als volgende.'],
    ] as const) {
      await tafel(h, ['dealer', 'Cis']);
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).dealers).toEqual({ '2': 2 });
      const r = await tafel(h, ['--lang', lang, 'dealer', 'Bert']);
      expect([r.code, r.stdout.split('\n')[0], r.stderr]).toEqual([0, said, '']);
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).dealers).toBeUndefined();
    }
    await tafel(h, ['edit', '1', 'pas']);
    expect((await tafelJson(h, ['sheet'])).nextDealer).toBe('Ann');
  });

  test('seats after an undo: what was undone goes, said so; the sheet still reads (a Manillen team)', async () => {
    const h = home();
    await tafel(h, ['new', 'manillen', ...FOUR]);
    await tafel(h, ['record', '--trump', 'H', '--points', 'Bert=22']);
    await tafel(h, ['undo']);
    // Until 2026-12-06 the undone deal kept Bert + Dirk as a team, which the new seats no longer make: every command
    // then refused the file.
    expect(await tafel(h, ['seats', 'Ann', 'Bert'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(
        new RegExp(
          "^Seats: Bert, Ann, Cis, Dirk\\. What was undone was played at the old seats: 'tafel redo' no longer " +
            'puts it back\\.\n',
        ),
      ),
    });
    expect((await tafel(h, ['sheet'])).code).toBe(0);
    expect((await tafel(h, ['redo'])).stderr).toMatch(/^tafel: Nothing to redo/);
    // Nothing undone: the seats alone.
    expect((await tafel(h, ['seats', 'Ann', 'Bert', '--lang', 'nl'])).stdout.split('\n')[0]).toBe(
      'Plaatsen: Ann, Bert, Cis, Dirk.',
    );
  });

  test("dealer on a finished sheet: no next deal, in the game's own word (a Toepen round, een ronde)", async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis'])).id;
    expect((await tafel(h, ['finish'])).code).toBe(0);
    const before = snapshot(h);
    // Until 2026-12-06 "there is no next deal" / "er is geen volgende gift", where a Toepen sheet says round, ronde.
    expect(await tafel(h, ['dealer', 'Ann'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `tafel: Sheet ${id} is finished: there is no next round.\n`,
    });
    expect((await tafel(h, ['dealer', 'Ann', '--lang', 'nl'])).stderr).toBe(
      `tafel: Blad ${id} is afgelopen: er is geen volgende ronde.\n`,
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('dealer before the first deal, after undoing a deal 1 with --dealer: that player deals it', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '6', '--dealer', 'Cis']);
    await tafel(h, ['undo']);
    // Until 2026-12-06 it said "Dirk deals next." and Cis, kept for deal 1 by undo, still dealt it.
    const r = await tafel(h, ['dealer', 'Dirk']);
    expect([r.code, r.stdout.split('\n')[0], r.stdout.split('\n').at(-2)]).toEqual([
      0,
      'Dirk deals next.',
      'Next to deal: Dirk (*), Ann leads (>)',
    ]);
    expect((await tafelJson(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '6'])).dealer).toBe('Dirk');
  });

  test('redo puts a deal back with who dealt it, though tafel dealer named another since the undo', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '6']);
    await tafel(h, ['record', 'solo', '6', '--by', 'Bert', '--tricks', '6']);
    await tafel(h, ['undo']);
    expect((await tafel(h, ['dealer', 'Dirk'])).stdout.split('\n')[0]).toBe('Dirk deals next.');
    await tafel(h, ['dealer', 'Cis']);
    // Until 2026-12-06 deal 2 came back dealt by the player `tafel dealer` named last, Cis, and Dirk dealt next.
    const lines = (r: { stdout: string }) => r.stdout.split('\n');
    const en = lines(await tafel(h, ['redo']));
    expect([en[0], en[6], en.at(-2)]).toEqual([
      'Deal 2 back: Bert solo 6: 6 tricks',
      '│ 2 │ Bert   │ Bert solo 6: 6 tricks │   0 │  +12 │    0 │     0 │',
      'Next to deal: Cis (*), Dirk leads (>)',
    ]);
    // Deal 1 too, which the first dealer deals.
    await tafel(h, ['undo']);
    await tafel(h, ['undo']);
    expect((await tafel(h, ['dealer', 'Cis', '--lang', 'nl'])).stdout.split('\n')[0]).toBe('Cis geeft als volgende.');
    const nl = lines(await tafel(h, ['redo', '--lang', 'nl']));
    expect([nl[0], nl[5], nl.at(-2)]).toEqual([
      'Gift 1 terug: Ann solo 6: 6 slagen',
      '│ 1 │ Ann   │ Ann solo 6: 6 slagen │ +12 │     0 │    0 │    0 │',
      'Volgende gever: Bert (*), Cis komt uit (>)',
    ]);
    const v = await tafelJson(h, ['redo']);
    expect([v.restored.dealer, v.nextDealer]).toEqual(['Bert', 'Cis']);
  });

  test('redo after tafel dealer pins no dealer the rotation gives: edit 1 pas then redeals deal 2 by Ann', async () => {
    const h = home();
    const five = ['--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva'];
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', ...five])).id as string;
    await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Cis', '--tricks', '8']);
    await tafel(h, ['record', 'samen', '8', '--by', 'Cis,Dirk', '--tricks', '8']);
    await tafel(h, ['undo']);
    await tafel(h, ['dealer', 'Eva']);
    // Bert, whom the rotation gives deal 2, deals it as before, and no dealer is set by hand: until 2026-12-07 redo
    // left "dealers": {"2": 1}, which kept Bert on deal 2 once deal 1 became a pass.
    expect((await tafelJson(h, ['redo'])).restored.dealer).toBe('Bert');
    expect(JSON.parse(fs.readFileSync(path.join(h, 'sheets', `${id}.json`), 'utf8')).dealers).toBeUndefined();
    await tafel(h, ['edit', '1', 'pas']);
    // A pass is redealt by Ann, who sits out again; whisthub's rondje pas doubles deal 2: samen 8 made with 8 tricks
    // is 8 from each of the two opponents, x2 = 16. Cis and Dirk +16, Bert and Eva -16, Ann 0.
    const v = await tafelJson(h, ['sheet']);
    expect([v.deals.map((d: { dealer: string }) => d.dealer), v.totals]).toEqual([
      ['Ann', 'Ann'],
      { Ann: 0, Bert: -16, Cis: 16, Dirk: 16, Eva: -16 },
    ]);
    const nl = (await tafel(h, ['sheet', '--lang', 'nl'])).stdout.split('\n');
    expect([nl[5], nl.at(-2)]).toEqual([
      '│ 2 │ Ann   │ Cis + Dirk samen 8: 8 slagen ×2 │   - │   -16 │  +16 │  +16 │ -16 │',
      'Volgende gever: Bert (*, zit stil), Cis komt uit (>)',
    ]);
  });

  test('set of a rule that leaves out what a deal plays names the deal, not the way to start a sheet', async () => {
    const h = home();
    const cg = ['new', 'kleurenwiezen', '--rules', 'cardgames', ...FOUR, '--set', 'open-miserie=on'];
    expect((await tafel(h, cg)).code).toBe(0);
    expect((await tafel(h, ['record', 'open-miserie', '--by', 'Ann', '--tricks', '0'])).code).toBe(0);
    const before = snapshot(h);
    const refusal = async (argv: string[]) => {
      const r = await tafel(h, argv);
      expect([r.code, r.stdout]).toEqual([1, '']);
      return r.stderr;
    };
    expect(await refusal(['set', 'open-miserie=off'])).toBe(
      'tafel: open-miserie=off would make a stored deal impossible: deal 1 plays open-miserie. Nothing was changed.\n',
    );
    expect(await refusal(['set', 'open-miserie=off', '--lang', 'nl'])).toBe(
      'tafel: open-miserie=off zou een opgeslagen gift onmogelijk maken: in gift 1 werd open-miserie gespeeld. ' +
        'Er werd niets veranderd.\n',
    );
    expect(snapshot(h)).toEqual(before);
    // Undone, the deal no longer keeps the rule. It stays on the redo list (nothing the user can restore is dropped):
    // redo refuses it with record's reason while the rule is off, doctor finds no fault in the file, and the rule
    // set back on lets redo put it back.
    expect((await tafel(h, ['undo'])).code).toBe(0);
    const off = await tafel(h, ['set', 'open-miserie=off', '--lang', 'nl']);
    expect(off.stdout.split('\n')[0]).toBe('Gewijzigd: open-miserie on -> off; totalen onveranderd.');
    const redo = await tafel(h, ['redo']);
    expect([redo.code, redo.stderr]).toEqual([
      1,
      "tafel: Open miserie is not played on this sheet (option open-miserie=off): 'tafel set open-miserie=on' plays " +
        'it.\n',
    ]);
    expect((await tafel(h, ['doctor'])).code).toBe(0);
    expect((await tafel(h, ['set', 'open-miserie=on'])).code).toBe(0);
    expect((await tafel(h, ['redo'])).code).toBe(0);
    // Whisthub's alleen 5 under alleen-min=6 keeps the way on; Rikken's troela under troela=off.
    expect((await tafel(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', ...FOUR])).code).toBe(0);
    expect((await tafel(h, ['record', 'alleen', '5', '--by', 'Ann', '--tricks', '5'])).code).toBe(0);
    expect(await refusal(['set', 'alleen-min=6'])).toBe(
      'tafel: alleen-min=6 would make a stored deal impossible: deal 1 plays alleen 5. Nothing was changed. ' +
        'The sheet allows alleen-min=5.\n',
    );
    expect((await tafel(h, ['new', 'rikken', ...FOUR])).code).toBe(0);
    expect((await tafel(h, ['record', 'troela', '--by', 'Ann', '--mate', 'Bert', '--tricks', '8'])).code).toBe(0);
    expect(await refusal(['set', 'troela=off'])).toBe(
      'tafel: troela=off would make a stored deal impossible: deal 1 plays troela. Nothing was changed.\n',
    );
  });

  test('belote seats and team corrections; delete keeps the sheet and its .bak for 30 days', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'belote', ...FOUR])).id;
    expect((await tafelJson(h, ['seats', 'Bert', 'Cis'])).players).toEqual(['Ann', 'Cis', 'Bert', 'Dirk']);
    // Teams by seat: Ann + Bert, Cis + Dirk; naming Ann corrects her team.
    expect((await tafelJson(h, ['correct', 'Ann=-20,Cis=20', '--reason', 'straf'])).totals).toEqual({
      Ann: -20,
      Bert: -20,
      Cis: 20,
      Dirk: 20,
    });
    expect(await tafelJson(h, ['delete', id, '--force'])).toEqual({ deleted: id, keptDays: 30 });
    expect(fs.existsSync(path.join(h, 'deleted', id, `${id}.json.bak`))).toBe(true);
    expect((await tafelJson(h, ['sheets', '--deleted'])).map((d: { id: string }) => d.id)).toEqual([id]);
    expect(await tafelJson(h, ['undelete', id])).toEqual({ undeleted: id, active: true });
    expect(fs.existsSync(path.join(h, 'sheets', `${id}.json.bak`))).toBe(true);
    expect((await tafelJson(h, ['sheet', '--sheet', id])).totals).toEqual({ Ann: -20, Bert: -20, Cis: 20, Dirk: 20 });
  });

  test("edit c1 --reason alone keeps the stored scores: a team's, and a sum written with --force", async () => {
    const h = home();
    const file = (id: string) => JSON.parse(fs.readFileSync(path.join(h, 'sheets', `${id}.json`), 'utf8'));
    for (const game of ['belote', 'klaverjassen']) {
      const id = (await tafelJson(h, ['new', game, ...FOUR])).id;
      // Ann takes with 100 of 162, made: Ann + Cis 100, Bert + Dirk 62; then Ann + Cis -20.
      await tafel(h, ['record', '--taker', 'Ann', '--points', '100']);
      await tafel(h, ['correct', 'Ann=-20', '--reason', 'strafpunten']);
      const r = await tafelJson(h, ['edit', 'c1', '--reason', 'strafpunten (verzaakt)']);
      expect([r.reason, r.totals]).toEqual(['strafpunten (verzaakt)', { Ann: 80, Bert: 62, Cis: 80, Dirk: 62 }]);
      const nl = await tafel(h, ['edit', 'c1', '--reason', 'verzaakt (slag 7)', '--lang', 'nl']);
      expect([nl.code, nl.stderr, nl.stdout.split('\n')[0]]).toEqual([0, '', 'Correctie c1: verzaakt (slag 7)']);
      expect(file(id).corrections).toEqual([{ after: 1, scores: { Ann: -20, Cis: -20 }, reason: 'verzaakt (slag 7)' }]);
    }
    // cardgames is zero-sum: Ann=-3 went in with --force, and its reason is edited without it.
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', ...FOUR])).id;
    await tafel(h, ['correct', 'Ann=-3', '--reason', 'x', '--force']);
    expect((await tafelJson(h, ['edit', 'c1', '--reason', 'verzaakt'])).totals).toEqual({
      Ann: -3,
      Bert: 0,
      Cis: 0,
      Dirk: 0,
    });
    expect(file(id).corrections).toEqual([{ after: 0, scores: { Ann: -3 }, reason: 'verzaakt' }]);
  });

  test("edit naming nothing to change, or the other kind of row's flag: a usage error, nothing written", async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'pas']);
    await tafel(h, ['correct', 'Ann=-2,Bert=2', '--reason', 'x']);
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, ['edit', ...argv]);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    const nothing =
      "tafel: 'tafel edit c1' names nothing to change: give the new scores (player=points) or --reason.\n";
    expect(await said('c1')).toBe(nothing);
    expect(await said('c1', '--force')).toBe(nothing);
    expect(await said('c1', '--lang', 'nl')).toBe(
      "tafel: 'tafel edit c1' noemt niets om te veranderen: geef de nieuwe punten (speler=punten) of --reason.\n",
    );
    expect(await said('c1', '--note', 'y')).toBe('tafel: A correction takes player=points and --reason, not --note.\n');
    expect(await said('c1', '--reason', 'y', '--dealer', 'Bert', '--lang', 'nl')).toBe(
      'tafel: Een correctie neemt speler=punten en --reason, niet --dealer.\n',
    );
    const reason =
      "tafel: --reason is for a correction ('tafel edit c1 --reason ...'), not a deal: a deal takes --note.\n";
    expect(await said('1', '--reason', 'x')).toBe(reason);
    expect(await said('1', '--reason', 'x', '--note', 'y')).toBe(reason);
    expect(await said('1', '--reason', 'x', '--lang', 'nl')).toBe(
      "tafel: --reason hoort bij een correctie ('tafel edit c1 --reason ...'), niet bij een gift: bij een gift geef " +
        'je --note.\n',
    );
    expect(await said('1', 'pas', '--force')).toBe(
      "tafel: --force is for a correction ('tafel edit c1 ... --force'), not a deal.\n",
    );
    // The example is an edit of the correction, not a new one (until 2026-12-06 'tafel correct Ann=-15,Bert=15 ...').
    expect(await said('c1', '--reason', '')).toBe(
      'tafel: --reason is missing: say why, e.g. tafel edit c1 --reason "verzaakt".\n',
    );
    expect(await said('c1', '--reason', ' ', '--lang', 'nl')).toBe(
      'tafel: --reason ontbreekt: zeg waarom, bv. tafel edit c1 --reason "verzaakt".\n',
    );
    expect(await said('c1', 'Ann=x')).toBe(
      'tafel: "Ann=x" is not player=points: e.g. tafel edit c1 Ann=-15,Bert=15.\n',
    );
    // A money sheet's correction is player=amount (until 2026-12-06 these said player=points there too).
    await tafel(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    await tafel(h, ['correct', 'Ann=-0.50,Cis=0.50', '--reason', 'geleend']);
    const money = snapshot(h);
    const paid = async (...argv: string[]) => {
      const r = await tafel(h, ['edit', ...argv]);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', money]);
      return r.stderr;
    };
    expect(await paid('c1', '--note', 'hi')).toBe(
      'tafel: A correction takes player=amount and --reason, not --note.\n',
    );
    expect(await paid('c1', '--note', 'hi', '--lang', 'nl')).toBe(
      'tafel: Een correctie neemt speler=bedrag en --reason, niet --note.\n',
    );
    expect(await paid('c1')).toBe(
      "tafel: 'tafel edit c1' names nothing to change: give the new amounts (player=amount) or --reason.\n",
    );
    expect(await paid('c1', '--lang', 'nl')).toBe(
      "tafel: 'tafel edit c1' noemt niets om te veranderen: geef de nieuwe bedragen (speler=bedrag) of --reason.\n",
    );
    expect(await paid('c1', '--reason', '')).toBe(
      'tafel: --reason is missing: say why, e.g. tafel edit c1 --reason "geleend".\n',
    );
  });

  test('correct without --reason: a score that cannot be is said first, then the missing reason', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, ['correct', ...argv]);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    // Until 2026-12-06 the reason came first, and the 5.5 only once a reason was added.
    expect(await said('Ann=5.5')).toBe('tafel: Ann=5.5: points are whole numbers.\n');
    expect(await said('Ann=5.5', '--lang', 'nl')).toBe('tafel: Ann=5.5: punten zijn gehele getallen.\n');
    expect(await said('Ann=-15,Bert=15')).toBe(
      'tafel: --reason is missing: say why, e.g. tafel correct Ann=-15,Bert=15 --reason "verzaakt".\n',
    );
    expect(await said('Ann=-15,Bert=15', '--lang', 'nl')).toBe(
      'tafel: --reason ontbreekt: zeg waarom, bv. tafel correct Ann=-15,Bert=15 --reason "verzaakt".\n',
    );
  });

  test('zwikken: a correction is money between players, the pot untouched, exported as a row', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    expect(await tafelJson(h, ['correct', 'Ann=-0.50,Cis=0.50', '--reason', 'geleend'])).toMatchObject({
      totals: { Ann: -0.5, Bert: 0, Cis: 0.5, Dirk: 0 },
    });
    // -0.50 + 0.40 = -0.10: refused, in Dutch too.
    expect((await tafel(h, ['correct', 'Ann=-0.50,Cis=0.40', '--reason', 'x', '--lang', 'nl'])).stderr).toMatch(
      /telt op tot -0,10, niet 0/,
    );
    expect((await tafel(h, ['export', '--format', 'csv'])).stdout).toMatch(
      /^c1,,correction: geleend,-0\.50,0\.00,0\.50,0\.00,$/m,
    );
    // Typed as the Dutch sheet prints it: Ann -0.50 - 0.25 = -0.75, Cis 0.50 + 0.25 = 0.75.
    const nl = await tafel(h, ['correct', 'Ann=-0,25,Cis=0,25', '--reason', 'geleend', '--lang', 'nl']);
    expect([nl.code, nl.stdout.split('\n')[0]]).toEqual([0, 'Correctie c2: geleend']);
    expect(nl.stdout).toMatch(/│ c2 │ +│ correctie: geleend │ -0,25 │ +0,00 │ \+0,25 │ +0,00 │ +│$/m);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: -0.75, Bert: 0, Cis: 0.75, Dirk: 0 });
  });

  test('zwikken: an amount of more than two decimals is said to be no whole cents, exit 2, nothing done', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, ['correct', ...argv, '--reason', 'x']);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    // Until 2026-12-07 '"Ann=0.055" is not player=amount', which it is.
    expect(await said('Ann=0.055,Bert=-0.055')).toBe(
      'tafel: Ann=0.055: amounts are whole cents (at most two decimals).\n',
    );
    // With the decimal comma too (until 2026-12-07 '"055" is geen speler=bedrag').
    expect(await said('Ann=0,055,Bert=-0,055', '--lang', 'nl')).toBe(
      'tafel: Ann=0,055: bedragen zijn hele centen (hoogstens twee decimalen).\n',
    );
  });

  test('zwikken: zeros past the cents are whole cents; pairs may be separated by semicolons', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    const totals = async (...argv: string[]) => {
      const r = await tafel(h, ['correct', ...argv, '--reason', 'x', '--json']);
      expect([r.code, r.stderr]).toEqual([0, '']);
      return JSON.parse(r.stdout).totals;
    };
    // Until 2026-12-07 refused: "Ann=0.050: amounts are whole cents (at most two decimals)".
    expect(await totals('Ann=0.050,Bert=-0.050')).toEqual({ Ann: 0.05, Bert: -0.05, Cis: 0, Dirk: 0 });
    // Four digits are no thousands group (three after a whole part of 1 or more are: refused, the test below).
    expect(await totals('Ann=-1,5000,Bert=1,5000')).toEqual({ Ann: -1.45, Bert: 1.45, Cis: 0, Dirk: 0 });
    // As a Dutch spreadsheet writes a list of amounts with a decimal comma (until 2026-12-07 'Unknown player
    // "05;Bert"'); a semicolon is never a decimal sign.
    expect(await totals('Ann=0,05; Bert=-0,05', '--lang', 'nl')).toEqual({ Ann: -1.4, Bert: 1.4, Cis: 0, Dirk: 0 });
    expect(await totals('Cis=1;Dirk=-1,Ann=0,40;Bert=-0,40')).toEqual({ Ann: -1, Bert: 1, Cis: 1, Dirk: -1 });
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, ['correct', ...argv, '--reason', 'x']);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    // The pair as typed (until 2026-12-07 the fragment "055;Bert=-0,055").
    expect(await said('Ann=0,055;Bert=-0,055', '--lang', 'nl')).toBe(
      'tafel: Ann=0,055: bedragen zijn hele centen (hoogstens twee decimalen).\n',
    );
    expect(await said('Ann=0.0550;Bert=-0.0550')).toBe(
      'tafel: Ann=0.0550: amounts are whole cents (at most two decimals).\n',
    );
    expect(await said('Ann=0;05')).toBe(
      'tafel: "05" is not player=amount: e.g. tafel correct Ann=-0.50,Bert=0.50 --reason "geleend".\n',
    );
  });

  test('the pairs as words of their own, also with decimal commas; a name in two words is refused', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    const scores = async (...argv: string[]) => {
      const r = await tafel(h, [...argv, '--reason', 'x', '--json']);
      expect([r.code, r.stderr]).toEqual([0, '']);
      return JSON.parse(r.stdout).scores;
    };
    // Until 2026-12-07 "too many arguments for 'correct': expected 1, got 2".
    expect(await scores('correct', 'Ann=5', 'Bert=-5')).toEqual({ Ann: 5, Bert: -5, Cis: 0, Dirk: 0 });
    expect(await scores('correct', 'Ann=0,5', 'Bert=-0,5', '--lang', 'nl')).toEqual({
      Ann: 0.5,
      Bert: -0.5,
      Cis: 0,
      Dirk: 0,
    });
    // A word may hold pairs, as one argument does; one typed with spaces after its commas is read whole.
    expect(await scores('correct', 'Ann=1,50;Cis=1', 'Bert=-2,50')).toEqual({ Ann: 1.5, Bert: -2.5, Cis: 1, Dirk: 0 });
    expect(await scores('correct', 'Ann=5,', 'Bert=-5')).toEqual({ Ann: 5, Bert: -5, Cis: 0, Dirk: 0 });
    expect(await scores('edit', 'c4', 'Cis=0,25', 'Dirk=-0,25')).toEqual({ Ann: 0, Bert: 0, Cis: 0.25, Dirk: -0.25 });
    const before = snapshot(h);
    const said = async (code: number, ...argv: string[]) => {
      const r = await tafel(h, [...argv, '--reason', 'x']);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([code, '', before]);
      return r.stderr;
    };
    expect(await said(1, 'correct', 'Ann=5', 'Ann=-5')).toBe('tafel: Ann is named twice: name each player once.\n');
    expect(await said(1, 'correct', 'Ann=5', 'Bert=-5,Ann=0', '--lang', 'nl')).toBe(
      'tafel: Ann staat er twee keer: noem elke speler één keer.\n',
    );
    // The end of a word is never a decimal comma, in edit as in correct (until 2026-12-07 edit read Ann=1.50).
    expect(await said(2, 'edit', 'c1', 'Ann=1', '50')).toBe(
      'tafel: "50" is not player=amount: e.g. tafel edit c1 Ann=-0.50,Bert=0.50.\n',
    );
  });

  test('zwikken: an amount with a thousands separator is refused, naming the pair as typed (also edit)', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    await tafelJson(h, ['correct', 'Ann=-0.50,Bert=0.50', '--reason', 'geleend']);
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, [...argv, ...(argv[0] === 'correct' ? ['--reason', 'x'] : [])]);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    // What the amount is either way, and how to write the one meant (until 2026-12-07 "reads as a thousand: write a
    // thousand without a separator (1000), or cents with two decimals (1.00)" for every one, 12,500 too).
    const either = (pair: string, mark: string, a: string, b: string) =>
      `tafel: "${pair}" is ${a} with the ${mark} as a thousands separator, or ${b} with it as the decimal sign: ` +
      `write the one meant, ${a} or ${b}.\n`;
    const grouped = (pair: string, mark: string) =>
      `tafel: "${pair}" is 1000.50 with the ${mark} as a thousands separator: write 1000.50, without it.\n`;
    // Until 2026-12-07 (a day) saved as 1.00: to a Dutch user 1.000 is a thousand, to an English one 1,000.
    expect(await said('correct', 'Ann=-1.000;Bert=1.000')).toBe(either('Ann=-1.000', 'point', '-1000', '-1.00'));
    expect(await said('correct', 'Ann=1,000,Bert=-1,000')).toBe(either('Ann=1,000', 'comma', '1000', '1.00'));
    expect(await said('correct', 'Ann=12,500;Bert=-12,500')).toBe(either('Ann=12,500', 'comma', '12500', '12.50'));
    // With decimals too, the whole pair (until 2026-12-07 '"50" is not player=amount').
    expect(await said('correct', 'Ann=1.000,50;Bert=-1.000,50')).toBe(grouped('Ann=1.000,50', 'point'));
    expect(await said('correct', 'Ann=1.000,50,Bert=-1.000,50')).toBe(grouped('Ann=1.000,50', 'point'));
    expect(await said('correct', 'Ann=1,000.50,Bert=-1,000.50')).toBe(grouped('Ann=1,000.50', 'comma'));
    expect(await said('edit', 'c1', 'Ann=1.000,50;Bert=-1.000,50')).toBe(grouped('Ann=1.000,50', 'point'));
    expect(await said('correct', 'Ann=1.000,50;Bert=-1.000,50', '--lang', 'nl')).toBe(
      'tafel: "Ann=1.000,50" is 1000,50 met de punt als scheidingsteken voor duizendtallen: schrijf 1000,50, zonder ' +
        'scheidingsteken.\n',
    );
    // Only the reading that can be an amount is offered: 200000 is over what a correction gives.
    expect(await said('correct', 'Ann=200.000;Bert=-200.000')).toBe(
      'tafel: "Ann=200.000" is 200000 with the point as a thousands separator, or 200.00 with it as the decimal ' +
        'sign: an amount is at most 100000 either way, so write 200.00.\n',
    );
  });

  test('a points sheet: a score with a thousands separator said both ways, only a whole number offered', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, ['correct', ...argv, '--reason', 'x']);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    // Until 2026-12-07 "Ann=1.000: points are whole numbers", the thousand unsaid; then "reads as a thousand: points
    // are whole numbers, so write 1000 for a thousand", where 1.000 may be 1 too.
    expect(await said('Ann=1.000,Bert=-1.000')).toBe(
      'tafel: "Ann=1.000" is 1000 with the point as a thousands separator, or 1 with it as the decimal sign: write ' +
        'the one meant, 1000 or 1.\n',
    );
    expect(await said('Ann=1.500,Bert=-1.500')).toBe(
      'tafel: "Ann=1.500" is 1500 with the point as a thousands separator, or 1.5 with it as the decimal sign: ' +
        'points are whole numbers, so write 1500.\n',
    );
    expect(await said('Ann=1.000;Bert=-1.000', '--lang', 'nl')).toBe(
      'tafel: "Ann=1.000" is 1000 met de punt als scheidingsteken voor duizendtallen, of 1 met de punt als ' +
        'decimaalteken: schrijf wat bedoeld is, 1000 of 1.\n',
    );
    expect(await said('Ann=1.000,50;Bert=-1.000,50', '--lang', 'nl')).toBe(
      'tafel: "Ann=1.000,50" is 1000,50 met de punt als scheidingsteken voor duizendtallen: punten zijn gehele ' +
        'getallen; schrijf het bedoelde bedrag zonder scheidingsteken voor duizendtallen.\n',
    );
  });

  test('zwikken: --force does not let money appear (pot + balances stays 0, so settle can pay it out)', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    // Everyone antes 0.10; Ann asks and wins the 0.40 pot: Ann +0.30, the others -0.10 each, pot 0.
    await tafelJson(h, ['record', '--askers', 'Ann', '--winner', 'Ann']);
    const before = snapshot(h);
    const r = await tafel(h, ['correct', 'Ann=0.05', '--reason', 'x', '--force']);
    expect([r.code, r.stderr.trim()]).toEqual([
      1,
      'tafel: The correction sums to +0.05, not 0: money only changes hands between players. Make it sum to zero.',
    ]);
    const nl = await tafel(h, ['correct', 'Ann=0.05', '--reason', 'x', '--force', '--lang', 'nl']);
    expect(nl.stderr.trim()).toBe(
      'tafel: De correctie telt op tot +0,05, niet 0: geld gaat alleen van speler naar speler. ' +
        'Laat ze op nul uitkomen.',
    );
    expect(snapshot(h)).toEqual(before);
    expect((await tafelJson(h, ['settle'])).payments).toEqual([
      { from: 'Bert', to: 'Ann', amount: 0.1 },
      { from: 'Cis', to: 'Ann', amount: 0.1 },
      { from: 'Dirk', to: 'Ann', amount: 0.1 },
    ]);
  });
});

describe('the facts a game states, through the binary (issue 21)', () => {
  test("Klaverjassen corrections per team, whisthub zero-sum, and the taker's own takes in stats", async () => {
    const h = home();
    await tafelJson(h, ['new', 'klaverjassen', ...FOUR]);
    // 21.4: per team; one name stands for the team, so partners never split.
    expect((await tafelJson(h, ['correct', 'Ann+Cis=-20,Bert+Dirk=20', '--reason', 'verzaakt'])).totals).toEqual({
      Ann: -20,
      Bert: 20,
      Cis: -20,
      Dirk: 20,
    });
    expect((await tafelJson(h, ['correct', 'Ann=-20,Bert=20', '--reason', 'verzaakt'])).totals).toEqual({
      Ann: -40,
      Bert: 40,
      Cis: -40,
      Dirk: 40,
    });
    // 21.5: Bert takes with 100 against 62, made: Bert + Dirk 100, Ann + Cis 62. Only Bert declared.
    await tafelJson(h, ['record', '--taker', 'Bert', '--points', '100']);
    const st = (await tafelJson(h, ['stats', '--game', 'klaverjassen'])).players;
    expect([st.Ann.games.klaverjassen.points, st.Bert.games.klaverjassen.points]).toEqual([22, 140]);
    expect([st.Bert.games.klaverjassen.contracts, st.Dirk.games.klaverjassen.contracts]).toEqual([
      { take: { declared: 1, made: 1 } },
      {},
    ]);
    const wh = home();
    await tafelJson(wh, ['new', 'kleurenwiezen', '--rules', 'whisthub', ...FOUR]);
    const before = snapshot(wh);
    const r = await tafel(wh, ['correct', 'Ann=5', '--reason', 'x']);
    expect([r.code, r.stderr.trim()]).toEqual([
      1,
      'tafel: The correction sums to +5, not 0: Kleurenwiezen (whisthub) is zero-sum. Make it sum to zero, or add ' +
        '--force.',
    ]);
    expect(snapshot(wh)).toEqual(before);
  });

  test(
    'set refuses every house-rule value new --set refuses, with the same line and exit code, writing nothing ' +
      '(21.6)',
    async () => {
      const h = home();
      const five = ['--players', 'Ann,Bert,Cis,Dirk,Eva'];
      await tafelJson(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', ...five]);
      const before = snapshot(h);
      // cardgames deals: once, twice or three times round the table: 5, 10 or 15 with five players.
      for (const pair of ['deals=4', 'deals=abc', 'open-miserie=maybe']) {
        const n = await tafel(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', ...five, '--set', pair]);
        const s = await tafel(h, ['set', pair]);
        expect([s.code, s.stderr]).toEqual([n.code, n.stderr]);
        expect(n.code).toBe(2);
        expect(snapshot(h)).toEqual(before);
      }
      expect((await tafel(h, ['set', 'deals=4'])).stderr.trim()).toBe(
        'tafel: \'deals\' must be one of off, 5, 10, 15 with 5 players, not "4".',
      );
      expect((await tafel(h, ['set', 'deals=4', '--lang', 'nl'])).stderr.trim()).toBe(
        'tafel: \'deals\' moet off, 5, 10 of 15 zijn bij 5 spelers, niet "4".',
      );
      expect((await tafel(h, ['set', 'deals=10'])).code).toBe(0);
    },
  );
});

describe('Zwikken on the sheet (issue 21.12)', () => {
  const title = 'the stake in the header line and the JSON; finish names the money left in the pot and --share-pot';
  test(title, async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10'])).id;
    // spec/zwikken.md's example: pot 0.40, 0.80, then 1.20 after deal 3's search.
    for (const line of [
      ['--askers', 'Ann,Bert', '--winner', 'Ann'],
      ['--askers', 'Cis', '--winner', 'Dirk'],
      ['pas', '--searched', '1'],
    ])
      await tafelJson(h, ['record', ...line]);
    expect((await tafel(h, ['sheet'])).stdout.split('\n')[0]).toMatch(/zwikken \(standard, stake 0\.10\)/);
    expect(await tafelJson(h, ['sheet'])).toMatchObject({
      stake: 0.1,
      pot: 1.2,
      totals: { Ann: 0.2, Bert: -0.6, Cis: -0.6, Dirk: -0.2 },
    });
    const done = await tafel(h, ['finish']);
    expect(done.stdout.trim().split('\n').at(-1)).toBe(
      `1.20 is left in the pot, not shared out: share it with 'tafel reopen ${id}' and then 'tafel finish ${id} ` +
        `--share-pot'.`,
    );
    await tafelJson(h, ['reopen']);
    const nl = await tafel(h, ['finish', '--lang', 'nl']);
    // A Dutch screen writes money with a decimal comma (issue 24). The way on is said with a verb (until 2026-12-06
    // "om hem te verdelen, 'tafel reopen ...' en ...", a sentence without one).
    expect(nl.stdout).toMatch(/zwikken \(standard, inzet 0,10\)/);
    expect(nl.stdout.trim().split('\n').at(-1)).toBe(
      `Er blijft 1,20 in de pot, niet verdeeld: verdeel hem met 'tafel reopen ${id}' en dan 'tafel finish ${id} ` +
        `--share-pot'.`,
    );
    await tafelJson(h, ['reopen']);
    // Shared: 0.30 each, nothing left, nothing said.
    expect((await tafel(h, ['finish', '--share-pot'])).stdout).not.toMatch(/left in the pot/);
  });
});

describe('consistency', () => {
  test("bare tafel and tafel judge print their help (exit 0); the version is package.json's", async () => {
    const h = home();
    const bare = await tafel(h, []);
    expect([bare.code, bare.stdout]).toEqual([0, expect.stringMatching(/^Usage: tafel \[options\] \[command\]/)]);
    expect(bare.stdout).toMatch(/completion <shell>/);
    const judge = await tafel(h, ['judge']);
    expect([judge.code, judge.stdout]).toEqual([0, expect.stringMatching(/^Usage: tafel judge/)]);
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect((await tafel(h, ['--version'])).stdout.trim()).toBe(pkg.version);
  });

  test('did you mean, and judge trick --players by name', async () => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurewiezen', ...FOUR])).stderr).toMatch(/Did you mean 'kleurenwiezen'\?/);
    expect(
      (await tafel(h, ['judge', 'trick', 'zwikken', '--trump', 'S', 'AS', 'KS', 'QS', '--players', 'Ann,Bert'])).stderr,
    ).toMatch(/at most 2/);
    expect((await tafel(h, ['judge', 'trick', 'zwikken', '--trump', 'S', 'AS', '--players', '2'])).stderr).toMatch(
      /--player-count 2/,
    );
  });

  test('FORCE_COLOR=1 colours a pipe, FORCE_COLOR=0 does not', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    const run = (force: string) =>
      spawnSync(process.execPath, [BIN, 'sheet'], {
        env: { ...process.env, TAFEL_HOME: h, NO_COLOR: '', FORCE_COLOR: force },
        encoding: 'utf8',
      }).stdout;
    expect(run('1')).toContain('\u001b[');
    expect(run('0')).not.toContain('\u001b[');
  });

  test('shell completion: a script per shell, candidates from the data directory', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR]);
    for (const shell of ['bash', 'fish'])
      expect((await tafel(h, ['completion', shell])).stdout).toContain('tafel complete --');
    expect((await tafel(h, ['completion', 'tcsh'])).code).toBe(2);
    expect(await tabValues(h, 'record', '--by', 'Bert,')).toEqual(['Bert,Ann', 'Bert,Cis', 'Bert,Dirk']);
    expect(await tabValues(h, 'record', 'sa')).toEqual(['samen']);
    expect(await tabValues(h, 'set', 'samen.1')).toEqual(['samen.10=', 'samen.11=', 'samen.12=', 'samen.13=']);
    // Completing loads none of the commands, the store, the prompts, the tables or colour: the
    // chunks of dist/ it loads (bin/tafel.cjs lists them) hold none of their sources (dist/chunks.json).
    const trace = path.join(h, 'trace.txt');
    const r = await tafel(h, ['complete', '--', 'record', '--by', 'B'], { traceChunks: trace });
    expect(r.stdout).toMatch(/^Bert\t/);
    const sources = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist', 'chunks.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    const loaded = fs
      .readFileSync(trace, 'utf8')
      .trim()
      .split('\n')
      .flatMap((chunk) => sources[chunk]);
    expect(loaded).toContain('src/completion.ts');
    const heavies = [
      'src/commands/',
      'src/store/store.ts',
      'src/store/decode.ts',
      'src/store/files.ts',
      'src/ui/sheet-table.ts',
      'node_modules/chalk',
      'node_modules/cli-table3',
      'node_modules/@inquirer',
      'node_modules/csv-stringify',
    ];
    for (const heavy of heavies) expect(loaded.filter((f) => f.startsWith(heavy))).toEqual([]);
  });
});

describe('tafel edit takes a flag away (--no-<switch>, --<flag> ""), and a flag replaces its other forms', () => {
  test('Manillen mee, Toepen vuile was and toeps, Klaverjassen defender points, Jokeren hand', async () => {
    const h = home();
    const totals = async (args: string[]) => (await tafelJson<{ totals: object }>(h, ['edit', '1', ...args])).totals;
    // Manillen: 45 card points, 15 over 30; with mee x2 (spec manillen.md §4): 30 for the dealer's team.
    await tafel(h, ['new', 'manillen', ...FOUR]);
    await tafel(h, ['record', '--trump', 'S', '--points', '45', '--mee']);
    expect(await totals(['--no-mee'])).toEqual({ Ann: 15, Bert: 0, Cis: 15, Dirk: 0 });
    expect(await totals(['--klop'])).toEqual({ Ann: 30, Bert: 0, Cis: 30, Dirk: 0 });
    // --no-klop takes away the mee the deal stores, --klop being another name for it.
    expect(await totals(['--no-klop'])).toEqual({ Ann: 15, Bert: 0, Cis: 15, Dirk: 0 });
    // Toepen: two toeps, stake 3 for every loser; Cis pays the vuile-was penalty of 1 on top (toepen.md §4).
    await tafel(h, ['new', 'toepen', ...FOUR]);
    await tafel(h, ['record', '--toeps', 'Ann,Bert', '--winner', 'Ann', '--was-penalty', 'Cis']);
    expect(await totals(['--was-penalty', ''])).toEqual({ Ann: 0, Bert: 3, Cis: 3, Dirk: 3 });
    // --final-stake is the stake without the toepers: it replaces the deal's --toeps (stake 1, nobody toeped).
    expect(await totals(['--final-stake', '1'])).toEqual({ Ann: 0, Bert: 1, Cis: 1, Dirk: 1 });
    // Klaverjassen: 80 for the defenders leaves the takers 82, made: each team scores its own points.
    await tafel(h, ['new', 'klaverjassen', ...FOUR]);
    await tafel(h, ['record', '--taker', 'Ann', '--points', '92']);
    expect(await totals(['--defender-points', '80'])).toEqual({ Ann: 82, Bert: 80, Cis: 82, Dirk: 80 });
    // Jokeren: the refusal names the flags the deal kept (Dirk, given points, is the one out); nothing is written.
    await tafel(h, ['new', 'jokeren', ...FOUR]);
    await tafel(h, ['record', '--out', 'Dirk', '--hand', 'Ann=joker+2', '--points', 'Bert=11,Cis=4']);
    const before = snapshot(h);
    const out = ['edit', '1', '--points', 'Bert=11,Cis=4,Dirk=2'];
    const kept = await tafel(h, out);
    expect([kept.code, kept.stdout, kept.stderr]).toEqual([
      1,
      '',
      'tafel: Dirk went out and scores 0: give Dirk no points or cards (kept from deal 1: --out Dirk ' +
        '--hand Ann=joker+2)\n',
    ]);
    expect((await tafel(h, [...out, '--lang', 'nl'])).stderr).toBe(
      'tafel: Dirk ging uit en krijgt 0: geef Dirk geen punten of kaarten (overgenomen van spel 1: --out Dirk ' +
        '--hand Ann=joker+2)\n',
    );
    expect(snapshot(h)).toEqual(before);
    // Another player's entry kept in a flag given (Ann's hand, beside Bert's given): named, and given anew rather
    // than taken away, since no flag takes one entry away. The sheet plays 2 jokers (jokeren.md); Ann's 1 and Bert's 2.
    const jokers = await tafel(h, ['edit', '1', '--hand', 'Bert=joker+joker']);
    expect([jokers.code, jokers.stderr]).toEqual([
      1,
      "tafel: This sheet plays with 2 jokers; the hands hold 3: check the hands' cards (kept from deal 1: " +
        '--hand Ann=joker+2)\n',
    ]);
    expect(snapshot(h)).toEqual(before);
    // A refusal that taking kept flags away would not mend: they are named as what the deal was judged with, and no
    // taking away is offered.
    const alone = await tafel(h, ['edit', '1', '--points', 'Bert=11,Cis=4000']);
    expect([alone.code, alone.stderr]).toEqual([
      1,
      'tafel: kbn: a hand of at most 14 cards costs at most 22 points, Cis has 4000 (kept from deal 1: --out Dirk ' +
        '--hand Ann=joker+2)\n',
    ]);
    expect(snapshot(h)).toEqual(before);
    expect(await totals(['--out', 'Ann', '--points', 'Bert=11,Cis=4,Dirk=2', '--hand', ''])).toEqual({
      Ann: 0,
      Bert: 11,
      Cis: 4,
      Dirk: 2,
    });
    // A flag the game does not read is refused as record refuses it, taken away or not; nothing is written.
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'pas']);
    const kw = snapshot(h);
    for (const [flag, off] of [
      ['mee', ['--no-mee']],
      ['hand', ['--hand', '']],
    ] as const)
      expect(await tafel(h, ['edit', '1', ...off])).toMatchObject({
        code: 2,
        stderr: `tafel: --${flag} does not apply to pas (everybody passed).\n`,
      });
    expect(snapshot(h)).toEqual(kw);
  });
});

describe("tafel edit of one player's entry keeps the other players' entries (Jokeren, Boerenbridge, miseries)", () => {
  test('--points Ann=7 keeps Dirk=3; --hand Dirk: cards for points; --out clears the one out', async () => {
    const h = home();
    const totals = async (args: string[]) => (await tafelJson<{ totals: object }>(h, ['edit', '1', ...args])).totals;
    await tafel(h, ['new', 'jokeren', ...FOUR]);
    // kbn (jokeren.md): a 5, 9 or Q costs 1, a joker that could have been laid 5: Cis's hand 8.
    await tafel(h, ['record', '--out', 'Bert', '--points', 'Ann=6,Dirk=3', '--hand', 'Cis=5+9+Q+joker*']);
    expect(await totals(['--points', 'ann=7'])).toEqual({ Ann: 7, Bert: 0, Cis: 8, Dirk: 3 });
    // Dirk's cards (two fives, 1 each) take the place of his points; Ann's 7 stays.
    expect(await totals(['--hand', 'Dirk=5+5'])).toEqual({ Ann: 7, Bert: 0, Cis: 8, Dirk: 2 });
    // Ann now went out: her 7 goes, and Bert, out no more, is given his.
    expect(await totals(['--out', 'Ann', '--points', 'Bert=4'])).toEqual({ Ann: 0, Bert: 4, Cis: 8, Dirk: 2 });
    // A list that is not all entries is taken whole, and refused as record refuses it; nothing is written.
    const before = snapshot(h);
    const comma = await tafel(h, ['edit', '1', '--hand', 'Cis=AH,KH']);
    expect([comma.code, comma.stderr]).toMatchObject([2, expect.stringContaining('e.g. Cis=AH+KH')]);
    expect(snapshot(h)).toEqual(before);
    // Boerenbridge: the tricks of the players named change, the others' stay; numbers without names are the whole list.
    const input = async (args: string[]) =>
      (await tafelJson<{ input: { bids: object; tricks: object } }>(h, ['edit', '1', ...args])).input;
    await tafel(h, ['new', 'boerenbridge', '--players', 'Ann,Bert,Cis,Dirk,Eva']);
    await tafel(h, [
      'record',
      '--bids',
      'Ann=2,Bert=2,Cis=2,Dirk=2,Eva=1',
      '--tricks',
      'Ann=2,Bert=2,Cis=2,Dirk=2,Eva=2',
    ]);
    expect(await input(['--tricks', 'Eva=1,Cis=3'])).toMatchObject({
      bids: { Ann: 2, Bert: 2, Cis: 2, Dirk: 2, Eva: 1 },
      tricks: { Ann: 2, Bert: 2, Cis: 3, Dirk: 2, Eva: 1 },
    });
    expect(await input(['--bids', 'Ann=1'])).toMatchObject({ bids: { Ann: 1, Bert: 2, Cis: 2, Dirk: 2, Eva: 1 } });
    expect(await input(['--tricks', '1,2,3,2,2'])).toMatchObject({
      tricks: { Ann: 1, Bert: 2, Cis: 3, Dirk: 2, Eva: 2 },
    });
  });

  test("a miserie's --tricks Bert=0 keeps Ann's tricks (Kleurenwiezen, Rikken misère)", async () => {
    const h = home();
    const edit = async (args: string[]) => await tafelJson<{ input: object; text: string }>(h, ['edit', '1', ...args]);
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'grote-miserie', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1']);
    // Until 2026-12-07 Ann's 0 was dropped and the edit refused: "How many tricks did Ann take? ...".
    expect(await edit(['--tricks', 'Bert=0'])).toMatchObject({
      input: { contract: 'grote-miserie', by: ['Ann', 'Bert'], tricks: { Ann: 0, Bert: 0 } },
      text: 'Ann + Bert grote miserie: Ann 0, Bert 0',
    });
    const nl = await tafel(h, ['edit', '1', '--tricks', 'Ann=1', '--lang', 'nl']);
    expect([nl.code, nl.stdout.split('\n')[0]]).toEqual([0, 'Gift 1: Ann + Bert grote miserie: Ann 1, Bert 0']);
    await tafel(h, ['new', 'rikken', '--players', 'Anna,Bert,Cis,Dirk']);
    await tafel(h, ['record', 'misere', '--by', 'Anna,Bert', '--tricks', 'Anna=0,Bert=1']);
    expect((await edit(['--tricks', 'Anna=1'])).input).toEqual({
      contract: 'misere',
      by: ['Anna', 'Bert'],
      tricks: { Anna: 1, Bert: 1 },
    });
  });

  // Until 2026-12-07 the tricks of a player left out of --by were kept, and the refusal's advice was what the user had
  // typed: "Bert did not play this contract: give tricks only for Ann (kept from deal 1: --tricks Bert=1)".
  test("--by keeps only its players' tricks: a miserie of two made one player's (Kleurenwiezen, Rikken)", async () => {
    const h = home();
    type Edited = { input: object; totals: object };
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'grote-miserie', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1']);
    // lodige: grote miserie made is +36 for its player; lost, -36 and each opponent +24.
    expect(await tafelJson<Edited>(h, ['edit', '1', '--by', 'Ann', '--tricks', 'Ann=0'])).toMatchObject({
      input: { contract: 'grote-miserie', by: ['Ann'], tricks: { Ann: 0 } },
      totals: { Ann: 36, Bert: 0, Cis: 0, Dirk: 0 },
    });
    // Ann's 0 kept, Cis's 1 given: Ann made (+36), Cis lost (-36), Bert and Dirk +24 each.
    const nl = await tafel(h, ['edit', '1', '--by', 'Ann,Cis', '--tricks', 'Cis=1', '--lang', 'nl']);
    expect([nl.code, nl.stdout.split('\n')[0]]).toEqual([0, 'Gift 1: Ann + Cis grote miserie: Ann 0, Cis 1']);
    expect((await tafelJson<{ totals: object }>(h, ['sheet'])).totals).toEqual({
      Ann: 36,
      Bert: 24,
      Cis: -36,
      Dirk: 24,
    });
    // A player none of whose tricks are kept is asked for them, as record asks; nothing is written.
    const before = snapshot(h);
    expect(await tafel(h, ['edit', '1', '--by', 'Dirk'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'tafel: --tricks is missing: how many tricks did Dirk take? e.g. --tricks 0.\n',
    });
    expect((await tafel(h, ['edit', '1', '--by', 'Dirk', '--lang', 'nl'])).stderr).toBe(
      'tafel: --tricks ontbreekt: hoeveel slagen haalde Dirk? bv. --tricks 0.\n',
    );
    expect(snapshot(h)).toEqual(before);
    // Rikken standaard: misère is 25 from each opponent; Bert alone made it, +75, the three others -25 each.
    await tafel(h, ['new', 'rikken', ...FOUR]);
    await tafel(h, ['record', 'misere', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1']);
    expect(await tafelJson<Edited>(h, ['edit', '1', '--by', 'Bert', '--tricks', 'Bert=0'])).toMatchObject({
      input: { contract: 'misere', by: ['Bert'], tricks: { Bert: 0 } },
      totals: { Ann: -25, Bert: 75, Cis: -25, Dirk: -25 },
    });
  });
});

describe('tafel edit: a flag replaces those the rules say it takes the place of; a pas deal takes a played one', () => {
  test('verzaakt, pit, points; revoke, tricks; misdeal; tie, winner; four of a kind; pas to played', async () => {
    const h = home();
    const input = async (args: string[]) =>
      (await tafelJson<{ input: Record<string, unknown> }>(h, ['edit', '1', ...args])).input;
    // Klaverjassen (klaverjassen.md): a revoke is scored by the penalty alone, the other team 162 + 100.
    await tafel(h, ['new', 'klaverjassen', ...FOUR]);
    await tafel(h, ['record', '--taker', 'Ann', '--points', '92', '--roem', 'Ann=20']);
    const verzaakt = await tafelJson<{ input: object; totals: object }>(h, ['edit', '1', '--verzaakt', 'Bert']);
    expect(verzaakt.input).toEqual({ contract: 'take', taker: 'Ann', verzaakt: 'Bert' });
    expect(verzaakt.totals).toEqual({ Ann: 262, Bert: 0, Cis: 262, Dirk: 0 });
    // Card points say the deal was played after all: 100 against 62, made, each team its own.
    const played = await tafelJson<{ input: object; totals: object }>(h, ['edit', '1', '--points', '100']);
    expect(played.input).toEqual({ contract: 'take', taker: 'Ann', points: 100, pit: 'none' });
    expect(played.totals).toEqual({ Ann: 100, Bert: 62, Cis: 100, Dirk: 62 });
    expect(await input(['--pit', 'takers'])).toMatchObject({ taker: 'Ann', pit: 'takers' });
    // Rikken (rikken.md): a revoke decides the deal without tricks; tricks say it was played out.
    await tafel(h, ['new', 'rikken', ...FOUR]);
    await tafel(h, ['record', 'rik', '--by', 'Bert', '--mate', 'Dirk', '--tricks', '9']);
    expect(await input(['--revoke', 'Ann'])).toEqual({ contract: 'rik', by: ['Bert'], mate: 'Dirk', revoke: 'Ann' });
    expect(await input(['--tricks', '8'])).toEqual({ contract: 'rik', by: ['Bert'], mate: 'Dirk', tricks: 8 });
    // Kept flags not in the way are named as what the deal was judged with, after the refusal's own sentence.
    expect((await tafel(h, ['edit', '1', '--tricks', '14'])).stderr).toBe(
      'tafel: A deal has 13 tricks: give 0 to 13, not 14 (kept from deal 1: --by Bert --mate Dirk)\n',
    );
    // Boerenbridge (boerenbridge.md §7): --misdeal replaces --tricks.
    await tafel(h, ['new', 'boerenbridge', ...FOUR]);
    await tafel(h, ['record', '--bids', '3,3,3,3', '--tricks', '4,3,3,3']);
    expect(await input(['--misdeal', 'Cis'])).not.toHaveProperty('tricks');
    // Zwikken (zwikken.md): the outcome once, a tie instead of the winner.
    await tafel(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    await tafel(h, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann']);
    expect(await input(['--tie'])).not.toHaveProperty('winner');
    // Toepen (toepen.md): four of a kind ends the round, and nothing else is recorded.
    await tafel(h, ['new', 'toepen', ...FOUR]);
    await tafel(h, ['record', '--toeps', 'Ann', '--winner', 'Ann', '--passed', 'Bert=1']);
    expect(await input(['--four-of-a-kind', 'Dirk'])).toEqual({ contract: 'round', fourOfAKind: 'Dirk' });
    // A refused edit names only the kept flags in the way (Ann passed, so cannot win), not every kept one.
    await tafel(h, ['record', '--toeps', 'Bert', '--passed', 'Ann=1', '--winner', 'Bert', '--was-penalty', 'Cis']);
    expect((await tafel(h, ['edit', '2', '--winner', 'Ann'])).stderr).toBe(
      'tafel: Ann passed on toep 1 and cannot win the round: name another player as --winner, or leave Ann out of ' +
        '--passed (kept from round 2: --passed Ann=1; --passed "" takes it away)\n',
    );
    // Taking kept flags away would not mend it (Bert's pass on his own toep is the mistake): named, none offered.
    expect((await tafel(h, ['edit', '2', '--passed', 'Bert=1', '--lang', 'nl'])).stderr).toBe(
      'tafel: Bert paste op een eigen toep (toep 1): op een toep passen alleen de anderen; verbeter --toeps of ' +
        '--passed (overgenomen van ronde 2: --winner Bert --toeps Bert --was-penalty Cis)\n',
    );
    // More than one named: "halen ze weg", the Dutch verb with its plural subject.
    expect(
      textsOf('nl').commands.keptFlags('X', 2, '--winner Bert --toeps Bert', '--winner "" --toeps ""', 2, 'ronde'),
    ).toBe('X (overgenomen van ronde 2: --winner Bert --toeps Bert; --winner "" --toeps "" halen ze weg)');
    // Belote: a deal recorded as pas, given a played deal's flags, is played (its played form has no word).
    await tafel(h, ['new', 'belote', ...FOUR]);
    await tafel(h, ['record', 'pas']);
    expect(await input(['--taker', 'Ann', '--points', '92'])).toEqual({ contract: 'take', taker: 'Ann', points: 92 });
  });
});

describe('tafel edit: an example of a whole deal in a refusal is an edit of that deal, not a record', () => {
  test("kleurenwiezen, manillen, zwikken, solokaarten; English and Dutch; a file's fault keeps 'record'", async () => {
    const h = home();
    const said = async (...argv: string[]) => {
      const before = snapshot(h);
      const r = await tafel(h, ['edit', ...argv]);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([2, '', before]);
      return r.stderr;
    };
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    await tafel(h, ['record', 'pas']);
    expect(await said('2', '')).toBe('tafel: Which contract? e.g. "tafel edit 2 samen 8 --by Ann,Bert --tricks 9".\n');
    expect(await said('2', '', '--lang', 'nl')).toBe(
      'tafel: Welk contract? bv. "tafel edit 2 samen 8 --by Ann,Bert --tricks 9".\n',
    );
    await tafel(h, ['new', 'manillen', ...FOUR]);
    await tafel(h, ['record', '--trump', 'H', '--points', '40']);
    expect(await said('1', 'pas')).toBe(
      'tafel: Manillen records trump and card points with flags, not words: e.g. tafel edit 1 --trump H --points ' +
        'Bert=38.\n',
    );
    expect(await said('1', '--points', '')).toBe(
      'tafel: --points is missing: e.g. tafel edit 1 --trump H --points 38 (kept from deal 1: --trump H)\n',
    );
    expect(await said('1', '--points', '', '--lang', 'nl')).toBe(
      'tafel: --points ontbreekt: bv. tafel edit 1 --trump H --points 38 (overgenomen van gift 1: --trump H)\n',
    );
    await tafel(h, ['new', 'zwikken', ...FOUR, '--stake', '0.10']);
    await tafel(h, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann']);
    expect(await said('1', '--askers', '')).toBe(
      "tafel: --askers is missing: who asked (played)? e.g. --askers Ann,Bert. If everybody passed: 'tafel edit 1 " +
        "pas' (kept from deal 1: --winner Ann)\n",
    );
    await tafel(h, ['new', 'solokaarten', ...FOUR]);
    await tafel(h, ['record', 'slag', '--by', 'Ann', '--tricks', '5']);
    expect(await said('1', '--by', '')).toBe(
      'tafel: --by is missing: who held the pot? e.g. tafel edit 1 slag --by Ann --tricks 5 (kept from deal 1: ' +
        '--tricks 5)\n',
    );
    // A stored deal that record itself would refuse is the file's fault, and named so: "would not pass 'tafel record'".
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR])).id;
    await tafel(h, ['record', 'pas']);
    const file = path.join(h, 'sheets', `${id}.json`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"pas"', '"bridge"'));
    const r = await tafel(h, ['edit', '1', 'pas']);
    expect([r.code, r.stderr]).toEqual([1, expect.stringContaining("deal 1 would not pass 'tafel record': Unknown")]);
  });
});

// Until 2026-12-07 Belote's `Ann+Ann=5` was taken as Ann's team (Ann and Cis +5), and Kleurenwiezen's as Ann=5.
describe('a correction naming one player twice in a pair is refused', () => {
  test('Belote Ann+Ann, Ann+Cis+Ann; Kleurenwiezen Ann+ann; English and Dutch; nothing written', async () => {
    const h = home();
    await tafel(h, ['new', 'belote', ...FOUR]);
    const before = snapshot(h);
    const said = async (...argv: string[]) => {
      const r = await tafel(h, ['correct', ...argv, '--reason', 'x']);
      expect([r.code, r.stdout, snapshot(h)]).toEqual([1, '', before]);
      return r.stderr;
    };
    expect(await said('Ann+Ann=5')).toBe('tafel: Ann is named twice: name each player once.\n');
    expect(await said('Ann+Cis+Ann=5')).toBe('tafel: Ann is named twice: name each player once.\n');
    expect(await said('Ann+Ann=5', '--lang', 'nl')).toBe('tafel: Ann staat er twee keer: noem elke speler één keer.\n');
    await tafel(h, ['new', 'kleurenwiezen', ...FOUR]);
    const kw = snapshot(h);
    const r = await tafel(h, ['correct', 'Ann+ann=5', '--reason', 'x']);
    expect([r.code, r.stderr, snapshot(h)]).toEqual([1, 'tafel: Ann is named twice: name each player once.\n', kw]);
  });
});

// Until 2026-12-07 undo's help spoke of the last deal only and redo's of a new deal only.
describe("undo's and redo's texts name corrections, and all that ends redo", () => {
  test('help undo, help redo and the refusal of redo, English and Dutch', async () => {
    const h = home();
    const third = async (args: string[]) => (await tafel(h, args)).stdout.split('\n').slice(2).join(' ');
    expect(await third(['help', 'undo'])).toMatch(/^remove the last deal or correction {2}Options:/);
    expect(await third(['help', 'undo', '--lang', 'nl'])).toMatch(/^haal de laatste gift of correctie weg {2}Opties:/);
    expect(await third(['help', 'redo'])).toMatch(
      /^put back what 'tafel undo' removed \(until a new deal or correction is recorded, or seats are swapped\) {2}/,
    );
    expect(await third(['help', 'redo', '--lang', 'nl'])).toMatch(
      /^zet terug wat 'tafel undo' weghaalde \(tot je een nieuwe gift of correctie noteert of van plaats wisselt\) {2}/,
    );
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', ...FOUR])).id as string;
    await tafel(h, ['record', 'pas']);
    await tafel(h, ['undo']);
    await tafel(h, ['correct', 'Ann=5', '--reason', 'x']);
    expect((await tafel(h, ['redo'])).stderr).toBe(
      `tafel: Nothing to redo on sheet ${id}: redo puts back what 'tafel undo' removed, until a new deal or ` +
        'correction is recorded or seats are swapped.\n',
    );
    expect((await tafel(h, ['redo', '--lang', 'nl'])).stderr).toBe(
      `tafel: Niets om opnieuw te doen op blad ${id}: redo zet terug wat 'tafel undo' verwijderde, tot er een gift ` +
        'of correctie bij komt of er van plaats gewisseld wordt.\n',
    );
  });
});
