import type { DealInput, Game, SheetConfig, Standing } from './game.js';

/**
 * A sheet's deal limit, in a file of its own: the replay (sheet/sheet.ts) says a sheet closed short of it, and loads
 * none of the settings' texts for that (shell completion, which reads sheets, loads no more than it needs).
 */

/** The `deals` house rule as a number of deals; undefined when it is none (`none`, `off`, absent). */
export const dealsSetting = (settings: Readonly<Record<string, string>>): number | undefined =>
  settings.deals !== undefined && /^\d+$/.test(settings.deals) ? Number(settings.deals) : undefined;

/** The deal limit of a sheet of `game` under `config`: the game's own (Game.dealLimit), else its `deals` house rule. */
export const dealLimitOf = (game: Game, config: SheetConfig): number | undefined =>
  game.dealLimit ? game.dealLimit(config) : dealsSetting(config.settings);

/**
 * A sheet short of its deal limit: the deals played that count toward it (Game.countsTowardDeals) and the limit
 * (core/settings.ts `dealLimitOf`), when the sheet has one it has not reached and its game is not over by its own
 * rules (a target reached first); else undefined. A sheet with no deal played is not counted: it says that nobody
 * played, or holds its result as a correction (a club's boom kept on paper: docs/club-evenings.md). Said under a sheet
 * so closed ("Closed after 6 of 16 deals."), and asked before table mode closes one (view.ts `shortOfLimit`).
 */
export function shortOf(
  game: Game,
  config: SheetConfig,
  inputs: readonly DealInput[],
  standing: Standing,
): { played: number; limit: number } | undefined {
  const limit = dealLimitOf(game, config);
  if (limit === undefined || standing.finished) return undefined;
  const played = inputs.filter((d) => game.countsTowardDeals?.(d) ?? true).length;
  return played > 0 && played < limit ? { played, limit } : undefined;
}
