import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, drawnFamilies, type FontCell } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The twenty-third set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind23 installs them), every package one no earlier set installed, no family one an earlier set
 * or the renderer's fallback (DejaVu, Liberation) uses: serifs (Nakula, a Devanagari family's Latin;
 * Annapurna SIL, SIL's Devanagari family's Latin; Asana Math, a Palatino-like math face's Latin;
 * Sawarabi Mincho, a Japanese mincho's Latin), sans (Shimenkan, SIL's Pollard Miao family's Latin;
 * OpenDyslexic, a face drawn for dyslexic readers; Sans Condensed Uralic, a condensed grotesque made
 * for the Uralic languages' Cyrillic; Komatuna P, a rounded Japanese face's proportional Latin; Mona,
 * a Japanese face for text art; Suruma, a Malayalam family's Latin), display faces (Apropal, a Warsaw
 * sign painters' heavy sans; TriodPostnaja, a Latin and Cyrillic face after Church Slavonic books;
 * Kaushan Script, a brush script; titles only), a hand-written face (Karumbi, a Malayalam hand's
 * Latin; the officer's word only) and fixed-pitch faces (Thabit, an Arabic family's fixed-width Latin;
 * Komatuna, the fixed-pitch cut of the rounded Japanese face). OCR B (fonts-ocr-b, installed by the
 * project) sets only machine-readable text. Asana Math, Sawarabi Mincho, Mona, Suruma and TriodPostnaja
 * lack some of É, Û, °, ’, · and – (Chromium falls back for them): they set only plain text, which
 * check.ts holds them to. A missing family would silently become a fallback, so the set refuses to
 * render without every one, checks that Chromium really draws each with that family, and check.ts
 * checks every text of a page.
 */
export const blind23Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Nakula', pkg: 'fonts-nakula' },
  { family: 'Annapurna SIL', pkg: 'fonts-sil-annapurna' },
  { family: 'Asana Math', pkg: 'fonts-oflb-asana-math' },
  { family: 'Sawarabi Mincho', pkg: 'fonts-sawarabi-mincho' },
  { family: 'Shimenkan', pkg: 'fonts-sil-shimenkan' },
  { family: 'OpenDyslexic', pkg: 'fonts-opendyslexic' },
  { family: 'Sans Condensed Uralic', pkg: 'fonts-uralic' },
  { family: 'Komatuna P', pkg: 'fonts-komatuna' },
  { family: 'Komatuna', pkg: 'fonts-komatuna' },
  { family: 'Mona', pkg: 'fonts-mona' },
  { family: 'Suruma', pkg: 'fonts-smc-suruma' },
  { family: 'Apropal', pkg: 'fonts-apropal' },
  { family: 'TriodPostnaja', pkg: 'fonts-triod-postnaja' },
  { family: 'Kaushan Script', pkg: 'fonts-kaushanscript' },
  { family: 'Karumbi', pkg: 'fonts-smc-karumbi' },
  { family: 'Thabit', pkg: 'fonts-hosny-thabit' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no accented letter, degree sign, typographic apostrophe, middle dot or dash): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = ['Asana Math', 'Sawarabi Mincho', 'Mona', 'Suruma', 'TriodPostnaja'];

/**
 * Whether a face Chromium drew is of the family: a face of a family reports its own name ("Nakula",
 * "Shimenkan Bold"), and Thabit's bold face reports its PostScript-like name (Thabit-Bold). Komatuna P
 * is not Komatuna: each design names the cut it sets, and the check holds it to that one.
 */
export const ofFamily = (drawn: string, family: string) =>
  drawn === family || ((drawn.startsWith(`${family} `) || drawn.startsWith(`${family}-`)) && !blind23Fonts.some((f) => f.family !== family && f.family.startsWith(family) && (drawn === f.family || drawn.startsWith(`${f.family} `))));

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind23', blind23Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample =
    "ZORBARI-DEEKAE PINHEIRO JOAO DE DEUS ISHAQ GAZIBO Sumaila 0123456789 14 MAR /MARS 88 4 AUG 91 SUN 04 AUG 1991 04/08/1991 00:00:00 Aug 04, 1991 04 AUGUST, 1991 4-Aug-91 04 Aug. 1991 04/Aug/91 AUG 04 1991 Prénoms Délivrance FÉVR DÉC AOÛT N° Driver’s · / : ( ) , . - – & %";
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAZORBARI<DEEKAE<<TORNUBARI<KABARI<<<<<<<B0123456789';
  const cells: FontCell[] = blind23Fonts.flatMap((f) =>
    [400, 700].map((w) => ({ family: f.family, html: `<div class="t" style="font-family:'${f.family}';font-size:24px;font-weight:${w}">${f.family === 'OCR B' ? mrz : plainFamilies.includes(f.family) ? plainSample : sample}</div>` })),
  );
  await assertCellsDrawn(page, 'blind23', cells, ofFamily);
}
