import { execFileSync } from 'node:child_process';
import type { Page as BrowserPage } from 'playwright-core';

/**
 * How a blind set (the seventh on) makes sure of its fonts: every family installed (fontconfig lists
 * it), every design set only in the set's families, and Chromium really drawing each family with
 * itself (a missing glyph would silently fall back to another font). Each set keeps its own
 * families, packages and sample texts in its fonts.ts.
 */

/** A family and the Debian package that carries it. */
export interface SetFont {
  family: string;
  pkg: string;
}

/** Families fontconfig does not list (a family line is `Name` or `Name,Other name`; a hyphen is written `\-`). */
export function missingFromFontconfig(fonts: readonly SetFont[]): string[] {
  let listed = '';
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  } catch {
    return fonts.map((f) => f.family);
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.replace(/\\-/g, '-').trim())));
  return fonts.filter((f) => !names.has(f.family)).map((f) => f.family);
}

/** Refuses a set (`name`, `blind12`: also its scripts/ensure-fonts.sh flag) whose families are not all installed, or whose designs use another family. */
export function assertSetFonts(name: string, fonts: readonly SetFont[], designFonts: Record<string, readonly string[]>): void {
  const missing = missingFromFontconfig(fonts);
  if (missing.length) {
    const pkgs = [...new Set(fonts.filter((f) => missing.includes(f.family)).map((f) => f.pkg))];
    throw new Error(`${name}: font families missing from fontconfig: ${missing.join(', ')} (packages ${pkgs.join(' ')}); run bash scripts/ensure-fonts.sh --${name}`);
  }
  const allowed = new Set(fonts.map((f) => f.family));
  for (const [design, families] of Object.entries(designFonts)) for (const f of families) if (!allowed.has(f)) throw new Error(`design ${design} uses ${f}, not one of the set's families`);
}

/** A face of a family reports its own name ("Arapey Black" for Arapey at 700, "Compagnon Medium"). */
export const ofFamily = (drawn: string, family: string) => drawn === family || drawn.startsWith(`${family} `);

/** For every element with text of its own: the families Chromium drew its glyphs with. */
export async function drawnFamilies(page: BrowserPage): Promise<{ text: string; families: string[] }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const doc = await cdp.send('DOM.getDocument', { depth: -1 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: doc.root.nodeId, selector: '.t, text, textPath' });
    const out: { text: string; families: string[] }[] = [];
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      if (!fonts.length) continue;
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      out.push({ text: outerHTML.replace(/<[^>]+>/g, '').slice(0, 60), families: fonts.map((f) => f.familyName.trim()) });
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/** A sample text in one family: the family it must be drawn in and its element. */
export interface FontCell {
  family: string;
  html: string;
}

/** A cell for each family at each weight the pages use, with the text `textOf` gives the family. */
export const cellsAtWeights = (fonts: readonly SetFont[], textOf: (family: string) => string, weights: readonly number[] = [400, 700]): FontCell[] =>
  fonts.flatMap((f) => weights.map((w) => ({ family: f.family, html: `<div class="t" style="font-family:'${f.family}';font-size:24px;font-weight:${w}">${textOf(f.family)}</div>` })));

/** Draws the cells and fails when Chromium drew any of them with another font than its family (`same`: how a drawn face's name is matched to it). */
export async function assertCellsDrawn(page: BrowserPage, name: string, cells: readonly FontCell[], same: (drawn: string, family: string) => boolean = ofFamily): Promise<void> {
  await page.setContent(`<!doctype html><meta charset="utf-8"><body>${cells.map((c) => c.html).join('')}</body>`);
  const drawn = await drawnFamilies(page);
  const wrong = drawn.map((d, i) => ({ want: cells[i]?.family ?? '?', got: d.families })).filter((d) => d.got.some((g) => !same(g, d.want)));
  if (wrong.length) throw new Error(`${name}: Chromium drew these families with other fonts: ${wrong.map((w) => `${w.want} -> ${w.got.join('+')}`).join('; ')}`);
}
