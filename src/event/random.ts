/**
 * The seeded generator of events.md §3.2 (mulberry32): every conforming implementation draws the
 * same plan from the same seed, so a plan can be printed again or checked (`event plan --verify`).
 */
export function mulberry32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t = (t + Math.imul(t ^ (t >>> 7), t | 61)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Fisher–Yates from the end, j = floor(next × (i + 1) / 2^32) in exact integers (the product stays below 2^53). */
export function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i >= 1; i--) {
    const j = Math.floor((next() * (i + 1)) / 4294967296);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Round r's seed when the draw is not given one: (eventSeed + r − 1) mod 2^32. */
export const roundSeed = (eventSeed: number, round: number): number => (eventSeed + round - 1) >>> 0;
