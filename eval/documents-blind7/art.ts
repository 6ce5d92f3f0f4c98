import type { Person } from './people.js';
import type { Rng } from './random.js';

/**
 * The pictures on the documents, drawn as SVG from seeded numbers: security backgrounds (guilloche
 * waves and rosettes), a simplified coat of arms, authority marks, a drawn portrait (no photograph of
 * anyone), signatures, QR-like and barcode-like patterns and a chip. None of them needs to decode:
 * a reader only has to live with them beside the text.
 */

const f = (n: number) => n.toFixed(1);

/** Rows of phase-shifted sine waves across a band, the fine-line background of security print. */
export function waves(w: number, h: number, rng: Rng, color: string, opacity: number, lines = 26): string {
  const paths: string[] = [];
  const lambda = rng.range(w / 9, w / 5);
  const amp = rng.range(h / 30, h / 14);
  for (let k = 0; k < lines; k++) {
    const y0 = (h * (k + 0.5)) / lines;
    const phase = (k * Math.PI) / rng.range(5, 9);
    const pts: string[] = [];
    for (let x = 0; x <= w; x += 6) pts.push(`${f(x)},${f(y0 + amp * Math.sin((2 * Math.PI * x) / lambda + phase) + (amp / 3) * Math.sin((2 * Math.PI * x) / (lambda / 3.1)))}`);
    paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.8"/>`);
  }
  return `<g opacity="${opacity}">${paths.join('')}</g>`;
}

/** A hypotrochoid rosette, the round guilloche seal of banknotes and passports. */
export function rosette(cx: number, cy: number, radius: number, rng: Rng, color: string, opacity: number): string {
  const R = radius;
  const r = radius * rng.pick([0.28, 0.3, 0.35, 0.22]);
  const d = radius * rng.range(0.45, 0.7);
  const pts: string[] = [];
  const turns = Math.round(R / (R - r)) * 14 + 20;
  for (let i = 0; i <= 1600; i++) {
    const t = (i / 1600) * Math.PI * 2 * Math.min(turns, 21);
    const x = (R - r) * Math.cos(t) + d * Math.cos(((R - r) / r) * t);
    const y = (R - r) * Math.sin(t) - d * Math.sin(((R - r) / r) * t);
    pts.push(`${f(cx + (x * radius) / (R - r + d))},${f(cy + (y * radius) / (R - r + d))}`);
  }
  return `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.7" opacity="${opacity}"/>`;
}

/** The coat of arms, simplified: eagle, black shield with the white wavy Y, horses, flowered base. */
export function arms(x: number, y: number, size: number, mono: string | null = null): string {
  const c = (normal: string) => mono ?? normal;
  const s = size / 100;
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s.toFixed(3)})">
<path d="M50 4 C44 4 40 9 41 14 L30 10 L36 18 L26 18 L38 24 L44 22 L50 26 L56 22 L62 24 L74 18 L64 18 L70 10 L59 14 C60 9 56 4 50 4 Z" fill="${c('#c8102e')}"/>
<path d="M30 30 H70 V58 C70 72 60 80 50 84 C40 80 30 72 30 58 Z" fill="${c('#111')}"/>
<path d="M35 34 C40 44 45 48 50 52 C55 48 60 44 65 34 M50 52 V80" fill="none" stroke="${mono ? '#fff' : '#fff'}" stroke-width="5" opacity="${mono ? 0.6 : 1}"/>
<path d="M14 40 C18 30 26 32 28 40 L30 70 C24 74 18 70 16 64 L12 66 L14 56 C10 52 12 46 14 40 Z" fill="${c('#f3f3f3')}" stroke="${c('#555')}" stroke-width="1"/>
<path d="M86 40 C82 30 74 32 72 40 L70 70 C76 74 82 70 84 64 L88 66 L86 56 C90 52 88 46 86 40 Z" fill="${c('#f3f3f3')}" stroke="${c('#555')}" stroke-width="1"/>
<path d="M10 86 C30 80 70 80 90 86 L88 94 C70 90 30 90 12 94 Z" fill="${c('#2f7d32')}"/>
<circle cx="22" cy="86" r="3" fill="${c('#d43a5b')}"/><circle cx="50" cy="84" r="3" fill="${c('#d43a5b')}"/><circle cx="78" cy="86" r="3" fill="${c('#d43a5b')}"/>
</g>`;
}

/** A round authority mark with a ring of text (NIMC, FRSC, INEC, NIS). */
export function seal(cx: number, cy: number, r: number, ring: string, inner: string, color: string, font: string, fill = 'none'): string {
  const id = `ring${Math.round(cx)}x${Math.round(cy)}`;
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" stroke="${color}" stroke-width="${f(r / 14)}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.66)}" fill="none" stroke="${color}" stroke-width="${f(r / 30)}"/>
<path id="${id}" d="M ${f(cx)} ${f(cy + r * 0.8)} A ${f(r * 0.8)} ${f(r * 0.8)} 0 1 1 ${f(cx)} ${f(cy - r * 0.8)} A ${f(r * 0.8)} ${f(r * 0.8)} 0 1 1 ${f(cx)} ${f(cy + r * 0.8)}" fill="none"/>
<text font-family="${font}" font-size="${f(r * 0.17)}" fill="${color}"><textPath href="#${id}" startOffset="50%" text-anchor="middle">${ring}</textPath></text>
<text x="${f(cx)}" y="${f(cy + r * 0.14)}" font-family="${font}" font-size="${f(r * 0.42)}" font-weight="bold" fill="${color}" text-anchor="middle">${inner}</text></g>`;
}

/** A head-and-shoulders portrait drawn from the person's look, on a plain ICAO-style background. */
export function portrait(p: Person, w: number, h: number, rng: Rng, background: string, tone = 1): string {
  const { skin, hair, clothes } = p.look;
  const cx = w / 2 + rng.range(-w * 0.03, w * 0.03);
  const headW = w * 0.27;
  const headH = h * 0.25;
  const cy = h * 0.42;
  const shade = (hex: string, k: number) => {
    const n = parseInt(hex.slice(1), 16);
    const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * k * tone)));
    return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
  };
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${background}"/>`];
  parts.push(`<path d="M ${f(cx - w * 0.48)} ${h} C ${f(cx - w * 0.44)} ${f(h * 0.74)} ${f(cx - w * 0.2)} ${f(h * 0.68)} ${f(cx)} ${f(h * 0.68)} C ${f(cx + w * 0.2)} ${f(h * 0.68)} ${f(cx + w * 0.44)} ${f(h * 0.74)} ${f(cx + w * 0.48)} ${h} Z" fill="${shade(clothes, 1)}"/>`);
  parts.push(`<rect x="${f(cx - headW * 0.32)}" y="${f(cy + headH * 0.6)}" width="${f(headW * 0.64)}" height="${f(h * 0.16)}" fill="${shade(skin, 0.88)}"/>`);
  if (hair === 'braids') parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy + headH * 0.3)}" rx="${f(headW * 1.25)}" ry="${f(headH * 1.25)}" fill="#1b1410"/>`);
  parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(headW)}" ry="${f(headH)}" fill="${shade(skin, 1)}"/>`);
  parts.push(`<ellipse cx="${f(cx - headW)}" cy="${f(cy + headH * 0.05)}" rx="${f(headW * 0.12)}" ry="${f(headH * 0.2)}" fill="${shade(skin, 0.92)}"/>`);
  parts.push(`<ellipse cx="${f(cx + headW)}" cy="${f(cy + headH * 0.05)}" rx="${f(headW * 0.12)}" ry="${f(headH * 0.2)}" fill="${shade(skin, 0.92)}"/>`);
  const eyeY = cy - headH * 0.08;
  for (const sx of [-1, 1]) {
    parts.push(`<ellipse cx="${f(cx + sx * headW * 0.38)}" cy="${f(eyeY)}" rx="${f(headW * 0.14)}" ry="${f(headH * 0.06)}" fill="#f4efe6"/>`);
    parts.push(`<circle cx="${f(cx + sx * headW * 0.38)}" cy="${f(eyeY)}" r="${f(headH * 0.05)}" fill="#24170f"/>`);
    parts.push(`<path d="M ${f(cx + sx * headW * 0.2)} ${f(eyeY - headH * 0.16)} Q ${f(cx + sx * headW * 0.4)} ${f(eyeY - headH * 0.24)} ${f(cx + sx * headW * 0.58)} ${f(eyeY - headH * 0.14)}" stroke="#1d130d" stroke-width="${f(headH * 0.04)}" fill="none"/>`);
  }
  parts.push(`<path d="M ${f(cx)} ${f(eyeY + headH * 0.05)} L ${f(cx - headW * 0.12)} ${f(cy + headH * 0.3)} Q ${f(cx)} ${f(cy + headH * 0.37)} ${f(cx + headW * 0.12)} ${f(cy + headH * 0.3)}" stroke="${shade(skin, 0.7)}" stroke-width="${f(headH * 0.03)}" fill="none"/>`);
  parts.push(`<path d="M ${f(cx - headW * 0.3)} ${f(cy + headH * 0.55)} Q ${f(cx)} ${f(cy + headH * 0.64)} ${f(cx + headW * 0.3)} ${f(cy + headH * 0.55)}" stroke="${shade(skin, 0.55)}" stroke-width="${f(headH * 0.05)}" fill="none"/>`);
  if (hair === 'short') parts.push(`<path d="M ${f(cx - headW)} ${f(cy - headH * 0.15)} C ${f(cx - headW)} ${f(cy - headH * 1.15)} ${f(cx + headW)} ${f(cy - headH * 1.15)} ${f(cx + headW)} ${f(cy - headH * 0.15)} C ${f(cx + headW * 0.7)} ${f(cy - headH * 0.7)} ${f(cx - headW * 0.7)} ${f(cy - headH * 0.7)} ${f(cx - headW)} ${f(cy - headH * 0.15)} Z" fill="#16100c"/>`);
  if (hair === 'cap') parts.push(`<path d="M ${f(cx - headW * 1.02)} ${f(cy - headH * 0.4)} L ${f(cx - headW * 0.9)} ${f(cy - headH * 1.25)} L ${f(cx + headW * 0.9)} ${f(cy - headH * 1.15)} L ${f(cx + headW * 1.02)} ${f(cy - headH * 0.4)} Z" fill="${shade('#b71c1c', 1)}"/>`);
  if (hair === 'gele') parts.push(`<path d="M ${f(cx - headW * 1.3)} ${f(cy - headH * 0.35)} C ${f(cx - headW * 1.5)} ${f(cy - headH * 1.6)} ${f(cx + headW * 1.6)} ${f(cy - headH * 1.7)} ${f(cx + headW * 1.3)} ${f(cy - headH * 0.35)} C ${f(cx + headW * 0.6)} ${f(cy - headH * 0.75)} ${f(cx - headW * 0.6)} ${f(cy - headH * 0.75)} ${f(cx - headW * 1.3)} ${f(cy - headH * 0.35)} Z" fill="${shade('#7b3fa0', 1)}"/>`);
  if (hair === 'braids') parts.push(`<path d="M ${f(cx - headW)} ${f(cy - headH * 0.2)} C ${f(cx - headW)} ${f(cy - headH * 1.2)} ${f(cx + headW)} ${f(cy - headH * 1.2)} ${f(cx + headW)} ${f(cy - headH * 0.2)} C ${f(cx + headW * 0.5)} ${f(cy - headH * 0.8)} ${f(cx - headW * 0.5)} ${f(cy - headH * 0.8)} ${f(cx - headW)} ${f(cy - headH * 0.2)} Z" fill="#1b1410"/>`);
  if (hair === 'bald') parts.push(`<ellipse cx="${f(cx - headW * 0.3)}" cy="${f(cy - headH * 0.7)}" rx="${f(headW * 0.25)}" ry="${f(headH * 0.1)}" fill="#ffffff" opacity="0.18"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/** A handwritten-looking signature: a few joined loops and a flourish. */
export function signature(w: number, h: number, rng: Rng, color = '#1a237e'): string {
  let d = `M ${f(w * 0.05)} ${f(h * rng.range(0.4, 0.7))}`;
  let x = w * 0.05;
  const n = rng.int(5, 9);
  for (let i = 0; i < n; i++) {
    const nx = x + (w * 0.75) / n;
    d += ` C ${f(x + rng.range(0, w * 0.12))} ${f(h * rng.range(-0.1, 0.4))} ${f(nx - rng.range(0, w * 0.12))} ${f(h * rng.range(0.6, 1.1))} ${f(nx)} ${f(h * rng.range(0.3, 0.7))}`;
    x = nx;
  }
  d += ` Q ${f(w * 0.9)} ${f(h * 0.1)} ${f(w * 0.2)} ${f(h * rng.range(0.75, 0.9))}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><path d="${d}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1.5, h / 28))}" stroke-linecap="round"/></svg>`;
}

/** A QR-looking square: three finder patterns and seeded modules (it does not decode). */
export function qrLike(size: number, rng: Rng, dark = '#111'): string {
  const n = 29;
  const m = size / n;
  const cells: string[] = [];
  const finder = (fx: number, fy: number) =>
    `<rect x="${f(fx * m)}" y="${f(fy * m)}" width="${f(7 * m)}" height="${f(7 * m)}" fill="${dark}"/><rect x="${f((fx + 1) * m)}" y="${f((fy + 1) * m)}" width="${f(5 * m)}" height="${f(5 * m)}" fill="#fff"/><rect x="${f((fx + 2) * m)}" y="${f((fy + 2) * m)}" width="${f(3 * m)}" height="${f(3 * m)}" fill="${dark}"/>`;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inFinder && rng.chance(0.48)) cells.push(`<rect x="${f(x * m)}" y="${f(y * m)}" width="${f(m + 0.3)}" height="${f(m + 0.3)}" fill="${dark}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>${cells.join('')}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`;
}

/** A PDF417-looking stacked barcode. */
export function stackedBarcode(w: number, h: number, rng: Rng): string {
  const rows = 8;
  const bars: string[] = [];
  for (let r = 0; r < rows; r++) {
    let x = 0;
    while (x < w) {
      const bw = rng.pick([1.5, 3, 4.5, 6]);
      if (rng.chance(0.55)) bars.push(`<rect x="${f(x)}" y="${f((r * h) / rows)}" width="${f(bw)}" height="${f(h / rows + 0.3)}" fill="#111"/>`);
      x += bw;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/>${bars.join('')}</svg>`;
}

/** A card's gold contact chip. */
export function chip(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 76"><defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4d98a"/><stop offset="0.5" stop-color="#c9a24a"/><stop offset="1" stop-color="#efd27c"/></linearGradient></defs><rect x="1" y="1" width="98" height="74" rx="12" fill="url(#gold)" stroke="#8d6d2a" stroke-width="2"/><path d="M1 26 H34 V1 M1 50 H34 V75 M99 26 H66 V1 M99 50 H66 V75 M34 26 H66 M34 50 H66 M50 26 V50" fill="none" stroke="#8d6d2a" stroke-width="2"/></svg>`;
}

/** An SVG as a data URL for <img>. */
export const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
