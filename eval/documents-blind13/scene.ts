import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { CaptureParams, Crease, Panel } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table as the twelfth set draws them for the target captures, a woven raffia mat, a dark
 * bedside table in lamp light, floor tiles), the page's shadow, and the page itself placed piece by
 * piece by each flat panel's homography, each panel lit by its own gain, the creases shaded along
 * the panels' shared edges. The ghost, the colour fringes, blur, light, noise and JPEG come after, in
 * develop.ts.
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
    case 'mat': {
      // Woven raffia: two crossing weaves of straw strips.
      const straw = rng.pick(['#d8b878', '#cfae6c', '#e0c48a']);
      const w = rng.range(14, 22);
      return `repeating-linear-gradient(${f(rng.range(-3, 3))}deg, rgba(90,60,20,0.22) 0 2px, transparent 2px ${f(w)}px), repeating-linear-gradient(${f(90 + rng.range(-3, 3))}deg, rgba(90,60,20,0.18) 0 2px, rgba(255,240,200,0.12) 2px ${f(w / 2)}px, transparent ${f(w / 2)}px ${f(w)}px), linear-gradient(${f(rng.range(0, 360))}deg, ${straw}, #b58f52)`;
    }
    case 'bedside': {
      const wood = rng.pick(['#3b2416', '#4a2c1a', '#2e1d14']);
      return `radial-gradient(ellipse at ${rng.int(20, 80)}% ${rng.int(0, 30)}%, rgba(255,200,120,0.35), rgba(0,0,0,0) 65%), repeating-linear-gradient(${f(rng.range(-4, 4))}deg, rgba(255,255,255,0.04) 0 4px, rgba(0,0,0,0.08) 4px 11px), ${wood}`;
    }
    case 'tiles': {
      const tile = rng.pick(['#d9d4ca', '#c9ced1', '#e2dccf']);
      const size = rng.range(150, 240);
      return `repeating-linear-gradient(0deg, #8d8a84 0 4px, transparent 4px ${f(size)}px), repeating-linear-gradient(90deg, #8d8a84 0 4px, transparent 4px ${f(size)}px), radial-gradient(ellipse at 50% 40%, ${tile}, #a9a59c)`;
    }
  }
}

function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

/** The page's outline as a soft shadow on the surface (the corners of its panels, in order round the page). */
function shadowSvg(p: CaptureParams, rng: Rng): string {
  const q = p.sceneQuad;
  const dx = rng.range(-8, 8);
  const dy = rng.range(5, 12);
  const pts = q.map(([x, y]) => `${f(x + dx)},${f(y + dy)}`).join(' ');
  return `<svg style="position:absolute;left:0;top:0" width="${p.frame.width}" height="${p.frame.height}"><filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(rng.range(8, 16))}"/></filter><polygon points="${pts}" fill="#000" opacity="${rng.range(0.3, 0.45).toFixed(2)}" filter="url(#sh)"/></svg>`;
}

/** The shading of a crease inside one panel: a soft band along each of its edges that is a crease (dark into a valley, pale off a ridge, a thin line at the fold itself). */
function creaseShading(panel: Panel, creases: readonly Crease[], rng: Rng): string {
  const w = panel.x1 - panel.x0;
  const h = panel.y1 - panel.y0;
  const bands: string[] = [];
  for (const c of creases) {
    const width = rng.range(12, 26);
    const ink = c.ridge ? '255,255,255' : '0,0,0';
    const alpha = c.ridge ? rng.range(0.25, 0.4) : rng.range(0.16, 0.28);
    const line = rng.range(0.18, 0.32);
    const edges: [string, number, number, number, number][] = [];
    if (c.axis === 'x' && Math.abs(panel.x0 - c.at) < 1e-6) edges.push(['90deg', 0, 0, width, h]);
    if (c.axis === 'x' && Math.abs(panel.x1 - c.at) < 1e-6) edges.push(['270deg', w - width, 0, width, h]);
    if (c.axis === 'y' && Math.abs(panel.y0 - c.at) < 1e-6) edges.push(['180deg', 0, 0, w, width]);
    if (c.axis === 'y' && Math.abs(panel.y1 - c.at) < 1e-6) edges.push(['0deg', 0, h - width, w, width]);
    for (const [dir, x, y, bw, bh] of edges) {
      bands.push(`<div style="position:absolute;left:${f(x)}px;top:${f(y)}px;width:${f(bw)}px;height:${f(bh)}px;background:linear-gradient(${dir}, rgba(${ink},${alpha.toFixed(2)}), rgba(${ink},0))"></div>`);
      // The fold's own line: a hair of darker ink where the fibres (or the plastic) broke.
      const lx = dir === '270deg' ? w - 1.5 : 0;
      const ly = dir === '0deg' ? h - 1.5 : 0;
      bands.push(`<div style="position:absolute;left:${f(lx)}px;top:${f(ly)}px;width:${f(c.axis === 'x' ? 1.5 : w)}px;height:${f(c.axis === 'y' ? 1.5 : h)}px;background:rgba(40,30,20,${line.toFixed(2)})"></div>`);
    }
  }
  return bands.join('');
}

/** One flat piece of the page: the page image shifted so the piece shows, placed by the piece's homography, lit by its gain (1 px of overlap hides the seams). */
function panelHtml(panel: Panel, page: Page, docUrl: string, creases: readonly Crease[], rng: Rng): string {
  const w = panel.x1 - panel.x0;
  const h = panel.y1 - panel.y0;
  const H = homography(w, h, panel.quad);
  const grow = panel.x0 === 0 && panel.y0 === 0 && panel.x1 === page.width && panel.y1 === page.height ? 0 : 1;
  const gain = panel.shade;
  const overlay = gain < 1 ? `rgba(0,0,0,${(1 - gain).toFixed(3)})` : `rgba(255,255,255,${Math.min(0.6, (gain - 1) * 1.6).toFixed(3)})`;
  return `<div style="position:absolute;left:0;top:0;width:${f(w)}px;height:${f(h)}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;left:${-grow}px;top:${-grow}px;width:${f(w + 2 * grow)}px;height:${f(h + 2 * grow)}px;overflow:hidden">
<img src="${docUrl}" style="position:absolute;left:${f(-panel.x0 + grow)}px;top:${f(-panel.y0 + grow)}px;width:${page.width}px;height:${page.height}px">
${gain !== 1 ? `<div style="position:absolute;left:${grow}px;top:${grow}px;width:${f(w)}px;height:${f(h)}px;background:${overlay};mix-blend-mode:${gain < 1 ? 'multiply' : 'screen'};border-radius:inherit"></div>` : ''}
<div style="position:absolute;left:${grow}px;top:${grow}px;width:${f(w)}px;height:${f(h)}px">${creaseShading(panel, creases, rng)}</div>
</div></div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind13-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const background = backgroundCss(p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${background}">
${flat ? '' : grain(W, H, rng, 0.1)}
${flat ? '' : shadowSvg(p, rng)}
${p.panels.map((panel) => panelHtml(panel, page, docUrl, p.creases, rng)).join('\n')}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
