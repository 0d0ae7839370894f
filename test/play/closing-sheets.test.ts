import { afterEach, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { esc, InTerminal } from './terminal.js';

/**
 * Table mode's closing line names each sheet played in the session with its own deals (docs/table-mode.md, "Any
 * screen"): until 2026-12-08 a game over, `new sheet`, then `quit` said "Sheet 2026-12-07-manillen-2: 0 deals, 1
 * recorded this time.", the deal of the first sheet counted against the second, which had none. In process.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 7, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const LANGS = {
  en: {
    args: [] as string[],
    trump: /Deal by Ann \(Ann \+ Cis against Bert \+ Dirk\): which\s+trump\?/,
    save: /Save: .*\? \(Y\/n\)/,
    over: /The game is over\. What now\?/,
    again: ['new sheet', 'new sheet: the same game'],
    quit: ['quit', 'quit: stop here'],
    closing: [
      'Sheet 2026-12-07-manillen: 1 deal, 1 recorded this time.',
      'Sheet 2026-12-07-manillen-2: 0 deals, 0 recorded this time.',
    ],
  },
  nl: {
    args: ['--lang', 'nl'],
    trump: /Gift van Ann \(Ann \+ Cis tegen Bert \+ Dirk\): welke\s+troef\?/,
    save: /Bewaren: .*\? \(J\/n\)/,
    over: /Het spel is uit\. Wat nu\?/,
    again: ['nieuw blad', 'nieuw blad: hetzelfde spel'],
    quit: ['stoppen', 'stoppen: hier ophouden'],
    closing: [
      'Blad 2026-12-07-manillen: 1 gift, 1 deze keer genoteerd.',
      'Blad 2026-12-07-manillen-2: 0 giften, 0 deze keer genoteerd.',
    ],
  },
} as const;

test.each(['en', 'nl'] as const)(
  '(%s) a game over, a new sheet, then quit: each sheet its own count',
  async (lang) => {
    const w = LANGS[lang];
    const h = home();
    const made = await tafel(h, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'target=20'], {
      now: NOW,
    });
    expect(made.code).toBe(0);
    const t = new InTerminal(h, [...w.args, 'play'], {}, { columns: 100, rows: 30 }, NOW);
    terminals.push(t);
    await t.waitFor(w.trump, 30_000);
    // Hearts, Ann + Cis take all 60 card points: 60 - 30 = 30 for them, past the target of 20.
    t.send('60 H');
    await t.waitFor(/❯ ⏎ /, 10_000);
    t.send('\r');
    await t.waitFor(w.save, 10_000);
    t.send('\r');
    await t.waitFor(w.over, 10_000);
    // A list without search: its first letter highlights it.
    t.send(w.again[0].charAt(0));
    await t.waitFor(new RegExp(`❯ ${esc(w.again[1])}`), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc('2026-12-07-manillen-2')), 10_000);
    await t.waitFor(w.trump, 10_000);
    await t.pick(w.quit[0], w.quit[1]);
    expect(await t.exit).toBe(0);
    const tail = `\n${w.closing.join('\n')}\n`;
    expect(t.screen.slice(-tail.length)).toBe(tail);
    // The deal is on the first sheet, none on the second.
    const first = await tafelJson(h, ['sheet', '2026-12-07-manillen']);
    expect(first.totals).toEqual({ Ann: 30, Bert: 0, Cis: 30, Dirk: 0 });
    expect((await tafelJson(h, ['sheet', '2026-12-07-manillen-2'])).deals).toEqual([]);
  },
  60_000,
);
