import type { Rng } from '../documents-blind7/random.js';
import type { Person } from './people.js';

/**
 * The eighth set's pictures, drawn as SVG from seeded numbers and on purpose unlike the seventh's:
 * crossing diagonal guilloche meshes and rose curves instead of wave rows and hypotrochoids, a
 * shield-shaped emblem, star badges for the authorities, a portrait built of rounded shapes, a
 * DataMatrix-like code, a linear barcode, an iridescent patch and a six-pad chip. None has to decode:
 * a reader only has to live with them beside the text.
 */

const f = (n: number) => n.toFixed(1);

/** Two families of sine lines crossing on the diagonals: the mesh of security print. */
export function mesh(w: number, h: number, rng: Rng, color: string, opacity: number, lines = 22): string {
  const paths: string[] = [];
  const amp = rng.range(6, 16);
  const lambda = rng.range(90, 180);
  for (const dir of [1, -1]) {
    for (let k = -lines; k <= lines * 2; k++) {
      const x0 = (k * (w + h)) / (lines * 2);
      const pts: string[] = [];
      for (let t = 0; t <= h; t += 8) {
        const x = x0 + dir * t * 0.8 + amp * Math.sin((2 * Math.PI * t) / lambda + k);
        if (x > -20 && x < w + 20) pts.push(`${f(x)},${f(t)}`);
      }
      if (pts.length > 1) paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.7"/>`);
    }
  }
  return `<g opacity="${opacity}">${paths.join('')}</g>`;
}

/** A rose curve (r = cos(k θ)) inside a ring of small loops: the round seal of a page. */
export function rose(cx: number, cy: number, radius: number, rng: Rng, color: string, opacity: number): string {
  const k = rng.pick([5, 7, 9, 11]);
  const pts: string[] = [];
  for (let i = 0; i <= 1440; i++) {
    const t = (i / 1440) * Math.PI * 2;
    const r = radius * (0.55 + 0.45 * Math.cos(k * t)) * (0.9 + 0.1 * Math.cos(3 * k * t));
    pts.push(`${f(cx + r * Math.cos(t))},${f(cy + r * Math.sin(t))}`);
  }
  const loops: string[] = [];
  const n = rng.int(36, 60);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    loops.push(`<circle cx="${f(cx + radius * 1.08 * Math.cos(a))}" cy="${f(cy + radius * 1.08 * Math.sin(a))}" r="${f(radius * 0.09)}" fill="none" stroke="${color}" stroke-width="0.6"/>`);
  }
  return `<g opacity="${opacity}"><polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.8"/>${loops.join('')}</g>`;
}

/** The national emblem, simplified another way: a red eagle over a shield with the white Y, supporters as pale columns, a green base. */
export function emblem(x: number, y: number, size: number, mono: string | null = null): string {
  const c = (normal: string) => mono ?? normal;
  const s = size / 100;
  return `<g transform="translate(${f(x)},${f(y)}) scale(${s.toFixed(3)})">
<path d="M50 2 L58 12 L76 8 L66 20 L50 18 L34 20 L24 8 L42 12 Z" fill="${c('#b3121f')}"/>
<path d="M32 24 H68 L66 60 Q50 82 34 60 Z" fill="${c('#151515')}"/>
<path d="M38 28 L50 48 L62 28 M50 48 V72" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity="${mono ? 0.55 : 1}"/>
<rect x="14" y="30" width="12" height="46" rx="6" fill="${c('#eeeeee')}" stroke="${c('#666')}" stroke-width="1"/>
<rect x="74" y="30" width="12" height="46" rx="6" fill="${c('#eeeeee')}" stroke="${c('#666')}" stroke-width="1"/>
<ellipse cx="50" cy="88" rx="42" ry="8" fill="${c('#25803a')}"/>
<circle cx="30" cy="86" r="2.6" fill="${c('#e23d5e')}"/><circle cx="50" cy="90" r="2.6" fill="${c('#e23d5e')}"/><circle cx="70" cy="86" r="2.6" fill="${c('#e23d5e')}"/>
</g>`;
}

/** An authority's badge: a many-pointed star with its initials and a ring of text. */
export function badge(cx: number, cy: number, r: number, ring: string, inner: string, color: string, font: string, fill = 'none'): string {
  const id = `bd${Math.round(cx)}x${Math.round(cy)}`;
  const pts: string[] = [];
  const n = 24;
  for (let i = 0; i < n * 2; i++) {
    const a = (i / (n * 2)) * Math.PI * 2;
    const rr = i % 2 === 0 ? r : r * 0.92;
    pts.push(`${f(cx + rr * Math.cos(a))},${f(cy + rr * Math.sin(a))}`);
  }
  return `<g><polygon points="${pts.join(' ')}" fill="${fill}" stroke="${color}" stroke-width="${f(r / 20)}"/>
<path id="${id}" d="M ${f(cx - r * 0.72)} ${f(cy)} A ${f(r * 0.72)} ${f(r * 0.72)} 0 1 1 ${f(cx + r * 0.72)} ${f(cy)} A ${f(r * 0.72)} ${f(r * 0.72)} 0 1 1 ${f(cx - r * 0.72)} ${f(cy)}" fill="none"/>
<text font-family="${font}" font-size="${f(r * 0.16)}" fill="${color}"><textPath href="#${id}">${ring}</textPath></text>
<text x="${f(cx)}" y="${f(cy + r * 0.15)}" font-family="${font}" font-size="${f(r * 0.4)}" font-weight="bold" fill="${color}" text-anchor="middle">${inner}</text></g>`;
}

function shadeOf(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * k)));
  return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
}

/** A head-and-shoulders portrait of rounded shapes, with soft shading, on a plain background; `grey` for laser-engraved pages. */
export function face(p: Person, w: number, h: number, rng: Rng, background: string, grey = false): string {
  const { skin, headwear, clothes, hair } = p.look;
  const cx = w * rng.range(0.47, 0.53);
  const hw = w * 0.24;
  const hh = h * 0.27;
  const cy = h * 0.43;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${background}"/>`];
  parts.push(`<defs><radialGradient id="sk" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${shadeOf(skin, 1.15)}"/><stop offset="1" stop-color="${shadeOf(skin, 0.8)}"/></radialGradient></defs>`);
  parts.push(`<path d="M ${f(cx - w * 0.46)} ${h} Q ${f(cx - w * 0.4)} ${f(h * 0.7)} ${f(cx)} ${f(h * 0.71)} Q ${f(cx + w * 0.4)} ${f(h * 0.7)} ${f(cx + w * 0.46)} ${h} Z" fill="${clothes}"/>`);
  parts.push(`<path d="M ${f(cx - w * 0.08)} ${f(h * 0.71)} L ${f(cx)} ${f(h * 0.8)} L ${f(cx + w * 0.08)} ${f(h * 0.71)} Z" fill="${shadeOf(skin, 0.85)}"/>`);
  parts.push(`<rect x="${f(cx - hw * 0.35)}" y="${f(cy + hh * 0.6)}" width="${f(hw * 0.7)}" height="${f(h * 0.14)}" rx="${f(hw * 0.2)}" fill="${shadeOf(skin, 0.85)}"/>`);
  if (headwear === 'none' || headwear === 'cap') parts.push(`<rect x="${f(cx - hw * 1.03)}" y="${f(cy - hh * 1.08)}" width="${f(hw * 2.06)}" height="${f(hh * 1.2)}" rx="${f(hw)}" fill="${hair}"/>`);
  parts.push(`<rect x="${f(cx - hw)}" y="${f(cy - hh)}" width="${f(hw * 2)}" height="${f(hh * 2)}" rx="${f(hw * 0.95)}" fill="url(#sk)"/>`);
  for (const sx of [-1, 1]) {
    parts.push(`<circle cx="${f(cx + sx * hw * 1.0)}" cy="${f(cy + hh * 0.05)}" r="${f(hw * 0.14)}" fill="${shadeOf(skin, 0.85)}"/>`);
    parts.push(`<ellipse cx="${f(cx + sx * hw * 0.4)}" cy="${f(cy - hh * 0.1)}" rx="${f(hw * 0.16)}" ry="${f(hh * 0.07)}" fill="#f6f1e8"/>`);
    parts.push(`<circle cx="${f(cx + sx * hw * 0.4)}" cy="${f(cy - hh * 0.1)}" r="${f(hh * 0.055)}" fill="#20140d"/>`);
    parts.push(`<rect x="${f(cx + sx * hw * 0.4 - hw * 0.2)}" y="${f(cy - hh * 0.3)}" width="${f(hw * 0.4)}" height="${f(hh * 0.045)}" rx="2" fill="${hair}"/>`);
  }
  parts.push(`<path d="M ${f(cx - hw * 0.1)} ${f(cy + hh * 0.28)} Q ${f(cx)} ${f(cy + hh * 0.36)} ${f(cx + hw * 0.1)} ${f(cy + hh * 0.28)}" stroke="${shadeOf(skin, 0.6)}" stroke-width="${f(hh * 0.035)}" fill="none"/>`);
  parts.push(`<ellipse cx="${f(cx)}" cy="${f(cy + hh * 0.56)}" rx="${f(hw * 0.3)}" ry="${f(hh * 0.06)}" fill="${shadeOf(skin, 0.55)}"/>`);
  if (headwear === 'cap') parts.push(`<rect x="${f(cx - hw * 1.02)}" y="${f(cy - hh * 1.35)}" width="${f(hw * 2.04)}" height="${f(hh * 0.8)}" rx="${f(hw * 0.25)}" fill="#1f4d7a"/>`);
  if (headwear === 'fila') parts.push(`<path d="M ${f(cx - hw * 1.05)} ${f(cy - hh * 0.55)} L ${f(cx - hw * 0.7)} ${f(cy - hh * 1.45)} L ${f(cx + hw * 1.2)} ${f(cy - hh * 1.2)} L ${f(cx + hw * 1.05)} ${f(cy - hh * 0.55)} Z" fill="#6b1b1b"/>`);
  if (headwear === 'scarf') parts.push(`<path d="M ${f(cx - hw * 1.25)} ${f(cy + hh * 0.9)} Q ${f(cx - hw * 1.5)} ${f(cy - hh * 1.7)} ${f(cx)} ${f(cy - hh * 1.35)} Q ${f(cx + hw * 1.5)} ${f(cy - hh * 1.7)} ${f(cx + hw * 1.25)} ${f(cy + hh * 0.9)} L ${f(cx + hw * 0.95)} ${f(cy + hh * 0.2)} Q ${f(cx)} ${f(cy - hh * 1.25)} ${f(cx - hw * 0.95)} ${f(cy + hh * 0.2)} Z" fill="#16a085"/>`);
  if (headwear === 'wrap') parts.push(`<path d="M ${f(cx - hw * 1.15)} ${f(cy - hh * 0.45)} Q ${f(cx - hw * 1.2)} ${f(cy - hh * 1.9)} ${f(cx + hw * 0.3)} ${f(cy - hh * 1.75)} Q ${f(cx + hw * 1.6)} ${f(cy - hh * 1.5)} ${f(cx + hw * 1.15)} ${f(cy - hh * 0.45)} Q ${f(cx)} ${f(cy - hh * 0.95)} ${f(cx - hw * 1.15)} ${f(cy - hh * 0.45)} Z" fill="#e67e22"/>`);
  const filter = grey ? `<filter id="g"><feColorMatrix type="saturate" values="0"/></filter>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${filter}<g${grey ? ' filter="url(#g)"' : ''}>${parts.join('')}</g></svg>`;
}

/** A signature as a smoothed random walk with a closing underline. */
export function autograph(w: number, h: number, rng: Rng, color = '#12306b'): string {
  let x = w * 0.06;
  let y = h * 0.55;
  let d = `M ${f(x)} ${f(y)}`;
  const steps = rng.int(8, 13);
  for (let i = 0; i < steps; i++) {
    const nx = x + (w * 0.8) / steps;
    const ny = h * rng.range(0.2, 0.8);
    d += ` Q ${f((x + nx) / 2)} ${f(rng.chance(0.5) ? h * 0.05 : h * 0.95)} ${f(nx)} ${f(ny)}`;
    x = nx;
    y = ny;
  }
  d += ` M ${f(w * 0.1)} ${f(h * 0.88)} L ${f(w * rng.range(0.6, 0.9))} ${f(h * rng.range(0.8, 0.92))}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><path d="${d}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1.4, h / 30))}" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}

/** A DataMatrix-looking square: a solid L on two sides, alternating clock cells on the others, seeded modules inside. */
export function dataMatrix(size: number, rng: Rng, dark = '#111'): string {
  const n = 24;
  const m = size / n;
  const cells: string[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const on = x === 0 || y === n - 1 ? true : y === 0 ? x % 2 === 0 : x === n - 1 ? y % 2 === 1 : rng.chance(0.5);
      if (on) cells.push(`<rect x="${f(x * m)}" y="${f(y * m)}" width="${f(m + 0.3)}" height="${f(m + 0.3)}" fill="${dark}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>${cells.join('')}</svg>`;
}

/** A linear barcode with guard bars. */
export function barcode(w: number, h: number, rng: Rng): string {
  const bars: string[] = [];
  let x = 6;
  const guard = () => {
    for (let i = 0; i < 3; i++) {
      if (i !== 1) bars.push(`<rect x="${f(x)}" y="0" width="2" height="${h}" fill="#111"/>`);
      x += 2;
    }
  };
  guard();
  while (x < w - 14) {
    const bw = rng.pick([2, 2, 4, 6]);
    if (rng.chance(0.5)) bars.push(`<rect x="${f(x)}" y="0" width="${bw}" height="${f(h * 0.9)}" fill="#111"/>`);
    x += bw;
  }
  guard();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/>${bars.join('')}</svg>`;
}

/** An iridescent security patch (an optically variable foil, flattened to a gradient) with fine circles. */
export function foil(w: number, h: number, rng: Rng): string {
  const a = rng.int(0, 360);
  const rings = Array.from({ length: 7 }, (_, i) => `<circle cx="${w / 2}" cy="${h / 2}" r="${f(((i + 1) * Math.min(w, h)) / 15)}" fill="none" stroke="#ffffff" stroke-width="1" opacity="0.5"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="ir" gradientTransform="rotate(${a} 0.5 0.5)"><stop offset="0" stop-color="#c7e9f5"/><stop offset="0.35" stop-color="#f3d1ef"/><stop offset="0.65" stop-color="#f6f0b8"/><stop offset="1" stop-color="#bfe8cf"/></linearGradient></defs><ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2}" ry="${h / 2}" fill="url(#ir)" opacity="0.75"/>${rings}</svg>`;
}

/** A card's contact chip with six pads. */
export function pads(w: number, h: number): string {
  const pad = (x: number, y: number) => `<rect x="${x}" y="${y}" width="44" height="22" rx="4" fill="url(#au)" stroke="#7a5c1e" stroke-width="1.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 84"><defs><linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9cf84"/><stop offset="1" stop-color="#b8903f"/></linearGradient></defs><rect x="1" y="1" width="98" height="82" rx="9" fill="#cfae5c" stroke="#7a5c1e" stroke-width="2"/>${pad(4, 4)}${pad(52, 4)}${pad(4, 31)}${pad(52, 31)}${pad(4, 58)}${pad(52, 58)}</svg>`;
}

/** An SVG as a data URL for <img>. */
export const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
