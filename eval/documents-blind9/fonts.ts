import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The ninth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind9 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page. Of these,
 * only GFS Didot has the dotted vowels (Ọ, Ụ, Ẹ); no holder's name in this set has one, and a name
 * that had would be allowed only in the families listed in `dottedFamilies`.
 */
export const blind9Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Baskervald ADF Std', pkg: 'fonts-adf-baskervald' },
  { family: 'Tribun ADF Std', pkg: 'fonts-adf-tribun' },
  { family: 'Ikarius ADF Std', pkg: 'fonts-adf-ikarius' },
  { family: 'Irianis ADF Std', pkg: 'fonts-adf-irianis' },
  { family: 'League Mono', pkg: 'fonts-league-mono' },
  { family: 'mononoki', pkg: 'fonts-mononoki' },
  { family: 'GFS Didot', pkg: 'fonts-gfs-didot' },
  { family: 'Hermit', pkg: 'fonts-hermit' },
  { family: 'Goudy Bookletter 1911', pkg: 'fonts-goudybookletter' },
  { family: 'Fanwood Text', pkg: 'fonts-fanwood' },
  { family: 'Averia Serif GWF', pkg: 'fonts-averia-serif-gwf' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families whose figures are old-style only (no lining figures): they set no digits. */
export const oldStyleFigures: readonly string[] = ['Goudy Bookletter 1911', 'Irianis ADF Std'];

/** The families that have Ọ, Ụ and Ẹ (fc-list :charset=1ecc), the only ones a dotted name may be set in. */
export const dottedFamilies: readonly string[] = ['GFS Didot'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind9', blind9Fonts, designFonts);

/** Draws a sample in each family and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'AL-AMIN CHUKWU-EMEKA OSHILIM QUEEN 0123456789 Prénoms Délivrance FÉVR AOÛT';
  const dotted = 'NWỌ ỤDỌ ẸKẸ';
  const cells = blind9Fonts.map((f) => ({
    family: f.family,
    html: `<div class="t" style="font-family:'${f.family}';font-size:24px;font-weight:${f.family === 'OCR B' ? 400 : 700}">${f.family === 'OCR B' ? 'P<NGAAL<AMIN<<MAHAMAT0123456789' : dottedFamilies.includes(f.family) ? `${sample} ${dotted}` : sample}</div>`,
  }));
  await assertCellsDrawn(page, 'blind9', cells);
}
