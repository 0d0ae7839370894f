import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { makeSheet, record } from '../helpers/sheet.js';
import { screenOf } from './screen.js';
import { maybe, Terminal, WITH } from './terminal.js';

/**
 * Table mode on a real screen: the sheet fitted above the question at 80x24 and 60x24 (issue 12,
 * "Any screen"), and five at a Whisthub table, the dealer sitting out (issue 16).
 */

const homes: string[] = [];
const terminals: Terminal[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

function open(h: string, args: string[], size?: { columns: number; rows: number }): Terminal {
  const t = new Terminal(h, args, {}, size);
  terminals.push(t);
  return t;
}

/** A data directory whose active sheet already has 30 deals: more than any 24-line screen holds. */
function longSheet(): string {
  const h = tempHome();
  homes.push(h);
  let s = { ...makeSheet('kleurenwiezen', ['Annelies', 'Bertrand', 'Cis', 'Dirk']), id: 'lang' };
  for (let i = 0; i < 30; i++) s = record(s, i % 3 === 2 ? 'pas' : 'samen 8 --by Annelies,Bertrand --tricks 9');
  fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
  fs.writeFileSync(path.join(h, 'sheets', 'lang.json'), JSON.stringify(s));
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ schemaVersion: 1, active: 'lang' }));
  return h;
}

maybe(`table mode fits the screen (${WITH})`, () => {
  test.each([80, 60])(
    'at %i x 24: names, the last deal, the totals and the question on screen, no line wrapped',
    async (columns) => {
      const h = longSheet();
      const t = open(h, ['play'], { columns, rows: 24 });
      await t.waitFor(/which contract\?/);
      t.send('s8 b d 9');
      await t.waitFor(/❯ ⏎ the whole deal/);
      t.send('\r');
      await t.waitFor(/Save: .*\? \(Y\/n\)/);
      t.send('\r');
      await t.waitFor(/Deal 31: /);
      // The next question drawn whole: its key hint is its last line.
      await t.waitFor(/which contract\?[\s\S]*esc back/);
      const { lines, wrapped } = screenOf(t.raw, columns, 24);
      const shown = lines.join('\n');
      expect(wrapped).toEqual([]);
      // The header with the names (Bertrand deals next, Cis leads), cut only as far as the width needs
      // (issue 24 item 4). The contracts keep 4 letters a name ("Bert+Dirk samen 8: 9", 20 + 2); at 80
      // with the dealer column: # 4, dealer 10, contract 22, 10 + 11 + 6 + 6, and 8 borders, 77 columns
      // for the whole names. At 60 without it: 5 letters take 4 + 22 + 7 + 8 + 6 + 6 + 7 = 60, 6 take 62.
      const head = columns === 80 ? '│ Annelies │ Bertrand\\* │ Cis> │ Dirk │' : '│ Annel │ Bertr\\* │ Cis> │ Dirk │';
      expect(shown).toMatch(new RegExp(`│ +# │.*${head}`));
      // The deal just played: samen 8 made with 9, 7 + 1 x 3 = 10 for each declarer.
      expect(shown).toMatch(/│ 31 │.*Bert\+Dirk samen 8: 9 │ +0 │ +\+10 │ +0 │ +\+10 │/);
      // Totals: 20 samen deals of Annelies + Bertrand at +10 each (every third of the 30 was a pass),
      // then deal 31: Annelies 200, Bertrand 210, Cis 0, Dirk 10.
      expect(shown).toMatch(/│ total +│ +\+200 │ +\+210 │ +0 │ +\+10 │/);
      // The deal line is wider than the screen: its scores go on a line of their own, whole (issue 24
      // item 4; before, the line was cut inside a score), so one deal fewer is shown above the question.
      expect(shown).toMatch(
        /Deal 31: Bertrand \+ Dirk samen 8: 9 tricks\n {2}Annelies 0, Bertrand \+10, Cis 0, Dirk \+10\n/,
      );
      expect(shown).toMatch(/29 earlier .*not shown/);
      expect(shown).toMatch(/\? Deal by Bertrand: which contract\?\n❯ samen 8\n/);
      expect(lines[lines.length - 1]).toBe('↑↓ navigate • ⏎ choose • esc back');
      await t.pick('quit', 'quit: stop here');
      expect(await t.exit).toBe(0);
      expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Annelies: 200, Bertrand: 210, Cis: 0, Dirk: 10 });
    },
    60000,
  );
});

maybe(`five at a Whisthub table (${WITH})`, () => {
  test("the dealer sits out: never offered as declarer, shown as -, deals saved with Whisthub's numbers", async () => {
    const h = tempHome();
    homes.push(h);
    expect(
      (await tafel(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva'])).code,
    ).toBe(0);
    const t = open(h, ['play']);
    // Deal 1, Ann deals and sits out: the four who play are offered, Ann is not.
    await t.waitFor(/Deal by Ann: which contract\?/);
    await t.pick('samen 8', 'samen 8');
    await t.waitFor(/Who played samen\? Tick both players\.\n❯◯ Bert\n ◯ Cis\n ◯ Dirk\n ◯ Eva\n↑↓/);
    t.send('b');
    await t.waitFor(/◉ Bert/);
    t.send('d');
    await t.waitFor(/◉ Dirk/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Bert \+ Dirk\?/);
    t.send('9\r');
    // Whisthub samen made with 9: v = 8 + 3 x (9 - 8) = 11 per player (tables §1.2); Ann sat out: -.
    await t.waitFor(/Deal 1: Bert \+ Dirk samen 8: 9 tricks {3}Ann -, Bert \+11, Cis -11, Dirk \+11, Eva -11\n/);
    await t.waitFor(/│ 1 │ Ann +│ Bert \+ Dirk samen 8: 9 tricks │ +- │ +\+11 │ +-11 │ +\+11 │ +-11 │/);
    await t.waitFor(/Next to deal: Bert \(\*, sits out\)/);

    // Deal 2, Bert deals and sits out. A whole line naming him says why, is no deal to choose, and stays
    // on the line to be corrected after Enter (as an unknown name does); nothing is saved.
    await t.waitFor(/\? Deal by Bert: which contract\?/);
    t.send('alleen 6 b 7');
    await t.waitFor(
      new RegExp(
        /which contract\? alleen 6 b 7\n/.source +
          /> ✗ Bert deals deal 2 and sits out; the players are Ann, Cis, Dirk, Eva\. Bert\s+cannot be named in it\./
            .source,
      ),
    );
    t.send('\r');
    await t.waitFor(/which contract\? alleen 6 b 7\n> ✗ Bert deals deal 2 and sits out/);
    t.send('\x15');
    await t.pick('alleen 6', 'alleen 6');
    await t.waitFor(/Who played alleen\?\s*\n❯ Ann\n {2}Cis\n {2}Dirk\n {2}Eva\n/);
    t.send('c');
    await t.waitFor(/❯ Cis/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Cis\?/);
    t.send('7\r');
    // Whisthub alleen 6 with 7: v = E(6) + (7 - 6) = 4 + 1 = 5 per opponent (§1.3): Cis +15, the
    // three active opponents -5, Bert (sitting out) -.
    await t.waitFor(/Deal 2: Cis alleen 6: 7 tricks {3}Ann -5, Bert -, Cis \+15, Dirk -5, Eva -5\n/);
    await t.waitFor(/\? Deal by Cis: which contract\?/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
      { contract: 'alleen', level: 6, by: ['Cis'], tricks: 7 },
    ]);
    expect(sheet.deals.map((d: { sittingOut: unknown }) => d.sittingOut)).toEqual([['Ann'], ['Bert']]);
    expect(sheet.deals.map((d: { scores: unknown }) => d.scores)).toEqual([
      { Ann: 0, Bert: 11, Cis: -11, Dirk: 11, Eva: -11 },
      { Ann: -5, Bert: 0, Cis: 15, Dirk: -5, Eva: -5 },
    ]);
    // Ann 0 - 5, Bert 11 + 0, Cis -11 + 15, Dirk 11 - 5, Eva -11 - 5: sums to 0.
    expect(sheet.totals).toEqual({ Ann: -5, Bert: 11, Cis: 4, Dirk: 6, Eva: -16 });
  }, 90000);
});
