import { describe, expect, test } from '@jest/globals';
import { configOf } from '../../src/sheet/sheet.js';
import { GAMES, gameById } from '../../src/games/index.js';
import { readLine } from '../../src/play/line.js';
import { localDate } from '../../src/sheet/sheet.js';
import { makeSheet } from '../helpers/sheet.js';
import { snapshot, spawnTafel, spawnTafelJson, tempHomes } from '../helpers/cli.js';

// Issue 21 (items 8-11): what a new user met on the command line, through the built binary.
const homes = tempHomes();
const PLAYERS = ['--players', 'Ann,Bert,Cis,Dirk'];

describe('the words the sheet prints are what record takes (21.9)', () => {
  const home = homes();
  spawnTafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
  // Lodige table by hand: samen 8 made with 9 tricks is 7 + 3 x 1 = 10 each; open miserie made 72
  // (the README's Vijf sheet: +72 for the declarer); kleine soloslim made 100.
  test.each([
    [['open', 'miserie', '--by', 'Ann', '--tricks', '0'], { contract: 'open-miserie' }, { Ann: 72 }],
    [['grote', 'miserie', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1'], { contract: 'grote-miserie' }, {}],
    [['kleine', 'soloslim', '--by', 'Cis', '--tricks', '13'], { contract: 'kleine-soloslim' }, { Cis: 100 }],
    [
      ['samen 8', '--by', 'Bert,Dirk', '--tricks', '9'],
      { contract: 'samen', level: 8 },
      { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    ],
    [
      ['samen8', '--by', 'Bert,Dirk', '--tricks', '9'],
      { contract: 'samen', level: 8 },
      { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    ],
  ])('record %j', (args, input, scores) => {
    const deal = spawnTafelJson(home, ['record', ...args]);
    expect(deal.input).toMatchObject(input);
    expect(deal.scores).toMatchObject(scores);
  });

  test('a word that is no contract is still refused as itself', () => {
    const r = spawnTafel(home, ['record', 'open', 'sesame', '--by', 'Ann', '--tricks', '0']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Unknown contract "open"');
  });

  test('table mode reads the same words on one line', () => {
    const kw = configOf(gameById('kleurenwiezen'), makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']));
    expect(readLine('kleurenwiezen', 'open miserie ann 0', kw)).toEqual({
      words: ['open-miserie'],
      flags: { by: 'ann', tricks: '0' },
    });
    expect(readLine('kleurenwiezen', 'grote miserie a b a=0 b=1', kw)).toEqual({
      words: ['grote-miserie'],
      flags: { by: 'a,b', tricks: 'a=0,b=1' },
    });
    expect(readLine('kleurenwiezen', 'kleine soloslim cis 13', kw)).toEqual({
      words: ['kleine-soloslim'],
      flags: { by: 'cis', tricks: '13' },
    });
  });
});

describe('after undo the sheet shows the deals left (21.11)', () => {
  test('the now-last deals are on screen, not only the totals', () => {
    const home = homes();
    spawnTafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
    spawnTafel(home, ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9']);
    spawnTafel(home, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '6']);
    spawnTafel(home, ['record', 'pas']);
    const r = spawnTafel(home, ['undo'], { COLUMNS: '', LINES: '' });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Removed deal 3: pass/);
    expect(r.stdout).toMatch(/│ 1 │ Ann +│ Bert \+ Dirk samen 8: 9 tricks/);
    expect(r.stdout).toMatch(/│ 2 │ Bert +│ Ann solo 6: 6 tricks/);
  });
});

describe('ids and help that work on any day (21.8)', () => {
  test("today- in an id is today's local date, for use, sheet, record --sheet, delete and undelete", () => {
    const home = homes();
    const today = localDate(new Date());
    spawnTafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
    spawnTafel(home, ['new', 'kleurenwiezen', ...PLAYERS]);
    spawnTafel(home, ['new', 'zwikken', ...PLAYERS, '--stake', '0.10']);
    expect(spawnTafel(home, ['use', 'today-k']).code).toBe(1); // two sheets begin so
    expect(spawnTafel(home, ['use', 'today-kleurenwiezen']).code).toBe(0);
    expect(spawnTafelJson(home, ['sheet']).id).toBe(`${today}-kleurenwiezen`);
    expect(spawnTafelJson(home, ['sheet', 'today-kleurenwiezen-2']).id).toBe(`${today}-kleurenwiezen-2`);
    expect(spawnTafel(home, ['record', '--sheet', 'today-z', 'pas']).code).toBe(0);
    expect(spawnTafelJson(home, ['delete', 'today-kleurenwiezen-2', '--force']).deleted).toBe(
      `${today}-kleurenwiezen-2`,
    );
    expect(spawnTafelJson(home, ['undelete', 'today-kleurenwiezen-2']).undeleted).toBe(`${today}-kleurenwiezen-2`);
  });

  test('help examples and the "which sheet?" answer name no fixed date', () => {
    const home = homes();
    for (const args of [
      ['--help'],
      ['chart', '--help'],
      ['delete', '--help'],
      ['use', '--help'],
      ['export', '--help'],
      ['--help', '--lang', 'nl'],
    ]) {
      const r = spawnTafel(home, args);
      expect(r.stdout).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    const r = spawnTafel(home, ['delete', '--force']);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('messages that send the user right (21.10)', () => {
  test('a finished sheet names itself to reopen and the whole tafel new, rules and house rules included', () => {
    const home = homes();
    spawnTafel(home, [
      'new',
      'kleurenwiezen',
      '--rules',
      'whisthub',
      ...PLAYERS,
      '--set',
      'piccolo=off',
      '--set',
      'deals=4',
    ]);
    const id = spawnTafelJson(home, ['sheet']).id;
    spawnTafel(home, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    spawnTafel(home, ['finish']);
    spawnTafel(home, ['new', 'belote', ...PLAYERS]); // another sheet is active now
    const r = spawnTafel(home, ['record', '--sheet', id, 'pas']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `'tafel new kleurenwiezen --rules whisthub --players Ann,Bert,Cis,Dirk --set piccolo=off --set deals=4'`,
    );
    expect(r.stderr).toContain(`'tafel reopen ${id}'`);
    for (const args of [
      ['undo', '--sheet', id],
      ['correct', 'Ann=5,Bert=-5', '--sheet', id],
    ]) {
      expect(spawnTafel(home, args).stderr).toContain(`'tafel reopen ${id}'`);
    }
  });

  test('tafel new --help lists every rule set of every game, from the registry', () => {
    const home = homes();
    for (const lang of ['en', 'nl']) {
      const text = spawnTafel(home, ['new', '--help', '--lang', lang]).stdout.replace(/\s+/g, ' ');
      for (const g of GAMES) {
        const sets = [g.defaultRules, ...g.ruleSets.map((r) => r.id).filter((r) => r !== g.defaultRules)];
        expect(text).toContain(`${g.id} ${sets.join('|')}`);
      }
    }
  });

  test('judge score names its seats 1..4 in every game, and a name without --players is told about --players', () => {
    const home = homes();
    // Klaverjassen as the others: seats 2 + 4 take with 70 + 20 roem = 90, not more than 92: nat,
    // seats 1 + 3 get 162 + 20.
    const k = spawnTafelJson(home, [
      'judge',
      'score',
      'klaverjassen',
      '--taker',
      '2',
      '--points',
      '70',
      '--roem',
      '4=20',
    ]);
    expect(k.scores).toEqual({ 1: 182, 2: 0, 3: 182, 4: 0 });
    const unknown = [
      ['belote', ['--taker', 'Ann', '--points', '92']],
      ['klaverjassen', ['--taker', 'Bert', '--points', '92']],
      ['kleurenwiezen', ['samen', '8', '--by', 'Eva,1', '--tricks', '9']],
    ] as const;
    for (const [game, flags] of unknown) {
      const r = spawnTafel(home, ['judge', 'score', game, ...flags]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/Unknown player.*Players: 1, 2, 3, 4\..*--players/);
    }
  });

  // The kind of a value decides: not of the flag's kind is usage (2), a well-formed value the rules
  // refuse is 1. Nothing is written either way.
  test.each([
    [
      'kleurenwiezen',
      ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', 'negen'],
      2,
      '--tricks must be a whole number',
    ],
    ['kleurenwiezen', ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '14'], 1, '--tricks 14 is impossible'],
    ['kleurenwiezen', ['record', 'samen', 'acht', '--by', 'Ann,Bert', '--tricks', '9'], 2, 'samen acht does not exist'],
    ['belote', ['record', '--taker', 'Ann', '--points', '92.5'], 2, '--points must be a whole number'],
    ['belote', ['record', '--taker', 'Ann', '--points', '92', '--capot', 'both'], 2, '--capot must be'],
    ['klaverjassen', ['record', '--taker', 'Ann', '--pit', 'all'], 2, '--pit must be'],
    ['kleurenwiezen', ['new', 'zwikken', ...PLAYERS, '--stake', '-1'], 1, 'must be a positive amount'],
    ['kleurenwiezen', ['record', '--bogus'], 2, "('tafel record --help' lists its options)"],
    [
      'kleurenwiezen',
      ['judge', 'score', 'kleurenwiezen', '--bogus'],
      2,
      "('tafel judge score --help' lists its options)",
    ],
    ['kleurenwiezen', ['help', 'nosuch'], 2, "unknown command 'nosuch'"],
  ])('%s: tafel %j exits %i', (game, args, code, message) => {
    const home = homes();
    spawnTafel(home, ['new', game, ...PLAYERS]);
    const before = snapshot(home);
    const r = spawnTafel(home, args);
    expect({ code: r.code, stderr: r.stderr.includes(message) }).toEqual({ code, stderr: true });
    expect(snapshot(home)).toEqual(before);
  });

  test('--json --version is one JSON document', () => {
    const r = spawnTafel(homes(), ['--json', '--version']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});
