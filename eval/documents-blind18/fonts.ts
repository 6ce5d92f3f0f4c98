import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The eighteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind18 installs them), every package one no earlier set installed, no family one an earlier set
 * or the renderer's fallback (DejaVu) uses: sans (Waree, a Thai family's plain Latin; Andika New
 * Basic, SIL's literacy sans; VL PGothic, a Japanese gothic's proportional Latin; Keraleeyam, a
 * Malayalam family's Latin; Purisa, a Thai handwriting-like face; femkeklaver, a hand-lettered
 * display face), serifs (Norasi, a Thai family's Times-like Latin; Abyssinica SIL, an Ethiopic
 * family's Latin; IPAexMincho, a Japanese Mincho's Latin; Rachana, a Malayalam family's Latin) and
 * fixed-pitch faces (VL Gothic's half-width Latin; WenQuanYi Micro Hei Mono, a Chinese family's
 * Droid-like monospaced Latin; Tlwg Typist; Ume Mincho, a Japanese Mincho's half-width serif Latin).
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind18Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Waree', pkg: 'fonts-tlwg-waree-ttf' },
  { family: 'Norasi', pkg: 'fonts-tlwg-norasi-ttf' },
  { family: 'Keraleeyam', pkg: 'fonts-smc-keraleeyam' },
  { family: 'Andika New Basic', pkg: 'fonts-sil-andikanewbasic' },
  { family: 'VL PGothic', pkg: 'fonts-vlgothic' },
  { family: 'Purisa', pkg: 'fonts-tlwg-purisa-ttf' },
  { family: 'femkeklaver', pkg: 'fonts-femkeklaver' },
  { family: 'Rachana', pkg: 'fonts-smc-rachana' },
  { family: 'IPAexMincho', pkg: 'fonts-ipaexfont-mincho' },
  { family: 'Abyssinica SIL', pkg: 'fonts-sil-abyssinica' },
  { family: 'VL Gothic', pkg: 'fonts-vlgothic' },
  { family: 'WenQuanYi Micro Hei Mono', pkg: 'fonts-wqy-microhei' },
  { family: 'Tlwg Typist', pkg: 'fonts-tlwg-typist-ttf' },
  { family: 'Ume Mincho', pkg: 'fonts-horai-umefont' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no typographic apostrophe or dash, no accented letter used): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = [];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind18', blind18Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'ALETOO Aletoo PRINCE EREMOO 0123456789 4TH AUGUST, 1991 Aug. 4, 1991 04 | 08 | 1991 04 AUG \'91 04·08·1991 Prénoms Délivrance FÉVR AOÛT DÉC Holder’s · / : ( ) , . - –';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAODII<<ONYEBUCHI<NWEKE<<<<<<<<<<<<<<<<<<<B0123456789';
  await assertCellsDrawn(page, 'blind18', cellsAtWeights(blind18Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
