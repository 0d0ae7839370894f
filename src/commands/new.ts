import { misused } from '../core/errors.js';
import { aliasRules, dealWord } from '../games/index.js';
import { say, textsOf } from '../i18n/index.js';
import { buildSheet, type NewOptions } from '../sheet/build.js';
import type { SheetData } from '../sheet/sheet.js';
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
  let preset: string | undefined;
  if (given.preset !== undefined) {
    const { checkPresetSetFor, namedPresetForNew, newOptions } = await import('../evening/presets.js');
    const [name, p] = namedPresetForNew(ctx.store, given.preset, gameId);
    preset = name;
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
  const id = gameId;
  const build = (set: string[] | undefined) => buildSheet(id, { ...opts, set }, ctx.now(), (s) => ctx.store.exists(s));
  let sheet: SheetData;
  try {
    sheet = build(opts.set);
  } catch (e) {
    // A house rule the preset keeps that these players cannot play is refused as the preset's, with the way on (the
    // user typed no such value), as `preset save` refuses it.
    if (preset === undefined) throw e;
    throw (await import('./preset.js')).keptRefused(e, preset, opts.set ?? [], given.set ?? [], build, 'new');
  }
  // Another tafel may take the id meanwhile: createSheet then moves on to the next free number.
  const data = await ctx.store.createSheet(sheet, { renumber: true });
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
