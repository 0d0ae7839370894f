import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

// kleurenwiezen-tables.md §3.3: "tafel judge score stays four-handed". One deal without a table has
// no dealer to sit out, so five or six names are refused, naming the four who would play.
describe('judge score kleurenwiezen with five or six --players', () => {
  test('five names: refused (exit 1), the four who play suggested, nothing written', async () => {
    const h = home();
    const r = await tafel(h, [
      'judge',
      'score',
      'kleurenwiezen',
      'samen',
      '8',
      '--by',
      'Bert,Cis',
      '--tricks',
      '8',
      '--players',
      'Ann,Bert,Cis,Dirk,Eva',
    ]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      'tafel: With 5 players Ann would sit out, and judge score scores one four-handed deal: name the four who ' +
        'play, e.g. --players Bert,Cis,Dirk,Eva.',
    );
    expect(fs.existsSync(path.join(h, 'sheets')) ? fs.readdirSync(path.join(h, 'sheets')) : []).toEqual([]);
  });

  test('six names, Dutch, --json: the dealer and the player opposite named', async () => {
    const h = home();
    const r = await tafel(h, [
      'judge',
      'score',
      'kleurenwiezen',
      'samen',
      '8',
      '--by',
      'Bert,Cis',
      '--tricks',
      '8',
      '--players',
      'Ann,Bert,Cis,Dirk,Eva,Fien',
      '--json',
      '--lang',
      'nl',
    ]);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr)).toEqual({
      error: {
        code: 'rule',
        message:
          'Met 6 spelers zouden Ann en Dirk stilzitten, en judge score rekent één gift met vier spelers: noem de ' +
          'vier die spelen, bv. --players Bert,Cis,Eva,Fien.',
      },
    });
  });

  test('the four suggested score the deal, nobody sitting out', async () => {
    const h = home();
    // lodige samen 8 made exactly: +7 each for the two declarers, the others 0 (non-zero-sum).
    const deal = await tafelJson(h, [
      'judge',
      'score',
      'kleurenwiezen',
      'samen',
      '8',
      '--by',
      'Bert,Cis',
      '--tricks',
      '8',
      '--players',
      'Bert,Cis,Dirk,Eva',
    ]);
    expect(deal.scores).toEqual({ Bert: 7, Cis: 7, Dirk: 0, Eva: 0 });
    expect(deal.sittingOut).toBeUndefined();
  });
});
