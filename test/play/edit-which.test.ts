import { afterEach, expect, test } from '@jest/globals';
import { tafel, tempHomes } from '../helpers/cli.js';
import { esc, InTerminal } from './terminal.js';

/**
 * Table mode's `edit` asks "Which deal?" with each deal as the sheet names it, and a deal that reads as another with
 * its scores too (docs/table-mode.md): until 2026-12-08 Jokeren listed `3: Ann out`, `2: Ann out`, deals that could
 * not be told apart. In process.
 */

const home = tempHomes();
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const LANGS = {
  en: {
    args: [] as string[],
    first: /Deal 4, Dirk deals\. Who went out\?/,
    edit: ['edit', 'edit: correct a deal'],
    asked: 'Which deal?',
    // The points given are each player's penalty; Ann went out: 0.
    deals: [
      '3: Ann out   Ann 0, Bert +20, Cis +7, Dirk +3',
      '2: Ann out   Ann 0, Bert +10, Cis +7, Dirk +3',
      '1: Bert out',
      'back',
    ],
    kept: 'Deal 2 unchanged',
    quit: ['quit', 'quit: stop here'],
  },
  nl: {
    args: ['--lang', 'nl'],
    first: /Spel 4, Dirk geeft\. Wie ging uit\?/,
    edit: ['wijzig', 'wijzig: verbeter een spel'],
    asked: 'Welk spel?',
    deals: [
      '3: Ann uit   Ann 0, Bert +20, Cis +7, Dirk +3',
      '2: Ann uit   Ann 0, Bert +10, Cis +7, Dirk +3',
      '1: Bert uit',
      'terug',
    ],
    kept: 'Spel 2 ongewijzigd',
    quit: ['stoppen', 'stoppen: hier ophouden'],
  },
} as const;

test.each(['en', 'nl'] as const)(
  '(%s) Jokeren: deals with the same player out are told apart by their scores',
  async (lang) => {
    const w = LANGS[lang];
    const h = home();
    expect((await tafel(h, ['new', 'jokeren', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    for (const deal of [
      ['--out', 'Bert', '--points', 'Ann=6,Cis=7,Dirk=3'],
      ['--out', 'Ann', '--points', 'Bert=10,Cis=7,Dirk=3'],
      ['--out', 'Ann', '--points', 'Bert=20,Cis=7,Dirk=3'],
    ])
      expect((await tafel(h, ['record', ...deal])).code).toBe(0);
    const t = new InTerminal(h, [...w.args, 'play'], {}, { columns: 120, rows: 30 });
    terminals.push(t);
    await t.waitFor(w.first, 30_000);
    await t.pick(w.edit[0], w.edit[1]);
    expect(await t.choices(w.asked)).toEqual(w.deals);
    // Deal 2 found by its number, left as it is (Esc at its first question).
    await t.pick('2', w.deals[1]);
    await t.waitFor(/Who went out\?|Wie ging uit\?/, 10_000);
    t.send('\x1b');
    await t.waitFor(new RegExp(esc(w.kept)), 10_000);
    await t.waitFor(w.first, 10_000);
    await t.pick(w.quit[0], w.quit[1]);
    expect(await t.exit).toBe(0);
  },
  60_000,
);
