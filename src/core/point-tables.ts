import type { PointTable, Settings } from './topic.js';

/**
 * Reads a value in force. The fallback is the spec's default, used only while a game's settings are
 * not registered yet (src/games/registry.ts): once they are, every key arrives in `s`.
 */
export const value = (s: Settings, key: string, fallback: number): number => {
  const v = Number(s[key]);
  return s[key] !== undefined && Number.isFinite(v) ? v : fallback;
};

export const option = (s: Settings, key: string, fallback: string): string => s[key] ?? fallback;

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
