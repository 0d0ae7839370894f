import fs from 'node:fs';
import { afterAll, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { maybe, Terminal, WITH } from '../../play/terminal.js';

// The boom of spec/manillen.md §10.1 through table mode in a real pseudo-terminal of 60x24, one run: deals asked
// question by question (trump, mee, tegen, the points, the score before saving) and deals typed on one line, in
// the short form (`ann 33 zonder`) and as record's flags. The totals worked by hand: 14 against 102.
const home = tempHome();
let t: Terminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

/** A yes/no question answered; the answer is typed, then Enter. */
async function answer(term: Terminal, question: RegExp, yes: boolean): Promise<void> {
  await term.waitFor(question);
  term.send(yes ? 'y' : 'n');
  term.send('\r');
}

/** A deal typed on one line at the trump question, then its description confirmed. */
async function line(term: Terminal, text: string, described: string): Promise<void> {
  term.send(text);
  await term.waitFor(/❯ ⏎ the whole deal: /);
  term.send('\r');
  await term.waitFor(new RegExp(`Save: ${described.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\? \\(Y/n\\)`));
  term.send('\r');
}

maybe(`Manillen table mode in a pseudo-terminal (${WITH})`, () => {
  test('a boom to 101: questions, one-line deals, the score before saving, the finished sheet', async () => {
    expect((await tafel(home, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    t = new Terminal(home, ['play'], {}, { columns: 60, rows: 24 });

    // Deal 1, Ann: hearts, no mee, 38: Ann + Cis 8.
    await t.waitFor(/Deal by Ann \(Ann \+ Cis against Bert \+ Dirk\): which\s+trump\?/);
    await t.pick('harten', '♥ hearts');
    await answer(t, /Did Bert \+ Dirk go along \(mee: the points count double\)\?/, false);
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\?/);
    t.send('38\r');
    await t.waitFor(/Ann \+ Cis score 8\. Save\? \(Y\/n\)/);
    t.send('\r');
    await t.waitFor(/Deal 1: ♥ 38 - 22/);

    // Deal 2, Bert: Ann's team 33 without trump, on one line: 3 × 2.
    await t.waitFor(/Deal by Bert \(Bert \+ Dirk against Ann \+ Cis\): which\s+trump\?/);
    await line(t, 'ann 33 zonder', 'no trump 27 - 33, ×2');
    await t.waitFor(/Deal 2: no trump 27 - 33, ×2/);

    // Deal 3, Cis: clubs, mee, no tegen, 24: Bert + Dirk 6 × 2.
    await t.waitFor(/Deal by Cis .*which\s+trump\?/);
    await t.pick('klaveren', '♣ clubs');
    await answer(t, /Did Bert \+ Dirk go along/, true);
    await answer(t, /Did Ann \+ Cis go against \(tegen: double again\)\?/, false);
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\?/);
    t.send('24\r');
    await t.waitFor(/Bert \+ Dirk score 6 × 2 = 12\. Save\?/);
    t.send('\r');
    await t.waitFor(/Deal 3: ♣ 24 - 36, mee ×2/);

    // Deal 4, Dirk: record's own flags on one line: 15 × 4.
    await t.waitFor(/Deal by Dirk .*which\s+trump\?/);
    await line(t, '--trump S --points 45 --mee --tegen', '♠ 45 - 15, mee tegen ×4');
    await t.waitFor(/Deal 4: ♠ 45 - 15, mee tegen ×4/);

    // Deal 5, Ann: zonder, mee, tegen, first 35 by mistake: "no" asks the points again, then 30 - 30.
    await t.waitFor(/Deal by Ann .*which\s+trump\?/);
    await t.pick('zonder', 'zonder');
    await answer(t, /Did Bert \+ Dirk go along/, true);
    await answer(t, /Did Ann \+ Cis go against/, true);
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\?/);
    t.send('35\r');
    await t.waitFor(/Ann \+ Cis score 5 × 8 = 40\. Save\?/);
    t.send('n\r');
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\? [^\n]*\n?[^\n]*35/);
    t.send('\x7f\x7f30\r');
    await t.waitFor(/30 - 30: nobody scores \(×8\)\. Save\?/);
    t.send('\r');
    await t.waitFor(/Deal 5: no trump 30 - 30, mee tegen ×8/);

    // Deal 6, Bert: all 60 for his team in diamonds: the boom is over.
    await t.waitFor(/Deal by Bert .*which\s+trump\?/);
    await line(t, '60 ruiten', '♦ 60 - 0');
    await t.waitFor(/Winner: Bert \+ Dirk/);
    await t.waitFor(/The game is over\. What now\?/);
    t.send('q');
    await t.waitFor(/❯ quit: stop here/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    expect(t.screen).toContain('6 deals, 6 recorded this time.');

    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { scores: Record<string, number> }) => [d.scores.Ann, d.scores.Bert])).toEqual([
      [8, 0],
      [6, 0],
      [0, 12],
      [0, 60],
      [0, 0],
      [0, 30],
    ]);
    expect([v.totals, v.finished, v.winner]).toEqual([
      { Ann: 14, Bert: 102, Cis: 14, Dirk: 102 },
      true,
      ['Bert', 'Dirk'],
    ]);
  }, 180000);
});
