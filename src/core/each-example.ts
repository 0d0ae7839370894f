/* Apart from players.ts, which every game loads: only the games with miserie-like contracts use it. */

/**
 * A per-declarer tricks example that record takes as typed (Kleurenwiezen's miserie and piccolo, Rikken's misère and
 * piek): the tricks given, the others each made (`target`); when all four declared, the last not given takes what is
 * left of the deal's `inDeal` tricks, as every trick went to one of them (`Bert=0,Cis=1` alone added up to 1, not 13).
 */
export function eachExample(
  by: readonly string[],
  given: Readonly<Record<string, number>>,
  target: number,
  inDeal: number,
): string {
  const tricks = by.map((p) => (Object.hasOwn(given, p) ? given[p] : target));
  if (by.length === 4) {
    const last = by.findLastIndex((p) => !Object.hasOwn(given, p));
    const i = last >= 0 ? last : 3;
    tricks[i] = Math.max(0, inDeal - tricks.reduce((a, b, j) => (j === i ? a : a + b), 0));
  }
  return by.map((p, i) => `${p}=${tricks[i]}`).join(',');
}
