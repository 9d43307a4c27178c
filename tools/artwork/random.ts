/** Seeded pseudo-random numbers (mulberry32), so every image is reproducible. */

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** A float in [min, max). */
  range: (min: number, max: number) => number;
  /** An integer in [min, max] (inclusive). */
  int: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** A copy of items in a random order. */
  shuffle: <T>(items: readonly T[]) => T[];
  /** An independent generator derived from this one and a label. */
  fork: (label: string) => Rng;
};

/** FNV-1a hash of a string, used to turn image names into seeds. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (min: number, max: number): number => min + (max - min) * next();
  const int = (min: number, max: number): number => Math.floor(range(min, max + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error("pick() from an empty list");
    return item;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  };
  return {
    next,
    range,
    int,
    chance: (p: number): boolean => next() < p,
    pick,
    shuffle,
    fork: (label: string): Rng => createRng(hashSeed(`${seed}:${label}`)),
  };
}
