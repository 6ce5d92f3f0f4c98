import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk, a
 * wooden table, a painted window sill, a speckled kitchen counter, a bus seat's fabric), the page
 * placed by the pose's homography and, in the page's plane, a window blind's bands of shade (they
 * fall on the sill round the page too). The rolling shutter, blur, lens haze, light, noise and JPEG
 * come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

function backgroundCss(kind: CaptureParams['background'], rng: Rng): string {
  switch (kind) {
    case 'scan':
      return '#fbfbfa';
    case 'desk':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#d3cdc0', '#c6ccd2', '#ddd4c2'])}, ${rng.pick(['#b1ab9d', '#a5acb3'])})`;
    case 'table': {
      const base = rng.pick(['#8c5b37', '#a26d42', '#6f482e']);
      return `repeating-linear-gradient(${f(rng.range(85, 95))}deg, rgba(0,0,0,0.06) 0 5px, rgba(255,255,255,0.05) 5px 13px, rgba(0,0,0,0.03) 13px 21px), linear-gradient(${f(rng.range(0, 40))}deg, ${base}, #543621)`;
    }
    case 'sill':
      return `repeating-linear-gradient(${f(rng.range(-4, 4))}deg, rgba(0,0,0,0.035) 0 3px, rgba(255,255,255,0.04) 3px 11px), linear-gradient(${f(rng.range(160, 200))}deg, ${rng.pick(['#efe9dc', '#e6e1d6', '#f2ecde'])}, ${rng.pick(['#d9d0bd', '#cfc8b8'])})`;
    case 'counter':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#8d8a84', '#a39b8d', '#7c807f'])}, ${rng.pick(['#6d6a65', '#857d70'])})`;
    case 'seat': {
      const base = rng.pick(['#27345e', '#5b1f2c', '#2f3b2f']);
      return `repeating-linear-gradient(45deg, rgba(255,255,255,0.06) 0 4px, transparent 4px 12px), repeating-linear-gradient(-45deg, rgba(0,0,0,0.12) 0 4px, transparent 4px 12px), ${base}`;
    }
  }
}

/** A granite-like speckle for the counter, or a fabric's slubs for the seat. */
function texture(kind: CaptureParams['background'], W: number, H: number, rng: Rng): string {
  if (kind === 'counter') {
    const dots: string[] = [];
    for (let k = 0; k < 1400; k++) dots.push(`<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H))}" r="${f(rng.range(0.8, 3.2))}" fill="${rng.pick(['#2b2a28', '#d9d4ca', '#5b5650', '#b8ab96'])}" opacity="${rng.range(0.35, 0.8).toFixed(2)}"/>`);
    return `<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}">${dots.join('')}</svg>`;
  }
  if (kind === 'seat') {
    const bands: string[] = [];
    for (let y = rng.range(0, 80); y < H; y += rng.range(90, 160)) bands.push(`<rect x="0" y="${f(y)}" width="${W}" height="${f(rng.range(10, 26))}" fill="${rng.pick(['#c9a227', '#8e2b2b', '#dcdcdc'])}" opacity="0.22"/>`);
    return `<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}">${bands.join('')}</svg>`;
  }
  return '';
}

function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

/** The blind's bands of shade, in page coordinates over three times the page (the sill round it is shaded too). */
function blindsSvg(b: NonNullable<CaptureParams['blinds']>, page: Page): string {
  const [w, h] = [page.width, page.height];
  const reach = Math.hypot(w, h) * 1.6;
  const [tr, tg, tb] = b.tint.split(',').map(Number);
  const k = 1 - b.darkness;
  const fill = `rgb(${Math.round(255 * k * (tr ?? 1))},${Math.round(255 * k * (tg ?? 1))},${Math.round(255 * k * (tb ?? 1))})`;
  const rects: string[] = [];
  // Shade where (x cos a + y sin a + phase) mod period < duty·period: bands at u = n·period − phase.
  for (let n = Math.floor((-reach + b.phase) / b.period) - 1; n * b.period - b.phase < reach; n++) rects.push(`<rect x="${f(n * b.period - b.phase)}" y="${f(-reach)}" width="${f(b.duty * b.period)}" height="${f(2 * reach)}" fill="${fill}"/>`);
  return `<svg style="position:absolute;left:${f(-w)}px;top:${f(-h)}px;mix-blend-mode:multiply" width="${3 * w}" height="${3 * h}" viewBox="${-w} ${-h} ${3 * w} ${3 * h}"><filter id="bl" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(b.softness)}"/></filter><g filter="url(#bl)"><g transform="rotate(${b.angle.toFixed(2)})">${rects.join('')}</g></g></svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind12-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const Hm = homography(page.width, page.height, p.sceneQuad);
  const flat = p.background === 'scan';
  const docFilter = flat ? 'none' : `drop-shadow(${f(rng.range(-8, 8))}px ${f(rng.range(5, 12))}px ${f(rng.range(8, 18))}px rgba(0,0,0,${rng.range(0.3, 0.5).toFixed(2)}))`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${texture(p.background, W, H, rng)}
${flat ? '' : grain(W, H, rng, 0.1)}
<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(Hm)}">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;filter:${docFilter}">
${p.blinds ? blindsSvg(p.blinds, page) : ''}
</div>
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
