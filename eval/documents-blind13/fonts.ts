import { execFileSync } from 'node:child_process';
import type { Page as BrowserPage } from 'playwright-core';
import { drawnFamilies } from '../documents-blind8/fonts.js';
import { designFonts } from './pages.js';

export { drawnFamilies };

/**
 * The thirteenth set's font families and the Debian packages that carry them (scripts/ensure-fonts.sh
 * --blind13 installs them). None is a family an earlier set or the renderer's fallback (DejaVu) uses:
 * a rounded sans (Manjari) and a rounded heavy display face (RocknRoll One), a condensed sans (Gemunu
 * Libre), two serifs (ElstobD, IndUni-N), two monospaced faces (IndUni-C, a typewriter; M PLUS 1 Code,
 * a plain OCR-like one), three sans (M PLUS 2, Gayathri, Loma) and a square technical face
 * (BabelStone Modern); OCR B (fonts-ocr-b, installed by the project) sets only machine-readable text.
 * A missing family would silently become a fallback, so the set refuses to render without every one,
 * checks that Chromium really draws each with that family, and check.ts checks every text of a page.
 */
export const blind13Fonts: readonly { family: string; pkg: string }[] = [
  { family: 'Manjari', pkg: 'fonts-smc-manjari' },
  { family: 'RocknRoll One', pkg: 'fonts-rocknroll' },
  { family: 'Gemunu Libre', pkg: 'fonts-gemunu-libre' },
  { family: 'ElstobD', pkg: 'fonts-elstob' },
  { family: 'IndUni-N', pkg: 'fonts-johnsmith-induni' },
  { family: 'IndUni-C', pkg: 'fonts-johnsmith-induni' },
  { family: 'M PLUS 1 Code', pkg: 'fonts-mplus' },
  { family: 'M PLUS 2', pkg: 'fonts-mplus' },
  { family: 'Gayathri', pkg: 'fonts-smc-gayathri' },
  { family: 'BabelStone Modern', pkg: 'fonts-babelstone-modern' },
  { family: 'Loma', pkg: 'fonts-tlwg-loma-ttf' },
  { family: 'OCR B', pkg: 'fonts-ocr-b' },
];

/** Families that set only plain English (no accented letters, no typographic apostrophe): check.ts fails an accent drawn in one of them. */
export const plainFamilies: readonly string[] = [];

export const allowedFamilies = new Set(blind13Fonts.map((f) => f.family));

/** Families fontconfig does not list (a family line is `Name` or `Name,Other name`; a hyphen is written `\-`). */
export function missingFromFontconfig(): string[] {
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return blind13Fonts.map((f) => f.family);
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.replace(/\\-/g, '-').trim())));
  return blind13Fonts.filter((f) => !names.has(f.family)).map((f) => f.family);
}

export function assertFontconfig(): void {
  const missing = missingFromFontconfig();
  if (missing.length) {
    const pkgs = [...new Set(blind13Fonts.filter((f) => missing.includes(f.family)).map((f) => f.pkg))];
    throw new Error(`blind13: font families missing from fontconfig: ${missing.join(', ')} (packages ${pkgs.join(' ')}); run bash scripts/ensure-fonts.sh --blind13`);
  }
  for (const [design, families] of Object.entries(designFonts)) for (const f of families) if (!allowedFamilies.has(f)) throw new Error(`design ${design} uses ${f}, not one of the set's families`);
}

/** A face of a family reports its own name ("ElstobD 10pt" for ElstobD, "M PLUS 2 Bold"). */
export const ofFamily = (drawn: string, family: string) => drawn === family || drawn.startsWith(`${family} `);

/** Draws a sample in each family, at both weights the pages use, and fails when Chromium used any other font for any of its glyphs. */
export async function assertDrawnFamilies(page: BrowserPage): Promise<void> {
  const sample = 'TCHABI WOROU NGADDA OGBONDA-AMADI UKANYAOHE Ogbonda-Amadi 0123456789 Prénoms Délivrance FÉV AOÛT DÉC Holder’s · / : ( ) , .';
  const plainSample = sample.replace(/\S*[^\x00-\x7f]\S*/g, '').replace(/\s+/g, ' ');
  const mrz = 'P<NGANGADDA<<BINTU<KELLU<<<<0123456789';
  const textOf = (family: string) => (family === 'OCR B' ? mrz : plainFamilies.includes(family) ? plainSample : sample);
  const cells = blind13Fonts.flatMap((f) => [400, 700].map((w) => ({ family: f.family, html: `<div class="t" style="font-family:'${f.family}';font-size:24px;font-weight:${w}">${textOf(f.family)}</div>` })));
  await page.setContent(`<!doctype html><meta charset="utf-8"><body>${cells.map((c) => c.html).join('')}</body>`);
  const drawn = await drawnFamilies(page);
  const wrong = drawn.map((d, i) => ({ want: cells[i]?.family ?? '?', got: d.families })).filter((d) => d.got.some((g) => !ofFamily(g, d.want)));
  if (wrong.length) throw new Error(`blind13: Chromium drew these families with other fonts: ${wrong.map((w) => `${w.want} -> ${w.got.join('+')}`).join('; ')}`);
}
