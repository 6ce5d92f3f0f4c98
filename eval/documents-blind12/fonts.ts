import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The twelfth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind12 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind12Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Karmilla', pkg: 'fonts-karmilla' },
  { family: 'Sophia Nubian', pkg: 'fonts-sil-sophia-nubian' },
  { family: 'eurofurence', pkg: 'fonts-eurofurence' },
  { family: 'osifont', pkg: 'fonts-osifont' },
  { family: 'Century Catalogue', pkg: 'fonts-century-catalogue' },
  { family: 'Galatia SIL', pkg: 'fonts-sil-galatia' },
  { family: 'Arapey', pkg: 'fonts-arapey' },
  { family: 'OCRA', pkg: 'fonts-ocr-a' },
  { family: 'Compagnon', pkg: 'fonts-compagnon' },
  { family: 'GNUTypewriter', pkg: 'fonts-gnutypewriter' },
  { family: 'okolaks', pkg: 'fonts-okolaks' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set no digits: okolaks sets only a voter card's header (its figures are not a document's). */
export const noDigitFamilies: readonly string[] = ['okolaks'];

/** Families with no accented letters: they set only plain English (check.ts fails an accent drawn in another font). */
export const plainFamilies: readonly string[] = ['okolaks', 'GNUTypewriter', 'OCRA'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind12', blind12Fonts, designFonts);

/** Draws a sample in each family, at each weight the pages use, and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'EZEKIEL NENDIRMWA LONGJAN IDRISSA ABDULRAHMAN TURNAH Ernest USHIE KURE 0123456789 Surname Prénoms Délivrance';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const lettersOnly = plainSample.replace(/[0-9]/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAIDRISSA<<SULAIMANU<ALHASSAN<ABDULRAHMAN0123456789';
  const textOf = (family: string) => (family === 'OCR B' ? mrz : noDigitFamilies.includes(family) ? lettersOnly : plainFamilies.includes(family) ? plainSample : sample);
  await assertCellsDrawn(page, 'blind12', cellsAtWeights(blind12Fonts, textOf));
}
