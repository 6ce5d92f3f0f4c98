import { Rng } from './random.js';

/**
 * The printed furniture of the documents, as SVG strings: a simplified Nigerian coat of arms, the
 * issuers' marks, guilloche backgrounds, a QR-like block, a contact chip, signatures. None carries
 * text, so nothing here can be misread as a field.
 */

/** The coat of arms (eagle, black shield with the white Y of the Niger and Benue, two horses, costus flowers), viewBox 100 x 100. */
export function coatOfArms(options: { monochrome?: string } = {}): string {
  const m = options.monochrome;
  const c = (colour: string) => m ?? colour;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <path d="M50 6 L58 14 L70 12 L62 20 L66 26 L50 22 L34 26 L38 20 L30 12 L42 14 Z" fill="${c('#c0262d')}"/>
  <rect x="33" y="24" width="34" height="5" rx="2" fill="${c('#2e7d32')}"/>
  <path d="M34 30 H66 V58 C66 70 58 76 50 80 C42 76 34 70 34 58 Z" fill="${m ? 'none' : '#111'}" stroke="${c('#111')}" stroke-width="${m ? 3 : 1}"/>
  <path d="M38 34 L50 52 L62 34 M50 52 V74" stroke="${m ? m : '#fff'}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M16 78 C14 60 18 44 26 36 C28 32 32 30 33 34 C30 40 32 48 33 56 C30 64 26 70 24 78 Z" fill="${m ? 'none' : '#f4f4f4'}" stroke="${c('#555')}" stroke-width="1.4"/>
  <path d="M84 78 C86 60 82 44 74 36 C72 32 68 30 67 34 C70 40 68 48 67 56 C70 64 74 70 76 78 Z" fill="${m ? 'none' : '#f4f4f4'}" stroke="${c('#555')}" stroke-width="1.4"/>
  <path d="M10 86 Q50 76 90 86 L90 92 Q50 84 10 92 Z" fill="${c('#2e7d32')}"/>
  <circle cx="22" cy="84" r="3" fill="${c('#e8a317')}"/><circle cx="36" cy="81" r="3" fill="${c('#e8a317')}"/>
  <circle cx="64" cy="81" r="3" fill="${c('#e8a317')}"/><circle cx="78" cy="84" r="3" fill="${c('#e8a317')}"/>
  <path d="M18 95 Q50 88 82 95" stroke="${c('#c9a227')}" stroke-width="3" fill="none"/>
</svg>`;
}

/** A road-safety ring mark (the FRSC's is a ring with a wheel), viewBox 100 x 100. */
export function ringMark(colour: string, accent: string): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `<line x1="${50 + 12 * Math.cos(a)}" y1="${50 + 12 * Math.sin(a)}" x2="${50 + 28 * Math.cos(a)}" y2="${50 + 28 * Math.sin(a)}" stroke="${colour}" stroke-width="4"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <circle cx="50" cy="50" r="46" fill="${accent}" stroke="${colour}" stroke-width="5"/>
  <circle cx="50" cy="50" r="30" fill="none" stroke="${colour}" stroke-width="5"/>
  <circle cx="50" cy="50" r="10" fill="${colour}"/>${spokes}
</svg>`;
}

/** The electoral commission's mark: a ballot box with a paper going in, in a green ring. */
export function ballotMark(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <circle cx="50" cy="50" r="47" fill="#fff" stroke="#0b7a3b" stroke-width="6"/>
  <rect x="26" y="46" width="48" height="32" rx="3" fill="#0b7a3b"/>
  <rect x="38" y="44" width="24" height="4" fill="#fff"/>
  <rect x="42" y="20" width="16" height="28" fill="#fff" stroke="#0b7a3b" stroke-width="3" transform="rotate(8 50 34)"/>
</svg>`;
}

/** Interlaced sine bands like the guilloche of security printing, over a width x height box (px). */
export function guilloche(seed: string, width: number, height: number, colours: string[]): string {
  const rng = new Rng(`guilloche/${seed}`);
  const paths: string[] = [];
  const bands = rng.int(3, 5);
  for (let b = 0; b < bands; b++) {
    const y0 = rng.range(0.1, 0.9) * height;
    const amp = rng.range(0.05, 0.2) * height;
    const wave = rng.range(0.6, 2.2);
    const colour = rng.pick(colours);
    for (let k = 0; k < 14; k++) {
      const phase = k * 0.22 + rng.range(0, 0.05);
      const pts: string[] = [];
      for (let i = 0; i <= 90; i++) {
        const x = (i / 90) * width;
        const y = y0 + amp * Math.sin(((2 * Math.PI * wave * i) / 90) + phase) * Math.cos(((Math.PI * i) / 90) * 1.3 + k * 0.15);
        pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
      }
      paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="0.6"/>`);
    }
  }
  // A rosette, as on most ID backgrounds.
  const rx = rng.range(0.55, 0.85) * width;
  const ry = rng.range(0.3, 0.7) * height;
  const r = Math.min(width, height) * rng.range(0.18, 0.3);
  for (let k = 0; k < 24; k++) {
    const pts: string[] = [];
    for (let i = 0; i <= 120; i++) {
      const a = (i / 120) * 2 * Math.PI;
      const rr = r * (0.7 + 0.3 * Math.sin(7 * a + (k * Math.PI) / 12));
      pts.push(`${(rx + rr * Math.cos(a)).toFixed(1)},${(ry + rr * Math.sin(a)).toFixed(1)}`);
    }
    paths.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${colours[k % colours.length]}" stroke-width="0.5"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="100%" height="100%">${paths.join('')}</svg>`;
}

/** A QR-looking block (finder squares, random modules); it encodes nothing, as a reader would not need it. */
export function qrBlock(seed: string): string {
  const rng = new Rng(`qr/${seed}`);
  const n = 29;
  const cells: string[] = [];
  const finder = (x: number, y: number) => x >= 0 && x < 7 && y >= 0 && y < 7;
  const inFinder = (x: number, y: number) => finder(x, y) || finder(x - (n - 7), y) || finder(x, y - (n - 7));
  const sep = (x: number, y: number) => (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (sep(x, y) && !inFinder(x, y)) continue;
      if (inFinder(x, y)) {
        const lx = x >= n - 7 ? x - (n - 7) : x;
        const ly = y >= n - 7 ? y - (n - 7) : y;
        const ring = lx === 0 || ly === 0 || lx === 6 || ly === 6;
        const core = lx >= 2 && lx <= 4 && ly >= 2 && ly <= 4;
        if (ring || core) cells.push(`M${x} ${y}h1v1h-1z`);
      } else if (rng.chance(0.5)) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 ${n + 2} ${n + 2}" width="100%" height="100%" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/><path d="${cells.join('')}" fill="#111"/></svg>`;
}

/**
 * A contact chip, viewBox 100 x 80. Flat fills only: an SVG gradient here was drawn with one pixel
 * different now and then, which breaks "one seed, one image".
 */
export function chip(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 80" width="100%" height="100%">
  <rect x="2" y="2" width="96" height="76" rx="14" fill="#d9b865" stroke="#9c7a2c" stroke-width="2"/>
  <path d="M8 6 H60 L30 74 H16 Q6 74 6 64 V16 Q6 6 16 6 Z" fill="#f3dc95" opacity="0.45"/>
  <path d="M2 27 H34 V2 M2 53 H34 V78 M98 27 H66 V2 M98 53 H66 V78 M34 27 H66 M34 53 H66 M50 27 V53" stroke="#9c7a2c" stroke-width="2.4" fill="none"/>
</svg>`;
}

/** A handwritten-looking signature stroke, viewBox 200 x 60. */
export function signature(seed: string, colour = '#1b2a6b'): string {
  const rng = new Rng(`signature/${seed}`);
  let d = `M ${rng.range(6, 16)} ${rng.range(30, 44)}`;
  let x = 14;
  while (x < 180) {
    const dx = rng.range(10, 26);
    d += ` C ${x + dx * 0.3} ${rng.range(4, 30)}, ${x + dx * 0.7} ${rng.range(30, 58)}, ${x + dx} ${rng.range(18, 44)}`;
    x += dx;
  }
  d += ` M ${rng.range(20, 60)} ${rng.range(46, 54)} Q 100 ${rng.range(40, 58)} ${rng.range(140, 190)} ${rng.range(36, 50)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="100%" height="100%"><path d="${d}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/></svg>`;
}

/** A one-dimensional barcode-like strip (PVCs and licences carry one), viewBox 200 x 30. */
export function barStrip(seed: string): string {
  const rng = new Rng(`bars/${seed}`);
  const bars: string[] = [];
  let x = 2;
  while (x < 196) {
    const w = rng.pick([1, 1, 2, 3]);
    if (rng.chance(0.55)) bars.push(`<rect x="${x}" y="0" width="${w}" height="30" fill="#111"/>`);
    x += w + rng.pick([1, 1, 2]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 30" width="100%" height="100%" preserveAspectRatio="none" shape-rendering="crispEdges">${bars.join('')}</svg>`;
}
