import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk, a
 * table, a car's dashboard with its stitched edge, a blurred room behind a selfie, an ankara print
 * cloth), the page placed by the pose's homography and, in the page's plane, a hard sunlight shadow.
 * Blur, smoothing, light, noise and JPEG come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

function backgroundCss(kind: CaptureParams['background'], rng: Rng): string {
  switch (kind) {
    case 'scan':
      return '#fbfbfa';
    case 'desk':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#d5cfc2', '#c4cad0', '#dcd3c0'])}, ${rng.pick(['#b3ad9f', '#a3aab1'])})`;
    case 'table': {
      const base = rng.pick(['#8a5a36', '#a06c40', '#6e472d']);
      return `repeating-linear-gradient(${f(rng.range(85, 95))}deg, rgba(0,0,0,0.06) 0 5px, rgba(255,255,255,0.05) 5px 13px, rgba(0,0,0,0.03) 13px 21px), linear-gradient(${f(rng.range(0, 40))}deg, ${base}, #533520)`;
    }
    case 'dashboard':
      return `repeating-linear-gradient(45deg, rgba(255,255,255,0.025) 0 2px, transparent 2px 5px), linear-gradient(${f(rng.range(150, 210))}deg, ${rng.pick(['#2b2b2d', '#3a3734', '#26292e'])}, #141414)`;
    case 'room':
      return `linear-gradient(180deg, ${rng.pick(['#cdb89a', '#b9c4cc', '#d8c8b4'])}, ${rng.pick(['#8a7a66', '#6f7c86'])})`;
    case 'ankara':
      return rng.pick(['#d35400', '#1f618d', '#7d3c98', '#b9770e', '#117a65']);
  }
}

/** An ankara (wax print) cloth: bold circles, diamonds and wavy bands in three or four colours. */
function ankara(W: number, H: number, rng: Rng): string {
  const palette = rng.pick([
    ['#f4d03f', '#1a5276', '#c0392b', '#ffffff'],
    ['#e67e22', '#145a32', '#f7dc6f', '#1b2631'],
    ['#8e44ad', '#f1c40f', '#16a085', '#fdfefe'],
    ['#2e86c1', '#f39c12', '#922b21', '#f8f9f9'],
  ]);
  const cell = rng.range(90, 150);
  const parts: string[] = [];
  for (let y = -cell; y < H + cell; y += cell)
    for (let x = -cell; x < W + cell; x += cell) {
      const shift = (Math.round(y / cell) % 2) * cell * 0.5;
      const cx = x + shift;
      parts.push(`<circle cx="${f(cx)}" cy="${f(y)}" r="${f(cell * 0.36)}" fill="${palette[0]}"/><circle cx="${f(cx)}" cy="${f(y)}" r="${f(cell * 0.22)}" fill="${palette[1]}"/><circle cx="${f(cx)}" cy="${f(y)}" r="${f(cell * 0.1)}" fill="${palette[3]}"/>`);
      parts.push(`<path d="M ${f(cx + cell / 2)} ${f(y - cell * 0.2)} L ${f(cx + cell * 0.64)} ${f(y)} L ${f(cx + cell / 2)} ${f(y + cell * 0.2)} L ${f(cx + cell * 0.36)} ${f(y)} Z" fill="${palette[2]}"/>`);
    }
  const tilt = rng.range(-20, 20);
  return `<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}"><g transform="rotate(${f(tilt)} ${W / 2} ${H / 2})">${parts.join('')}</g></svg>`;
}

/** A dashboard's edge: the windscreen's bright band at the far side and a stitched seam. */
function dashboard(W: number, H: number, rng: Rng): string {
  const y = rng.range(H * 0.02, H * 0.08);
  return `<div style="position:absolute;left:0;top:0;width:${W}px;height:${f(y)}px;background:linear-gradient(180deg, #f4f1e8, #cfd8dc)"></div><div style="position:absolute;left:0;top:${f(y + rng.range(20, 50))}px;width:${W}px;height:0;border-top:3px dashed rgba(200,190,170,0.35)"></div>`;
}

/** A room behind a selfie: a wall, a window's light, a shelf, out of focus. */
function room(W: number, H: number, rng: Rng): string {
  const parts: string[] = [];
  parts.push(`<div style="position:absolute;left:${f(rng.range(0, W * 0.6))}px;top:${f(rng.range(-40, 60))}px;width:${f(rng.range(280, 420))}px;height:${f(rng.range(360, 520))}px;background:linear-gradient(180deg, #f6f9fb, #dbe7ee)"></div>`);
  for (let k = 0; k < 6; k++) parts.push(`<div style="position:absolute;left:${f(rng.range(0, W))}px;top:${f(rng.range(H * 0.5, H))}px;width:${f(rng.range(80, 200))}px;height:${f(rng.range(60, 140))}px;border-radius:40%;background:${rng.pick(['#7b5e57', '#b03a2e', '#2e4053', '#d4ac0d', '#566573'])}"></div>`);
  return `<div style="position:absolute;inset:-40px;filter:blur(${f(rng.range(8, 14))}px)">${parts.join('')}</div>`;
}

function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind11-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const Hm = homography(page.width, page.height, p.sceneQuad);
  const on: string[] = [];
  const flat = p.background === 'scan';
  const docFilter = flat ? 'none' : `drop-shadow(${f(rng.range(-8, 8))}px ${f(rng.range(5, 12))}px ${f(rng.range(8, 18))}px rgba(0,0,0,${rng.range(0.3, 0.5).toFixed(2)}))`;
  if (p.shadow) {
    const s = p.shadow;
    // A half-plane in the page's plane, the shaded side beyond the line; a slightly soft edge; it falls on the dashboard round the page too.
    const big = Math.hypot(page.width, page.height) * 1.3;
    const a = (s.angle * Math.PI) / 180;
    const [nx, ny] = [Math.cos(a), Math.sin(a)];
    // The rectangle's near edge lies on the line, centred where the line meets the page's centre's projection.
    const t = s.offset - (page.width / 2) * nx - (page.height / 2) * ny;
    const cx = page.width / 2 + nx * (t + big / 2);
    const cy = page.height / 2 + ny * (t + big / 2);
    on.push(`<div style="position:absolute;left:${f(cx - big / 2)}px;top:${f(cy - big / 2)}px;width:${f(big)}px;height:${f(big)}px;transform:rotate(${f(s.angle)}deg);background:${s.tint};opacity:${s.darkness.toFixed(3)};mix-blend-mode:multiply;filter:blur(${f(s.softness)}px)"></div>`);
  }
  const clip = p.shadow ? `<div style="position:absolute;left:${f(-page.width * 0.25)}px;top:${f(-page.height * 0.25)}px;width:${f(page.width * 1.5)}px;height:${f(page.height * 1.5)}px;overflow:hidden"><div style="position:absolute;left:${f(page.width * 0.25)}px;top:${f(page.height * 0.25)}px">${on.join('')}</div></div>` : '';
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${p.background === 'room' ? room(W, H, rng) : ''}
${p.background === 'ankara' ? ankara(W, H, rng) : ''}
${p.background === 'dashboard' ? dashboard(W, H, rng) : ''}
${flat ? '' : grain(W, H, rng, p.background === 'ankara' ? 0.08 : 0.12)}
<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(Hm)}">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;filter:${docFilter}">
${clip}
</div>
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
