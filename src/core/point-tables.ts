import type { PointTable, Settings } from './topic.js';

/**
 * A setting in force, as a topic's table or caption shows it. `s` holds every key of the game's
 * settings (the defaults, with a sheet's --set values over them: commands/rules.ts), so the default
 * lives once, in the game's settings; a key the game does not declare is a slip of the table's code.
 */
export const option = (s: Settings, key: string): string => {
  const v = s[key];
  if (v === undefined) throw new Error(`the point table reads '${key}', which is not a setting of this game`);
  return v;
};

export const value = (s: Settings, key: string): number => {
  const v = Number(option(s, key));
  if (!Number.isFinite(v)) throw new Error(`the setting '${key}' is not a number: ${s[key]}`);
  return v;
};

/** The labels of a card-points table, in one language. */
export interface CardLabels {
  valuesCaption: string;
  card: string;
  trump: string;
  other: string;
  /** Jack, 9, ace, 10, king, queen, 8, 7. */
  names: string[];
}

/** Belote's and Klaverjassen's card points (the same in both games): in trump and in the other suits. */
export function jackNineValues(l: CardLabels): PointTable[] {
  const trump = [20, 14, 11, 10, 4, 3, 0, 0];
  const other = [2, 0, 11, 10, 4, 3, 0, 0];
  return [
    {
      caption: l.valuesCaption,
      head: [l.card, l.trump, l.other],
      rows: l.names.map((n, i) => [n, String(trump[i]), String(other[i])]),
      right: [1, 2],
    },
  ];
}
