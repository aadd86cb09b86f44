/**
 * A small seeded pseudo-random generator (Mulberry32): the same seed gives the same
 * sequence on every machine, so a solver run with an iteration limit is reproducible.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, bound). */
  below(bound: number): number;
}

/**
 * @example const random = seededRandom(7); random.below(10) // the same number for seed 7 everywhere
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, below: (bound) => Math.floor(next() * bound) };
}
