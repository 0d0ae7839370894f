import { expect, test } from '@jest/globals';
import { fitDealLine } from '../../src/play/loop.js';

test('a deal line too wide is broken between scores, never inside one (issue 24 item 4)', () => {
  const line = 'Deal 12: Bert + Dirk samen 8: 9 tricks   Ann +10, Bert +10, Cis -10, Dirk -10, Eva -';
  expect(fitDealLine(line, 100)).toEqual([line]);
  const at60 = fitDealLine(line, 60);
  expect(at60).toEqual(['Deal 12: Bert + Dirk samen 8: 9 tricks', '  Ann +10, Bert +10, Cis -10, Dirk -10, Eva -']);
  const at30 = fitDealLine(line, 30);
  expect(at30).toEqual(['Deal 12: Bert + Dirk samen 8:…', '  Ann +10, Bert +10, Cis -10,', '  Dirk -10, Eva -']);
  for (const l of [...at60, ...at30]) expect([...l].length).toBeLessThanOrEqual(60);
  expect(at30.every((l) => [...l].length <= 30)).toBe(true);
});
