import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The tenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind10 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page. No name in
 * this set has a dotted vowel, and none of these families is needed for one.
 */
export const blind10Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'CMU Bright', pkg: 'fonts-cmu' },
  { family: 'CMU Typewriter Text', pkg: 'fonts-cmu' },
  { family: 'CMU Concrete', pkg: 'fonts-cmu' },
  { family: 'GFS Neohellenic', pkg: 'fonts-gfs-neohellenic' },
  { family: 'Romande ADF Std', pkg: 'fonts-adf-romande' },
  { family: 'Agave', pkg: 'fonts-agave' },
  { family: 'Monoid', pkg: 'fonts-monoid' },
  { family: 'Bebas Neue', pkg: 'fonts-bebas-neue' },
  { family: 'Yanone Kaffeesatz', pkg: 'fonts-yanone-kaffeesatz' },
  { family: 'Comic Neue', pkg: 'fonts-comic-neue' },
  { family: 'IBM 3270', pkg: 'fonts-3270' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families whose figures are old-style only (lining-nums changes nothing): they set no digits. */
export const oldStyleFigures: readonly string[] = ['Romande ADF Std', 'Yanone Kaffeesatz'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind10', blind10Fonts, designFonts);

/** Draws a sample in each family, at each weight the pages use, and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = "DAN LADI MA'AJI DELIVERANCE OBETEN BAJU 0123456789 Surname Prénoms Délivrance FEV AOUT";
  const mrz = 'P<NGADAN<LADI<<AUDU<KARIMU<<<0123456789';
  await assertCellsDrawn(page, 'blind10', cellsAtWeights(blind10Fonts, (family) => (family === 'OCR B' ? mrz : sample)));
}
