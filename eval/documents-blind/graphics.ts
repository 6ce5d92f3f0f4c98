/**
 * The printed furniture of the blind set's documents, drawn as inline SVG: guilloche security
 * backgrounds, a coat of arms, roundels, a chip, a QR-like code, a signature and the flag. None of it
 * carries text the reader is asked for; it is there because real documents put fine lines and
 * emblems under and beside the fields, and a reader must read through them.
 */
import type { Rng } from './random.js';

const f = (n: number) => n.toFixed(2);

/**
 * Guilloche: rosettes (hypotrochoids) and interfering sine bands over a `w` x `h` mm area, in thin
 * strokes of the given colours, as an SVG sized in mm.
 */
export function guilloche(w: number, h: number, rng: Rng, colours: readonly string[], density = 1): string {
  const paths: string[] = [];
  const rosettes = Math.round(rng.int(1, 3) * density);
  for (let r = 0; r < rosettes; r++) {
    const cx = rng.between(0.15, 0.85) * w;
    const cy = rng.between(0.2, 0.8) * h;
    const R = rng.between(0.18, 0.42) * Math.min(w, h) * 1.4;
    const k = rng.int(5, 13);
    const rr = R / k;
    const d = rr * rng.between(1.5, 3.5);
    const pts: string[] = [];
    for (let i = 0; i <= 2400; i++) {
      const t = (i / 2400) * Math.PI * 2;
      const x = cx + (R - rr) * Math.cos(t) + d * Math.cos(((R - rr) / rr) * t);
      const y = cy + (R - rr) * Math.sin(t) - d * Math.sin(((R - rr) / rr) * t);
      pts.push(`${f(x)},${f(y)}`);
    }
    paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${rng.pick(colours)}" stroke-width="0.09" opacity="0.55"/>`);
  }
  const bands = Math.round(rng.int(10, 18) * density);
  const amp = rng.between(1.2, 3.5);
  const period = rng.between(9, 22);
  const phaseStep = rng.between(0.25, 0.6);
  for (let b = 0; b < bands; b++) {
    const y0 = (b + 0.5) * (h / bands);
    for (const offset of [0, Math.PI]) {
      const pts: string[] = [];
      for (let x = 0; x <= w; x += 0.8) pts.push(`${f(x)},${f(y0 + amp * Math.sin((x / period) * 2 * Math.PI + b * phaseStep + offset))}`);
      paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${colours[b % colours.length]}" stroke-width="0.07" opacity="0.5"/>`);
    }
  }
  return `<svg class="bg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}mm" height="${h}mm" preserveAspectRatio="none">${paths.join('')}</svg>`;
}

/**
 * A coat of arms drawn from its heraldry (black shield with a white pall, a red eagle above, two white
 * horses supporting, a green base), `size` mm high; `opacity` below 1 makes it a watermark.
 */
export function coatOfArms(size: number, opacity = 1, monochrome?: string): string {
  const c = (colour: string) => monochrome ?? colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}mm" height="${size}mm" style="opacity:${opacity}">
<path d="M22 88 Q50 80 78 88 L80 96 L20 96 Z" fill="${c('#3c8d3a')}"/>
<path d="M30 30 L70 30 L70 62 Q70 80 50 86 Q30 80 30 62 Z" fill="${c('#111')}"/>
<path d="M36 34 Q43 46 50 52 Q57 46 64 34 L60 34 Q55 44 50 47 Q45 44 40 34 Z M48 50 L52 50 L52 82 L48 82 Z" fill="${monochrome ? '#fff' : '#f4f4f4'}"/>
<path d="M30 40 Q18 36 14 50 Q10 62 16 78 L22 80 Q18 64 24 54 Q26 48 30 50 Z" fill="${c('#e9e9e9')}" stroke="${c('#555')}" stroke-width="1"/>
<path d="M70 40 Q82 36 86 50 Q90 62 84 78 L78 80 Q82 64 76 54 Q74 48 70 50 Z" fill="${c('#e9e9e9')}" stroke="${c('#555')}" stroke-width="1"/>
<ellipse cx="50" cy="24" rx="14" ry="4" fill="${c('#2e7d32')}"/>
<path d="M50 4 L56 14 L66 10 L58 20 L50 22 L42 20 L34 10 L44 14 Z" fill="${c('#c62828')}"/>
</svg>`;
}

/** A roundel emblem (an issuing agency's seal): rings, spokes and a star, no legible text. */
export function roundel(size: number, colour: string, accent: string, opacity = 1): string {
  const spokes = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<line x1="${f(50 + 22 * Math.cos(a))}" y1="${f(50 + 22 * Math.sin(a))}" x2="${f(50 + 34 * Math.cos(a))}" y2="${f(50 + 34 * Math.sin(a))}" stroke="${colour}" stroke-width="1.4"/>`;
  }).join('');
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? 16 : 7;
    return `${f(50 + r * Math.cos(a))},${f(50 + r * Math.sin(a))}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}mm" height="${size}mm" style="opacity:${opacity}">
<circle cx="50" cy="50" r="47" fill="none" stroke="${colour}" stroke-width="4"/><circle cx="50" cy="50" r="38" fill="none" stroke="${colour}" stroke-width="1.5"/>${spokes}<polygon points="${star}" fill="${accent}"/></svg>`;
}

/** The Nigerian flag: green, white, green vertical bands. */
export function flag(w: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2" width="${w}mm" height="${(w * 2) / 3}mm"><rect width="1" height="2" fill="#008751"/><rect x="1" width="1" height="2" fill="#fff"/><rect x="2" width="1" height="2" fill="#008751"/><rect width="3" height="2" fill="none" stroke="#999" stroke-width="0.04"/></svg>`;
}

/** A contact chip (gold pads with their dividing lines). */
export function chip(w: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30" width="${w}mm" height="${(w * 3) / 4}mm"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3dc8a"/><stop offset="1" stop-color="#b8922e"/></linearGradient></defs><rect x="0.5" y="0.5" width="39" height="29" rx="5" fill="url(#g)" stroke="#8a6d1e" stroke-width="0.8"/><path d="M0.5 10 H14 V20 H0.5 M39.5 10 H26 V20 H39.5 M14 10 Q20 6 26 10 M14 20 Q20 24 26 20 M20 0.5 V8 M20 22 V29.5" fill="none" stroke="#8a6d1e" stroke-width="0.8"/></svg>`;
}

/** A QR-like block: three finder squares and seeded modules (it encodes nothing; a real slip's does). */
export function qrLike(size: number, rng: Rng): string {
  const n = 29;
  const cells: string[] = [];
  const finder = (x: number, y: number) => `<rect x="${x}" y="${y}" width="7" height="7" fill="#111"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#111"/>`;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inFinder && rng.next() < 0.48) cells.push(`<rect x="${x}" y="${y}" width="1.02" height="1.02" fill="#111"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${n + 2} ${n + 2}" width="${size}mm" height="${size}mm" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/>${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`;
}

/** A handwritten-looking signature: a few seeded loops in ink. */
export function signature(w: number, h: number, rng: Rng, ink = '#1b2a6b'): string {
  let d = `M2 ${f(h * 0.6)}`;
  let x = 2;
  while (x < w - 4) {
    const step = rng.between(2, 5);
    d += ` C${f(x + step * 0.3)} ${f(rng.between(0, h))}, ${f(x + step * 0.7)} ${f(rng.between(0, h))}, ${f(x + step)} ${f(rng.between(h * 0.3, h * 0.8))}`;
    x += step;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}mm" height="${h}mm"><path d="${d}" fill="none" stroke="${ink}" stroke-width="0.35" stroke-linecap="round"/></svg>`;
}

/** Microtext-like rule: a thin band of repeated dashes standing in for the line of tiny print. */
export function microline(w: number, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} 1" width="${w}mm" height="1mm" preserveAspectRatio="none"><line x1="0" y1="0.5" x2="${w}" y2="0.5" stroke="${colour}" stroke-width="0.5" stroke-dasharray="0.35 0.2"/></svg>`;
}
