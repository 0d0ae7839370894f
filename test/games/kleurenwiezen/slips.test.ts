import { describe, expect, test } from '@jest/globals';
import { RuleViolation } from '../../../src/core/errors.js';
import { CARDGAMES_ORDER } from '../../../src/games/kleurenwiezen/referee.js';
import { loadText, RULES_GAMES } from '../../../src/rules/registry.js';
import { makeSheet, play, record } from '../../helpers/sheet.js';

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
const lodige = makeSheet('kleurenwiezen', P);
const cardgames = makeSheet('kleurenwiezen', P, { rules: 'cardgames' });

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
