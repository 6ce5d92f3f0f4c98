import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface, the (possibly curled) page
 * placed by the pose's homography with its shadow, the plastic sleeve and the flash hotspot on it,
 * or the phone's shadow across it. The lens (barrel, depth of field), exposure, flash fall-off,
 * noise, noise reduction and JPEG come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

function backgroundCss(kind: CaptureParams['background'], rng: Rng): string {
  switch (kind) {
    case 'gingham': {
      const c = rng.pick(['rgba(180,40,40,0.45)', 'rgba(40,90,170,0.45)', 'rgba(40,130,70,0.45)']);
      const s = rng.int(28, 46);
      return `repeating-linear-gradient(0deg, ${c} 0 ${s}px, transparent ${s}px ${2 * s}px), repeating-linear-gradient(90deg, ${c} 0 ${s}px, #f3efe6 ${s}px ${2 * s}px)`;
    }
    case 'concrete':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#9a9893', '#a7a39b', '#8f9196'])}, ${rng.pick(['#b8b5ae', '#c2beb5', '#a9acb0'])})`;
    case 'denim':
      return `repeating-linear-gradient(${f(rng.range(30, 60))}deg, #2d4a6e 0 2px, #34547c 2px 4px, #27405f 4px 6px)`;
    case 'dark-desk':
      return `linear-gradient(${f(rng.range(0, 360))}deg, #1b1a1c, #262427 55%, #161517)`;
    case 'tiles': {
      const s = rng.int(140, 220);
      return `repeating-linear-gradient(0deg, #bdb6a8 0 3px, transparent 3px ${s}px), repeating-linear-gradient(90deg, #bdb6a8 0 3px, ${rng.pick(['#e8e1d2', '#dfe3e6', '#efe7da'])} 3px ${s}px)`;
    }
  }
}

/** Grain over the surface so it is not a flat gradient. */
function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind8-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const Hm = homography(page.width, page.height, p.sceneQuad);
  const pxPerMm = page.width / page.widthMm;
  const on: string[] = [];

  if (p.shadow) {
    // The phone's shadow: a soft warm-dark rounded block inside its quiet zone (inset by its blur, so the soft edge stays there too).
    const sh = p.shadow;
    const z = sh.zone;
    const zw = (z.x1 - z.x0) * page.width;
    const zh = (z.y1 - z.y0) * page.height;
    // A thin zone keeps a thinner soft edge, so the block inside it stays more than half its size.
    const blur = Math.min(sh.softness * page.width, 0.2 * Math.min(zw, zh));
    const x0 = z.x0 * page.width + blur;
    const y0 = z.y0 * page.height + blur;
    const w = zw - 2 * blur;
    const h = zh - 2 * blur;
    // Mostly grey: a shadow under warm sunlight keeps a little more red than blue.
    const m = sh.warm.map((wch) => Math.round(255 * Math.max(0, 1 - sh.strength * (1.25 - 0.35 * wch))));
    on.push(`<div style="position:absolute;left:${f(x0)}px;top:${f(y0)}px;width:${f(w)}px;height:${f(h)}px;border-radius:${f(Math.min(w, h) * 0.2)}px;background:rgb(${m.join(',')});mix-blend-mode:multiply;filter:blur(${f(blur / 2)}px)"></div>`);
  }
  if (p.sleeve) {
    const s = p.sleeve;
    const m = s.marginMm * pxPerMm;
    on.push(`<div style="position:absolute;left:${f(-m)}px;top:${f(-m)}px;width:${f(page.width + 2 * m)}px;height:${f(page.height + 2 * m)}px;border-radius:${f(m * 0.6)}px;background:rgba(255,255,255,${s.haze.toFixed(3)});box-shadow:inset 0 0 0 ${f(Math.max(2, m * 0.12))}px rgba(255,255,255,${s.edge.toFixed(3)}), 0 0 ${f(m)}px rgba(0,0,0,0.25)"></div>`);
    // Faint streaks of the sleeve's scuffs catching the flash.
    on.push(`<div style="position:absolute;left:${f(-m)}px;top:${f(-m)}px;width:${f(page.width + 2 * m)}px;height:${f(page.height + 2 * m)}px;background:repeating-linear-gradient(${f(s.streakAngle)}deg, rgba(255,255,255,0) 0 ${rng.int(40, 90)}px, rgba(255,255,255,0.05) ${rng.int(91, 96)}px, rgba(255,255,255,0) ${rng.int(97, 110)}px)"></div>`);
  }
  if (p.hotspot) {
    const g = p.hotspot;
    const [cx, cy] = g.centre;
    on.push(`<div style="position:absolute;left:${f(cx - g.halo)}px;top:${f(cy - g.halo)}px;width:${f(2 * g.halo)}px;height:${f(2 * g.halo)}px;border-radius:50%;mix-blend-mode:screen;background:radial-gradient(circle closest-side, rgba(255,255,250,${g.haloAlpha.toFixed(3)}) 0%, rgba(255,255,250,${(g.haloAlpha * 0.4).toFixed(3)}) 50%, rgba(255,255,250,0) 100%)"></div>`);
    // The core: flat burnt-out white fading only at its rim (a flash on plastic whites out what lies under it).
    on.push(`<div style="position:absolute;left:${f(cx - g.core)}px;top:${f(cy - g.core)}px;width:${f(2 * g.core)}px;height:${f(2 * g.core)}px;border-radius:50%;background:radial-gradient(circle closest-side, rgba(255,255,252,${g.peak.toFixed(3)}) 0%, rgba(255,255,252,${g.peak.toFixed(3)}) 55%, rgba(255,255,252,${(g.peak * 0.5).toFixed(3)}) 80%, rgba(255,255,252,0) 100%)"></div>`);
  }

  const vignette = rng.range(0.1, 0.25);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${grain(W, H, rng, p.background === 'dark-desk' ? 0.1 : 0.14)}
<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(Hm)}">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;filter:drop-shadow(${f(rng.range(-8, 8))}px ${f(rng.range(6, 14))}px ${f(rng.range(10, 20))}px rgba(0,0,0,${rng.range(0.3, 0.5).toFixed(2)}))">
${on.join('\n')}
</div>
<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 60%, rgba(0,0,0,${vignette.toFixed(3)}) 100%)"></div>
</div></body></html>`;
}
