import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The seventeenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind17 installs them), every package one no earlier set installed. None is a family an earlier
 * set or the renderer's fallback (DejaVu) uses: seven sans (Aboriginal Sans, a humanist sans made
 * for Canada's syllabics; AnjaliOldLipi, a Malayalam family's light geometric Latin; Padauk, a
 * Burmese family's plain Latin; Bangwool, a Korean family's rounded Latin; Averia GWF, a face
 * averaged from hundreds of others; UnYetgul, a Korean family's heavy Latin; Dyuthi, a Malayalam
 * family's bold rounded display Latin), five serifs (Aboriginal Serif; LexiSaebomR, a Korean
 * family's narrow Times-like Latin; UnShinmun, a Korean newspaper face's Latin; UnJamoBatang, a light
 * Korean Myeongjo's Latin; Khmer Busra, a Khmer family's wide Latin) and two fixed-pitch faces (AR
 * PL UKai CN, a Chinese Kaiti face whose Latin is a half-width brush typewriter; UnTaza, a Korean
 * typewriter face, which sets no typographic apostrophe or en dash and so only plain letters and
 * numbers here). OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text:
 * Debian has no other OCR-B face, so the two passports vary its size and pitch instead. A missing
 * family would silently become a fallback, so the set refuses to render without every one, checks
 * that Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind17Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Aboriginal Sans', pkg: 'fonts-lg-aboriginal' },
  { family: 'Aboriginal Serif', pkg: 'fonts-lg-aboriginal' },
  { family: 'AnjaliOldLipi', pkg: 'fonts-smc-anjalioldlipi' },
  { family: 'Padauk', pkg: 'fonts-sil-padauk' },
  { family: 'Bangwool', pkg: 'fonts-alee' },
  { family: 'Averia GWF', pkg: 'fonts-averia-gwf' },
  { family: 'UnYetgul', pkg: 'fonts-unfonts-extra' },
  { family: 'Dyuthi', pkg: 'fonts-smc-dyuthi' },
  { family: 'LexiSaebomR', pkg: 'fonts-lexi-saebom' },
  { family: 'UnShinmun', pkg: 'fonts-unfonts-extra' },
  { family: 'UnJamoBatang', pkg: 'fonts-unfonts-extra' },
  { family: 'Khmer Busra', pkg: 'fonts-sil-mondulkiri' },
  { family: 'AR PL UKai CN', pkg: 'fonts-arphic-ukai' },
  { family: 'UnTaza', pkg: 'fonts-unfonts-extra' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no typographic apostrophe or dash, no accented letter used): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = ['UnTaza'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind17', blind17Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'ODII Odii LERAMA ALHAJI NDALOLO TAIWO OMOLARA BWAYAM ISHAYA B OCHEPO AGARA 0123456789 Sun, 04 Aug. 1991 Prénoms Délivrance FÉVR AOÛT DÉC Holder’s · / : ( ) , . - –';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAODII<<ONYEBUCHI<NWEKE<<<<<<<<<<<<<<<<<<<B0123456789';
  await assertCellsDrawn(page, 'blind17', cellsAtWeights(blind17Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
