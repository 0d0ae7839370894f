import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { InTerminal } from './terminal.js';

/**
 * A player who sits the deal out (Kleurenwiezen at five or six), named in a deal typed on one line in table mode or in
 * `record` on a terminal: refused naming the dealer, who sits out and who plays, before the tricks are asked for
 * (docs/rules-notes.md, Kleurenwiezen). Until 2026-12-07 table mode's `piccolo ann` (Ann deals and sits out) said
 * "The tricks are missing: how many tricks did Ann take?", and `record piccolo --by Ann` asked Ann's tricks first.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const FIVE = 'Ann,Bert,Cis,Dirk,Eva';
const SAID = {
  en: {
    args: [] as string[],
    question: (dealer: string) => `Deal by ${dealer}: which contract?`,
    ann: '✗ Ann deals deal 1 and sits out; the players are Bert, Cis, Dirk, Eva. Ann cannot be named in it.',
    bert: '✗ Bert deals deal 2 and sits out; the players are Ann, Cis, Dirk, Eva. Bert cannot be named in it.',
  },
  nl: {
    args: ['--lang', 'nl'],
    question: (dealer: string) => `Gift van ${dealer}: welk contract?`,
    ann:
      '✗ Ann geeft gift 1 en zit stil; de spelers zijn Bert, Cis, Dirk, Eva. ' +
      'Ann kan in deze gift niet genoemd worden.',
    bert:
      '✗ Bert geeft gift 2 en zit stil; de spelers zijn Ann, Cis, Dirk, Eva. ' +
      'Bert kan in deze gift niet genoemd worden.',
  },
} as const;
type Lang = keyof typeof SAID;
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.each([
  ['en', 'whisthub', 'piccolo ann', 'ann'],
  ['nl', 'whisthub', 'piccolo ann', 'ann'],
  ['en', 'whisthub', 'samen 8 ann,bert', 'ann'],
  ['nl', 'whisthub', 'samen 8 ann,bert', 'ann'],
  ['en', 'cardgames', 'miserie bert', 'bert'],
  ['nl', 'cardgames', 'miserie bert', 'bert'],
] as const)(
  '(%s, %s) table mode: "%s" naming the sitter says he sits out, Enter too; nothing written',
  async (lang, rules, line, who) => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--rules', rules, '--players', FIVE], { now: NOW })).code).toBe(0);
    // Deal 2 of the cardgames sheet is Bert's: he deals and sits out.
    if (who === 'bert') {
      expect((await tafel(h, ['record', 'vragen', '--by', 'Cis,Dirk', '--tricks', '8'], { now: NOW })).code).toBe(0);
    }
    const before = snapshot(h);
    const t = new InTerminal(h, [...SAID[lang].args, 'play'], {}, { columns: 140, rows: 30 }, NOW);
    terminals.push(t);
    await t.waitFor(new RegExp(esc(SAID[lang].question(who === 'ann' ? 'Ann' : 'Bert'))), 30_000);
    t.send(line);
    await t.waitFor(new RegExp(`${esc(line)}\\n> ${esc(SAID[lang][who])}\\n`), 10_000);
    // Enter takes no deal: the same refusal stays under the line.
    t.send('\r');
    await t.waitFor(new RegExp(`${esc(line)}\\n> ${esc(SAID[lang][who])}\\n`), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);

test.each(['en', 'nl'] as const)(
  '(%s) record piccolo --by Ann on a terminal: refused at once, no question',
  async (lang: Lang) => {
    const h = home();
    expect(
      (await tafel(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', FIVE], { now: NOW })).code,
    ).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(
      h,
      [...SAID[lang].args, 'record', 'piccolo', '--by', 'Ann'],
      {},
      { columns: 140, rows: 30 },
      NOW,
    );
    terminals.push(t);
    expect(await t.exit).toBe(1);
    expect(t.screen.trim()).toBe(`tafel: ${SAID[lang].ann.slice(2)}`);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);
