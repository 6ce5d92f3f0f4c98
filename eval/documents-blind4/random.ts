/**
 * Seeded randomness for the fourth blind set: every choice (a person's numbers, a layout's wording,
 * fonts and colours, a capture's angle, glare and noise) comes from a generator seeded by a name, so
 * the same document and capture draw the same image on every run and machine.
 */

/** A 32-bit hash of a name (FNV-1a, then an avalanche), the seed of its generator. */
export function blind4Hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for picking layouts and noise. */
export class Rng {
  private state: number;
  constructor(seed: number | string) {
    this.state = (typeof seed === 'string' ? blind4Hash(seed) : seed) >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** A uniform number in [a, b). */
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  /** A whole number in [a, b], both ends included. */
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from nothing');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** A signed number whose size is in [a, b). */
  signed(a: number, b: number): number {
    return (this.chance(0.5) ? -1 : 1) * this.range(a, b);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }
  /** `n` characters drawn from `alphabet`. */
  chars(alphabet: string, n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}
