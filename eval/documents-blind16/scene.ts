import { homography, matrix3d } from '../documents-blind7/capture.js';
import { rngOf, seedOf, type Rng } from '../documents-blind7/random.js';
import { backgroundCss, grain, shadowSvg } from '../documents-blind14/scene.js';
import type { CaptureParams, Newspaper } from './capture.js';
import type { Page } from './pages.js';

/**
 * A capture's scene as an HTML page the browser photographs: a surface (a white scan, a desk or a
 * wooden table drawn as the twelfth to fifteenth sets draw them for the target captures, whose
 * surface, grain and shadow this set imports from the fourteenth's scene; an open newspaper), the
 * page's shadow, and the page placed by its homography (already wet, or torn and taped, by
 * damage.ts). Blur, light, noise and JPEG come after, in develop.ts.
 */

const f = (n: number) => n.toFixed(1);

const PLACES = ['Lagos', 'Abuja', 'Kano', 'Enugu', 'Ibadan', 'Port Harcourt', 'Kaduna', 'Owerri', 'Ilorin', 'Calabar', 'Sokoto', 'Makurdi', 'Akure', 'Minna'];
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'March', 'April', 'June', 'July', 'September', 'October', 'December'];
const WORDS =
  'the state government said on that its new plan for roads and markets would begin after the rains while traders in the city asked for more time to pay levies and the commission promised to review every complaint before the next meeting of the council where members will vote on the budget for schools clinics water and power as prices of rice beans garri and fuel rose again across the region farmers said the harvest was good but transport costs were high the minister told reporters that work on the bridge had reached an advanced stage and contractors were paid police urged residents to report suspicious movement youths cleared drainage channels ahead of the flood season the union called off its strike after talks with officials and a court adjourned the case to a later date'.split(' ');
const HEADLINES = [
  'Traders Protest New Market Levies',
  'Flood Alert Issued For Riverine Areas',
  'Council Approves Budget For Schools',
  'Fuel Queues Return In Major Cities',
  'Farmers Count Gains As Harvest Begins',
  'Court Fixes Date For Land Dispute',
  'Bridge Work Reaches Final Stage',
  'Union Suspends Strike After Talks',
  'Health Workers Begin Free Screening',
  'Power Supply Improves, Says Minister',
];

/** A paragraph of newsprint: sentences of everyday news, with a place, a day and figures. */
function paragraph(rng: Rng): string {
  const sentences: string[] = [];
  for (let k = rng.int(2, 4); k > 0; k--) {
    const n = rng.int(9, 22);
    const words = Array.from({ length: n }, () => rng.pick(WORDS));
    if (rng.chance(0.35)) words.splice(rng.int(1, n - 1), 0, `N${rng.int(2, 950)}${rng.chance(0.5) ? `.${rng.int(1, 9)} billion` : ',000'}`);
    if (rng.chance(0.3)) words.splice(rng.int(1, n - 1), 0, `on ${rng.pick(DAYS)}, ${rng.int(1, 28)} ${rng.pick(MONTHS)}`);
    if (rng.chance(0.25)) words.splice(rng.int(1, n - 1), 0, `${rng.int(12, 95)} per cent`);
    const s = words.join(' ');
    sentences.push(`${s.charAt(0).toUpperCase()}${s.slice(1)}.`);
  }
  return `${rng.pick(PLACES).toUpperCase()} — ${sentences.join(' ')}`;
}

/** An open newspaper under the page: story blocks of headline and columns of body text at the page's own scale, turned as it lies. */
function newspaperHtml(p: CaptureParams, n: Newspaper): string {
  const rng = rngOf(n.textSeed);
  const { width: W, height: H } = p.frame;
  const side = Math.ceil(Math.hypot(W, H) * 1.1);
  const line = n.bodyPx * 1.28;
  const colW = n.bodyPx * 15;
  const blockW = n.columns * colW + (n.columns - 1) * n.bodyPx;
  // Enough body text to fill the sheet: characters per block of the sheet's area, with room to spare.
  const charsWanted = (side * side) / (0.5 * n.bodyPx * line);
  const blocks: string[] = [];
  let chars = 0;
  while (chars < charsWanted * 1.15) {
    const paras: string[] = [];
    let blockChars = 0;
    const target = rng.range(0.6, 1.4) * n.columns * 900;
    while (blockChars < target) {
      const para = paragraph(rng);
      paras.push(`<p style="margin:0 0 ${f(line * 0.4)}px 0;text-indent:${f(n.bodyPx)}px">${para}</p>`);
      blockChars += para.length;
    }
    const photo = rng.chance(0.35)
      ? `<div style="height:${f(line * rng.int(6, 12))}px;margin:${f(line * 0.3)}px 0;background:radial-gradient(circle, rgba(0,0,0,0.55) 0 38%, transparent 42%) 0 0/${f(n.bodyPx * 0.45)}px ${f(n.bodyPx * 0.45)}px, linear-gradient(${f(rng.range(0, 180))}deg, #9a958a, #cfcabe)"></div>`
      : '';
    chars += blockChars;
    blocks.push(`<div style="width:${f(blockW)}px;margin:${f(line)}px ${f(n.bodyPx)}px;border-top:${f(Math.max(1, n.bodyPx * 0.12))}px solid ${n.ink}">
<div style="font-family:'Umpush';font-weight:700;font-size:${f(n.headlinePx)}px;line-height:1.1;margin:${f(line * 0.4)}px 0">${rng.pick(HEADLINES)}</div>${photo}
<div style="column-count:${n.columns};column-gap:${f(n.bodyPx)}px;column-rule:1px solid rgba(0,0,0,0.25);font-family:'Linden Hill';font-size:${f(n.bodyPx)}px;line-height:${f(line)}px;text-align:justify">${paras.join('')}</div></div>`);
  }
  return `<div style="position:absolute;left:${f((W - side) / 2)}px;top:${f((H - side) / 2)}px;width:${side}px;height:${side}px;overflow:hidden;background:${n.paper};color:${n.ink};transform:rotate(${f(n.angle)}deg);transform-origin:50% 50%;display:flex;flex-wrap:wrap;align-content:flex-start">${blocks.join('')}</div>`;
}

/** The page placed by its homography: rounded like the card it is. */
function pageHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const H = homography(page.width, page.height, p.sceneQuad);
  return `<div style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px;transform-origin:0 0;transform:${matrix3d(H)}">
<div style="position:absolute;inset:0;overflow:hidden;border-radius:${page.radius}px">
<img src="${docUrl}" style="position:absolute;left:0;top:0;width:${page.width}px;height:${page.height}px">
</div></div>`;
}

export function sceneHtml(p: CaptureParams, page: Page, docUrl: string): string {
  const rng = rngOf(seedOf('blind16-scene', p.seed));
  const { width: W, height: H } = p.frame;
  const flat = p.background === 'scan';
  const paper = p.background === 'newspaper' && p.newspaper;
  const background = paper ? '#cfc9bb' : backgroundCss(p.background === 'newspaper' ? 'desk' : p.background, rng);
  return `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;overflow:hidden}p{hyphens:none}</style></head><body>
<div style="position:relative;width:${W}px;height:${H}px;overflow:hidden;background:${background}">
${paper && p.newspaper ? newspaperHtml(p, p.newspaper) : ''}
${flat ? '' : grain(W, H, rng, paper ? 0.07 : 0.1)}
${flat ? '' : shadowSvg(p, rng)}
${pageHtml(p, page, docUrl)}
${p.vignette > 0 ? `<div style="position:absolute;inset:0;background:radial-gradient(ellipse at ${rng.int(40, 60)}% ${rng.int(40, 60)}%, rgba(0,0,0,0) 55%, rgba(0,0,0,${p.vignette.toFixed(3)}) 100%)"></div>` : ''}
</div></body></html>`;
}
