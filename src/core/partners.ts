import { RuleViolation, type Text } from './errors.js';
import { sayIn } from '../i18n/index.js';
import { listed } from '../i18n/lang.js';
import type { SheetConfig, Standing } from './game.js';

/**
 * The partnership games (Belote, Klaverjassen, Manillen): four players, seats 1 + 3 against 2 + 4. Team 0 is
 * seats 0 and 2, team 1 seats 1 and 3.
 */
export const teamOfSeat = (seat: number): 0 | 1 => (seat % 2 === 0 ? 0 : 1);

export const teamsOf = (players: readonly string[]): [string[], string[]] => [
  players.filter((_, i) => teamOfSeat(i) === 0),
  players.filter((_, i) => teamOfSeat(i) === 1),
];

export const teamOf = (players: readonly string[], name: string): 0 | 1 => teamOfSeat(players.indexOf(name));

/** A partnership game needs exactly four players; `team` is what the game calls its two pairs (its catalogue). */
export const checkFour =
  (game: string, team: Text) =>
  (config: SheetConfig): void => {
    if (config.players.length !== 4) {
      throw new RuleViolation(sayIn((t, l) => t.core.needsExactlyPlayersTwo(game, config.players.length, team[l])));
    }
  };

/**
 * The end of a partnership game, whichever comes first: a `target` (a number, or `none`) reached by a team at the
 * end of a deal, the higher total winning (equal totals play another deal); or the deal limit, the higher total
 * winning and equal totals a draw of all four. `totals` per seat; each player carries his team's total.
 * `dealsDone`: why the game is over by its deal limit (dealsPlayedOut), undefined while it is not played out.
 */
export function teamStanding(
  totals: readonly number[],
  players: readonly string[],
  target: string | undefined,
  dealsDone: Text | undefined,
): Standing {
  const [a, b] = [totals[0], totals[1]];
  const teams = teamsOf(players);
  if (target !== undefined && target !== 'none' && Math.max(a, b) >= Number(target) && a !== b) {
    const team = teams[a > b ? 0 : 1];
    const why = sayIn((t, l) => t.core.teamReached(listed(team, l), target));
    // Reached on the last deal of the limit too: a higher target alone would not play on.
    return { finished: true, winner: team, why, ...(dealsDone ? {} : { playsOn: 'target' }) };
  }
  if (!dealsDone) return { finished: false };
  return { finished: true, winner: a === b ? [...players] : teams[a > b ? 0 : 1], why: dealsDone, playsOn: 'deals' };
}
