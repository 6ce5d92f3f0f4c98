import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a desk, a table, a cloth, a
 * blurred room behind a held card, a sheet of copy paper), the page placed by the pose's homography,
 * and in the page's plane the ID sleeve around it (film, seam, slot and sheen), or a thumb over it and
 * fingertips behind it, or a photocopy's grey, blur, toner specks and drum streaks. Defocus, flicker
 * bands, light, noise and JPEG come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

function backgroundCss(kind: CaptureParams['background'], rng: Rng): string {
  switch (kind) {
    case 'desk':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#d9d4c8', '#c8ccd0', '#e0d8c6'])}, ${rng.pick(['#b9b3a6', '#a9b0b6'])})`;
    case 'wood': {
      const base = rng.pick(['#7d5232', '#94643b', '#65412a']);
      return `repeating-linear-gradient(${f(rng.range(-5, 5))}deg, rgba(0,0,0,0.07) 0 4px, rgba(255,255,255,0.05) 4px 11px, rgba(0,0,0,0.04) 11px 17px), linear-gradient(${f(rng.range(0, 40))}deg, ${base}, #4c301c)`;
    }
    case 'cloth': {
      const c = rng.pick(['#3b5d7a', '#7a3b4f', '#4f6b3b', '#6b5a3b']);
      return `repeating-linear-gradient(0deg, rgba(255,255,255,0.05) 0 3px, transparent 3px 6px), repeating-linear-gradient(90deg, rgba(0,0,0,0.07) 0 3px, transparent 3px 6px), ${c}`;
    }
    case 'room':
      return `linear-gradient(180deg, ${rng.pick(['#cdb89a', '#a9b8c4', '#d6c7b5'])}, ${rng.pick(['#8a7a66', '#6f7c86'])})`;
    case 'copy-paper':
      return '#f4f4f1';
  }
}

/** A room behind a card held up: a window, shelves of books, a plant, a lamp, all out of focus. */
function room(W: number, H: number, rng: Rng): string {
  const parts: string[] = [];
  const wx = rng.range(0, W * 0.6);
  parts.push(`<div style="position:absolute;left:${f(wx)}px;top:${f(rng.range(-50, 80))}px;width:${f(rng.range(300, 520))}px;height:${f(rng.range(400, 620))}px;background:linear-gradient(180deg, #f4f8fb, #d7e6ef);box-shadow:0 0 0 18px #e9e4da"></div>`);
  const sx = rng.range(W * 0.3, W * 0.8);
  for (let shelf = 0; shelf < 3; shelf++) {
    const y = rng.range(150, 250) + shelf * rng.range(230, 290);
    parts.push(`<div style="position:absolute;left:${f(sx)}px;top:${f(y + 150)}px;width:600px;height:16px;background:#6b4a2e"></div>`);
    let x = sx + 10;
    while (x < sx + 580) {
      const bw = rng.range(18, 44);
      const bh = rng.range(100, 150);
      parts.push(`<div style="position:absolute;left:${f(x)}px;top:${f(y + 150 - bh)}px;width:${f(bw)}px;height:${f(bh)}px;background:${rng.pick(['#b03a2e', '#1f618d', '#d4ac0d', '#117a65', '#6c3483', '#e67e22', '#2c3e50', '#f0e6d2'])}"></div>`);
      x += bw + rng.range(1, 6);
    }
  }
  for (let k = 0; k < 9; k++) parts.push(`<div style="position:absolute;left:${f(rng.range(0, W * 0.35))}px;top:${f(rng.range(H * 0.55, H))}px;width:${f(rng.range(80, 160))}px;height:${f(rng.range(60, 120))}px;border-radius:50%;background:${rng.pick(['#2e7d32', '#388e3c', '#1b5e20', '#558b2f'])}"></div>`);
  parts.push(`<div style="position:absolute;left:${f(rng.range(W * 0.6, W * 0.9))}px;top:${f(rng.range(0, 120))}px;width:180px;height:180px;border-radius:50%;background:radial-gradient(circle, #fffbe6 0 30%, rgba(255,240,200,0) 70%)"></div>`);
  return `<div style="position:absolute;inset:-40px;filter:blur(${f(rng.range(7, 12))}px)">${parts.join('')}</div>`;
}

/** A grain over the surface so it is not a flat gradient. */
function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

/** A finger as a capsule (page px): from its tip's centre outwards at `angle`, with a nail near the tip when it is in front. */
function finger(tip: [number, number], angle: number, r: number, skin: string, nail: boolean, len: number): string {
  const nailEl = nail ? `<div style="position:absolute;left:${f(r * 0.2)}px;top:${f(-r * 0.55)}px;width:${f(r * 0.95)}px;height:${f(r * 1.1)}px;border-radius:${f(r * 0.5)}px ${f(r * 0.3)}px ${f(r * 0.3)}px ${f(r * 0.5)}px;background:linear-gradient(90deg, rgba(255,235,225,0.55), rgba(240,200,190,0.35))"></div>` : '';
  // Drawn pointing left from its tip (the nail side is the tip side), turned to come from `angle`.
  return `<div style="position:absolute;left:${f(tip[0] - r)}px;top:${f(tip[1] - r)}px;width:${f(len)}px;height:${f(2 * r)}px;transform-origin:${f(r)}px ${f(r)}px;transform:rotate(${f(angle)}deg);border-radius:${f(r)}px;background:linear-gradient(180deg, rgba(255,255,255,0.14), rgba(255,255,255,0) 35%, rgba(0,0,0,0) 60%, rgba(0,0,0,0.3)), ${skin};box-shadow:0 6px 14px rgba(0,0,0,0.35)">${nailEl}</div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind10-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const Hm = homography(page.width, page.height, p.sceneQuad);
  const under: string[] = [];
  const on: string[] = [];
  const over: string[] = [];
  let docFilter = `drop-shadow(${f(rng.range(-8, 8))}px ${f(rng.range(6, 14))}px ${f(rng.range(10, 20))}px rgba(0,0,0,${rng.range(0.3, 0.5).toFixed(2)}))`;

  if (p.sleeve) {
    const s = p.sleeve;
    const m = s.margin;
    // The sleeve under the card: a clear pocket a little larger, its welded seam, the slot for a lanyard clip above.
    under.push(`<div style="position:absolute;left:${f(-m)}px;top:${f(-m - s.slot)}px;width:${f(page.width + 2 * m)}px;height:${f(page.height + 2 * m + s.slot)}px;border-radius:${f(m * 0.8)}px;background:rgba(235,242,248,0.28);border:3px solid rgba(255,255,255,0.55);box-shadow:0 8px 18px rgba(0,0,0,0.3), inset 0 0 0 ${f(m * 0.35)}px rgba(255,255,255,0.12)"></div>`);
    if (s.slot > 0) under.push(`<div style="position:absolute;left:${f(page.width / 2 - page.width * 0.09)}px;top:${f(-m - s.slot * 0.7)}px;width:${f(page.width * 0.18)}px;height:${f(s.slot * 0.35)}px;border-radius:${f(s.slot * 0.2)}px;background:rgba(0,0,0,0.35);border:2px solid rgba(255,255,255,0.6)"></div>`);
    // The film over the card, and a broad sheen across it.
    on.push(`<div style="position:absolute;inset:0;border-radius:${page.radius}px;background:${s.tint};opacity:${s.film.toFixed(3)}"></div>`);
    const len = Math.hypot(page.width, page.height) * 1.3;
    const wd = s.sheen.width * Math.hypot(page.width, page.height);
    on.push(`<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px"><div style="position:absolute;left:${f(page.width / 2 - len / 2 + s.sheen.offset * page.width)}px;top:${f(page.height / 2 - wd / 2)}px;width:${f(len)}px;height:${f(wd)}px;transform:rotate(${f(s.sheen.angle)}deg);background:linear-gradient(180deg, rgba(255,255,255,0) 0%, rgba(255,255,255,${(s.sheen.peak * 0.6).toFixed(3)}) 30%, rgba(255,255,255,${s.sheen.peak.toFixed(3)}) 50%, rgba(255,255,255,${(s.sheen.peak * 0.6).toFixed(3)}) 70%, rgba(255,255,255,0) 100%)"></div></div>`);
  }
  if (p.thumb) {
    const t = p.thumb;
    // The hand: its palm beyond the near edge (under the card), four fingers behind the card whose
    // tips show past the far edge, the thumb over the near edge's quiet zone.
    const horizontal = t.edge === 'top' || t.edge === 'bottom';
    const span = horizontal ? page.width : page.height;
    const across = horizontal ? page.height : page.width;
    const out = { left: [-1, 0], right: [1, 0], top: [0, -1], bottom: [0, 1] }[t.edge] as [number, number];
    const nearAt = (u: number, beyond: number): [number, number] =>
      t.edge === 'left' ? [-beyond, u] : t.edge === 'right' ? [page.width + beyond, u] : t.edge === 'top' ? [u, -beyond] : [u, page.height + beyond];
    const tipU = horizontal ? t.tip[0] : t.tip[1];
    const us = t.behind.map((b) => b * span);
    const lo = Math.min(tipU, ...us) - t.radius;
    const hi = Math.max(tipU, ...us) + t.radius;
    const palmR = (hi - lo) / 2 + t.radius * 0.4;
    const [pcx, pcy] = nearAt((lo + hi) / 2, palmR * 0.85);
    under.push(`<div style="position:absolute;left:${f(pcx - palmR)}px;top:${f(pcy - palmR * 1.1)}px;width:${f(2 * palmR)}px;height:${f(2.2 * palmR)}px;border-radius:50%;background:radial-gradient(ellipse at 50% 40%, ${t.skin}, ${t.skin} 60%, rgba(0,0,0,0.35)), ${t.skin}"></div>`);
    for (const u of us) {
      const r = t.radius * rng.range(0.78, 0.92);
      const [nx, ny] = nearAt(u, 0);
      // From the fingertip past the far edge back to the palm.
      const tip: [number, number] = [nx - out[0] * (across + r * rng.range(0.1, 0.5)), ny - out[1] * (across + r * rng.range(0.1, 0.5))];
      const length = across + palmR;
      const ang = (Math.atan2(out[1], out[0]) * 180) / Math.PI + rng.range(-4, 4);
      under.push(finger(tip, ang, r, t.skin, false, length));
    }
    on.push(finger(t.tip, t.angle, t.radius, t.skin, true, t.radius * 2 + (horizontal ? Math.min(t.tip[1], page.height - t.tip[1]) : Math.min(t.tip[0], page.width - t.tip[0])) + palmR * 0.8));
  }
  if (p.copy) {
    const c = p.copy;
    // Each generation greys, crushes and softens the page a little more.
    const gen = Array.from({ length: c.generations }, () => `contrast(${Math.sqrt(c.contrast).toFixed(3)}) blur(${c.blur.toFixed(2)}px)`).join(' ');
    docFilter = `grayscale(1) brightness(${c.brightness.toFixed(3)}) ${gen} drop-shadow(0 0 1px rgba(0,0,0,0.7))`;
    const dots: string[] = [];
    for (let i = 0; i < c.specks; i++) dots.push(`<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H))}" r="${rng.range(0.5, 1.5).toFixed(2)}" fill="rgb(${rng.int(20, 90)},${rng.int(20, 90)},${rng.int(20, 90)})" opacity="${rng.range(0.5, 1).toFixed(2)}"/>`);
    over.push(`<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}">${dots.join('')}</svg>`);
    for (const s of c.streaks) over.push(`<div style="position:absolute;left:${f(s.x * W)}px;top:0;width:${f(s.width)}px;height:${H}px;background:rgba(40,40,40,${s.opacity.toFixed(3)})"></div>`);
  }
  const vignette = p.vignette;
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${p.background === 'room' ? room(W, H, rng) : ''}
${p.background === 'copy-paper' ? grain(W, H, rng, 0.05) : p.background === 'room' ? '' : grain(W, H, rng, 0.12)}
<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(Hm)}">
${under.join('\n')}
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;filter:${docFilter}">
${on.join('\n')}
</div>
${over.join('\n')}
${vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
