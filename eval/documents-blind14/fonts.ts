import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The fourteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind14 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses:
 * four sans (NanumGothic, a Korean family's Latin; Garuda, a geometric Thai family's; Laksaman, a
 * humanist one; BIZ UDPGothic, a Japanese universal-design face), a grotesque (UnDotum), three
 * serifs (Kinnari, Junicode Two Beta, Amiri), two monospaced faces (D2Coding, a plain coding face
 * that sets numbers like an OCR face; Tlwg Typo, a typewriter) and a condensed oblique display face
 * (Smiley Sans, which Chromium names "Smiley Sans Oblique"); OCR B (fonts-ocr-b, installed by the
 * project) sets only machine-readable text. A missing family would silently become a fallback, so
 * the set refuses to render without every one, checks that Chromium really draws each with that
 * family, and check.ts checks every text of a page.
 */
export const blind14Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'NanumGothic', pkg: 'fonts-nanum' },
  { family: 'Garuda', pkg: 'fonts-tlwg-garuda-ttf' },
  { family: 'Laksaman', pkg: 'fonts-tlwg-laksaman-ttf' },
  { family: 'BIZ UDPGothic', pkg: 'fonts-morisawa-bizud-gothic' },
  { family: 'UnDotum', pkg: 'fonts-unfonts-core' },
  { family: 'Kinnari', pkg: 'fonts-tlwg-kinnari-ttf' },
  { family: 'Junicode Two Beta', pkg: 'fonts-junicode' },
  { family: 'Amiri', pkg: 'fonts-hosny-amiri' },
  { family: 'D2Coding', pkg: 'fonts-naver-d2coding' },
  { family: 'Tlwg Typo', pkg: 'fonts-tlwg-typo-ttf' },
  { family: 'Smiley Sans', pkg: 'fonts-smiley-sans' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain English (no accented letters, no typographic apostrophe): check.ts fails an accent drawn in one of them. */
export const plainFamilies: readonly string[] = [];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind14', blind14Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'CHU OBARILOMATE UNDIANDEYE VINCENT LIWHU ABDUL-KARIM ONYINYECHI Nkweke 0123456789 Prénoms Délivrance FÉV AOÛT DÉC MARS Holder’s · / : ( ) , .';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGACHU<<OBARILOMATE<OSARO<<<<0123456789';
  await assertCellsDrawn(page, 'blind14', cellsAtWeights(blind14Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
