import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, drawnFamilies } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

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

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind8', blind8Fonts, designFonts);

/** Draws a sample in each family and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = "NWỌGBAGA ỤDỌ DAN'AZUMI DAPPA-BIRIYE 0123456789 Prénoms Délivrance";
  // The dotted vowels only in the families that set names (pages.ts sets names in no other).
  const plain = "DAN'AZUMI DAPPA-BIRIYE GOSHWE 0123456789 Prénoms Délivrance";
  const cells = blind8Fonts.map((f) => ({ family: f.family, html: `<div class="t" style="font-family:'${f.family}';font-size:24px">${f.family === 'OCR B' ? 'P<NGA0123456789<<ABCXYZ' : nameFamilies.includes(f.family) ? sample : plain}</div>` }));
  await assertCellsDrawn(page, 'blind8', cells, (g, want) => g === want);
}
