import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The nineteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind19 installs them), every package one no earlier set installed, no family one an earlier set
 * or the renderer's fallback (DejaVu) uses: sans (Aerial, an Arial-metric clone of the ArkPandora
 * family; TakaoPGothic, a Japanese gothic's proportional Latin; IPAexGothic, another Japanese gothic;
 * MigMix 1P, an M+ and IPA mix; Meera Inimai, a Tamil family's Latin; Lohit Devanagari, a Devanagari
 * family's Latin; Khmer OS, a Khmer family's Latin; Klee One, a hand-written Japanese textbook face),
 * serifs (Tymes, ArkPandora's Times-metric clone; Gentium Book Basic, SIL's book serif; Ezra SIL, a
 * Hebrew family's Latin; Scheherazade, an Arabic family's Times-like Latin) and fixed-pitch faces
 * (Aerial Mono; MigMix 2M, a half-width M+ mono). OCR B (fonts-ocr-b, installed by the project) sets
 * only machine-readable text. Tested and left out: Sawarabi Mincho (Chromium fell back to another
 * font for some of the sample's letters), Fantasque Sans Mono (never drawn as itself), Tlwg Mono and
 * Tlwg Typewriter (Chromium reports them as TlwgMono and TlwgTypewriter), Thabit (its bold reports as
 * Thabit-Bold), Baekmuk Batang and RaghuMalayalamSans (fallbacks for some letters). A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind19Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Aerial', pkg: 'fonts-arkpandora' },
  { family: 'Tymes', pkg: 'fonts-arkpandora' },
  { family: 'Aerial Mono', pkg: 'fonts-arkpandora' },
  { family: 'Gentium Book Basic', pkg: 'fonts-sil-gentium-basic' },
  { family: 'TakaoPGothic', pkg: 'fonts-takao-gothic' },
  { family: 'IPAexGothic', pkg: 'fonts-ipaexfont-gothic' },
  { family: 'MigMix 1P', pkg: 'fonts-migmix' },
  { family: 'MigMix 2M', pkg: 'fonts-migmix' },
  { family: 'Meera Inimai', pkg: 'fonts-meera-inimai' },
  { family: 'Klee One', pkg: 'fonts-klee' },
  { family: 'Ezra SIL', pkg: 'fonts-sil-ezra' },
  { family: 'Scheherazade', pkg: 'fonts-sil-scheherazade' },
  { family: 'Khmer OS', pkg: 'fonts-khmeros' },
  { family: 'Lohit Devanagari', pkg: 'fonts-lohit-deva' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain text (no typographic apostrophe or dash, no accented letter used): check.ts fails any other letter drawn in one of them. */
export const plainFamilies: readonly string[] = [];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind19', blind19Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = "MAFIMISEBI Doubrayebifa QUA'AN PAN 0123456789 1991 AUGUST 4 August 4th, 1991 1991/AUG/04 AUG-04-1991 4 Aug. 1991 1991 08 04 04/AUG/91 1991.AUG.04 Prénoms Délivrance FÉVR AOÛT DÉC Holder’s · / : ( ) , . - –";
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGADOUBRAYEBIFA<<EBIMOBOWEI<TARILAYEFA<<<<B0123456789';
  await assertCellsDrawn(page, 'blind19', cellsAtWeights(blind19Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
