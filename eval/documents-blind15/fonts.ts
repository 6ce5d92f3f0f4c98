import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The fifteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind15 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses:
 * six sans (Sawarabi Gothic and IPAPGothic, Japanese families' proportional Latin; UnGraphic, a
 * Korean family's grotesque; Caliban, a wide grotesque; Quercus, a humanist sans made for Spanish
 * schools; Millimetre, a geometric constructed sans), a condensed titling face (Le Murmure), four
 * serifs (GFS Artemisia, a Times-like Greek family's Latin; BIZ UDPMincho, a Japanese
 * universal-design serif; EMERITA Latina, a book serif; UnBatang, a Korean family's serif) and two
 * monospaced faces (IPAGothic, whose fixed-pitch Latin sets numbers like a card printer; GWMonospace,
 * a Courier-like typewriter). OCR B (fonts-ocr-b, installed by the project) sets only machine-readable
 * text: Debian has no other OCR-B face, so the two passports vary its size and spacing instead. A
 * missing family would silently become a fallback, so the set refuses to render without every one,
 * checks that Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind15Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Sawarabi Gothic', pkg: 'fonts-sawarabi-gothic' },
  { family: 'IPAPGothic', pkg: 'fonts-ipafont-gothic' },
  { family: 'UnGraphic', pkg: 'fonts-unfonts-core' },
  { family: 'Caliban', pkg: 'fonts-georgewilliams' },
  { family: 'Quercus', pkg: 'fonts-linex' },
  { family: 'Millimetre', pkg: 'fonts-millimetre' },
  { family: 'Le Murmure', pkg: 'fonts-le-murmure' },
  { family: 'GFS Artemisia', pkg: 'fonts-gfs-artemisia' },
  { family: 'BIZ UDPMincho', pkg: 'fonts-morisawa-bizud-mincho' },
  { family: 'EMERITA Latina', pkg: 'fonts-linex' },
  { family: 'UnBatang', pkg: 'fonts-unfonts-core' },
  { family: 'IPAGothic', pkg: 'fonts-ipafont-gothic' },
  { family: 'GWMonospace', pkg: 'fonts-georgewilliams' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain English (no accented letters, no typographic apostrophe): check.ts fails an accent drawn in one of them. */
export const plainFamilies: readonly string[] = [];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind15', blind15Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'INYAM ABOK-GWOM UMMULKHAIRI MAISAMARI Offoboche NGALA RUKKAYA 0123456789 Prénoms Délivrance FÉVR AOÛT DÉC JANV Holder’s · / : ( ) , .';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGANGALA<<GONI<KACHALLA<MODU<<<<0123456789';
  await assertCellsDrawn(page, 'blind15', cellsAtWeights(blind15Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
