import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { CaptureParams, Dust } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to sixteenth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene; a plastic market-stall
 * table), the page's shadow, the page placed by its homography with the harmattan's dust lying on it,
 * and the cracked camera glass over everything. The umbrella's coloured light, blur, light, noise and
 * JPEG come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

/** A plastic stall table: one moulded colour, a faint sheen and the moulding's fine texture. */
function stallCss(rng: Rng): string {
  const plastic = rng.pick(['#e9e7e1', '#d7dde6', '#e3d9c9', '#cfd8cf']);
  return `radial-gradient(ellipse at ${rng.int(20, 80)}% ${rng.int(20, 80)}%, rgba(255,255,255,0.22) 0 18%, transparent 55%), repeating-linear-gradient(${f(rng.range(0, 180))}deg, rgba(0,0,0,0.025) 0 2px, transparent 2px 6px), linear-gradient(${f(rng.range(0, 360))}deg, ${plastic}, #b9b9b2)`;
}

/** The dust lying on the page (page px): a film, specks and fibres, drawn over the page itself. */
function dustSvg(dust: Dust, page: Page): string {
  const [r, g, b] = dust.film.color;
  const specks = dust.specks.map((s) => `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${s.r.toFixed(2)}" fill="${s.light ? '#f4ecdc' : '#5a4a36'}" opacity="${s.alpha.toFixed(2)}"/>`).join('');
  const fibres = dust.fibres.map((q) => `<path d="M ${f(q.x0)} ${f(q.y0)} Q ${f(q.cx)} ${f(q.cy)} ${f(q.x1)} ${f(q.y1)}" stroke="#4a3f33" stroke-width="${q.width.toFixed(2)}" fill="none" opacity="${q.alpha.toFixed(2)}"/>`).join('');
  return `<svg style="position:absolute;left:0;top:0" width="${page.width}" height="${page.height}"><rect width="${page.width}" height="${page.height}" fill="rgb(${r},${g},${b})" opacity="${dust.film.alpha.toFixed(3)}"/>${specks}${fibres}</svg>`;
}

/** The page placed by its homography: rounded like the card it is, dusty where the capture says so. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
${p.dust ? dustSvg(p.dust, page) : ''}
</div></div>`;
}

/** The cracked camera glass (frame px): a haze along each crack, a dark line beside a bright one, and a faint veil of scattered light. */
function cracksSvg(p: CaptureParams): string {
  if (!p.cracks) return '';
  const { width: W, height: H } = p.frame;
  const path = (pts: readonly (readonly [number, number])[], dx = 0, dy = 0) => pts.map(([x, y], k) => `${k ? 'L' : 'M'} ${f(x + dx)} ${f(y + dy)}`).join(' ');
  const lines = p.cracks.lines
    .map(
      (c) =>
        `<path d="${path(c.points)}" stroke="#ffffff" stroke-width="${f(c.width * 7)}" fill="none" opacity="${c.haze.toFixed(3)}" filter="url(#haze)" stroke-linejoin="round"/>` +
        `<path d="${path(c.points, 0.9, 0.9)}" stroke="#000000" stroke-width="${c.width.toFixed(2)}" fill="none" opacity="${c.dark.toFixed(3)}" stroke-linejoin="round"/>` +
        `<path d="${path(c.points)}" stroke="#ffffff" stroke-width="${c.width.toFixed(2)}" fill="none" opacity="${c.bright.toFixed(3)}" stroke-linejoin="round"/>`,
    )
    .join('');
  return `<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}"><filter id="haze" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter><rect width="${W}" height="${H}" fill="#ffffff" opacity="${p.cracks.veil.toFixed(3)}"/>${lines}</svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind17-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const background = p.background === 'stall' ? stallCss(rng) : backgroundCss(p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${background}">
${flat ? '' : grain(W, H, rng, 0.1)}
${flat ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
${cracksSvg(p)}
</div></body></html>`;
}
