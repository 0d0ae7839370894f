import { misused } from '../core/errors.js';
import { aliasRules, dealWord } from '../games/index.js';
import { say, textsOf } from '../i18n/index.js';
import { buildSheet, type NewOptions } from '../sheet/build.js';
import type { Ctx, Output } from './context.js';
import { view } from '../sheet/view.js';
import { renderSheet } from '../ui/sheet-table.js';

export type { NewOptions };

export async function runNew(
  ctx: Ctx,
  gameId: string | undefined,
  given: NewOptions & { preset?: string },
): Promise<Output> {
  // --preset fills in what the flags leave out (tafel preset save).
  let opts: NewOptions = given;
  if (given.preset !== undefined) {
    const { checkPresetSetFor, presetForNew, newOptions } = await import('../evening/presets.js');
    const p = presetForNew(ctx.store, given.preset, gameId);
    // A game's other name typed is its rule set typed (chinees-poepen: poepen), and wins over the preset's as --rules.
    const alias = given.rules === undefined && gameId !== undefined ? aliasRules(gameId) : undefined;
    const typed = alias === undefined ? given : { ...given, rules: alias };
    checkPresetSetFor(given.preset, p, typed, alias && gameId);
    gameId = p.game;
    opts = newOptions(p, typed);
  }
  if (gameId === undefined) {
    throw misused((t) => t.commands.whichGame);
  }
  ctx.store.settingsWritable();
  // Another tafel may take the id meanwhile: createSheet then moves on to the next free number.
  const data = await ctx.store.createSheet(
    buildSheet(gameId, opts, ctx.now(), (id) => ctx.store.exists(id)),
    { renumber: true },
  );
  await ctx.store.updateSettings((s) => ({ ...s, active: data.id }));
  const v = view(data, ctx.lang);
  return {
    json: v,
    done: say((t) => t.commands.done.started(data.id)),
    text: async (c) => {
      const t = textsOf(c.lang).commands;
      return `${t.newSheet(data.id)}\n${await renderSheet(v, c)}\n${t.newHint(dealWord(data.game, c.lang))}`;
    },
  };
}
