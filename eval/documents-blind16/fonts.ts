import type { Page as BrowserPage } from 'playwright-core';
import { assertCellsDrawn, assertSetFonts, cellsAtWeights, drawnFamilies, ofFamily } from '../blind-kit/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies, ofFamily };

/**
 * The sixteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind16 installs them), every package one no earlier set installed. None is a family an earlier
 * set or the renderer's fallback (DejaVu) uses: seven sans (Konatu, a Japanese family's rounded
 * Latin; MPH 2B Damase, a broad humanist sans; Umpush, a Thai family's geometric Latin; Sawasdee, a
 * light Thai-family sans; Dustismo, a plain grotesque with old-style figures; Meera, a Malayalam
 * family's narrow Latin; WenQuanYi Zen Hei, a Chinese family's Latin), three serifs (Dustismo Roman;
 * Linden Hill, a Goudy revival with old-style figures; Prociono, a humanist serif with old-style
 * figures) and four fixed-pitch faces (Konatu Tohaba and WenQuanYi Zen Hei Mono, the fixed widths
 * of those families; AR PL UMing CN, a Chinese Ming face whose Latin is a half-width typewriter
 * serif; MotoyaLCedar, a Japanese gothic's fixed-pitch Latin, which sets no accented letter and so
 * only numbers here). OCR B (fonts-ocr-b, installed by the project) sets only machine-readable
 * text: Debian has no other OCR-B face, so the two passports vary its size and pitch instead. A
 * missing family would silently become a fallback, so the set refuses to render without every one,
 * checks that Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind16Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Konatu', pkg: 'fonts-konatu' },
  { family: 'Konatu Tohaba', pkg: 'fonts-konatu' },
  { family: 'MPH 2B Damase', pkg: 'fonts-mph-2b-damase' },
  { family: 'Umpush', pkg: 'fonts-tlwg-umpush-ttf' },
  { family: 'Sawasdee', pkg: 'fonts-tlwg-sawasdee-ttf' },
  { family: 'Dustismo', pkg: 'fonts-dustin' },
  { family: 'Dustismo Roman', pkg: 'fonts-dustin' },
  { family: 'Meera', pkg: 'fonts-smc-meera' },
  { family: 'WenQuanYi Zen Hei', pkg: 'fonts-wqy-zenhei' },
  { family: 'WenQuanYi Zen Hei Mono', pkg: 'fonts-wqy-zenhei' },
  { family: 'Linden Hill', pkg: 'fonts-lindenhill' },
  { family: 'Prociono', pkg: 'fonts-prociono' },
  { family: 'AR PL UMing CN', pkg: 'fonts-arphic-uming' },
  { family: 'MotoyaLCedar', pkg: 'fonts-motoya-l-cedar' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain English (no accented letters, no typographic apostrophe or middle dot): check.ts fails an accent drawn in one of them. */
export const plainFamilies: readonly string[] = ['MotoyaLCedar'];

/** Refuses to render without every family installed, or with a design in a family not the set's. */
export const assertFontconfig = () => assertSetFonts('blind16', blind16Fonts, designFonts);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'NNABIGET Nnabiget ETON-AWAJI GAALLAH FRIDAY Friday BRAIMOH MINCHAKPU ZONGO 0123456789 3rd 22nd Prénoms Délivrance FÉVRIER AOÛT DÉCEMBRE Holder’s · / : ( ) , . -';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAMINCHAKPU<<CHRISTABEL<BERNADETTE<RINI<Y0123456789';
  await assertCellsDrawn(page, 'blind16', cellsAtWeights(blind16Fonts, (family) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample)));
}
