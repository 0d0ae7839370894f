import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { maybe, Terminal, WITH } from '../../play/terminal.js';

// A whole WK game of 19 deals through `tafel play` in a pseudo-terminal, as a table types it: each
// deal's bids on one line, then its tricks on one line, in seating order, each shown with the players'
// names, and the deal confirmed before it is saved. One run, grouped checks.
const home = tempHome();
let t: Terminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

/** Deals 1-10 of spec §11.1 (deal 7 the misdeal), then 2..10 cards where Ann bids one short of what she takes. */
const DEALS: [string, string | 'misdeal'][] = [
  ['1 2 3 1 2', '1 2 4 1 2'],
  ['2 3 2 0 3', '2 2 2 1 2'],
  ['1 2 0 1 2', '1 2 1 1 3'],
  ['3 1 2 0 0', '3 1 2 1 0'],
  ['2 0 1 2 2', '1 0 1 2 2'],
  ['0 1 1 0 2', '0 2 1 0 2'],
  ['1 0 1 1 0', 'misdeal'],
  ['1 0 2 1 0', '0 2 0 1 0'],
  ['0 1 0 0 0', '0 1 0 1 0'],
  ['0 1 0 1 0', '0 0 0 1 0'],
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((c): [string, string] => [`${c - 1} 0 0 0 0`, `${c} 0 0 0 0`]),
];
const CARDS = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const PLAYERS = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
/** "1 0 2" as the line shows it: "Ann 1 · Bert 0 · Cis 2"; with tricks, "Ann 1/1 · ...". */
const named = (bids: string, tricks?: string): string => {
  const t = tricks?.split(' ');
  return bids
    .split(' ')
    .map((b, i) => `${PLAYERS[i]} ${b}${t ? `/${t[i]}` : ''}`)
    .join(' · ');
};

maybe(`in a pseudo-terminal (${WITH})`, () => {
  test('19 deals: bids, then tricks, on one line each; the hook refused; a misdeal; the finished sheet', async () => {
    expect((await tafel(home, ['new', 'boerenbridge', '--players', PLAYERS.join(',')])).code).toBe(0);
    t = new Terminal(home, ['play']);
    for (const [i, [bids, tricks]] of DEALS.entries()) {
      const c = CARDS[i];
      const dealer = PLAYERS[i % 5];
      await t.waitFor(
        new RegExp(`Deal ${i + 1}, ${c} cards?, ${dealer} deals\\. What does ${PLAYERS[(i + 1) % 5]} bid\\?`),
      );
      if (i === 5) {
        // Deal 6 (5 cards): Ann deals; the others bid 4, so her 1 is refused and the bids asked again.
        await t.pick('1 1 1 0 2', `⏎ bids: ${named('1 1 1 0 2')}`);
        await t.waitFor(/so Ann may not bid 1 \(the bids would add up to 5 tricks; hook=always\)/);
        await t.waitFor(/What does Bert bid\?/);
      }
      if (i === 0) {
        // Deal 1 one by one: every bid the same list question, found by its number; Ann, dealing, may not
        // bid 2 (the others bid 8 of 10).
        for (const [who, bid] of [
          ['Bert', 2],
          ['Cis', 3],
          ['Dirk', 1],
          ['Eva', 2],
        ] as const) {
          if (who !== 'Bert') await t.waitFor(new RegExp(`What does ${who} bid\\?`));
          await t.pick(String(bid), `${who} bids ${bid}`);
        }
        await t.waitFor(/Ann deals and bids last: not 2, or the bids add up to the tricks\s*\n❯ Ann bids 0\n/);
        await t.pick('1', 'Ann bids 1');
      } else await t.pick(bids, `⏎ bids: ${named(bids)}`);
      await t.waitFor(new RegExp(`${c} tricks?: how many did ${PLAYERS[(i + 1) % 5]} take\\?`));
      if (tricks === 'misdeal') {
        await t.pick('misdeal', 'misdeal: somebody held the wrong number of cards');
        await t.waitFor(/Who held the wrong number of cards\?/);
        t.send('D');
        await t.waitFor(/❯ Dirk/);
        t.send('\r');
      } else {
        await t.pick(tricks, `⏎ bid/tricks: ${named(bids, tricks)}`);
        // The Save line may wrap on the 80 columns of the terminal.
        const saved = `Save: deal ${i + 1}, ${c} ${c === 1 ? 'card' : 'cards'}: ${named(bids, tricks)}? (Y/n)`
          .replace(/[.+?^${}()|[\]\\/]/g, '\\$&')
          .replace(/ /g, '\\s+');
        await t.waitFor(new RegExp(saved));
        t.send('\r');
      }
    }
    // The last deal ends the schedule: the sheet says who won.
    await t.waitFor(/Winner: Eva/);
    t.kill();
    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { cards: number }) => d.cards)).toEqual(CARDS);
    expect(v.deals[6].input.misdeal).toBe('Dirk');
    // §11.1 after ten deals, then nine deals of Ann −2 and everybody else +10.
    expect(v.deals.slice(0, 10).reduce((s: number, d: { scores: { Ann: number } }) => s + d.scores.Ann, 0)).toBe(92);
    expect([v.finished, v.winner, v.totals]).toEqual([
      true,
      'Eva',
      { Ann: 74, Bert: 152, Cis: 166, Dirk: 152, Eva: 178 },
    ]);
  }, 120_000);
});
