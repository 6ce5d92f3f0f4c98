import type { Blind3Person } from './people.js';
import { blind3Hash, Rng } from './random.js';

/**
 * The pictures on the third blind set's documents, drawn as SVG: security-print backgrounds,
 * emblems, the holder's portrait, a signature, a chip and a QR-like code. None carries readable text
 * besides what a real document's emblem would, so what the reader must find stays in the fields.
 */

/** Guilloche: nested rosettes and wave bands in thin lines, as the real documents' security print. */
export function guilloche(width: number, height: number, rng: Rng, colours: readonly string[], strength: number): string {
  const paths: string[] = [];
  const bands = rng.int(5, 9);
  for (let b = 0; b < bands; b++) {
    const y0 = (height / bands) * (b + 0.5);
    const amp = rng.between(8, 30);
    const freq = rng.between(2, 6);
    const phase = rng.between(0, Math.PI * 2);
    const colour = rng.pick(colours);
    for (let k = 0; k < 6; k++) {
      const pts: string[] = [];
      for (let x = 0; x <= width; x += 12) {
        const y = y0 + k * 5 + amp * Math.sin((x / width) * freq * Math.PI * 2 + phase + k * 0.45);
        pts.push(`${x.toFixed(0)},${y.toFixed(1)}`);
      }
      paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="0.9" opacity="${(strength * rng.between(0.6, 1)).toFixed(2)}"/>`);
    }
  }
  const rosettes = rng.int(1, 3);
  for (let r = 0; r < rosettes; r++) {
    const cx = rng.between(0.2, 0.8) * width;
    const cy = rng.between(0.25, 0.75) * height;
    const radius = rng.between(0.18, 0.32) * height;
    const petals = rng.int(9, 18);
    const colour = rng.pick(colours);
    for (let ring = 0; ring < 5; ring++) {
      const pts: string[] = [];
      for (let i = 0; i <= 360; i++) {
        const t = (i / 360) * Math.PI * 2;
        const rr = radius * (0.55 + ring * 0.09) + radius * 0.18 * Math.sin(petals * t + ring);
        pts.push(`${(cx + rr * Math.cos(t)).toFixed(1)},${(cy + rr * Math.sin(t)).toFixed(1)}`);
      }
      paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="0.8" opacity="${(strength * 0.9).toFixed(2)}"/>`);
    }
  }
  return `<svg class="bg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" style="position:absolute;left:0;top:0">${paths.join('')}</svg>`;
}

/** The Nigerian coat of arms, simplified: eagle, black shield with the white Y, two horses, the green base. */
export function coatOfArms(size: number, opacity = 1): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100" style="opacity:${opacity}">
<path d="M38 14 Q50 2 62 14 L70 10 L62 20 Q50 26 38 20 L30 10 Z" fill="#c8202f"/>
<rect x="36" y="22" width="28" height="4" rx="2" fill="#2f7d32"/>
<path d="M33 28 H67 V58 Q67 74 50 80 Q33 74 33 58 Z" fill="#111"/>
<path d="M38 30 L50 48 L62 30 M50 48 V76" stroke="#fff" stroke-width="5" fill="none"/>
<path d="M14 78 Q12 52 22 40 Q27 34 31 38 L32 70 Q26 76 20 86 Z" fill="#f2f2f2" stroke="#555" stroke-width="1"/>
<path d="M86 78 Q88 52 78 40 Q73 34 69 38 L68 70 Q74 76 80 86 Z" fill="#f2f2f2" stroke="#555" stroke-width="1"/>
<path d="M8 86 Q50 76 92 86 L92 94 Q50 86 8 94 Z" fill="#2f7d32"/>
<circle cx="20" cy="88" r="2.4" fill="#e6b800"/><circle cx="34" cy="85" r="2.4" fill="#e6b800"/><circle cx="66" cy="85" r="2.4" fill="#e6b800"/><circle cx="80" cy="88" r="2.4" fill="#e6b800"/>
</svg>`;
}

/** A round agency seal without lettering (NIMC, FRSC and INEC each print one). */
export function seal(size: number, ring: string, fill: string, inner: string): string {
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const t = (i / 16) * Math.PI * 2;
    return `<line x1="${50 + 22 * Math.cos(t)}" y1="${50 + 22 * Math.sin(t)}" x2="${50 + 34 * Math.cos(t)}" y2="${50 + 34 * Math.sin(t)}" stroke="${inner}" stroke-width="2"/>`;
  }).join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100"><circle cx="50" cy="50" r="46" fill="${fill}" stroke="${ring}" stroke-width="6"/>${spokes}<circle cx="50" cy="50" r="18" fill="${inner}"/><path d="M40 52 L50 34 L60 52 Z" fill="${fill}"/></svg>`;
}

const skins = ['#5a3822', '#6b4226', '#7a4c2c', '#8a5733', '#4b2e1c', '#9a643b'];
const backgrounds = ['#e8eef3', '#dde6ee', '#f0f0ec', '#d6e0e9', '#ffffff'];
const clothes = ['#1f3a5f', '#6b1d2a', '#2d5a3a', '#3b3b3b', '#7a5a12', '#4a2b6b', '#0f5c6e'];
const wraps = ['#b5302a', '#d08a1c', '#1c6e8f', '#7c2e8a', '#2f7d32', '#c2185b'];

/** A passport-style head and shoulders, the same for one person on every document. */
export function portrait(person: Blind3Person, opacity = 1): string {
  const rng = new Rng(blind3Hash(`blind3/portrait/${person.key}`));
  const skin = rng.pick(skins);
  const bg = rng.pick(backgrounds);
  const cloth = rng.pick(clothes);
  const faceW = rng.between(62, 72);
  const faceH = rng.between(82, 92);
  let hair: string;
  if (person.sex === 'F') {
    const wrap = rng.pick(wraps);
    hair = rng.chance(0.6)
      ? `<path d="M62 128 Q58 36 150 30 Q246 30 240 126 Q214 96 150 98 Q88 98 62 128 Z" fill="${wrap}"/><path d="M96 52 Q150 22 206 54 Q150 44 96 52 Z" fill="#000" opacity="0.18"/><ellipse cx="214" cy="52" rx="30" ry="20" fill="${wrap}"/>`
      : `<path d="M78 170 Q66 60 150 58 Q236 60 222 170 Q214 110 150 100 Q88 110 78 170 Z" fill="#16110d"/><path d="M86 120 Q150 80 214 120" stroke="#2a2018" stroke-width="3" fill="none"/>`;
  } else {
    hair = rng.chance(0.35)
      ? `<path d="M86 118 Q86 56 150 54 Q214 56 214 118 Z" fill="${rng.pick(['#f4f1e8', '#7a1f2b', '#1f3a5f'])}"/><path d="M92 80 H208" stroke="#bbb" stroke-width="3"/>`
      : `<path d="M84 150 Q80 72 150 70 Q220 72 216 150 Q208 112 150 106 Q92 112 84 150 Z" fill="#17120e"/>`;
  }
  const eyeY = 160 + rng.between(-4, 4);
  return `<svg viewBox="0 0 300 380" preserveAspectRatio="xMidYMid slice" width="100%" height="100%" style="display:block;opacity:${opacity}">
<rect width="300" height="380" fill="${bg}"/>
<path d="M14 380 Q26 292 150 282 Q274 292 286 380 Z" fill="${cloth}"/>
<path d="M118 284 L150 330 L182 284 Z" fill="#f5f5f5" opacity="0.8"/>
<rect x="122" y="222" width="56" height="74" rx="22" fill="${skin}" opacity="0.92"/>
<ellipse cx="${150 - faceW}" cy="168" rx="10" ry="18" fill="${skin}"/><ellipse cx="${150 + faceW}" cy="168" rx="10" ry="18" fill="${skin}"/>
<ellipse cx="150" cy="160" rx="${faceW}" ry="${faceH}" fill="${skin}"/>
${hair}
<path d="M110 ${eyeY - 16} Q124 ${eyeY - 24} 138 ${eyeY - 16}" stroke="#1a120c" stroke-width="4" fill="none"/><path d="M162 ${eyeY - 16} Q176 ${eyeY - 24} 190 ${eyeY - 16}" stroke="#1a120c" stroke-width="4" fill="none"/>
<ellipse cx="124" cy="${eyeY}" rx="13" ry="7" fill="#f3eee6"/><ellipse cx="176" cy="${eyeY}" rx="13" ry="7" fill="#f3eee6"/>
<circle cx="124" cy="${eyeY}" r="6" fill="#24160d"/><circle cx="176" cy="${eyeY}" r="6" fill="#24160d"/>
<path d="M150 168 Q144 196 136 203 Q150 211 164 203 Q156 196 150 168" fill="#000" opacity="0.16"/>
<path d="M128 228 Q150 236 172 228 Q150 246 128 228 Z" fill="#4e2620"/>
<ellipse cx="150" cy="160" rx="${faceW}" ry="${faceH}" fill="url(#none)" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>
</svg>`;
}

/** A handwritten signature: a few joined loops. */
export function signature(width: number, height: number, rng: Rng, colour = '#1b2a6b'): string {
  let d = `M5 ${height * 0.6}`;
  let x = 5;
  const steps = rng.int(5, 9);
  for (let i = 0; i < steps; i++) {
    const nx = x + (width - 10) / steps;
    d += ` C ${x + rng.between(0, 20)} ${rng.between(0, height)}, ${nx - rng.between(0, 20)} ${rng.between(0, height)}, ${nx} ${rng.between(height * 0.3, height * 0.8)}`;
    x = nx;
  }
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${d}" stroke="${colour}" stroke-width="2.4" fill="none" stroke-linecap="round"/></svg>`;
}

/** A contact chip, as on the NIMC and FRSC cards. */
export function chip(width: number): string {
  const h = width * 0.78;
  return `<svg width="${width}" height="${h}" viewBox="0 0 100 78"><rect x="1" y="1" width="98" height="76" rx="12" fill="#d8b45a" stroke="#9c7a2a" stroke-width="2"/><path d="M1 26 H34 V52 H1 M99 26 H66 V52 H99 M34 1 V26 M66 1 V26 M34 52 V77 M66 52 V77 M34 26 H66 V52 H34 Z" stroke="#9c7a2a" stroke-width="2" fill="none"/></svg>`;
}

/** A QR-like code (finder squares and seeded modules): real slips carry one; this one encodes nothing. */
export function qrCode(size: number, rng: Rng): string {
  const n = 29;
  const cell = 100 / n;
  const cells: string[] = [];
  const finder = (x: number, y: number) => `<rect x="${x * cell}" y="${y * cell}" width="${7 * cell}" height="${7 * cell}" fill="#000"/><rect x="${(x + 1) * cell}" y="${(y + 1) * cell}" width="${5 * cell}" height="${5 * cell}" fill="#fff"/><rect x="${(x + 2) * cell}" y="${(y + 2) * cell}" width="${3 * cell}" height="${3 * cell}" fill="#000"/>`;
  const inFinder = (i: number, j: number) => (i < 8 && j < 8) || (i >= n - 8 && j < 8) || (i < 8 && j >= n - 8);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (!inFinder(i, j) && rng.chance(0.5)) cells.push(`<rect x="${(i * cell).toFixed(2)}" y="${(j * cell).toFixed(2)}" width="${cell.toFixed(2)}" height="${cell.toFixed(2)}"/>`);
  return `<svg width="${size}" height="${size}" viewBox="-4 -4 108 108"><rect x="-4" y="-4" width="108" height="108" fill="#fff"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}<g fill="#000">${cells.join('')}</g></svg>`;
}

/** The green-white-green flag, as a band on the voter's card. */
export function flag(width: number, height: number): string {
  return `<svg width="${width}" height="${height}" viewBox="0 0 3 2" preserveAspectRatio="none"><rect width="1" height="2" fill="#008751"/><rect x="1" width="1" height="2" fill="#fff"/><rect x="2" width="1" height="2" fill="#008751"/></svg>`;
}
