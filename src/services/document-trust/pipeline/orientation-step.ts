import type { OcrPage, OcrPool } from '../ocr/ocr-pool.js';
import type { PreparedImage } from './image-step.js';
import { readPageText, type PageRead } from './ocr-step.js';

/**
 * Step 2: the page turned upright when the photo is not (a portrait photo of a landscape card, a
 * page upside down) and no EXIF orientation said so (the image step applies EXIF first; a messaging
 * app that re-encodes a photo often drops it). The evidence is the page read that is made anyway:
 *
 * - a quarter turn shows in the detector's text regions, which then run up or down the page
 *   (`textRegions.across`): the page is turned both ways and the read whose text the recogniser is
 *   surer of wins;
 * - upside down, the regions lie as on an upright page, but the recogniser is unsure of what it
 *   reads: only a page read with low confidence is read again turned over, and kept turned only when
 *   that read is clearly surer.
 *
 * An upright page read with ordinary confidence costs nothing more than its one read; a quarter-turned
 * one costs two or three reads. Only the
 * PP-OCR engine reports its regions; with tesseract the page is read as it comes.
 */
export const orientationThresholds = {
  /** A quarter turn needs at least this many elongated regions running across the page ... */
  minAcross: 4,
  /** ... and this share of all the elongated regions. */
  acrossShare: 0.6,
  /** An upright-looking page read at or above this mean character confidence is not tried upside down. */
  uprightConfidence: 0.85,
  /** A turned read replaces the read as uploaded only when its confidence is higher by this much. */
  betterBy: 0.05,
};

export type Turn = 0 | 90 | 180 | 270;

export interface OrientedRead {
  /** The image the page was read from: the prepared upload, or its turned copy. */
  image: PreparedImage;
  read: PageRead;
  /** Degrees (clockwise) the upload was turned to read it upright. */
  turnedBy: Turn;
  /** What the turn was decided from, for the evidence record. */
  tried: { turnedBy: Turn; confidence: number }[];
}

/** True when most of the page's text lines run up or down it: the page lies a quarter turned. */
export function quarterTurned(page: OcrPage): boolean {
  const regions = page.textRegions;
  if (!regions) return false;
  const { minAcross, acrossShare } = orientationThresholds;
  return regions.across >= minAcross && regions.across >= acrossShare * (regions.across + regions.along);
}

export async function readUprightPage(options: { ocr: OcrPool; image: PreparedImage }): Promise<OrientedRead> {
  const { ocr, image } = options;
  const { uprightConfidence, betterBy } = orientationThresholds;
  const readOf = (prepared: PreparedImage) => readPageText({ ocr, png: prepared.png, width: prepared.width, height: prepared.height });
  const read = await readOf(image);
  const tried: OrientedRead['tried'] = [{ turnedBy: 0, confidence: read.page.confidence }];
  let best: Omit<OrientedRead, 'tried'> = { image, read, turnedBy: 0 };
  if (ocr.engine !== 'ppocr') return { ...best, tried };
  let sideways = quarterTurned(read.page);
  if (!sideways && read.page.confidence >= uprightConfidence) return { ...best, tried };
  // A portrait photo of a page can hold a landscape block (the passport's picture) that the image
  // step took for the document and cropped to: the text that shows the page's direction is outside it.
  if (!sideways && image.document) sideways = quarterTurned((await readOf(await ocr.prepareImage({ step: 'whole', photo: image.photo }))).page);
  for (const turn of sideways ? ([90, 270] as const) : ([180] as const)) {
    const turned = await ocr.prepareImage({ step: 'turn', photo: image.photo, degrees: turn });
    const candidate = await readOf(turned);
    tried.push({ turnedBy: turn, confidence: candidate.page.confidence });
    if (quarterTurned(candidate.page)) continue;
    // A sideways read is no answer whatever its confidence: either quarter turn replaces it.
    const margin = best.turnedBy === 0 ? (sideways ? -Infinity : betterBy) : 0;
    if (candidate.page.confidence >= best.read.page.confidence + margin) best = { image: turned, read: candidate, turnedBy: turn };
    // Read upright the recogniser is sure of the text; the other quarter turn (upside down) is not read.
    if (best.turnedBy === turn && candidate.page.confidence >= uprightConfidence) break;
  }
  return { ...best, tried };
}
