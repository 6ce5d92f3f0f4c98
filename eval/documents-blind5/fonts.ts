import { execFileSync } from 'node:child_process';

/**
 * The fifth blind set's type faces: Debian families no other document set (nor the test suite) draws
 * with, and none that fontconfig puts in its generic sans-serif, serif or monospace lists, so
 * installing them changes no other set's rendering. Mostly plain sans faces, as real cards use; one
 * condensed width (Switzera ADF Cd, the licence's), one serif (STIX, headings), one monospace
 * (JetBrains Mono, printed numbers). The MRZ is OCR-B, as on real passports.
 */
export const blind5FontFaces: Record<string, { package: string; postScriptNames: string[] }> = {
  'Switzera ADF': { package: 'fonts-adf-switzera', postScriptNames: ['SwitzeraADF-Regular', 'SwitzeraADF-Bold'] },
  'Switzera ADF Cd': { package: 'fonts-adf-switzera', postScriptNames: ['SwitzeraADF-Cond', 'SwitzeraADF-BoldCond'] },
  'Oxygen-Sans': { package: 'fonts-oxygen', postScriptNames: ['Oxygen-Sans-Book', 'Oxygen-Sans-Bold'] },
  'OSP-DIN': { package: 'fonts-opendin', postScriptNames: ['OSP-DIN'] },
  'Tiresias Infofont': { package: 'fonts-tiresias', postScriptNames: ['TiresiasInfofont', 'TiresiasInfofontBold'] },
  Junction: { package: 'fonts-junction', postScriptNames: ['Junction'] },
  'JetBrains Mono': { package: 'fonts-jetbrains-mono', postScriptNames: ['JetBrainsMono-Regular', 'JetBrainsMono-Bold'] },
  STIX: { package: 'fonts-stix', postScriptNames: ['STIX-Regular', 'STIX-Bold'] },
  'OCR B': { package: 'fonts-ocr-b', postScriptNames: ['OCRB-Regular'] },
};

export const blind5Families = Object.keys(blind5FontFaces);

/** The families fontconfig does not know (fc-list escapes a hyphen in a family name as `\-`). */
export function missingFromFontconfig(families: readonly string[]): string[] {
  let listed: string;
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    return [...families];
  }
  const known = new Set(listed.split('\n').flatMap((line) => line.split(',').map((name) => name.replace(/\\-/g, '-').trim())));
  return families.filter((family) => !known.has(family));
}
