import sharp from 'sharp';
import { mrzLinesIn } from '../handlers/index.js';
import type { OcrPage, OcrPool } from '../ocr/ocr-pool.js';

/**
 * Step 2: the page text, and on demand the MRZ. The MRZ band is the bottom 25% of the page, read by
 * the legacy engine in a few cleaned-up variants (MEASURED.md: upscaled to 1400 px, black/white).
 * `problems` counts what is wrong with a reading (failed check digits); the first reading with none
 * wins, else the one with the fewest (a misread variant must not hide a cleaner one).
 */
const mrzVariants = [
  { width: 1400, threshold: 140 },
  { width: 1400, threshold: 110 },
  { width: 2000, threshold: 150 },
];

export async function readPageText(options: { ocr: OcrPool; png: Buffer }): Promise<OcrPage> {
  return options.ocr.readPage(options.png);
}

export function mrzReader(options: { ocr: OcrPool; png: Buffer; width: number; height: number }) {
  return async (problems: (lines: string[]) => number): Promise<{ lines: string[]; accepted: boolean; text: string }> => {
    const top = Math.round(options.height * 0.75);
    let best = { lines: [] as string[], accepted: false, text: '', problems: Number.POSITIVE_INFINITY };
    for (const variant of mrzVariants) {
      const band = await sharp(options.png)
        .extract({ left: 0, top, width: options.width, height: options.height - top })
        .resize({ width: variant.width })
        .greyscale()
        .threshold(variant.threshold)
        .png()
        .toBuffer();
      const page = await options.ocr.readMrzBand(band);
      const lines = mrzLinesIn(page.text);
      const count = problems(lines);
      if (count < best.problems) best = { lines, accepted: count === 0, text: page.text, problems: count };
      if (best.accepted) break;
    }
    return { lines: best.lines, accepted: best.accepted, text: best.text };
  };
}
