import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

// The English sheet says "pass (redeal)": `record pass` is `record pas` (until 2026-12-06 "Did you mean 'pas'?").
describe('pass is the English word for pas', () => {
  test.each(['kleurenwiezen', 'solokaarten'])('tafel record pass on a %s sheet', async (game) => {
    const h = home();
    await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk']);
    const r = await tafel(h, ['record', 'pass']);
    expect({ code: r.code, line: r.stdout.split('\n')[0], stderr: r.stderr }).toEqual({
      code: 0,
      line: 'Deal 1: pass (redeal)',
      stderr: '',
    });
    expect((await tafelJson(h, ['sheet'])).deals[0].input.contract).toBe('pas');
  });
});
