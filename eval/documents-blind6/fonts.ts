import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Blind6Layout } from './people.js';
import { Rng } from './random.js';

/**
 * The sixth blind set's type: seven Debian font families no other set uses (nor fontconfig's generic
 * families here), several per layout, chosen per document by its seed. OCR-B is used for the MRZ only,
 * embedded from Debian's file so fontconfig cannot hand the page its outline or inverted cut.
 */

/** Family -> the Debian package that installs it (scripts/ensure-fonts.sh --blind6 installs them). */
export const blind6FontPackages: Record<string, string> = {
  Sora: 'fonts-sora',
  Tuffy: 'fonts-tuffy',
  Play: 'fonts-play',
  Quicksand: 'fonts-quicksand',
  Dosis: 'fonts-dosis',
  Hack: 'fonts-hack',
  'Courier Prime': 'fonts-courier-prime',
};

export const blind6Families = Object.keys(blind6FontPackages);

/** The families fontconfig does not list (`fc-list : family` prints `Name,Alias` lines). */
export function missingFromFontconfig(families: readonly string[]): string[] {
  let listed: string;
  try {
    listed = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    return [...families];
  }
  const names = new Set(listed.split('\n').flatMap((line) => line.split(',').map((n) => n.trim().replace(/\\-/g, '-'))));
  return families.filter((f) => !names.has(f));
}

export const ocrbPath = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';

let ocrbCss: string | null = null;

/** An @font-face for the MRZ (family `Blind6MRZ`), OCR-B Regular from Debian's fonts-ocr-b. */
export function ocrbFontFace(): string {
  if (ocrbCss === null) {
    const data = readFileSync(ocrbPath).toString('base64');
    ocrbCss = `@font-face{font-family:'Blind6MRZ';src:url(data:font/otf;base64,${data}) format('opentype');}`;
  }
  return ocrbCss;
}

/** OCR-B's advance is 0.723 em (measured in Chromium): the font size that gives ICAO's 2.54 mm pitch. */
export const mrzFontSizeMm = 2.54 / 0.723;

/** The type a document is set in: its labels, its data and its numbers. */
export interface DocumentFonts {
  label: string;
  data: string;
  number: string;
}

// Several families per layout, so one layout is not one font; which one a document gets is its seed's.
const pools: Record<Blind6Layout, { label: readonly string[]; data: readonly string[]; number: readonly string[] }> = {
  passport: { label: ['Dosis', 'Quicksand', 'Tuffy'], data: ['Tuffy', 'Play', 'Sora'], number: ['Play', 'Sora', 'Tuffy'] },
  'nin-slip': { label: ['Tuffy', 'Sora', 'Play'], data: ['Courier Prime', 'Tuffy', 'Hack'], number: ['Courier Prime', 'Hack', 'Tuffy'] },
  'nin-card': { label: ['Dosis', 'Quicksand'], data: ['Sora', 'Play', 'Tuffy'], number: ['Sora', 'Hack', 'Play'] },
  licence: { label: ['Quicksand', 'Sora', 'Dosis'], data: ['Play', 'Tuffy', 'Hack'], number: ['Hack', 'Play', 'Sora'] },
  'voters-card': { label: ['Dosis', 'Play', 'Quicksand'], data: ['Tuffy', 'Sora', 'Courier Prime'], number: ['Courier Prime', 'Tuffy', 'Hack'] },
};

export function chooseFonts(layout: Blind6Layout, seed: string): DocumentFonts {
  const rng = new Rng(`${seed}/fonts`);
  const pool = pools[layout];
  return { label: rng.pick(pool.label), data: rng.pick(pool.data), number: rng.pick(pool.number) };
}

/**
 * A CSS font-family naming one family and no fallback list, so the page asks for nothing but the set's
 * families (check.ts scans for any other; the runner refuses to start when fc-list lacks one).
 */
export const family = (name: string) => `'${name}'`;
