import { beforeAll, describe, expect, test } from '@jest/globals';
import { snapshot, spawnTafel, spawnTafelJson, tempHomes } from '../../helpers/cli.js';

// Runs the BUILT binary: `npm run build` first (`npm test` does).
const home = tempHomes();

const P = 'Ann,Bert,Cis,Dirk';

describe('tafel new zwikken: the stake', () => {
  test.each([
    [['--players', P], 2, /Zwikken is played for a stake: add --stake <amount>/],
    [['--players', P, '--stake', '0'], 1, /The stake must be more than 0/],
    [['--players', P, '--stake', '0.105'], 1, /at most two decimals/],
    [['--players', 'Ann', '--stake', '0.10'], 1, /zwikken needs 2 to 6 players/],
    [['--players', P, '--stake', '0.10', '--set', 'loser-pays=half'], 2, /loser-pays must be one of pot, stake/],
  ])('refused: %j', (extra, code, message) => {
    const h = home();
    const before = snapshot(h);
    const r = spawnTafel(h, ['new', 'zwikken', ...(extra as string[])]);
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expect(snapshot(h)).toEqual(before);
  });
});

describe('an evening of zwikken from the command line (spec worked example)', () => {
  let h: string;
  beforeAll(() => {
    h = home();
  });

  test('new with --stake prints the sheet with its stake and an empty pot', () => {
    const doc = spawnTafelJson(h, ['new', 'zwikken', '--players', P, '--stake', '0,10']);
    expect(doc).toMatchObject({
      game: 'zwikken',
      players: ['Ann', 'Bert', 'Cis', 'Dirk'],
      options: { 'loser-pays': 'pot' },
      stake: 0.1,
      pot: 0,
      deals: [],
      totals: { Ann: 0, Bert: 0, Cis: 0, Dirk: 0 },
      nextDealer: 'Ann',
      finished: false,
    });
  });

  test('record (human): the deal in words, balances and the pot', () => {
    const r = spawnTafel(h, ['record', '--askers', 'ann,bert', '--winner', 'an']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Deal 1: Ann, Bert asked; Ann won/);
    // Ann +0.30, Bert -0.50, Cis -0.10, Dirk -0.10; pot 0.40.
    expect(r.stdout).toMatch(/\+0\.30 .* -0\.50 .* -0\.10 .* -0\.10 .* 0\.40/);
  });

  test('record --json: amounts are numbers in stake units, exact to the cent', () => {
    const r = spawnTafelJson(h, ['record', '--askers', 'Cis', '--winner', 'Dirk']);
    expect(r).toEqual({
      number: 2,
      dealer: 'Bert',
      input: { contract: 'vragen', askers: ['Cis'], winner: 'Dirk' },
      text: 'Cis asked; Dirk won but had passed',
      scores: { Ann: 0, Bert: 0, Cis: -0.4, Dirk: 0 },
      pot: 0.8,
      totals: { Ann: 0.3, Bert: -0.5, Cis: -0.5, Dirk: -0.1 },
      finished: false,
    });
    const pas = spawnTafelJson(h, ['record', 'pas', '--searched', '1']);
    expect(pas).toMatchObject({ number: 3, scores: { Ann: -0.1, Bert: -0.1, Cis: -0.1, Dirk: -0.1 }, pot: 1.2 });
  });

  test('refused deals exit 1 or 2 and leave the sheet byte-for-byte unchanged', () => {
    const cases: [string[], number, RegExp][] = [
      [['--askers', 'Ann', '--points', 'Ann=37,Bert=0,Cis=0,Dirk=0'], 1, /--points for Ann 37 is impossible/],
      [['--askers', 'Ann', '--points', 'Ann=20,Bert=10,Cis=10,Dirk=0'], 1, /add up to 40/],
      [['--askers', 'Ann', '--winner', 'Ann', '--tie'], 2, /--winner and --tie cannot go together/],
      [['--askers', 'Ann', '--zwik', 'Bert'], 1, /Bert did not ask/],
      [['--askers', 'Ann,Eva', '--winner', 'Ann'], 1, /Unknown player "Eva"/],
      [['pas', '--winner', 'Ann'], 1, /Everybody passed, so nothing was played and nobody won/],
      [['--winner', 'Ann'], 2, /--askers is missing/],
      [['pas', '--searched', '3'], 1, /--searched 3 is impossible/],
    ];
    const before = snapshot(h);
    for (const [argv, code, message] of cases) {
      const r = spawnTafel(h, ['record', ...argv]);
      expect([argv, r.code]).toEqual([argv, code]);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
    const json = spawnTafel(h, ['record', '--askers', 'Ann', '--winner', 'Ann', '--tie', '--json']);
    expect(JSON.parse(json.stderr)).toEqual({
      error: { code: 'usage', message: expect.stringMatching(/cannot go together/) },
    });
    expect(snapshot(h)).toEqual(before);
  });

  test('sheet --json carries the pot of every deal and of the sheet', () => {
    const doc = spawnTafelJson(h, ['sheet']);
    expect(doc.deals.map((d: { pot: number }) => d.pot)).toEqual([0.4, 0.8, 1.2]);
    expect(doc.pot).toBe(1.2);
    // Spec: deal 3 costs everybody one more stake.
    expect(doc.totals).toEqual({ Ann: 0.2, Bert: -0.6, Cis: -0.6, Dirk: -0.2 });
    expect(doc.nextDealer).toBe('Dirk');
  });

  test('undo removes the last deal and gives back its money', () => {
    const r = spawnTafelJson(h, ['undo']);
    expect(r.removed).toMatchObject({ number: 3, text: 'all passed, searched once', pot: 1.2 });
    expect(r.totals).toEqual({ Ann: 0.3, Bert: -0.5, Cis: -0.5, Dirk: -0.1 });
    expect(spawnTafelJson(h, ['sheet']).pot).toBe(0.8);
  });

  test('finish --share-pot shares 0.80 out: 0.20 each; pot 0 and balances add up to 0', () => {
    const doc = spawnTafelJson(h, ['finish', '--share-pot']);
    expect(doc.settlement).toEqual({ text: 'pot shared', scores: { Ann: 0.2, Bert: 0.2, Cis: 0.2, Dirk: 0.2 } });
    // 0.30 + 0.20, -0.50 + 0.20, -0.50 + 0.20, -0.10 + 0.20
    expect(doc.totals).toEqual({ Ann: 0.5, Bert: -0.3, Cis: -0.3, Dirk: 0.1 });
    expect(doc.pot).toBe(0);
    expect(doc).toMatchObject({ finished: true, winner: 'Ann' });
  });
});

describe('finish without and with --share-pot', () => {
  test('3 players, pot 0.40: the leftover cent goes to the first seat (0.14, 0.13, 0.13)', () => {
    const h = home();
    spawnTafelJson(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10', '--set', 'loser-pays=stake']);
    // Ante 3 x 0.10 = 0.30; Ann asked and lost to Cis (who passed): Ann pays one stake -> pot 0.40.
    expect(spawnTafelJson(h, ['record', '--askers', 'Ann', '--winner', 'Cis']).pot).toBe(0.4);
    const doc = spawnTafelJson(h, ['finish', '--share-pot']);
    expect(doc.settlement.scores).toEqual({ Ann: 0.14, Bert: 0.13, Cis: 0.13 });
    // Ann -0.20 + 0.14 = -0.06; Bert and Cis -0.10 + 0.13 = +0.03.
    expect(doc.totals).toEqual({ Ann: -0.06, Bert: 0.03, Cis: 0.03 });
    expect(doc.pot).toBe(0);
    expect(doc.winner).toEqual(['Bert', 'Cis']);
  });

  test('plain finish leaves the pot on the sheet', () => {
    const h = home();
    spawnTafelJson(h, ['new', 'zwikken', '--players', 'Ann,Bert', '--stake', '1']);
    spawnTafelJson(h, ['record', 'pas']);
    const r = spawnTafel(h, ['finish']);
    expect(r.code).toBe(0);
    // Both antes are still in the pot: -1.00 each, pot 2.00.
    expect(r.stdout).toMatch(/total .* -1\.00 .* -1\.00 .* 2\.00/);
    const doc = spawnTafelJson(h, ['sheet']);
    expect(doc).toMatchObject({ pot: 2, totals: { Ann: -1, Bert: -1 }, finished: true });
    expect(doc.settlement).toBeUndefined();
  });
});
