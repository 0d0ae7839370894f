import fs from 'node:fs';
import { afterAll, describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { screenOf } from '../../play/screen.js';
import { InTerminal } from '../../play/terminal.js';

// A whole Amerikaans jokeren evening (seven contract deals, three players) through table mode in a terminal
// at 60x24 (in process), one run: deals through the questions and deals typed on one line, a line the
// rules refuse said at once, and the end of the game with the lowest total the winner. Every row worked by
// hand from spec/jokeren.md §2 (amerikaans: 2 … 10 and A 5, J Q K 10, a joker 10, a laid joker 20).
const home = tempHome();
let t: InTerminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

const P = ['Ann', 'Bert', 'Cis'];
/** A text as the screen may show it at 60 columns: wrapped at any space. */
const wrapped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
const ROWS = [
  [10, 0, 15], // 1 asked: Bert out, Ann 10 points, Cis K 7 = 10 + 5
  [20, 25, 0], // 2 line: Bert joker* A = 20 + 5
  [0, 5, 30], // 3 line
  [15, 40, 0], // 4 asked: Ann 2 3 4 = 15, Bert 40 points
  [10, 0, 10], // 5 line: Ann a queen
  [0, 25, 5], // 6 line, after 23 was refused (fives)
  [50, 0, 30], // 7 line: Cis joker joker* = 10 + 20
];

describe('Jokeren table mode in a terminal (in process)', () => {
  test('seven contract deals at 60x24: questions, one-line deals, a refusal, the lowest total wins', async () => {
    expect((await tafel(home, ['new', 'amerikaans-jokeren', '--players', P.join(',')])).code).toBe(0);
    t = new InTerminal(home, ['play'], {}, { columns: 60, rows: 24 });

    // Deal 1, Ann deals: who went out from the numbered list, then each other player.
    await t.waitFor(wrapped('Who went out?'));
    await t.pick('2', '2. Bert out');
    await t.waitFor(/Ann: penalty points, or the cards left/);
    await t.pick('10', 'Ann 10 points');
    await t.waitFor(/Cis: penalty points, or the cards left/);
    await t.pick(': K 7', 'Cis: K 7 = 15 points');
    await t.waitFor(/Deal 1: Bert out · a run of 3/);

    const line = async (typed: string, save: string, n: number, asked = true) => {
      if (asked) await t!.waitFor(wrapped('Who went out?'));
      t!.send(typed);
      await t!.waitFor(/❯ ⏎ the whole deal: /);
      t!.send('\r');
      await t!.waitFor(wrapped(save));
      t!.send('\r');
      await t!.waitFor(new RegExp(`Deal ${n}: `));
    };
    await line('cis uit, ann 20, bert: joker* A', 'Save: Cis out; Ann 20 points, Bert: joker* A = 25 points?', 2);
    await line('ann out, bert 5, cis 30', 'Save: Ann out; Bert 5 points, Cis 30 points?', 3);

    // Deal 4, Ann deals again: four of a kind.
    await t.waitFor(wrapped('Who went out?'));
    await t.pick('cis', '3. Cis out');
    await t.waitFor(/Ann: penalty points/);
    await t.pick(': 2 3 4', 'Ann: 2 3 4 = 15 points');
    await t.waitFor(/Bert: penalty points/);
    await t.pick('40', 'Bert 40 points');
    await t.waitFor(/Deal 4: Cis out · a set of 4/);

    await line('bert uit, ann: Q, cis 10', 'Save: Bert out; Ann: Q = 10 points, Cis 10 points?', 5);
    // Deal 6: 23 is no multiple of five; said at once, the line is typed again.
    await t.waitFor(wrapped('Who went out?'));
    t.send('ann uit, bert 23, cis 5');
    await t.waitFor(wrapped('amerikaans counts in fives: Bert has 23'));
    t.send('\x15');
    await line('ann uit, bert 25, cis 5', 'Save: Ann out; Bert 25 points, Cis 5 points?', 6, false);
    await line(
      'bert uit, ann 50, cis: joker joker*',
      'Save: Bert out; Ann 50 points, Cis: joker joker* = 30 points?',
      7,
    );

    // The seventh deal ends the game: Cis, the lowest, wins.
    await t.waitFor(wrapped('Finished. Winner: Cis · lowest wins'));
    await t.waitFor(/The game is over\. What now\?[\s\S]*↑↓ • ⏎/);
    // At 60x24 the last deal, the totals, the result and the question are on screen, no line wrapped.
    const { lines, wrapped: over } = screenOf(t.raw, 60, 24);
    expect(over).toEqual([]);
    const shown = lines.join('\n');
    expect(shown).toMatch(/│ +7 │.*Bert out · all c.* │ +\+50 │ +0 │ +\+30 │/);
    expect(shown).toMatch(/│ +total +│ +\+105 │ +\+95 │ +\+90 │/);
    expect(shown).toContain('Finished. Winner: Cis · lowest wins');
    t.send('q');
    await t.waitFor(/❯ quit: stop here/);
    t.send('\r');
    expect(await t.exit).toBe(0);

    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { scores: Record<string, number> }) => P.map((p) => d.scores[p]))).toEqual(ROWS);
    expect(v.deals.map((d: { contract: number }) => d.contract)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(v.deals.map((d: { dealer: string }) => d.dealer).join(' ')).toBe('Ann Bert Cis Ann Bert Cis Ann');
    // Ann 105, Bert 95, Cis 90.
    expect(v.totals).toEqual({ Ann: 105, Bert: 95, Cis: 90 });
    expect(v).toMatchObject({ finished: true, winner: 'Cis', lowWins: true });
  }, 180000);
});
