import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { CaptureParams, Sheen, Webcam } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to eighteenth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene; or, for the video call, a
 * dim room's wall with the holder's out-of-focus head and shoulders and their fingertips behind the
 * page's sides), the page's shadow and the page placed by its homography, with the laminate's rainbow
 * sheen laid over the page itself where the capture has one. Blur, light, noise, the holder's
 * watermark and the JPEG come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

/** The laminate's sheen over the page (page px): rainbow bands in an elliptical patch laid over what lies under them (at most `strength` of their colour, fading out to the patch's rim), and a pale streak. */
function sheenHtml(s: Sheen): string {
  const hues = [0, 45, 90, 160, 210, 270, 330, 360];
  const stops = hues.map((h, i) => `hsl(${h} 90% 60%) ${f((i * s.period) / (hues.length - 1))}px`).join(', ');
  const mask = '-webkit-mask-image:radial-gradient(ellipse at center, #000 25%, rgba(0,0,0,0.5) 55%, transparent 72%);mask-image:radial-gradient(ellipse at center, #000 25%, rgba(0,0,0,0.5) 55%, transparent 72%)';
  const box = `position:absolute;left:${f(s.cx - s.rx)}px;top:${f(s.cy - s.ry)}px;width:${f(2 * s.rx)}px;height:${f(2 * s.ry)}px`;
  const long = 4 * Math.max(s.rx, s.ry);
  return `<div style="${box};${mask};opacity:${s.strength.toFixed(3)};background:repeating-linear-gradient(${f(s.angle)}deg, ${stops})"></div>
<div style="${box};${mask};overflow:hidden"><div style="position:absolute;left:${f(s.rx - long / 2)}px;top:${f(s.ry + s.streak.offset - s.streak.width / 2)}px;width:${f(long)}px;height:${f(s.streak.width)}px;transform:rotate(${f(s.streak.angle)}deg);transform-origin:50% 50%;background:linear-gradient(180deg, rgba(255,255,255,0), rgba(255,255,255,${s.streak.strength.toFixed(3)}) 50%, rgba(255,255,255,0))"></div></div>`;
}

/** The page placed by its homography: rounded like the card it is, with the sheen on it. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
${p.sheen ? sheenHtml(p.sheen) : ''}
</div></div>`;
}

/** The video call's room: a dim wall, a lamp's glow, the holder's head and shoulders out of focus beside the page, their fingertips behind its sides. */
function roomHtml(w: Webcam, W: number, H: number, rng: Rng): string {
  const { head, fingers, skin, shirt, wall } = w;
  const glowX = head.side === 'left' ? rng.int(60, 85) : rng.int(15, 40);
  const shoulderW = head.r * 3.6;
  const finger = (k: Webcam['fingers'][number]) =>
    `<ellipse cx="${f(k.cx)}" cy="${f(k.cy)}" rx="${f(k.rx)}" ry="${f(k.ry)}" transform="rotate(${f(k.turn)} ${f(k.cx)} ${f(k.cy)})" fill="${skin}"/><ellipse cx="${f(k.cx)}" cy="${f(k.cy - k.ry * 0.3)}" rx="${f(k.rx * 0.6)}" ry="${f(k.ry * 0.35)}" fill="#ffffff" opacity="0.12"/>`;
  return `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${glowX}% 20%, rgba(255,236,200,0.35), rgba(0,0,0,0) 45%), linear-gradient(180deg, ${wall[0]}, ${wall[1]})"></div>
<div style="position:absolute;left:${f(W * (glowX / 100) - 60)}px;top:${f(H * 0.08)}px;width:120px;height:${f(H * 0.5)}px;background:rgba(40,30,20,0.35);filter:blur(18px)"></div>
<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}"><filter id="dof" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f(rng.range(10, 16))}"/></filter>
<g filter="url(#dof)"><path d="M ${f(head.cx - shoulderW / 2)} ${H + 20} Q ${f(head.cx - shoulderW / 2)} ${f(head.cy + head.r * 1.6)} ${f(head.cx)} ${f(head.cy + head.r * 1.4)} Q ${f(head.cx + shoulderW / 2)} ${f(head.cy + head.r * 1.6)} ${f(head.cx + shoulderW / 2)} ${H + 20} Z" fill="${shirt}"/>
<rect x="${f(head.cx - head.r * 0.35)}" y="${f(head.cy + head.r * 0.8)}" width="${f(head.r * 0.7)}" height="${f(head.r * 0.8)}" fill="${skin}"/>
<ellipse cx="${f(head.cx)}" cy="${f(head.cy)}" rx="${f(head.r * 0.8)}" ry="${f(head.r)}" fill="${skin}"/>
<ellipse cx="${f(head.cx)}" cy="${f(head.cy - head.r * 0.75)}" rx="${f(head.r * 0.82)}" ry="${f(head.r * 0.42)}" fill="#15110e"/></g>
<filter id="fg" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="1.6"/></filter><g filter="url(#fg)">${fingers.map(finger).join('')}</g></svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind19-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const room = p.background === 'room' && p.webcam;
  const surface = room ? '#2f3237' : backgroundCss(p.background === 'room' ? 'desk' : p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${surface}">
${room && p.webcam ? roomHtml(p.webcam, W, H, rng) : flat ? '' : grain(W, H, rng, 0.1)}
${flat || room ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
