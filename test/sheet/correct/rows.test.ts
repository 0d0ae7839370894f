import { describe, expect, test, afterAll } from '@jest/globals';
import fc from 'fast-check';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { closest, distance } from '../../../src/core/suggest.js';
import { gameById } from '../../../src/games/index.js';
import { renamePlayer, setRules, swapSeats } from '../../../src/sheet/amend.js';
import { parseCorrection } from '../../../src/sheet/rows.js';
import { buildSheet } from '../../../src/sheet/build.js';
import { replay, rowsProblem, sheetRows, type SheetData } from '../../../src/sheet/sheet.js';
import { lodigeLine } from '../../helpers/deals.js';
import { args, makeSheet } from '../../helpers/sheet.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAmendTest } from './run.js';

const kw = gameById('kleurenwiezen');
const withDeals = (data: SheetData, ...lines: string[]): SheetData => ({
  ...data,
  deals: lines.map((l) =>
    gameById(data.game).parseDeal(args(l), {
      rules: data.rules,
      players: data.players,
      settings: Object.fromEntries(
        gameById(data.game)
          .settings(data.rules)
          .map((s) => [s.key, data.set[s.key] ?? s.default]),
      ),
    }),
  ),
});

describe('corrections in the replay', () => {
  test('a correction row counts in the totals, does not move the dealer, and sits after its deal', () => {
    // lodige samen 8, 9 tricks: Bert and Dirk 7 + 3 = +10 each (spec worked example).
    const data: SheetData = {
      ...withDeals(makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), 'samen 8 --by Bert,Dirk --tricks 9'),
      corrections: [{ after: 1, scores: { Ann: -15, Bert: 5, Cis: 5, Dirk: 5 }, reason: 'verzaakt' }],
    };
    const v = replay(kw, data);
    // Totals: Ann 0 - 15 = -15, Bert 10 + 5 = 15, Cis 0 + 5 = 5, Dirk 10 + 5 = 15.
    expect(v.totals).toEqual({ Ann: -15, Bert: 15, Cis: 5, Dirk: 15 });
    expect(sheetRows(v).map((d) => [d.number, d.correction, d.text])).toEqual([
      [1, undefined, 'Bert + Dirk samen 8: 9 tricks'],
      [1, 1, 'correction: verzaakt'],
    ]);
    // `deals` holds the deals only, so deals[n - 1] stays deal n.
    expect(v.deals.map((d) => d.number)).toEqual([1]);
    // Ann dealt deal 1; the correction does not pass the deal on: Bert deals next.
    expect(v.nextDealer).toBe('Bert');
    expect(replay(kw, data, 'nl').corrections[0].text).toBe('correctie: verzaakt');
  });

  test('a stored dealer moves the rotation from that deal on', () => {
    const data: SheetData = {
      ...withDeals(
        makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']),
        'pas',
        'samen 8 --by Bert,Dirk --tricks 9',
      ),
      dealers: { '2': 2 },
    };
    const v = replay(kw, data);
    // Deal 1: Ann deals; pas keeps the dealer, but deal 2 was dealt by Cis (seat 2): Dirk next.
    expect(v.deals.map((d) => d.dealer)).toEqual(['Ann', 'Cis']);
    expect(v.nextDealer).toBe('Dirk');
    expect(replay(kw, { ...data, dealers: { '2': 2, '3': 0 } }).nextDealer).toBe('Ann');
  });

  test('a note is shown after the contract and kept apart in the view', () => {
    const data: SheetData = {
      ...withDeals(makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), 'pas'),
      notes: { '1': 'Cis verzaakt' },
    };
    // Inside the deal's own brackets (until 2026-12-06 "pass (redeal) (Cis verzaakt)").
    expect(replay(kw, data).deals[0]).toMatchObject({ text: 'pass (redeal; Cis verzaakt)', note: 'Cis verzaakt' });
  });

  test('option values are numbers where they are numbers', () => {
    const v = replay(kw, makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], { set: { 'samen.8': '8' } }));
    expect(v.options['samen.8']).toBe(8);
    expect(v.options.deals).toBe('off');
  });

  test('rows tafel never writes are refused', () => {
    const data = makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    expect(rowsProblem({ ...data, notes: { '1': 'x' } })?.field).toBe('notes');
    expect(rowsProblem({ ...data, dealers: { '1': 4 } })?.field).toBe('dealers');
    expect(rowsProblem({ ...data, corrections: [{ after: 0, scores: { Eva: 1 }, reason: 'x' }] })?.field).toBe(
      'corrections',
    );
    expect(rowsProblem({ ...data, corrections: [{ after: 0, scores: { Ann: 1 }, reason: 'x' }] })).toBeUndefined();
    // An undone deal keeps the seat set to deal the deal after it: one of the four seats, 0 to 3.
    const pas = { contract: 'pas' };
    expect(rowsProblem({ ...data, undone: [{ deal: pas, nextDealer: 4 }] })?.field).toBe('undone');
    expect(rowsProblem({ ...data, undone: [{ deal: pas, nextDealer: 3 }] })).toBeUndefined();
    // And the seat that dealt it, kept when `tafel dealer` named another since the undo.
    expect(rowsProblem({ ...data, undone: [{ deal: pas, dealer: 4 }] })?.field).toBe('undone');
    expect(rowsProblem({ ...data, undone: [{ deal: pas, dealer: 3 }] })).toBeUndefined();
  });
});

describe('parseCorrection', () => {
  const four = ['Ann', 'Bert', 'Cis', 'Dirk'];
  test('zero-sum cardgames refuses a correction that does not sum to zero, saying by how much', () => {
    const data = makeSheet('kleurenwiezen', four, { rules: 'cardgames' });
    // -15 + 5 + 5 = -5.
    expect(() => parseCorrection(kw, data, 'Ann=-15,Bert=5,Cis=5', 'verzaakt', false)).toThrow(/sums to -5, not 0/);
    expect(parseCorrection(kw, data, 'Ann=-15,Bert=5,Cis=5', 'verzaakt', true).scores).toEqual({
      Ann: -15,
      Bert: 5,
      Cis: 5,
    });
    expect(parseCorrection(kw, data, 'Ann=-15,Bert=5,Cis=5,Dirk=5', 'verzaakt', false).scores).toEqual({
      Ann: -15,
      Bert: 5,
      Cis: 5,
      Dirk: 5,
    });
  });
  test('lodige is not zero-sum', () => {
    expect(parseCorrection(kw, makeSheet('kleurenwiezen', four), 'Ann=10', 'bonus', false).scores).toEqual({ Ann: 10 });
  });
  test('Belote corrections are per team: both players of the team get it', () => {
    const b = gameById('belote');
    const c = parseCorrection(b, makeSheet('belote', four), 'Ann=-20,Bert=20', 'straf', false);
    // Teams by seat: Ann + Cis, Bert + Dirk.
    expect(c.scores).toEqual({ Ann: -20, Bert: 20, Cis: -20, Dirk: 20 });
    expect(() => parseCorrection(b, makeSheet('belote', four), 'Ann+Bert=-20', 'straf', false)).toThrow(RuleViolation);
    expect(() => parseCorrection(b, makeSheet('belote', four), 'Ann=-20,Cis=5', 'straf', false)).toThrow(
      'Ann and Cis play in one team, which has one score: name it once, e.g. Ann+Cis=5 (or just Ann=5).',
    );
  });
  test('Zwikken corrections are money in cents between players and must sum to zero', () => {
    const z = gameById('zwikken');
    const data = makeSheet('zwikken', four, { stakeCents: 10 });
    expect(parseCorrection(z, data, 'Ann=-0.50,Cis=0.50', 'geleend', false).scores).toEqual({ Ann: -50, Cis: 50 });
    // -0.50 + 0.40 = -0.10.
    expect(() => parseCorrection(z, data, 'Ann=-0.50,Cis=0.40', 'geleend', false)).toThrow(/sums to -0\.10, not 0/);
    // The decimal comma, as the Dutch sheet prints money: the digits alone after an amount are its decimals.
    expect(parseCorrection(z, data, 'Ann=-0,50,Cis=0,50', 'geleend', false).scores).toEqual({ Ann: -50, Cis: 50 });
    expect(parseCorrection(z, data, 'Ann=-1,5, Bert=0.25,Cis=1,Dirk=0,25', 'x', false).scores).toEqual({
      Ann: -150,
      Bert: 25,
      Cis: 100,
      Dirk: 25,
    });
    // Three digits are no cents: said so, with a point or a comma (until 2026-12-07 '"505" is not player=amount').
    for (const typed of ['Ann=-0,505,Cis=0,505', 'Ann=-0.505,Cis=0.505']) {
      expect(() => parseCorrection(z, data, typed, 'x', false)).toThrow(UsageError);
      expect(() => parseCorrection(z, data, typed, 'x', false)).toThrow(
        `${typed.slice(0, 10)}: amounts are whole cents (at most two decimals).`,
      );
    }
    // --force lets a points sheet off zero-sum, but money cannot appear: pot + balances stays 0 (zwikken.md).
    expect(() => parseCorrection(z, data, 'Ann=0.05', 'x', true)).toThrow(
      'The correction sums to +0.05, not 0: money only changes hands between players. Make it sum to zero.',
    );
    // In Dutch with the decimal comma, as every amount of money tafel says in Dutch.
    const nl = (() => {
      try {
        parseCorrection(z, data, 'Ann=0.05', 'x', true);
      } catch (e) {
        return (e as RuleViolation).text.nl;
      }
    })();
    expect(nl).toBe(
      'De correctie telt op tot +0,05, niet 0: geld gaat alleen van speler naar speler. Laat ze op nul uitkomen.',
    );
  });
  test('a reason is needed, and points are whole numbers', () => {
    const data = makeSheet('kleurenwiezen', four);
    expect(() => parseCorrection(kw, data, 'Ann=5', undefined, false)).toThrow(UsageError);
    // A value not of the form asked is a usage error (exit 2), as "Ann=5.555" and "Ann=x" are.
    expect(() => parseCorrection(kw, data, 'Ann=5.5', 'x', false)).toThrow(UsageError);
    expect(() => parseCorrection(kw, data, 'Ann=5.5', 'x', false)).toThrow(/^Ann=5\.5: points are whole numbers\.$/);
    expect(() => parseCorrection(kw, data, 'Ann=5,5', 'x', false)).toThrow(/^Ann=5,5: points are whole numbers\.$/);
    // Said before a missing reason, so that the reason is not added first only to learn the score is wrong.
    expect(() => parseCorrection(kw, data, 'Ann=5.5', undefined, false)).toThrow(/^Ann=5\.5: points are whole/);
    // A name with a space is shown quoted in the example, as a shell needs it.
    const spaced = makeSheet('kleurenwiezen', ['Ann Marie', 'Bert', 'Cis', 'Dirk']);
    expect(() => parseCorrection(kw, spaced, 'Ann=5', undefined, false)).toThrow(
      'e.g. tafel correct "Ann Marie=-15,Bert=15" --reason "verzaakt".',
    );
    expect(() => parseCorrection(kw, data, 'Eva=5', 'x', false)).toThrow(/Unknown player "Eva"/);
    // An empty pair between semicolons is passed over as one between commas is: the semicolon follows the comma.
    const taken = parseCorrection(kw, data, 'Ann=5,,Bert=-5', 'x', false);
    for (const text of ['Ann=5;;Bert=-5', ';Ann=5;Bert=-5;'])
      expect(parseCorrection(kw, data, text, 'x', false)).toEqual(taken);
  });
});

describe('amending a sheet', () => {
  const four = ['Ann', 'Bert', 'Cis', 'Dirk'];
  test('rename follows every deal and correction, and renaming back gives the same sheet', () => {
    const data: SheetData = {
      ...withDeals(makeSheet('kleurenwiezen', four), 'grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1'),
      corrections: [{ after: 1, scores: { Ann: -3, Bert: 3 }, reason: 'x' }],
    };
    const renamed = renamePlayer(kw, data, 'ann', 'Anna');
    expect(renamed.players).toEqual(['Anna', 'Bert', 'Cis', 'Dirk']);
    // Grote miserie: Ann succeeds +36, Bert fails -36, Cis and Dirk +24 each (spec example); then -3/+3.
    expect(replay(kw, renamed).totals).toEqual({ Anna: 33, Bert: -33, Cis: 24, Dirk: 24 });
    expect(renamePlayer(kw, renamed, 'Anna', 'Ann')).toEqual(data);
    expect(() => renamePlayer(kw, data, 'Ann', 'bert')).toThrow('Bert already plays on this sheet');
  });

  test('a name typed decomposed (e + combining accent, as a Mac pastes it) is taken, and kept composed', () => {
    const jose = 'Jose\u0301';
    const data = buildSheet('kleurenwiezen', { players: `${jose},Bert,Cis,Dirk` }, new Date(), () => false);
    expect(data.players[0]).toBe('Jos\u00e9');
    expect(renamePlayer(kw, data, 'Bert', 'Rene\u0301').players[1]).toBe('Ren\u00e9');
  });

  test('rename there and back is the identity (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...four), fc.stringMatching(/^[A-Z][a-z]{2,8}$/), (who, name) => {
        fc.pre(!four.some((p) => p.toLowerCase() === name.toLowerCase()));
        const data = withDeals(
          makeSheet('kleurenwiezen', four),
          'samen 8 --by Bert,Dirk --tricks 9',
          'solo 6 --by Ann --tricks 5',
        );
        expect(renamePlayer(kw, renamePlayer(kw, data, who, name), name, who)).toEqual(data);
      }),
      { numRuns: 30 },
    );
  });

  // A deal of every game with every field that names players (cli.md: rename corrects the sheet, all as stored).
  const EVERY_GAME: [string, string[], ...string[]][] = [
    ['kleurenwiezen', four, 'grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1', 'samen 8 --by Cis,Dirk --tricks 9'],
    ['solokaarten', four, 'solo --by Bert --tricks 3'],
    ['belote', four, '--taker Ann --points 92 --belote Cis'],
    ['zwikken', four, '--askers Ann,Bert --points Ann=9,Bert=4,Cis=2,Dirk=0', '--askers Bert,Dirk --zwik Dirk'],
    ['klaverjassen', four, '--taker Cis --points 72 --roem Ann=20,Bert=50'],
    ['boerenbridge', four, '--bids 3,2,4,3 --tricks 3,3,4,3'],
    ['rikken', four, 'rik --by Bert --mate Dirk --tricks 9'],
    ['jokeren', four, '--out Dirk --hand Ann=joker+2 --points Bert=11,Cis=4'],
    ['manillen', four, '--trump H --points 41 --mee --tegen'],
    ['toepen', four, '--toeps Cis,Ann --passed Dirk=1,Bert=2 --winner Cis --was-penalty Bert'],
    // A name spelt like a card or a suit stays a card or a suit: Ann's king is no K, the trump S no player.
    ['jokeren', ['Ann', 'K', 'S', 'Dirk'], '--out Dirk --hand Ann=K+K+2,S=joker --points K=4'],
    ['manillen', ['Ann', 'S', 'Cis', 'H'], '--trump H --points 41 --mee'],
  ];

  test.each(EVERY_GAME)('%s: every player renamed, every deal follows, the totals are his', (id, players, ...lines) => {
    const game = gameById(id);
    const sheet = withDeals(makeSheet(id, players, id === 'zwikken' ? { stakeCents: 10 } : {}), ...lines);
    // An undone deal (redo's) follows too.
    const data: SheetData = { ...sheet, undone: [{ deal: sheet.deals[0] }] };
    const before = replay(game, data).totals;
    for (const who of players) {
      const renamed = renamePlayer(game, data, who, 'Zed');
      // The rule: the same numbers, his under the new name (a deal whose names did not follow is refused).
      expect(replay(game, renamed).totals).toEqual(
        Object.fromEntries(Object.entries(before).map(([p, v]) => [p === who ? 'Zed' : p, v])),
      );
      expect(renamed.undone).toEqual([{ deal: renamed.deals[0] }]);
      expect(renamePlayer(game, renamed, 'Zed', who)).toEqual(data);
    }
  });

  test('seats swap only before the first deal', () => {
    const data = makeSheet('belote', four);
    expect(swapSeats(data, 'Bert', 'Cis').players).toEqual(['Ann', 'Cis', 'Bert', 'Dirk']);
    expect(() => swapSeats(withDeals(makeSheet('kleurenwiezen', four), 'pas'), 'Bert', 'Cis')).toThrow(
      /before the first deal/,
    );
    // A correction is a row too: the refusal counts it, not "0 deal(s)".
    const corrected: SheetData = { ...data, corrections: [{ after: 0, scores: { Ann: 10, Cis: 10 }, reason: 'x' }] };
    expect(() => swapSeats(corrected, 'Bert', 'Cis')).toThrow(
      /before the first deal or correction; sheet \S+ has 1 row\. /,
    );
  });

  test('set recomputes, and refuses a change that makes a stored deal impossible or ends the game too early', () => {
    const data = withDeals(makeSheet('kleurenwiezen', four), 'samen 8 --by Bert,Dirk --tricks 9', 'pas');
    const { data: next, changed } = setRules(kw, data, ['samen.8=8']);
    expect(changed).toEqual([{ key: 'samen.8', from: '7', to: '8' }]);
    // samen 8 with 9 tricks: 8 + 3 = 11 each declarer.
    expect(replay(kw, next).totals).toEqual({ Ann: 0, Bert: 11, Cis: 0, Dirk: 11 });
    // Back to the default removes the house rule.
    expect(setRules(kw, next, ['samen.8=7']).data.set).toEqual({});
    const cg = withDeals(
      makeSheet('kleurenwiezen', four, { rules: 'cardgames' }),
      'vragen --by Ann,Bert --tricks 8',
      'vragen --by Ann,Bert --tricks 8',
      'vragen --by Ann,Bert --tricks 8',
      'vragen --by Ann,Bert --tricks 8',
      'vragen --by Ann,Bert --tricks 8',
    );
    expect(() => setRules(kw, cg, ['deals=4'])).toThrow(/ended after deal 4, but the sheet has 5 deals/);
    const open = withDeals(
      makeSheet('kleurenwiezen', four, { rules: 'cardgames', set: { 'open-miserie': 'on' } }),
      'open-miserie --by Ann --tricks 0',
    );
    expect(() => setRules(kw, open, ['open-miserie=off'])).toThrow(/would make a stored deal impossible/);
    expect(() => setRules(kw, data, ['sammen.8=8'])).toThrow(/Did you mean 'samen.8'/);
  });
});

describe('did you mean', () => {
  test('the closest word within a third of its letters, and none on a tie', () => {
    expect(closest('sammen', ['samen', 'solo', 'troel'])).toBe('samen');
    expect(closest('kleurewiezen', ['kleurenwiezen', 'belote'])).toBe('kleurenwiezen');
    expect(closest('Bret', ['Ann', 'Bert', 'Cis', 'Dirk'])).toBe('Bert');
    expect(closest('xyz', ['samen', 'solo'])).toBeUndefined();
    expect(closest('samen', ['samen'])).toBeUndefined();
  });

  test('the edit distance counts each letter put in, taken out or changed once', () => {
    expect(distance('kitten', 'sitting')).toBe(3); // k->s, e->i, g put in
    expect(distance('troell', 'troel')).toBe(1);
    expect(distance('flaw', 'lawn')).toBe(2); // f out, n in
    expect(distance('', 'abc')).toBe(3);
    expect(distance('abc', '')).toBe(3);
    expect(distance('solo', 'solo')).toBe(0);
    expect(distance('ab', 'ba')).toBe(2); // a swap is two changes
  });
});

describe('zwikken outcome given twice', () => {
  const z = gameById('zwikken');
  const config = {
    rules: 'standard',
    players: ['Ann', 'Bert', 'Cis', 'Dirk'],
    settings: { 'loser-pays': 'pot' },
    stakeCents: 10,
  };
  test('--winner with --tie does not blame --points, which was not given', () => {
    expect(() => z.parseDeal(args('--askers Ann,Bert --winner Cis --tie'), config)).toThrow(
      /^Give the outcome once: --winner and --tie cannot go together\.$/,
    );
    expect(() =>
      z.parseDeal(args('--askers Ann,Bert --winner Cis --points Ann=9,Bert=4,Cis=2,Dirk=0'), config),
    ).toThrow(/\(--points already says who won\)/);
  });
});

// The sheet-changing commands in process (fast): the same functions the binary runs, on a real
// data directory. test/sheet/correct/cli.test.ts runs each through the binary once.
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const fresh = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-correct-'));
  dirs.push(d);
  return d;
};

describe('correcting a sheet without starting over', () => {
  test('record --note/--dealer, correct, undo, redo, edit with only the flags to change', async () => {
    const t = runAmendTest(fresh());
    await t.new('kleurenwiezen', {});
    // Cis dealt the first deal, not Ann: the rotation continues from Cis.
    const d1 = await t.record('samen 8 --by Bert,Dirk --tricks 9', { dealer: 'Cis', note: 'verzaakt door Cis' });
    expect(d1).toMatchObject({
      dealer: 'Cis',
      note: 'verzaakt door Cis',
      scores: { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    });
    const c = await t.correct('Ann=-15,Bert=5,Cis=5,Dirk=5', { reason: 'verzaakt' });
    // Totals: Ann -15, Bert 10 + 5, Cis 5, Dirk 10 + 5.
    expect(c).toMatchObject({ correction: 1, reason: 'verzaakt', totals: { Ann: -15, Bert: 15, Cis: 5, Dirk: 15 } });
    expect((await t.sheet()).nextDealer).toBe('Dirk');
    // Only --tricks changes: samen 8 by Bert + Dirk stays; 8 tricks is 7 each.
    const e = await t.edit('1', '--tricks 8');
    expect(e).toMatchObject({
      text: 'Bert + Dirk samen 8: 8 tricks (verzaakt door Cis)',
      scores: { Bert: 7, Dirk: 7 },
    });
    expect(e.totals).toEqual({ Ann: -15, Bert: 12, Cis: 5, Dirk: 12 });
    // New contract words: the old flags stay when they fit, else only the given ones count.
    expect((await t.edit('1', 'samen 9')).text).toBe('Bert + Dirk samen 9: 8 tricks (verzaakt door Cis)');
    expect((await t.edit('1', 'pas')).text).toBe('pass (redeal; verzaakt door Cis)');
    await t.edit('1', 'samen 8 --by Bert,Dirk --tricks 8', { note: '' });
    expect((await t.sheet()).deals[0].note).toBeUndefined();
    // undo takes the correction (the last row), redo puts it back; record ends redo.
    expect((await t.undo()).removed).toMatchObject({ correction: 1 });
    // samen 8 with 8 tricks: 7 each; plus the correction.
    expect((await t.redo()).totals).toEqual({ Ann: -15, Bert: 12, Cis: 5, Dirk: 12 });
    expect((await t.undo()).removed).toMatchObject({ correction: 1 });
    expect((await t.undo()).removed).toMatchObject({ number: 1 });
    expect((await t.redo()).restored).toMatchObject({ number: 1 });
    expect((await t.redo()).restored).toMatchObject({ correction: 1 });
    await t.undo();
    await t.record('pas');
    await expect(t.redo()).rejects.toThrow(/Nothing to redo/);
    expect((await t.sheet()).totals).toEqual({ Ann: 0, Bert: 7, Cis: 0, Dirk: 7 });
    // A correction is edited like a deal: c1.
    await t.correct('Ann=-2,Bert=2', { reason: 'x' });
    expect(await t.edit('c1', '', { reason: 'te laat' })).toMatchObject({
      reason: 'te laat',
      scores: { Ann: -2, Bert: 2, Cis: 0, Dirk: 0 },
    });
    expect((await t.edit('c1', 'Ann=-4,Bert=4')).totals).toEqual({ Ann: -4, Bert: 11, Cis: 0, Dirk: 7 });
    await expect(t.edit('c2', 'Ann=1')).rejects.toThrow(/^There is no correction c2: sheet [^ ]+ has only c1\.$/);
  });

  test('undo then redo gives back who dealt each deal and who deals next', async () => {
    const dir = fresh();
    const t = runAmendTest(dir);
    await t.new('kleurenwiezen', {});
    const file = () =>
      JSON.parse(fs.readFileSync(path.join(dir, 'sheets', fs.readdirSync(path.join(dir, 'sheets'))[0]), 'utf8'));
    await t.record('samen 8 --by Ann,Bert --tricks 8');
    await t.record('solo 6 --by Cis --tricks 6', { dealer: 'Dirk' });
    for (const step of [t.undo, t.undo, t.redo, t.redo]) await step();
    // Ann dealt deal 1, Dirk deal 2 (seat 3), so Ann, after Dirk, deals next.
    const v = await t.sheet();
    expect([v.deals.map((d: { dealer: string }) => d.dealer), v.nextDealer]).toEqual([['Ann', 'Dirk'], 'Ann']);
    expect(file().dealers).toEqual({ '2': 3 });
    expect(file().undone).toBeUndefined();
    // `tafel dealer Cis` for deal 3, then deal 2 undone and put back: Cis still deals deal 3.
    await t.dealer('Cis');
    await t.undo();
    expect((await t.redo()).nextDealer).toBe('Cis');
    expect(file().dealers).toEqual({ '2': 3, '3': 2 });
  });

  test('undoing any number of rows and redoing them gives back the sheet file as it was', async () => {
    const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
    const op = fc.oneof(
      fc.record({ line: lodigeLine, dealer: fc.option(fc.constantFrom(...P), { nil: undefined }), note: fc.boolean() }),
      fc.record({ next: fc.constantFrom(...P) }),
      fc.record({ correct: fc.constantFrom(...P) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), fc.nat(), async (ops, cut) => {
        const dir = fresh();
        const t = runAmendTest(dir);
        await t.new('kleurenwiezen', {});
        for (const o of ops) {
          if ('line' in o) await t.record(o.line, { dealer: o.dealer, ...(o.note ? { note: 'n' } : {}) });
          else if ('next' in o) await t.dealer(o.next);
          else await t.correct(`${o.correct}=-1`, { reason: 'r' });
        }
        const sheets = path.join(dir, 'sheets');
        const read = () => JSON.parse(fs.readFileSync(path.join(sheets, fs.readdirSync(sheets)[0]), 'utf8'));
        const before = read();
        const rows = before.deals.length + (before.corrections?.length ?? 0);
        const k = cut % (rows + 1);
        for (let i = 0; i < k; i++) await t.undo();
        for (let i = 0; i < k; i++) await t.redo();
        // Redo puts back what undo took off: the sheet is as it was, every dealer and note included.
        expect(read()).toEqual(before);
      }),
      { numRuns: 25 },
    );
  });

  // Until 2026-12-07 redo pinned the dealer the rotation gives as well: "dealers" gained him, who then stayed on his
  // deal when an earlier deal changed (edit 1 pas).
  test('undo deals, name another dealer, redo them: the same sheet, and no more dealers set by hand', async () => {
    const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
    // Mostly deals the rotation deals: those redo must put back with no dealer set by hand.
    const by = fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, fc.constantFrom(...P));
    const op = fc.oneof(
      { arbitrary: fc.record({ line: lodigeLine, dealer: by }), weight: 3 },
      fc.record({ next: fc.constantFrom(...P) }),
      fc.record({ correct: fc.constantFrom(...P) }),
    );
    const arb = fc.tuple(fc.array(op, { minLength: 1, maxLength: 8 }), fc.nat(), fc.constantFrom(...P));
    await fc.assert(
      fc.asyncProperty(arb, async ([ops, cut, other]) => {
        const dir = fresh();
        const t = runAmendTest(dir);
        await t.new('kleurenwiezen', {});
        for (const o of ops) {
          if ('line' in o) await t.record(o.line, { dealer: o.dealer });
          else if ('next' in o) await t.dealer(o.next);
          else await t.correct(`${o.correct}=-1`, { reason: 'r' });
        }
        const sheets = path.join(dir, 'sheets');
        const read = () => JSON.parse(fs.readFileSync(path.join(sheets, fs.readdirSync(sheets)[0]), 'utf8'));
        const shown = async () => {
          const v = await t.sheet();
          return [v.deals.map((d: { dealer: string }) => d.dealer), v.nextDealer, v.totals];
        };
        const before = read();
        const seen = await shown();
        const k = 1 + (cut % (before.deals.length + (before.corrections?.length ?? 0)));
        for (let i = 0; i < k; i++) await t.undo();
        // Only where a deal was undone: a dealer named after undoing corrections alone deals the next deal.
        if (read().deals.length < before.deals.length) await t.dealer(other);
        for (let i = 0; i < k; i++) await t.redo();
        expect(await shown()).toEqual(seen);
        const pins = Object.entries(read().dealers ?? {});
        expect(pins.filter(([n, seat]) => before.dealers?.[n] !== seat)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  test('dealer, rename, set, seats, reopen', async () => {
    const t = runAmendTest(fresh());
    await t.new('kleurenwiezen', { rules: 'cardgames', set: ['deals=4'] });
    expect((await t.dealer('Cis')).nextDealer).toBe('Cis');
    // vragen made with 8 tricks: v = 2, declarers +2 each, opponents -2 each.
    await t.record('vragen --by Ann,Bert --tricks 8');
    expect((await t.sheet()).nextDealer).toBe('Dirk');
    expect((await t.dealer('Bert')).nextDealer).toBe('Bert');
    const ren = await t.rename('Ann', 'Anna');
    expect(ren.renamed).toEqual({ from: 'Ann', to: 'Anna' });
    expect(ren.sheet.totals).toEqual({ Anna: 2, Bert: 2, Cis: -2, Dirk: -2 });
    expect(ren.sheet.deals[0].input.by).toEqual(['Anna', 'Bert']);
    // overtricks on: 8 tricks is exactly the target, so nothing changes.
    expect((await t.set(['overtricks=on'])).changed).toEqual([{ key: 'overtricks', from: 'off', to: 'on' }]);
    await expect(t.correct('Anna=-5,Bert=3', { reason: 'x' })).rejects.toThrow(/sums to -2, not 0/);
    await expect(t.seats('Bert', 'Cis')).rejects.toThrow(/before the first deal/);
    await t.finish();
    await expect(t.undo()).rejects.toThrow(/tafel reopen/);
    await expect(t.record('vragen --by Anna,Bert --tricks 8')).rejects.toThrow(/tafel reopen/);
    await t.reopen();
    expect((await t.undo()).removed.number).toBe(1);
    await expect(t.reopen()).rejects.toThrow(/not closed/);
  });
});
