import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { runRecord, runRedo, runUndo } from '../../src/commands/deals.js';
import { runNew } from '../../src/commands/new.js';
import { runSheet } from '../../src/commands/sheets.js';
import { gameById } from '../../src/games/index.js';
import { replay } from '../../src/sheet/sheet.js';
import { Store } from '../../src/store/store.js';
import { lodigeLine } from '../helpers/deals.js';
import { args, makeSheet, play } from '../helpers/sheet.js';
import { tempHome } from '../helpers/cli.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

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

  test('record then undo leaves the sheet as it was (the deal kept for redo); redo restores the bytes', async () => {
    const { ctx, file } = await freshSheet();
    await fc.assert(
      fc.asyncProperty(fc.array(lodigeLine, { maxLength: 4 }), lodigeLine, async (before, line) => {
        for (const l of before) await runRecord(ctx, undefined, args(l));
        const bytes = fs.readFileSync(file);
        await runRecord(ctx, undefined, args(line));
        const recorded = fs.readFileSync(file);
        await runUndo(ctx, undefined);
        const { undone, ...rest } = JSON.parse(fs.readFileSync(file, 'utf8'));
        expect(JSON.stringify(rest, null, 2) + '\n').toBe(bytes.toString('utf8'));
        expect(undone).toEqual([{ deal: JSON.parse(recorded.toString('utf8')).deals.at(-1) }]);
        await runRedo(ctx, undefined);
        expect(fs.readFileSync(file).equals(recorded)).toBe(true);
      }),
      { numRuns: 25 },
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
