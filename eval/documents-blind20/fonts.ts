import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The twentieth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind20 installs them), every package one no earlier set installed, no family one an earlier set
 * or the renderer's fallback (DejaVu, Liberation) uses: serifs (IPAPMincho, a Japanese Mincho's
 * proportional Latin; KaTeX_Main, the Computer Modern face KaTeX ships), sans (LexiGulim, a Korean
 * gulim's Latin; Harmattan and Lateef, two SIL Arabic families' Latin; Gargi, a Devanagari family's
 * Latin; KaTeX_SansSerif, Computer Modern's sans; Lemonada, a rounded Arabic display family's Latin;
 * Uroob, a condensed Malayalam family's Latin), a hand-written face (Chilanka, a Malayalam
 * hand-writing family's Latin) and fixed-pitch faces (IPAMincho, the half-width Mincho; MotoyaLMaru,
 * a rounded Japanese face's half-width Latin). OCR B (fonts-ocr-b, installed by the project) sets
 * only machine-readable text. Four of them (KaTeX_Main, KaTeX_SansSerif, MotoyaLMaru, Gargi) have no
 * É, Û, · or – (Chromium falls back for them): they set only plain text, which check.ts holds them
 * to. Tried and left out: TriodPostnaja (a typewriter whose C reads as G and B as K, so a person would
 * misread the names it set), Lohit Tamil,
 * KacstOne, KacstBook, KacstOffice and GFS BodoniClassic (fallbacks for plain letters or figures),
 * Asana Math, Museum, Sarai and Suruma (drawn as themselves but not needed), Ubuntu-Title (a display
 * face of lower-case letters), TakaoPMincho and TakaoMincho (the IPA Minchos again). A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind20Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'IPAPMincho', pkg: 'fonts-ipafont-mincho' },
  { family: 'IPAMincho', pkg: 'fonts-ipafont-mincho' },
  { family: 'KaTeX_Main', pkg: 'fonts-katex' },
  { family: 'KaTeX_SansSerif', pkg: 'fonts-katex' },
  { family: 'LexiGulim', pkg: 'fonts-lexi-gulim' },
  { family: 'Harmattan', pkg: 'fonts-sil-harmattan' },
  { family: 'Lateef', pkg: 'fonts-sil-lateef' },
  { family: 'Gargi', pkg: 'fonts-gargi' },
  { family: 'Lemonada', pkg: 'fonts-lemonada' },
  { family: 'Uroob', pkg: 'fonts-smc-uroob' },
  { family: 'Chilanka', pkg: 'fonts-smc-chilanka' },
  { family: 'MotoyaLMaru', pkg: 'fonts-motoya-l-maruberi' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no accented letter, typographic apostrophe, middle dot or dash): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = ['KaTeX_Main', 'KaTeX_SansSerif', 'MotoyaLMaru', 'Gargi'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind20', blind20Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = "BDLIYA Ettebong GODGIVEN EZE 0123456789 04 AOÛT/AUG 91 19910804 4th of August 1991 04 / AUG / 1991 04-August-1991 04081991 1991AUG04 4th Aug 1991 04 Aug 91 Prénoms Délivrance FÉVR DÉC Holder’s · / : ( ) , . - –";
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAAMANWACHI<<GODGIVEN<CHIKADIBIA<<<<<B0123456789';
  await assertCellsDrawn(page, 'blind20', cellsAtWeights(blind20Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
