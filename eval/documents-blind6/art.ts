import { Rng } from './random.js';

/**
 * The printed art the layouts share: a guilloche (fine interlaced curves, the security background of
 * passports and cards), a simplified Nigerian coat of arms, agency roundels and a signature stroke.
 * All SVG in millimetres, drawn from a seed so a document's art is its own and repeats exactly.
 */

export function guilloche(seed: string, w: number, h: number, colours: readonly string[], opts: { waves?: number; rosettes?: number; stroke?: number } = {}): string {
  const rng = new Rng(`${seed}/guilloche`);
  const stroke = opts.stroke ?? 0.09;
  const paths: string[] = [];
  const waves = opts.waves ?? 26;
  const lambda = rng.range(9, 16);
  const amp = rng.range(2.5, 5);
  for (let i = 0; i < waves; i++) {
    const y0 = (h * (i + 0.5)) / waves;
    const phase = i * rng.range(0.18, 0.3);
    let d = '';
    for (let x = -1; x <= w + 1; x += 0.8) {
      const y = y0 + amp * Math.sin((2 * Math.PI * x) / lambda + phase) + amp * 0.4 * Math.sin((2 * Math.PI * x) / (lambda * 2.7) - phase);
      d += `${d ? 'L' : 'M'}${x.toFixed(2)} ${y.toFixed(2)}`;
    }
    paths.push(`<path d="${d}" stroke="${colours[i % colours.length]}" stroke-width="${stroke}" fill="none"/>`);
  }
  const rosettes = opts.rosettes ?? 2;
  for (let r = 0; r < rosettes; r++) {
    const cx = rng.range(w * 0.15, w * 0.85);
    const cy = rng.range(h * 0.2, h * 0.8);
    const R = rng.range(Math.min(w, h) * 0.18, Math.min(w, h) * 0.32);
    const k = rng.int(9, 17);
    for (let j = 0; j < 10; j++) {
      let d = '';
      for (let t = 0; t <= 360; t += 2) {
        const a = (t * Math.PI) / 180;
        const rr = R * (0.78 + 0.22 * Math.sin(k * a + j * 0.35)) + j * 0.25;
        d += `${d ? 'L' : 'M'}${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
      }
      paths.push(`<path d="${d}Z" stroke="${colours[(j + r) % colours.length]}" stroke-width="${stroke}" fill="none"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}mm" height="${h}mm" style="position:absolute;left:0;top:0">${paths.join('')}</svg>`;
}

/** The coat of arms, simplified: eagle, black shield with the white Y of the Niger and Benue, two horses, the motto. */
export function coatOfArms(sizeMm: number, opts: { mono?: string; opacity?: number; font?: string } = {}): string {
  const m = opts.mono;
  const c = (colour: string) => m ?? colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${sizeMm}mm" height="${sizeMm}mm" style="opacity:${opts.opacity ?? 1}">
<path d="M50 6 l7 6 l10 -3 l-6 8 l5 4 l-16 1 z M50 6 l-7 6 l-10 -3 l6 8 l-5 4 l16 1 z" fill="${c('#c1121f')}"/>
<ellipse cx="50" cy="26" rx="16" ry="3" fill="${c('#2d6a4f')}"/>
<path d="M33 30 h34 v26 q0 18 -17 26 q-17 -8 -17 -26z" fill="${c('#111111')}"/>
<path d="M38 33 L50 50 L62 33 M50 50 L50 78" stroke="${m ? '#ffffff' : '#ffffff'}" stroke-width="5" fill="none"/>
<path d="M31 80 q-8 -14 -4 -30 q-6 -4 -3 -12 q6 2 9 8 q4 10 4 34z" fill="${c('#f1f1f1')}" stroke="${c('#555')}" stroke-width="0.8"/>
<path d="M69 80 q8 -14 4 -30 q6 -4 3 -12 q-6 2 -9 8 q-4 10 -4 34z" fill="${c('#f1f1f1')}" stroke="${c('#555')}" stroke-width="0.8"/>
<path d="M20 84 q30 -6 60 0 l-2 6 q-28 -5 -56 0z" fill="${c('#2d6a4f')}"/>
<g fill="${c('#e63946')}"><circle cx="30" cy="84" r="1.6"/><circle cx="40" cy="83" r="1.6"/><circle cx="60" cy="83" r="1.6"/><circle cx="70" cy="84" r="1.6"/></g>
<path d="M14 90 q36 8 72 0 l0 6 q-36 8 -72 0z" fill="${c('#f4f1de')}" stroke="${c('#888')}" stroke-width="0.5"/>
<text x="50" y="95.5" font-size="3.3" text-anchor="middle" fill="${c('#222')}" font-family="'${opts.font ?? 'Tuffy'}'">UNITY AND FAITH, PEACE AND PROGRESS</text>
</svg>`;
}

/** A round agency mark with its initials (the layouts' NIMC, FRSC and INEC marks, drawn, not copied). */
export function roundel(sizeMm: number, letters: string, ring: string, fill: string, ink: string, fontFamily: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${sizeMm}mm" height="${sizeMm}mm">
<circle cx="50" cy="50" r="47" fill="${fill}" stroke="${ring}" stroke-width="6"/>
<circle cx="50" cy="50" r="36" fill="none" stroke="${ring}" stroke-width="1.5"/>
<text x="50" y="${50 + 9}" font-size="${letters.length > 3 ? 22 : 28}" font-weight="700" text-anchor="middle" fill="${ink}" font-family="${fontFamily}">${letters}</text>
</svg>`;
}

/** A handwritten-looking signature stroke. */
export function signature(seed: string, wMm: number, hMm: number, ink = '#1b2a6b'): string {
  const rng = new Rng(`${seed}/signature`);
  let d = `M2 ${hMm * 0.6}`;
  let x = 2;
  while (x < wMm - 4) {
    const nx = x + rng.range(2, 5);
    d += ` Q${(x + nx) / 2} ${rng.range(0, hMm)} ${nx} ${rng.range(hMm * 0.3, hMm * 0.85)}`;
    x = nx;
  }
  d += ` M${rng.range(1, wMm * 0.3)} ${hMm * 0.75} L${rng.range(wMm * 0.6, wMm - 2)} ${hMm * rng.range(0.55, 0.8)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${wMm} ${hMm}" width="${wMm}mm" height="${hMm}mm"><path d="${d}" stroke="${ink}" stroke-width="0.35" fill="none" stroke-linecap="round"/></svg>`;
}

/** A QR-like square of modules (not a real code: nothing in this set reads it). */
export function qrLike(seed: string, sizeMm: number): string {
  const rng = new Rng(`${seed}/qr`);
  const n = 25;
  let cells = '';
  const finder = (x: number, y: number) => `<rect x="${x}" y="${y}" width="7" height="7" fill="#000"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" fill="#000"/>`;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const inFinder = (x < 8 && y < 8) || (x > n - 9 && y < 8) || (x < 8 && y > n - 9);
      if (!inFinder && rng.chance(0.48)) cells += `<rect x="${x}" y="${y}" width="1" height="1" fill="#000"/>`;
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${n + 2} ${n + 2}" width="${sizeMm}mm" height="${sizeMm}mm" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/>${cells}${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</svg>`;
}
