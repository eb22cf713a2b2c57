// Deterministic pseudo-random numbers for the seeded world (sfc32 seeded through a string hash).
// Every generator draws from its own labelled stream, so adding rows to one domain does not
// reshuffle the others. Math.random is never used for seeded data.

export interface Prng {
  /** Uniform float in [0, 1). */
  next: () => number;
  /** Uniform integer in [min, max] (inclusive). */
  int: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** k distinct items (fewer when the list is shorter), in draw order. */
  sample: <T>(items: readonly T[], k: number) => T[];
  /** Weighted choice over [item, weight] pairs. */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
  hex: (length: number) => string;
  /** An independent stream derived from this one's seed and a label. */
  fork: (label: string) => Prng;
}

/** 128-bit string hash (cyrb128) used to seed sfc32 from any label. */
function hashLabel(label: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < label.length; i++) {
    const k = label.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export function createPrng(seed: number | string): Prng {
  const label = String(seed);
  let [a, b, c, d] = hashLabel(label);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 correlate with the seed words.
  for (let i = 0; i < 12; i++) next();

  const prng: Prng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('prng.pick: empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: <T>(items: readonly T[], k: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < k && pool.length > 0) {
        const i = Math.floor(next() * pool.length);
        out.push(pool[i] as T);
        pool.splice(i, 1);
      }
      return out;
    },
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of choices) {
        r -= w;
        if (r < 0) return item;
      }
      const last = choices[choices.length - 1];
      if (!last) throw new Error('prng.weighted: empty list');
      return last[0];
    },
    hex: (length) => {
      let s = '';
      while (s.length < length)
        s += Math.floor(next() * 0x100000000)
          .toString(16)
          .padStart(8, '0');
      return s.slice(0, length);
    },
    fork: (child) => createPrng(`${label}/${child}`),
  };
  return prng;
}
