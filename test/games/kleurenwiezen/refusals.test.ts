import { describe, expect, test } from '@jest/globals';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import { makeSheet, record } from '../../helpers/sheet.js';

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
      [lodige, 'samen 14 --by Ann,Bert --tricks 9', 'rule', 'samen 14 does not exist: the level is 8 to 13'],
      [lodige, 'samen --by Ann,Bert --tricks 9', 'usage', 'samen needs a level from 8 to 13'],
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
      [lodige, 'samen 8 --by Ann,Bert --tricks Ann=5,Bert=4', 'rule', 'This contract has one result'],
      [lodige, 'grote-miserie --by Ann,Bert --tricks Ann=0', 'rule', 'How many tricks did Bert take?'],
      [lodige, 'grote-miserie --by Ann,Bert --tricks 0', 'rule', "plays for himself: give everyone's tricks"],
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
      [cardgames, 'open-miserie --by Ann --tricks 0', 'rule', '--set open-miserie=on'],
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
