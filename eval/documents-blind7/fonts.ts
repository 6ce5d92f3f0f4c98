import { execFileSync } from 'node:child_process';
import type { Page as BrowserPage } from 'playwright-core';
import { designFonts } from './pages.js';

/**
 * The seventh set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind7 installs them). None is a family an earlier set or the renderer's fallback uses; OCR B
 * (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family would
 * silently become a fallback, so the set refuses to render without every one, checks that Chromium
 * really draws each with that family, and check.ts checks every text of a page.
 */
export const blind7Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Accanthis ADF Std', pkg: 'fonts-adf-accanthis' },
  { family: 'Libris ADF Std', pkg: 'fonts-adf-libris' },
  { family: 'Berenis ADF Pro', pkg: 'fonts-adf-berenis' },
  { family: 'Old Standard TT', pkg: 'fonts-oldstandard' },
  { family: 'Averia Sans GWF', pkg: 'fonts-averia-sans-gwf' },
  { family: 'Jura', pkg: 'fonts-jura' },
  { family: 'Doulos SIL', pkg: 'fonts-sil-doulos' },
  { family: 'Quattrocento', pkg: 'fonts-quattrocento' },
  { family: 'Allerta', pkg: 'fonts-allerta' },
  { family: 'BetecknaGS', pkg: 'fonts-beteckna' },
  { family: 'Routed Gothic', pkg: 'fonts-routed-gothic' },
  { family: 'Roadgeek 2014 Series C', pkg: 'fonts-roadgeek' },
  { family: 'Roadgeek 2014 Series D', pkg: 'fonts-roadgeek' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

export const allowedFamilies = new Set(blind7Fonts.map((f) => f.family));

/** Families fontconfig does not list (a family line is `Name` or `Name,Other name`; a hyphen is written `\-`). */
export function missingFromFontconfig(): string[] {
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return blind7Fonts.map((f) => f.family);
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.replace(/\\-/g, '-').trim())));
  return blind7Fonts.filter((f) => !names.has(f.family)).map((f) => f.family);
}

export function assertFontconfig(): void {
  const missing = missingFromFontconfig();
  if (missing.length) {
    const pkgs = [...new Set(blind7Fonts.filter((f) => missing.includes(f.family)).map((f) => f.pkg))];
    throw new Error(`blind7: font families missing from fontconfig: ${missing.join(', ')} (packages ${pkgs.join(' ')}); run bash scripts/ensure-fonts.sh --blind7`);
  }
  for (const [design, families] of Object.entries(designFonts)) for (const f of families) if (!allowedFamilies.has(f)) throw new Error(`design ${design} uses ${f}, not one of the set's families`);
}

/** For every element with text of its own: the families Chromium drew its glyphs with. */
export async function drawnFamilies(page: BrowserPage): Promise<{ text: string; families: string[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const doc = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '.t, text, textPath' });
    const out: { text: string; families: string[] }[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (!fonts.length) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      out.push({ text: outerHTML.replace(/<[^>]+>/g, '').slice(0, 60), families: fonts.map((f) => f.familyName.trim()) });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/** Draws a sample in each family and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = "GBÈNOUKPO JA'AFARU WORLU-WODI 0123456789 Prénoms Délivrance";
  await page.setContent(`<!doctype html><meta charset="utf-8"><body>${blind7Fonts
    .map((f) => `<div class="t" style="font-family:'${f.family}';font-size:24px">${f.family === 'OCR B' ? 'P<NGA0123456789<<ABCXYZ' : sample}</div>`)
    .join('')}</body>`);
  const drawn = await drawnFamilies(page);
  const wrong = drawn.map((d, i) => ({ want: blind7Fonts[i]?.family ?? '?', got: d.families })).filter((d) => d.got.some((g) => g !== d.want));
  if (wrong.length) throw new Error(`blind7: Chromium drew these families with other fonts: ${wrong.map((w) => `${w.want} -> ${w.got.join('+')}`).join('; ')}`);
}
