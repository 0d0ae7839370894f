import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { runPresetSave } from '../../src/commands/preset.js';
import { openSheet } from '../../src/play/start.js';
import { Store } from '../../src/store/store.js';
import { Scripted } from '../play/scripted.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

const ctxIn = (dir: string): Ctx => testCtx({ store: new Store(dir, HOST), interactive: true });

describe('tafel play with no open sheet offers the presets first', () => {
  test('choosing a preset starts its sheet, made active, with its players, rules and house rules', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-preset-'));
    try {
      const ctx = ctxIn(dir);
      await runPresetSave(ctx, 'vrijdag', {
        game: 'kleurenwiezen',
        rules: 'cardgames',
        players: 'Ann,Bert,Cis,Dirk',
        set: ['deals=8'],
      });
      await runPresetSave(ctx, 'leeg', { game: 'belote' }); // no players: cannot start without questions
      const p = new Scripted(['new sheet: vrijdag']);
      const id = await openSheet(ctx, p);
      expect(p.asked[0].choices).toEqual(['new sheet: vrijdag', 'start a new sheet', 'quit']);
      const data = ctx.store.readSheet(id!);
      expect([data.game, data.rules, data.players, data.set]).toEqual([
        'kleurenwiezen',
        'cardgames',
        ['Ann', 'Bert', 'Cis', 'Dirk'],
        { deals: '8' },
      ]);
      expect(ctx.store.readSettings().active).toBe(id);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
