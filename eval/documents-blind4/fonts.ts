import { execFileSync } from 'node:child_process';

/** The families fontconfig does not know (by exact family name), so Chromium would draw a fallback. */
export function missingFromFontconfig(families: readonly string[]): string[] {
  const listed = new Set(
    execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' })
      .split('\n')
      .flatMap((line) => line.split(',').map((name) => name.replace(/\\/g, '').trim())),
  );
  return families.filter((f) => !listed.has(f));
}
