import { execFileSync } from 'node:child_process';
import type { Page as BrowserPage } from 'playwright-core';
import { drawnFamilies } from '../documents-blind8/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The ninth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind9 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page. Of these,
 * only GFS Didot has the dotted vowels (Ọ, Ụ, Ẹ); no holder's name in this set has one, and a name
 * that had would be allowed only in the families listed in `dottedFamilies`.
 */
export const blind9Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Baskervald ADF Std', pkg: 'fonts-adf-baskervald' },
  { family: 'Tribun ADF Std', pkg: 'fonts-adf-tribun' },
  { family: 'Ikarius ADF Std', pkg: 'fonts-adf-ikarius' },
  { family: 'Irianis ADF Std', pkg: 'fonts-adf-irianis' },
  { family: 'League Mono', pkg: 'fonts-league-mono' },
  { family: 'mononoki', pkg: 'fonts-mononoki' },
  { family: 'GFS Didot', pkg: 'fonts-gfs-didot' },
  { family: 'Hermit', pkg: 'fonts-hermit' },
  { family: 'Goudy Bookletter 1911', pkg: 'fonts-goudybookletter' },
  { family: 'Fanwood Text', pkg: 'fonts-fanwood' },
  { family: 'Averia Serif GWF', pkg: 'fonts-averia-serif-gwf' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families whose figures are old-style only (no lining figures): they set no digits. */
export const oldStyleFigures: readonly string[] = ['Goudy Bookletter 1911', 'Irianis ADF Std'];

/** The families that have Ọ, Ụ and Ẹ (fc-list :charset=1ecc), the only ones a dotted name may be set in. */
export const dottedFamilies: readonly string[] = ['GFS Didot'];

export const allowedFamilies = new Set(blind9Fonts.map((f) => f.family));

/** Families fontconfig does not list (a family line is `Name` or `Name,Other name`; a hyphen is written `\-`). */
export function missingFromFontconfig(): string[] {
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return blind9Fonts.map((f) => f.family);
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.replace(/\\-/g, '-').trim())));
  return blind9Fonts.filter((f) => !names.has(f.family)).map((f) => f.family);
}

export function assertFontconfig(): void {
  const missing = missingFromFontconfig();
  if (missing.length) {
    const pkgs = [...new Set(blind9Fonts.filter((f) => missing.includes(f.family)).map((f) => f.pkg))];
    throw new Error(`blind9: font families missing from fontconfig: ${missing.join(', ')} (packages ${pkgs.join(' ')}); run bash scripts/ensure-fonts.sh --blind9`);
  }
  for (const [design, families] of Object.entries(designFonts)) for (const f of families) if (!allowedFamilies.has(f)) throw new Error(`design ${design} uses ${f}, not one of the set's families`);
}

/** A face of a family reports its own name ("Tribun ADF Std Med" for Tribun at 500). */
export const ofFamily = (drawn: string, family: string) => drawn === family || drawn.startsWith(`${family} `);

/** Draws a sample in each family and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'AL-AMIN CHUKWU-EMEKA OSHILIM QUEEN 0123456789 Prénoms Délivrance FÉVR AOÛT';
  const dotted = 'NWỌ ỤDỌ ẸKẸ';
  await page.setContent(`<!doctype html><meta charset="utf-8"><body>${blind9Fonts
    .map((f) => `<div class="t" style="font-family:'${f.family}';font-size:24px;font-weight:${f.family === 'OCR B' ? 400 : 700}">${f.family === 'OCR B' ? 'P<NGAAL<AMIN<<MAHAMAT0123456789' : dottedFamilies.includes(f.family) ? `${sample} ${dotted}` : sample}</div>`)
    .join('')}</body>`);
  const drawn = await drawnFamilies(page);
  const wrong = drawn.map((d, i) => ({ want: blind9Fonts[i]?.family ?? '?', got: d.families })).filter((d) => d.got.some((g) => !ofFamily(g, d.want)));
  if (wrong.length) throw new Error(`blind9: Chromium drew these families with other fonts: ${wrong.map((w) => `${w.want} -> ${w.got.join('+')}`).join('; ')}`);
}
