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
import { type Answer, ENTER, ESC, Scripted, dealCtx } from './scripted.js';

// Esc goes back to a question and forgets the answers given after it on the path left: until 2026-12-07 they stayed
// in the deal and refused the contract picked instead, for ever (docs/table-mode.md, Keys). What the command line gave
// is kept (docs/rules-notes.md, table mode).

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];
type Lang = 'en' | 'nl';

const NOBODY = {
  en: '✗ Nobody asked, so nothing was played and nobody won: record "pas" instead.',
  nl: '✗ Niemand vroeg, dus er werd niets gespeeld en niemand won: noteer "pas".',
};

/**
 * Kleurenwiezen: samen 8 with Bert and Dirk, Esc, Esc, then another contract; Zwikken: nobody ticked, Esc, pas. A
 * `pas` typed is a whole deal: Enter at its "Save: …?".
 */
const CASES: [string, string, Answer[], string, Record<string, string>][] = [
  ['kleurenwiezen', 'pas', ['samen 8', ['Bert', 'Dirk'], ESC, ESC, 'pas', ENTER], 'pas', {}],
  ['kleurenwiezen', 'solo 6', ['samen 8', ['Bert', 'Dirk'], ESC, ESC, 'solo 6', 'Cis', 6], 'solo 6', { by: 'Cis' }],
  ['zwikken', 'pas', [ENTER, [], ESC, 'pas', ENTER], 'pas', {}],
];

describe('in table mode', () => {
  test.each(
    CASES.flatMap(([game, picked, answers, words, flags]) =>
      (['en', 'nl'] as Lang[]).map((lang) => [game, picked, lang, answers, words, flags] as const),
    ),
  )(
    '%s: Esc back to the contract, then %s (%s): the answers given before are forgotten',
    async (game, _picked, lang, answers, words, flags) => {
      const sheet = makeSheet(game, P4, game === 'zwikken' ? { stakeCents: 10 } : {});
      const p = new Scripted([...answers]);
      const r = await askDeal(p, flowFor(game)!, dealCtx(sheet, { lang }));
      expect(p.left).toBe(0);
      expect('done' in r && r.done.args).toMatchObject({ words: words.split(' '), flags });
      expect(p.said).toEqual(game === 'zwikken' ? [NOBODY[lang]] : []);
    },
  );
});

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

async function sheetFor(game: string, lang: Lang): Promise<Ctx> {
  const home = tempHome();
  homes.push(home);
  const ctx = testCtx({ store: new Store(home, HOST), interactive: true, lang });
  await runNew(ctx, game, { players: P4.join(','), ...(game === 'zwikken' ? { stake: '0.10' } : {}) } as NewOptions);
  return ctx;
}

describe("at record's questions", () => {
  test.each(
    CASES.flatMap(([game, picked, answers, words, flags]) =>
      (['en', 'nl'] as Lang[]).map((lang) => [game, picked, lang, answers, words, flags] as const),
    ),
  )(
    '%s: Esc back to the contract, then %s (%s): recorded as picked',
    async (game, _picked, lang, answers, words, flags) => {
      const ctx = await sheetFor(game, lang);
      const p = new Scripted([...answers]);
      const filled = await fillMissing(ctx, undefined, args(''), p);
      expect(p.left).toBe(0);
      expect(filled).toMatchObject({ words: words.split(' '), flags });
      expect(p.said).toEqual(game === 'zwikken' ? [NOBODY[lang]] : []);
    },
  );

  test("a value the command line gave is kept when Esc goes back past its question's place", async () => {
    const ctx = await sheetFor('kleurenwiezen', 'en');
    const p = new Scripted(['samen 8', ESC, 'samen 9', ['Bert', 'Dirk']]);
    expect(await fillMissing(ctx, undefined, args('--tricks 9'), p)).toEqual(args('samen 9 --by Bert,Dirk --tricks 9'));
    expect(p.left).toBe(0);
  });
});
