import type { Rng } from '../documents-blind7/random.js';
import type { Person } from './people.js';

/**
 * The ninth set's pictures, drawn as SVG from seeded numbers and on purpose unlike the earlier sets':
 * Lissajous nets and offset-ring moiré instead of wave rows, meshes and rose curves; an emblem drawn
 * as a coat of arms of flat shapes; a portrait of ellipses with beard, glasses and headwear; a
 * looping signature; a QR-like code with finder squares; a stacked (PDF417-like) barcode; a
 * hexagonal kinegram patch; an eight-pad chip. None has to decode: a reader only has to live with
 * them beside the text.
 */

const f = (n: number) => n.toFixed(1);

/** A Lissajous net: several phase-shifted x = sin(a t), y = sin(b t) curves over the whole area. */
export function lissajous(w: number, h: number, rng: Rng, color: string, opacity: number, curves = 5): string {
  const a = rng.pick([3, 5, 7]);
  const b = a + rng.pick([1, 2]);
  const paths: string[] = [];
  for (let k = 0; k < curves; k++) {
    const phase = (k / curves) * Math.PI + rng.range(0, 0.3);
    const pts: string[] = [];
    for (let i = 0; i <= 900; i++) {
      const t = (i / 900) * Math.PI * 2;
      pts.push(`${f(w / 2 + (w / 2) * 0.98 * Math.sin(a * t + phase))},${f(h / 2 + (h / 2) * 0.96 * Math.sin(b * t))}`);
    }
    paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.8"/>`);
  }
  return `<g opacity="${opacity}">${paths.join('')}</g>`;
}

/** Two sets of concentric rings with offset centres: the moiré rosette of a security print. */
export function rings(cx: number, cy: number, radius: number, rng: Rng, color: string, opacity: number): string {
  const out: string[] = [];
  const off = radius * rng.range(0.08, 0.16);
  const step = rng.range(5, 8);
  for (const [dx, dy] of [
    [-off, 0],
    [off, off * 0.4],
  ] as const)
    for (let r = step; r < radius; r += step) out.push(`<circle cx="${f(cx + dx)}" cy="${f(cy + dy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-width="0.6"/>`);
  return `<g opacity="${opacity}">${out.join('')}</g>`;
}

/** Fine horizontal wave lines in a band (the rainbow print of a card). */
export function waveBand(w: number, y0: number, y1: number, rng: Rng, color: string, opacity: number): string {
  const out: string[] = [];
  const amp = rng.range(2, 5);
  const lambda = rng.range(40, 80);
  for (let y = y0; y < y1; y += 6) {
    const pts: string[] = [];
    for (let x = 0; x <= w; x += 10) pts.push(`${x},${f(y + amp * Math.sin((2 * Math.PI * x) / lambda + y / 17))}`);
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.6"/>`);
  }
  return `<g opacity="${opacity}">${out.join('')}</g>`;
}

/** The coat of arms as flat shapes: eagle as a red chevron of feathers, black shield with a white wavy Y, two white horses as rounded blocks, a green mound with yellow flowers. */
export function arms(x: number, y: number, size: number, mono: string | null = null): string {
  const c = (normal: string) => mono ?? normal;
  const s = size / 100;
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s.toFixed(3)})">
<path d="M30 16 L50 4 L70 16 L62 18 L50 11 L38 18 Z" fill="${c('#c0392b')}"/>
<rect x="45" y="14" width="10" height="8" rx="3" fill="${c('#c0392b')}"/>
<path d="M33 24 H67 V50 Q67 70 50 78 Q33 70 33 50 Z" fill="${c('#1a1a1a')}"/>
<path d="M38 30 Q44 38 50 46 Q56 38 62 30 M50 46 Q47 56 50 66" fill="none" stroke="#ffffff" stroke-width="5" opacity="${mono ? 0.5 : 1}"/>
<path d="M12 78 Q10 44 22 30 Q28 36 28 46 L30 78 Z" fill="${c('#f4f4f4')}" stroke="${c('#555')}" stroke-width="1.2"/>
<path d="M88 78 Q90 44 78 30 Q72 36 72 46 L70 78 Z" fill="${c('#f4f4f4')}" stroke="${c('#555')}" stroke-width="1.2"/>
<path d="M6 92 Q50 76 94 92 L94 96 H6 Z" fill="${c('#1e8449')}"/>
<circle cx="24" cy="88" r="2.4" fill="${c('#f1c40f')}"/><circle cx="40" cy="85" r="2.4" fill="${c('#f1c40f')}"/><circle cx="60" cy="85" r="2.4" fill="${c('#f1c40f')}"/><circle cx="76" cy="88" r="2.4" fill="${c('#f1c40f')}"/>
<rect x="20" y="96" width="60" height="4" rx="2" fill="${c('#7b5a1e')}"/>
</g>`;
}

/** An authority's seal: a scalloped disc with its initials and a double ring. */
export function seal(cx: number, cy: number, r: number, inner: string, color: string, font: string, fill = 'none'): string {
  const pts: string[] = [];
  for (let i = 0; i <= 360; i += 3) {
    const a = (i * Math.PI) / 180;
    const rr = r * (1 + 0.04 * Math.cos(a * 16));
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return `<g><polygon points="${pts.join(' ')}" fill="${fill}" stroke="${color}" stroke-width="${f(r / 22)}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.82)}" fill="none" stroke="${color}" stroke-width="${f(r / 30)}"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.74)}" fill="none" stroke="${color}" stroke-width="${f(r / 50)}"/>
<text x="${f(cx)}" y="${f(cy + r * 0.14)}" font-family="${font}" font-size="${f(r * 0.38)}" font-weight="bold" fill="${color}" text-anchor="middle">${inner}</text></g>`;
}

function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * k)));
  return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
}

/** A head-and-shoulders portrait of ellipses (oval face, neck, shoulders), with beard, glasses and headwear as the person has them; `grey` for engraved or one-ink pages. */
export function portrait(p: Person, w: number, h: number, rng: Rng, background: string, grey = false): string {
  const { skin, headwear, clothes, hair, beard, glasses } = p.look;
  const cx = w * rng.range(0.46, 0.54);
  const cy = h * 0.42;
  const rx = w * 0.21;
  const ry = h * 0.25;
  const id = `p${rng.int(0, 1e6)}`;
  const g: string[] = [`<rect width="${w}" height="${h}" fill="${background}"/>`];
  g.push(`<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(skin, 1.18)}"/><stop offset="1" stop-color="${shade(skin, 0.78)}"/></linearGradient></defs>`);
  g.push(`<ellipse cx="${f(cx)}" cy="${f(h * 1.02)}" rx="${f(w * 0.47)}" ry="${f(h * 0.3)}" fill="${clothes}"/>`);
  g.push(`<rect x="${f(cx - rx * 0.38)}" y="${f(cy + ry * 0.55)}" width="${f(rx * 0.76)}" height="${f(h * 0.2)}" fill="${shade(skin, 0.82)}"/>`);
  if (headwear === 'hijab') g.push(`<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.1)}" rx="${f(rx * 1.45)}" ry="${f(ry * 1.42)}" fill="#34495e"/><path d="M ${f(cx - rx * 1.4)} ${f(cy + ry * 0.6)} Q ${f(cx)} ${f(h * 0.95)} ${f(cx + rx * 1.4)} ${f(cy + ry * 0.6)} L ${f(cx + rx * 1.6)} ${h} H ${f(cx - rx * 1.6)} Z" fill="#34495e"/>`);
  if (headwear === 'none' || headwear === 'beret') g.push(`<ellipse cx="${f(cx)}" cy="${f(cy - ry * 0.28)}" rx="${f(rx * 1.08)}" ry="${f(ry * 0.86)}" fill="${hair}"/>`);
  g.push(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`);
  for (const sx of [-1, 1]) {
    g.push(`<ellipse cx="${f(cx + sx * rx * 0.98)}" cy="${f(cy + ry * 0.05)}" rx="${f(rx * 0.12)}" ry="${f(ry * 0.16)}" fill="${shade(skin, 0.86)}"/>`);
    g.push(`<ellipse cx="${f(cx + sx * rx * 0.38)}" cy="${f(cy - ry * 0.08)}" rx="${f(rx * 0.15)}" ry="${f(ry * 0.065)}" fill="#f5efe4"/><circle cx="${f(cx + sx * rx * 0.38)}" cy="${f(cy - ry * 0.08)}" r="${f(ry * 0.05)}" fill="#1c120c"/>`);
    g.push(`<path d="M ${f(cx + sx * rx * 0.2)} ${f(cy - ry * 0.25)} Q ${f(cx + sx * rx * 0.4)} ${f(cy - ry * 0.33)} ${f(cx + sx * rx * 0.6)} ${f(cy - ry * 0.24)}" stroke="${hair === '#e0dcd2' ? '#8a847a' : hair}" stroke-width="${f(ry * 0.04)}" fill="none"/>`);
    if (glasses) g.push(`<circle cx="${f(cx + sx * rx * 0.38)}" cy="${f(cy - ry * 0.08)}" r="${f(rx * 0.24)}" fill="none" stroke="#2c2c2c" stroke-width="${f(rx * 0.04)}"/>`);
  }
  if (glasses) g.push(`<path d="M ${f(cx - rx * 0.14)} ${f(cy - ry * 0.1)} H ${f(cx + rx * 0.14)}" stroke="#2c2c2c" stroke-width="${f(rx * 0.04)}"/>`);
  g.push(`<path d="M ${f(cx)} ${f(cy - ry * 0.02)} L ${f(cx - rx * 0.1)} ${f(cy + ry * 0.28)} Q ${f(cx)} ${f(cy + ry * 0.34)} ${f(cx + rx * 0.1)} ${f(cy + ry * 0.28)}" stroke="${shade(skin, 0.62)}" stroke-width="${f(ry * 0.03)}" fill="none"/>`);
  g.push(`<path d="M ${f(cx - rx * 0.3)} ${f(cy + ry * 0.52)} Q ${f(cx)} ${f(cy + ry * 0.62)} ${f(cx + rx * 0.3)} ${f(cy + ry * 0.52)}" stroke="${shade(skin, 0.5)}" stroke-width="${f(ry * 0.05)}" fill="none" stroke-linecap="round"/>`);
  if (beard) g.push(`<path d="M ${f(cx - rx * 0.8)} ${f(cy + ry * 0.3)} Q ${f(cx - rx * 0.6)} ${f(cy + ry * 1.12)} ${f(cx)} ${f(cy + ry * 1.1)} Q ${f(cx + rx * 0.6)} ${f(cy + ry * 1.12)} ${f(cx + rx * 0.8)} ${f(cy + ry * 0.3)} Q ${f(cx)} ${f(cy + ry * 0.85)} ${f(cx - rx * 0.8)} ${f(cy + ry * 0.3)} Z" fill="${hair}" opacity="0.9"/>`);
  if (headwear === 'kufi') g.push(`<path d="M ${f(cx - rx * 0.98)} ${f(cy - ry * 0.5)} Q ${f(cx)} ${f(cy - ry * 1.6)} ${f(cx + rx * 0.98)} ${f(cy - ry * 0.5)} Z" fill="#f7f4ea" stroke="#c9b98f" stroke-width="2"/>`);
  if (headwear === 'beret') g.push(`<ellipse cx="${f(cx + rx * 0.2)}" cy="${f(cy - ry * 0.85)}" rx="${f(rx * 1.15)}" ry="${f(ry * 0.32)}" fill="#1b4f72"/>`);
  if (headwear === 'gele') g.push(`<path d="M ${f(cx - rx * 1.3)} ${f(cy - ry * 0.4)} Q ${f(cx - rx * 1.5)} ${f(cy - ry * 1.9)} ${f(cx)} ${f(cy - ry * 1.5)} Q ${f(cx + rx * 1.7)} ${f(cy - ry * 2.0)} ${f(cx + rx * 1.4)} ${f(cy - ry * 0.45)} Q ${f(cx)} ${f(cy - ry * 0.9)} ${f(cx - rx * 1.3)} ${f(cy - ry * 0.4)} Z" fill="#d4ac0d"/>`);
  const filter = grey ? `<filter id="gy${id}"><feColorMatrix type="saturate" values="0"/></filter>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${filter}<g${grey ? ` filter="url(#gy${id})"` : ''}>${g.join('')}</g></svg>`;
}

/** A signature of loops: a baseline drift with cursive loops and a flourish. */
export function signature(w: number, h: number, rng: Rng, color = '#0f2a5c'): string {
  const loops = rng.int(4, 8);
  const pts: string[] = [];
  for (let i = 0; i <= 240; i++) {
    const t = i / 240;
    const x = w * (0.05 + 0.85 * t) + Math.cos(t * loops * Math.PI * 2) * w * 0.025;
    const y = h * (0.6 - 0.15 * t) - Math.sin(t * loops * Math.PI * 2) * h * rng.range(0.22, 0.3);
    pts.push(`${f(x)},${f(y)}`);
  }
  const flourish = `M ${f(w * 0.08)} ${f(h * 0.85)} Q ${f(w * 0.5)} ${f(h * rng.range(0.7, 0.98))} ${f(w * 0.95)} ${f(h * 0.6)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1.3, h / 32))}" stroke-linejoin="round"/><path d="${flourish}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1.2, h / 40))}"/></svg>`;
}

/** A QR-looking square: three finder squares and seeded modules. */
export function qrLike(size: number, rng: Rng, dark = '#111'): string {
  const n = 29;
  const m = size / n;
  const cells: string[] = [];
  const finder = (x: number, y: number) => x < 8 && y < 8 ? [x, y] : x >= n - 8 && y < 8 ? [x - (n - 7), y] : x < 8 && y >= n - 8 ? [x, y - (n - 7)] : null;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const fp = finder(x, y);
      let on: boolean;
      if (fp) {
        const [fx = 0, fy = 0] = fp;
        const inSq = fx >= 0 && fx < 7 && fy >= 0 && fy < 7;
        on = inSq && (fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4));
      } else on = rng.chance(0.48);
      if (on) cells.push(`<rect x="${f(x * m)}" y="${f(y * m)}" width="${f(m + 0.3)}" height="${f(m + 0.3)}" fill="${dark}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>${cells.join('')}</svg>`;
}

/** A stacked (PDF417-looking) barcode: start and stop patterns around rows of bars. */
export function stacked(w: number, h: number, rng: Rng): string {
  const rows = 8;
  const rh = h / rows;
  const bars: string[] = [];
  for (let r = 0; r < rows; r++) {
    let x = 4;
    for (const bw of [8, 2, 2, 2, 2, 6]) {
      bars.push(`<rect x="${x}" y="${f(r * rh)}" width="${bw / 2}" height="${f(rh)}" fill="#111"/>`);
      x += bw;
    }
    while (x < w - 40) {
      const bw = rng.pick([1.5, 1.5, 3, 4.5]);
      if (rng.chance(0.5)) bars.push(`<rect x="${f(x)}" y="${f(r * rh)}" width="${bw}" height="${f(rh)}" fill="#111"/>`);
      x += bw;
    }
    for (const bw of [6, 2, 2, 4, 2, 8]) {
      bars.push(`<rect x="${f(x)}" y="${f(r * rh)}" width="${bw / 2}" height="${f(rh)}" fill="#111"/>`);
      x += bw;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/>${bars.join('')}</svg>`;
}

/** A hexagonal kinegram patch: a hexagon of tinted facets with a star. */
export function kinegram(w: number, h: number, rng: Rng): string {
  const cx = w / 2;
  const cy = h / 2;
  const r = Math.min(w, h) / 2;
  const hues = ['#bfe3f2', '#f2c6e6', '#f4ecb0', '#c2efcf', '#d6cff7', '#f7d7bf'];
  const turn = rng.int(0, 5);
  const facets = Array.from({ length: 6 }, (_, i) => {
    const a0 = (i * Math.PI) / 3;
    const a1 = ((i + 1) * Math.PI) / 3;
    return `<path d="M ${f(cx)} ${f(cy)} L ${f(cx + r * Math.cos(a0))} ${f(cy + r * Math.sin(a0))} L ${f(cx + r * Math.cos(a1))} ${f(cy + r * Math.sin(a1))} Z" fill="${hues[(i + turn) % 6]}"/>`;
  }).join('');
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    const rr = i % 2 === 0 ? r * 0.55 : r * 0.22;
    return `${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><g opacity="0.8">${facets}<polygon points="${star}" fill="#ffffff" opacity="0.55"/></g></svg>`;
}

/** A card's contact chip with eight pads around a centre one. */
export function chip(w: number, h: number): string {
  const pads: string[] = [];
  for (const [x, y] of [
    [4, 4], [4, 24], [4, 44], [4, 64], [66, 4], [66, 24], [66, 44], [66, 64],
  ] as const)
    pads.push(`<rect x="${x}" y="${y}" width="30" height="16" rx="3" fill="url(#ch)" stroke="#6d5418" stroke-width="1.2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 84"><defs><linearGradient id="ch" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f0d68e"/><stop offset="1" stop-color="#b38b36"/></linearGradient></defs><rect x="1" y="1" width="98" height="82" rx="12" fill="#d8b866" stroke="#6d5418" stroke-width="2"/>${pads.join('')}<rect x="38" y="22" width="24" height="40" rx="4" fill="url(#ch)" stroke="#6d5418" stroke-width="1.2"/></svg>`;
}

/** An SVG as a data URL for <img>. */
export const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
