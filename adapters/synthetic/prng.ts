/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so that a seed always produces the same
 * data on every machine. Never Math.random: determinism is a tested property of the generator.
 */
export class Prng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const splitmix = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = splitmix();
    this.b = splitmix();
    this.c = splitmix();
    this.d = splitmix();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Integer in [lo, hi] inclusive. */
  range(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Standard normal (Box-Muller, one value per call). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Derives an independent stream, e.g. for a sub-generator. */
  fork(salt: number): Prng {
    return new Prng((this.int(0x7fffffff) ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
  }
}

/** Sampling from a fixed weighted list in O(log n) with a cumulative table. */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[] | Float64Array,
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i++) {
      sum += weights[i] ?? 0;
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  /** Share of the total weight carried by item i. */
  share(i: number): number {
    const prev = i === 0 ? 0 : (this.cumulative[i - 1] ?? 0);
    return ((this.cumulative[i] ?? 0) - prev) / this.total;
  }

  sample(rng: Prng): T {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** Zipf-like rank weights `(rank + offset)^-exponent`, rank from 1. */
export const rankWeights = (n: number, exponent: number, offset: number): Float64Array => {
  const w = new Float64Array(n);
  for (let r = 1; r <= n; r++) w[r - 1] = (r + offset) ** -exponent;
  return w;
};
