import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { makeSheet, record, play } from '../../helpers/sheet.js';
import { CARDGAMES_ORDER, kleurenwiezenReferee as CARDS } from '../../../src/games/kleurenwiezen/referee.js';
import { loadText, RULES_GAMES } from '../../../src/rules/registry.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const lodige = makeSheet('kleurenwiezen', P);
const cardgames = makeSheet('kleurenwiezen', P, { rules: 'cardgames' });

function refusal(sheet: ReturnType<typeof makeSheet>, line: string): { type: string; message: string } {
  try {
    record(sheet, line);
  } catch (e) {
    if (e instanceof RuleViolation) return { type: 'rule', message: e.text.en };
    if (e instanceof UsageError) return { type: 'usage', message: e.text.en };
    throw e;
  }
  throw new Error(`"${line}" was accepted`);
}

describe('refused deals name the problem and the fix', () => {
  test.each(
    [
      [lodige, 'samen 14 --by Ann,Bert --tricks 9', 'rule', 'Samen 14 does not exist: the level is 8 to 13'],
      [lodige, 'samen --by Ann,Bert --tricks 9', 'usage', 'Samen needs a level from 8 to 13'],
      [lodige, 'solo 9 --by Ann --tricks 9', 'rule', 'the level is 6 to 8'],
      [lodige, 'solo 6 --by Ann,Bert --tricks 7', 'rule', 'played alone, by one player, not 2'],
      [lodige, 'abondance 9 --by Ann,Bert --tricks 9', 'rule', 'played alone'],
      [lodige, 'soloslim --by Ann,Bert --tricks 13', 'rule', 'played alone'],
      [lodige, 'samen 8 --by Ann --tricks 9', 'rule', 'two players together, not 1'],
      [lodige, 'troel --by Ann --tricks 9', 'rule', 'two players together'],
      [cardgames, 'vragen --by Ann --tricks 9', 'rule', 'two players together'],
      [cardgames, 'troel --by Ann,Bert,Cis --tricks 9', 'rule', 'two players together, not 3'],
      [lodige, 'samen 8 --by Ann,ann --tricks 9', 'rule', 'Ann is named twice'],
      [lodige, 'samen 8 --by Ann,Bert --tricks 14', 'rule', '--tricks 14 is impossible: it must be from 0 to 13'],
      [lodige, 'samen 8 --by Ann,Bert --tricks -1', 'rule', 'from 0 to 13'],
      [lodige, 'samen 8 --by Ann,Bert --tricks nine', 'usage', 'must be a whole number'],
      [cardgames, 'alleen 6 --by Ann --tricks 6', 'usage', 'Alleen has no level on this sheet: leave out "6"'],
      [lodige, 'troel 9 --by Ann,Bert --tricks 9', 'usage', 'Troel has no level on this sheet'],
      // A shape the wrong way round (name=value for one number, and the reverse) is usage, in every game.
      [lodige, 'samen 8 --by Ann,Bert --tricks Ann=5,Bert=4', 'usage', 'This contract has one result'],
      // A declarer's count left out is a value missing (exit 2), as a whole --tricks is.
      [lodige, 'grote-miserie --by Ann,Bert --tricks Ann=0', 'usage', 'How many tricks did Bert take?'],
      [lodige, 'grote-miserie --by Ann,Bert --tricks 0', 'usage', "plays for himself: give everyone's tricks"],
      [lodige, 'grote-miserie --by Ann,Bert --tricks Ann=0,Bert', 'usage', '"Bert" is not player=tricks'],
      [lodige, 'piccolo --by Ann --tricks Bert=1', 'rule', 'Bert did not play this contract'],
      [lodige, 'grote-miserie --by Ann,Bert --tricks Ann=7,Bert=7', 'rule', 'only 13'],
      [lodige, 'grote-miserie --by Ann', 'usage', '--tricks is missing'],
      [
        lodige,
        'samen 8 --by Xavier,Bert --tricks 9',
        'rule',
        'Unknown player "Xavier". Players: Ann, Bert, Cis, Dirk.',
      ],
      [
        makeSheet('kleurenwiezen', ['Ann', 'Anna', 'Cis', 'Dirk']),
        'solo 6 --by An --tricks 6',
        'rule',
        'fits more than one player',
      ],
      [
        lodige,
        'alleen --by Ann --tricks 5',
        'rule',
        '"alleen" is a contract of the cardgames, whisthub and iwwa rules, not of lodige; this sheet plays lodige',
      ],
      [
        cardgames,
        'samen 8 --by Ann,Bert --tricks 9',
        'rule',
        'contract of the lodige, whisthub and iwwa rules, not of cardgames',
      ],
      [cardgames, 'open-miserie --by Ann --tricks 0', 'rule', "'tafel set open-miserie=on' plays it"],
      [cardgames, 'abondance 10 --by Ann --tricks 10', 'rule', 'abondance-levels=on'],
      [lodige, 'bridge --by Ann --tricks 3', 'rule', 'Unknown contract "bridge"'],
      [lodige, 'samen 8 --by Ann,Bert', 'usage', '--tricks is missing'],
      [lodige, 'samen 8 --tricks 9', 'usage', '--by is missing'],
      [lodige, 'kleine-miserie --by , --tricks 0', 'usage', '--by is missing'],
      [lodige, '', 'usage', 'Which contract?'],
      [lodige, 'pas --by Ann', 'usage', '--by does not apply to pas'],
      [lodige, 'samen 8 extra --by Ann,Bert --tricks 9', 'usage', 'Unexpected "extra"'],
      [lodige, 'samen 8 --by Ann,Bert --tricks 9 --taker Ann', 'usage', '--taker does not apply to samen'],
      [lodige, 'samen 8 --by Ann,Bert --tricks 9 --revoke Zed', 'rule', 'Unknown player "Zed"'],
    ].map(([sheet, line, type, message]) => ({
      sheet: sheet as typeof lodige,
      line: line as string,
      type,
      message: message as string,
    })),
  )('$line', ({ sheet, line, type, message }) => {
    const r = refusal(sheet, line);
    expect(r.type).toBe(type);
    expect(r.message).toContain(message);
    expect(r.message).not.toContain('\n');
  });
});

describe('accepted spellings', () => {
  test.each([
    ['misère --by Ann --tricks 0', 'grote-miserie'],
    ['Grote-Miserie --by Ann --tricks 0', 'grote-miserie'],
    ['grote_soloslim --by Ann --tricks 13', 'soloslim'],
    ['abundance 9 --by Ann --tricks 9', 'abondance'],
  ])('%s', (line, contract) => {
    expect(record(lodige, line).deals[0].contract).toBe(contract);
  });
  test('names match case-insensitively and by unique prefix', () => {
    expect(record(lodige, 'samen 8 --by b,DI --tricks 9').deals[0]).toEqual({
      contract: 'samen',
      level: 8,
      by: ['Bert', 'Dirk'],
      tricks: 9,
    });
  });
});

const refused = (sheet: typeof lodige, line: string): string => {
  try {
    record(sheet, line);
  } catch (e) {
    if (e instanceof RuleViolation) return e.text.en;
    throw e;
  }
  throw new Error(`"${line}" was accepted`);
};

// Issue 11, item 5: the declarers' tricks never add up to more than the deal holds (13; 12 in
// kleine miserie, where everyone lays one card away), and all four declaring hold them all.
describe('impossible miserie and piccolo tricks are refused', () => {
  test.each([
    [lodige, 'grote-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=0', 'add up to 13, not 0'],
    [lodige, 'piccolo --by Ann,Bert,Cis,Dirk --tricks Ann=1,Bert=1,Cis=1,Dirk=1', 'add up to 13, not 4'],
    [lodige, 'kleine-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=13', 'from 0 to 12'],
    [lodige, 'kleine-miserie --by Ann --tricks 13', 'from 0 to 12'],
    [lodige, 'kleine-miserie --by Ann,Bert --tricks Ann=6,Bert=7', 'only 12'],
    [lodige, 'kleine-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=1,Cis=2,Dirk=10', 'only 12'],
    [lodige, 'kleine-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=1,Cis=2,Dirk=8', 'add up to 12, not 11'],
    [lodige, 'open-miserie --by Ann,Bert --tricks Ann=7,Bert=7', 'only 13'],
    [cardgames, 'miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=0', 'add up to 13, not 0'],
  ])('%#: %s', (sheet, line, message) => {
    const m = refused(sheet, line);
    expect(m).toContain(message);
    expect(m).not.toContain('\n');
  });

  test('one player\'s tricks out of range, said in Dutch without an English "for"', () => {
    const nl = (line: string): string => {
      try {
        record(lodige, line);
      } catch (e) {
        if (e instanceof RuleViolation || e instanceof UsageError) return e.text.nl;
        throw e;
      }
      throw new Error(`"${line}" was accepted`);
    };
    expect(nl('kleine-miserie --by Ann,Bert --tricks Ann=0,Bert=13')).toBe(
      '--tricks voor Bert 13 kan niet: het moet van 0 tot 12 zijn.',
    );
    expect(nl('grote-miserie --by Ann,Bert --tricks Ann=0,Bert=veel')).toBe(
      '--tricks voor Bert moet een geheel getal van 0 tot 13 zijn, niet "veel".',
    );
  });

  test.each([
    // All four, tricks 0+0+1+12 = 13: three made it (+36 each), Cis failed (-36); lodige pays the
    // failing declarer's 24 only to non-declarers, and there are none.
    ['grote-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=13,Dirk=0', [36, 36, -36, 36]],
    // kleine miserie, all four: 0 + 0 + 0 + 12 = 12 tricks: three +18, Dirk -18.
    ['kleine-miserie --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=12', [18, 18, 18, -18]],
    // kleine miserie alone with 12: the most a kleine-miserie player can take; lost: -18, others +12.
    ['kleine-miserie --by Ann --tricks 12', [-18, 12, 12, 12]],
    // piccolo, all four: 1 + 1 + 1 + 10 = 13: three made (+27), Dirk lost (-27).
    ['piccolo --by Ann,Bert,Cis,Dirk --tricks Ann=1,Bert=1,Cis=1,Dirk=10', [27, 27, 27, -27]],
  ])('possible: %s', (line, expected) => {
    const { view } = play(lodige, [line]);
    expect(P.map((p) => view.deals[0].scores[p])).toEqual(expected);
  });
});

// Issue 11, item 11: the cardgames ranking topic lists the contracts in the order judge rank uses.
describe('the cardgames ranking topic follows judge rank', () => {
  test.each(['en', 'nl'] as const)('%s', async (lang) => {
    const text = await loadText(RULES_GAMES.find((g) => g.id === 'kleurenwiezen')!, lang);
    const topic = text.ruleSets.cardgames.find((t) => t.id === 'ranking')!;
    const listed = topic.text
      .split('\n')
      .filter((l) => l.startsWith('- '))
      .map((l) =>
        l
          .replace(/^- \(?/, '')
          .replace(/vragen \+ meegaan/, 'vragen')
          .replace('open miserie', 'open-miserie')
          .replace(/[:(].*$/, '')
          .trim(),
      );
    expect(listed).toEqual([...CARDGAMES_ORDER].reverse());
    // No source is one of our file paths (issue 11, item 10).
    for (const rs of Object.values(text.ruleSets))
      for (const t of rs) expect(t.source).not.toMatch(/seeds\/|spec\/|\.md|\.txt/);
  });
});

// The lodige ranking topic says what judge rank decides by colour: equal samen, solo and abondance (rules notes).
describe('the lodige ranking topic names the bids the colour decides, as judge rank does', () => {
  test.each([
    ['en', 'Two equal samen, solo or abondance bids (the same contract for the same number of tricks): the one in the'],
    ['nl', 'Twee gelijke biedingen samen, solo of abondance (hetzelfde contract voor evenveel slagen): die in de'],
  ] as const)('%s', async (lang, said) => {
    const text = await loadText(RULES_GAMES.find((g) => g.id === 'kleurenwiezen')!, lang);
    expect(text.ruleSets.lodige.find((t) => t.id === 'ranking')!.text).toContain(said);
  });
  test.each([
    ['samen 8 harten', 'samen 8 schoppen', 1],
    ['solo 7 klaveren', 'solo 7 ruiten', 2],
    ['abondance 9 ruiten', 'abondance 9 klaveren', 1],
    ['samen 8', 'samen 8', 0], // no colours named: name both
  ])('%s against %s', (a, b, higher) => expect(CARDS.rank!(a, b, 'lodige').higher).toBe(higher));
});

/**
 * The tricks of players of a contract that each play for themselves, some missing: named as a list, with the Dutch
 * verb agreeing with how many (not "haalde(n)"), through the built binary and nothing written.
 */
describe('the players whose tricks are missing, in English and Dutch', () => {
  const homes = tempHomes();
  test.each([
    [
      'Ann,Bert,Cis',
      'en',
      'tafel: How many tricks did Bert and Cis take? Give their tricks too, e.g. --tricks Ann=0,Bert=0,Cis=0.\n',
    ],
    [
      'Ann,Bert,Cis',
      'nl',
      'tafel: Hoeveel slagen haalden Bert en Cis? Geef ook hun slagen, bv. --tricks Ann=0,Bert=0,Cis=0.\n',
    ],
    ['Ann,Bert', 'nl', 'tafel: Hoeveel slagen haalde Bert? Geef ook zijn slagen, bv. --tricks Ann=0,Bert=0.\n'],
  ])('kleine-miserie --by %s --tricks Ann=0 (%s)', async (by, lang, said) => {
    const h = homes();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', P.join(',')])).code).toBe(0);
    const before = snapshot(h);
    const r = await tafel(h, ['record', 'kleine-miserie', '--by', by, '--tricks', 'Ann=0', '--lang', lang]);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', said]);
    expect(snapshot(h)).toEqual(before);
  });
});

/**
 * Two or more players of a miserie or piccolo with no --tricks: the first hint already gives the per-player list, and
 * that list is taken as given (until 2026-12-07 "e.g. --tricks 0", which was then refused). Every rule set, both
 * languages; with all four declaring, the example's tricks add up to the deal's.
 */
describe('several miserie players without tricks: the hint is the per-player list record takes', () => {
  const homes = tempHomes();
  const now = { now: new Date(2026, 11, 6, 20, 0) };
  test.each([
    [
      'lodige',
      'grote-miserie',
      'Ann,Bert',
      'tafel: --tricks is missing: each of Ann and Bert plays for himself; how many tricks did each take? e.g. ' +
        '--tricks Ann=0,Bert=0.\n',
      'tafel: --tricks ontbreekt: Ann en Bert spelen elk voor zich; hoeveel slagen haalde elk? bv. --tricks ' +
        'Ann=0,Bert=0.\n',
      'Ann=0,Bert=0',
    ],
    [
      'cardgames',
      'miserie',
      'Bert,Dirk',
      'tafel: --tricks is missing: each of Bert and Dirk plays for himself; how many tricks did each take? e.g. ' +
        '--tricks Bert=0,Dirk=0.\n',
      'tafel: --tricks ontbreekt: Bert en Dirk spelen elk voor zich; hoeveel slagen haalde elk? bv. --tricks ' +
        'Bert=0,Dirk=0.\n',
      'Bert=0,Dirk=0',
    ],
    [
      'whisthub',
      'piccolo',
      'Ann,Bert,Cis',
      'tafel: --tricks is missing: each of Ann, Bert and Cis plays for himself; how many tricks did each take? ' +
        'e.g. --tricks Ann=1,Bert=1,Cis=1.\n',
      'tafel: --tricks ontbreekt: Ann, Bert en Cis spelen elk voor zich; hoeveel slagen haalde elk? bv. --tricks ' +
        'Ann=1,Bert=1,Cis=1.\n',
      'Ann=1,Bert=1,Cis=1',
    ],
    [
      'iwwa',
      'miserie',
      'Ann,Bert,Cis,Dirk',
      'tafel: --tricks is missing: each of Ann, Bert, Cis and Dirk plays for himself; how many tricks did each ' +
        'take? e.g. --tricks Ann=0,Bert=0,Cis=0,Dirk=13.\n',
      'tafel: --tricks ontbreekt: Ann, Bert, Cis en Dirk spelen elk voor zich; hoeveel slagen haalde elk? bv. ' +
        '--tricks Ann=0,Bert=0,Cis=0,Dirk=13.\n',
      'Ann=0,Bert=0,Cis=0,Dirk=13',
    ],
    [
      'whisthub',
      'kleine-miserie',
      'Ann,Bert,Cis,Dirk',
      'tafel: --tricks is missing: each of Ann, Bert, Cis and Dirk plays for himself; how many tricks did each ' +
        'take? e.g. --tricks Ann=0,Bert=0,Cis=0,Dirk=12.\n',
      'tafel: --tricks ontbreekt: Ann, Bert, Cis en Dirk spelen elk voor zich; hoeveel slagen haalde elk? bv. ' +
        '--tricks Ann=0,Bert=0,Cis=0,Dirk=12.\n',
      'Ann=0,Bert=0,Cis=0,Dirk=12',
    ],
  ])('%s %s --by %s', async (rules, contract, by, en, nl, example) => {
    const h = homes();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--rules', rules, '--players', P.join(',')], now)).code).toBe(0);
    const before = snapshot(h);
    expect(await tafel(h, ['record', contract, '--by', by], now)).toEqual({ code: 2, stdout: '', stderr: en });
    expect(await tafel(h, ['--lang', 'nl', 'record', contract, '--by', by], now)).toEqual({
      code: 2,
      stdout: '',
      stderr: nl,
    });
    expect(snapshot(h)).toEqual(before);
    const taken = await tafelJson(h, ['record', contract, '--by', by, '--tricks', example], now);
    expect(taken).toMatchObject({ number: 1, input: { contract, by: by.split(',') } });
  });
});

/** A wrong number of declarers: the example names the players given, then the sheet's next ones, never Ann. */
describe('the example of a refused --by names the players at the table', () => {
  const homes = tempHomes();
  const sheet = ['Jan', 'Piet', 'Kees', 'Mies'];
  test.each([
    ['record samen 8 --by Jan --tricks 9', 'Samen is played by two players together, not 1: e.g. --by Jan,Piet.'],
    ['record samen 8 --by Kees --tricks 9', 'Samen is played by two players together, not 1: e.g. --by Kees,Jan.'],
    [
      'record troel --by Mies,Kees,Jan --tricks 9',
      'Troel is played by two players together, not 3: e.g. --by Mies,Kees.',
    ],
    ['record solo 6 --by Piet,Jan --tricks 7', 'Solo is played alone, by one player, not 2: --by Piet.'],
    [
      '--lang nl record samen 8 --by Jan --tricks 9',
      'Samen is voor twee spelers samen, niet voor 1: bv. --by Jan,Piet.',
    ],
    [
      '--lang nl record solo 6 --by Piet,Jan --tricks 7',
      'Solo speel je alleen, met één speler, niet met 2: --by Piet.',
    ],
  ])('%s', async (line, said) => {
    const h = homes();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', sheet.join(',')])).code).toBe(0);
    const before = snapshot(h);
    const r = await tafel(h, line.split(' '));
    expect([r.code, r.stdout, r.stderr]).toEqual([1, '', `tafel: ${said}\n`]);
    expect(snapshot(h)).toEqual(before);
  });

  test.each([
    ['troel --by 1 --tricks 9', 'Troel is played by two players together, not 1: e.g. --by 1,2.'],
    ['solo 6 --by 1,2 --tricks 9', 'Solo is played alone, by one player, not 2: --by 1.'],
    [
      'samen 8 --by Cis --tricks 9 --players Ann,Bert,Cis,Dirk',
      'Samen is played by two players together, not 1: e.g. --by Cis,Ann.',
    ],
  ])('judge score kleurenwiezen %s', async (line, said) => {
    const r = await tafel(homes(), ['judge', 'score', 'kleurenwiezen', ...line.split(' ')]);
    expect([r.code, r.stdout, r.stderr]).toEqual([1, '', `tafel: ${said}\n`]);
  });
});

/**
 * Judge score without --sheet judges a rule set, not a sheet: its refusals name the rules, never "this sheet"
 * (a sheet's record still does, above). Contract words are quoted as everywhere in tafel, never in Markdown
 * backticks, and a choice of two levels is "8 or 9".
 */
describe('judge score without a sheet names the rule set, in English and Dutch', () => {
  const homes = tempHomes();
  const WHISTHUB =
    'samen, alleen, abondance, troel, kleine-miserie, piccolo, grote-miserie, open-miserie, soloslim, pas';
  test.each([
    [
      'troel 8 --by 1,2 --tricks 9 --rules cardgames',
      2,
      'Troel has no level in the cardgames rules: leave out "8" and give the tricks taken with --tricks.',
      'Troel heeft in de cardgames-regels geen niveau: laat "8" weg en geef de gehaalde slagen met --tricks.',
    ],
    [
      'kleine-soloslim --by 1 --tricks 12 --rules whisthub',
      1,
      `"kleine-soloslim" is a contract of the lodige rules, not of whisthub; the contracts of whisthub are ` +
        `${WHISTHUB}.`,
      `"kleine-soloslim" is een contract van de lodige-regels, niet van whisthub; de contracten van whisthub zijn ` +
        `${WHISTHUB}.`,
    ],
    [
      'solo --by 1 --tricks 8 --rules whisthub',
      1,
      'A plain "solo" could be two contracts here: write "alleen N" (or "solo N", e.g. "solo 6") or "soloslim".',
      'Een "solo" zonder meer kan hier twee contracten zijn: schrijf "alleen N" (of "solo N", bv. "solo 6") of ' +
        '"soloslim".',
    ],
    [
      'solo 13 --by 1 --tricks 13 --rules iwwa',
      1,
      '"solo 13" is not an iwwa contract: "alleen" is the one-against-three contract; "solo" is all 13 tricks.',
      '"solo 13" is geen contract van iwwa: "alleen" is het contract van één tegen drie; "solo" is alle 13 slagen.',
    ],
    [
      'troel 10 --by 1,2 --tricks 10 --rules iwwa',
      1,
      'Troel 10 does not exist: the level is 8 or 9.',
      'Troel 10 bestaat niet: het niveau is 8 of 9.',
    ],
  ])('%s', async (line, code, en, nl) => {
    const h = homes();
    const args = ['judge', 'score', 'kleurenwiezen', ...line.split(' ')];
    expect(await tafel(h, args)).toEqual({ code, stdout: '', stderr: `tafel: ${en}\n` });
    expect(await tafel(h, [...args, '--lang', 'nl'])).toEqual({ code, stdout: '', stderr: `tafel: ${nl}\n` });
  });

  test('judge rank: troel has two levels, 8 or 9', async () => {
    const h = homes();
    const args = ['judge', 'rank', 'kleurenwiezen', '--rules', 'whisthub', 'troel 10', 'samen 8'];
    expect((await tafel(h, args)).stderr).toBe('tafel: Troel 10 does not exist in whisthub: the level is 8 or 9.\n');
    expect((await tafel(h, [...args, '--lang', 'nl'])).stderr).toBe(
      'tafel: Troel 10 bestaat niet in whisthub: het niveau is 8 of 9.\n',
    );
  });
});

/** The Dutch scoring topic says what a pas and piccolo do in Dutch, naming the option's (English) value. */
describe('the Dutch scoring caption says the options in Dutch', () => {
  const homes = tempHomes();
  test.each([
    ['iwwa', [], /Na een pas telt de volgende gift gewoon \(rondje-pas=off\)\. Giften per spel: geen grens\./],
    [
      'whisthub',
      [],
      /Na een pas telt de volgende gift dubbel \(rondje-pas=double\)\. Piccolo wordt gespeeld \(piccolo=on\)\./,
    ],
    [
      'whisthub',
      ['--rules', 'whisthub', '--set', 'rondje-pas=stack', '--set', 'piccolo=off'],
      new RegExp(
        'Na een pas telt de volgende gift dubbel, na twee passen driedubbel, enzovoort \\(rondje-pas=stack\\)\\. ' +
          'Piccolo wordt niet gespeeld \\(piccolo=off\\)\\.',
      ),
    ],
  ])('%s %j', async (rules, set, said) => {
    const h = homes();
    // House rules of a sheet's own are shown with --sheet.
    const own = set.length > 0 && (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'A,B,C,D', ...set]));
    const which = own ? ['--sheet', own.id] : ['--rules', rules];
    const r = await tafel(h, ['rules', 'kleurenwiezen', 'telling', ...which, '--lang', 'nl']);
    expect(r.stdout.replace(/\s+/g, ' ')).toMatch(said);
  });
});
