import { afterEach, expect, test } from '@jest/globals';
import { tafel, tempHomes } from '../helpers/cli.js';
import { InTerminal } from './terminal.js';

/**
 * Table mode's closing line is fitted to the window as it is when the line is written (docs/table-mode.md, "The size
 * is read at each draw"): until 2026-12-07 it wrapped at the width the window had when `tafel play` started, so a
 * window widened from 60 to 80 columns still broke "… recorded this / time." (62 columns, which fit at 80). In process:
 * the window resized while the run waits at the contract question.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const LANGS = {
  en: {
    args: [] as string[],
    first: /Deal by Ann: which contract\?/,
    quit: 'quit',
    // 62 columns; at 60 broken at the last space that fits (56 columns), the rest under it with two spaces.
    whole: 'Sheet 2026-12-06-kleurenwiezen: 4 deals, 0 recorded this time.',
    broken: 'Sheet 2026-12-06-kleurenwiezen: 4 deals, 0 recorded this\n  time.',
  },
  nl: {
    args: ['--lang', 'nl'],
    first: /Gift van Ann: welk contract\?/,
    quit: 'stoppen',
    // 63 columns; at 60 broken after "keer" (52 columns).
    whole: 'Blad 2026-12-06-kleurenwiezen: 4 giften, 0 deze keer genoteerd.',
    broken: 'Blad 2026-12-06-kleurenwiezen: 4 giften, 0 deze keer\n  genoteerd.',
  },
} as const;

/** A Kleurenwiezen sheet of four deals (each a pas, so Ann deals again). */
async function fourDeals(): Promise<string> {
  const h = home();
  const run = async (args: string[]) => expect((await tafel(h, args, { now: NOW })).code).toBe(0);
  await run(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
  for (let i = 0; i < 4; i++) await run(['record', 'pas']);
  return h;
}

test.each([
  ['en', 60, 80, 'whole'],
  ['en', 80, 60, 'broken'],
  ['nl', 60, 80, 'whole'],
  ['nl', 80, 60, 'broken'],
] as const)(
  '(%s) started at %i columns, resized to %i, then quit: the closing line %s',
  async (lang, from, to, as) => {
    const h = await fourDeals();
    const t = new InTerminal(h, [...LANGS[lang].args, 'play'], {}, { columns: from, rows: 24 }, NOW);
    terminals.push(t);
    await t.waitFor(LANGS[lang].first, 30_000);
    t.resize(to, 24);
    t.send(LANGS[lang].quit);
    await t.waitFor(new RegExp(`❯ ${LANGS[lang].quit}`), 10_000);
    t.send('\r');
    expect(await t.exit).toBe(0);
    const line = LANGS[lang][as];
    expect(t.screen.slice(-(line.length + 2))).toBe(`\n${line}\n`);
  },
  60_000,
);
