import { describe, expect, test, afterAll } from '@jest/globals';
import fc from 'fast-check';
import { TafelError } from '../../../src/core/errors.js';
import type { RecordArgs } from '../../../src/core/game.js';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { checkStoredDeal } from '../../../src/sheet/stored.js';
import { makeSheet, play } from '../../helpers/sheet.js';
import { boardBody } from '../../../src/serve/page.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../../src/commands/context.js';
import { runReopen } from '../../../src/commands/amend.js';
import { runRecord } from '../../../src/commands/deals.js';
import { runCorrect } from '../../../src/commands/edit.js';
import { runEventDraw, runEventNew, runEventStandings } from '../../../src/commands/event.js';
import { runSeasonAdd, runSeasonNew, runSeasonStandings } from '../../../src/commands/season.js';
import { runFinish } from '../../../src/commands/sheets.js';
import { Store } from '../../../src/store/store.js';
import { HOST } from '../../helpers/host.js';
import { testCtx } from '../../helpers/ctx.js';
import { json, refusal } from '../../helpers/event.js';

const game = gameById('jokeren');
const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
type Rules = 'kbn' | 'dehoop' | 'amerikaans';

/**
 * The value tables of spec/jokeren.md §2, written out here as the oracle: what each kind of card left
 * in hand costs. `face` is the card's own number. A sheet's --set values replace these, key by key.
 */
const TABLE: Record<Rules, Record<string, number | 'face'>> = {
  kbn: { low: 1, honours: 1, ace: 1, joker: 1, 'joker-laid': 5 },
  dehoop: { low: 'face', honours: 10, ace: 10, joker: 10, 'joker-laid': 20 },
  amerikaans: { low: 5, honours: 10, ace: 5, joker: 10, 'joker-laid': 20 },
};

/** A card as a player might type it, and what it is: its rank (2..10, J, Q, K, A) or a (laid) joker. */
interface Typed {
  text: string;
  kind: 'low' | 'honours' | 'ace' | 'joker' | 'joker-laid';
  face?: number;
}

const SUIT = fc.constantFrom('', 'S', 'h', 'D', 'c', '♠', 'R', 'k');
const typedCard: fc.Arbitrary<Typed> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 2, max: 10 }), SUIT, fc.boolean())
    .map(([n, s, t]) => ({ text: `${n === 10 && t ? 'T' : n}${s}`, kind: 'low' as const, face: n })),
  fc
    .tuple(fc.constantFrom('J', 'Q', 'K', 'B', 'V', 'H', 'j', 'q', 'k', 'b', 'v', 'h'), SUIT)
    // `jk` is the page's joker: a jack of clubs (klaveren) is written J or JC.
    .filter(([r, s]) => (r + s).toUpperCase() !== 'JK')
    .map(([r, s]) => ({ text: `${r}${s}`, kind: 'honours' as const })),
  fc.tuple(fc.constantFrom('A', 'a'), SUIT).map(([r, s]) => ({ text: `${r}${s}`, kind: 'ace' as const })),
  fc.constantFrom('joker', 'jk', 'X', 'Joker').map((text) => ({ text, kind: 'joker' as const })),
  fc.constantFrom('joker*', 'jk*', 'X*').map((text) => ({ text, kind: 'joker-laid' as const })),
);

/** The page's rule: a card costs its kind's value, `face` its own number; a hand costs the sum. */
const oracle = (hand: readonly Typed[], values: Record<string, number | 'face'>): number =>
  hand.reduce((sum, c) => {
    const v = values[c.kind];
    return sum + (v === 'face' ? c.face! : v);
  }, 0);

const isJoker = (c: Typed) => c.kind === 'joker' || c.kind === 'joker-laid';

/** House values a club might set instead of the rule set's own. */
const house = fc.record(
  {
    low: fc.oneof(fc.constant('face' as const), fc.integer({ min: 0, max: 30 })),
    honours: fc.integer({ min: 0, max: 30 }),
    ace: fc.integer({ min: 0, max: 30 }),
    joker: fc.integer({ min: 0, max: 50 }),
    'joker-laid': fc.integer({ min: 0, max: 50 }),
  },
  { requiredKeys: [] },
);

/** A deal of hands only: who is out, and every other player's cards (at most `jokers` jokers in all). */
const handsDeal = fc
  .tuple(
    fc.integer({ min: 2, max: 6 }),
    fc.constantFrom<Rules>('kbn', 'dehoop', 'amerikaans'),
    house,
    fc.nat(5),
    fc.array(fc.array(typedCard, { minLength: 1, maxLength: 14 }), { minLength: 5, maxLength: 5 }),
    fc.constantFrom('+', ' '),
  )
  .map(([n, rules, set, out, hands, sep]) => {
    // Jokers beyond the sheet's two become sevens: the law is about prices, not the joker count.
    let jokers = 0;
    const fair = hands.map((h) =>
      h.map((c) => (isJoker(c) && ++jokers > 2 ? { text: '7', kind: 'low' as const, face: 7 } : c)),
    );
    return { players: NAMES.slice(0, n), rules, set, out: out % n, hands: fair.slice(0, n - 1), sep };
  });

describe('Jokeren laws', () => {
  test('a priced card list costs the sum of the value table of §2 (with any house values)', () => {
    fc.assert(
      fc.property(handsDeal, ({ players, rules, set, out, hands, sep }) => {
        const sheet = makeSheet('jokeren', players, {
          rules,
          set: Object.fromEntries(Object.entries(set).map(([k, v]) => [k, String(v)])),
        });
        const others = players.filter((_, i) => i !== out);
        const args: RecordArgs = {
          words: [],
          flags: {
            out: players[out],
            hand: others.map((p, i) => `${p}=${hands[i].map((c) => c.text).join(sep)}`).join(','),
          },
        };
        const input = game.parseDeal(args, configOf(game, sheet));
        const deal = replay(game, { ...sheet, deals: [input] }).deals[0];
        const values = { ...TABLE[rules], ...set };
        expect(deal.scores[players[out]]).toBe(0);
        for (const [i, p] of others.entries()) expect(deal.scores[p]).toBe(oracle(hands[i], values));
      }),
      { numRuns: 200 },
    );
  });

  /**
   * A deal as a careless scorer might type it: one or two names after --out, and per other player an
   * entry of points (sometimes 0, sometimes left out). The rule: a deal is recorded only when exactly
   * one player went out and every other player has one penalty above 0; then exactly that player scores 0.
   */
  const typedDeal = fc
    .tuple(
      fc.integer({ min: 2, max: 6 }),
      fc.constantFrom<Rules>('kbn', 'dehoop', 'amerikaans'),
      fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 1, maxLength: 2 }),
      fc.array(fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 4 })), { nil: undefined, freq: 8 }), {
        minLength: 6,
        maxLength: 6,
      }),
    )
    .map(([n, rules, outs, entries]) => ({
      players: NAMES.slice(0, n),
      rules,
      outs: [...new Set(outs.map((o) => o % n))],
      // A penalty any table can make: multiples of 5 are allowed in fives, and at least the smallest hand (5).
      entries: entries.slice(0, n).map((e) => (e === undefined || e === 0 ? e : 5 * e)),
    }));

  test('exactly one player goes out a deal, and only he scores 0', () => {
    fc.assert(
      fc.property(typedDeal, ({ players, rules, outs, entries }) => {
        const sheet = makeSheet('jokeren', players, { rules });
        const named = players.filter((_, i) => !outs.includes(i) && entries[i] !== undefined);
        const args: RecordArgs = {
          words: [],
          flags: {
            out: outs.map((i) => players[i]).join(','),
            points: named.map((p) => `${p}=${entries[players.indexOf(p)]}`).join(','),
          },
        };
        const lawful =
          outs.length === 1 && players.every((_, i) => i === outs[0] || (entries[i] !== undefined && entries[i] !== 0));
        let scores: Record<string, number> | undefined;
        try {
          const input = game.parseDeal(args, configOf(game, sheet));
          scores = replay(game, { ...sheet, deals: [input] }).deals[0].scores;
        } catch (e) {
          if (!(e instanceof TafelError)) throw e;
        }
        expect(scores !== undefined).toBe(lawful);
        if (scores) expect(players.filter((p) => scores[p] === 0)).toEqual([players[outs[0]]]);
      }),
      { numRuns: 300 },
    );
  });

  /** An evening of lawful deals under a rule set, points and cards mixed. */
  const evening = fc
    .tuple(
      fc.integer({ min: 2, max: 6 }),
      fc.constantFrom<Rules>('kbn', 'dehoop', 'amerikaans'),
      fc.nat(5),
      fc.array(
        fc.tuple(
          fc.nat(5),
          fc.array(
            fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 4 }), fc.array(typedCard, { minLength: 1, maxLength: 5 })),
            {
              minLength: 5,
              maxLength: 5,
            },
          ),
        ),
        { minLength: 1, maxLength: 7 },
      ),
      fc.constantFrom<Record<string, string>>({}, { limit: '120' }, { deals: '5' }),
    )
    .map(([n, rules, first, deals, set]) => {
      const players = NAMES.slice(0, n);
      // amerikaans plays its 7 contract deals: no other deal limit goes with them.
      const house = rules === 'amerikaans' && set.deals !== undefined ? {} : set;
      const sheet: SheetData = makeSheet('jokeren', players, { rules, set: house, firstDealer: first % n });
      const config = configOf(game, sheet);
      for (const [out, entries] of deals) {
        if (replay(game, sheet).finished) break;
        const o = out % n;
        const others = players.filter((_, i) => i !== o);
        const points: string[] = [];
        const hands: string[] = [];
        others.forEach((p, i) => {
          const [byPoints, k, cards] = entries[i];
          if (byPoints) points.push(`${p}=${5 * k}`);
          else
            hands.push(
              `${p}=${
                cards
                  .filter((c) => !isJoker(c))
                  .map((c) => c.text)
                  .join('+') || '7'
              }`,
            );
        });
        const flags: RecordArgs['flags'] = { out: players[o] };
        if (points.length > 0) flags.points = points.join(',');
        if (hands.length > 0) flags.hand = hands.join(',');
        sheet.deals.push(game.parseDeal({ words: [], flags }, config));
      }
      return sheet;
    });

  test('replay of the stored file equals the view; every stored deal reads back as itself', () => {
    fc.assert(
      fc.property(evening, (sheet) => {
        const view = replay(game, sheet);
        const stored = JSON.parse(JSON.stringify(sheet)) as SheetData;
        expect(replay(game, stored)).toEqual(view);
        const config = configOf(game, stored);
        for (const [i, input] of stored.deals.entries())
          expect(checkStoredDeal(game, input, config, i + 1)).toBeUndefined();
        // Totals are the sums of the deals; the winner of a finished sheet has the lowest of them.
        for (const p of sheet.players)
          expect(view.totals[p]).toBe(view.deals.reduce((s, d) => s + (d.scores[p] as number), 0));
        if (view.finished) {
          const low = Math.min(...Object.values(view.totals));
          const winners = sheet.players.filter((p) => view.totals[p] === low);
          expect(view.winner).toEqual(winners.length === 1 ? winners[0] : winners);
        }
      }),
      { numRuns: 60 },
    );
  });
});

/* The live board of a Jokeren sheet: the lowest total is marked the winner, and the board says the lowest wins. */

const loaded = (data: ReturnType<typeof makeSheet>, lang: 'en' | 'nl') => {
  const game = gameById(data.game);
  return { data, game, view: replay(game, data, lang) };
};

test('open, then finished: the lowest marked as the winner, "lowest wins" in both languages', () => {
  // §10.1's first two deals: Ann 8, Bert 11, Cis 12, Dirk 3.
  const { sheet } = play(makeSheet('jokeren', ['Ann', 'Bert', 'Cis', 'Dirk']), [
    '--out Bert --points Ann=6,Dirk=3 --hand Cis=5+9+Q+joker*',
    '--out Dirk --hand Ann=joker+2 --points Bert=11,Cis=4',
  ]);
  const open = boardBody({ lang: 'en', sheets: [loaded(sheet, 'en')], refusals: [] }).html;
  expect(open).toContain('Cis · lowest wins');
  expect(open).not.toContain('class="lead"');
  const done = boardBody({ lang: 'nl', sheets: [loaded({ ...sheet, closed: true }, 'nl')], refusals: [] }).html;
  expect([...done.matchAll(/<li class="lead" data-col="([^"]*)"/g)].map((m) => m[1])).toEqual(['Dirk']);
  expect(done).toContain('Winnaar: Dirk · laagste wint');
});

/*
 * Jokeren club evenings (events.md §2.2): individual, tables of 3 or 4, every player deals twice a round
 * (amerikaans: its 7 contract deals), 3 rounds, bye `average`; the lower total is better and the event
 * asks the game: the lowest wins a table and ranks first, and the average bye is the round's average penalty.
 */

const dirs: string[] = [];
const ctxOf = (): Ctx => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-jokeren-ev-'));
  dirs.push(dir);
  return testCtx({ store: new Store(dir, HOST), json: true });
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const ENTRANTS = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert';
const deal = (out: string, points: string) => ({ words: [], flags: { out, points } });

describe('jokeren events', () => {
  test('the defaults of §2.2, per rule set and table size; what is refused', async () => {
    const ctx = ctxOf();
    const kbn3 = await json(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, tableSize: '3', id: 'a' }));
    expect(kbn3).toMatchObject({
      kind: 'individual',
      tableSize: 3,
      deals: 6,
      rounds: 3,
      bye: 'average',
      // An absence scores the round's average: 0 would be the best round there is.
      absent: 'average',
    });
    expect(await json(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, id: 'b' }))).toMatchObject({
      tableSize: 4,
      deals: 8,
    });
    const am = await json(runEventNew(ctx, 'amerikaans-jokeren', { entrants: ENTRANTS, tableSize: '3', id: 'c' }));
    expect(am).toMatchObject({ game: 'jokeren', rules: 'amerikaans', deals: 7 });
    expect(await refusal(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, tableSize: '5', id: 'd' }))).toMatch(
      /^1: .*jokeren.*3, 4/,
    );
    expect(await refusal(runEventNew(ctx, 'jokeren', { pairs: 'Ann+Bert,Cis+Dirk', id: 'e' }))).toMatch(/^1: /);
    // amerikaans plays its seven contract deals: another number is the game's own usage error.
    expect(
      await refusal(runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, rules: 'amerikaans', deals: '6', id: 'f' })),
    ).toMatch(/^2: .*contracts=on plays the 7 contract deals/);
  });

  test('a round at tables of three: the lowest wins its table and ranks first; a season of the lowest', async () => {
    const ctx = ctxOf();
    await runEventNew(ctx, 'jokeren', { entrants: ENTRANTS, tableSize: '3', seed: '1', rounds: '1', id: 'avond' });
    const r1 = await json(runEventDraw(ctx, {}));
    expect(r1.tables.map((t: { seats: { name: string }[] }) => t.seats.map((s) => s.name))).toEqual([
      ['Bert', 'Fien', 'Eva'],
      ['Ann', 'Dirk', 'Cis'],
    ]);
    expect(r1.byes.map((b: { name: string }) => b.name)).toEqual(['Gert']);
    // Table 1: Bert out, Fien 12, Eva 4. Table 2: Cis out, Ann 7, Dirk 3. Both closed early.
    await runRecord(ctx, 'avond-r1-t1', deal('Bert', 'Fien=12,Eva=4'));
    await runRecord(ctx, 'avond-r1-t2', deal('Cis', 'Ann=7,Dirk=3'));
    await runFinish(ctx, 'avond-r1-t1');
    await runFinish(ctx, 'avond-r1-t2');
    const s = await json(runEventStandings(ctx, {}));
    // Gert's bye: the seated scores 0 12 4 7 3 0 = 26 over 6, 4.33, rounds to 4.
    // Bert and Cis 0 (name decides), Dirk 3, Eva and Gert 4 (name decides), Ann 7, Fien 12.
    expect(s.standings.map((x: any) => [x.place, x.name, x.total, x.wins])).toEqual([
      [1, 'Bert', 0, 1],
      [2, 'Cis', 0, 1],
      [3, 'Dirk', 3, 0],
      [4, 'Eva', 4, 0],
      [5, 'Gert', 4, 1],
      [6, 'Ann', 7, 0],
      [7, 'Fien', 12, 0],
    ]);
    expect(s.lowWins).toBe(true);
    const text = await (await runEventStandings({ ...ctx, json: false }, {})).text({ ...ctx, json: false });
    expect(text).toContain('After round 1 of 1 · lowest wins');
    // A correction to Fien (a miscounted hand, 12 was 2) moves her up at once, and Gert's bye with her: the
    // seated scores 0 2 4 7 3 0 = 16 over 6, 2.67, so 3. Dirk and Gert 3: name decides.
    await runReopen(ctx, 'avond-r1-t1');
    await runCorrect(ctx, 'avond-r1-t1', 'Fien=-10', { reason: 'miscount' });
    await runFinish(ctx, 'avond-r1-t1');
    const again = await json(runEventStandings(ctx, {}));
    expect(again.standings.map((x: any) => [x.name, x.total])).toEqual([
      ['Bert', 0],
      ['Cis', 0],
      ['Fien', 2],
      ['Dirk', 3],
      ['Gert', 3],
      ['Eva', 4],
      ['Ann', 7],
    ]);

    await runSeasonNew(ctx, 'seizoen', { game: 'jokeren', best: '1' });
    await runSeasonAdd(ctx, 'seizoen', ['avond']);
    const season = await json(runSeasonStandings(ctx, 'seizoen'));
    expect(season.lowWins).toBe(true);
    expect(season.standings.slice(0, 3).map((x: any) => [x.place, x.name, x.best])).toEqual([
      [1, 'Bert', 0],
      [2, 'Cis', 0],
      [3, 'Fien', 2],
    ]);
  });
});
