import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The thirteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind13 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses:
 * a rounded sans (Manjari) and a rounded heavy display face (RocknRoll One), a condensed sans (Gemunu
 * Libre), two serifs (ElstobD, IndUni-N), two monospaced faces (IndUni-C, a typewriter; M PLUS 1 Code,
 * a plain OCR-like one), three sans (M PLUS 2, Gayathri, Loma) and a square technical face
 * (BabelStone Modern); OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text.
 * A missing family would silently become a fallback, so the set refuses to render without every one,
 * checks that Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind13Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Manjari', pkg: 'fonts-smc-manjari' },
  { family: 'RocknRoll One', pkg: 'fonts-rocknroll' },
  { family: 'Gemunu Libre', pkg: 'fonts-gemunu-libre' },
  { family: 'ElstobD', pkg: 'fonts-elstob' },
  { family: 'IndUni-N', pkg: 'fonts-johnsmith-induni' },
  { family: 'IndUni-C', pkg: 'fonts-johnsmith-induni' },
  { family: 'M PLUS 1 Code', pkg: 'fonts-mplus' },
  { family: 'M PLUS 2', pkg: 'fonts-mplus' },
  { family: 'Gayathri', pkg: 'fonts-smc-gayathri' },
  { family: 'BabelStone Modern', pkg: 'fonts-babelstone-modern' },
  { family: 'Loma', pkg: 'fonts-tlwg-loma-ttf' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain English (no accented letters, no typographic apostrophe): check.ts fails an accent drawn in one of them. */
export const plainFamilies: readonly string[] = [];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind13', blind13Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'TCHABI WOROU NGADDA OGBONDA-AMADI UKANYAOHE Ogbonda-Amadi 0123456789 Prénoms Délivrance FÉV AOÛT DÉC Holder’s · / : ( ) , .';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGANGADDA<<BINTU<KELLU<<<<0123456789';
  await assertCellsDrawn(page, 'blind13', cellsAtWeights(blind13Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
