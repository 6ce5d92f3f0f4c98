import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { Backlight, CaptureParams, Guide } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to nineteenth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene; or, for the held-up
 * document, a bright window with burglar-proof bars), the page's shadow and the page placed by its
 * homography (under-exposed against the window, with the flare's veil and glow over the frame). The
 * lender app's capture screen is drawn over the developed preview (`appScreenHtml`, in camera.ts's
 * delivery); blur, light, noise, the HDR and the JPEG come in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

/** The page placed by its homography, rounded like the card it is, dimmed to its exposure where it is backlit. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  const dim = p.backlight ? `filter:brightness(${p.backlight.exposure.toFixed(3)});` : '';
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px;${dim}">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
</div></div>`;
}

/** A bright window behind the document: a blown-out sky, a frame, burglar-proof bars, a dim wall round it. */
function windowHtml(b: Backlight, W: number, H: number, rng: Rng): string {
  const wx0 = rng.range(0.02, 0.12) * W;
  const wx1 = W - rng.range(0.02, 0.12) * W;
  const wy0 = rng.range(0.0, 0.06) * H;
  const wy1 = H - rng.range(0.05, 0.2) * H;
  const bars = Array.from({ length: b.bars }, (_, k) => {
    const x = wx0 + ((k + 1) * (wx1 - wx0)) / (b.bars + 1);
    return `<div style="position:absolute;left:${f(x - 6)}px;top:${f(wy0)}px;width:12px;height:${f(wy1 - wy0)}px;background:${b.barColor};opacity:0.85;filter:blur(3px)"></div>`;
  }).join('');
  const rail = `<div style="position:absolute;left:${f(wx0)}px;top:${f((wy0 + wy1) / 2 - 6)}px;width:${f(wx1 - wx0)}px;height:12px;background:${b.barColor};opacity:0.85;filter:blur(3px)"></div>`;
  return `<div style="position:absolute;inset:0;background:linear-gradient(180deg, #5b5650, #3b3834)"></div>
<div style="position:absolute;left:${f(wx0)}px;top:${f(wy0)}px;width:${f(wx1 - wx0)}px;height:${f(wy1 - wy0)}px;background:radial-gradient(ellipse at ${rng.int(30, 70)}% 30%, #ffffff 0%, #fbfdff 45%, #e4eef8 80%, #cfdde9 100%);box-shadow:0 0 60px 30px rgba(255,255,255,0.55)"></div>
${bars}${rail}`;
}

/** The flare over the whole frame: a white veil and a glow from the window's side. */
function flareHtml(b: Backlight): string {
  return `<div style="position:absolute;inset:0;background:rgba(255,255,255,${b.veil.toFixed(3)})"></div>
<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${f(b.glowAt.x)}% ${f(b.glowAt.y)}%, rgba(255,252,240,${b.glow.toFixed(3)}) 0%, rgba(255,252,240,${(b.glow * 0.4).toFixed(3)}) 40%, rgba(255,255,255,0) 75%)"></div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind20-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const lit = p.background === 'window' && p.backlight;
  const surface = lit ? '#3b3834' : backgroundCss(p.background === 'window' ? 'desk' : p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${surface}">
${lit && p.backlight ? windowHtml(p.backlight, W, H, rng) : flat ? '' : grain(W, H, rng, 0.1)}
${flat || lit ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${lit && p.backlight ? flareHtml(p.backlight) : ''}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The lender app's capture screen over its developed camera preview (output px): the surround outside
 * the rounded guide frame darkened, white corner brackets on the frame, a status bar, a title, the hint
 * above the frame, a shutter button below it. The frame lies round the page, so nothing of the app's
 * is drawn over the document.
 */
export function appScreenHtml(g: Guide, W: number, H: number, previewUrl: string, seed: number): string {
  const rng = rngOf(seedOf('blind20-app', seed));
  const shade = `rgba(0,0,0,${g.shade.toFixed(3)})`;
  const w = g.x1 - g.x0;
  const h = g.y1 - g.y0;
  const arm = Math.min(70, w / 4, h / 4);
  const corner = (cx: number, cy: number, sx: number, sy: number) =>
    `<path d="M ${f(cx)} ${f(cy + sy * arm)} L ${f(cx)} ${f(cy + sy * g.radius * 0.6)} Q ${f(cx)} ${f(cy)} ${f(cx + sx * g.radius * 0.6)} ${f(cy)} L ${f(cx + sx * arm)} ${f(cy)}" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  const time = `${rng.int(7, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const accent = rng.pick(['#0f9d58', '#1565c0', '#6a1b9a', '#e65100']);
  const font = "font-family:'Harmattan';color:#ffffff;position:absolute;white-space:nowrap";
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:#000">
<img src="${previewUrl}" style="position:absolute;left:0;top:0;width:${W}px;height:${H}px">
<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}"><defs><mask id="hole"><rect width="${W}" height="${H}" fill="#fff"/><rect x="${f(g.x0)}" y="${f(g.y0)}" width="${f(w)}" height="${f(h)}" rx="${f(g.radius)}" fill="#000"/></mask></defs>
<rect width="${W}" height="${H}" fill="${shade}" mask="url(#hole)"/>
<rect x="${f(g.x0)}" y="${f(g.y0)}" width="${f(w)}" height="${f(h)}" rx="${f(g.radius)}" fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="2"/>
${corner(g.x0, g.y0, 1, 1)}${corner(g.x1, g.y0, -1, 1)}${corner(g.x1, g.y1, -1, -1)}${corner(g.x0, g.y1, 1, -1)}
<circle cx="${W / 2}" cy="${H - 170}" r="62" fill="none" stroke="#ffffff" stroke-width="6"/><circle cx="${W / 2}" cy="${H - 170}" r="50" fill="#ffffff"/></svg>
<div style="position:absolute;left:0;top:0;width:${W}px;height:64px;background:rgba(0,0,0,0.35)"></div>
<div style="${font};left:36px;top:10px;font-size:30px;font-weight:700">${time}</div>
<div style="position:absolute;right:40px;top:22px;width:46px;height:22px;border:3px solid #fff;border-radius:5px"><div style="width:${rng.int(30, 90)}%;height:100%;background:#fff"></div></div>
<div style="${font};left:0;width:${W}px;text-align:center;top:96px;font-size:40px;font-weight:700">Verify your identity</div>
<div style="position:absolute;left:${W / 2 - 60}px;top:160px;width:120px;height:6px;border-radius:3px;background:${accent}"></div>
<div style="${font};left:0;width:${W}px;text-align:center;top:${f(Math.max(190, g.y0 - 74))}px;font-size:34px">${esc(g.hint)}</div>
<div style="${font};left:0;width:${W}px;text-align:center;top:${H - 330}px;font-size:28px;opacity:0.85">Front of document · Step 1 of 2</div>
</div></body></html>`;
}
