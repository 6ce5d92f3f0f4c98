import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk, a
 * wooden table, a shop counter, an office desk's glass top, a leather wallet or denim on a lap, drawn
 * as the fourteenth set draws them, whose surfaces, grain and shadow this set imports), the page's
 * shadow and the page placed by its homography. The focus fall-off, blur, light, noise and the JPEG
 * come in develop.ts.
 */

/** The page placed by its homography, rounded like the card it is. */
function placedPage(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
</div></div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind23-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${flat ? '' : grain(W, H, rng, 0.1)}
${flat ? '' : shadowSvg(p, rng)}
${placedPage(p, page, docUrl)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
