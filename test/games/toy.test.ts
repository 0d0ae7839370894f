import { afterAll, describe, expect, jest, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { candidates } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';
import { toyHead } from './toy/head.js';
import { toy } from './toy/index.js';

/**
 * A game is its folder plus one line (issues 22 and 35): Hoogkaart lives only in test/games/toy/ and
 * is added with the lines below, the list of games (src/games/index.ts) with one more game, and its
 * head to the heads (src/games/heads.ts): its own flag (`--card`), that flag's help and its
 * table-mode question come with them. The lists are frozen, so the modules are put in place, for this
 * test file, before anything that reads them is loaded (with await import()). Numbers worked by hand
 * from the toy's rules (test/games/toy/index.ts): under `even` the winner takes the stake from each
 * other player, under `bonus` only the winner scores the stake once.
 */
const games = await import('../../src/games/index.js');
const heads = await import('../../src/games/heads.js');
jest.unstable_mockModule('../../src/games/index.js', () => ({ ...games, ...games.gamesModule([...games.GAMES, toy]) }));
jest.unstable_mockModule('../../src/games/heads.js', () => ({
  ...heads,
  ...heads.headsModule([...heads.HEADS, toyHead]),
}));

const { Command } = await import('commander');
const { Store } = await import('../../src/store/store.js');
// Through the store, the helper loads the list of games: after the lists are put in place.
const { testCtx } = await import('../helpers/ctx.js');
const { runNew } = await import('../../src/commands/new.js');
const { runRecord } = await import('../../src/commands/deals.js');
const { runCorrect } = await import('../../src/commands/edit.js');
const { runSheet } = await import('../../src/commands/sheets.js');
const { runExport } = await import('../../src/commands/export.js');
const { runRules } = await import('../../src/commands/rules.js');
const { completeLine } = await import('../../src/completion.js');
const { RuleViolation, UsageError } = await import('../../src/core/errors.js');
const { recordFlags, recordFlagsHelp } = await import('../../src/games/heads.js');
const { gameById } = await import('../../src/games/index.js');
const { withRecordFlags } = await import('../../src/cli/wiring/options.js');
const { askDeal } = await import('../../src/play/deal.js');
const { flowFor } = await import('../../src/play/flows/index.js');
const { configOf, replay } = await import('../../src/sheet/sheet.js');
const { Scripted } = await import('../play/scripted.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-toy-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const store = new Store(dir, HOST);
const ctx = testCtx({ store, width: 100 });
const win = (by: string) => ({ words: ['win'], flags: { by } });

describe('a game registered with one line works through every command', () => {
  let even = '';

  test('new, record, sheet and correct: zero-sum under even, 3 at stake among three', async () => {
    even = ((await runNew(ctx, 'toy', { players: 'Ann,Bert,Cis', set: ['stake=3'] })).json as { id: string }).id;
    // Bert wins: 3 from Ann and 3 from Cis. Then Ann wins: 3 from Bert and 3 from Cis.
    expect((await runRecord(ctx, even, win('Bert'))).json).toMatchObject({ scores: { Ann: -3, Bert: 6, Cis: -3 } });
    expect((await runRecord(ctx, even, win('an'))).json).toMatchObject({ totals: { Ann: 3, Bert: 3, Cis: -6 } });
    // `even` is zero-sum, so a correction that does not balance is refused and nothing is written.
    const before = fs.readFileSync(path.join(dir, 'sheets', `${even}.json`), 'utf8');
    await expect(runCorrect(ctx, even, 'Ann=5', { reason: 'miscount' })).rejects.toBeInstanceOf(RuleViolation);
    expect(fs.readFileSync(path.join(dir, 'sheets', `${even}.json`), 'utf8')).toBe(before);
    await runCorrect(ctx, even, 'Ann=5,Cis=-5', { reason: 'miscount' });
    const sheet = await runSheet(ctx, even, {});
    expect(sheet.json).toMatchObject({ game: 'toy', rules: 'even', totals: { Ann: 8, Bert: 3, Cis: -11 } });
    const text = await sheet.text(ctx);
    expect(text).toMatch(/│ +1 │ Ann +│ Bert won +│ +-3 │ +\+6 │ +-3 │/);
    expect(text).toMatch(/│ c1 │ +│ correction: miscount │ +\+5 │ +0 │ +-5 │/);
    expect(text).toMatch(/│ +│ +│ total +│ +\+8 │ +\+3 │ +-11 │/);
  });

  test('a correction need not balance under bonus, which is not zero-sum', async () => {
    const id = ((await runNew(ctx, 'toy', { players: 'Ann,Bert', rules: 'bonus' })).json as { id: string }).id;
    // The default stake, 2, once to the winner.
    await runRecord(ctx, id, win('Bert'));
    await runCorrect(ctx, id, 'Ann=1', { reason: 'bonus' });
    expect((await runSheet(ctx, id, {})).json).toMatchObject({ totals: { Ann: 1, Bert: 2 } });
  });

  test('export as CSV', async () => {
    const out = await runExport(ctx, even, { format: 'csv' });
    const csv = (out.document ?? (await out.text(ctx))).split(/\r?\n/);
    expect(csv).toContain('deal,dealer,contract,Ann,Bert,Cis');
    expect(csv).toContain('1,Ann,Bert won,-3,6,-3');
    expect(csv).toContain('2,Bert,Ann won,6,-3,-3');
    expect(csv).toContain('total,,,8,3,-11');
  });

  test('rules: its own text, in each language', async () => {
    const en = (await runRules(ctx, 'toy', 'winning', {})).json as Record<string, unknown>;
    expect(en).toMatchObject({ game: 'toy', rules: 'even', id: 'winning', text: 'The highest card wins the stake.' });
    const nl = (await runRules({ ...ctx, lang: 'nl' }, 'toy', 'winnen', { rules: 'bonus' })).json as Record<
      string,
      unknown
    >;
    expect(nl).toMatchObject({ rules: 'bonus', id: 'winning', text: 'De hoogste kaart wint de inzet.' });
  });

  test('completion offers its game id, contract words, players and house rules', async () => {
    const complete = async (...words: string[]): Promise<string[]> => {
      // A command line with the commands completed here.
      const program = new Command('tafel').exitOverride();
      program.command('new').argument('[game]').option('--set <key=value>');
      program
        .command('record')
        .argument('[contract]')
        .option('--by <players>')
        .option('--card <card>')
        .option('--sheet <id>');
      let said = '';
      await completeLine(
        program,
        words,
        { TAFEL_HOME: dir },
        (text) => {
          said += text;
        },
        new Date(2026, 11, 6, 20, 0),
        'en',
      );
      return candidates(said);
    };
    expect(await complete('new', 'toy')).toEqual(['toy']);
    expect(await complete('record', '--sheet', even, '')).toEqual(['win', 'pas']);
    expect(await complete('record', '--sheet', even, 'win', '--by', 'Ann,')).toEqual(['Ann,Bert', 'Ann,Cis']);
    expect(await complete('new', 'toy', '--set', '')).toEqual(['stake=']);
    // Its own flag's values, from its head.
    expect(await complete('record', '--sheet', even, 'win', '--card', '')).toEqual(['AS', 'AH', 'AD', 'AC']);
  });

  test("its own flag: --card is one of record's flags, with its help in each language, and is stored", async () => {
    expect(recordFlags()).toContain('--card <card>');
    expect(withRecordFlags(new Command('record')).options.map((o) => o.flags)).toContain('--card <card>');
    // The help line names the game; a flag it shares with other games (--by) names them all.
    expect((await recordFlagsHelp('en')).card).toBe('Hoogkaart: the card that won, e.g. --card AH');
    expect((await recordFlagsHelp('nl')).card).toBe('Hoogkaart: de kaart die won, bv. --card AH');
    expect((await recordFlagsHelp('en')).by).toMatch(/; Hoogkaart: who won the deal, e\.g\. --by Ann$/);
    const id = ((await runNew(ctx, 'toy', { players: 'Ann,Bert' })).json as { id: string }).id;
    await runRecord(ctx, id, { words: ['win'], flags: { by: 'Ann', card: 'ah' } });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'sheets', `${id}.json`), 'utf8')).deals).toEqual([
      { contract: 'win', by: 'Ann', card: 'AH' },
    ]);
    expect((await runSheet(ctx, id, {})).json).toMatchObject({ deals: [{ text: 'Ann won with AH' }] });
    // A card that is none is refused in one line, naming the flag, and nothing is written.
    const refusal = runRecord(ctx, id, { words: ['win'], flags: { by: 'Ann', card: 'ZZ' } });
    await expect(refusal).rejects.toBeInstanceOf(UsageError);
    await expect(refusal).rejects.toMatchObject({
      text: { en: '--card ZZ is no card: give its rank and suit, e.g. --card AH.' },
    });
  });

  test('its own question: table mode asks who won, then the card, in each language', async () => {
    const id = ((await runNew(ctx, 'toy', { players: 'Ann,Bert,Cis' })).json as { id: string }).id;
    const data = ctx.store.readSheet(id);
    const game = gameById('toy');
    for (const [lang, who, card] of [
      ['en', 'Deal by Ann: who won?', 'Which card won it for Cis? (e.g. AH; enter for none)'],
      ['nl', 'Gift van Ann: wie won?', 'Met welke kaart won Cis? (bv. AH; enter voor geen)'],
    ] as const) {
      const p = new Scripted(['Cis won', 'KD']);
      const f = { game, config: configOf(game, data), lang, dealer: 'Ann', deals: [], actions: [] };
      const r = await askDeal(p, flowFor('toy')!, f);
      expect(p.asked.map((q) => q.message)).toEqual([who, card]);
      expect(r).toEqual({
        done: { args: { words: ['win'], flags: { by: 'Cis', card: 'KD' } }, input: expect.anything() },
      });
      expect('done' in r && r.done.input).toEqual({ contract: 'win', by: 'Cis', card: 'KD' });
    }
    // A refused card is said in words (the game's own word for --card), and the card asked again.
    const p = new Scripted(['Cis won', 'ZZ', 'QH']);
    const f = { game, config: configOf(game, data), lang: 'en' as const, dealer: 'Ann', deals: [], actions: [] };
    const r = await askDeal(p, flowFor('toy')!, f);
    expect(p.said).toContain('✗ ZZ for the winning card is no card: give its rank and suit, e.g. AH.');
    expect('done' in r && r.done.input).toEqual({ contract: 'win', by: 'Cis', card: 'QH' });
    expect(replay(game, { ...data, deals: [{ contract: 'win', by: 'Cis', card: 'QH' }] }).totals).toEqual({
      Ann: -2,
      Bert: -2,
      Cis: 4,
    });
  });
});
