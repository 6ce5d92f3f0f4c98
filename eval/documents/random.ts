/** A seeded generator (mulberry32): the same seed renders the same evaluation set on every machine. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  digits(n: number): string;
  between(min: number, max: number): number;
}

export function seeded(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    digits: (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
    between: (min: number, max: number) => min + next() * (max - min),
  };
}

/** A child generator for one named purpose, so adding a draw in one place does not shift the others. */
export function derive(seed: number, label: string): Random {
  let h = seed >>> 0;
  for (const c of label) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return seeded(h);
}
