import { RuleViolation, storageRefused, TafelError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { gameById } from '../games/index.js';
import { replay, type ReplayOptions, type SheetData, type SheetView } from './sheet.js';

/**
 * Replays a stored sheet. A file that parses but cannot be scored (hand-edited, or from a newer
 * tafel) is refused like a corrupt file, never reported as an internal error.
 */
export function view(data: SheetData, lang: Lang, opts?: ReplayOptions): SheetView {
  try {
    return replay(gameById(data.game), data, lang, opts);
  } catch (e) {
    if (e instanceof TafelError && !(e instanceof RuleViolation)) throw e;
    // The reason as the game gave it, in English in both languages, as a detail for the maintainers.
    const why = e instanceof TafelError ? e.text.en : e instanceof Error ? e.message : String(e);
    throw storageRefused((t) => t.commands.cannotScore(data.id, why), 'corrupt');
  }
}
