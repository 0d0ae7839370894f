/**
 * The scorer's writes (scorer.md §3) on a real server (127.0.0.1, a random port) in this process, beside `record` in
 * the same data directory through its own store (so its own locks, as a second process): one write path (a phone's
 * deal is byte for byte record's, plus where it came from), never doubled by a retry, never lost to a stale page, a
 * property over interleavings of phone writes (answers lost and retried later) and terminal records, and a full or
 * read-only disk answered 503.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import http from 'node:http';
import type { Ctx } from '../../src/commands/context.js';
import { runRecord, runUndo } from '../../src/commands/deals.js';
import { runCorrect, runEdit } from '../../src/commands/edit.js';
import { view } from '../../src/sheet/view.js';
import { runNew } from '../../src/commands/new.js';
import { gameById } from '../../src/games/index.js';
import { readLine } from '../../src/games/line.js';
import { loadTexts } from '../../src/i18n/index.js';
import { ScorerLink } from '../../src/serve/scorer.js';
import { backKey, lastKey } from '../../src/serve/stale.js';
import type { ScorerBody } from '../../src/serve/scorer-page.js';
import { startServer, type BoardServer, type Link } from '../../src/serve/server.js';
import { configOf, replay, type SheetData } from '../../src/sheet/sheet.js';
import { COUNTS, lineFor, NAMES } from '../helpers/boards.js';
import { commandCtx } from '../helpers/ctx.js';
import { tafel, tempHomes } from '../helpers/cli.js';
import { newId, post } from '../helpers/scorer.js';

const home = tempHomes();
let dir: string;
/** The server's own context, and a terminal's (another store: its own locks). */
let ctx: Ctx;
let terminal: Ctx;
let server: BoardServer;
const links = new Map<string, Link>();
let made = 0;

beforeAll(async () => {
  await loadTexts('en', 'nl');
  dir = home();
  ctx = commandCtx(dir);
  terminal = commandCtx(dir);
  // Writes are not rate-limited here (10 a second per token is scorer.e2e's subject): the ids test alone would wait
  // out seven seconds of 429s.
  server = await startServer({ host: '127.0.0.1', port: 0, links: () => links, limits: { writesPerSecond: 1000 } });
});
afterAll(() => server.close());

/** A new sheet and a scorer link for it; the link's address (ending in a slash). */
async function scorerFor(
  game: string,
  players: string[],
  opts: { stake?: string; set?: string[]; rules?: string } = {},
): Promise<[string, string]> {
  const out = await runNew(ctx, game, { players: players.join(','), ...opts });
  const id = (out.json as { id: string }).id;
  const token = `scorer-token-${++made}-for-the-test`;
  links.set(token, new ScorerLink({ store: ctx.store, writes: { sheet: id }, written: () => server.update() }));
  return [id, `${server.origin}/${token}/`];
}

const sheet = (id: string): SheetData => ctx.store.loadSheet(id).data;
const argsOf = (data: SheetData, line: string) => readLine(data.game, line, configOf(gameById(data.game), data))!;

describe('one write path (scorer.md §3.5)', () => {
  const title = "every game: a phone's deal is byte for byte the deal record writes, plus via, the time and the id";
  test(title, async () => {
    for (const [game, counts] of Object.entries(COUNTS)) {
      const players = NAMES.slice(0, counts[0]);
      const stake = game === 'zwikken' ? { stake: '0.10' } : {};
      const [byTerminal] = await scorerFor(game, players, stake);
      const [byPhone, link] = await scorerFor(game, players, stake);
      const first = sheet(byTerminal);
      const v = replay(gameById(game), first);
      const line = lineFor(game, players, v.nextDealer, (v.nextCards as number | undefined) ?? 0);
      await runRecord(terminal, byTerminal, argsOf(first, line));
      const id = newId();
      const r = await post(link, 'deal', { line, rows: 0, id });
      expect([game, r.status]).toEqual([game, 200]);
      const a = fs.readFileSync(ctx.store.sheetPath(byTerminal), 'utf8');
      const b = JSON.parse(fs.readFileSync(ctx.store.sheetPath(byPhone), 'utf8')) as SheetData;
      const origin = b.origins!['1'];
      expect(origin).toEqual({ via: 'phone', at: expect.any(String), id });
      expect(Date.parse(origin.at)).not.toBeNaN();
      // The phone's file, less where the deal came from and with the other sheet's id and time, is record's, byte for
      // byte (the same serialiser and key order).
      const { origins: _, ...rest } = b;
      const same = JSON.stringify({ ...rest, id: byTerminal, createdAt: JSON.parse(a).createdAt }, null, 2) + '\n';
      expect([game, same]).toEqual([game, a]);
    }
  }, 60000);

  const exampleTitle =
    "every game's example under the line (shown under it, and in the refusal of a line that is no deal) previews as " +
    'a deal, in both languages';
  test(exampleTitle, async () => {
    for (const [game, counts] of Object.entries(COUNTS)) {
      const g = gameById(game);
      // Every rule set at the fewest players (Boerenbridge poepen's first deal has one card, Jokeren amerikaans counts
      // in fives), and the default at the most.
      const cases = [...g.ruleSets.map((r) => [counts[0], r.id] as const), [counts.at(-1)!, undefined] as const];
      for (const [n, rules] of cases) {
        const opts = { ...(game === 'zwikken' ? { stake: '0.10' } : {}), ...(rules ? { rules } : {}) };
        const [id, link] = await scorerFor(game, NAMES.slice(0, n), opts);
        const data = sheet(id);
        for (const lang of ['en', 'nl'] as const) {
          // Whom the example names comes from the sheet's next deal (at 5 and 6 the dealer sits out).
          const out = (replay(g, data).nextSittingOut as string[] | undefined) ?? [];
          const playing = data.players.filter((p) => !out.includes(p));
          const example = g.flow!.lineChips!(configOf(g, data), { number: 1, lang, playing }).example;
          const r = await post(link, 'preview', { line: example, rows: 0 }, { lang });
          expect([game, rules, n, lang, example, r.status, r.json.reason]).toEqual([
            game,
            rules,
            n,
            lang,
            example,
            200,
            undefined,
          ]);
        }
      }
    }
  }, 60000);

  test('Zwikken: each number chip reads where its line takes a number (zocht: 0, 1 or 2 searches)', async () => {
    const [id, link] = await scorerFor('zwikken', ['Ann', 'Bert', 'Cis', 'Dirk'], { stake: '0.10' });
    const data = ctx.store.readSheet(id);
    const g = gameById('zwikken');
    const chips = g.flow!.lineChips!(configOf(g, data), { number: 1, lang: 'nl', playing: data.players });
    expect(chips.numbers).toEqual([0, 1, 2]);
    for (const n of chips.numbers) {
      const r = await post(link, 'preview', { line: `${chips.example} zocht ${n}`, rows: 0 }, { lang: 'nl' });
      expect([n, r.status, r.json.reason]).toEqual([n, 200, undefined]);
    }
  });

  test('Toepen: the example under the line names a player still in, not one who is out (dood)', async () => {
    const [id, link] = await scorerFor('toepen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    // Bert, whom a new sheet's example names, goes out: a correction takes him to the limit (10).
    await runCorrect(terminal, id, 'Bert=10', { reason: 'test', force: true });
    const page = links.get(new URL(link).pathname.split('/')[1])!;
    for (const lang of ['en', 'nl'] as const) {
      const example = (page.body(lang) as ScorerBody).state.example;
      const r = await post(link, 'preview', { line: example, rows: 1 }, { lang });
      expect([lang, example, r.status, r.json.reason]).toEqual([
        lang,
        expect.not.stringMatching(/bert/),
        200,
        undefined,
      ]);
    }
  });

  test("Toepen's and Jokeren's pages say the game's own word for a deal (ronde, spel), never gift", async () => {
    for (const [game, w] of [
      ['toepen', 'ronde'],
      ['jokeren', 'spel'],
    ] as const) {
      const players = ['Ann', 'Bert', 'Cis', 'Dirk'];
      const [id, link] = await scorerFor(game, players);
      const scorer = links.get(new URL(link).pathname.split('/')[1]) as ScorerLink;
      const html = scorer.page(scorer.body('nl') as ScorerBody, 'nl', '/events');
      expect(html).toContain(`Laatste ${w} terugnemen`);
      expect(html).not.toMatch(/\bgift(en)?\b/i);
      // A deal from the terminal since the page saw the sheet: the phone's refusal names the row in that word.
      const data = sheet(id);
      const line = lineFor(game, players, replay(gameById(game), data).nextDealer, 0);
      await runRecord(terminal, id, argsOf(data, line));
      const stale = await post(link, 'deal', { line, rows: 0, id: newId() }, { lang: 'nl' });
      expect([stale.status, stale.json.reason]).toEqual([409, expect.stringMatching(new RegExp(`^${w} 1 werd`, 'i'))]);
    }
  });

  test('a retry of an acknowledged deal answers the sheet as it is and writes nothing', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const body = { line: 'solo 6 bert 7', rows: 0, id: newId() };
    expect((await post(link, 'deal', body)).status).toBe(200);
    const bytes = fs.readFileSync(ctx.store.sheetPath(id), 'utf8');
    const again = await post(link, 'deal', body);
    expect([again.status, again.json.already]).toEqual([200, true]);
    expect(again.json.said).toBe('Already recorded: it was sent before and is on the sheet once.');
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe(bytes);
    // Undone at the terminal since: the retry (its answer lost, say) does not bring the deal back.
    await runUndo(terminal, id);
    const undone = fs.readFileSync(ctx.store.sheetPath(id), 'utf8');
    const late = await post(link, 'deal', body);
    expect([late.status, late.json.already]).toEqual([200, true]);
    expect(late.json.said).toBe('Already recorded, and taken back since (undo): it stays off the sheet.');
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe(undone);
    expect(sheet(id).deals).toEqual([]);
  });

  test('undo and redo carry the row count and an id; a retried undo takes off one row, not two', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    for (const [rows, line] of ['solo 6 bert 7', 'samen 8 ann,cis 9'].entries())
      expect((await post(link, 'deal', { line, rows, id: newId() })).status).toBe(200);
    const undo = { rows: 2, id: newId() };
    const r = await post(link, 'undo', undo);
    expect([r.status, r.json.said]).toEqual([200, 'Taken back: deal 2 – Ann + Cis samen 8: 9 tricks']);
    // Answered as done, and not as a deal recorded, with the sheet's last row now: the page never saw what it did.
    const said =
      'Already done: this was sent before and done once. Last on the sheet now: deal 1 – Bert solo 6: 7 tricks.';
    expect((await post(link, 'undo', undo)).json).toEqual(expect.objectContaining({ already: true, said }));
    let data = sheet(id);
    expect(data.deals).toHaveLength(1);
    // The deal taken off keeps where it came from; redo puts it back with it.
    expect(data.origins).toEqual({ '1': expect.objectContaining({ via: 'phone' }) });
    expect(data.undone).toEqual([expect.objectContaining({ origin: expect.objectContaining({ via: 'phone' }) })]);
    // A stale undo (the page saw 2 rows, there is 1) is refused.
    expect((await post(link, 'undo', { rows: 2, id: newId() })).status).toBe(409);

    const redo = await post(link, 'redo', { rows: 1, id: newId() });
    expect([redo.status, redo.json.said]).toEqual([200, 'Back: deal 2 – Ann + Cis samen 8: 9 tricks']);
    data = sheet(id);
    expect(data.deals).toHaveLength(2);
    expect(Object.keys(data.origins!)).toEqual(['1', '2']);
    expect(data.recentIds).toEqual([undo.id, expect.any(String)]);
  });

  // Until 2026-12-07 a retried undo or put back was answered "Already done: this was sent before and done once." alone:
  // a page whose first answer was lost had not seen which deal went or came back.
  test('an undo or a put back sent again says it was done and which row is last now, in both languages', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    expect((await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() })).status).toBe(200);
    const undo = { rows: 1, id: newId(), last: lastKey(sheet(id)) };
    expect((await post(link, 'undo', undo)).json.said).toBe('Taken back: deal 1 – Bert solo 6: 7 tricks');
    const again = async (action: string, fields: Record<string, unknown>) =>
      Promise.all(
        ['en', 'nl'].map(async (lang) => {
          const r = await post(link, action, fields, { lang });
          return [r.status, r.json.already, r.json.said];
        }),
      );
    expect(await again('undo', undo)).toEqual([
      [200, true, 'Already done: this was sent before and done once. No deals on the sheet now.'],
      [200, true, 'Al gedaan: dit werd eerder verzonden en één keer gedaan. Geen giften meer op het blad.'],
    ]);
    expect(sheet(id).deals).toEqual([]);
    const redo = { rows: 0, id: newId(), back: backKey(sheet(id)) };
    expect((await post(link, 'redo', redo)).json.said).toBe('Back: deal 1 – Bert solo 6: 7 tricks');
    expect(await again('redo', redo)).toEqual([
      [
        200,
        true,
        'Already done: this was sent before and done once. Last on the sheet now: deal 1 – Bert solo 6: 7 tricks.',
      ],
      [
        200,
        true,
        'Al gedaan: dit werd eerder verzonden en één keer gedaan. Nu als laatste op het blad: gift 1 – Bert solo 6: ' +
          '7 slagen.',
      ],
    ]);
    expect(sheet(id).deals).toHaveLength(1);
  });

  // Until 2026-12-07 the preview, "Recorded", Undo and Put back of a doubled deal left out the ×2 the sheet shows.
  const doubledTitle =
    'a deal doubled after a pass is named as the sheet names it (×2) by the preview, Recorded, Undo and Put back';
  test(doubledTitle, async () => {
    const players = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'];
    const [id, link] = await scorerFor('kleurenwiezen', players, { rules: 'whisthub', set: ['deals=10'] });
    for (const [rows, line] of ['samen 8 bert,cis 10', 'pas'].entries())
      expect((await post(link, 'deal', { line, rows, id: newId() })).status).toBe(200);
    // By hand (whisthub): alleen 6 pays 4 per opponent, each overtrick 1: 4 + 2 = 6; after one pas ×2 = 12 from each
    // of the three who play against Ann (Bert deals again after the pas and sits out): Ann +36.
    const line = 'alleen 6 ann 8';
    const previews = [];
    for (const lang of ['en', 'nl']) previews.push((await post(link, 'preview', { line, rows: 2 }, { lang })).json);
    expect(previews.map((p) => p.preview)).toEqual([
      'Ann alleen 6: 8 tricks ×2 · Ann +36 · Bert - · Cis -12 · Dirk -12 · Eva -12',
      'Ann alleen 6: 8 slagen ×2 · Ann +36 · Bert - · Cis -12 · Dirk -12 · Eva -12',
    ]);
    const state = (r: Awaited<ReturnType<typeof post>>) => (r.json.body as ScorerBody).state;
    const rec = await post(link, 'deal', { line, rows: 2, id: newId() }, { lang: 'nl' });
    expect([rec.status, rec.json.said, state(rec).undo]).toEqual([
      200,
      'Genoteerd: gift 3, Ann alleen 6: 8 slagen ×2',
      'Gift 3 terugnemen: Ann alleen 6: 8 slagen ×2?',
    ]);
    const undo = await post(link, 'undo', { rows: 3, id: newId(), last: lastKey(sheet(id)) });
    expect([undo.json.said, state(undo).redo]).toEqual([
      'Taken back: deal 3 – Ann alleen 6: 8 tricks ×2',
      'Put back deal 3 – Ann alleen 6: 8 tricks ×2?',
    ]);
    const redo = await post(link, 'redo', { rows: 2, id: newId(), back: backKey(sheet(id)) }, { lang: 'nl' });
    expect(redo.json.said).toBe('Teruggezet: gift 3 – Ann alleen 6: 8 slagen ×2');
    expect(sheet(id).deals).toHaveLength(3);
  });

  test('an undo takes off the row the page asked about or nothing, though the count is as it was', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    // The page asks about deal 1 (its key comes with the sheet); an undo and a record at the terminal meanwhile.
    const asked = ((await post(link, 'deal', { line: 'pas', rows: 0, id: newId() })).json.body as ScorerBody).state
      .last;
    await runUndo(terminal, id);
    await runRecord(terminal, id, argsOf(sheet(id), 'solo 6 ann 6'));
    const late = await post(link, 'undo', { rows: 1, id: newId(), last: asked });
    expect([late.status, late.json.reason]).toEqual([
      409,
      expect.stringMatching(/^Deal 1 was recorded from the terminal/),
    ]);
    expect(sheet(id).deals).toEqual([expect.objectContaining({ contract: 'solo' })]);
    // Asked about this deal 1 (the key a page shown the sheet now would send), the undo takes it off.
    const mine = await post(link, 'undo', { rows: 1, id: newId(), last: lastKey(sheet(id)) });
    expect([mine.status, mine.json.said]).toEqual([200, 'Taken back: deal 1 – Ann solo 6: 6 tricks']);
    expect(sheet(id).deals).toEqual([]);
  });

  test('a redo puts back the row the page asked about or nothing, though the count is as it was', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    expect((await post(link, 'deal', { line: 'solo 6 bert 8', rows: 0, id: newId() })).status).toBe(200);
    // The page asks to put back deal 1; a record and an undo at the terminal meanwhile leave another deal to put back.
    const asked = ((await post(link, 'undo', { rows: 1, id: newId() })).json.body as ScorerBody).state;
    expect(asked.redo).toBe('Put back deal 1 – Bert solo 6: 8 tricks?');
    await runRecord(terminal, id, argsOf(sheet(id), 'abondance 9 cis 9'));
    await runUndo(terminal, id);
    const said = [];
    for (const lang of ['en', 'nl']) {
      const r = await post(link, 'redo', { rows: 0, id: newId(), back: asked.back }, { lang });
      said.push([r.status, r.json.reason]);
    }
    expect(said).toEqual([
      [
        409,
        'Deal 1 – Cis abondance 9: 9 tricks was taken back elsewhere since your page last saw the sheet, and is now ' +
          'the one to put back: nothing was done; look at the sheet and tap again if that is the one.',
      ],
      [
        409,
        'Gift 1 – Cis abondance 9: 9 slagen werd elders teruggenomen nadat je pagina het blad het laatst zag, en ' +
          'zou nu teruggezet worden: er is niets gedaan; bekijk het blad en tik opnieuw als dat de bedoeling is.',
      ],
    ]);
    expect(sheet(id).deals).toEqual([]);
    // Asked about that deal (the key a page shown the sheet now would send), the redo puts it back.
    const mine = await post(link, 'redo', { rows: 0, id: newId(), back: backKey(sheet(id)) });
    expect([mine.status, mine.json.said]).toEqual([200, 'Back: deal 1 – Cis abondance 9: 9 tricks']);
  });

  test('a put back whose deal a record elsewhere took off the list is stale (409), not nothing to redo', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    expect((await post(link, 'deal', { line: 'solo 6 bert 8', rows: 0, id: newId() })).status).toBe(200);
    expect((await post(link, 'deal', { line: 'solo 6 cis 8', rows: 1, id: newId() })).status).toBe(200);
    const asked = ((await post(link, 'undo', { rows: 2, id: newId() })).json.body as ScorerBody).state;
    expect(asked.redo).toBe('Put back deal 2 – Cis solo 6: 8 tricks?');
    // An undo and a record at the terminal: the same row count, nothing left to put back.
    await runUndo(terminal, id);
    await runRecord(terminal, id, argsOf(sheet(id), 'abondance 9 dirk 9'));
    const before = fs.readFileSync(ctx.store.sheetPath(id), 'utf8');
    const said = [];
    for (const lang of ['en', 'nl']) {
      const r = await post(link, 'redo', { rows: 1, id: newId(), back: asked.back }, { lang });
      said.push([r.status, r.json.reason, (r.json.body as ScorerBody | undefined)?.state.rows]);
    }
    // Until 2026-12-07 422 "Nothing to redo on sheet ...: redo puts back what 'tafel undo' removed ...".
    expect(said).toEqual([
      [
        409,
        'Since your page last saw the sheet, a deal was taken back and another recorded elsewhere: there is nothing ' +
          'to put back now, and nothing was done; look at the sheet.',
        1,
      ],
      [
        409,
        'Nadat je pagina het blad het laatst zag, werd er elders teruggenomen en daarna genoteerd: er valt nu niets ' +
          'terug te zetten en er is niets gedaan; bekijk het blad.',
        1,
      ],
    ]);
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe(before);
  });

  test("a phone's deal edited on the terminal is the terminal's, no longer via phone; its retry is done", async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const first = newId();
    expect((await post(link, 'deal', { line: 'solo 6 bert 8', rows: 0, id: first })).status).toBe(200);
    expect((await post(link, 'deal', { line: 'solo 6 cis 8', rows: 1, id: newId() })).status).toBe(200);
    const last = lastKey(sheet(id));
    // A note alone leaves the deal the phone's; another deal in its place is the terminal's (until 2026-12-07 it
    // stayed "via": "phone", listed as from a phone).
    await runEdit(terminal, id, '2', { words: [], flags: {} }, { note: 'late', partial: true });
    await runEdit(terminal, id, '1', argsOf(sheet(id), 'solo 6 bert 7'));
    expect(Object.keys(sheet(id).origins ?? {})).toEqual(['2']);
    expect(view(sheet(id), 'en').deals.map((d) => d.via)).toEqual([undefined, 'phone']);
    expect((await tafel(dir, ['sheet', id])).stdout).toContain('From a phone (tafel serve --scorer): 2\n');
    // A retry of the edited deal's write is already recorded, not a deal to write again; an undo the page asked
    // about deal 2 before deal 2 was edited is told it was changed on the computer.
    const retry = await post(link, 'deal', { line: 'solo 6 bert 8', rows: 0, id: first });
    expect([retry.status, retry.json.already]).toEqual([200, true]);
    await runEdit(terminal, id, '2', argsOf(sheet(id), 'solo 6 cis 9'));
    const undo = await post(link, 'undo', { rows: 2, id: newId(), last });
    expect([undo.status, undo.json.reason]).toEqual([
      409,
      'Deal 2 was changed on the computer since your page last saw the sheet: nothing was done; look at the sheet ' +
        'and tap again if it is still to be done.',
    ]);
    expect(sheet(id).deals).toHaveLength(2);
  });

  test('the ids of undo, redo and finish: the last 64 are kept', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    expect((await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() })).status).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 35; i++) {
      for (const [action, rows] of [
        ['undo', 1],
        ['redo', 0],
      ] as const) {
        const x = newId();
        ids.push(x);
        expect([action, (await post(link, action, { rows, id: x })).status]).toEqual([action, 200]);
      }
    }
    expect(sheet(id).recentIds).toEqual(ids.slice(-64));
  }, 60000);
});

const weightTitle =
  "a 200-deal sheet: the scorer's page with its style and script weighs under 50 KB (the totals and the last rows)";
test(weightTitle, async () => {
  const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bartholomeus', 'Cis', 'Dirk']);
  // 200 deals written straight into the file (a record each would cost minutes), read back as every command reads it.
  const file = ctx.store.sheetPath(id);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SheetData;
  const by = ['Ann', 'Bartholomeus', 'Cis', 'Dirk'];
  data.deals = Array.from({ length: 200 }, (_, i) => ({
    contract: 'solo',
    level: 6,
    by: [by[i % 4]],
    tricks: 6 + (i % 3),
  }));
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  const page = await new Promise<string>((resolve, reject) =>
    http
      .get(link, { agent: false, headers: { 'Accept-Language': 'nl' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve(text));
      })
      .on('error', reject),
  );
  expect(page).toContain('De laatste 24 van 200 rijen');
  expect(page).toContain('id="line"');
  // Without JavaScript the page only shows: the line stays hidden, and a note says why; the line takes 300 characters.
  expect(page).toContain('<form id="entry" autocomplete="off" hidden>');
  expect(page).toContain('maxlength="300"');
  expect(page).toContain(
    '<noscript><p class="help">Met JavaScript aan kun je hier noteren; zonder JavaScript toont de pagina alleen het ' +
      'blad.</p></noscript>',
  );
  expect(Buffer.byteLength(page)).toBeLessThan(50 * 1024);
});

// Until 2026-12-07 a hand-edited file's note of a megabyte on the last deal went to the phone twice in every answer and
// on every change (its row and the undo question): 2 MB each time.
const noteTitle =
  "a last deal whose note a hand-edited file made 1 MB long: the phone is sent its first 80 characters and '…', " +
  'each answer under 50 KB; the file keeps it whole';
test(noteTitle, async () => {
  const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
  expect((await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() })).status).toBe(200);
  const head = 'Bert telde zijn slagen twee keer na en '.padEnd(80, 'x');
  const note = `${head}${'y'.repeat(1024 * 1024)}`;
  const file = ctx.store.sheetPath(id);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SheetData;
  fs.writeFileSync(file, `${JSON.stringify({ ...data, notes: { '1': note } }, null, 2)}\n`);
  const shown = `Bert solo 6: 7 tricks (${head}…)`;
  const count = (text: string, part: string) => text.split(part).length - 1;
  const page = await new Promise<string>((resolve, reject) =>
    http
      .get(link, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve(text));
      })
      .on('error', reject),
  );
  // The deal's row, and the undo question the page keeps for its button.
  expect([count(page, shown), count(page, `${head}y`), Buffer.byteLength(page) < 50 * 1024]).toEqual([2, 0, true]);
  // A deal and its undo: the noted deal is the last again, named in the row and the question, cut in both.
  const sizes: number[] = [];
  const deal = await post(link, 'deal', { line: 'samen 8 ann,cis 9', rows: 1, id: newId() });
  const undo = await post(link, 'undo', { rows: 2, id: newId() });
  for (const r of [deal, undo]) sizes.push(Buffer.byteLength(JSON.stringify(r.json)));
  const body = undo.json.body as ScorerBody;
  expect([body.rest.includes(shown), body.state.undo]).toEqual([true, `Undo deal 1 – ${shown}?`]);
  // The noted deal taken back: said cut too.
  const last = await post(link, 'undo', { rows: 1, id: newId() });
  sizes.push(Buffer.byteLength(JSON.stringify(last.json)));
  expect([last.status, last.json.said]).toEqual([200, `Taken back: deal 1 – ${shown}`]);
  expect(sizes.every((n) => n < 50 * 1024)).toBe(true);
  // `tafel sheet` and the exports still read it whole: the file holds it as it was.
  expect(sheet(id).undone?.at(-1)).toEqual(expect.objectContaining({ note }));
});

describe("refusals, in the page language: record's reason, its flags in words as table mode says them", () => {
  test('a line the rules refuse is 422 with the reason in English and in Dutch; nothing is written', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const before = fs.readFileSync(ctx.store.sheetPath(id), 'utf8');
    const en = await post(link, 'deal', { line: 'solo 6 bert 19', rows: 0, id: newId() }, { lang: 'en' });
    const nl = await post(link, 'deal', { line: 'solo 6 bert 19', rows: 0, id: newId() }, { lang: 'nl-BE,nl' });
    // A phone types no flags: "--tricks 19" is said as the tricks, as table mode says it of the same line.
    expect([en.status, en.json.reason]).toEqual([422, '19 for the tricks is impossible: it must be from 0 to 13.']);
    expect([nl.status, nl.json.reason]).toEqual([422, '19 voor de slagen kan niet: het moet van 0 tot 13 zijn.']);
    // A missing part names what to add to the line, never a flag (`--tricks 8`, which the line would refuse).
    const missing = await post(link, 'preview', { line: 'samen 8 ann,cis', rows: 0 }, { lang: 'en' });
    expect(missing.status).toBe(422);
    expect(missing.json.reason).not.toContain('--');
    expect(missing.json.reason).toMatch(/tricks/);
    // Jokeren's missing penalty, Toepen's pass without its toep, Rikken's mate who is the rikker: in words.
    for (const [game, players, line] of [
      ['jokeren', ['Ann', 'Bert', 'Cis'], 'bert out ann 12'],
      ['toepen', ['Ann', 'Bert', 'Cis', 'Dirk'], 'ann wint toep ann pas cis'],
      ['rikken', ['Ann', 'Bert', 'Cis', 'Dirk'], 'rik bert bert 9'],
    ] as const) {
      const [, other] = await scorerFor(game, [...players]);
      for (const lang of ['en', 'nl']) {
        const r = await post(other, 'preview', { line, rows: 0 }, { lang });
        expect([game, lang, r.status, r.json.reason]).toEqual([game, lang, 422, expect.not.stringContaining('--')]);
      }
    }
    // A contract of another rule set (Flemish tables say "alleen"): record's reason, naming the rule sets that play it.
    const alleen = await post(link, 'preview', { line: 'alleen bert 6', rows: 0 }, { lang: 'en' });
    expect([alleen.status, alleen.json.reason]).toEqual([
      422,
      expect.stringMatching(/^"alleen" is a contract of the cardgames, whisthub and iwwa rules, not of lodige/),
    ]);
    // A line far longer than any deal is said so, not as a request the page never sends.
    const long = await post(link, 'deal', { line: 'samen 8 bert,dirk 9 '.repeat(16), rows: 0, id: newId() });
    expect([long.status, long.json.reason]).toEqual([
      422,
      'The line has more than 300 characters, far more than a line needs: type it again, shorter.',
    ]);
    const unread = await post(link, 'preview', { line: 'hello there', rows: 0 }, { lang: 'nl' });
    expect([unread.status, unread.json.reason]).toEqual([
      422,
      'Uit deze regel valt geen gift te lezen: schrijf hem zoals samen 8 ann,bert 9.',
    ]);
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe(before);
  });

  const title = 'a terminal record between the preview and the record: 409 naming the terminal, the deal not written';
  test(title, async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const p = await post(link, 'preview', { line: 'solo 6 bert 7', rows: 0 });
    expect([p.status, p.json.preview]).toEqual([200, 'Bert solo 6: 7 tricks · Ann 0 · Bert +15 · Cis 0 · Dirk 0']);
    await runRecord(terminal, id, argsOf(sheet(id), 'samen 8 ann,cis 9'));
    const r = await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
    expect(r.status).toBe(409);
    expect(r.json.reason).toBe(
      'Deal 1 was recorded from the terminal since your page last saw the sheet: your line is kept; look at the ' +
        'sheet and record it again if it is still to be written.',
    );
    expect(sheet(id).deals).toHaveLength(1);
  });

  test('a stale undo or finish is 409 saying nothing was done (no line to keep), in English and Dutch', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], { set: ['deals=1'] });
    // The page saw the empty sheet and asks to undo; the terminal records deal 1 (the last: the sheet may finish).
    await runRecord(terminal, id, argsOf(sheet(id), 'samen 8 ann,cis 9'));
    const before = fs.readFileSync(ctx.store.sheetPath(id), 'utf8');
    const undo = await post(link, 'undo', { rows: 0, id: newId() });
    expect([undo.status, undo.json.reason]).toEqual([
      409,
      'Deal 1 was recorded from the terminal since your page last saw the sheet: nothing was done; look at the ' +
        'sheet and tap again if it is still to be done.',
    ]);
    const finish = await post(link, 'finish', { rows: 0, id: newId() }, { lang: 'nl' });
    expect([finish.status, finish.json.reason]).toEqual([
      409,
      'Gift 1 werd op de computer genoteerd nadat je pagina het blad het laatst zag: er is niets gedaan; bekijk het ' +
        'blad en tik opnieuw als het nog moet gebeuren.',
    ]);
    // The page saw 2 rows where there is 1: a deal was taken back since, named as a deal, not as a row.
    const redo = await post(link, 'undo', { rows: 2, id: newId() });
    expect([redo.status, redo.json.reason]).toEqual([
      409,
      'Deal 2 was taken back since your page last saw the sheet: nothing was done; look at the sheet.',
    ]);
    const nl = await post(link, 'undo', { rows: 2, id: newId() }, { lang: 'nl' });
    expect(nl.json.reason).toBe(
      'Gift 2 werd teruggenomen nadat je pagina het blad het laatst zag: er is niets gedaan; bekijk het blad.',
    );
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe(before);
    // A correction written, then taken back, at the terminal: named as the page names it (c1).
    await runCorrect(terminal, id, 'Ann=-5,Bert=5', { reason: 'test', force: true });
    const corrected = await post(link, 'undo', { rows: 1, id: newId() });
    expect(corrected.json.reason).toBe(
      'Correction c1 was written from the terminal since your page last saw the sheet: nothing was done; look at ' +
        'the sheet.',
    );
    await runUndo(terminal, id);
    const back = await post(link, 'undo', { rows: 2, id: newId() }, { lang: 'nl' });
    expect(back.json.reason).toBe(
      'Correctie c1 werd teruggenomen nadat je pagina het blad het laatst zag: er is niets gedaan; bekijk het blad.',
    );
  });

  test("two rows taken back at the terminal since the page loaded: both named, in the game's word", async () => {
    const [id, link] = await scorerFor('toepen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    for (let i = 0; i < 3; i++) await runRecord(terminal, id, argsOf(sheet(id), `${sheet(id).players[i]} wins`));
    // The page saw 3 rounds; the terminal takes back rounds 3 and 2 (until 2026-12-06 only "Round 2" was named).
    await runUndo(terminal, id);
    await runUndo(terminal, id);
    const before = fs.readFileSync(ctx.store.sheetPath(id), 'utf8');
    const deal = await post(link, 'deal', { line: 'Ann wins', rows: 3, id: newId() });
    expect([deal.status, deal.json.reason]).toEqual([
      409,
      'Rounds 2 and 3 were taken back since your page last saw the sheet: your line is kept; look at the sheet and ' +
        'record it again.',
    ]);
    const nl = await post(link, 'deal', { line: 'Ann wint', rows: 3, id: newId() }, { lang: 'nl' });
    expect(nl.json.reason).toBe(
      'Rondes 2 en 3 werden teruggenomen nadat je pagina het blad het laatst zag: je regel blijft staan; bekijk het ' +
        'blad en noteer hem opnieuw.',
    );
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe(before);
    // A correction after round 1, then it and round 1 taken back: each named as the page names it.
    await runCorrect(terminal, id, 'Ann=-1,Bert=1', { reason: 'test', force: true });
    await runUndo(terminal, id);
    await runUndo(terminal, id);
    const undo = await post(link, 'undo', { rows: 2, id: newId() });
    expect(undo.json.reason).toBe(
      'Round 1 and correction c1 were taken back since your page last saw the sheet: nothing was done; look at the ' +
        'sheet.',
    );
  });

  test('a finished sheet refuses deals with 409 in words for the phone, no terminal command', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const { runFinish } = await import('../../src/commands/sheets.js');
    await runFinish(terminal, id);
    const r = await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
    expect([r.status, r.json.reason]).toEqual([
      409,
      'Already finished, from another phone or the terminal: the totals shown are final; to change them, ask ' +
        'whoever runs tafel serve.',
    ]);
  });

  test("finish from the phone on a sheet that ended by its own rule: 'The sheet is finished.'", async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], { set: ['deals=4'] });
    for (let rows = 0; rows < 4; rows++)
      expect((await post(link, 'deal', { line: 'solo 6 bert 7', rows, id: newId() })).status).toBe(200);
    const r = await post(link, 'finish', { rows: 4, id: newId() });
    expect([r.status, r.json.said]).toEqual([200, 'The sheet is finished.']);
    expect(sheet(id).closed).toBe(true);
  });

  test("a sheet file broken by hand: the phone's line says what is wrong and where to mend it, no path", async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    fs.writeFileSync(ctx.store.sheetPath(id), '{"deals": [');
    const en = await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() }, { lang: 'en' });
    const nl = await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() }, { lang: 'nl' });
    // Said alone, the sentence has its subject (said after "Sheet … cannot be shown:" on the board, "its file").
    expect([en.status, en.json.reason]).toEqual([
      409,
      "The file is not valid JSON. 'tafel doctor' on the computer that runs tafel says what it can restore.",
    ]);
    expect(nl.json.reason).toMatch(/^Het bestand is geen geldige JSON\. 'tafel doctor' op de computer /);
    expect(fs.readFileSync(ctx.store.sheetPath(id), 'utf8')).toBe('{"deals": [');
    // A deal changed by hand into one record refuses: the file "holds" it, said as a sentence.
    const [other, link2] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    expect((await post(link2, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() })).status).toBe(200);
    const file = ctx.store.sheetPath(other);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"tricks": 7', '"tricks": 99'));
    const deal = await post(link2, 'deal', { line: 'solo 6 bert 7', rows: 1, id: newId() });
    expect(deal.json.reason).toMatch(
      /^The file holds a deal tafel would not have written: deal 1 would not pass 'tafel record': --tricks 99 /,
    );
  });

  // Until 2026-12-07 the line named the data directory ("Could not write /home/... (ENOSPC): ...").
  test('a full disk or a read-only data directory answers 503 with one line, no path; the server goes on', async () => {
    const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    for (const [code, said] of [
      ['ENOSPC', 'its disk is full'],
      ['EROFS', 'its disk is read-only'],
    ]) {
      const saved = fs.renameSync;
      fs.renameSync = () => {
        throw Object.assign(new Error(`${code}: rename`), { code, syscall: 'rename' });
      };
      let r: Awaited<ReturnType<typeof post>>;
      try {
        r = await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
      } finally {
        fs.renameSync = saved;
      }
      expect([code, r.status, r.json.reason]).toEqual([
        code,
        503,
        `The computer that runs tafel could not save this (${said}), so nothing was written. Tell whoever runs tafel ` +
          'serve, then look at the sheet and try again.',
      ]);
      expect(sheet(id).deals).toHaveLength(0);
    }
    expect((await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() })).status).toBe(200);
  });
});

/**
 * The deals these lines stand for, stated by hand from the rules (Kleurenwiezen, lodige): what the sheet must hold for
 * each, whoever wrote it. The last line breaks a rule (13 tricks in a deal) and is never stored.
 */
const LINES = ['solo 6 bert 7', 'samen 8 ann,cis 9', 'abondance 9 dirk 10', 'solo 6 bert 19'];
const STORED = [
  { contract: 'solo', level: 6, by: ['Bert'], tricks: 7 },
  { contract: 'samen', level: 8, by: ['Ann', 'Cis'], tricks: 9 },
  { contract: 'abondance', level: 9, by: ['Dirk'], tricks: 10 },
];
const RECORD_ARGS = [
  { words: ['solo', '6'], flags: { by: 'Bert', tricks: '7' } },
  { words: ['samen', '8'], flags: { by: 'Ann,Cis', tricks: '9' } },
  { words: ['abondance', '9'], flags: { by: 'Dirk', tricks: '10' } },
];

type PhoneOp = { kind: 'phone'; line: number; stale: boolean; lost: boolean };
type Op = PhoneOp | { kind: 'terminal'; line: number };

/**
 * A write whose answer never reaches the page: the connection is dropped as soon as the request is sent (the phone left
 * the network, or the server was killed before it answered). Whether the server wrote it is unknown to the page.
 */
function dropped(link: string, fields: Record<string, unknown>): Promise<void> {
  const u = new URL('deal', link);
  const body = JSON.stringify(fields);
  return new Promise((resolve) => {
    const req = http.request(u, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: u.origin },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.end(body, () => req.destroy());
  });
}

const interleavingTitle =
  'any interleaving of phone writes (answers lost and retried later, stale pages, two phones at once) and terminal ' +
  'records: the sheet is the accepted writes in lock order, each id at most once and stored exactly when its last ' +
  'answer was 200';
test(interleavingTitle, async () => {
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('phone' as const),
      line: fc.integer({ min: 0, max: 3 }),
      stale: fc.boolean(),
      lost: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('terminal' as const), line: fc.integer({ min: 0, max: 2 }) }),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }),
      async (batches) => {
        const [id, link] = await scorerFor('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
        type Write = { op: PhoneOp; id: string; rows: number; answers: number[]; already: boolean[] };
        const phones: Write[] = [];
        const terminals: number[] = [];
        /** The page's send as its outbox does it: the same id and row count (this server sends no 429). */
        const send = async (w: Write) => {
          const r = await post(link, 'deal', { line: LINES[w.op.line], rows: w.rows, id: w.id });
          w.answers.push(r.status);
          w.already.push(r.json.already === true);
        };
        // Writes whose answer was lost, sent again with the next batch (the sheet may have moved on meanwhile).
        let unanswered: Write[] = [];
        for (const batch of [...batches, []]) {
          const now = sheet(id).deals.length;
          const retries = unanswered;
          unanswered = [];
          // Every op of a batch at once, with the retries: the server's lock orders them.
          await Promise.all([
            ...retries.map(send),
            ...batch.map(async (o) => {
              if (o.kind === 'terminal') {
                await runRecord(terminal, id, {
                  words: [...RECORD_ARGS[o.line].words],
                  flags: { ...RECORD_ARGS[o.line].flags },
                });
                terminals.push(o.line);
                return;
              }
              // A stale page saw a row count the sheet no longer has (rows only grow here), or, on an empty sheet, one
              // the sheet never reaches in this test (at most 12 rows): a lost write is sent again in a later
              // batch, and a count of now + 5 could be the sheet's by then (seed -1417227459: its 200 was right).
              const rows = o.stale ? (now > 0 ? now - 1 : now + 100) : now;
              const w: Write = { op: o, id: newId(), rows, answers: [], already: [] };
              phones.push(w);
              if (o.lost) {
                await dropped(link, { line: LINES[o.line], rows, id: w.id });
                unanswered.push(w);
              } else await send(w);
            }),
          ]);
        }
        // A dropped request the server was still reading is settled before the sheet is read.
        await new Promise((res) => setTimeout(res, 200));
        const data = sheet(id);
        const held = Object.values(data.origins ?? {}).map((o) => o.id);
        for (const w of phones) {
          const last = w.answers.at(-1);
          // Stored exactly when the last answer the page got was 200; a 200 after the first is "already recorded"
          // when the first write (answered or not) was the one stored.
          expect([w.id, held.filter((x) => x === w.id).length]).toEqual([w.id, last === 200 ? 1 : 0]);
          if (last !== 200) expect([409, 422]).toContain(last);
          if (!w.op.lost && last === 200) expect(w.already).toEqual([false]);
          // A page that was stale before its batch began is never accepted; neither is the impossible line.
          if (w.op.stale || w.op.line === 3) expect(last).not.toBe(200);
        }
        const accepted = phones.filter((w) => w.answers.at(-1) === 200);
        // The sheet holds exactly the accepted phone writes and the terminal records.
        expect(data.deals).toHaveLength(accepted.length + terminals.length);
        // Each accepted phone write is the row after the count its page saw (lock order), with its own id.
        for (const w of accepted) {
          expect(data.deals[w.rows]).toEqual(STORED[w.op.line]);
          expect(data.origins?.[String(w.rows + 1)]).toEqual({ via: 'phone', at: expect.any(String), id: w.id });
        }
        expect(held.length).toBe(accepted.length);
        // The other rows are the terminal's records, as record writes them.
        const phoneRows = new Set(accepted.map((w) => w.rows));
        const rest = data.deals.filter((_, i) => !phoneRows.has(i));
        const key = (d: unknown) => JSON.stringify(d);
        expect(rest.map(key).sort()).toEqual(terminals.map((l) => key(STORED[l])).sort());
      },
    ),
    { numRuns: 25 },
  );
}, 240000);
