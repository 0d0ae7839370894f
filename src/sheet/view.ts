import { dealRefused, StorageError, TafelError } from '../core/errors.js';
import { sayIn } from '../i18n/index.js';
import type { Lang, Standing } from '../core/game.js';
import { gameById } from '../games/index.js';
import type { ReplayPoint } from './point.js';
import { shortOf } from '../core/deal-limit.js';
import { configOf, replay, Replayer, type ReplayOptions, type SheetData, type SheetView } from './sheet.js';

/**
 * Replays a stored sheet (from `from`, where its replay stood: point.ts). A file that parses but cannot be scored
 * (hand-edited, or from a newer tafel) is refused like a corrupt file, never reported as an internal error.
 */
export function view(data: SheetData, lang: Lang, opts?: ReplayOptions, from?: ReplayPoint): SheetView {
  return scored(data, () => replay(gameById(data.game), data, lang, { ...opts, stored: true }, from));
}

/** `view` of every deal, and where its replay then stands (point.ts), for a caller that keeps it. */
export function viewAndPoint(data: SheetData, lang: Lang): { view: SheetView; point: () => ReplayPoint } {
  return scored(data, () => {
    const replayed = new Replayer(gameById(data.game), data, lang, { stored: true });
    return { view: replayed.view(), point: () => replayed.point() };
  });
}

/** How the game of a stored sheet stands by its own rules, closed with `finish` or not (`view`'s refusal). */
export function gameEnd(data: SheetData): Standing {
  return scored(data, () => {
    const replayed = new Replayer(gameById(data.game), data, 'en', { texts: false, stored: true });
    replayed.view();
    return replayed.standing();
  });
}

/** A sheet closed now would be short of its deal limit (core/deal-limit.ts `shortOf`): table mode asks first. */
export function shortOfLimit(data: SheetData): { played: number; limit: number } | undefined {
  const game = gameById(data.game);
  return shortOf(game, configOf(game, data), data.deals, gameEnd(data));
}

/**
 * A sheet closed now with `--share-pot` would share something: its game has a pot (Zwikken) and the pot holds money
 * (the game settles nothing of an empty one). Table mode asks what becomes of the pot only then.
 */
export function potToShare(data: SheetData): boolean {
  if (!gameById(data.game).settle) return false;
  return view({ ...data, closed: true, sharePot: true }, 'en', { texts: false }).settlement !== undefined;
}

function scored<T>(data: SheetData, replayed: () => T): T {
  try {
    return replayed();
  } catch (e) {
    if (e instanceof TafelError && !dealRefused(e)) throw e;
    // The reason as the game gave it, in the language of the line (what else failed: its message, as it was).
    const said = e instanceof TafelError ? e.text : undefined;
    const why = e instanceof Error ? e.message : String(e);
    throw new StorageError(
      sayIn((t, l) => t.commands.cannotScore(data.id, said ? said[l] : why)),
      'corrupt',
    );
  }
}
