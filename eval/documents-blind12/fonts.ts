import { execFileSync } from 'node:child_process';
import type { Page as BrowserPage } from 'playwright-core';
import { drawnFamilies } from '../documents-blind8/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The twelfth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind12 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses;
 * OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text. A missing family
 * would silently become a fallback, so the set refuses to render without every one, checks that
 * Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind12Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Karmilla', pkg: 'fonts-karmilla' },
  { family: 'Sophia Nubian', pkg: 'fonts-sil-sophia-nubian' },
  { family: 'eurofurence', pkg: 'fonts-eurofurence' },
  { family: 'osifont', pkg: 'fonts-osifont' },
  { family: 'Century Catalogue', pkg: 'fonts-century-catalogue' },
  { family: 'Galatia SIL', pkg: 'fonts-sil-galatia' },
  { family: 'Arapey', pkg: 'fonts-arapey' },
  { family: 'OCRA', pkg: 'fonts-ocr-a' },
  { family: 'Compagnon', pkg: 'fonts-compagnon' },
  { family: 'GNUTypewriter', pkg: 'fonts-gnutypewriter' },
  { family: 'okolaks', pkg: 'fonts-okolaks' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set no digits: okolaks sets only a voter card's header (its figures are not a document's). */
export const noDigitFamilies: readonly string[] = ['okolaks'];

/** Families with no accented letters: they set only plain English (check.ts fails an accent drawn in another font). */
export const plainFamilies: readonly string[] = ['okolaks', 'GNUTypewriter', 'OCRA'];

export const allowedFamilies = new Set(blind12Fonts.map((f) => f.family));

/** Families fontconfig does not list (a family line is `Name` or `Name,Other name`; a hyphen is written `\-`). */
export function missingFromFontconfig(): string[] {
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return blind12Fonts.map((f) => f.family);
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.replace(/\\-/g, '-').trim())));
  return blind12Fonts.filter((f) => !names.has(f.family)).map((f) => f.family);
}

export function assertFontconfig(): void {
  const missing = missingFromFontconfig();
  if (missing.length) {
    const pkgs = [...new Set(blind12Fonts.filter((f) => missing.includes(f.family)).map((f) => f.pkg))];
    throw new Error(`blind12: font families missing from fontconfig: ${missing.join(', ')} (packages ${pkgs.join(' ')}); run bash scripts/ensure-fonts.sh --blind12`);
  }
  for (const [design, families] of Object.entries(designFonts)) for (const f of families) if (!allowedFamilies.has(f)) throw new Error(`design ${design} uses ${f}, not one of the set's families`);
}

/** A face of a family reports its own name ("Arapey Black" for Arapey at 700, "Compagnon Medium"). */
export const ofFamily = (drawn: string, family: string) => drawn === family || drawn.startsWith(`${family} `);

/** Draws a sample in each family, at each weight the pages use, and fails when Chromium used any other font for it. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'EZEKIEL NENDIRMWA LONGJAN IDRISSA ABDULRAHMAN TURNAH Ernest USHIE KURE 0123456789 Surname Prénoms Délivrance';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const lettersOnly = plainSample.replace(/[0-9]/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGAIDRISSA<<SULAIMANU<ALHASSAN<ABDULRAHMAN0123456789';
  const textOf = (family: string) => (family === 'OCR B' ? mrz : noDigitFamilies.includes(family) ? lettersOnly : plainFamilies.includes(family) ? plainSample : sample);
  const cells = blind12Fonts.flatMap((f) => [400, 700].map((w) => ({ family: f.family, html: `<div class="t" style="font-family:'${f.family}';font-size:24px;font-weight:${w}">${textOf(f.family)}</div>` })));
  await page.setContent(`<!doctype html><meta charset="utf-8"><body>${cells.map((c) => c.html).join('')}</body>`);
  const drawn = await drawnFamilies(page);
  const wrong = drawn.map((d, i) => ({ want: cells[i]?.family ?? '?', got: d.families })).filter((d) => d.got.some((g) => !ofFamily(g, d.want)));
  if (wrong.length) throw new Error(`blind12: Chromium drew these families with other fonts: ${wrong.map((w) => `${w.want} -> ${w.got.join('+')}`).join('; ')}`);
}
