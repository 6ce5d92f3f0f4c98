import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to fourteenth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene; an outdoor plastic table),
 * the page's shadow, the page placed by its homography (an inkjet print cut square, a card rounded),
 * and a tree's dappled shade over everything. Blur, the focus falloff, light, noise and JPEG come
 * after, in develop.ts; the inkjet print is made before, in print.ts.
 */

const f = (n: number) => n.toFixed(1);

function surfaceCss(p: CaptureParams, rng: Rng): string {
  if (p.background !== 'plastic') return backgroundCss(p.background, rng);
  // A moulded plastic garden table, its faint ribs.
  const base = rng.pick(['#e9e6df', '#cfd9cf', '#d8c9b4', '#c7d3de']);
  return `repeating-linear-gradient(${f(rng.range(0, 180))}deg, rgba(0,0,0,0.035) 0 3px, rgba(255,255,255,0.05) 3px 22px), linear-gradient(${f(rng.range(0, 360))}deg, ${base}, #a8aaa4)`;
}

/** The page placed by its homography: rounded like the card it is, square when it is a print cut from paper. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  const radius = p.inkjet ? 0 : page.radius;
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
</div></div>`;
}

/** A tree's dappled shade over the frame: the shade multiplied darker and bluer everywhere but the soft flecks of sun. */
function shadeHtml(p: CaptureParams): string {
  const s = p.shade;
  if (!s) return '';
  const { width: W, height: H } = p.frame;
  const r = Math.round(255 * (1 - s.darkness));
  const g = Math.round(255 * Math.min(1, 1 - s.darkness + s.blue / 2));
  const b = Math.round(255 * Math.min(1, 1 - s.darkness + s.blue));
  const flecks = s.flecks.map((q) => `<ellipse cx="${f(q.x)}" cy="${f(q.y)}" rx="${f(q.rx)}" ry="${f(q.ry)}" transform="rotate(${f(q.angle)} ${f(q.x)} ${f(q.y)})"/>`).join('');
  return `<svg style="position:absolute;left:0;top:0;mix-blend-mode:multiply" width="${W}" height="${H}"><defs><filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(s.softness)}"/></filter><mask id="sun" maskUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#fff"/><g fill="#000" filter="url(#soft)">${flecks}</g></mask></defs><rect width="${W}" height="${H}" fill="rgb(${r},${g},${b})" mask="url(#sun)"/></svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind15-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const background = surfaceCss(p, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${background}">
${flat ? '' : grain(W, H, rng, 0.1)}
${flat ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${shadeHtml(p)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
