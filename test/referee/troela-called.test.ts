import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// A troela calls no card (its mate holds the fourth ace and leads it), and four aces in one hand call a king with no
// troela ace led (rikken.md; docs/rules-notes.md): --called beside --troela-lead is a slip. Until 2026-12-08 `judge
// play rikken --trump C --called AD --troela-lead --trick AH --hand "AD,9D"` answered "You may play any card".
const homes = tempHomes();

describe('judge play rikken: --called with --troela-lead', () => {
  test.each<[string[]]>([
    [['--trump', 'C', '--called', 'AD', '--troela-lead', '--trick', 'AH', '--hand', 'AD,9D']],
    [['--trump', 'C', '--called', 'KD', '--troela-lead', '--hand', 'AS,9D']],
  ])('%j is a usage error naming both flags, nothing written', async (args) => {
    const h = homes();
    const before = snapshot(h);
    const en = await tafel(h, ['judge', 'play', 'rikken', ...args]);
    const nl = await tafel(h, ['judge', 'play', 'rikken', ...args, '--lang', 'nl']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      2,
      '',
      'tafel: --called and --troela-lead do not go together: a troela calls no card, its mate holds the fourth ace ' +
        '(leave out --called); four aces in one hand call a king, and no troela ace is led (leave out ' +
        '--troela-lead).\n',
    ]);
    expect([nl.code, nl.stderr]).toEqual([
      2,
      'tafel: --called en --troela-lead gaan niet samen: bij troela vraag je geen kaart, de maat heeft de vierde aas ' +
        '(laat --called weg); met vier azen in één hand vraag je een heer, en komt niemand uit met een troela-aas ' +
        '(laat --troela-lead weg).\n',
    ]);
    expect(snapshot(h)).toEqual(before);
  });

  test('each alone is still judged', async () => {
    const h = homes();
    // The troela ace led, clubs trump, no diamonds: any card but a trump.
    const troela = await tafel(h, [
      'judge',
      'play',
      'rikken',
      '--trump',
      'C',
      '--troela-lead',
      '--trick',
      'AD',
      '--hand',
      '2C 3C 4S',
    ]);
    expect([troela.code, troela.stdout]).toEqual([
      0,
      "You may play 4S.\nNot 2C, 3C: nobody may trump the troela mate's ace in the first trick.\n",
    ]);
    // The called ace's holder plays it when its suit is led.
    const called = await tafel(h, [
      'judge',
      'play',
      'rikken',
      '--trump',
      'C',
      '--called',
      'AD',
      '--trick',
      '7D',
      '--hand',
      'AD 9D 4S',
    ]);
    expect([called.code, called.stdout]).toEqual([
      0,
      'You may play AD.\nNot 9D, 4S: you hold the called ace of diamonds: play it now.\n',
    ]);
  });
});
