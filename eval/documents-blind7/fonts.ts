import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, drawnFamilies } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

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

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind7', blind7Fonts, designFonts);

/** Draws a sample in each family and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = "GBÈNOUKPO JA'AFARU WORLU-WODI 0123456789 Prénoms Délivrance";
  const cells = blind7Fonts.map((f) => ({ family: f.family, html: `<div class="t" style="font-family:'${f.family}';font-size:24px">${f.family === 'OCR B' ? 'P<NGA0123456789<<ABCXYZ' : sample}</div>` }));
  await assertCellsDrawn(page, 'blind7', cells, (g, want) => g === want);
}
