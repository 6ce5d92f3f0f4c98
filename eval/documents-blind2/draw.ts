/**
 * Seeded draws and the page furniture every blind2 layout shares: guilloche backgrounds, a QR-like
 * block, a barcode, an emblem, a signature. Deterministic per seed, so an image can be made again.
 */

/** mulberry32: small, fast and plenty for choosing styles. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = Math.floor(seed * 2 ** 32) >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(lo: number, hi: number): number {
    return Math.floor(this.range(lo, hi + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

export const svgUri = (svg: string) => `url("data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}")`;

/** Interlaced sine bands and a rosette, the fine-line security print real documents carry. */
export function guilloche(rng: Rng, width: number, height: number, colours: readonly string[], opacity: number): string {
  const paths: string[] = [];
  const bands = rng.int(10, 18);
  for (let b = 0; b < bands; b++) {
    const cy = (height * (b + 0.5)) / bands;
    const amp = rng.range(8, 26);
    const wave = rng.range(90, 220);
    const phase = rng.range(0, Math.PI * 2);
    let d = `M0 ${cy.toFixed(1)}`;
    for (let x = 6; x <= width; x += 6) d += ` L${x} ${(cy + amp * Math.sin((2 * Math.PI * x) / wave + phase)).toFixed(1)}`;
    paths.push(`<path d="${d}" stroke="${rng.pick(colours)}" stroke-width="${rng.range(0.6, 1.3).toFixed(2)}" fill="none"/>`);
  }
  const cx = rng.range(0.3, 0.8) * width, cy = rng.range(0.3, 0.7) * height, r = rng.range(0.18, 0.3) * height, lobes = rng.int(9, 17);
  for (let k = 0; k < 4; k++) {
    let d = '';
    for (let i = 0; i <= 720; i++) {
      const th = (i / 720) * Math.PI * 2;
      const rr = r * (1 + 0.18 * Math.sin(lobes * th + k)) - k * 9;
      d += `${i ? 'L' : 'M'}${(cx + rr * Math.cos(th)).toFixed(1)} ${(cy + rr * Math.sin(th)).toFixed(1)}`;
    }
    paths.push(`<path d="${d}Z" stroke="${rng.pick(colours)}" stroke-width="0.8" fill="none"/>`);
  }
  return svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" opacity="${opacity}">${paths.join('')}</svg>`);
}

/** A QR-code-like block: three finder squares and seeded modules (nothing decodes; real ones hold signed data). */
export function qrBlock(rng: Rng, size: number): string {
  const n = 29, m = size / n;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<rect x="${x * m}" y="${y * m}" width="${7 * m}" height="${7 * m}" fill="#000"/><rect x="${(x + 1) * m}" y="${(y + 1) * m}" width="${5 * m}" height="${5 * m}" fill="#fff"/><rect x="${(x + 2) * m}" y="${(y + 2) * m}" width="${3 * m}" height="${3 * m}" fill="#000"/>`;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inFinder && rng.chance(0.48)) cells.push(`<rect x="${(x * m).toFixed(2)}" y="${(y * m).toFixed(2)}" width="${m.toFixed(2)}" height="${m.toFixed(2)}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<g fill="#000">${cells.join('')}</g></svg>`;
}

/** A linear barcode of seeded bar widths. */
export function barcode(rng: Rng, width: number, height: number): string {
  const bars: string[] = [];
  let x = 4;
  while (x < width - 8) {
    const w = rng.pick([1.5, 1.5, 3, 4.5]);
    if (rng.chance(0.55)) bars.push(`<rect x="${x.toFixed(1)}" y="0" width="${w}" height="${height}"/>`);
    x += w + rng.pick([1.5, 1.5, 3]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="#111">${bars.join('')}</g></svg>`;
}

/** A stand-in for the coat of arms: a dark shield with a pale Y, an eagle's disc above, supporters either side. */
export function emblem(size: number, tint: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <circle cx="50" cy="16" r="9" fill="#b5262b"/><path d="M38 12 L50 4 L62 12 L56 16 L44 16 Z" fill="#2a2a2a"/>
    <ellipse cx="20" cy="52" rx="11" ry="22" fill="#e9e3d3" stroke="#555" stroke-width="1.5"/><ellipse cx="80" cy="52" rx="11" ry="22" fill="#e9e3d3" stroke="#555" stroke-width="1.5"/>
    <path d="M30 28 H70 V58 Q70 78 50 86 Q30 78 30 58 Z" fill="#1c1c1c"/><path d="M36 32 L50 50 L64 32 M50 50 V80" stroke="#f5f5f5" stroke-width="5" fill="none"/>
    <path d="M22 90 Q50 80 78 90" stroke="${tint}" stroke-width="5" fill="none"/></svg>`;
}

export const imgSvg = (svg: string, style = '') => `<img style="${style}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"/>`;

/** A handwritten signature: a script face with a stroke under it. */
export function signature(rng: Rng, name: string, width: number): string {
  const under = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="14"><path d="M4 ${rng.int(4, 10)} C ${width * 0.3} ${rng.int(0, 14)}, ${width * 0.6} ${rng.int(0, 14)}, ${width - 10} ${rng.int(2, 12)}" stroke="#1a2b6d" stroke-width="1.6" fill="none"/></svg>`;
  return `<div class="sig" style="width:${width}px"><div style="font-family:'TeX Gyre Chorus';font-size:30px;color:#1a2b6d;transform:rotate(${rng.range(-6, 3).toFixed(1)}deg);white-space:nowrap;overflow:hidden">${name}</div>${imgSvg(under)}</div>`;
}
