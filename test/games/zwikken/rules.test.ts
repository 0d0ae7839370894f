import { afterEach, describe, expect, test, beforeAll } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { gameById } from '../../../src/games/index.js';
import { describe as describeDeal } from '../../../src/games/zwikken/index.js';
import { pointsInPlay, searchesPossible, type ZwikInput } from '../../../src/games/zwikken/rules.js';
import { configOf, replay } from '../../../src/sheet/sheet.js';
import { args, makeSheet } from '../../helpers/sheet.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { ENTER, Scripted, type Answer } from '../../play/scripted.js';
import { InTerminal } from '../../play/terminal.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];
const game = gameById('zwikken');
const config = (players = P4) => configOf(game, makeSheet('zwikken', players, { stakeCents: 10 }));
const parse = (line: string, players = P4) => game.parseDeal(args(line), config(players)) as ZwikInput;

describe('record flags -> stored input', () => {
  test.each([
    ['pas', { contract: 'pas' }],
    ['pas --searched 0', { contract: 'pas' }],
    ['pas --searched 2', { contract: 'pas', searched: 2 }],
    // seat order, prefixes
    ['--askers bert,an --winner ann', { contract: 'vragen', askers: ['Ann', 'Bert'], winner: 'Ann' }],
    [
      'vragen --askers Cis --winner Dirk --searched 1',
      { contract: 'vragen', askers: ['Cis'], winner: 'Dirk', searched: 1 },
    ],
    ['--askers Ann,Bert --tie', { contract: 'vragen', askers: ['Ann', 'Bert'], tie: true }],
    [
      '--askers Ann,Bert --points Dirk=0,Cis=1,Bert=4,Ann=9',
      { contract: 'vragen', askers: ['Ann', 'Bert'], points: { Ann: 9, Bert: 4, Cis: 1, Dirk: 0 } },
    ],
    ['--askers Ann,Bert --zwik Bert', { contract: 'vragen', askers: ['Ann', 'Bert'], zwik: [{ player: 'Bert' }] }],
    [
      '--askers Ann,Bert,Cis --zwik Bert=heer,Cis=aas',
      {
        contract: 'vragen',
        askers: ['Ann', 'Bert', 'Cis'],
        zwik: [
          { player: 'Bert', rank: 'K' },
          { player: 'Cis', rank: 'A' },
        ],
      },
    ],
  ])('%s', (line, expected) => expect(parse(line)).toEqual(expected));

  test('a player who takes all three tricks may have more than 12 card points', () => {
    // 4 players play 12 cards; Ann taking all three tricks can collect e.g. A A A K K Q J J and four
    // tens: 12 + 6 + 2 + 2 = 22. The card points count what a player took in tricks, not his own 3 cards.
    expect(parse('--askers Ann --points Ann=22,Bert=0,Cis=0,Dirk=0').points).toEqual({
      Ann: 22,
      Bert: 0,
      Cis: 0,
      Dirk: 0,
    });
  });
});

describe('what the played cards can be worth', () => {
  test.each([
    // 3n cards are played out of A A A A K K K K Q Q Q Q J J J J 10 10 10 10 (4 3 2 1 0 points).
    [2, 2, 22], // 6 cards: lowest 0+0+0+0+1+1 = 2; highest 4*4 + 3+3 = 22
    [3, 6, 30], // 9 cards: 0*4 + 1*4 + 2 = 6; 16 + 12 + 2 = 30
    [4, 12, 36], // 12 cards: 0 + 4 + 8 = 12; 16 + 12 + 8 = 36
    [5, 21, 39], // 15 cards: 0 + 4 + 8 + 9 = 21; 16 + 12 + 8 + 3 = 39
    [6, 32, 40], // 18 cards, two left out: 40 - (4 + 4) = 32; 40 - (0 + 0) = 40
  ])('%i players: %i to %i', (n, min, max) => {
    expect(pointsInPlay(n)).toEqual({ min, max });
  });
});

describe('refused deals', () => {
  const refusals: [string, typeof RuleViolation | typeof UsageError, RegExp][] = [
    // Card points
    [
      '--askers Ann --points Ann=-1,Bert=4,Cis=4,Dirk=4',
      RuleViolation,
      /--points for Ann -1 is impossible: it must be from 0 to 36/,
    ],
    [
      '--askers Ann --points Ann=37,Bert=0,Cis=0,Dirk=0',
      RuleViolation,
      /--points for Ann 37 is impossible: it must be from 0 to 36/,
    ],
    ['--askers Ann --points Ann=20,Bert=10,Cis=10,Dirk=0', RuleViolation, /add up to 40, but the 12 cards .* 12 to 36/],
    ['--askers Ann --points Ann=5,Bert=4,Cis=0,Dirk=0', RuleViolation, /add up to 9, but the 12 cards .* 12 to 36/],
    [
      '--askers Ann --points Ann=5,Bert=4,Cis=2,Dirk=1',
      RuleViolation,
      /4 players have card points, but a deal has only three tricks/,
    ],
    // A player's points left out are a value missing, as a whole --points is.
    ['--askers Ann --points Ann=9,Bert=4,Cis=1', UsageError, /missing: Dirk/],
    ['--askers Ann --points Ann=9,Bert=4,Cis=1,ann=0,Dirk=0', RuleViolation, /Ann is named twice in --points/],
    // A shape the wrong way round is usage, as in every game.
    ['--askers Ann --points Ann:9', UsageError, /"Ann:9" is not player=points/],
    ['--askers Ann --points 9', UsageError, /"9" is not player=points: e.g. --points Ann=9,Bert=4,Cis=2,Dirk=0/],
    ['--askers Ann --points Ann=x,Bert=4,Cis=4,Dirk=4', UsageError, /must be a whole number/],
    // Outcome given twice, or not at all
    [
      '--askers Ann --winner Ann --points Ann=9,Bert=4,Cis=1,Dirk=0',
      UsageError,
      /--winner and --points cannot go together/,
    ],
    ['--askers Ann --winner Ann --tie', UsageError, /--winner and --tie cannot go together/],
    ['--askers Ann --tie --points Ann=9,Bert=4,Cis=1,Dirk=0', UsageError, /--tie and --points cannot go together/],
    ['--askers Ann', UsageError, /How did the deal end\?/],
    // Zwik
    ['--askers Ann --zwik Bert', RuleViolation, /Bert did not ask, and a zwik only wins for a player who asked/],
    ['--askers Ann,Bert --zwik Ann,Bert', UsageError, /Several askers held a zwik.*--zwik Ann=A,Bert=K/],
    ['--askers Ann,Bert --zwik Ann=A,Bert=A', RuleViolation, /Two zwikken of A are impossible/],
    ['--askers Ann,Bert --zwik Ann=9', RuleViolation, /"9" is not a rank/],
    ['--askers Ann,Bert --zwik Ann --tie', RuleViolation, /A zwik wins at once .* drop --tie/],
    ['--askers Ann,Bert --zwik Ann --points Ann=9,Bert=4,Cis=1,Dirk=0', RuleViolation, /drop --points/],
    ['--askers Ann,Bert --zwik Ann --winner Bert', RuleViolation, /Ann asked with the zwik and so won, not Bert/],
    ['--askers Ann,Bert --zwik Ann,Ann', RuleViolation, /Ann is named twice in --zwik/],
    // Players
    ['--askers Ann,Eva --winner Ann', RuleViolation, /Unknown player "Eva". Players: Ann, Bert, Cis, Dirk/],
    ['--askers Ann --winner Eva', RuleViolation, /Unknown player "Eva"/],
    ['--askers Ann,ann --winner Ann', RuleViolation, /Ann is named twice/],
    // Nobody asked
    ['--winner Ann', UsageError, /--askers is missing: who asked.*'tafel record pas'/],
    ['--askers , --winner Ann', RuleViolation, /Nobody asked, so nothing was played and nobody won/],
    // A flag that does not apply to pas is usage, as --by is below and in every game.
    ['pas --winner Ann', UsageError, /Everybody passed, so nothing was played and nobody won: drop --winner/],
    ['pas --askers Ann --tie', UsageError, /drop --askers --tie/],
    // Searches and stray input
    ['pas --searched 3', RuleViolation, /--searched 3 is impossible: it must be from 0 to 2/],
    ['--askers Ann --winner Ann --searched -1', RuleViolation, /--searched -1 is impossible/],
    ['pas --by Ann', UsageError, /--by does not apply to pas/],
    ['--askers Ann --winner Ann --tricks 2', UsageError, /--tricks does not apply to Zwikken/],
    ['samen --askers Ann --winner Ann', UsageError, /Unexpected "samen"/],
    ['pas extra', UsageError, /Unexpected "extra"/],
  ];
  test.each(refusals)('%s', (line, type, message) => {
    let caught: unknown;
    try {
      parse(line);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(type);
    const err = caught as RuleViolation;
    expect(err.text.en).toMatch(message);
    // Both languages, one line each.
    expect(err.text.nl).not.toBe('');
    expect(err.text.en).not.toMatch(/\n/);
    expect(err.text.nl).not.toMatch(/\n/);
  });

  test.each([
    // 20 cards - 3 a player - 1 turned for trump = the cards left to search; never more than two searches.
    [2, 2], // 20 - 6 - 1 = 13 left
    [3, 2], // 20 - 9 - 1 = 10
    [4, 2], // 20 - 12 - 1 = 7
    [5, 2], // 20 - 15 - 1 = 4
    [6, 1], // 20 - 18 - 1 = 1: one search only
  ])('%i players: at most %i searches', (n, most) => {
    expect(searchesPossible(n)).toBe(most);
    const players = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'].slice(0, n);
    for (let k = 0; k <= most; k++) expect(parse(`pas --searched ${k}`, players).searched ?? 0).toBe(k);
  });

  test('six players cannot search twice, whether everybody passed or somebody asked (issue 11)', () => {
    const six = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
    for (const line of ['pas --searched 2', '--askers Ann --winner Ann --searched 2']) {
      let caught: unknown;
      try {
        parse(line, six);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(RuleViolation);
      const t = (caught as RuleViolation).text;
      expect(t.en).toBe(
        'With 6 players 18 of the 20 cards are dealt and one is turned for trump, so only 1 card is left to ' +
          'search: --searched 2 is impossible, give --searched 1 at most.',
      );
      expect(t.nl).toBe(
        'Met 6 spelers worden 18 van de 20 kaarten gedeeld en één als troef gedraaid, dus blijft er maar 1 ' +
          'kaart over om te zoeken: --searched 2 kan niet, geef hoogstens --searched 1.',
      );
    }
    expect(parse('--askers Ann --winner Ann --searched 1', six).searched).toBe(1);
  });

  test('a 2-player deal allows at most 22 points', () => {
    expect(() => parse('--askers Ann --points Ann=23,Bert=0', ['Ann', 'Bert'])).toThrow(/from 0 to 22/);
    expect(parse('--askers Ann --points Ann=22,Bert=0', ['Ann', 'Bert']).points).toEqual({ Ann: 22, Bert: 0 });
  });
});

describe('the sheet setup', () => {
  test('a stake is required', () => {
    const c = configOf(game, makeSheet('zwikken', P4));
    expect(() => game.checkSetup!(c)).toThrow(UsageError);
    expect(() => game.checkSetup!(c)).toThrow(/Zwikken is played for a stake: add --stake <amount>/);
    expect(() => game.checkSetup!(config())).not.toThrow();
  });

  test('loser-pays is pot or stake, pot by default', () => {
    const spec = game.settings('standard').find((s) => s.key === 'loser-pays')!;
    expect(spec.default).toBe('pot');
    expect(spec.check('stake')).toBeUndefined();
    expect(spec.check('half')).toBeDefined();
  });
});

describe('describe(): the deal in words', () => {
  test.each([
    ['pas', 'all passed', 'iedereen paste'],
    ['pas --searched 1', 'all passed, searched once', 'iedereen paste, eenmaal gezocht'],
    ['pas --searched 2', 'all passed, searched twice', 'iedereen paste, tweemaal gezocht'],
    ['--askers Ann,Bert --winner Ann', 'Ann, Bert asked; Ann won', 'Ann, Bert vroegen; Ann won'],
    ['--askers Cis --winner Dirk', 'Cis asked; Dirk won but had passed', 'Cis vroeg; Dirk won maar had gepast'],
    [
      '--askers Ann,Bert --tie --searched 1',
      'Ann, Bert asked; tie, nobody won (searched once)',
      'Ann, Bert vroegen; gelijkspel, niemand won (eenmaal gezocht)',
    ],
    [
      '--askers Ann --points Ann=9,Bert=4,Cis=1,Dirk=0',
      'Ann asked; Ann won with 9 points',
      'Ann vroeg; Ann won met 9 punten',
    ],
    [
      '--askers Ann --points Ann=6,Bert=6,Cis=2,Dirk=0',
      'Ann asked; tie at 6 points, nobody won',
      'Ann vroeg; gelijkspel op 6 punten, niemand won',
    ],
    [
      '--askers Ann,Bert,Cis --zwik Bert=K,Cis=A',
      'Ann, Bert, Cis asked; Cis won with a zwik of aces',
      'Ann, Bert, Cis vroegen; Cis won met zwik van azen',
    ],
    ['--askers Ann,Bert --zwik Bert', 'Ann, Bert asked; Bert won with a zwik', 'Ann, Bert vroegen; Bert won met zwik'],
  ])('%s', (line, en, nl) => {
    const input = parse(line);
    expect(describeDeal(input, 'en')).toBe(en);
    expect(describeDeal(input, 'nl')).toBe(nl);
  });
});

// Table mode asks everyone's card points with the same bounds as `record` (issue 11: it capped them
// at 12, a player's own three cards, while the tricks a player takes can hold more).
const sheet = makeSheet('zwikken', P4, { stakeCents: 10 });

async function enter(answers: Answer[]) {
  const game = gameById('zwikken');
  const p = new Scripted(answers);
  const ctx = {
    game,
    config: configOf(game, sheet),
    lang: 'en' as const,
    dealer: replay(game, sheet).nextDealer,
    deals: sheet.deals,
    actions: [],
  };
  return askDeal(p, flowFor('zwikken')!, ctx, undefined, 'all');
}

describe('Zwikken card points in table mode', () => {
  test('13 points for one player are accepted, as record accepts them', async () => {
    // One trick of A + A + A + J = 4 + 4 + 4 + 1 = 13 for Ann; Bert 4, Cis 2, Dirk 0: 19 in all,
    // within the 12..36 that the 12 cards of four players are worth.
    const r = await enter(['played', ENTER, ['Ann', 'Bert'], 'card points', 13, 4, 2, 0]);
    expect('done' in r && r.done.input).toEqual({
      contract: 'vragen',
      askers: ['Ann', 'Bert'],
      points: { Ann: 13, Bert: 4, Cis: 2, Dirk: 0 },
    });
  });

  test('the prompt bound is the one record uses: 0..36 with four players', async () => {
    // Four players play 12 cards: at most 4 aces, 4 kings, 4 queens = 16 + 12 + 8 = 36 (record: "from 0 to 36").
    await expect(enter(['played', ENTER, ['Ann'], 'card points', 37])).rejects.toThrow(/outside 0\.\.36/);
  });
});

// Runs the BUILT bundle in process as the binary runs it (test/helpers/cli.ts): `npm run build` first
// (`npm test` does).
const home = tempHomes();

const P = 'Ann,Bert,Cis,Dirk';

describe('tafel new zwikken: the stake', () => {
  test.each([
    [['--players', P], 2, /Zwikken is played for a stake: add --stake <amount>/],
    [['--players', P, '--stake', '0'], 1, /The stake must be more than 0/],
    // No amount of whole cents, as --rate kleurenwiezen=0.00001 is: a usage error (until 2026-12-07 exit 1).
    [['--players', P, '--stake', '0.105'], 2, /at most two decimals/],
    [['--players', P, '--stake', '1000000'], 1, /a positive amount of at most 999999\.99, with at most two decimals/],
    [['--players', 'Ann', '--stake', '0.10'], 1, /Zwikken needs 2 to 6 players/],
    [['--players', P, '--stake', '0.10', '--set', 'loser-pays=half'], 2, /'loser-pays' must be one of pot, stake/],
  ])('refused: %j', async (extra, code, message) => {
    const h = home();
    const before = snapshot(h);
    const r = await tafel(h, ['new', 'zwikken', ...(extra as string[])]);
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
    expect(snapshot(h)).toEqual(before);
  });
});

/** `tafel new zwikken --stake <stake>` in `h`: its exit code and what it printed. */
async function newWithStake(h: string, stake: string, lang: string): Promise<[number, string, string]> {
  const r = await tafel(h, ['new', 'zwikken', '--players', 'A1,B1,C1', '--stake', stake, '--lang', lang]);
  return [r.code, r.stdout, r.stderr];
}

test('a stake of more than two decimals is a usage error, as any stake that is no amount; -1 is refused', async () => {
  const h = home();
  const before = snapshot(h);
  const run = (stake: string, lang = 'en') => newWithStake(h, stake, lang);
  const en = (v: string) =>
    `tafel: The stake "${v}" must be a positive amount of at most 999999.99, with at most two decimals, e.g. --stake ` +
    '0.10.\n';
  expect(await run('0.005')).toEqual([2, '', en('0.005')]);
  expect(await run('abc')).toEqual([2, '', en('abc')]);
  expect(await run('-1')).toEqual([1, '', en('-1')]);
  expect(await run('0,005', 'nl')).toEqual([
    2,
    '',
    'tafel: De inzet "0,005" moet een positief bedrag zijn van hoogstens 999999,99, met hoogstens twee decimalen, ' +
      'bv. --stake 0,10.\n',
  ]);
  expect(snapshot(h)).toEqual(before);
});

test('a stake with a thousands separator (1.000, 12,500, 1.000,50) is a usage error, never 1.00', async () => {
  const h = home();
  const before = snapshot(h);
  const run = (stake: string, lang = 'en') => newWithStake(h, stake, lang);
  // What it is either way, and how to write the one meant (until 2026-12-07 "reads as a thousand: write a thousand
  // without a separator (1000), or cents with two decimals (1.00)", for 12,500 too).
  const en = (v: string, said: string) => `tafel: The stake "${v}" is ${said}\n`;
  const either = (mark: string, a: string, b: string) =>
    `${a} with the ${mark} as a thousands separator, or ${b} with it as the decimal sign: write the one meant, ${a} ` +
    `or ${b}.`;
  // Until 2026-12-07 (a day) 1.000 and 1,000 were a stake of 1.00, 12,500 one of 12.50.
  for (const [stake, said] of [
    ['1.000', either('point', '1000', '1.00')],
    ['1,000', either('comma', '1000', '1.00')],
    ['12,500', either('comma', '12500', '12.50')],
    ['1.000,50', '1000.50 with the point as a thousands separator: write 1000.50, without it.'],
    ['1,000.50', '1000.50 with the comma as a thousands separator: write 1000.50, without it.'],
    [
      '1.255',
      '1255 with the point as a thousands separator, or 1.255 with it as the decimal sign: a stake is whole cents, ' +
        'so write 1255.',
    ],
    [
      '2.000.000',
      '2000000 with the point as a thousands separator: a stake is at most 999999.99; write the amount meant ' +
        'without a thousands separator.',
    ],
  ]) {
    expect(await run(stake)).toEqual([2, '', en(stake, said)]);
  }
  expect(await run('12,500', 'nl')).toEqual([
    2,
    '',
    'tafel: De inzet "12,500" is 12500 met de komma als scheidingsteken voor duizendtallen, of 12,50 met de komma ' +
      'als decimaalteken: schrijf wat bedoeld is, 12500 of 12,50.\n',
  ]);
  expect(snapshot(h)).toEqual(before);
  // A whole part 0 is no thousands group, nor are four digits: zeros past the cents.
  for (const [stake, is] of [
    ['0.050', 0.05],
    ['0,050', 0.05],
    ['1.5000', 1.5],
  ] as const) {
    expect((await tafelJson(home(), ['new', 'zwikken', '--players', P, '--stake', stake])).stake).toBe(is);
  }
});

test('zeros past the cents make no finer stake: 0.100 and 0,100 are 0.10 (until 2026-12-07 refused)', async () => {
  for (const stake of ['0.100', '0,100']) {
    const r = await tafelJson(home(), ['new', 'zwikken', '--players', P, '--stake', stake]);
    expect(r.stake).toBe(0.1);
  }
});

describe('an evening of zwikken from the command line (spec worked example)', () => {
  let h: string;
  beforeAll(() => {
    h = home();
  });

  test('new with --stake prints the sheet with its stake and an empty pot', async () => {
    const doc = await tafelJson(h, ['new', 'zwikken', '--players', P, '--stake', '0,10']);
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

  test('record (human): the deal in words, balances and the pot', async () => {
    const r = await tafel(h, ['record', '--askers', 'ann,bert', '--winner', 'an']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Deal 1: Ann, Bert asked; Ann won/);
    // Ann +0.30, Bert -0.50, Cis -0.10, Dirk -0.10; pot 0.40.
    expect(r.stdout).toMatch(/\+0\.30 .* -0\.50 .* -0\.10 .* -0\.10 .* 0\.40/);
  });

  test('record --json: amounts are numbers in stake units, exact to the cent', async () => {
    const r = await tafelJson(h, ['record', '--askers', 'Cis', '--winner', 'Dirk']);
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
    const pas = await tafelJson(h, ['record', 'pas', '--searched', '1']);
    expect(pas).toMatchObject({ number: 3, scores: { Ann: -0.1, Bert: -0.1, Cis: -0.1, Dirk: -0.1 }, pot: 1.2 });
  });

  test('refused deals exit 1 or 2 and leave the sheet byte-for-byte unchanged', async () => {
    const cases: [string[], number, RegExp][] = [
      [['--askers', 'Ann', '--points', 'Ann=37,Bert=0,Cis=0,Dirk=0'], 1, /--points for Ann 37 is impossible/],
      [['--askers', 'Ann', '--points', 'Ann=20,Bert=10,Cis=10,Dirk=0'], 1, /add up to 40/],
      [['--askers', 'Ann', '--winner', 'Ann', '--tie'], 2, /--winner and --tie cannot go together/],
      [['--askers', 'Ann', '--zwik', 'Bert'], 1, /Bert did not ask/],
      [['--askers', 'Ann,Eva', '--winner', 'Ann'], 1, /Unknown player "Eva"/],
      [['pas', '--winner', 'Ann'], 2, /Everybody passed, so nothing was played and nobody won/],
      [['--winner', 'Ann'], 2, /--askers is missing/],
      [['pas', '--searched', '3'], 1, /--searched 3 is impossible/],
    ];
    const before = snapshot(h);
    for (const [argv, code, message] of cases) {
      const r = await tafel(h, ['record', ...argv]);
      expect([argv, r.code]).toEqual([argv, code]);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
    const json = await tafel(h, ['record', '--askers', 'Ann', '--winner', 'Ann', '--tie', '--json']);
    expect(JSON.parse(json.stderr)).toEqual({
      error: { code: 'usage', message: expect.stringMatching(/cannot go together/) },
    });
    expect(snapshot(h)).toEqual(before);
  });

  test('sheet --json carries the pot of every deal and of the sheet', async () => {
    const doc = await tafelJson(h, ['sheet']);
    expect(doc.deals.map((d: { pot: number }) => d.pot)).toEqual([0.4, 0.8, 1.2]);
    expect(doc.pot).toBe(1.2);
    // Spec: deal 3 costs everybody one more stake.
    expect(doc.totals).toEqual({ Ann: 0.2, Bert: -0.6, Cis: -0.6, Dirk: -0.2 });
    expect(doc.nextDealer).toBe('Dirk');
  });

  test('undo removes the last deal and gives back its money', async () => {
    const r = await tafelJson(h, ['undo']);
    expect(r.removed).toMatchObject({ number: 3, text: 'all passed, searched once', pot: 1.2 });
    expect(r.totals).toEqual({ Ann: 0.3, Bert: -0.5, Cis: -0.5, Dirk: -0.1 });
    expect((await tafelJson(h, ['sheet'])).pot).toBe(0.8);
  });

  test('finish --share-pot shares 0.80 out: 0.20 each; pot 0 and balances add up to 0', async () => {
    const doc = await tafelJson(h, ['finish', '--share-pot']);
    expect(doc.settlement).toEqual({ text: 'pot shared', scores: { Ann: 0.2, Bert: 0.2, Cis: 0.2, Dirk: 0.2 } });
    // 0.30 + 0.20, -0.50 + 0.20, -0.50 + 0.20, -0.10 + 0.20
    expect(doc.totals).toEqual({ Ann: 0.5, Bert: -0.3, Cis: -0.3, Dirk: 0.1 });
    expect(doc.pot).toBe(0);
    expect(doc).toMatchObject({ finished: true, winner: 'Ann' });
  });
});

describe('finish without and with --share-pot', () => {
  test('3 players, pot 0.40: the leftover cent goes to the first seat (0.14, 0.13, 0.13)', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10', '--set', 'loser-pays=stake']);
    // Ante 3 x 0.10 = 0.30; Ann asked and lost to Cis (who passed): Ann pays one stake -> pot 0.40.
    expect((await tafelJson(h, ['record', '--askers', 'Ann', '--winner', 'Cis'])).pot).toBe(0.4);
    const doc = await tafelJson(h, ['finish', '--share-pot']);
    expect(doc.settlement.scores).toEqual({ Ann: 0.14, Bert: 0.13, Cis: 0.13 });
    // Ann -0.20 + 0.14 = -0.06; Bert and Cis -0.10 + 0.13 = +0.03.
    expect(doc.totals).toEqual({ Ann: -0.06, Bert: 0.03, Cis: 0.03 });
    expect(doc.pot).toBe(0);
    expect(doc.winner).toEqual(['Bert', 'Cis']);
  });

  test('plain finish leaves the pot on the sheet', async () => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', '--players', 'Ann,Bert', '--stake', '1']);
    await tafelJson(h, ['record', 'pas']);
    const r = await tafel(h, ['finish']);
    expect(r.code).toBe(0);
    // Both antes are still in the pot: -1.00 each, pot 2.00.
    expect(r.stdout).toMatch(/total .* -1\.00 .* -1\.00 .* 2\.00/);
    const doc = await tafelJson(h, ['sheet']);
    expect(doc).toMatchObject({ pot: 2, totals: { Ann: -1, Bert: -1 }, finished: true });
    expect(doc.settlement).toBeUndefined();
  });
});

describe('finish --share-pot on an empty pot: nothing to share, no row', () => {
  // Until 2026-12-07 it added a "pot shared" row of 0.00 to the sheet and every export, the chart said "then the pot
  // shared", and an unplayed sheet showed it under "No deal was played: no winner".
  test('a sheet finished at once: closed, exit 0, the pot said empty (en, nl), no row anywhere', async () => {
    for (const [lang, empty, unplayed] of [
      ['en', 'The pot is empty: there is nothing to share.', 'No deal was played: no winner'],
      ['nl', 'De pot is leeg: er valt niets te verdelen.', 'Er is geen spel gespeeld: geen winnaar'],
    ]) {
      const h = home();
      await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
      const r = await tafel(h, ['finish', '--share-pot', '--lang', lang]);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(r.stdout.split('\n').slice(-3)).toEqual([unplayed, empty, '']);
      expect(r.stdout).not.toMatch(/pot shared|pot verdeeld/);
      const doc = await tafelJson(h, ['sheet']);
      expect([doc.finished, doc.settlement, doc.pot, doc.winner]).toEqual([true, undefined, 0, undefined]);
      // Reopened, no shared pot goes back on the table.
      expect((await tafel(h, ['reopen'])).stdout.split('\n')[0]).toMatch(/^Sheet \S+ is open again\.$/);
    }
  });

  test('the last deal emptied the pot: no row in the sheet, CSV, Markdown, HTML or chart', async () => {
    const h = home();
    await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
    // Ante 3 x 0.10 = 0.30; Bert asked alone and won: he takes the 0.30 (-0.10 + 0.30 = +0.20); the pot is empty.
    await tafel(h, ['record', '--askers', 'Bert', '--winner', 'Bert']);
    const r = await tafel(h, ['finish', '--share-pot']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(-3)).toEqual([
      'Finished. Winner: Bert',
      'The pot is empty: there is nothing to share.',
      '',
    ]);
    const doc = await tafelJson(h, ['sheet']);
    expect([doc.settlement, doc.pot, doc.totals]).toEqual([undefined, 0, { Ann: -0.1, Bert: 0.2, Cis: -0.1 }]);
    for (const format of ['csv', 'md', 'html']) {
      const out = (await tafel(h, ['export', '--format', format])).stdout;
      expect([format, out.includes('pot shared')]).toEqual([format, false]);
    }
    const chart = (await tafel(h, ['chart'])).stdout;
    expect(chart.split('\n')[0]).toMatch(/running totals after each deal \(1 deal\)$/);
  });
});

describe('table mode on an empty pot: no question about the pot, the close question instead', () => {
  // Until 2026-12-08 `tafel play` asked "what happens to the pot?" (keep or share) of a pot with nothing in it, where
  // `finish --share-pot` says there is nothing to share. Now it asks whether to close the sheet, as for a game
  // without a pot.
  const terminals: InTerminal[] = [];
  afterEach(() => {
    for (const t of terminals.splice(0)) t.kill();
  });
  const LANGS = {
    en: { args: [], deal: /did anybody ask\?/, finish: 'finish', close: /\? Close sheet \S+\? .*\(y\/N\)/, yes: 'y' },
    nl: {
      args: ['--lang', 'nl'],
      deal: /vroeg er iemand\?/,
      finish: 'afsluiten',
      close: /\? Blad \S+ afsluiten\? .*\(j\/N\)/,
      yes: 'j',
    },
  } as const;

  test.each([
    ['en', 'before any deal', false],
    ['nl', 'before any deal', false],
    ['en', 'after a deal whose asker took the pot', true],
    ['nl', 'after a deal whose asker took the pot', true],
  ] as const)('(%s) %s: finish asks to close, and closes without a share', async (lang, _, played) => {
    const L = LANGS[lang];
    const h = home();
    await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
    // Ante 3 x 0.10 = 0.30 in the pot; Bert asked alone and won: he takes the 0.30, the pot is empty again.
    if (played) await tafel(h, ['record', '--askers', 'Bert', '--winner', 'Bert']);
    const t = new InTerminal(h, [...L.args, 'play'], {}, { columns: 100, rows: 40 });
    terminals.push(t);
    await t.waitFor(L.deal, 30_000);
    t.send(L.finish);
    await t.waitFor(new RegExp(`❯ ${L.finish}: `), 10_000);
    t.send('\r');
    await t.waitFor(L.close, 10_000);
    t.send(`${L.yes}\r`);
    expect(await t.exit).toBe(0);
    expect(t.screen).not.toMatch(/what happens to the pot|wat gebeurt er met de pot/);
    const doc = await tafelJson(h, ['sheet']);
    // Before any deal nobody has paid in (each deal begins with its antes). After Bert's deal: Ann and
    // Cis -0.10 each, Bert -0.10 + 0.30 = +0.20.
    const totals = played ? { Ann: -0.1, Bert: 0.2, Cis: -0.1 } : { Ann: 0, Bert: 0, Cis: 0 };
    expect([doc.finished, doc.settlement, doc.pot, doc.totals]).toEqual([true, undefined, 0, totals]);
  });
});

describe('the card points a refusal gives as an example are a deal record accepts', () => {
  // At most three players score (three tricks), and the sum lies between the least and the most the 3n
  // cards played are worth: 2..22 at two, 6..30 at three, 12..36 at four, 21..39 at five, 32..40 at six.
  test.each([
    ['Ann,Bert', 'Ann=7,Bert=4', 0.1], // 11; Ann takes the pot of 0.20 and paid 0.10 of it
    ['Ann,Bert,Cis', 'Ann=7,Bert=4,Cis=2', 0.2], // 13
    [P, 'Ann=9,Bert=4,Cis=2,Dirk=0', 0.3], // 15
    ['Ann,Bert,Cis,Dirk,Eva', 'Ann=12,Bert=8,Cis=5,Dirk=0,Eva=0', 0.4], // 25
    ['Ann,Bert,Cis,Dirk,Eva,Fien', 'Ann=16,Bert=12,Cis=6,Dirk=0,Eva=0,Fien=0', 0.5], // 34
  ])('%s: --points %s', async (players, points, ann) => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', '--players', players, '--stake', '0.10']);
    const missing = await tafel(h, ['record', '--askers', 'Ann']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`card points --points ${points} (or --zwik <player>).`);
    // Only Ann asked and has the most points: she takes the pot of one stake a player.
    const r = await tafelJson(h, ['record', '--askers', 'Ann', '--points', points]);
    expect(r.scores).toMatchObject({ Ann: ann, Bert: -0.1 });
  });
});

describe('a player whose card points are left out is asked with an example record takes, no placeholder', () => {
  test.each([
    [
      'Ann=9,Bert=4,Dirk=0',
      'en',
      'tafel: --points needs a number for every player; missing: Cis. Give his card points too, e.g. --points ' +
        'Ann=9,Bert=4,Cis=0,Dirk=0 (0 for no tricks).\n',
      'Ann=9,Bert=4,Cis=0,Dirk=0',
    ],
    [
      'Ann=9,Bert=4',
      'nl',
      'tafel: --points vraagt een getal voor elke speler; ontbreekt: Cis, Dirk. Geef ook hun kaartpunten, bv. ' +
        '--points Ann=9,Bert=4,Cis=0,Dirk=0 (0 zonder slagen).\n',
      'Ann=9,Bert=4,Cis=0,Dirk=0',
    ],
  ])('--points %s (%s)', async (points, lang, said, example) => {
    const h = home();
    await tafelJson(h, ['new', 'zwikken', '--players', P, '--stake', '0.10']);
    const before = snapshot(h);
    const r = await tafel(h, ['record', '--askers', 'Ann', '--points', points, '--lang', lang]);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', said]);
    expect(snapshot(h)).toEqual(before);
    expect((await tafel(h, ['record', '--askers', 'Ann', '--points', example])).code).toBe(0);
  });
});

describe('loser-pays stays once a deal is recorded: the money on the sheet was paid under it', () => {
  // Until 2026-12-07 `set loser-pays=stake` after these deals recomputed them: deal 1 then showed Bert -0.20 and the
  // pot 0.10, the pot total 0.20 where 0.60 lay on the table, and a later finish --share-pot shared 0.20 of it.
  test('refused (exit 1), en and nl, naming a new table and undo; nothing written; the ledger as paid', async () => {
    const h = home();
    await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
    // Deal 1: ante 3 x 0.10 = 0.30; Ann takes it (-0.10 + 0.30 = +0.20); Bert pays the 0.30 played for
    // (-0.10 - 0.30 = -0.40); pot 0.30 - 0.30 + 0.30 = 0.30.
    await tafel(h, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann']);
    // Deal 2: the pot is not empty, no ante; a tie: Bert pays the 0.30 in the pot, 0.60 now.
    await tafel(h, ['record', '--askers', 'Bert', '--tie']);
    const before = snapshot(h);
    const again = "'tafel new zwikken --rules standard --players Ann,Bert,Cis --set loser-pays=stake --stake 0.10'";
    const said = async (lang: string) => await tafel(h, ['set', 'loser-pays=stake', '--lang', lang]);
    expect([await said('en'), await said('nl')].map((r) => [r.code, r.stdout, r.stderr])).toEqual([
      [
        1,
        '',
        'tafel: loser-pays cannot change on this sheet: every cent of its 2 deals was paid under loser-pays=pot. ' +
          `Another loser-pays is another table: ${again} starts it; or first take the deals back with 'tafel undo'.\n`,
      ],
      [
        1,
        '',
        'tafel: loser-pays kan op dit blad niet meer veranderen: elke cent van zijn 2 spellen werd betaald onder ' +
          `loser-pays=pot. Een andere loser-pays is een andere tafel: ${again} begint die; of haal eerst de ` +
          "spellen eraf met 'tafel undo'.\n",
      ],
    ]);
    expect(snapshot(h)).toEqual(before);
    const doc = await tafelJson(h, ['sheet']);
    expect(doc.deals.map((d: { scores: unknown; pot: number }) => [d.scores, d.pot])).toEqual([
      [{ Ann: 0.2, Bert: -0.4, Cis: -0.1 }, 0.3],
      [{ Ann: 0, Bert: -0.3, Cis: 0 }, 0.6],
    ]);
    expect([doc.totals, doc.pot]).toEqual([{ Ann: 0.2, Bert: -0.7, Cis: -0.1 }, 0.6]);
    // The value in force is no change ("Nothing changed"), and one deal is said as one.
    expect((await tafel(h, ['set', 'loser-pays=pot'])).code).toBe(0);
    await tafel(h, ['undo']);
    expect((await tafel(h, ['set', 'loser-pays=stake'])).stderr).toContain(
      'every cent of its deal was paid under loser-pays=pot. Another loser-pays is another table: ',
    );
  });

  test('before the first deal, and once every deal is taken back, it changes as any house rule', async () => {
    const h = home();
    await tafel(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
    expect((await tafel(h, ['set', 'loser-pays=stake'])).stdout.split('\n')[0]).toBe(
      'Changed loser-pays pot -> stake; totals unchanged.',
    );
    await tafel(h, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann']);
    await tafel(h, ['undo']);
    expect((await tafel(h, ['set', 'loser-pays=pot'])).code).toBe(0);
    // Recorded now under pot: Bert pays the 0.30 played for, as in the first test.
    expect((await tafelJson(h, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann'])).scores).toEqual({
      Ann: 0.2,
      Bert: -0.4,
      Cis: -0.1,
    });
  });
});
