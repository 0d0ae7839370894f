import fs from 'node:fs';
import { afterAll, describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

// A 20-deal Rikken evening at five through table mode in a terminal (in process), one run: the first
// deals through the questions (only the four who play are offered), the rest typed on one line,
// as record's own flags or in the short form (`rik eva ann 13`).
// Every row worked by hand from spec/rikken.md §4 (p per opponent; the dealer sits out).
const home = tempHome();
let t: InTerminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

const P = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
/** [record line or undefined when asked by questions, the row Ann..Eva]. */
const ONE_LINE: [string, number[]][] = [
  ['alleen 9 --by ann --tricks 9', [60, -20, -20, -20, 0]], // 6, Eva deals: 20 from each of three
  ['troela bert cis 8', [0, 10, 10, -10, -10]], // 7
  ['rik-beter --by cis --mate dirk --tricks 7', [10, 0, -20, 0, 10]], // 8: one short, Cis pays both
  ['piek dirk 1', [-15, -15, 0, 45, -15]], // 9
  ['open-misere --by eva --tricks 0', [-50, -50, -50, 0, 150]], // 10
  ['alleen 8 --by ann --tricks 6', [-45, 15, 15, 15, 0]], // 11: -(10 + 5)
  ['rik --by bert --mate cis --revoke dirk', [0, 10, 10, -10, -10]], // 12: an opponent revoked: made with 8
  ['misere ann cis dirk ann=0 cis=0 dirk=0', [25, 0, 25, 25, -75]], // 13: 75 - 25 - 25 each
  ['alleen 13 --by dirk --tricks 13', [-70, -70, 0, 210, -70]], // 14
  ['pas', [0, 0, 0, 0, 0]], // 15: Dirk deals again
  ['rik eva ann 13', [70, -70, -70, 0, 70]], // 16: kapot, 10 + 25 + 35
  ['open-piek-praatje --by bert --tricks 2', [55, -165, 55, 55, 0]], // 17
  ['schoppen mie cis cis', [0, 10, -30, 10, 10]], // 18
  ['alleen 10 --by cis --tricks 11', [-35, 0, 105, -35, -35]], // 19: 30 + 5
  ['een-of-vijf --tricks ann=5,bert=5,dirk=1,eva=2', [10, 10, 0, 10, -30]], // 20: three winners
];
const ASKED: number[][] = [
  [0, 15, -15, 15, -15], // 1: rik Bert + Dirk, 9 tricks
  [100, 0, -100, 0, 0], // 2: misère Ann made, Cis failed
  [10, 10, 0, -10, -10], // 3: schoppen mie, queen Dirk, last Eva
  [0, 0, 0, 0, 0], // 4: pas
  [20, 20, -20, 0, -20], // 5: één of vijf, Ann 1 and Bert 5 win
];

describe('Rikken table mode in a terminal (in process)', () => {
  test('twenty deals at five: only the four who play offered, one-line deals, a sitter refused, totals', async () => {
    expect((await tafel(home, ['new', 'rikken', '--players', P.join(',')])).code).toBe(0);
    t = new InTerminal(home, ['play']);

    await t.waitFor(/Deal by Ann: which contract\?/);
    await t.pick('rik', 'rik');
    await t.waitFor(/Who bid rik\?/);
    await t.waitFor(/Eva/);
    // Ann deals and sits out: she is not offered.
    const list = t.screen.slice(t.screen.lastIndexOf('Who bid rik?'));
    expect(list).not.toContain('Ann');
    // Bert, the first of the four who play, is highlighted already.
    expect(list).toMatch(/❯ Bert/);
    t.send('\r');
    await t.waitFor(/Who held the called ace \(the mate\)\?/);
    t.send('d');
    await t.waitFor(/❯ Dirk/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Bert \+ Dirk \(rik, 8 needed\)\?/);
    t.send('9\r');
    await t.waitFor(/Deal 1: rik Bert\+Dirk 9/);

    await t.waitFor(/Deal by Bert: which contract\?/);
    await t.pick('misere', 'misere');
    await t.waitFor(/Who played misère\? Tick each of them\./);
    t.send('a');
    await t.waitFor(/◉ Ann/);
    t.send('c');
    await t.waitFor(/◉ Cis/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Ann \(misère\)\?/);
    t.send('0\r');
    await t.waitFor(/Tricks taken by Cis \(misère\)\?/);
    t.send('1\r');
    await t.waitFor(/Deal 2: misère Ann✓ Cis✗/);

    await t.waitFor(/Deal by Cis: which contract\?/);
    await t.pick('schoppen', 'schoppen-mie');
    await t.waitFor(/Who took the trick with the queen of spades\?/);
    t.send('d');
    await t.waitFor(/❯ Dirk/);
    t.send('\r');
    await t.waitFor(/Who took the last trick\?/);
    t.send('e');
    await t.waitFor(/❯ Eva/);
    t.send('\r');
    await t.waitFor(/Deal 3: schoppen mie: ♠Q Dirk, last Eva/);

    await t.waitFor(/Deal by Dirk: which contract\?/);
    await t.pick('pas', '⏎ the whole deal: pass (redeal)');
    await t.waitFor(/Save: pass \(redeal\)\? \(Y\/n\)/);
    t.send('\r');
    await t.waitFor(/Deal 4: pass \(redeal\)/);
    await t.waitFor(/Deal by Dirk: which contract\?/);
    await t.pick('een', 'een-of-vijf');
    for (const [who, n] of [
      ['Ann', 1],
      ['Bert', 5],
      ['Cis', 4],
      ['Eva', 3],
    ] as const) {
      await t.waitFor(new RegExp(`Tricks taken by ${who} \\(één of vijf\\)\\?`));
      t.send(`${n}\r`);
    }
    await t.waitFor(/Deal 5: één of vijf: Ann 1, Bert 5, Cis 4, Eva 3/);

    // Deal 6, Eva deals: a line naming her is refused at once, in words; Enter keeps the line to be
    // corrected (as for an unknown name), and nothing is saved.
    await t.waitFor(/Deal by Eva: which contract\?/);
    t.send('alleen 9 --by eva --tricks 9');
    await t.waitFor(/Eva deals deal 6 and sits out; the players are Ann, Bert, Cis, Dirk/);
    t.send('\r');
    await t.waitFor(/which contract\? alleen 9 --by eva --tricks 9\n> ✗ Eva deals deal 6 and sits out/);
    t.send('\x15');
    let dealer = 'Eva';
    for (const [i, [line]] of ONE_LINE.entries()) {
      const n = i + 6;
      if (i > 0) await t.waitFor(new RegExp(`Deal by ${dealer}: which contract\\?`));
      // `pas` too: a whole deal, Enter twice.
      t.send(line);
      await t.waitFor(/❯ ⏎ the whole deal: /);
      t.send('\r');
      await t.waitFor(/Save: [^\n]*\? \(Y\/n\)/);
      t.send('\r');
      await t.waitFor(new RegExp(`Deal ${n}: `));
      if (line !== 'pas') dealer = P[(P.indexOf(dealer) + 1) % 5];
    }
    await t.waitFor(/Deal by Dirk: which contract\?/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    expect(t.screen).toContain('20 deals, 20 recorded this time.');

    const rows = [...ASKED, ...ONE_LINE.map(([, r]) => r)];
    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { scores: Record<string, number> }) => P.map((p) => d.scores[p]))).toEqual(rows);
    expect(v.deals.map((d: { dealer: string }) => d.dealer).join(' ')).toBe(
      'Ann Bert Cis Dirk Dirk Eva Ann Bert Cis Dirk Eva Ann Bert Cis Dirk Dirk Eva Ann Bert Cis',
    );
    expect(P.map((p) => v.totals[p])).toEqual(P.map((_, i) => rows.reduce((s, r) => s + r[i], 0)));
    expect(v.nextSittingOut).toEqual(['Dirk']);
  }, 180000);
});
