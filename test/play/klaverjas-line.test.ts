import { describe, expect, test } from '@jest/globals';
import type { SheetConfig } from '../../src/core/game.js';
import { gameById } from '../../src/games/index.js';
import { readLine } from '../../src/games/line.js';

const config = {
  rules: gameById('klaverjassen').defaultRules,
  players: ['Ann', 'Bert', 'Cis', 'Dirk'],
  settings: {},
} as unknown as SheetConfig;
const read = (line: string) => readLine('klaverjassen', line, config);

describe('klaverjassen on one line (issue 24 item 2)', () => {
  test('the forms read into record --taker flags', () => {
    expect(read('bert 92')).toEqual({ words: [], flags: { taker: 'bert', points: '92' } });
    expect(read('bert 92 roem bert=20')).toEqual({
      words: [],
      flags: { taker: 'bert', points: '92', roem: 'bert=20' },
    });
    // A bare roem number is the taker's; several entries may be comma- or space-separated.
    expect(read('bert 92 roem 50')).toEqual({ words: [], flags: { taker: 'bert', points: '92', roem: 'bert=50' } });
    expect(read('bert 92 roem bert=20,cis=50')?.flags.roem).toBe('bert=20,cis=50');
    expect(read('bert 92 roem bert=20 cis=50')?.flags.roem).toBe('bert=20,cis=50');
    expect(read('bert pit')).toEqual({ words: [], flags: { taker: 'bert', pit: 'takers' } });
    expect(read('bert tegenpit')).toEqual({ words: [], flags: { taker: 'bert', pit: 'defenders' } });
    expect(read('bert nat')).toEqual({ words: [], flags: { taker: 'bert', points: '0' } });
    expect(read('bert nat 70')).toEqual({ words: [], flags: { taker: 'bert', points: '70' } });
    // Points counted before the revoke was seen are dropped: the penalty alone scores the deal.
    expect(read('bert 92 verzaakt cis')).toEqual({ words: [], flags: { taker: 'bert', verzaakt: 'cis' } });
    expect(read('bert verzaakt cis')).toEqual({ words: [], flags: { taker: 'bert', verzaakt: 'cis' } });
  });

  test('what is not a deal is not read as one (the list search takes over)', () => {
    for (const line of ['bert', '92', 'bert 92 troef', 'bert roem', 'bert 92 roem', 'bert nat pit', 'bert verzaakt'])
      expect(read(line)).toBeUndefined();
    // A revoke with roem or a pit is contradictory on paper: not read, rather than silently dropped.
    expect(read('bert verzaakt cis roem 20')).toBeUndefined();
  });

  test('what reads is judged by record: Bert 92 + 20 roem against 70 is made, 112 to 70', () => {
    const game = gameById('klaverjassen');
    const input = game.parseDeal(read('bert 92 roem bert=20')!, config, { dealer: 'Ann' });
    expect(input).toEqual({ contract: 'take', taker: 'Bert', points: 92, roem: { Bert: 20 }, pit: 'none' });
    // Made: takers 92 + 20 = 112, defenders 162 - 92 = 70 (spec klaverjassen.md, counted deal).
    expect(game.scoreDeal(null, input, config).scores).toEqual([70, 112, 70, 112]);
    expect(game.parseDeal(read('bert nat')!, config, { dealer: 'Ann' })).toMatchObject({ points: 0, pit: 'none' });
    // Nat: takers 0, defenders all 162.
    expect(game.scoreDeal(null, game.parseDeal(read('bert nat')!, config), config).scores).toEqual([162, 0, 162, 0]);
  });
});
