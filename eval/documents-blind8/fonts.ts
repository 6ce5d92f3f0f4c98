import { execFileSync } from 'node:child_process';
import type { Page as BrowserPage } from 'playwright-core';
import { designFonts } from './pages.js';

/**
 * The eighth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind8 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page. Only four
 * of them (Cardo, Comfortaa, Rasa, Yrsa) have the dotted vowels (Ọ, Ụ) of the Izzi holder's name,
 * so only they set names.
 */
export const blind8Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'URW Bookman', pkg: 'fonts-urw-base35' },
  { family: 'C059', pkg: 'fonts-urw-base35' },
  { family: 'P052', pkg: 'fonts-urw-base35' },
  { family: 'URW Gothic', pkg: 'fonts-urw-base35' },
  { family: 'Comfortaa', pkg: 'fonts-comfortaa' },
  { family: 'Anonymous Pro', pkg: 'fonts-anonymous-pro' },
  { family: 'Inconsolata', pkg: 'fonts-inconsolata' },
  { family: 'Rasa', pkg: 'fonts-yrsa-rasa' },
  { family: 'Yrsa', pkg: 'fonts-yrsa-rasa' },
  { family: 'National Park', pkg: 'fonts-national-park' },
  { family: 'Cardo', pkg: 'fonts-cardo' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** The families that may set a holder's name (they have Ọ and Ụ). */
export const nameFamilies: readonly string[] = ['Cardo', 'Comfortaa', 'Rasa', 'Yrsa'];

export const allowedFamilies = new Set(blind8Fonts.map((f) => f.family));

/** Families fontconfig does not list (a family line is `Name` or `Name,Other name`; a hyphen is written `\-`). */
export function missingFromFontconfig(): string[] {
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return blind8Fonts.map((f) => f.family);
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.replace(/\\-/g, '-').trim())));
  return blind8Fonts.filter((f) => !names.has(f.family)).map((f) => f.family);
}

export function assertFontconfig(): void {
  const missing = missingFromFontconfig();
  if (missing.length) {
    const pkgs = [...new Set(blind8Fonts.filter((f) => missing.includes(f.family)).map((f) => f.pkg))];
    throw new Error(`blind8: font families missing from fontconfig: ${missing.join(', ')} (packages ${pkgs.join(' ')}); run bash scripts/ensure-fonts.sh --blind8`);
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
  const sample = "NWỌGBAGA ỤDỌ DAN'AZUMI DAPPA-BIRIYE 0123456789 Prénoms Délivrance";
  // The dotted vowels only in the families that set names (pages.ts sets names in no other).
  const plain = "DAN'AZUMI DAPPA-BIRIYE GOSHWE 0123456789 Prénoms Délivrance";
  await page.setContent(`<!doctype html><meta charset="utf-8"><body>${blind8Fonts
    .map((f) => `<div class="t" style="font-family:'${f.family}';font-size:24px">${f.family === 'OCR B' ? 'P<NGA0123456789<<ABCXYZ' : nameFamilies.includes(f.family) ? sample : plain}</div>`)
    .join('')}</body>`);
  const drawn = await drawnFamilies(page);
  const wrong = drawn.map((d, i) => ({ want: blind8Fonts[i]?.family ?? '?', got: d.families })).filter((d) => d.got.some((g) => g !== d.want));
  if (wrong.length) throw new Error(`blind8: Chromium drew these families with other fonts: ${wrong.map((w) => `${w.want} -> ${w.got.join('+')}`).join('; ')}`);
}
