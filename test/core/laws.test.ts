import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { runRecord, runRedo, runUndo } from '../../src/commands/deals.js';
import { runDealer } from '../../src/commands/amend.js';
import { runCorrect } from '../../src/commands/edit.js';
import { runNew } from '../../src/commands/new.js';
import { runSheet } from '../../src/commands/sheets.js';
import { gameById, aliasRules, GAMES } from '../../src/games/index.js';
import { type DealView, replay, Replayer, type SheetView } from '../../src/sheet/sheet.js';
import { Store } from '../../src/store/store.js';
import { lodigeLine } from '../helpers/deals.js';
import { args, makeSheet, play } from '../helpers/sheet.js';
import { tempHome } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';
import { parseTrump, suitWord } from '../../src/core/cards.js';
import { RuleViolation, UsageError } from '../../src/core/errors.js';
import { own } from '../../src/core/own.js';
import { normaliseContract } from '../../src/games/kleurenwiezen/contracts.js';
import { readWords } from '../../src/games/rikken/contracts.js';
import { readSoloLine } from '../../src/games/solokaarten/line.js';
import { parseZwik } from '../../src/games/zwikken/rules.js';
import { aliasEntry, RULES_GAMES } from '../../src/rules/registry.js';
import { REFEREES } from '../../src/referee/all.js';
import { evening } from '../games/toepen/arbitrary.js';

const homes: string[] = [];
afterAll(() => {
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

async function freshSheet(): Promise<{ ctx: Ctx; file: string }> {
  const home = tempHome();
  homes.push(home);
  const ctx: Ctx = testCtx({ store: new Store(home, HOST), json: true });
  const out = await runNew(ctx, 'kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk' });
  const id = (out.json as { id: string }).id;
  return { ctx, file: path.join(home, 'sheets', `${id}.json`) };
}

describe('laws of the sheet', () => {
  test('replaying the stored inputs gives the view that was shown deal by deal', () => {
    fc.assert(
      fc.property(fc.array(lodigeLine, { maxLength: 25 }), (lines) => {
        const { sheet, view } = play(makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), lines);
        // The sheet round-trips through JSON (as on disk) and replays to the same view.
        const stored = JSON.parse(JSON.stringify(sheet));
        expect(replay(gameById('kleurenwiezen'), stored)).toEqual(view);
        // Running totals are the sums of the deals' scores.
        for (const p of sheet.players) expect(view.totals[p]).toBe(view.deals.reduce((a, d) => a + d.scores[p], 0));
      }),
      { numRuns: 60 },
    );
  });

  test("record's replay, describing only the deal it adds, is the full view less the earlier texts", () => {
    const game = gameById('kleurenwiezen');
    fc.assert(
      fc.property(fc.array(lodigeLine, { minLength: 1, maxLength: 25 }), (lines) => {
        const { sheet } = play(makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), lines);
        if (sheet.deals.length === 0) return;
        const r = new Replayer(game, { ...sheet, deals: sheet.deals.slice(0, -1) }, 'en', { texts: 'added' });
        r.extend(sheet);
        const full = replay(game, sheet);
        const last = full.deals.length - 1;
        expect(r.view()).toEqual({ ...full, deals: full.deals.map((d, i) => (i < last ? { ...d, text: '' } : d)) });
        expect(full.deals[last].text).not.toBe('');
      }),
      { numRuns: 60 },
    );
  });

  test('a view taken before a replay goes on stays as it was (undo shows one, then reads the row it removes)', () => {
    // Toepen: a game whose view carries its state (places, who plays "voor dood").
    const toepen = gameById('toepen');
    fc.assert(
      fc.property(evening(12), fc.nat(), (sheet, cut) => {
        const before = { ...sheet, deals: sheet.deals.slice(0, cut % (sheet.deals.length + 1)) };
        const r = new Replayer(toepen, before);
        const shown = r.view();
        const text = JSON.stringify(shown);
        r.extend(sheet);
        expect(JSON.stringify(shown)).toBe(text);
        expect(shown).toEqual(replay(toepen, before));
        expect(r.view()).toEqual(replay(toepen, sheet));
      }),
      { numRuns: 60 },
    );
  });

  test('undo and redo answer the sheet as it then reads, and the deal they move as the sheet showed it', async () => {
    const { ctx } = await freshSheet();
    await fc.assert(
      fc.asyncProperty(fc.array(lodigeLine, { minLength: 1, maxLength: 4 }), async (lines) => {
        for (const l of lines) await runRecord(ctx, undefined, args(l));
        const shown = (await runSheet(ctx, undefined)).json as SheetView;
        const undone = (await runUndo(ctx, undefined)).json as {
          removed: DealView;
          totals: unknown;
          nextDealer: string;
        };
        const now = (await runSheet(ctx, undefined)).json as SheetView;
        expect(undone.removed).toEqual(shown.deals.at(-1));
        expect([undone.totals, undone.nextDealer]).toEqual([now.totals, now.nextDealer]);
        // redo puts it back: the row and the totals as they were shown.
        const redone = (await runRedo(ctx, undefined)).json as {
          restored: DealView;
          totals: unknown;
          nextDealer: string;
        };
        expect([redone.restored, redone.totals, redone.nextDealer]).toEqual([
          shown.deals.at(-1),
          shown.totals,
          shown.nextDealer,
        ]);
      }),
      { numRuns: 20 },
    );
  });

  // The last redo takes the emptied redo list off with it (no `"undone": []`): the very bytes of before the undo. The
  // rows before it are deals, corrections and `tafel dealer`, and a `tafel dealer` may follow it, so a list the undo
  // empties (the only correction, the only dealer set) is one that other fields follow (until 2026-12-07 redo put it
  // back last: `correct`, `dealer Dirk`, undo, redo swapped "corrections" and "dealers").
  const seat = fc.constantFrom('Ann', 'Bert', 'Cis', 'Dirk');
  const step = fc.oneof(
    lodigeLine.map((line) => ({ line })),
    fc.constant({ correct: true }),
    seat.map((dealer) => ({ dealer })),
  );
  test('record or correct, then undo: the sheet as it was (the row kept for redo); redo gives its bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 4 }),
        lodigeLine,
        fc.boolean(),
        fc.option(seat),
        async (before, line, c, dealer) => {
          const { ctx, file } = await freshSheet();
          for (const s of before) {
            if ('line' in s) await runRecord(ctx, undefined, args(s.line));
            else if ('dealer' in s) await runDealer(ctx, undefined, s.dealer);
            else await runCorrect(ctx, undefined, 'Ann=5,Bert=-5', { reason: 'verzaakt' });
          }
          const bytes = fs.readFileSync(file);
          if (c) await runCorrect(ctx, undefined, 'Ann=5,Bert=-5', { reason: 'verzaakt' });
          else await runRecord(ctx, undefined, args(line));
          if (dealer !== null) await runDealer(ctx, undefined, dealer);
          const recorded = fs.readFileSync(file);
          const written = JSON.parse(recorded.toString('utf8'));
          await runUndo(ctx, undefined);
          const { undone, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8'));
          // Without a dealer set after the row, the undo gives the sheet of before it (a dealer set goes with a deal).
          if (dealer === null) expect(JSON.stringify(rest, null, 2) + '\n').toBe(bytes.toString('utf8'));
          expect(undone).toEqual([
            c ? { correction: written.corrections.at(-1) } : expect.objectContaining({ deal: written.deals.at(-1) }),
          ]);
          await runRedo(ctx, undefined);
          expect(fs.readFileSync(file).toString('utf8')).toBe(recorded.toString('utf8'));
        },
      ),
      { numRuns: 40 },
    );
  });

  test('the view printed by record equals the view read back from disk', async () => {
    const { ctx } = await freshSheet();
    await fc.assert(
      fc.asyncProperty(lodigeLine, async (line) => {
        const recorded = (await runRecord(ctx, undefined, args(line))).json as { totals: unknown; number: number };
        const read = (await runSheet(ctx, undefined)).json as { totals: unknown; deals: unknown[] };
        expect(read.totals).toEqual(recorded.totals);
        expect(read.deals[recorded.number - 1]).toMatchObject({ number: recorded.number });
      }),
      { numRuns: 20 },
    );
  });
});

/**
 * Each table a typed word is looked up in answers only with what it holds itself: Object.prototype's
 * members (and `prototype`) are no alias, suit, rank, refinement or game, in any case the table folds to.
 */
const WORDS = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'Constructor', 'CONSTRUCTOR'];

describe('own', () => {
  test("a table's own keys only, a key that JSON made its own included", () => {
    const table: Record<string, number> = { samen: 1 };
    for (const w of WORDS) expect(own(table, w)).toBeUndefined();
    expect(own(table, 'samen')).toBe(1);
    expect(own(JSON.parse('{"__proto__": 2}') as Record<string, number>, '__proto__')).toBe(2);
    expect(own(undefined, 'samen')).toBeUndefined();
  });
});

describe.each(WORDS)('%s', (w) => {
  test('is no game, no other name of a game, no rules text', () => {
    expect(() => gameById(w)).toThrow(RuleViolation);
    expect(aliasRules(w)).toBeUndefined();
    expect(aliasEntry(w)).toBeUndefined();
  });
  test('is no suit, no trump and no zwik rank', () => {
    expect(() => parseTrump(w)).toThrow(UsageError);
    expect(suitWord(w)).toBeUndefined();
    expect(() => parseZwik(`Ann=${w}`, ['Ann'], ['Ann', 'Bert', 'Cis'])).toThrow(RuleViolation);
  });
  test("is no contract's other name (Kleurenwiezen, Rikken) and no Solokaarten refinement", () => {
    // Folded as every contract word is (lower case, `_` as `-`), and left as typed: it names nothing.
    const folded = w.toLowerCase().replace(/_/g, '-');
    expect(normaliseContract(w, 'lodige')).toBe(folded);
    const read = readWords([w]);
    expect([typeof read.id, read.known]).toEqual(['string', false]);
    // A word of a one-line deal that is no refinement ends the reading: the line is no deal.
    expect(readSoloLine(['slag', 'ann', '5', w])).toBeUndefined();
  });
});

// The three registries are kept apart so `rules` and `judge` never load scoring code; this keeps
// them from drifting apart.
describe('every game is registered for scoring, refereeing and rules text alike', () => {
  test.each(GAMES.map((g) => [g.id, g] as const))('%s', (id, game) => {
    const referee = REFEREES.find((r) => r.id === id);
    const text = RULES_GAMES.find((r) => r.id === id);
    expect(referee?.ruleSets).toEqual(game.ruleSets.map((r) => r.id));
    expect(referee?.defaultRules).toBe(game.defaultRules);
    expect(referee?.players.min).toBe(game.players.min);
    // Kleurenwiezen and Rikken seat five or six, but the sitters hold no cards: a trick still has four.
    expect(referee?.players.max).toBe(['kleurenwiezen', 'rikken'].includes(game.id) ? 4 : game.players.max);
    expect(text?.ruleSets).toEqual(game.ruleSets.map((r) => r.id));
  });
  test('and nothing else', () => {
    expect(REFEREES.map((r) => r.id).sort()).toEqual(GAMES.map((g) => g.id).sort());
    expect(RULES_GAMES.map((r) => r.id).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });
});
