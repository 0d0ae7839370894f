import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';
import { GAME_9_2 } from './examples.js';

// spec/toepen.md §8: `tafel set` of limit, end or cap re-derives every round, and a change that would put a player
// out before a round in which he is named is refused, naming that round. The refusal also says nothing was changed
// and which value the sheet allows. The first six rounds of §9.2, worked by hand (limit 10, cap on):
//   Ann 1, 3, 3, 4 (cut to 3 at 10), Bert 0, 2, 3, 4 = 9 after round 4, then pays the vuile was in round 5;
//   Cis 1, 0, 3, 3, 1 = 8 before round 6, in which she toeps and wins.
// limit=8: Bert reaches 8 in round 4 (5 + 4 cut to 3) and is named in round 5. limit=9: Bert 9 after round 4, named
// in round 5 again. limit=10: Bert 9 plays round 5, Cis 8 plays round 6: the sheet stands, so 10 is the lowest.
const homes = tempHomes();
const P = 'Ann,Bert,Cis,Dirk';

async function sixRounds(): Promise<string> {
  const home = homes();
  expect((await tafel(home, ['new', 'toepen', '--players', P])).code).toBe(0);
  for (const r of GAME_9_2.slice(0, 6)) expect((await tafel(home, ['record', ...r.split(' ')])).code).toBe(0);
  return home;
}

describe('tafel set limit on a Toepen sheet that it would break', () => {
  test('limit=8: refused, naming the round, that nothing was changed and the lowest limit; en and nl', async () => {
    const home = await sixRounds();
    const before = snapshot(home);
    const en = await tafel(home, ['set', 'limit=8']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      1,
      '',
      'tafel: limit=8 would make a stored round impossible: Round 5: Bert is out (8 points since round 4). ' +
        'Nothing was changed. The sheet allows limit=10 or higher.\n',
    ]);
    const nl = await tafel(home, ['set', 'limit=8', '--lang', 'nl']);
    expect([nl.code, nl.stdout, nl.stderr]).toEqual([
      1,
      '',
      'tafel: limit=8 zou een opgeslagen ronde onmogelijk maken: Ronde 5: Bert is af (8 punten sinds ronde 4). ' +
        'Er werd niets veranderd. Het blad laat limit=10 of hoger toe.\n',
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  test('from limit=15 the way on is still the lowest limit that stands (10), not the one in force', async () => {
    const home = await sixRounds();
    expect((await tafel(home, ['set', 'limit=15'])).code).toBe(0);
    const before = snapshot(home);
    const r = await tafel(home, ['set', 'limit=9']);
    expect([r.code, r.stderr]).toEqual([
      1,
      'tafel: limit=9 would make a stored round impossible: Round 5: Bert is out (9 points since round 4). ' +
        'Nothing was changed. The sheet allows limit=10 or higher.\n',
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  test('under end=first-out a lower limit ends the game early: the same way on (limit 13)', async () => {
    // Limit 15, first-out: Ann 1, 4, 7, 11, 12, 15 and Bert 0, 2, 5, 9, 11, 14 reach no limit below 13 before
    // round 6; at 12 Ann would have ended the game after round 5.
    const home = await sixRounds();
    expect((await tafel(home, ['set', 'limit=15'])).code).toBe(0);
    expect((await tafel(home, ['set', 'end=first-out'])).code).toBe(0);
    const before = snapshot(home);
    const r = await tafel(home, ['set', 'limit=10']);
    expect([r.code, r.stderr]).toEqual([
      1,
      'tafel: With limit=10 the game would have ended after round 4, but the sheet has 6 rounds. Nothing was ' +
        'changed. The sheet allows limit=13 or higher.\n',
    ]);
    const nl = await tafel(home, ['set', 'limit=10', '--lang', 'nl']);
    expect([nl.code, nl.stderr]).toEqual([
      1,
      'tafel: Met limit=10 zou de partij na ronde 4 afgelopen zijn, maar het blad heeft 6 rondes. Er werd niets ' +
        'veranderd. Het blad laat limit=13 of hoger toe.\n',
    ]);
    expect(snapshot(home)).toEqual(before);
  });
});
