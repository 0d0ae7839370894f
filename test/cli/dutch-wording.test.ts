import { describe, expect, test } from '@jest/globals';
import { tafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

describe('Dutch wording', () => {
  test('settle heads several balances "Saldi:" (until 2026-12-06 "Saldo:")', async () => {
    const h = home();
    await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    const r = await tafel(h, ['--lang', 'nl', 'settle', '--evening', 'today', '--rate', 'kleurenwiezen=0.05']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')).toContain('Saldi:');
    expect(r.stdout).not.toContain('Saldo:');
  });

  test('games kleurenwiezen calls lodige "geen nulsomspel" (until 2026-12-06 "niet nulsom")', async () => {
    const r = await tafel(home(), ['--lang', 'nl', 'games', 'kleurenwiezen']);
    expect(r.stdout).toContain(
      'kleurenwiezen --rules lodige (standaard): Vlaamse clubregels, geen nulsomspel: winnaars krijgen, ' +
        'niemand anders verliest',
    );
  });
});
