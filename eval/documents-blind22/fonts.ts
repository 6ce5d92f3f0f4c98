import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily as kitOfFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The twenty-second set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind22 installs them), every package one no earlier set installed, no family one an earlier set
 * or the renderer's fallback (DejaVu, Liberation) uses: serifs (Symbola, a serif cut to carry
 * Unicode's symbols; Suranna, a Telugu family's Latin; Mingzat and Nuosu SIL, SIL's Lepcha and Yi
 * families' Latin; UKIJ Tuz Tom, a Uyghur family's Latin), sans (Tagmukay and Akatab, SIL's Tifinagh
 * families' Latin; UKIJ Inchike and UKIJ Ekran, two more Uyghur faces; Mandali and Gurajada, two
 * Telugu families' Latin), a display face (Dancing Script, a script; titles only), a hand-written face (Ecolier_court, a French school hand; the officer's note only) and
 * a fixed-pitch face (NanumGothicCoding, a Korean coding face's Latin; the fourteenth set's
 * NanumGothic is another package). OCR B (fonts-ocr-b, installed by the project) sets only
 * machine-readable text. Mandali, Gurajada, Suranna, NanumGothicCoding and Ecolier_court lack some of
 * É, Û, ’, · and – (Chromium falls back for them): they set only plain text, which check.ts holds
 * them to. A missing family would silently
 * become a fallback, so the set refuses to render without every one, checks that Chromium really
 * draws each with that family, and check.ts checks every text of a page.
 */
export const blind22Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Symbola', pkg: 'fonts-symbola' },
  { family: 'Tagmukay', pkg: 'fonts-sil-tagmukay' },
  { family: 'Akatab', pkg: 'fonts-sil-akatab' },
  { family: 'Mingzat', pkg: 'fonts-sil-mingzat' },
  { family: 'Nuosu SIL', pkg: 'fonts-sil-nuosusil' },
  { family: 'UKIJ Tuz Tom', pkg: 'fonts-ukij-uyghur' },
  { family: 'UKIJ Inchike', pkg: 'fonts-ukij-uyghur' },
  { family: 'UKIJ Ekran', pkg: 'fonts-ukij-uyghur' },
  { family: 'Mandali', pkg: 'fonts-teluguvijayam' },
  { family: 'Gurajada', pkg: 'fonts-teluguvijayam' },
  { family: 'Suranna', pkg: 'fonts-teluguvijayam' },
  { family: 'Dancing Script', pkg: 'fonts-dancingscript' },
  { family: 'Ecolier_court', pkg: 'fonts-ecolier-court' },
  { family: 'NanumGothicCoding', pkg: 'fonts-nanum-coding' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no accented letter, typographic apostrophe, middle dot or dash): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = ['Mandali', 'Gurajada', 'Suranna', 'NanumGothicCoding', 'Ecolier_court'];

/** Whether a face Chromium drew is of the family (a face of a family reports its own name). */
export const ofFamily = (drawn: string, family: string) => kitOfFamily(drawn, family);

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind22', blind22Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample =
    "TIJANI-LIJADU SA'ADIYA HAUWA'U Kurfi NWACHUKWUOCHA OVWIGHO 0123456789 04 AUG AOÛT 1991 04 Aug. 91 Sunday 4th August 1991 1991-08-04 00:00:00 04.Aug.91 04TH AUG 1991 4 Aug '91 04 - AUG - 1991 4/08/1991 AUGUST 04, 1991 Prénoms Délivrance FÉVR DÉC Driver’s · / : ( ) , . - – & %";
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGATIJANI<LIJADU<<ILERIOLUWA<TITILOPE<<<<<B0123456789';
  await assertCellsDrawn(page, 'blind22', cellsAtWeights(blind22Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)), ofFamily);
}
