import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { dogEarTriangles, type CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth and thirteenth sets draw them for the target captures, a shop's
 * speckled counter, an office desk under a glass top with papers beside the page, a leather wallet
 * or denim), the page's shadow, and the page placed by its homography, with its wear (a faded,
 * yellowed, grimy, scratched, stained or dog-eared page) drawn on it and the glass's tint, haze and
 * reflections over everything. Blur, light, noise, the scanner app's warp and enhancement and JPEG
 * come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

export function backgroundCss(kind: CaptureParams['background'], rng: Rng): string {
  switch (kind) {
    case 'scan':
      return '#fbfbfa';
    case 'desk':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#d3cdc0', '#c6ccd2', '#ddd4c2'])}, ${rng.pick(['#b1ab9d', '#a5acb3'])})`;
    case 'table': {
      const base = rng.pick(['#8c5b37', '#a26d42', '#6f482e']);
      return `repeating-linear-gradient(${f(rng.range(85, 95))}deg, rgba(0,0,0,0.06) 0 5px, rgba(255,255,255,0.05) 5px 13px, rgba(0,0,0,0.03) 13px 21px), linear-gradient(${f(rng.range(0, 40))}deg, ${base}, #543621)`;
    }
    case 'counter': {
      // A shop counter's speckled laminate.
      const base = rng.pick(['#cfd6d3', '#e0d7c6', '#c9cfd8']);
      const dots = Array.from({ length: 3 }, () => `radial-gradient(circle at ${rng.int(0, 100)}% ${rng.int(0, 100)}%, rgba(60,60,60,0.18) 0 1px, transparent 1.6px)`);
      return `${dots.map((d, k) => `${d} 0 0/${7 + 5 * k}px ${9 + 4 * k}px`).join(', ')}, linear-gradient(${f(rng.range(0, 360))}deg, ${base}, #a9afab)`;
    }
    case 'glassdesk': {
      // A wooden office desk seen through its glass top.
      const wood = rng.pick(['#7a4e2d', '#8a5a36', '#5e3b22']);
      return `repeating-linear-gradient(${f(rng.range(-4, 4))}deg, rgba(0,0,0,0.07) 0 6px, rgba(255,255,255,0.04) 6px 15px, rgba(0,0,0,0.03) 15px 26px), linear-gradient(${f(rng.range(0, 40))}deg, ${wood}, #3f2716)`;
    }
    case 'leather': {
      const hide = rng.pick(['#5a3a22', '#4a2f1c', '#6b4426']);
      return `radial-gradient(circle at 30% 40%, rgba(255,255,255,0.06) 0 2px, transparent 3px) 0 0/9px 11px, radial-gradient(circle at 70% 60%, rgba(0,0,0,0.12) 0 2px, transparent 3px) 0 0/13px 8px, linear-gradient(${f(rng.range(0, 360))}deg, ${hide}, #2e1d10)`;
    }
    case 'denim': {
      const blue = rng.pick(['#3b5b86', '#2f4a70', '#4a6a96']);
      return `repeating-linear-gradient(45deg, rgba(255,255,255,0.07) 0 1px, transparent 1px 4px), repeating-linear-gradient(-45deg, rgba(0,0,0,0.08) 0 1px, transparent 1px 5px), linear-gradient(${f(rng.range(0, 360))}deg, ${blue}, #1e3050)`;
    }
  }
}

export function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

/** The page's outline as a soft shadow on the surface. */
export function shadowSvg(p: Pick<CaptureParams, 'sceneQuad' | 'frame'>, rng: Rng): string {
  const dx = rng.range(-8, 8);
  const dy = rng.range(5, 12);
  const pts = p.sceneQuad.map(([x, y]) => `${f(x + dx)},${f(y + dy)}`).join(' ');
  return `<svg style="position:absolute;left:0;top:0" width="${p.frame.width}" height="${p.frame.height}"><filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(rng.range(8, 16))}"/></filter><polygon points="${pts}" fill="#000" opacity="${rng.range(0.3, 0.45).toFixed(2)}" filter="url(#sh)"/></svg>`;
}

/** Papers lying under the glass beside the page (a receipt of ruled lines, a photograph, a coloured flyer): no text on them. */
function deskPapers(p: CaptureParams, rng: Rng): string {
  const { width: W, height: H } = p.frame;
  const out: string[] = [];
  for (let k = 0; k < 3; k++) {
    const w = rng.range(220, 420);
    const h = rng.range(160, 380);
    const x = rng.pick([-w * 0.5, W - w * 0.5]) + rng.range(-60, 60);
    const y = rng.range(-h * 0.3, H - h * 0.7);
    const kind = k % 3;
    const fill = kind === 0 ? `repeating-linear-gradient(180deg, #f4f1e8 0 18px, #c9c3b4 18px 19px)` : kind === 1 ? `linear-gradient(${f(rng.range(0, 360))}deg, #6a8caf, #c9a57a)` : `linear-gradient(${f(rng.range(0, 360))}deg, #e8c547, #d9534f)`;
    out.push(`<div style="position:absolute;left:${f(x)}px;top:${f(y)}px;width:${f(w)}px;height:${f(h)}px;background:${fill};transform:rotate(${f(rng.range(-12, 12))}deg);box-shadow:0 2px 6px rgba(0,0,0,0.35)"></div>`);
  }
  return out.join('');
}

/** The wear drawn on the page, in page px: a white veil, yellowing, grime, scratches, stains, the dog-ear's flap. */
function wearHtml(p: CaptureParams, page: Page): string {
  const w = p.wear;
  if (!w) return '';
  const { width: W, height: H } = page;
  const parts: string[] = [];
  parts.push(`<div style="position:absolute;inset:0;background:rgb(${w.yellow.join(',')});mix-blend-mode:multiply;opacity:${w.yellowing.toFixed(3)}"></div>`);
  parts.push(`<div style="position:absolute;inset:0;background:#ffffff;opacity:${w.fade.toFixed(3)}"></div>`);
  const lines = w.scratches.map((s) => `<line x1="${f(s.x0)}" y1="${f(s.y0)}" x2="${f(s.x1)}" y2="${f(s.y1)}" stroke="${s.light ? '#ffffff' : '#3a3a3a'}" stroke-opacity="${s.alpha.toFixed(3)}" stroke-width="${s.width.toFixed(2)}" stroke-linecap="round"/>`);
  const stains = w.stains.map((s) => `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.r)}" fill="rgba(150,105,45,${(s.alpha * 0.35).toFixed(3)})" stroke="rgba(120,80,30,${s.alpha.toFixed(3)})" stroke-width="${f(Math.max(2, s.r * 0.06))}"/>`);
  if (lines.length || stains.length) parts.push(`<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${stains.join('')}${lines.join('')}</svg>`);
  parts.push(`<div style="position:absolute;inset:0;box-shadow:inset 0 0 ${f(w.grimeWidth)}px rgba(70,52,28,${w.grime.toFixed(3)});border-radius:${page.radius}px"></div>`);
  if (w.dogEar) {
    const { flap } = dogEarTriangles(page, w.dogEar);
    const poly = flap.map(([x, y]) => `${f(x)}px ${f(y)}px`).join(', ');
    parts.push(`<div style="position:absolute;inset:0;background:linear-gradient(135deg, #efe9da, #d9d1bd);clip-path:polygon(${poly});filter:drop-shadow(0 0 3px rgba(0,0,0,0.4))"></div>`);
  }
  return parts.join('');
}

/** The page placed by its homography (rounded like the card it is), its wear on it; a dog-eared corner is cut away. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  let clip = '';
  if (p.wear?.dogEar) {
    const { cut } = dogEarTriangles(page, p.wear.dogEar);
    // The page less the folded corner: the outline round the page with the corner's two fold points in place of the corner.
    const corners: [number, number][] = [
      [0, 0],
      [page.width, 0],
      [page.width, page.height],
      [0, page.height],
    ];
    const k = p.wear.dogEar.corner;
    // Walking clockwise: the fold's point on the edge before the corner, then the one on the edge after it.
    const before = k === 0 || k === 2 ? cut[2] : cut[1];
    const after = k === 0 || k === 2 ? cut[1] : cut[2];
    const walk = corners.flatMap((c, i) => (i === k ? [before ?? c, after ?? c] : [c]));
    clip = `clip-path:polygon(${walk.map(([x, y]) => `${f(x)}px ${f(y)}px`).join(', ')});`;
  }
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)};${clip}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
${wearHtml(p, page)}
</div></div>`;
}

/** The glass over the desk: its tint and haze, a window's reflection, the tube's, smudges (frame px). */
function glassHtml(p: CaptureParams): string {
  const g = p.glass;
  if (!g) return '';
  const parts: string[] = [];
  parts.push(`<div style="position:absolute;inset:0;background:rgb(${g.tint.map((v) => Math.round(v * 255)).join(',')});mix-blend-mode:multiply"></div>`);
  parts.push(`<div style="position:absolute;inset:0;background:#ffffff;opacity:${g.haze.toFixed(3)}"></div>`);
  const w = g.window;
  const panes = Array.from({ length: w.panes }, (_, k) => `<div style="position:absolute;left:${f((k * w.width) / w.panes + 6)}px;top:6px;width:${f(w.width / w.panes - 12)}px;height:${f(w.height - 12)}px;background:linear-gradient(180deg, rgba(235,245,255,1), rgba(255,255,255,0.85))"></div>`);
  parts.push(`<div style="position:absolute;left:${f(w.cx - w.width / 2)}px;top:${f(w.cy - w.height / 2)}px;width:${f(w.width)}px;height:${f(w.height)}px;transform:rotate(${f(w.angle)}deg);opacity:${w.strength.toFixed(3)};filter:blur(${f(w.softness)}px);mix-blend-mode:screen">${panes.join('')}</div>`);
  if (g.tube) {
    const t = g.tube;
    const len = Math.hypot(t.x1 - t.x0, t.y1 - t.y0);
    const ang = (Math.atan2(t.y1 - t.y0, t.x1 - t.x0) * 180) / Math.PI;
    parts.push(`<div style="position:absolute;left:${f(t.x0)}px;top:${f(t.y0 - t.width / 2)}px;width:${f(len)}px;height:${f(t.width)}px;transform-origin:0 50%;transform:rotate(${f(ang)}deg);border-radius:${f(t.width / 2)}px;background:#ffffff;opacity:${t.strength.toFixed(3)};filter:blur(2px);box-shadow:0 0 ${f(t.width * 0.8)}px rgba(255,255,255,0.6)"></div>`);
  }
  for (const s of g.smudges) parts.push(`<div style="position:absolute;left:${f(s.x - s.r)}px;top:${f(s.y - s.r)}px;width:${f(2 * s.r)}px;height:${f(2 * s.r)}px;border-radius:50%;background:radial-gradient(circle, rgba(255,255,255,${s.alpha.toFixed(3)}), rgba(255,255,255,0) 70%)"></div>`);
  return parts.join('');
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind14-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const background = backgroundCss(p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${background}">
${flat ? '' : grain(W, H, rng, 0.1)}
${p.background === 'glassdesk' ? deskPapers(p, rng) : ''}
${flat ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${glassHtml(p)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
