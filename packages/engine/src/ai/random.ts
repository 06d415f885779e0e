// A small seeded pseudo-random generator (mulberry32). The AI never calls Math.random: every choice
// it makes is a function of the seed it is given, so a game can be replayed and a test can be exact.

/** A source of numbers in [0, 1), the same sequence for the same seed. */
export type Random = () => number;

/** A generator seeded with `seed` (any number; only its low 32 bits count). */
export function createRandom(seed: number): Random {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export const randomInt = (random: Random, n: number): number => Math.floor(random() * n);

/** A number in [low, high]. */
export const randomBetween = (random: Random, low: number, high: number): number =>
  low + (high - low) * random();
