import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The eleventh set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind11 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page. No name in
 * this set has a dotted vowel, and none of these families is needed for one.
 */
export const blind11Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Latin Modern Roman', pkg: 'fonts-lmodern' },
  { family: 'Latin Modern Sans', pkg: 'fonts-lmodern' },
  { family: 'Latin Modern Mono', pkg: 'fonts-lmodern' },
  { family: 'Oldania ADF Std', pkg: 'fonts-adf-oldania' },
  { family: 'Verana Sans', pkg: 'fonts-adf-verana' },
  { family: 'Mekanus ADF Std', pkg: 'fonts-adf-mekanus' },
  { family: 'monofur', pkg: 'fonts-monofur' },
  { family: 'Humor Sans', pkg: 'fonts-humor-sans' },
  { family: 'Klaudia', pkg: 'fonts-klaudia-berenika' },
  { family: 'DotGothic16', pkg: 'fonts-dotgothic16' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families whose figures are old-style only (lining-nums changes nothing): they set no digits. */
export const oldStyleFigures: readonly string[] = ['Oldania ADF Std', 'Mekanus ADF Std'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind11', blind11Fonts, designFonts);

/** A face of a family reports its own name ("Bebas Neue Bold" for Bebas Neue at 700). */
export const ofFamily = (drawn: string, family: string) => {
  // Latin Modern's faces name themselves by optical size (`LM Roman 10`, `LM Sans 10`, `LM Mono 10`).
  const lm = family.startsWith('Latin Modern ') ? `LM ${family.slice('Latin Modern '.length)}` : null;
  return drawn === family || drawn.startsWith(`${family} `) || (lm !== null && (drawn === lm || drawn.startsWith(`${lm} `)));
};

/** Draws a sample in each family, at each weight the pages use, and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'NKONGHO TAKON ARREY MSHELBWALA KWAJAFFA HAJJA AWE IBIAMA MACPEPPLE 0123456789 Surname Prénoms Nationalité FEVR AOUT';
  // Humor Sans has no accented letters: it sets only the eid-2013 card's plain English labels.
  const noAccents = ['Humor Sans'];
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGANKONGHO<<TAKON<ARREY<EBOT<<<0123456789';
  await assertCellsDrawn(page, 'blind11', cellsAtWeights(blind11Fonts, (family) => (family === 'OCR B' ? mrz : noAccents.includes(family) ? plainSample : sample)), ofFamily);
}
