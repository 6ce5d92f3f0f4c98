import { execFileSync } from 'node:child_process';

/**
 * The families fontconfig knows (what Chromium draws from). A family missing here would silently
 * become a fallback font and the set would no longer be the one measured.
 */
export function fontconfigFamilies(): Set<string> {
  let listed: string;
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    throw new Error('fc-list is missing (Debian fontconfig): run scripts/ensure-fonts.sh --blind3');
  }
  const names = new Set<string>();
  // One line per face: "Family,Family Style", with fontconfig's backslash escapes.
  for (const line of listed.split('\n')) for (const name of line.split(',')) if (name.trim()) names.add(name.trim().replace(/\\/g, ''));
  return names;
}

export function missingFromFontconfig(families: readonly string[]): string[] {
  const known = fontconfigFamilies();
  return families.filter((f) => !known.has(f));
}
