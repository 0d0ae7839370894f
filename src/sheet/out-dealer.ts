import { refused, RuleViolation } from '../core/errors.js';
import { shellWord } from '../core/flags.js';
import { dealWord, gameById } from '../games/index.js';
import { sayIn } from '../i18n/index.js';
import { configOf, type Replayer, type SheetData, type SheetView } from './sheet.js';

/**
 * A player out of the game before his deal (Toepen: dood) deals no more: `record`, `edit` and `dealer` refuse him.
 * `named`: the dealer is the one the sheet names to deal next (`tafel dealer`), out since (an undo or redo of a
 * correction is never refused): the refusal names the dealer the rotation gives in his place.
 */
export function refuseOutDealer(
  v: Pick<SheetView, 'outOfGame'>,
  dealer: string,
  named?: { data: SheetData; replayed: Replayer },
): void {
  if (!v.outOfGame?.includes(dealer)) return;
  if (named) {
    const { data } = named;
    const game = gameById(data.game);
    const { state, totals } = named.replayed.point();
    const seat = data.players.indexOf(dealer);
    const instead = game.dealerNow?.(seat, state, totals, configOf(game, data)) ?? seat;
    const fix = `tafel dealer ${shellWord(data.players[instead])}`;
    const n = data.deals.length + 1;
    if (instead !== seat)
      throw new RuleViolation(sayIn((t, l) => t.sheet.outNamedNext(dealer, n, dealWord(data.game, l), fix)));
  }
  throw refused((t) => t.commands.outDeals(dealer));
}
