import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { BankCard, CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to seventeenth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene), the holder's bank card
 * beside the document where the capture has one (with its own shadow), the page's shadow and the page
 * placed by its homography. The AI mode's colour, the zoom, the stamps, blur, light, noise and JPEG
 * come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

/** The page placed by its homography: rounded like the card it is. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
</div></div>`;
}

/** The bank card (856 × 540 card px, 10 a millimetre), placed by the homography of its corners: a gradient, the bank, a chip, the number, VALID THRU, the holder, the scheme's mark. */
function bankCardHtml(k: BankCard): string {
  const [W, H] = [856, 540];
  const M = homography(W, H, k.quad);
  const [c0, c1] = k.colors;
  const emboss = 'color:#f4f1e8;text-shadow:1px 1px 0 rgba(0,0,0,0.45),-1px -1px 0 rgba(255,255,255,0.25)';
  const mark =
    k.scheme === 'Mastercard'
      ? `<div style="position:absolute;right:44px;bottom:40px;width:150px;height:92px"><div style="position:absolute;left:0;top:0;width:92px;height:92px;border-radius:50%;background:#eb001b"></div><div style="position:absolute;left:58px;top:0;width:92px;height:92px;border-radius:50%;background:#f79e1b;opacity:0.9"></div></div>`
      : k.scheme === 'Visa'
        ? `<div style="position:absolute;right:44px;bottom:40px;font:italic 700 76px 'Waree';color:#ffffff">VISA</div>`
        : `<div style="position:absolute;right:44px;bottom:44px;padding:4px 18px;border-radius:10px;background:#ffffff;font:700 50px 'Waree';color:#d71920">Verve</div>`;
  const shadow = k.quad.map(([x, y]) => `${f(x + 6)},${f(y + 9)}`).join(' ');
  return `<svg style="position:absolute;left:0;top:0;overflow:visible" width="1" height="1"><filter id="cs" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter><polygon points="${shadow}" fill="#000000" opacity="0.28" filter="url(#cs)"/></svg>
<div style="position:absolute;left:0;top:0;width:${W}px;height:${H}px;transform-origin:0 0;transform:${matrix3d(M)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:34px;background:linear-gradient(125deg, ${c0}, ${c1} 70%, ${c0})">
<div style="position:absolute;left:-120px;top:260px;width:1100px;height:420px;border-radius:50%;background:rgba(255,255,255,0.08)"></div>
<div style="position:absolute;left:48px;top:38px;font:700 44px 'Waree';color:#ffffff;letter-spacing:2px">${k.bank}</div>
<div style="position:absolute;right:48px;top:44px;font:700 30px 'Waree';color:rgba(255,255,255,0.85)">DEBIT</div>
<div style="position:absolute;left:84px;top:160px;width:118px;height:90px;border-radius:14px;background:linear-gradient(135deg,#e9d08a,#b8953e);box-shadow:inset 0 0 0 3px rgba(90,60,10,0.35)"></div>
<div style="position:absolute;left:60px;top:290px;font:56px 'VL Gothic';letter-spacing:3px;${emboss}">${k.number}</div>
<div style="position:absolute;left:330px;top:376px;font:700 18px 'Waree';color:rgba(255,255,255,0.85);line-height:20px">VALID<br>THRU</div>
<div style="position:absolute;left:410px;top:372px;font:44px 'VL Gothic';${emboss}">${k.validThru}</div>
<div style="position:absolute;left:60px;top:446px;font:42px 'VL Gothic';letter-spacing:2px;${emboss}">${k.holder}</div>
${mark}
</div></div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind18-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${flat ? '' : grain(W, H, rng, 0.1)}
${p.bankCard ? bankCardHtml(p.bankCard) : ''}
${flat ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
