import { describe, expect, test } from '@jest/globals';
import type { RecordArgs } from '../../../src/core/game.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import type { SheetData } from '../../../src/sheet/sheet.js';
import { ENTER, Scripted, type Answer, dealCtx } from '../../play/scripted.js';
import type { Choice } from '../../../src/core/flow.js';
import { nl } from '../../../src/games/boerenbridge/messages.nl.js';
import { makeSheet, play } from '../../helpers/sheet.js';

const FIVE = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];

async function enter(sheet: SheetData, answers: Answer[], start?: RecordArgs) {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('boerenbridge')!, dealCtx(sheet), start);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

/** Also keeps the line a typed answer showed in the list (what the terminal shows for a typed line). */
class Watching extends Scripted {
  readonly lines: string[] = [];
  override async search<T>(q: {
    message: string;
    choices: Choice<T>[];
    default?: T;
    typed?: (term: string) => Choice<T> | undefined;
  }): Promise<T> {
    const typed = q.typed;
    const watched = (term: string): Choice<T> | undefined => {
      const c = typed?.(term);
      if (c) this.lines.push(c.name);
      return c;
    };
    return super.search({ ...q, ...(typed ? { typed: watched } : {}) });
  }
}

async function watch(sheet: SheetData, answers: Answer[], lang: 'en' | 'nl' = 'en') {
  const p = new Watching(answers);
  const r = await askDeal(p, flowFor('boerenbridge')!, { ...dealCtx(sheet), lang });
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

describe('boerenbridge table mode: bids (dealer last, the forbidden bid kept out), then tricks', () => {
  // After deal 1 (spec §11.1) Bert deals deal 2: 9 cards, Cis bids first.
  const sheet = play(makeSheet('boerenbridge', FIVE), ['--bids 1,2,3,1,2 --tricks 1,2,4,1,2']).sheet;
  const deal2 = {
    contract: 'bid',
    bids: { Ann: 2, Bert: 3, Cis: 2, Dirk: 0, Eva: 3 },
    tricks: { Ann: 2, Bert: 2, Cis: 2, Dirk: 1, Eva: 2 },
  };

  test('one by one, every bid and every tricks the same list question; Bert, dealing, may not bid 2', async () => {
    // Bids Cis 2, Dirk 0, Eva 3, Ann 2, Bert 3 (§11.1 deal 2); tricks from Cis: 2, Dirk 1, Eva 2, Ann 2, so Bert 2.
    const r = await enter(sheet, ['Cis bids 2', '0', '3', '2', '3', 'Cis took 2', '1', '2', '2']);
    expect(r.p.asked[0].message).toBe(
      'Deal 2, 9 cards, Bert deals. What does Cis bid? (or every bid on one line, in seating order: 1 0 0 1 0)',
    );
    // One kind of question for every bid (a list, found by typing the number), the first as the others.
    const bids = r.p.asked.slice(0, 5);
    expect(bids.map((q) => q.kind)).toEqual(['search', 'search', 'search', 'search', 'search']);
    expect(bids.slice(1, 4).map((q) => q.message)).toEqual([
      'What does Dirk bid?',
      'What does Eva bid?',
      'What does Ann bid?',
    ]);
    expect(bids[1].choices).toEqual(Array.from({ length: 10 }, (_, k) => `Dirk bids ${k}`));
    expect(bids[4].message).toBe('Bert deals and bids last: not 2, or the bids add up to the tricks');
    expect(bids[4].choices).toEqual([0, 1, 3, 4, 5, 6, 7, 8, 9].map((k) => `Bert bids ${k}`));
    // The tricks alike: Cis from 9, then Dirk from the 7 left, Eva from 6, Ann from 4; Bert takes the rest.
    const tricks = r.p.asked.slice(5);
    expect(tricks.map((q) => q.kind)).toEqual(['search', 'search', 'search', 'search']);
    expect(tricks[1].message).toBe('How many did Dirk take? (7 left)');
    expect(tricks[3].choices).toEqual(['Ann took 0', 'Ann took 1', 'Ann took 2', 'Ann took 3', 'Ann took 4']);
    expect(r.p.said).toEqual(['Bert took the other 2']);
    expect(r.input).toEqual(deal2);
  });

  test('a line of bids is shown with names; the hook refused, asked again; a line of tricks confirmed', async () => {
    // 2 2 2 0 3: the others bid 7 of 9, so Bert's 2 adds up: said, and the bids asked again.
    const r = await watch(sheet, ['2 2 2 0 3', '2 3 2 0 3', '2 2 2 1 2', ENTER]);
    expect(r.p.said).toEqual([
      '✗ Bert deals deal 2 (9 cards) and bids last: the others bid 7 together, so Bert may not bid 2 (the bids ' +
        'would add up to 9 tricks; hook=always)',
    ]);
    expect(r.p.lines).toEqual([
      '⏎ bids: Ann 2 · Bert 2 · Cis 2 · Dirk 0 · Eva 3',
      '⏎ bids: Ann 2 · Bert 3 · Cis 2 · Dirk 0 · Eva 3',
      '⏎ bid/tricks: Ann 2/2 · Bert 3/2 · Cis 2/2 · Dirk 0/1 · Eva 3/2',
    ]);
    // The deal completed on a line asks before it is saved, as a line does in every game.
    expect(r.p.asked.map((q) => q.kind)).toEqual(['search', 'search', 'search', 'confirm']);
    expect(r.p.asked[3]).toMatchObject({
      message: 'Save: deal 2, 9 cards: Ann 2/2 · Bert 3/2 · Cis 2/2 · Dirk 0/1 · Eva 3/2?',
      default: true,
    });
    expect(r.input).toEqual(deal2);
  });

  test('the whole deal on one line, confirmed (no: asked again from the start); a misdeal asks who', async () => {
    const whole = await watch(sheet, ['2 3 2 0 3 2 2 2 1 2', false, '2 3 2 0 3 2 2 2 1 2', ENTER]);
    expect(whole.p.lines[0]).toBe('⏎ the whole deal, bid/tricks: Ann 2/2 · Bert 3/2 · Cis 2/2 · Dirk 0/1 · Eva 3/2');
    expect(whole.p.asked.map((q) => q.kind)).toEqual(['search', 'confirm', 'search', 'confirm']);
    expect(whole.input).toEqual(deal2);
    // A tricks line that does not add up to the 9 cards is said at once and the tricks asked again.
    const short = await watch(sheet, ['2 3 2 0 3', '2 2 2 1 1', '2 2 2 1 2', ENTER]);
    expect(short.p.said).toEqual([
      '✗ deal 2 has 9 cards, so 9 tricks: the tricks add up to 8 (Ann 2, Bert 2, Cis 2, Dirk 1, Eva 1)',
    ]);
    const mis = await enter(sheet, ['2 3 2 0 3', 'misdeal', 'Dirk']);
    expect(mis.input).toEqual({ contract: 'bid', bids: { Ann: 2, Bert: 3, Cis: 2, Dirk: 0, Eva: 3 }, misdeal: 'Dirk' });
  });

  test('in Dutch a deal is a gift, as everywhere in the shell', async () => {
    const r = await watch(sheet, ['2 3 2 0 3', '2 2 2 1 2', ENTER], 'nl');
    expect(r.p.asked[0].message).toMatch(/^Gift 2, 9 kaarten, Bert geeft\. Wat voorspelt Cis\?/);
    expect(r.p.lines).toEqual([
      '⏎ voorspeld: Ann 2 · Bert 3 · Cis 2 · Dirk 0 · Eva 3',
      '⏎ voorspeld/slagen: Ann 2/2 · Bert 3/2 · Cis 2/2 · Dirk 0/1 · Eva 3/2',
    ]);
    expect(r.p.asked[2].message).toBe('Bewaren: gift 2, 9 kaarten: Ann 2/2 · Bert 3/2 · Cis 2/2 · Dirk 0/1 · Eva 3/2?');
    // No Dutch text of the game calls a deal a "spel" (a deck is a pak, the game itself has its name).
    const texts = (v: unknown, key: string): [string, string][] => {
      if (typeof v === 'string') return [[key, v]];
      if (typeof v === 'function') return [[key, String(v(...Array.from({ length: v.length }, () => 2)))]];
      if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => texts(x, `${key}.${k}`));
      return [];
    };
    expect(texts(nl, 'nl').filter(([, v]) => /\bspel(len)?\b/i.test(v))).toEqual([]);
  });
});
