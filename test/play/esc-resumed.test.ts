import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import type { Ctx } from '../../src/commands/context.js';
import { runNew, type NewOptions } from '../../src/commands/new.js';
import { askDeal } from '../../src/play/deal.js';
import { fillMissing } from '../../src/play/fill.js';
import { flowFor } from '../../src/play/flows/index.js';
import { Store } from '../../src/store/store.js';
import { tempHome } from '../helpers/cli.js';
import { testCtx } from '../helpers/ctx.js';
import { HOST } from '../helpers/host.js';
import { args, makeSheet } from '../helpers/sheet.js';
import { type Answer, type Asked, ENTER, ESC, Scripted, dealCtx } from './scripted.js';

// Esc at the tricks brings Boerenbridge's bids back at the dealer's, and Esc goes on back one bidder at a time: only
// the deal's first question (the first bidder's) is one Esc cannot leave. Until 2026-12-07 the dealer's stayed,
// asked first when the bids came back, and the others' bids could not be reached (docs/rules-notes.md, table mode).

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];
type Lang = 'en' | 'nl';

/** Bids 1 2 3 4 (Bert, Cis, Dirk, Ann), Esc at Bert's tricks, Esc back to Bert's bid, 0; the others as offered. */
const ANSWERS: Answer[] = ['1', '2', '3', '4', ESC, ESC, ESC, ESC, '0', ENTER, ENTER, ENTER, '0', '2', '3'];

/** The questions' words in each language (the first bidder's and the first tricks' without their heads). */
const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    Bert: 'What does Bert bid? (or every bid on one line, in seating order: 1 0 0 1)',
    Cis: 'What does Cis bid?',
    Dirk: 'What does Dirk bid?',
    Ann7: 'Ann deals and bids last: not 7, or the bids add up to the tricks',
    Ann8: 'Ann deals and bids last: not 8, or the bids add up to the tricks',
    tricks: "13 tricks: how many did Bert take? (or every player's on one line, in seating order: 13 0 0 0)",
    Cis13: 'How many did Cis take? (13 left)',
    Dirk11: 'How many did Dirk take? (11 left)',
  },
  nl: {
    Bert: 'Wat voorspelt Bert? (of alle voorspellingen op één regel, in zitvolgorde: 1 0 0 1)',
    Cis: 'Wat voorspelt Cis?',
    Dirk: 'Wat voorspelt Dirk?',
    Ann7: 'Ann geeft en zegt als laatste: geen 7, anders komt het totaal op het aantal slagen',
    Ann8: 'Ann geeft en zegt als laatste: geen 8, anders komt het totaal op het aantal slagen',
    tricks: '13 slagen: hoeveel haalde Bert? (of ieders slagen op één regel, in zitvolgorde: 13 0 0 0)',
    Cis13: 'Hoeveel haalde Cis? (nog 13)',
    Dirk11: 'Hoeveel haalde Dirk? (nog 11)',
  },
};

/** The questions asked, the answer each offered, and whether Esc stays there (only at Bert's bid, the first). */
const ASKED: [string, unknown, boolean][] = [
  ['Bert', undefined, true],
  ['Cis', undefined, false],
  ['Dirk', undefined, false],
  ['Ann7', undefined, false],
  ['tricks', undefined, false],
  ['Ann7', 4, false],
  ['Dirk', 3, false],
  ['Cis', 2, false],
  ['Bert', { first: 1 }, true],
  ['Cis', 2, false],
  ['Dirk', 3, false],
  ['Ann8', 4, false],
  ['tricks', undefined, false],
  ['Cis13', undefined, false],
  ['Dirk11', undefined, false],
];

const expected = (lang: Lang) => ASKED.map(([k, d, stays]) => [WORDS[lang][k], d, stays]);
const seen = (asked: Asked[]) =>
  asked.map((q) => [q.message.replace(/^(Deal|Gift) 1[^.]*\. /, ''), q.default, q.stays === true]);

describe('boerenbridge: Esc at the tricks, then back one bidder at a time', () => {
  test.each(['en', 'nl'] as Lang[])('in table mode (%s)', async (lang) => {
    const p = new Scripted([...ANSWERS]);
    const r = await askDeal(p, flowFor('boerenbridge')!, dealCtx(makeSheet('boerenbridge', P4), { lang }));
    expect(seen(p.asked)).toEqual(expected(lang));
    expect(p.left).toBe(0);
    expect('done' in r && r.done.args.flags).toMatchObject({ bids: '4,0,2,3', tricks: '8,0,2,3' });
  });

  test.each(['en', 'nl'] as Lang[])("at record's questions (%s)", async (lang) => {
    const home = tempHome();
    homes.push(home);
    const ctx: Ctx = testCtx({ store: new Store(home, HOST), interactive: true, lang });
    await runNew(ctx, 'boerenbridge', { players: P4.join(',') } as NewOptions);
    const p = new Scripted([...ANSWERS]);
    expect(await fillMissing(ctx, undefined, args(''), p)).toEqual(args('--bids 4,0,2,3 --tricks 8,0,2,3'));
    expect(seen(p.asked)).toEqual(expected(lang));
    expect(p.left).toBe(0);
  });
});

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});
