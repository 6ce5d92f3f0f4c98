import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import type { CaptureParams } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a table, a bed, a scanner's
 * glass), the page placed by the pose's homography (skewed by the rolling shutter), and on it a
 * glare streak, or around it a scanner's lid shadow, dust and a passport's facing page and gutter.
 * Motion blur, light, noise, noise reduction and JPEG come after, in develop.ts; the chat app's
 * screen around the photo is `chatHtml`.
 */

const f = (n: number) => n.toFixed(1);

function backgroundCss(kind: CaptureParams['background'], rng: Rng): string {
  switch (kind) {
    case 'wood': {
      const base = rng.pick(['#8a5a34', '#6f4526', '#a06b3f']);
      return `repeating-linear-gradient(${f(rng.range(85, 95))}deg, rgba(0,0,0,0.08) 0 3px, rgba(255,255,255,0.04) 3px 9px, rgba(0,0,0,0.05) 9px 14px), linear-gradient(${f(rng.range(0, 30))}deg, ${base}, #5a3820)`;
    }
    case 'fabric': {
      const c = rng.pick(['#7a2e3a', '#2e4a7a', '#3d6b46', '#5b4b8a']);
      return `repeating-linear-gradient(45deg, rgba(255,255,255,0.06) 0 2px, transparent 2px 5px), repeating-linear-gradient(-45deg, rgba(0,0,0,0.08) 0 2px, transparent 2px 5px), ${c}`;
    }
    case 'bedsheet': {
      const c = rng.pick(['#e9d8c8', '#d8e2ea', '#efe3f0']);
      return `radial-gradient(circle at 20% 30%, rgba(200,120,120,0.25) 0 40px, transparent 41px), radial-gradient(circle at 70% 60%, rgba(120,150,200,0.25) 0 55px, transparent 56px), linear-gradient(${f(rng.range(0, 360))}deg, ${c}, #c9bcae)`;
    }
    case 'formica':
      return `linear-gradient(${f(rng.range(0, 360))}deg, ${rng.pick(['#dcdad3', '#cfd6d8', '#e3ddd0'])}, ${rng.pick(['#c4c1b8', '#b8c0c3'])})`;
    case 'scanner':
      return '#f6f6f3';
  }
}

/** Grain over the surface so it is not a flat gradient. */
function grain(width: number, height: number, rng: Rng, opacity: number): string {
  return `<svg style="position:absolute;left:0;top:0" width="${width}" height="${height}"><filter id="gr"><feTurbulence type="fractalNoise" baseFrequency="${rng.range(0.5, 0.9).toFixed(2)}" numOctaves="2" seed="${rng.int(1, 999)}"/><feColorMatrix type="saturate" values="0"/></filter><rect width="100%" height="100%" filter="url(#gr)" opacity="${opacity.toFixed(2)}"/></svg>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind9-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const Hm = homography(page.width, page.height, p.sceneQuad);
  const on: string[] = [];
  const under: string[] = [];
  const over: string[] = [];

  if (p.glare) {
    // A straight streak of the laminate catching a lamp, clipped to its quiet zone.
    const g = p.glare;
    const z = g.zone;
    const zx = z.x0 * page.width;
    const zy = z.y0 * page.height;
    const zw = (z.x1 - z.x0) * page.width;
    const zh = (z.y1 - z.y0) * page.height;
    const len = Math.hypot(zw, zh) * 1.2;
    const cx = zw / 2 + g.offset * zw;
    const cy = zh / 2;
    on.push(`<div style="position:absolute;left:${f(zx)}px;top:${f(zy)}px;width:${f(zw)}px;height:${f(zh)}px;overflow:hidden"><div style="position:absolute;left:${f(cx - len / 2)}px;top:${f(cy - g.width / 2)}px;width:${f(len)}px;height:${f(g.width)}px;transform:rotate(${f(g.angle)}deg);background:linear-gradient(180deg, rgba(255,255,250,0) 0%, rgba(255,255,250,${(g.peak * 0.6).toFixed(3)}) 25%, rgba(255,255,250,${g.peak.toFixed(3)}) 50%, rgba(255,255,250,${(g.peak * 0.6).toFixed(3)}) 75%, rgba(255,255,250,0) 100%)"></div></div>`);
  }
  if (p.scan?.gutter) {
    // The booklet's facing page beyond the spine, and the gutter's shadow between: both off the data page.
    const gw = p.scan.gutter.width * page.width;
    under.push(`<div style="position:absolute;left:${f(-page.width * 0.6)}px;top:${f(-4)}px;width:${f(page.width * 0.6 - gw)}px;height:${f(page.height + 8)}px;background:repeating-linear-gradient(0deg, #eef0e6 0 18px, #e8ebe0 18px 36px)"></div>`);
    under.push(`<div style="position:absolute;left:${f(-gw)}px;top:${f(-4)}px;width:${f(gw)}px;height:${f(page.height + 8)}px;background:linear-gradient(90deg, rgba(40,40,40,${(p.scan.gutter.strength * 0.5).toFixed(3)}), rgba(20,20,20,${p.scan.gutter.strength.toFixed(3)}) 55%, rgba(60,60,60,${(p.scan.gutter.strength * 0.3).toFixed(3)}))"></div>`);
  }
  if (p.scan) {
    const s = p.scan;
    const t = s.lidWidth * Math.max(W, H);
    const side = s.lidEdge;
    const horizontal = side === 'top' || side === 'bottom';
    const dir = { top: '180deg', bottom: '0deg', left: '90deg', right: '270deg' }[side];
    const pos = horizontal ? `left:0;${side}:0;width:${W}px;height:${f(t)}px` : `top:0;${side}:0;height:${H}px;width:${f(t)}px`;
    over.push(`<div style="position:absolute;${pos};background:linear-gradient(${dir}, rgba(20,20,20,${s.lidStrength.toFixed(3)}), rgba(20,20,20,0))"></div>`);
    // A halftone screen over the whole scan and dust on the glass.
    over.push(`<div style="position:absolute;inset:0;opacity:${s.halftone.toFixed(3)};background:radial-gradient(circle, #000 0.9px, transparent 1.3px) 0 0/4px 4px"></div>`);
    const dust: string[] = [];
    for (let i = 0; i < s.specks; i++) dust.push(`<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, H))}" r="${rng.range(0.6, 1.6).toFixed(2)}" fill="rgb(${rng.int(40, 110)},${rng.int(40, 110)},${rng.int(40, 110)})"/>`);
    over.push(`<svg style="position:absolute;left:0;top:0" width="${W}" height="${H}">${dust.join('')}</svg>`);
  }
  const vignette = p.vignette;
  // Under a scanner's lamp the card's or page's edge shows as a thin dark rim (its thickness); on a table it casts a soft shadow.
  const shadow = p.scan ? 'drop-shadow(0 0 1.2px rgba(0,0,0,0.6)) drop-shadow(1px 1px 2px rgba(0,0,0,0.25))' : `drop-shadow(${f(rng.range(-8, 8))}px ${f(rng.range(6, 14))}px ${f(rng.range(10, 20))}px rgba(0,0,0,${rng.range(0.3, 0.5).toFixed(2)}))`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${backgroundCss(p.background, rng)}">
${p.scan ? '' : grain(W, H, rng, 0.12)}
<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(Hm)}">
${under.join('\n')}
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;filter:${shadow}">
${on.join('\n')}
</div>
${over.join('\n')}
${vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}

/** The chat app's screen around the delivered photo: status bar, header, a few bubbles, the photo's bubble, the input bar. */
export function chatHtml(p: CaptureParams, photoUrl: string): string {
  const chat = p.chat;
  if (!chat) throw new Error('not a chat capture');
  const rng = rngOf(seedOf('blind9-chat', p.seed));
  const { width: W, height: H } = chat.screen;
  const dark = chat.theme === 'dark';
  const bg = dark ? '#0e1621' : '#ece5dd';
  const ink = dark ? '#e9edef' : '#111b21';
  const bubbleIn = dark ? '#1f2c34' : '#ffffff';
  const bubbleOut = dark ? '#005c4b' : '#d9fdd3';
  const ui = "font-family:'Ikarius ADF Std'";
  const ph = chat.photo;
  const mine = ph.x > W / 2 - ph.width / 2;
  const bubbles: string[] = [];
  const lines = ['Good morning', 'Please send the ID they asked for', 'Ok, one minute', 'Is this clear enough?', 'They said the photo must show everything'];
  let y = 300;
  while (y < ph.y - 160) {
    const out = rng.chance(0.5);
    const text = rng.pick(lines);
    bubbles.push(`<div style="position:absolute;${out ? 'right' : 'left'}:36px;top:${y}px;max-width:700px;padding:22px 30px;border-radius:28px;background:${out ? bubbleOut : bubbleIn};color:${ink};font-size:38px;${ui}">${text}</div>`);
    y += 150;
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${bg};${ui}">
<div style="position:absolute;left:0;top:0;width:${W}px;height:90px;background:${dark ? '#0b1016' : '#f7f7f7'};color:${ink};font-size:36px">
<div style="position:absolute;left:60px;top:24px">${chat.time}</div>
<div style="position:absolute;right:60px;top:30px;width:60px;height:28px;border:3px solid ${ink};border-radius:6px"><div style="width:${rng.int(20, 52)}px;height:100%;background:${ink}"></div></div>
<div style="position:absolute;right:150px;top:30px;width:44px;height:30px;background:linear-gradient(45deg, transparent 50%, ${ink} 50%)"></div>
</div>
<div style="position:absolute;left:0;top:90px;width:${W}px;height:150px;background:${dark ? '#17212b' : chat.accent};color:#fff">
<div style="position:absolute;left:40px;top:50px;width:40px;height:40px;border-left:6px solid #fff;border-bottom:6px solid #fff;transform:rotate(45deg)"></div>
<div style="position:absolute;left:110px;top:30px;width:90px;height:90px;border-radius:50%;background:${rng.pick(['#f39c12', '#8e44ad', '#16a085', '#c0392b'])}"></div>
<div style="position:absolute;left:230px;top:36px;font-size:42px;font-weight:700">${rng.pick(['Agent Desk', 'Verification', 'Mum', 'Office'])}</div>
<div style="position:absolute;left:230px;top:90px;font-size:28px;opacity:0.8">online</div>
</div>
${bubbles.join('\n')}
<div style="position:absolute;left:${ph.x - 12}px;top:${ph.y - 12}px;width:${ph.width + 24}px;height:${ph.height + 70}px;border-radius:26px;background:${mine ? bubbleOut : bubbleIn}"></div>
<img src="${photoUrl}" style="position:absolute;left:${ph.x}px;top:${ph.y}px;width:${ph.width}px;height:${ph.height}px;border-radius:18px">
<div style="position:absolute;left:${ph.x + ph.width - 190}px;top:${ph.y + ph.height + 10}px;font-size:28px;color:${dark ? '#aab' : '#667781'}">${chat.time}</div>
<div style="position:absolute;left:0;bottom:0;width:${W}px;height:170px;background:${dark ? '#17212b' : '#f0f0f0'}">
<div style="position:absolute;left:30px;top:30px;width:${W - 220}px;height:100px;border-radius:50px;background:${dark ? '#242f3d' : '#ffffff'};color:#8a8a8a;font-size:36px;line-height:100px;padding-left:40px;box-sizing:border-box">Message</div>
<div style="position:absolute;right:40px;top:30px;width:100px;height:100px;border-radius:50%;background:${chat.accent}"></div>
</div>
</div></body></html>`;
}
