import { describe, expect, test } from '@jest/globals';
import { RuleViolation, type TafelError, UsageError } from '../../../src/core/errors.js';
import { gameById } from '../../../src/games/index.js';
import { configOf } from '../../../src/sheet/sheet.js';
import { args, makeSheet, play } from '../../helpers/sheet.js';

// spec/rikken.md §10, worked by hand: p is the amount per opponent; a rik's opponents each pay one of
// the pair, a soloist gets 3p, each piek/misère declarer settles with the three other active players.
const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];
const FIVE = [...FOUR, 'Eva'];
/** `judge score`'s table without --players: the seats by number (spec §10.3). */
const SEATS = ['1', '2', '3', '4'];
const game = gameById('rikken');

const row = (scores: Record<string, number>, players: string[]) => players.map((p) => scores[p]);

describe('§10.1 four players, standaard, first dealer Ann', () => {
  const lines = [
    'rik --by Bert --mate Dirk --tricks 9', // 10 + 5 = 15
    'rik --by Cis --mate Ann --tricks 6', // two short: -(10 + 5) = -15, Cis pays both: -30, Ann 0
    'alleen 9 --by Dirk --tricks 10', // 20 + 5 = 25, Dirk 3 x 25
    'misere --by Ann,Bert --tricks Ann=0,Bert=1', // Ann +75 +25, Bert -75 -25, Cis and Dirk -25 +25
    'troela --by Cis --mate Bert --tricks 13', // 10 + 5 x 5 + 35 = 70
    'piek --by Dirk --tricks 1', // 3 x 15
    'schoppen-mie --queen Ann --last Ann', // Ann pays 5 to each of three, twice
    'alleen 8 --by Ann --tricks 6', // -(10 + 5) = -15, Ann -45
    'pas', // redeal: 0, Ann deals again
    'rik-beter --by Bert --mate Ann --tricks 8', // 10
    'een-of-vijf --tricks Ann=1,Bert=5,Cis=4,Dirk=3', // two winners, 10 from each of the two losers
    'open-misere --by Cis --tricks 0', // 3 x 50
  ];
  const { view } = play(makeSheet('rikken', FOUR), lines);

  test('each deal as the spec writes it, every row summing to 0', () => {
    const expected = [
      [-15, 15, -15, 15],
      [0, 15, -30, 15],
      [-25, -25, -25, 75],
      [100, -100, 0, 0],
      [-70, 70, 70, -70],
      [-15, -15, -15, 45],
      [-30, 10, 10, 10],
      [-45, 15, 15, 15],
      [0, 0, 0, 0],
      [10, 10, -10, -10],
      [20, 20, -20, -20],
      [-50, -50, 150, -50],
    ];
    expect(view.deals.map((d) => row(d.scores, FOUR))).toEqual(expected);
    for (const e of expected) expect(e.reduce((a, b) => a + b, 0)).toBe(0);
  });

  test('running totals; the dealer moves on except after pas', () => {
    expect(row(view.totals, FOUR)).toEqual([-120, -35, 130, 25]);
    expect(view.deals.map((d) => d.dealer)).toEqual([
      'Ann',
      'Bert',
      'Cis',
      'Dirk',
      'Ann',
      'Bert',
      'Cis',
      'Dirk',
      'Ann',
      'Ann',
      'Bert',
      'Cis',
    ]);
    expect(view.nextDealer).toBe('Dirk');
  });

  test('results: made/failed, per declarer, winners, payers', () => {
    expect(view.deals.map((d) => d.result)).toEqual([
      'made',
      'failed',
      'made',
      { Ann: 'made', Bert: 'failed' },
      'made',
      { Dirk: 'made' },
      { payers: ['Ann', 'Ann'] },
      'failed',
      undefined,
      'made',
      { winners: ['Ann', 'Bert'] },
      { Cis: 'made' },
    ]);
  });

  test('stored inputs as review decision 3 says', () => {
    expect(view.deals[0].input).toEqual({ contract: 'rik', by: ['Bert'], mate: 'Dirk', tricks: 9 });
    expect(view.deals[2].input).toEqual({ contract: 'alleen', level: 9, by: ['Dirk'], tricks: 10 });
    expect(view.deals[5].input).toEqual({ contract: 'piek', by: ['Dirk'], tricks: { Dirk: 1 } });
    expect(view.deals[8].input).toEqual({ contract: 'pas' });
  });

  test('deal 2 with rik-loss=both and with down=from-first', () => {
    const both = play(makeSheet('rikken', FOUR, { set: { 'rik-loss': 'both' } }), lines.slice(0, 2)).view.deals[1];
    expect(row(both.scores, FOUR)).toEqual([-15, 15, -15, 15]);
    // from-first: -(10 + 5 x 2) = -20; Cis pays both opponents
    const first = play(makeSheet('rikken', FOUR, { set: { down: 'from-first' } }), lines.slice(0, 2)).view.deals[1];
    expect(row(first.scores, FOUR)).toEqual([0, 20, -40, 20]);
  });
});

describe('rules a slip would break unseen (issue 36.18), worked by hand', () => {
  test('piek is exactly one trick: none is lost as much as two', () => {
    // V = 15 (standaard): a declarer who makes it gets 15 from each of three, one who fails pays each 15.
    const { view } = play(makeSheet('rikken', FOUR), [
      'piek --by Dirk --tricks 0',
      'piek --by Ann --tricks 1',
      'piek --by Bert --tricks 2',
    ]);
    expect(view.deals.map((d) => [d.result, row(d.scores, FOUR)])).toEqual([
      [{ Dirk: 'failed' }, [15, 15, 15, -45]],
      [{ Ann: 'made' }, [45, -15, -15, -15]],
      [{ Bert: 'failed' }, [15, -45, 15, 15]],
    ]);
  });

  test('11 alleen is worth 40 [CR: 11 alleen 40 + 5], 5 a trick over; one short costs the base, each more 5', () => {
    const { view } = play(makeSheet('rikken', FOUR), [
      'alleen 11 --by Ann --tricks 11', // 40 from each of three
      'alleen 11 --by Bert --tricks 13', // 40 + 2 x 5 = 50
      'alleen 11 --by Cis --tricks 10', // one short: -40
      'alleen 11 --by Dirk --tricks 9', // two short: -(40 + 5) = -45
    ]);
    expect(view.deals.map((d) => row(d.scores, FOUR))).toEqual([
      [120, -40, -40, -40],
      [-50, 150, -50, -50],
      [40, 40, -120, 40],
      [45, 45, 45, -135],
    ]);
  });
});

describe('§10.2 five players: the dealer sits out', () => {
  const { view } = play(makeSheet('rikken', FIVE), [
    'rik --by Bert --mate Cis --tricks 8',
    'alleen 10 --by Ann --tricks 10', // three active opponents: 3 x 30
    'misere --by Ann,Bert,Dirk --tricks Ann=0,Bert=0,Dirk=2', // s = 2, f = 1, V = 25
    'schoppen-mie --queen Bert --last Eva',
  ]);
  test('deals, sitters 0, totals', () => {
    expect(view.deals.map((d) => row(d.scores, FIVE))).toEqual([
      [0, 10, 10, -10, -10],
      [90, 0, -30, -30, -30],
      [75, 75, 0, -125, -25], // made 75 - 25 + 25; failed -75 - 50; Eva -50 + 25
      [10, -10, 10, 0, -10],
    ]);
    expect(view.deals.map((d) => d.sittingOut)).toEqual([['Ann'], ['Bert'], ['Cis'], ['Dirk']]);
    expect(row(view.totals, FIVE)).toEqual([175, 75, -10, -165, -75]);
    expect(view.nextSittingOut).toEqual(['Eva']);
  });
  test('naming a sitter is refused with who deals and who plays', () => {
    expect(() => play(makeSheet('rikken', FIVE), ['rik --by Bert --mate Ann --tricks 8'])).toThrow(
      'Ann deals deal 1 and sits out; the players are Bert, Cis, Dirk, Eva. Ann cannot be named in it.',
    );
  });
  test('six players: the dealer and the player three seats on', () => {
    const six = [...FIVE, 'Fien'];
    const v = play(makeSheet('rikken', six), ['alleen 8 --by Bert --tricks 8']).view;
    expect(v.deals[0].sittingOut).toEqual(['Ann', 'Dirk']);
    expect(row(v.deals[0].scores, six)).toEqual([0, 30, -10, 0, -10, -10]);
    expect(() => play(makeSheet('rikken', six), ['piek --by Dirk --tricks 1'])).toThrow(
      'Ann deals deal 1 and sits out with Dirk; the players are Bert, Cis, Eva, Fien. Dirk cannot be named in it.',
    );
  });
});

describe('§10.3 single deals (the seats 1..4, as judge score names them)', () => {
  test.each([
    ['rik --by 1 --mate 3 --tricks 8', [10, -10, 10, -10]],
    ['rik --by 1 --mate 3 --tricks 13', [70, -70, 70, -70]], // 10 + 25 + 35 kapot
    ['rik --by 1 --mate 3 --tricks 0', [-90, 45, 0, 45]], // -(10 + 5 x 7)
    ['troela --by 1 --mate 3 --tricks 7', [-10, 10, -10, 10]], // both declarers pay
    ['alleen 13 --by 2 --tricks 12', [70, -210, 70, 70]],
    ['alleen 12 --by 2 --tricks 13', [-55, 165, -55, -55]], // 50 + 5, no kapot for a solo
    ['misere --by 1,2 --tricks 1=0,2=0', [50, 50, -50, -50]], // 75 - 25 each
    ['open-misere-praatje --by 4 --tricks 1', [60, 60, 60, -180]],
    ['schoppen-mie --queen 2 --last 3', [10, -10, -10, 10]],
    ['een-of-vijf --tricks 1=1,2=1,3=1,4=10', [10, 10, 10, -30]],
    ['rik --by 1 --mate 3 --revoke 2', [10, -10, 10, -10]], // an opponent revoked: made with 8
    ['misere --by 4 --revoke 4', [25, 25, 25, -75]],
  ])('%s', (line, expected) => {
    expect(row(play(makeSheet('rikken', SEATS), [line]).view.deals[0].scores, SEATS)).toEqual(expected);
  });

  test('review decision 4: a revoking mate pays as the rikker would', () => {
    // failed by one trick: p = -10; the mate (seat 3) pays 2 x 10, the rikker (seat 1) nothing
    expect(
      row(play(makeSheet('rikken', SEATS), ['rik --by 1 --mate 3 --revoke 3']).view.deals[0].scores, SEATS),
    ).toEqual([0, 10, -20, 10]);
    expect(
      row(play(makeSheet('rikken', SEATS), ['rik --by 1 --mate 3 --revoke 1']).view.deals[0].scores, SEATS),
    ).toEqual([-20, 10, 0, 10]);
  });

  test('house values: MM table and a number switches piek on', () => {
    const mm = { down: 'from-first', 'rik-loss': 'both', misere: '30', 'alleen.12': '55', 'open-misere-praatje': '65' };
    // 7 tricks: -(10 + 5) = -15, both partners pay
    expect(
      row(
        play(makeSheet('rikken', SEATS, { set: mm }), ['rik --by 1 --mate 3 --tricks 7']).view.deals[0].scores,
        SEATS,
      ),
    ).toEqual([-15, 15, -15, 15]);
    expect(
      row(play(makeSheet('rikken', SEATS, { set: mm }), ['misere --by 2 --tricks 0']).view.deals[0].scores, SEATS),
    ).toEqual([-30, 90, -30, -30]);
    expect(
      row(
        play(makeSheet('rikken', SEATS, { rules: 'ssovn', set: { piek: '20' } }), ['piek --by 2 --tricks 1']).view
          .deals[0].scores,
        SEATS,
      ),
    ).toEqual([-20, 60, -20, -20]);
  });
});

describe('refusals', () => {
  const parse = (line: string, rules = 'standaard', players = FOUR) => {
    const sheet = makeSheet('rikken', players, { rules });
    return () => game.parseDeal(args(line), configOf(game, sheet));
  };
  const refused = (
    line: string,
    kind: typeof RuleViolation | typeof UsageError,
    text: string | RegExp,
    rules?: string,
  ) => {
    let error: unknown;
    try {
      parse(line, rules)();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(kind);
    expect((error as TafelError).text.en).toMatch(text);
    expect((error as TafelError).text.nl).not.toBe((error as TafelError).text.en);
  };
  test.each([
    ['troela --by Ann --mate Ann --tricks 9', /fourth ace's holder cannot also be the three-ace holder/],
    ['rik --by Ann --mate Ann --tricks 9', /the called ace, so he cannot be the rikker \(Ann\)/],
    ['alleen 7 --by Ann --tricks 8', /Alleen is bid for 8 to 13 tricks/],
    ['een-of-vijf --tricks Ann=1,Bert=5,Cis=4,Dirk=2', /Één of vijf: the tricks add up to 12; a deal has 13/],
    ['rik --by Ann --mate Cis --tricks 14', /^A deal has 13 tricks: give 0 to 13, not 14\.$/],
    ['misere --by Ann,Bert --tricks Ann=6,Bert=8', /Misère: Ann 6 \+ Bert 8 = 14 tricks, more than the 13 of a deal/],
    ['misere --by Ann,Bert,Cis,Dirk --tricks Ann=0,Bert=0,Cis=0,Dirk=12', /add up to 13, not 12/],
    ['misere --by Ann --tricks Cis=0', /Cis did not play misère/],
    ['rik-beter --by Ann --mate Cis --tricks 8 --trump S', /hearts as trump/],
    ['misere --by Ann --tricks 0 --trump H', /without trump/],
    ['schoppen-mie --queen Ann --last Bert --revoke Ann', /a pass game has no sides/i],
    ['rik --by Ann --mate Cis --tricks 8 --called AH --trump H', /never calls the trump ace/],
    // Rik beter is hearts trump without --trump: its ace of hearts is the trump ace.
    ['rik-beter --by Ann --mate Cis --tricks 8 --called AH', /never calls the trump ace/],
  ])('%s', (line, text) => refused(line, RuleViolation, text));

  test.each([
    ['rik --by Ann --tricks 9', /--mate is missing/],
    ['alleen 9 --by Ann --mate Cis --tricks 9', /alleen is played alone/],
    ['rik --by Ann,Bert --mate Cis --tricks 9', /one declarer in --by/],
    ['rik --by Ann --mate Cis --tricks negen', /whole number/],
    ['schoppen-mie --queen Ann', /--queen .* --last/],
    ['rik --by Ann --mate Cis --tricks 8 --revoke Bert', /without --tricks/],
    ['troela --by Ann --mate Cis --tricks 8 --called AD', /Troela calls no ace/],
    ['rik --by Ann --mate Cis', /--tricks is missing/],
    ['', /Which contract/],
    // A player's count left out is a value missing, as a whole --tricks is; so is alleen's level.
    ['alleen --by Ann --tricks 8', /Alleen is bid for 8 to 13 tricks/],
    ['misere --by Ann,Bert --tricks Ann=0', /How many tricks did Bert take/],
    ['een-of-vijf --tricks Ann=1,Bert=5,Cis=4', /give the tricks of all four players who played, not 3/],
  ])('usage: %s', (line, text) => refused(line, UsageError, text));

  test('ssovn plays no piek and no troela', () => {
    // On a sheet `tafel set` turns it on (until 2026-12-06 "a sheet started with --set piek=on does", of a sheet
    // already started); judge without a sheet names the rule set (test/referee/score.test.ts).
    refused(
      'piek --by Ann --tricks 1',
      RuleViolation,
      'This sheet does not play piek (option piek=off); tafel set piek=on changes that.',
      'ssovn',
    );
    refused(
      'troela --by Ann --mate Bert --tricks 9',
      RuleViolation,
      'This sheet does not play troela (option troela=off); tafel set troela=on changes that.',
      'ssovn',
    );
    refused('open-piek-praatje --by Ann --tricks 1', RuleViolation, /option piek=off/, 'ssovn');
    expect(parse('open-misere-praatje --by Ann --tricks 0', 'ssovn')()).toEqual({
      contract: 'open-misere-praatje',
      by: ['Ann'],
      tricks: { Ann: 0 },
    });
  });

  test('a seat number names no player on a sheet of names (judge score names its seats 1..4 instead)', () => {
    for (const line of [
      'rik --by 1 --mate Cis --tricks 9',
      'rik --by Ann --mate 3 --tricks 9',
      'misere --by 2 --tricks 0',
    ])
      refused(line, RuleViolation, /^Unknown player "\d". Players: Ann, Bert, Cis, Dirk\./);
  });

  test('words as tables write them', () => {
    const c = (line: string) => parse(line)() as { contract: string; level?: number };
    expect(c('9 alleen --by Ann --tricks 9')).toMatchObject({ contract: 'alleen', level: 9 });
    expect(c('solo 10 --by Ann --tricks 9')).toMatchObject({ contract: 'alleen', level: 10 });
    expect(c('beter --by Ann --mate Cis --tricks 9').contract).toBe('rik-beter');
    expect(c('misère --by Ann --tricks 0').contract).toBe('misere');
    expect(c('1-of-5 --tricks Ann=1,Bert=5,Cis=4,Dirk=3').contract).toBe('een-of-vijf');
  });
});
