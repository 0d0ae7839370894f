import { gameById } from '../../src/games/index.js';
import type { LoadedSheet } from '../../src/evening/evening.js';
import { replay, type SheetData } from '../../src/sheet/sheet.js';
import { makeSheet, record } from '../helpers/sheet.js';

/**
 * A sheet as the store would hold it. Times are at midday UTC so the local evening is the same date
 * in every time zone from UTC-11 to UTC+11 (the evening is a local date).
 */
export function sheet(
  game: string,
  players: string[],
  lines: string[],
  o: { id: string; title?: string; createdAt: string; rules?: string; stakeCents?: number; closed?: boolean },
): LoadedSheet {
  const base = makeSheet(game, players, { rules: o.rules, stakeCents: o.stakeCents });
  const data: SheetData = {
    ...lines.reduce(record, base),
    id: o.id,
    title: o.title ?? '',
    createdAt: o.createdAt,
    closed: o.closed ?? false,
  };
  const g = gameById(game);
  return { data, view: replay(g, data), game: g };
}

/**
 * Friday 27 November: two Kleurenwiezen sheets, worked by hand from spec/kleurenwiezen.md.
 * Sheet A (lodige): samen 8 Bert+Dirk 9 tricks: base 7 + 3*1 = 10 each. Ann solo 6, 5 tricks:
 *   12 + 3*1 = 15 lost, each opponent 2/3 * 15 = 10. Totals Ann -15, Bert 20, Cis 10, Dirk 20.
 * Sheet B (cardgames): Ann+Eva vragen 9 tricks: +2/+2, Bert and Cis -2. Bert alleen 4 tricks
 *   (needs 5): -3v = -9, the others +3. Totals Ann 5, Bert -11, Cis 1, Eva 5.
 */
export const vrijdagA = (): LoadedSheet =>
  sheet(
    'kleurenwiezen',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['samen 8 --by Bert,Dirk --tricks 9', 'solo 6 --by Ann --tricks 5'],
    {
      id: '2026-11-27-kleurenwiezen',
      title: 'Vrijdag',
      createdAt: '2026-11-27T12:00:00.000Z',
    },
  );

export const vrijdagB = (): LoadedSheet =>
  sheet(
    'kleurenwiezen',
    ['Ann', 'Bert', 'Cis', 'Eva'],
    ['vragen --by Ann,Eva --tricks 9', 'alleen --by Bert --tricks 4'],
    {
      id: '2026-11-27-kleurenwiezen-2',
      rules: 'cardgames',
      createdAt: '2026-11-27T13:30:00.000Z',
    },
  );

/**
 * The Zwikken example of spec/zwikken.md, stake 0.10: deal 1 Ann +0.30, Bert -0.50, Cis and Dirk
 * -0.10 (pot 0.40); deal 2 Cis asked and lost, pays the pot 0.40 (pot 0.80); deal 3 all passed after
 * one search: everybody -0.10 (pot 1.20). Totals Ann 0.20, Bert -0.60, Cis -0.60, Dirk -0.20.
 */
export const vrijdagZwikken = (): LoadedSheet =>
  sheet(
    'zwikken',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['--askers Ann,Bert --winner Ann', '--askers Cis --winner Dirk', 'pas --searched 1'],
    {
      id: '2026-11-27-zwikken',
      title: 'Pot',
      createdAt: '2026-11-27T14:00:00.000Z',
      stakeCents: 10,
    },
  );
