import { untakenDates, yearsBefore, type CheckResult, type Extraction } from '../handlers/index.js';
import type { OcrPage } from '../ocr/ocr-pool.js';
import type { DocumentRegion } from './document-region.js';
import type { QualitySignals } from './image-step.js';
import { qualityThresholds } from './image-step.js';

/**
 * Step 5: the checks on what was read (capture framing and quality, critical fields, dates, expiry);
 * the handlers add their own format and check-digit checks.
 */

/** Documents expiring within this many days go to review. */
export const expiringSoonDays = 90;

function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/**
 * A NIN card's expiry whose label went unread: the page prints two dates besides the birth date (its
 * issue and expiry; a slip prints at most an issue date) and the later has passed or is near. Judged
 * as a slip "with no expiry", the eighth blind set's expired AfriGO cards PASSed (`Eoxoby Date loued`
 * over `2024-05-02 2014-05-03` on an old phone's photo). Null when nothing suggests an unread expiry.
 */
function unreadCardExpiry(extraction: Extraction, lines: OcrPage['lines'], today: string): string[] | null {
  // Identity cards and slips are from 2007 on (NIMC's first cards); a birth date before then is kept out.
  const dates = untakenDates(lines, { today, from: '2007-01-01', to: yearsBefore(today, -20), taken: [extraction.fields.dateOfBirth] });
  const latest = dates.at(-1);
  return dates.length >= 2 && latest && daysBetween(today, latest) <= expiringSoonDays ? dates : null;
}

export function expiryCheck(extraction: Extraction, today: string, page?: Pick<OcrPage, 'lines'>): CheckResult {
  const expiry = extraction.fields.expiryDate;
  const unread = extraction.docType === 'nin_slip' && !expiry && page ? unreadCardExpiry(extraction, page.lines, today) : null;
  if (unread) {
    return { code: 'DOCUMENT_EXPIRY', category: 'expiry', status: 'review', message: `Expiry date not read: the card prints ${unread.join(' and ')} besides the date of birth, and ${unread.at(-1)} has passed or is near; check the card's expiry date by eye`, confidence: 0.5, critical: false };
  }
  // A voter's card and a NIN slip print no expiry; a NIN card (read as a nin_slip) may, and is judged by it when read.
  if (extraction.docType === 'voters_card' || (extraction.docType === 'nin_slip' && !expiry)) {
    return { code: 'DOCUMENT_EXPIRY', category: 'expiry', status: 'skipped', message: extraction.docType === 'nin_slip' ? 'No expiry date printed: a NIN slip has none (a NIN card that prints one is judged by it)' : `A ${extraction.docType} has no expiry date`, confidence: 1, critical: false };
  }
  if (!expiry) return { code: 'DOCUMENT_EXPIRY', category: 'expiry', status: 'review', message: 'Expiry date not read', confidence: 0.5, critical: false };
  const left = daysBetween(today, expiry);
  const confidence = extraction.numberConfirmed ? 1 : Math.min(0.95, extraction.confidence);
  if (left < 0) return { code: 'DOCUMENT_EXPIRY', category: 'expiry', status: 'fail', message: `The document expired on ${expiry}`, confidence, critical: true, basis: ['expiryDate'] };
  if (left <= expiringSoonDays) return { code: 'DOCUMENT_EXPIRY', category: 'expiry', status: 'review', message: `The document expires in ${left} days (${expiry})`, confidence, critical: false };
  return { code: 'DOCUMENT_EXPIRY', category: 'expiry', status: 'pass', message: `Valid until ${expiry}`, confidence, critical: true };
}

export function datesCheck(extraction: Extraction, today: string): CheckResult {
  const { dateOfBirth, issueDate } = extraction.fields;
  if (!dateOfBirth) return { code: 'DATE_CONSISTENCY', category: 'consistency', status: 'skipped', message: 'Date of birth not read', confidence: 0, critical: false };
  const problems: string[] = [];
  if (dateOfBirth > today) problems.push('date of birth is in the future');
  if (daysBetween(dateOfBirth, today) > 130 * 365) problems.push('date of birth is more than 130 years ago');
  if (issueDate && issueDate <= dateOfBirth) problems.push('issued before the holder was born');
  if (issueDate && issueDate > today) problems.push('issue date is in the future');
  if (problems.length === 0) return { code: 'DATE_CONSISTENCY', category: 'consistency', status: 'pass', message: issueDate ? 'Born before the document was issued; dates plausible' : 'Date of birth plausible', confidence: 0.9, critical: false };
  return { code: 'DATE_CONSISTENCY', category: 'consistency', status: 'review', message: `Dates do not add up: ${problems.join('; ')}`, confidence: 0.7, critical: false };
}

/** What is wrong with the image (low resolution, blurred, glare, too dark, overexposed); [] when nothing. */
export function imageProblems(quality: QualitySignals): string[] {
  const t = qualityThresholds;
  const problems: string[] = [];
  if (Math.max(quality.width, quality.height) < t.lowResolutionLongSide) problems.push(`low resolution (${quality.width}x${quality.height})`);
  if (quality.sharpness < t.minSharpness) problems.push('blurred');
  if (quality.glareShare > t.maxGlareShare) problems.push('glare');
  if (quality.brightness < t.brightness.min) problems.push('too dark');
  if (quality.brightness > t.brightness.max) problems.push('overexposed');
  return problems;
}

/**
 * A poor image asks for a retake when it kept something from being read: a critical field unread or
 * read unclearly. When every critical field was still read clearly, the problem is reported but is no
 * reason to ask again (the decision still never FAILs on such an image: decision-step.ts).
 */
export function imageQualityCheck(quality: QualitySignals, options: { readClearly: boolean; retakeAskedElsewhere?: boolean }): CheckResult {
  const problems = imageProblems(quality);
  if (problems.length === 0) return { code: 'IMAGE_QUALITY', category: 'imageQuality', status: 'pass', message: 'Resolution, sharpness, glare and brightness are fine', confidence: 0.9, critical: false };
  // "No retake" only when nothing else asks for one: a passport whose names only its MRZ gave is read
  // clearly enough to judge, yet its visual zone asks for a retake, and the two messages contradicted each other.
  const verdict = options.retakeAskedElsewhere ? '' : ', so no retake is needed';
  if (options.readClearly) return { code: 'IMAGE_QUALITY', category: 'imageQuality', status: 'pass', message: `Image quality: ${problems.join(', ')}; every critical field was still read clearly${verdict}`, confidence: 0.6, critical: false };
  const advice = [
    problems.includes('blurred') ? 'hold the phone still and tap to focus' : '',
    problems.includes('glare') ? 'tilt the document away from the light' : '',
    problems.includes('too dark') ? 'move to better light' : '',
    problems.includes('overexposed') ? 'turn off the flash' : '',
    problems.some((p) => p.startsWith('low resolution')) ? `send a larger image: the document is ${quality.width}x${quality.height} px in it, and at least ${qualityThresholds.lowResolutionLongSide} px on its long side reads reliably` : '',
  ].filter(Boolean);
  return { code: 'IMAGE_QUALITY', category: 'imageQuality', status: 'review', message: `Image quality: ${problems.join(', ')}; values read from it may be wrong: retake the photo (${advice.join('; ')})`, confidence: 0.8, critical: false };
}

/** A critical field read with less OCR confidence than this is not trusted for a PASS. */
export const fieldConfidenceThreshold = 0.6;

const fieldNames: Record<string, string> = { documentNumber: 'document number', surname: 'surname', givenNames: 'given names', dateOfBirth: 'date of birth', expiryDate: 'expiry date' };

/**
 * PASS needs every critical field read, and read clearly: a value guessed from a blurred word must not
 * be what the authority record is compared with. Otherwise REVIEW, asking for a retake.
 */
export function criticalFieldsCheck(extraction: Extraction, required: (keyof Extraction['fields'])[]): CheckResult {
  const unread = required.filter((key) => extraction.fields[key] === undefined);
  const unclear = required.filter((key) => extraction.fields[key] !== undefined && (extraction.fieldConfidence[key] ?? 0) < fieldConfidenceThreshold);
  const name = (key: string) => fieldNames[key] ?? key;
  if (unread.length === 0 && unclear.length === 0) {
    return { code: 'CRITICAL_FIELDS_READ', category: 'format', status: 'pass', message: 'Every critical field was read clearly', confidence: 0.9, critical: false };
  }
  const parts = [unread.length > 0 ? `not read: ${unread.map(name).join(', ')}` : '', unclear.length > 0 ? `read unclearly: ${unclear.map((key) => `${name(key)} (${Math.round((extraction.fieldConfidence[key] ?? 0) * 100)}%)`).join(', ')}` : ''].filter(Boolean);
  return { code: 'CRITICAL_FIELDS_READ', category: 'format', status: 'review', message: `Critical fields ${parts.join('; ')}: retake the photo flat, in focus, without glare and with the document filling the frame`, confidence: 0.6, critical: false };
}

/**
 * Framing: a document found on its surface must span `minDocumentWidthShare` of the photo's width
 * (or that over `uprightSheetAspect` of its height);
 * whether found or not, its text lines must stand `minTextHeightPx` tall at the photo's resolution
 * (the median of its short words' boxes, which a slope inflates less than long ones), and its words
 * stay `edgeMarginPx` off the photo's edges.
 */
export const framingThresholds = { minDocumentWidthShare: 0.4, minTextHeightPx: { ppocr: 14, tesseract: 9 }, edgeMarginPx: 3 };

/** Width / height of an A4 sheet: a document spanning `minDocumentWidthShare` over it of the photo's height is large enough, however narrow. */
const uprightSheetAspect = 0.71;

/**
 * Where the document sits in the photo. When the image step found it on its surface, its width
 * share says whether it is large enough (a card at 60% of the frame is; one at a third is not), and it
 * is clear of the edges by construction. Otherwise the characters' height tells, not the share of the
 * width the text spans: a NIN card's text fills only its middle (photo left, QR code right), so at 70%
 * of the frame it spanned 26% of the width and was wrongly sent back. PP-OCR's line boxes measured on
 * the tune split's NIN card: ~30 px on the 1400 px rendering, ~21 px for the card at 60% of a 1600 px
 * frame, ~14 px at 45%, ~11 px at 33%; below 14 px the characters are too small to read reliably.
 * Words touching an edge mean the document is cut off. Either asks for a retake.
 *
 * Small text alone asks for a retake only when it kept a critical field from being read clearly
 * (`readClearly` false), as IMAGE_QUALITY does: a small photo a lender's app sends (a page 640 px
 * wide, its text ~13 px) read every field at 100% on the tune split yet went to REVIEW, and a
 * forged one could not FAIL. When the retake is asked for, it names the photo's width and the width
 * that would bring the text to the bar (`photoWidth`), which a person or an app can act on.
 */
export function captureFramingCheck(
  page: OcrPage,
  width: number,
  height: number,
  document: DocumentRegion | null = null,
  options: { engine?: keyof typeof framingThresholds.minTextHeightPx; scale?: number; readClearly?: boolean; photoWidth?: number; documentLongSide?: number } = {},
): CheckResult {
  const photoWidth = options.photoWidth ?? Math.round(width / (options.scale ?? 1));
  const words = page.lines.flatMap((line) => line.words).filter((word) => /[\p{L}\p{N}]{2}/u.test(word.text) && word.confidence >= 0.5);
  if (words.length < 5) {
    const small = photoWidth < qualityThresholds.lowResolutionLongSide ? ` (the image is ${photoWidth} px wide: send at least ${qualityThresholds.lowResolutionLongSide} px)` : '';
    return { code: 'CAPTURE_FRAMING', category: 'imageQuality', status: 'review', message: `Hardly any text was found on the photo${small}: retake it with the document filling the frame, in focus`, confidence: 0.6, critical: false };
  }
  const problems: string[] = [];
  const heights = words.map((w) => w.box.y1 - w.box.y0);
  const short = words.filter((w) => w.box.x1 - w.box.x0 <= 4 * (w.box.y1 - w.box.y0)).map((w) => w.box.y1 - w.box.y0);
  const sample = (short.length >= 5 ? short : heights).sort((a, b) => a - b);
  // The read image may be the found document scaled up: heights are judged at the photo's own resolution.
  const textHeight = sample[Math.floor(sample.length / 2)]! / (options.scale ?? 1);
  const minHeight = framingThresholds.minTextHeightPx[options.engine ?? 'ppocr'];
  // An upright sheet in a landscape photo is bounded by the frame's height: at its height it can span
  // only about half the width (the sixteenth blind set's printed NIN slips, 39% of the width at 80%
  // of the height, were asked to move closer).
  const heightShare = document ? document.box.height / document.frame.height : 0;
  if (document && document.widthShare < framingThresholds.minDocumentWidthShare && heightShare < framingThresholds.minDocumentWidthShare / uprightSheetAspect) {
    problems.push(`the document is too small in the frame (it spans ${Math.round(document.widthShare * 100)}% of the width): move closer`);
  } else if (textHeight < minHeight && !options.readClearly) {
    problems.push(`the text is too small to read (${textHeight.toFixed(1)} px tall, under ${minHeight} px): the image is ${photoWidth} px wide; send at least ${widthToSend(photoWidth, textHeight, minHeight, options.documentLongSide ?? photoWidth)} px wide, or photograph the document closer`);
  }
  if (!document) {
    const left = Math.min(...words.map((w) => w.box.x0));
    const right = Math.max(...words.map((w) => w.box.x1));
    const top = Math.min(...words.map((w) => w.box.y0));
    const bottom = Math.max(...words.map((w) => w.box.y1));
    // At the photo's resolution too: a page read scaled up (`minReadWidth`) keeps its cut word as close to the edge.
    const m = framingThresholds.edgeMarginPx * (options.scale ?? 1);
    if (left <= m || top <= m || right >= width - m || bottom >= height - m) problems.push('the document is cut off at the edge of the photo: keep all of it in frame');
  }
  if (problems.length === 0 && textHeight < minHeight) {
    return { code: 'CAPTURE_FRAMING', category: 'imageQuality', status: 'pass', message: `The document is whole; its text is small (${textHeight.toFixed(1)} px tall, under ${minHeight} px) but every critical field was read clearly`, confidence: 0.7, critical: false };
  }
  if (problems.length === 0) return { code: 'CAPTURE_FRAMING', category: 'imageQuality', status: 'pass', message: 'The document is whole and large enough in the frame', confidence: 0.9, critical: false };
  return { code: 'CAPTURE_FRAMING', category: 'imageQuality', status: 'review', message: `Retake the photo: ${problems.join('; ')}`, confidence: 0.7, critical: false };
}

/**
 * The photo width (rounded up to 100 px) at which the text now `textHeight` px tall would stand
 * `minHeight` px and the document's long side reach `lowResolutionLongSide`: the median height is
 * the values', and a card's labels are smaller (~5 px on the tune 800 px phone photo whose median was
 * 12-13 px), so the text alone asked for 900 px, where the labels are still lost.
 */
function widthToSend(photoWidth: number, textHeight: number, minHeight: number, documentLongSide: number): number {
  const forText = (photoWidth * minHeight) / Math.max(1, textHeight);
  const forDocument = (photoWidth * qualityThresholds.lowResolutionLongSide) / Math.max(1, documentLongSide);
  return Math.ceil(Math.max(forText, forDocument) / 100) * 100;
}
