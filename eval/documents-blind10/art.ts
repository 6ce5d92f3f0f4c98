import type { Rng } from '../documents-blind7/random.js';
import type { Person } from './people.js';

/**
 * The tenth set's pictures, drawn as SVG from seeded numbers and on purpose unlike the earlier sets':
 * hypotrochoid guilloche rosettes, diagonal line screens and sunbursts for the security print; a
 * round badge of the arms; a portrait of paths (head, hair or wrap, shoulders and collar) with
 * turban, scarf, braids, cap, beard, glasses and grey hair as the person has them; a six-pad chip; a
 * linear (Code 128-looking) barcode; a Data Matrix-looking code; a rainbow hologram strip; a
 * signature of free strokes. None has to decode: a reader only has to live with them beside the text.
 */

const f = (n: number) => n.toFixed(1);

/** A guilloche rosette: a hypotrochoid (a circle of radius r rolling inside one of radius R, pen at d), drawn twice, offset. */
export function guilloche(cx: number, cy: number, R: number, rng: Rng, color: string, opacity: number, width = 0.7): string {
  const r = R * rng.pick([0.29, 0.31, 0.37, 0.41]);
  const d = R * rng.range(0.3, 0.5);
  const out: string[] = [];
  for (const k of [0, 1]) {
    const pts: string[] = [];
    const turns = 60;
    const steps = 2400;
    for (let i = 0; i <= steps; i++) {
      const t = (i / steps) * Math.PI * 2 * turns * 0.5;
      const x = (R - r) * Math.cos(t) + (d + k * 6) * Math.cos(((R - r) / r) * t);
      const y = (R - r) * Math.sin(t) - (d + k * 6) * Math.sin(((R - r) / r) * t);
      pts.push(`${f(cx + x * 0.55)},${f(cy + y * 0.55)}`);
    }
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="${width}"/>`);
  }
  return `<g opacity="${opacity}">${out.join('')}</g>`;
}

/** Fine diagonal lines over a rectangle (a line screen), slightly wavy. */
export function lineScreen(x0: number, y0: number, w: number, h: number, rng: Rng, color: string, opacity: number, step = 7): string {
  const out: string[] = [];
  const amp = rng.range(0.8, 2.2);
  for (let k = -h; k < w; k += step) {
    const pts: string[] = [];
    for (let t = 0; t <= h; t += 12) pts.push(`${f(x0 + k + t + amp * Math.sin(t / 23 + k / 40))},${f(y0 + t)}`);
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="0.6"/>`);
  }
  return `<g opacity="${opacity}"><clipPath id="ls${Math.round(x0)}${Math.round(y0)}"><rect x="${x0}" y="${y0}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#ls${Math.round(x0)}${Math.round(y0)})">${out.join('')}</g></g>`;
}

/** Rays from a point (the sunburst of a card's background). */
export function sunburst(cx: number, cy: number, radius: number, rays: number, color: string, opacity: number): string {
  const out: string[] = [];
  for (let i = 0; i < rays; i++) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = a0 + (Math.PI / rays) * 0.9;
    out.push(`<path d="M ${f(cx)} ${f(cy)} L ${f(cx + radius * Math.cos(a0))} ${f(cy + radius * Math.sin(a0))} L ${f(cx + radius * Math.cos(a1))} ${f(cy + radius * Math.sin(a1))} Z" fill="${color}"/>`);
  }
  return `<g opacity="${opacity}">${out.join('')}</g>`;
}

/** The arms as a round badge: a green ring, a black shield with a white Y, a red eagle with spread wings, two white supporters. */
export function badge(cx: number, cy: number, r: number, mono: string | null = null): string {
  const c = (normal: string) => mono ?? normal;
  const s = r / 50;
  return `<g transform="translate(${f(cx)},${f(cy)}) scale(${s.toFixed(3)})">
<circle r="48" fill="${mono ? 'none' : '#ffffff'}" stroke="${c('#0b7a3b')}" stroke-width="5"/>
<path d="M-30 -20 Q-18 -34 0 -26 Q18 -34 30 -20 Q16 -22 6 -16 L0 -22 L-6 -16 Q-16 -22 -30 -20 Z" fill="${c('#b71c1c')}"/>
<path d="M-14 -12 H14 V10 Q14 24 0 30 Q-14 24 -14 10 Z" fill="${c('#111111')}"/>
<path d="M-9 -7 L0 4 L9 -7 M0 4 V22" stroke="#ffffff" stroke-width="3.5" fill="none" opacity="${mono ? 0.5 : 1}"/>
<ellipse cx="-24" cy="8" rx="7" ry="16" fill="${c('#f2f2f2')}" stroke="${c('#666')}" stroke-width="1"/>
<ellipse cx="24" cy="8" rx="7" ry="16" fill="${c('#f2f2f2')}" stroke="${c('#666')}" stroke-width="1"/>
<path d="M-34 30 Q0 20 34 30 L30 36 H-30 Z" fill="${c('#2e7d32')}"/>
</g>`;
}

function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * k)));
  return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
}

/** A head-and-shoulders portrait of paths, with the person's hair or wrap, beard and glasses; `mono` for one-ink or engraved pages. */
export function portrait(p: Person, w: number, h: number, rng: Rng, background: string, mono = false): string {
  const { skin, hair, wrap, clothes, beard, glasses, grey } = p.look;
  const cx = w * rng.range(0.47, 0.53);
  const top = h * 0.16;
  const hw = w * 0.2;
  const hh = h * 0.3;
  const cy = top + hh;
  const id = `q${rng.int(0, 1e6)}`;
  const hairInk = grey ? '#cfcac0' : '#15100c';
  const g: string[] = [`<defs><radialGradient id="${id}" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${shade(skin, 1.25)}"/><stop offset="1" stop-color="${shade(skin, 0.8)}"/></radialGradient><linearGradient id="b${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${shade(background.startsWith('#') ? background : '#dddddd', 0.86)}"/></linearGradient></defs>`];
  g.push(`<rect width="${w}" height="${h}" fill="url(#b${id})"/>`);
  // Shoulders and a collar.
  g.push(`<path d="M ${f(cx - w * 0.5)} ${h} Q ${f(cx - w * 0.42)} ${f(h * 0.8)} ${f(cx - hw * 0.5)} ${f(h * 0.76)} L ${f(cx + hw * 0.5)} ${f(h * 0.76)} Q ${f(cx + w * 0.42)} ${f(h * 0.8)} ${f(cx + w * 0.5)} ${h} Z" fill="${clothes}"/>`);
  g.push(`<path d="M ${f(cx - hw * 0.45)} ${f(h * 0.64)} L ${f(cx + hw * 0.45)} ${f(h * 0.64)} L ${f(cx + hw * 0.4)} ${f(h * 0.8)} Q ${f(cx)} ${f(h * 0.86)} ${f(cx - hw * 0.4)} ${f(h * 0.8)} Z" fill="${shade(skin, 0.85)}"/>`);
  g.push(`<path d="M ${f(cx - hw * 0.6)} ${f(h * 0.78)} L ${f(cx)} ${f(h * 0.9)} L ${f(cx + hw * 0.6)} ${f(h * 0.78)}" stroke="${shade(clothes.startsWith('#') ? clothes : '#777777', 0.6)}" stroke-width="${f(w * 0.012)}" fill="none"/>`);
  if (hair === 'scarf') g.push(`<path d="M ${f(cx - hw * 1.45)} ${f(h * 0.95)} Q ${f(cx - hw * 1.6)} ${f(top - hh * 0.15)} ${f(cx)} ${f(top - hh * 0.2)} Q ${f(cx + hw * 1.6)} ${f(top - hh * 0.15)} ${f(cx + hw * 1.45)} ${f(h * 0.95)} Z" fill="${wrap}"/>`);
  if (hair === 'braids') for (let k = -5; k <= 5; k++) g.push(`<path d="M ${f(cx + k * hw * 0.19)} ${f(top + hh * 0.05)} Q ${f(cx + k * hw * 0.26)} ${f(cy)} ${f(cx + k * hw * 0.3)} ${f(h * 0.74)}" stroke="${hairInk}" stroke-width="${f(w * 0.03)}" fill="none" stroke-linecap="round"/>`);
  // The head: a rounded jaw path rather than an ellipse.
  g.push(`<path d="M ${f(cx - hw)} ${f(cy - hh * 0.2)} Q ${f(cx - hw)} ${f(top)} ${f(cx)} ${f(top)} Q ${f(cx + hw)} ${f(top)} ${f(cx + hw)} ${f(cy - hh * 0.2)} Q ${f(cx + hw * 0.95)} ${f(cy + hh * 0.55)} ${f(cx)} ${f(cy + hh * 0.78)} Q ${f(cx - hw * 0.95)} ${f(cy + hh * 0.55)} ${f(cx - hw)} ${f(cy - hh * 0.2)} Z" fill="url(#${id})"/>`);
  if (hair === 'short') g.push(`<path d="M ${f(cx - hw * 1.02)} ${f(cy - hh * 0.25)} Q ${f(cx - hw * 1.05)} ${f(top - hh * 0.12)} ${f(cx)} ${f(top - hh * 0.14)} Q ${f(cx + hw * 1.05)} ${f(top - hh * 0.12)} ${f(cx + hw * 1.02)} ${f(cy - hh * 0.25)} Q ${f(cx)} ${f(top + hh * 0.12)} ${f(cx - hw * 1.02)} ${f(cy - hh * 0.25)} Z" fill="${hairInk}"/>`);
  if (hair === 'bald') g.push(`<ellipse cx="${f(cx - hw * 0.3)}" cy="${f(top + hh * 0.16)}" rx="${f(hw * 0.35)}" ry="${f(hh * 0.08)}" fill="#ffffff" opacity="0.22"/>`);
  if (hair === 'braids') g.push(`<path d="M ${f(cx - hw * 1.02)} ${f(cy - hh * 0.3)} Q ${f(cx)} ${f(top - hh * 0.25)} ${f(cx + hw * 1.02)} ${f(cy - hh * 0.3)} Q ${f(cx)} ${f(top + hh * 0.05)} ${f(cx - hw * 1.02)} ${f(cy - hh * 0.3)} Z" fill="${hairInk}"/>`);
  if (hair === 'cap') g.push(`<path d="M ${f(cx - hw * 1.05)} ${f(cy - hh * 0.32)} L ${f(cx - hw * 0.8)} ${f(top - hh * 0.45)} Q ${f(cx + hw * 0.4)} ${f(top - hh * 0.7)} ${f(cx + hw * 1.1)} ${f(top - hh * 0.3)} L ${f(cx + hw * 1.05)} ${f(cy - hh * 0.32)} Z" fill="${wrap}"/>`);
  if (hair === 'turban') for (let k = 0; k < 4; k++) g.push(`<path d="M ${f(cx - hw * 1.08)} ${f(cy - hh * (0.3 + k * 0.14))} Q ${f(cx)} ${f(top - hh * (0.6 + k * 0.1))} ${f(cx + hw * 1.08)} ${f(cy - hh * (0.3 + k * 0.14))} Q ${f(cx)} ${f(top - hh * (0.2 + k * 0.1))} ${f(cx - hw * 1.08)} ${f(cy - hh * (0.3 + k * 0.14))} Z" fill="${shade(wrap, 1 - k * 0.05)}" stroke="${shade(wrap, 0.75)}" stroke-width="1"/>`);
  if (hair === 'scarf') g.push(`<path d="M ${f(cx - hw * 1.1)} ${f(cy - hh * 0.1)} Q ${f(cx)} ${f(top - hh * 0.35)} ${f(cx + hw * 1.1)} ${f(cy - hh * 0.1)} Q ${f(cx)} ${f(top + hh * 0.02)} ${f(cx - hw * 1.1)} ${f(cy - hh * 0.1)} Z" fill="${shade(wrap, 0.85)}"/>`);
  for (const sx of [-1, 1]) {
    const ex = cx + sx * hw * 0.42;
    const ey = cy - hh * 0.12;
    g.push(`<path d="M ${f(ex - hw * 0.16)} ${f(ey)} Q ${f(ex)} ${f(ey - hh * 0.07)} ${f(ex + hw * 0.16)} ${f(ey)} Q ${f(ex)} ${f(ey + hh * 0.05)} ${f(ex - hw * 0.16)} ${f(ey)} Z" fill="#f3ece2"/><circle cx="${f(ex)}" cy="${f(ey - hh * 0.005)}" r="${f(hh * 0.03)}" fill="#1a100a"/>`);
    g.push(`<path d="M ${f(ex - hw * 0.2)} ${f(ey - hh * 0.1)} L ${f(ex + hw * 0.2)} ${f(ey - hh * 0.12)}" stroke="${grey ? '#9a958c' : '#1a120c'}" stroke-width="${f(hh * 0.03)}" stroke-linecap="round"/>`);
    if (glasses) g.push(`<rect x="${f(ex - hw * 0.27)}" y="${f(ey - hh * 0.1)}" width="${f(hw * 0.54)}" height="${f(hh * 0.2)}" rx="${f(hw * 0.08)}" fill="none" stroke="#3a2a1a" stroke-width="${f(hw * 0.05)}"/>`);
  }
  if (glasses) g.push(`<path d="M ${f(cx - hw * 0.15)} ${f(cy - hh * 0.1)} H ${f(cx + hw * 0.15)}" stroke="#3a2a1a" stroke-width="${f(hw * 0.05)}"/>`);
  g.push(`<path d="M ${f(cx - hw * 0.14)} ${f(cy + hh * 0.18)} Q ${f(cx)} ${f(cy + hh * 0.26)} ${f(cx + hw * 0.14)} ${f(cy + hh * 0.18)}" stroke="${shade(skin, 0.55)}" stroke-width="${f(hh * 0.03)}" fill="none"/>`);
  g.push(`<path d="M ${f(cx - hw * 0.3)} ${f(cy + hh * 0.4)} Q ${f(cx)} ${f(cy + hh * 0.48)} ${f(cx + hw * 0.3)} ${f(cy + hh * 0.4)} Q ${f(cx)} ${f(cy + hh * 0.54)} ${f(cx - hw * 0.3)} ${f(cy + hh * 0.4)} Z" fill="${shade(skin, 0.6)}"/>`);
  if (beard) g.push(`<path d="M ${f(cx - hw * 0.85)} ${f(cy + hh * 0.15)} Q ${f(cx - hw * 0.7)} ${f(cy + hh * 0.85)} ${f(cx)} ${f(cy + hh * 0.9)} Q ${f(cx + hw * 0.7)} ${f(cy + hh * 0.85)} ${f(cx + hw * 0.85)} ${f(cy + hh * 0.15)} Q ${f(cx + hw * 0.5)} ${f(cy + hh * 0.62)} ${f(cx)} ${f(cy + hh * 0.6)} Q ${f(cx - hw * 0.5)} ${f(cy + hh * 0.62)} ${f(cx - hw * 0.85)} ${f(cy + hh * 0.15)} Z" fill="${hairInk}" opacity="0.85"/>`);
  const filter = mono ? `<filter id="m${id}"><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncR type="linear" slope="1.15"/><feFuncG type="linear" slope="1.15"/><feFuncB type="linear" slope="1.15"/></feComponentTransfer></filter>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${filter}<g${mono ? ` filter="url(#m${id})"` : ''}>${g.join('')}</g></svg>`;
}

/** A signature of free strokes: a capital's loop, a run of small waves, an underline. */
export function signature(w: number, h: number, rng: Rng, color = '#1b2a6b'): string {
  const paths: string[] = [];
  const x0 = w * rng.range(0.04, 0.12);
  paths.push(`M ${f(x0)} ${f(h * 0.75)} C ${f(x0 + w * 0.02)} ${f(h * 0.05)}, ${f(x0 + w * 0.16)} ${f(h * 0.05)}, ${f(x0 + w * 0.1)} ${f(h * 0.55)} S ${f(x0 + w * 0.02)} ${f(h * 0.6)}, ${f(x0 + w * 0.2)} ${f(h * 0.45)}`);
  let x = x0 + w * 0.22;
  let d = `M ${f(x)} ${f(h * 0.5)}`;
  while (x < w * 0.85) {
    const step = w * rng.range(0.04, 0.08);
    d += ` q ${f(step / 2)} ${f(-h * rng.range(0.15, 0.45))} ${f(step)} 0`;
    x += step;
  }
  paths.push(d);
  paths.push(`M ${f(x0 + w * 0.05)} ${f(h * 0.88)} Q ${f(w * 0.5)} ${f(h * rng.range(0.72, 0.95))} ${f(w * 0.95)} ${f(h * 0.78)}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${paths.map((p) => `<path d="${p}" fill="none" stroke="${color}" stroke-width="${f(Math.max(1.4, h / 30))}" stroke-linecap="round" stroke-linejoin="round"/>`).join('')}</svg>`;
}

/** A linear barcode (Code 128-looking): quiet zones, start and stop bars, seeded modules. */
export function barcode(w: number, h: number, rng: Rng): string {
  const bars: string[] = [];
  let x = 10;
  const unit = 1.6;
  for (const bw of [2, 1, 1, 2, 3]) {
    bars.push(`<rect x="${f(x)}" y="0" width="${f(bw * unit)}" height="${h}" fill="#111"/>`);
    x += (bw + 1) * unit;
  }
  while (x < w - 30) {
    const bw = rng.int(1, 4);
    if (rng.chance(0.55)) bars.push(`<rect x="${f(x)}" y="0" width="${f(bw * unit)}" height="${h}" fill="#111"/>`);
    x += bw * unit;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/>${bars.join('')}</svg>`;
}

/** A Data Matrix-looking square: a solid L on two sides, a clock track on the other two, seeded modules. */
export function dataMatrix(size: number, rng: Rng, dark = '#111'): string {
  const n = 26;
  const m = size / n;
  const cells: string[] = [];
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const on = x === 0 || y === n - 1 ? true : y === 0 ? x % 2 === 0 : x === n - 1 ? y % 2 === 1 : rng.chance(0.5);
      if (on) cells.push(`<rect x="${f(x * m)}" y="${f(y * m)}" width="${f(m + 0.3)}" height="${f(m + 0.3)}" fill="${dark}"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/>${cells.join('')}</svg>`;
}

/** A rainbow hologram strip with repeated small badges. */
export function holoStrip(w: number, h: number, rng: Rng): string {
  const id = `h${rng.int(0, 1e6)}`;
  const marks: string[] = [];
  const horizontal = w > h;
  const step = horizontal ? h * 1.6 : w * 1.6;
  for (let t = step / 2; t < (horizontal ? w : h); t += step) marks.push(badge(horizontal ? t : w / 2, horizontal ? h / 2 : t, (horizontal ? h : w) * 0.32, '#ffffff'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0.3}" y2="${horizontal ? 0.3 : 1}"><stop offset="0" stop-color="#c9f0ff"/><stop offset="0.25" stop-color="#f7d1f0"/><stop offset="0.5" stop-color="#fff3b8"/><stop offset="0.75" stop-color="#c8f7d2"/><stop offset="1" stop-color="#d9d0ff"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})" opacity="0.75"/><g opacity="0.6">${marks.join('')}</g></svg>`;
}

/** A card's contact chip with six pads. */
export function chip6(w: number, h: number): string {
  const pads: string[] = [];
  for (const [x, y] of [
    [3, 3], [3, 30], [3, 57], [58, 3], [58, 30], [58, 57],
  ] as const)
    pads.push(`<rect x="${x}" y="${y}" width="39" height="24" rx="4" fill="url(#c6)" stroke="#5e4a1c" stroke-width="1.2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 84"><defs><linearGradient id="c6" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e3a6"/><stop offset="1" stop-color="#b8913e"/></linearGradient></defs><rect x="1" y="1" width="98" height="82" rx="14" fill="#cfae5c" stroke="#5e4a1c" stroke-width="2"/>${pads.join('')}</svg>`;
}

/** An SVG as a data URL for <img>. */
export const svgUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
