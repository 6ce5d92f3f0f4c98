import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { CaptureParams, Tube, Viewer } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to twentieth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene; or a PDF viewer's dark
 * canvas with its bars), the page placed by its homography (inverted by the viewer's dark mode), and
 * the fluorescent tube's reflection over the frame. Blur, light, cast, noise and the JPEG come in
 * develop.ts.
 */

const f = (n: number) => n.toFixed(1);
const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page placed by its homography, rounded like the card it is; a dark reader inverts its colours and turns its hues back. */
function placedPage(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  const dark = p.viewer ? `filter:invert(${p.viewer.invert.toFixed(3)}) hue-rotate(180deg);` : '';
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px;${dark}">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
</div></div>`;
}

/** The viewer's chrome in its dark theme: a status bar with the time, a title bar with a back arrow, the file's name and a menu, and a page pill under the page. */
function viewerChrome(v: Viewer, W: number, rng: Rng): string {
  const font = "font-family:'Arundina Sans';position:absolute;white-space:nowrap;color:#e8e8e8";
  const time = `${rng.int(6, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const bar = Math.max(120, v.barsBottom);
  return `<div style="position:absolute;left:0;top:0;width:${W}px;height:${f(bar)}px;background:#1f1f1f"></div>
<div style="${font};left:32px;top:10px;font-size:28px;font-weight:700">${time}</div>
<div style="position:absolute;right:36px;top:18px;width:44px;height:20px;border:3px solid #e8e8e8;border-radius:5px"><div style="width:${rng.int(25, 95)}%;height:100%;background:#e8e8e8"></div></div>
<svg style="position:absolute;left:28px;top:${f(bar - 78)}px" width="48" height="48"><path d="M 30 8 L 12 24 L 30 40" stroke="#e8e8e8" stroke-width="5" fill="none" stroke-linecap="round"/></svg>
<div style="${font};left:96px;top:${f(bar - 80)}px;font-size:34px">${esc(v.fileName)}</div>
<svg style="position:absolute;right:30px;top:${f(bar - 78)}px" width="20" height="48"><circle cx="10" cy="10" r="4" fill="#e8e8e8"/><circle cx="10" cy="24" r="4" fill="#e8e8e8"/><circle cx="10" cy="38" r="4" fill="#e8e8e8"/></svg>
<div style="position:absolute;left:${W / 2 - 60}px;top:${f(v.pillTop)}px;width:120px;height:52px;border-radius:26px;background:rgba(60,60,60,0.9)"></div>
<div style="${font};left:${W / 2 - 60}px;width:120px;text-align:center;top:${f(v.pillTop + 8)}px;font-size:28px">1 / 1</div>`;
}

/** The tube's long soft reflection: a bright band across the frame at its angle, fading at both edges. */
function tubeHtml(t: Tube, W: number, H: number): string {
  const reach = Math.hypot(W, H);
  return `<div style="position:absolute;left:${f(W / 2 - reach / 2)}px;top:${f(H / 2 + t.offset - t.width / 2)}px;width:${f(reach)}px;height:${f(t.width)}px;transform:rotate(${t.angle.toFixed(2)}deg);transform-origin:50% ${f(t.width / 2 - t.offset)}px;background:linear-gradient(180deg, rgba(255,255,255,0) 0%, rgba(245,255,250,${t.opacity.toFixed(3)}) 50%, rgba(255,255,255,0) 100%)"></div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind21-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan' || p.background === 'viewer';
  const surface = p.viewer ? `rgb(${p.viewer.canvas},${p.viewer.canvas},${p.viewer.canvas})` : backgroundCss(p.background === 'viewer' ? 'scan' : p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${surface}">
${flat ? '' : grain(W, H, rng, 0.1)}
${flat ? '' : shadowSvg(p, rng)}
${placedPage(p, page, docUrl)}
${p.viewer ? viewerChrome(p.viewer, W, rng) : ''}
${p.tube ? tubeHtml(p.tube, W, H) : ''}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
