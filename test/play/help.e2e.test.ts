import { describe, expect, test } from '@jest/globals';
import { tafel, tempHomes } from '../helpers/cli.js';

/** The help and the parser's usage errors speak the user's language (issue 12). */
const home = tempHomes();

// Words of commander's own help and of our English texts that must not show in Dutch.
const ENGLISH = new RegExp(
  /Usage:|Options:|Commands:|Arguments:|Examples:|display help|\[options\]|\[command\]|/.source +
    /\bthe (sheet|players|game|active)\b|\bshow\b/.source,
);

describe('help in Dutch', () => {
  test('tafel --help --lang nl: every command described in Dutch', async () => {
    const r = await tafel(home(), ['--help', '--lang', 'nl']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Gebruik: tafel [opties] [commando]');
    expect(r.stdout).toContain('noteer één gift op het actieve (of gegeven)');
    expect(r.stdout).toContain('Voorbeelden:');
    expect(r.stdout).not.toMatch(ENGLISH);
  });

  test('LANG=nl_BE: record --help, its options and examples in Dutch; the usage error too', async () => {
    const h = home();
    const r = await tafel(h, ['record', '--help'], { env: { LANG: 'nl_BE.UTF-8' } });
    expect(r.stdout).toContain('--by <players>');
    expect(r.stdout).toContain('Kleurenwiezen, Rikken: wie speelde(n)');
    expect(r.stdout).toContain('noteer op dit blad in plaats van het actieve');
    expect(r.stdout).not.toMatch(ENGLISH);
    const bad = await tafel(h, ['shet'], { env: { LANG: 'nl_BE.UTF-8' } });
    expect(bad.code).toBe(2);
    // `set` and `sheet` are both one letter away.
    expect(bad.stderr).toBe(
      "tafel: onbekend commando 'shet' (Bedoelde je een van set, sheet?) ('tafel --help' toont de commando's)\n",
    );
  });

  test('the saved language: judge score --help and a missing argument in Dutch; --lang en wins', async () => {
    const h = home();
    expect((await tafel(h, ['lang', 'nl'])).code).toBe(0);
    const r = await tafel(h, ['judge', 'score', '--help']);
    expect(r.stdout).toContain('wat een gift zou opleveren');
    expect(r.stdout).not.toMatch(ENGLISH);
    expect((await tafel(h, ['use'])).stderr).toBe(
      "tafel: Welk blad? bv. tafel use today-kleurenwiezen ('tafel sheets' toont ze).\n",
    );
    expect((await tafel(h, ['judge', 'rank'])).stderr).toBe(
      "tafel: verplicht argument 'game' ontbreekt ('tafel judge rank --help' toont de opties)\n",
    );
    expect((await tafel(h, ['play', '--help', '--lang', 'en'])).stdout).toContain(
      'At the contract question a whole deal fits on one line',
    );
  });
});
