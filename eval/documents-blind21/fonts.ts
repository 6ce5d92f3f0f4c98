import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily as kitOfFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The twenty-first set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind21 installs them), every package one no earlier set installed, no family one an earlier set
 * or the renderer's fallback (DejaVu, Liberation) uses: serifs (Arundina Serif, a Thai family's
 * Latin; Essays1743, a face cut after an eighteenth-century printing of Montaigne; TeX Gyre Pagella
 * Math, Schola Math and Bonum Math, the Latin of TeX Gyre's mathematical companions, a separate
 * package from the text faces an earlier set installed; Tai Heritage Pro, an SIL Tai Viet family's
 * Latin), sans (Arundina Sans; Alkalami, SIL's Arabic for West African Ajami, its Latin; UmePlus CLP
 * Gothic, a Japanese gothic's proportional Latin; Conakry, Evertype's N'Ko family's Latin), a display
 * face (Lobster Two, titles only), a hand-written face (Breip) and fixed-pitch faces (Arundina Sans
 * Mono, UmePlus CL Gothic's half-width Latin, Tlwg Mono and Tlwg Typewriter, two Thai monospaced
 * families' Latin). OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text.
 * Breip has no É, Û, ’, · or – (Chromium falls back for them): it sets only plain text, which check.ts
 * holds it to. Tried and left out: TypoScript and Lobster (drawn partly or wholly by a fallback) and
 * F500 (its family is named with brackets). Chromium names the Tlwg faces without their space
 * (TlwgMono), so a drawn face is matched to its family with spaces ignored. A missing family would
 * silently become a fallback, so the set refuses to render without every one, checks that Chromium
 * really draws each with that family, and check.ts checks every text of a page.
 */
export const blind21Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Arundina Serif', pkg: 'fonts-arundina' },
  { family: 'Arundina Sans', pkg: 'fonts-arundina' },
  { family: 'Arundina Sans Mono', pkg: 'fonts-arundina' },
  { family: 'Essays1743', pkg: 'fonts-essays1743' },
  { family: 'TeX Gyre Pagella Math', pkg: 'fonts-texgyre-math' },
  { family: 'TeX Gyre Schola Math', pkg: 'fonts-texgyre-math' },
  { family: 'TeX Gyre Bonum Math', pkg: 'fonts-texgyre-math' },
  { family: 'Tai Heritage Pro', pkg: 'fonts-sil-taiheritagepro' },
  { family: 'Alkalami', pkg: 'fonts-sil-alkalami' },
  { family: 'UmePlus CL Gothic', pkg: 'fonts-umeplus-cl' },
  { family: 'UmePlus CLP Gothic', pkg: 'fonts-umeplus-cl' },
  { family: 'Conakry', pkg: 'fonts-evertype-conakry' },
  { family: 'Tlwg Mono', pkg: 'fonts-tlwg-mono-ttf' },
  { family: 'Tlwg Typewriter', pkg: 'fonts-tlwg-typewriter-ttf' },
  { family: 'Lobster Two', pkg: 'fonts-lobstertwo' },
  { family: 'Breip', pkg: 'fonts-breip' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no accented letter, typographic apostrophe, middle dot or dash): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = ['Breip'];

/** Whether a face Chromium drew is of the family, its spaces ignored (Chromium reports Tlwg Mono as TlwgMono). */
export const ofFamily = (drawn: string, family: string) => kitOfFamily(drawn, family) || kitOfFamily(drawn.replace(/\s+/g, ''), family.replace(/\s+/g, ''));

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind21', blind21Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'ABDULMALIK Ugwuoke HALIRU NKEMJIKA 0123456789 04 AUG (AOÛT) 1991 04 AUG. 91 SUNDAY, 4 AUGUST 1991 04th August 1991 04.AUGUST.1991 August 04 1991 040891 SUN 04/08/1991 04-AUGUST-91 04/Aug/1991 Prénoms Délivrance FÉVR DÉC Holder’s · / : ( ) , . - –';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAABDULMALIK<<UMAR<FAROUK<<<<<<<<<<<<<<<<B0123456789';
  await assertCellsDrawn(page, 'blind21', cellsAtWeights(blind21Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)), ofFamily);
}
