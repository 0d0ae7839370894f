import fs from 'node:fs';
import { afterAll, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { screenOf } from '../../play/screen.js';
import { maybe, Terminal, WITH } from '../../play/terminal.js';

// The whole game of spec/toepen.md §9.2 through table mode in a real pseudo-terminal of 60x24, one run: rounds
// asked toep by toep (along or pass from the toeper's left, another toep, the winner, the vuile-was penalty) and
// rounds typed on one line, a line naming a player who is out refused at once, and the end with the last player
// left the winner. The rows and totals worked by hand on the page.
const home = tempHome();
let t: Terminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
/** A text as the screen may show it at 60 columns: wrapped at any space. */
const wrapped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
const ROWS = [
  [1, 0, 1, 1],
  [3, 2, 0, 1],
  [3, 3, 3, 0],
  [3, 4, 3, 0],
  [0, 1, 1, 0],
  [0, 0, 0, 3],
  [0, 0, 0, 1],
  [0, 0, 1, 0],
  [0, 0, 1, 0],
];

maybe(`Toepen table mode in a pseudo-terminal (${WITH})`, () => {
  test('§9.2 at 60x24: toeps asked in turn, one-line rounds, a refusal, the last player left wins', async () => {
    expect((await tafel(home, ['new', 'toepen', '--players', P.join(',')])).code).toBe(0);
    t = new Terminal(home, ['play'], {}, { columns: 60, rows: 24 });
    const term = t;
    const first = (n: number, dealer: string) =>
      term.waitFor(wrapped(`Round ${n}, ${dealer} deals. Who toeped first?`));
    /** A round typed on one line at the first question, then its description confirmed. */
    const line = async (typed: string, described: string, n: number) => {
      term.send(typed);
      await term.waitFor(/❯ ⏎ the whole deal: /);
      term.send('\r');
      await term.waitFor(wrapped(`Save: ${described}?`));
      term.send('\r');
      // The saved line is cut to the screen's width: its start only.
      await term.waitFor(new RegExp(`Deal ${n}: `));
    };
    /** A plain list (no search): `downs` times the down arrow from the first entry, then Enter on `highlighted`. */
    const choose = async (downs: number, highlighted: string) => {
      term.send('\x1b[B'.repeat(downs));
      await term.waitFor(new RegExp(`❯ ${highlighted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      term.send('\r');
    };
    const along = async (p: string, toeper: string, k: number, pass: boolean) => {
      await term.waitFor(wrapped(`Toep ${k} by ${toeper}, stake ${k + 1}: does ${p} go along or pass?`));
      if (pass) await choose(1, `passes (scores ${k} point${k === 1 ? '' : 's'})`);
      else await choose(0, 'goes along');
    };
    const nobodyPays = async () => {
      await term.waitFor(wrapped('Vuile was: who pays the penalty? (usually nobody)'));
      await choose(0, 'nobody');
    };

    // Round 1, Ann deals: nobody toeps, Bert wins.
    await first(1, 'Ann');
    await term.pick('nobody', 'nobody toeped: stake 1');
    await term.waitFor(wrapped('Stake 1. Who won the last trick?'));
    // The winner has no default (nobody is marked until an arrow is pressed): Bert, first from the dealer's left.
    await choose(1, 'Bert');
    await nobodyPays();
    await term.waitFor(/Deal 1: Bert wins/);

    // Round 2, Bert deals: Cis toeps, Dirk passes, Ann and Bert go along; Ann toeps, Bert passes; Cis wins.
    await first(2, 'Bert');
    await term.pick('Cis', 'Cis toeps (stake 2)');
    await along('Dirk', 'Cis', 1, true);
    await along('Ann', 'Cis', 1, false);
    await along('Bert', 'Cis', 1, false);
    await term.waitFor(wrapped('Stake 2. Another toep?'));
    // Those left after Cis's toep, from his left: Ann, Bert (Dirk passed; Cis may not toep twice in a row).
    await choose(1, 'Ann toeps (stake 3)');
    await along('Bert', 'Ann', 2, true);
    await along('Cis', 'Ann', 2, false);
    await term.waitFor(wrapped('Stake 3. Another toep?'));
    await choose(0, 'no more toeps');
    await term.waitFor(wrapped('Stake 3. Who won the last trick?'));
    // Those left from the dealer Bert's left: Cis, Ann.
    await choose(1, 'Cis');
    await nobodyPays();
    await term.waitFor(/Deal 2: Cis wins, stake 3/);

    // Rounds 3 and 4 on one line.
    await first(3, 'Cis');
    await line('vier dirk', 'Dirk: four of a kind', 3);
    await first(4, 'Dirk');
    await line('dirk wint toep ann,bert,ann pas cis=3', 'Dirk wins, stake 4 (toep Ann, Bert, Ann); passed Cis 3', 4);

    // Round 5: Ann is out, so a line naming her is refused at once; the line typed again.
    await first(5, 'Dirk');
    term.send('ann wint');
    await term.waitFor(wrapped('Ann is out (10 points since round 4)'));
    term.send('\x15');
    await line('dirk wins wasboete bert', 'Dirk wins; Bert pays the vuile-was penalty', 5);

    await first(6, 'Dirk');
    await line('cis wint toep dirk,cis', 'Cis wins, stake 3 (toep Dirk, Cis)', 6);
    // Round 7, asked: Cis toeps, Dirk passes: Cis is the only one left, so no winner is asked.
    await first(7, 'Cis');
    await term.pick('Cis', 'Cis toeps (stake 2)');
    await along('Dirk', 'Cis', 1, true);
    await nobodyPays();
    await term.waitFor(/Deal 7: Cis wins, stake 2 \(toep Cis\); passed Dirk 1/);
    await first(8, 'Cis');
    await line('dirk wint', 'Dirk wins', 8);
    await first(9, 'Dirk');
    await line('dirk wint toep dirk', 'Dirk wins, stake 2 (toep Dirk)', 9);

    // Cis out at 10: Dirk is the last player left.
    await term.waitFor(wrapped('Finished. Winner: Dirk · lowest wins'));
    await term.waitFor(/The game is over\. What now\?[\s\S]*esc back/);
    const { lines, wrapped: over } = screenOf(term.raw, 60, 24);
    expect(over).toEqual([]);
    const shown = lines.join('\n');
    expect(shown).toMatch(/│ *9 *│.*│ *dood *│ *dood *│ *\+1 \(2\) *│ *0 *│/);
    expect(shown).toMatch(/│ *total *│ *\+10 *│ *\+10 *│ *\+10 *│ *\+6 *│/);
    term.send('q');
    await term.waitFor(/❯ quit: stop here/);
    term.send('\r');
    expect(await term.exit).toBe(0);

    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { scores: Record<string, number> }) => P.map((p) => d.scores[p]))).toEqual(ROWS);
    expect(v.deals.map((d: { dealer: string }) => d.dealer).join(' ')).toBe('Ann Bert Cis Dirk Dirk Dirk Cis Cis Dirk');
    expect(v.totals).toEqual({ Ann: 10, Bert: 10, Cis: 10, Dirk: 6 });
    expect(v).toMatchObject({ finished: true, winner: 'Dirk', places: { Dirk: 1, Cis: 2, Bert: 3, Ann: 4 } });
  }, 240000);
});
