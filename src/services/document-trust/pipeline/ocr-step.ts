import sharp from 'sharp';
import { mrzLinesIn } from '../handlers/index.js';
import type { OcrPage, OcrPool } from '../ocr/ocr-pool.js';

/**
 * Step 2: the page text, and on demand the MRZ. The MRZ band is the bottom 25% of the page, read by
 * the legacy engine in a few cleaned-up variants (MEASURED.md: upscaled to 1400 px, black/white);
 * the first variant whose lines the caller accepts (check digits) wins, else the last is returned.
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
  return async (accept: (lines: string[]) => boolean): Promise<{ lines: string[]; accepted: boolean; text: string }> => {
    const top = Math.round(options.height * 0.75);
    let last = { lines: [] as string[], accepted: false, text: '' };
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
      last = { lines, accepted: accept(lines), text: page.text };
      if (last.accepted) return last;
    }
    return last;
  };
}
