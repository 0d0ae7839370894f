import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';
import { esc, InTerminal } from '../../play/terminal.js';

/**
 * A one-line deal in table mode whose contract is another rule set's (`alleen bert 4 verzaakt cis` on the default
 * lodige sheet, where alleen is solo) says record's reason in place, and Enter keeps the line; nothing is written.
 * Until 2026-12-07 it said only "Nothing fits that".
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});
const LODIGE = 'samen, solo, abondance, kleine-miserie, piccolo, troel, grote-miserie, open-miserie, kleine-soloslim, ';

test.each([
  [
    'en',
    'Deal by Ann: which contract?',
    '✗ "alleen" is a contract of the cardgames, whisthub and iwwa rules, not of lodige; this sheet plays lodige: ' +
      `${LODIGE}soloslim, pas.`,
  ],
  [
    'nl',
    'Gift van Ann: welk contract?',
    `✗ "alleen" is een contract van de cardgames, whisthub en iwwa-regels, niet van lodige; dit blad speelt lodige: ` +
      `${LODIGE}soloslim, pas.`,
  ],
] as const)(
  '(%s) "alleen bert 4 verzaakt cis" on a lodige sheet: record\'s reason, Enter keeps it',
  async (lang, question, said) => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(
      h,
      [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'],
      {},
      { columns: 300, rows: 30 },
      NOW,
    );
    terminals.push(t);
    await t.waitFor(new RegExp(esc(question)), 30_000);
    const line = 'alleen bert 4 verzaakt cis';
    await t.refusedInPlace(line, said);
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);
