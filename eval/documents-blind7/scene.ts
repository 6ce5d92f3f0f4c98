import type { CaptureParams, Point } from './capture.js';
import { homography, matrix3d } from './capture.js';
import type { Page } from './pages.js';
import { rngOf, seedOf, type Rng } from './random.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface or a room, the document (or
 * a laptop screen showing it) placed by the capture's homography, with its shadow, light fall-off,
 * glare and the hand holding it. The camera's own faults (blur, noise, moiré, JPEG) come after, in
 * develop.ts.
 */

const f = (n: number) => n.toFixed(1);

function backgroundCss(kind: CaptureParams['background'], rng: Rng, woodAngle: number): string {
  switch (kind) {
    case 'wood': {
      // Boards along the grain: the stripes run the way woodGrain stretches its noise.
      const a = woodAngle;
      const tones = rng.pick([
        ['#7a4b26', '#8d5a2e', '#6c4020', '#9a683a'],
        ['#a47348', '#b5845a', '#936238', '#c09065'],
        ['#5a3a22', '#6a4429', '#4d301b', '#734d30'],
      ]);
      return `repeating-linear-gradient(${f(a)}deg, ${tones[0]} 0px, ${tones[1]} ${rng.int(9, 16)}px, ${tones[2]} ${rng.int(20, 30)}px, ${tones[3]} ${rng.int(34, 44)}px, ${tones[0]} ${rng.int(50, 60)}px)`;
    }
    case 'laminate':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#d9d6cf', '#e4e2dc', '#cfd4d8'])}, ${rng.pick(['#c4c0b6', '#bfc5ca', '#d0ccc2'])})`;
    case 'cloth':
      return rng.pick(['#2f4f6f', '#6b2737', '#3d5a3d', '#4a4453', '#7b5a2f']);
    case 'dark-table':
      return `linear-gradient(${f(rng.range(0, 360))}deg, #1d1b19, #2c2925 60%, #1a1817)`;
    case 'office':
      return `linear-gradient(${f(rng.range(0, 360))}deg, #5f6368, #75797e 50%, #55595d)`;
    case 'room':
      return `radial-gradient(circle at ${rng.int(0, 100)}% ${rng.int(0, 40)}%, ${rng.pick(['#e9e2d0', '#d8e4ee', '#f3ead8'])} 0, rgba(0,0,0,0) 45%), radial-gradient(circle at ${rng.int(0, 100)}% ${rng.int(60, 100)}%, ${rng.pick(['#5b4636', '#3d4a5c', '#6a5a48'])} 0, rgba(0,0,0,0) 60%), linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#8c8577', '#6f7a82', '#9a8f7c'])}, ${rng.pick(['#4f4a42', '#3c4249', '#5a5046'])})`;
  }
}

/** Wood grain: noise stretched along the boards, tinted brown, over the stripes. */
function woodGrain(width: number, height: number, rng: Rng, a: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="wood" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.002, 0.004).toFixed(4)} ${rng.range(0.05, 0.09).toFixed(3)}" numOctaves="3" seed="${rng.int(1, 999)}"/><feColorMatrix type="matrix" values="0 0 0 0 0.23  0 0 0 0 0.13  0 0 0 0 0.06  0 0 0 1.4 -0.35"/></filter><rect x="-25%" y="-25%" width="150%" height="150%" filter="url(#wood)" transform="rotate(${f(a)} ${width / 2} ${height / 2})"/></svg>`;
}

/** A fine grain laid over the surface so it is not a flat gradient. */
function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.6, 0.95).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#grain)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

function shade(hex: string, k: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * k)));
  return `rgb(${ch((n >> 16) & 255)},${ch((n >> 8) & 255)},${ch(n & 255)})`;
}

/** A finger as a capsule: rounded tip at `tip`, body `length` long towards `angleDeg`, shaded as a cylinder, with a nail. */
function finger(tip: Point, angleDeg: number, r: number, length: number, skin: string, id: string, nail: boolean): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(skin, 0.72)}"/><stop offset="0.45" stop-color="${shade(skin, 1.08)}"/><stop offset="1" stop-color="${shade(skin, 0.62)}"/></linearGradient><filter id="${id}s"><feGaussianBlur stdDeviation="${f(r * 0.25)}"/></filter></defs>
<g transform="translate(${f(tip[0])},${f(tip[1])}) rotate(${f(angleDeg)})">
<rect x="${f(-r + r * 0.15)}" y="${f(-r + r * 0.25)}" width="${f(length + r)}" height="${f(2 * r)}" rx="${f(r)}" fill="#000" opacity="0.35" filter="url(#${id}s)"/>
<rect x="${f(-r)}" y="${f(-r)}" width="${f(length + r)}" height="${f(2 * r)}" rx="${f(r)}" fill="url(#${id})"/>
${nail ? `<ellipse cx="${f(r * 0.3)}" cy="0" rx="${f(r * 0.62)}" ry="${f(r * 0.6)}" fill="#f3d6c6" opacity="0.55"/><path d="M ${f(r * 0.95)} ${f(-r * 0.5)} Q ${f(r * 1.15)} 0 ${f(r * 0.95)} ${f(r * 0.5)}" stroke="${shade(skin, 0.6)}" stroke-width="${f(r * 0.06)}" fill="none"/>` : ''}
</g>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('scene', p.seed));
  const { width: W, height: H } = p.frame;
  const L = p.layer;
  const Hm = homography(L.width, L.height, p.layerQuad);
  const d = L.docInLayer;
  const radius = (page.radius * d.width) / page.width;
  const pxPerMm = d.width / page.widthMm;
  const over: string[] = [];
  const under: string[] = [];

  if (p.fingersBehind) {
    const r = 8.5 * pxPerMm;
    p.fingersBehind.at.forEach((at, k) => {
      const x = d.x + at * d.width;
      const top = p.fingersBehind?.edge === 'top';
      // Fingertips peek out past the edge; the page covers the rest of each finger.
      const tip: Point = [x, top ? d.y - r * 0.9 : d.y + d.height + r * 0.9];
      under.push(finger(tip, top ? 90 : -90, r, 6 * r, p.fingersBehind?.skin ?? '#8d5a3b', `fb${k}`, true));
    });
  }
  if (p.thumb) {
    const r = (p.thumb.widthMm * pxPerMm) / 2;
    const tip: Point = [d.x + (p.thumb.tip[0] * d.width) / page.width, d.y + (p.thumb.tip[1] * d.height) / page.height];
    over.push(finger(tip, p.thumb.angle, r, 5 * r, p.thumb.skin, 'thumb', true));
  }

  const clipped: string[] = [];
  const sh = p.shading;
  clipped.push(`<div style="position:absolute;inset:0;background:linear-gradient(${f(sh.angle)}deg, rgba(0,0,0,${sh.strength.toFixed(3)}), rgba(0,0,0,0) 75%)"></div>`);
  if (p.glare) {
    const g = p.glare;
    const cx = (g.centre[0] * d.width) / page.width;
    const cy = (g.centre[1] * d.height) / page.height;
    const gl = (g.length * d.width) / page.width;
    const gw = (g.width * d.height) / page.height;
    const ellipse = (w: number, h: number, alpha: number, mid: number, blend: 'screen' | 'normal') =>
      `<div style="position:absolute;left:${f(cx - w / 2)}px;top:${f(cy - h / 2)}px;width:${f(w)}px;height:${f(h)}px;transform:rotate(${f(g.angle)}deg);mix-blend-mode:${blend};background:radial-gradient(ellipse closest-side, rgba(255,253,244,${alpha.toFixed(3)}) 0%, rgba(255,250,236,${(alpha * mid).toFixed(3)}) 45%, rgba(255,250,236,0) 100%)"></div>`;
    clipped.push(ellipse(gl * 2.2, gw * 3.2, g.halo, 0.5, 'screen'));
    // The core is a band with a flat burnt-out middle (a specular reflection whites out what lies under it) and faded ends.
    const white = (a: number) => `rgba(255,253,244,${a.toFixed(3)})`;
    clipped.push(
      `<div style="position:absolute;left:${f(cx - gl / 2)}px;top:${f(cy - gw / 2)}px;width:${f(gl)}px;height:${f(gw)}px;transform:rotate(${f(g.angle)}deg);background:linear-gradient(180deg, ${white(0)} 0%, ${white(g.peak * 0.55)} 25%, ${white(g.peak)} 42%, ${white(g.peak)} 58%, ${white(g.peak * 0.55)} 75%, ${white(0)} 100%);-webkit-mask-image:linear-gradient(90deg, transparent 0%, #000 22%, #000 78%, transparent 100%)"></div>`,
    );
  }

  let layerInner: string;
  if (p.screen) {
    const s = p.screen;
    const light = s.viewerGrey === '#f0f0f0';
    layerInner = `<div style="position:absolute;inset:0;border-radius:${f(s.bezel * 0.8)}px;background:linear-gradient(180deg,#141414,#0b0b0b)"></div>
<div style="position:absolute;left:${f(s.bezel)}px;top:${f(s.bezel)}px;width:${f(L.width - 2 * s.bezel)}px;height:${f(L.height - 2 * s.bezel)}px;background:${s.viewerGrey};filter:brightness(${s.brightness.toFixed(3)});overflow:hidden">
<div style="position:absolute;left:0;top:0;right:0;height:44px;background:${light ? '#dcdcdc' : '#303030'}"></div>
<div class="t" style="position:absolute;left:18px;top:10px;font-family:'Jura';font-size:20px;color:${light ? '#333' : '#d0d0d0'};white-space:nowrap">${s.title}</div>
<img src="${docUrl}" style="position:absolute;left:${f(d.x - s.bezel)}px;top:${f(d.y - s.bezel)}px;width:${f(d.width)}px;height:${f(d.height)}px">
<div style="position:absolute;inset:0;background:linear-gradient(${f(rng.range(20, 70))}deg, rgba(255,255,255,0) 30%, rgba(255,255,255,${rng.range(0.04, 0.1).toFixed(3)}) 50%, rgba(255,255,255,0) 70%)"></div>
</div>`;
  } else {
    layerInner = `<svg style="position:absolute;left:0;top:0;overflow:visible" width="${L.width}" height="${L.height}">${under.join('')}</svg>
<img src="${docUrl}" style="position:absolute;left:${f(d.x)}px;top:${f(d.y)}px;width:${f(d.width)}px;height:${f(d.height)}px;filter:drop-shadow(${f(rng.range(-8, 8))}px ${f(rng.range(6, 16))}px ${f(rng.range(10, 22))}px rgba(0,0,0,${rng.range(0.3, 0.5).toFixed(2)}))">
<div style="position:absolute;left:${f(d.x)}px;top:${f(d.y)}px;width:${f(d.width)}px;height:${f(d.height)}px;border-radius:${f(radius)}px;overflow:hidden">${clipped.join('')}</div>
<svg style="position:absolute;left:0;top:0;overflow:visible" width="${L.width}" height="${L.height}">${over.join('')}</svg>`;
  }

  const vignette = rng.range(0.12, 0.3);
  const woodAngle = rng.range(-20, 20);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng, woodAngle)}">
${p.background === 'wood' ? woodGrain(W, H, rng, woodAngle) : ''}${grain(W, H, rng, p.background === 'room' ? 0.06 : 0.16)}
<div style="position:absolute;left:0;top:0;width:${L.width}px;height:${L.height}px;transform-origin:0 0;transform:${matrix3d(Hm)}">${layerInner}</div>
<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(35, 65)}% ${rng.int(35, 65)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${vignette.toFixed(3)}) 100%)"></div>
</div></body></html>`;
}
