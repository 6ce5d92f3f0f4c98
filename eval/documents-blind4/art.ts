/**
 * The drawn parts of the fourth blind set's documents (no photographs, no text): portraits, guilloche
 * and security print, a coat of arms, a QR-like code, a chip and a signature, all SVG, seeded.
 */
import type { Blind4Person } from './people.js';
import { Rng } from './random.js';

const SKIN = ['#5a3826', '#6b4430', '#7a4e35', '#4a2f22', '#8a5a3c', '#3f271c', '#734a2f', '#5f3b28'];
const CLOTH = ['#1f3b63', '#6b1f2a', '#2d5a3a', '#d8d4c8', '#3a3a3a', '#8a6d1f', '#4b2a63', '#f2efe6'];
const WRAP = ['#b0246a', '#1d6f8c', '#c47a12', '#3f7d2b', '#7b2b8f'];

/** A drawn head and shoulders, the same for a person on every document (viewBox 300 x 385). */
export function portraitSvg(person: Blind4Person, o: { background: string; mono?: boolean; opacity?: number }): string {
  const r = new Rng(`portrait/${person.key}`);
  const skin = r.pick(SKIN);
  const cloth = r.pick(CLOTH);
  const faceRx = r.range(66, 78);
  const faceRy = r.range(86, 98);
  const cx = 150 + r.range(-6, 6);
  const cy = 170;
  const eyeY = cy - r.range(8, 16);
  const eyeDx = r.range(28, 34);
  const hair = person.sex === 'F' ? r.pick(['gele', 'braids', 'short']) : r.pick(['short', 'low', 'cap']);
  const dark = '#1b1410';
  let top = '';
  if (hair === 'gele') {
    const c = r.pick(WRAP);
    top = `<path d="M${cx - faceRx - 22},${cy - 40} C${cx - 90},${cy - 170} ${cx + 110},${cy - 175} ${cx + faceRx + 26},${cy - 46} C${cx + 40},${cy - 80} ${cx - 40},${cy - 82} ${cx - faceRx - 22},${cy - 40} Z" fill="${c}"/>
<path d="M${cx - 40},${cy - 120} q40,-40 95,-10 q-40,10 -95,10 Z" fill="${c}" opacity="0.8"/>`;
  } else if (hair === 'braids') {
    top = `<path d="M${cx - faceRx - 6},${cy + 10} C${cx - faceRx - 20},${cy - 120} ${cx + faceRx + 20},${cy - 130} ${cx + faceRx + 6},${cy + 10} L${cx + faceRx - 4},${cy - 40} C${cx + 30},${cy - 90} ${cx - 30},${cy - 90} ${cx - faceRx + 4},${cy - 40} Z" fill="${dark}"/>
${Array.from({ length: 7 }, (_, i) => `<path d="M${cx - 60 + i * 20},${cy - 92} q${r.range(-4, 4)},40 ${r.range(-3, 3)},80" stroke="#000" stroke-width="2" fill="none" opacity="0.5"/>`).join('')}`;
  } else if (hair === 'cap') {
    const c = r.pick(['#6b1f2a', '#1f3b63', '#c8b27a', '#2d5a3a']);
    top = `<path d="M${cx - faceRx + 2},${cy - 52} C${cx - faceRx},${cy - 140} ${cx + faceRx + 30},${cy - 150} ${cx + faceRx + 4},${cy - 58} Z" fill="${c}"/><path d="M${cx - faceRx + 2},${cy - 52} L${cx + faceRx + 4},${cy - 58}" stroke="#000" stroke-opacity="0.3" stroke-width="3"/>`;
  } else {
    const h = hair === 'low' ? 8 : 16;
    top = `<path d="M${cx - faceRx - 2},${cy - 30} C${cx - faceRx - 6},${cy - faceRy - h - 20} ${cx + faceRx + 6},${cy - faceRy - h - 20} ${cx + faceRx + 2},${cy - 30} C${cx + 40},${cy - faceRy + 10} ${cx - 40},${cy - faceRy + 10} ${cx - faceRx - 2},${cy - 30} Z" fill="${dark}"/>`;
  }
  const beard = person.sex === 'M' && r.chance(0.4) ? `<path d="M${cx - 40},${cy + 40} q40,${faceRy - 20} 80,0 q-10,30 -40,34 q-30,-4 -40,-34 Z" fill="${dark}" opacity="0.75"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 385" width="100%" height="100%" preserveAspectRatio="xMidYMid slice">
<rect width="300" height="385" fill="${o.background}"/>
<path d="M10,385 C20,300 80,${cy + faceRy + 20} 150,${cy + faceRy + 22} C220,${cy + faceRy + 20} 280,300 290,385 Z" fill="${cloth}"/>
<rect x="${cx - 24}" y="${cy + faceRy - 30}" width="48" height="60" fill="${skin}"/>
<ellipse cx="${cx - faceRx + 2}" cy="${eyeY + 16}" rx="10" ry="18" fill="${skin}"/><ellipse cx="${cx + faceRx - 2}" cy="${eyeY + 16}" rx="10" ry="18" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${faceRx}" ry="${faceRy}" fill="${skin}"/>
${top}
<path d="M${cx - eyeDx - 14},${eyeY - 16} q14,-7 28,0 M${cx + eyeDx - 14},${eyeY - 16} q14,-7 28,0" stroke="${dark}" stroke-width="4" fill="none" stroke-linecap="round"/>
<ellipse cx="${cx - eyeDx}" cy="${eyeY}" rx="11" ry="6" fill="#f1ece4"/><ellipse cx="${cx + eyeDx}" cy="${eyeY}" rx="11" ry="6" fill="#f1ece4"/>
<circle cx="${cx - eyeDx}" cy="${eyeY}" r="4.5" fill="#1a120d"/><circle cx="${cx + eyeDx}" cy="${eyeY}" r="4.5" fill="#1a120d"/>
<path d="M${cx - 4},${eyeY + 8} q-10,${r.range(28, 36)} -2,${r.range(36, 42)} q12,4 18,-2" stroke="#000" stroke-opacity="0.35" stroke-width="3" fill="none"/>
<path d="M${cx - 22},${cy + r.range(44, 52)} q22,${r.range(8, 14)} 44,0" stroke="#3b1d16" stroke-width="6" fill="none" stroke-linecap="round"/>
${beard}
</svg>`;
  const filter = o.mono ? 'filter:grayscale(1) contrast(0.8);' : '';
  return `<div style="width:100%;height:100%;${filter}opacity:${o.opacity ?? 1}">${svg}</div>`;
}

/** Fine-line security print over the whole page: rosettes and wave bands, in one or two inks. */
export function guillocheSvg(seed: string, w: number, h: number, inks: string[], density = 1): string {
  const r = new Rng(`guilloche/${seed}`);
  const paths: string[] = [];
  const rosettes = Math.round(r.int(1, 3) * density);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let k = 0; k < rosettes; k++) {
    // A hypotrochoid with a rational ratio closes on itself: the lathe-cut rosette of security print.
    const cx = r.range(0.15, 0.85) * w;
    const cy = r.range(0.2, 0.8) * h;
    const R = r.range(0.16, 0.32) * h;
    const q = r.int(5, 11);
    let pp = r.int(q + 2, 3 * q);
    while (gcd(pp, q) !== 1) pp++;
    const ink = r.pick(inks);
    for (const ring of [1, 0.82, 0.64]) {
      const rr = (R * q) / pp;
      const d = rr * r.range(0.5, 0.9);
      const pts: string[] = [];
      const n = 1800;
      for (let i = 0; i <= n; i++) {
        const t = (2 * Math.PI * q * i) / n;
        const x = cx + ring * ((R - rr) * Math.cos(t) + d * Math.cos(((R - rr) / rr) * t));
        const y = cy + ring * ((R - rr) * Math.sin(t) - d * Math.sin(((R - rr) / rr) * t));
        pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
      }
      paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${ink}" stroke-width="0.6" opacity="${r.range(0.18, 0.32).toFixed(2)}"/>`);
    }
  }
  const bands = Math.round(r.int(8, 16) * density);
  const amp = r.range(6, 18);
  const period = r.range(60, 160);
  for (let k = 0; k < bands; k++) {
    const y0 = (h * (k + 0.5)) / bands;
    const phase = r.range(0, Math.PI * 2);
    const pts: string[] = [];
    for (let x = 0; x <= w; x += 6) pts.push(`${x},${(y0 + amp * Math.sin((x / period) * 2 * Math.PI + phase) + (amp / 3) * Math.sin((x / (period / 3.1)) * 2 * Math.PI)).toFixed(1)}`);
    paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${r.pick(inks)}" stroke-width="0.6" opacity="0.3"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="position:absolute;left:0;top:0">${paths.join('')}</svg>`;
}

/** A simplified Nigerian coat of arms: black shield with the white wavy Y, red eagle, green base. */
export function coatOfArmsSvg(size: number, mono?: string): string {
  const c = (x: string) => mono ?? x;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<path d="M38,14 q12,-12 24,0 l-4,6 q-8,-5 -16,0 Z" fill="${c('#c0282d')}"/>
<path d="M30,24 h40 v30 q0,22 -20,30 q-20,-8 -20,-30 Z" fill="${c('#1a1a1a')}"/>
<path d="M34,28 q8,14 16,18 q8,-4 16,-18 M50,46 v34" stroke="${mono ? '#fff' : '#f4f4f4'}" stroke-width="6" fill="none" opacity="${mono ? 0.6 : 1}"/>
<path d="M14,40 q4,30 24,44 M86,40 q-4,30 -24,44" stroke="${c('#e9e4d8')}" stroke-width="7" fill="none"/>
<path d="M10,88 q40,-10 80,0 v6 h-80 Z" fill="${c('#2f7d32')}"/>
</svg>`;
}

/** A QR-like block (not decodable): three finder squares and seeded modules. */
export function qrSvg(seed: string, size: number, ink = '#111'): string {
  const r = new Rng(`qr/${seed}`);
  const n = 29;
  const cells: string[] = [];
  const finder = (x: number, y: number) => x < 8 && y < 8 ? [x, y] : x >= n - 8 && y < 8 ? [x - (n - 7), y] : x < 8 && y >= n - 8 ? [x, y - (n - 7)] : null;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const f = finder(x, y);
      let on: boolean;
      if (f) {
        const [fx, fy] = f as [number, number];
        if (fx === 7 || fy === 7 || fx < 0 || fy < 0) on = false;
        else on = fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4);
      } else on = r.chance(0.5);
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1.02" height="1.02"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-2 -2 ${n + 4} ${n + 4}"><rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/><g fill="${ink}">${cells.join('')}</g></svg>`;
}

export function chipSvg(w: number, h: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 90 70"><rect x="1" y="1" width="88" height="68" rx="12" fill="#d6b656" stroke="#8a6d1f" stroke-width="2"/>
<path d="M1,24 h28 v22 h-28 M89,24 h-28 v22 h28 M29,24 q16,-10 32,0 M29,46 q16,10 32,0 M45,1 v16 M45,53 v16" stroke="#8a6d1f" stroke-width="2" fill="none"/></svg>`;
}

/** A handwritten-looking scribble. */
export function signatureSvg(seed: string, w: number, h: number, ink = '#1c2a5a'): string {
  const r = new Rng(`signature/${seed}`);
  let d = `M${(w * 0.05).toFixed(1)},${(h * r.range(0.4, 0.7)).toFixed(1)}`;
  const steps = r.int(5, 8);
  for (let i = 1; i <= steps; i++) {
    const x = (w * (0.05 + (0.9 * i) / steps)).toFixed(1);
    d += ` C${(w * r.range(0, 1)).toFixed(1)},${(h * r.range(0, 0.3)).toFixed(1)} ${(w * r.range(0, 1)).toFixed(1)},${(h * r.range(0.7, 1)).toFixed(1)} ${x},${(h * r.range(0.3, 0.7)).toFixed(1)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><path d="${d}" stroke="${ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/></svg>`;
}
