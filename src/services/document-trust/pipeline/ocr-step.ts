import sharp from 'sharp';
import { mrzConfidentRead, mrzLine1Letters, mrzLineRead, mrzRowRead, mrzRowsIn, mrzStructureProblem, type MrzRow } from '../handlers/index.js';
import { letterOfDigit } from '../name-match.js';
import { charsOfWords, type OcrBox, type OcrLine, type OcrPage, type OcrPool, type OcrWord } from '../ocr/ocr-pool.js';
import { flattenLighting } from './image-step.js';

/**
 * Step 3: the page text, and on demand the MRZ: with PP-OCR first the MRZ lines of the page read;
 * then (and with tesseract always) the MRZ band is where the page read saw MRZ-like
 * lines (else the bottom 25% of the page), read by the legacy engine in a few cleaned-up variants (MEASURED.md: upscaled to 1400 px, black/white).
 * `problems` counts what is wrong with a reading (failed check digits); the first reading with none
 * wins, else the one with the fewest (a misread variant must not hide a cleaner one).
 */
const mrzVariants = [
  { width: 1400, threshold: 140 },
  { width: 1400, threshold: 110 },
  { width: 2000, threshold: 150 },
];

/** Tilt the page read is straightened from (degrees): below it OCR does as well, above it is no document photo. */
export const deskewRange = { min: 0.8, max: 35 };

export interface PageRead {
  page: OcrPage;
  /** The image the page was read from: the upload, or its straightened copy. */
  png: Buffer;
  width: number;
  height: number;
  /** Degrees the image was turned to straighten it (0: as uploaded). */
  deskewedBy: number;
  /** True when the page was straightened from the one read of the tilted upload (PP-OCR), not read from `png`. */
  fromTiltedRead: boolean;
}

/**
 * The page text. A tilted photo (the text baselines slope by more than 0.8 degrees) is turned
 * straight: tesseract's line finding, the label/value rows and the MRZ band crop all assume level
 * lines. PP-OCR reports its one read as read from the straightened page (it cuts each text region out
 * along its own direction), so only the image is turned (`fromTiltedRead`; `readTurnedPage` reads the
 * turned image when that read did not give the handler what it needs); tesseract reads it again.
 */
export async function readPageText(options: { ocr: OcrPool; png: Buffer; width: number; height: number }): Promise<PageRead> {
  const page = await options.ocr.readPage(options.png, { straighten: deskewRange });
  const skew = page.straightened ? -page.straightened.degrees : page.skewDegrees;
  if (Math.abs(skew) < deskewRange.min || Math.abs(skew) > deskewRange.max) return { page, png: options.png, width: options.width, height: options.height, deskewedBy: 0, fromTiltedRead: false };
  const { data: png, info } = await sharp(options.png).rotate(-skew, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
  const straight = page.straightened ? page : await options.ocr.readPage(png);
  return { page: straight, png, width: info.width, height: info.height, deskewedBy: -skew, fromTiltedRead: page.straightened !== undefined };
}

/**
 * One word of the page read again, cut out alone with a margin: at its own size and stretched to half
 * again its width. Read in its line, PP-OCR can collapse a doubled letter into one (two spikes of one
 * letter with no blank between them); read alone, the twelfth blind set's HANNATU kept both Ns at every
 * size from half to two and a half times its width, on each capture tried.
 */
export function wordReader(options: { ocr: OcrPool; png: Buffer; width: number; height: number }) {
  return async (word: OcrWord, { roomAt }: { roomAt?: 'start' | 'end' } = {}): Promise<OcrWord[][]> => {
    const height = word.box.y1 - word.box.y0;
    // A letter's room more at the end asked for: a box ends where the recogniser placed its last letter,
    // and a letter it lost stands past that.
    const [before, after] = [roomAt === 'start' ? 1 : 0.4, roomAt === 'end' ? 1 : 0.4];
    const pages = await readCutOut(options, { box: word.box, before: height * before, after: height * after, above: height * 0.3, tall: height * 1.6 }, wordRereadStretches);
    return pages.map((page) => page.lines.flatMap((line) => line.words));
  };
}

/**
 * A box of the page cut out with margins (in pixels: `before` and `after` it, `above` it, `tall` the
 * cut's whole height) and read alone at each stretch of its width, on a white border: one reading each.
 * None when the cut is too small to read.
 */
async function readCutOut(options: { ocr: OcrPool; png: Buffer; width: number; height: number }, cut: { box: OcrBox; before: number; after: number; above: number; tall: number }, stretches: number[]): Promise<OcrPage[]> {
  const left = Math.max(0, Math.round(cut.box.x0 - cut.before));
  const top = Math.max(0, Math.round(cut.box.y0 - cut.above));
  const width = Math.min(options.width - left, Math.round(cut.box.x1 - left + cut.after));
  const height = Math.min(options.height - top, Math.round(cut.tall));
  if (width < 8 || height < 8) return [];
  const crop = await sharp(options.png).extract({ left, top, width, height }).png().toBuffer();
  const pages: OcrPage[] = [];
  for (const stretch of stretches) {
    const image = await sharp(crop).resize(Math.round(width * stretch), height, { fit: 'fill' }).extend({ top: 16, bottom: 16, left: 16, right: 16, background: '#ffffff' }).png().toBuffer();
    pages.push(await options.ocr.readPage(image));
  }
  return pages;
}

/** The widths a word is read again at, as multiples of its own. */
const wordRereadStretches = [1, 1.5];

/** The turned image of a read straightened from a tilted one, read itself (what every tilted page cost before). */
export async function readTurnedPage(options: { ocr: OcrPool; read: PageRead }): Promise<PageRead> {
  return { ...options.read, page: await options.ocr.readPage(options.read.png), fromTiltedRead: false };
}

/**
 * Where the MRZ is on the page: the page read's lines that look like MRZ lines (30+ characters of
 * capitals, digits and filler, which the neural engine reads as `<`, K or L), with a margin. The card
 * may sit anywhere in a photo; without such lines the bottom quarter is the guess. The band spans the
 * lines' own width, not the photo's: a passport a third of a dim phone photo's width had its MRZ
 * shrunk with the whole width to the band read's 1400 px, its characters read to nothing.
 */
export function locateMrzBand(page: OcrPage, width: number, height: number): { top: number; bottom: number; left: number; right: number } | null {
  const boxes = page.lines
    .filter((line) => {
      const compact = line.text.replace(/\s+/g, '');
      return (compact.length >= 30 && /^[A-Z0-9<«]+$/.test(compact) && /[<«]|[KL]{3}/.test(compact)) || mrzLineRead(compact) !== null;
    })
    .flatMap((line) => line.words.map((word) => word.box));
  if (boxes.length === 0) return null;
  const top = Math.min(...boxes.map((b) => b.y0));
  const bottom = Math.max(...boxes.map((b) => b.y1));
  const margin = Math.round((bottom - top) * 0.5) + 10;
  // A line's ends may be cut off or unread: a tenth of the lines' width either side.
  const left = Math.min(...boxes.map((b) => b.x0));
  const right = Math.max(...boxes.map((b) => b.x1));
  const side = Math.round((right - left) * 0.1) + margin;
  return { top: Math.max(0, top - margin), bottom: Math.min(height, bottom + margin), left: Math.max(0, left - side), right: Math.min(width, right + side) };
}

/** A read line as MRZ text with a confidence per character: its words' own, or its mean for each when its words do not spell it. */
function mrzRow(line: OcrLine): MrzRow {
  const words = charsOfWords(line.words, ' ');
  return words.text === line.text ? words : { text: line.text, confidences: Array.from(line.text, () => line.confidence) };
}

/** The lines of a read that look like MRZ lines (`mrzLineRead`). */
const mrzLinesOf = (page: OcrPage) => page.lines.filter((line) => mrzLineRead(line.text) !== null);

/** Whether a read's line 1 (the first of its last two MRZ lines) was read whole, all 44 characters, not padded. */
function line1ReadWhole(mrzLines: OcrLine[]): boolean {
  const read = mrzLines.slice(-2).map((line) => mrzLineRead(line.text) ?? '');
  const line1 = read.length === 2 ? read[0]! : '';
  return line1.length >= 44 && line1.startsWith('P');
}

/** An MRZ reading as the reader weighs it: its two lines with each character's confidence, its lines' least confidence, its problems (`mrzProblems`), whether line 1 was read whole, and the text read. */
export interface MrzReading {
  lines: string[];
  lineConfidences: number[][];
  confidence: number;
  problems: number;
  whole: boolean;
  text: string;
}

/**
 * The best reading after a band's. Fewer invalid fields on a less confident band read do not replace
 * a confident reading unless every check digit then holds: a forged check digit read at 93% by PP-OCR
 * was replaced by a 70% band read whose B->8 misread happened to satisfy the composite digit, and the
 * altered MRZ went to REVIEW as a doubtful read (docs/decisions.md "Passport zones").
 *
 * A page reading whose structure was not read (a line read a character short, padded: its dates hold
 * letters) protects nothing: a band read with fewer problems replaces it at any confidence (a forged
 * check digit went unjudged, "could not be read").
 *
 * A reading as good whose line 1 was read whole replaces one whose line 1 was padded: the page read
 * lost a filler run's end (`DIJE<<<<< << <<<<`), and a padded line 1 cannot show its name
 * contradicting the printed one (a forged page's name then went to REVIEW). Only when the whole line 1
 * says something the padded one did not, or the lines are the same. The same line 1, letter for letter
 * (a 0 read for an O is the same letter), over another line 2 leaves line 2 to decide, where the page
 * read was the clearer (the eighteenth blind set's passport: a band's B->8 misread happened to satisfy
 * an altered number check digit, as many problems as the page read's honest failing digit, and the
 * forgery went to REVIEW). The same two lines read again are two readings of one text: each character
 * is as sure as the surer of them (a band read at 70% that only confirmed a 93% page read's filler
 * left an altered check digit unjudged, "not clear enough"), and the whole line 1's text is kept (a
 * real specimen's name was compared with its print only so).
 */
export function nextMrzReading(best: MrzReading, candidate: MrzReading): MrzReading {
  const fewer =
    candidate.problems < best.problems && (candidate.problems === 0 || candidate.confidence >= best.confidence || best.confidence < mrzConfidentRead || best.problems >= mrzStructureProblem);
  const sameLines = candidate.lines.length === best.lines.length && candidate.lines.every((line, i) => line === best.lines[i]);
  const wholeLine1 =
    candidate.problems === best.problems &&
    candidate.problems < mrzStructureProblem &&
    candidate.whole &&
    !best.whole &&
    (mrzLine1Letters(candidate.lines[0] ?? '') !== mrzLine1Letters(best.lines[0] ?? '') || candidate.lines[1] === best.lines[1]);
  if (fewer || (wholeLine1 && !sameLines)) return candidate;
  if (!wholeLine1) return best;
  const lineConfidences = candidate.lineConfidences.map((row, i) => row.map((c, j) => Math.max(c, best.lineConfidences[i]?.[j] ?? 0)));
  return { ...candidate, lineConfidences, confidence: Math.max(candidate.confidence, best.confidence) };
}

/** The widths MRZ line 1 is read again at, as multiples of its own (narrower first: it read best so). */
const line1RereadStretches = [0.8, 1];

/**
 * MRZ line 1 read short in the page read (letters dropped: the twentieth blind set's phone photo read
 * `AMARAHI<0G0HUKWU` for AMARACHI<OGOCHUKWU, 42 characters, and the padded line's name was unreadable),
 * read again alone, cut out along its box. Read alone, PP-OCR kept the letters but lost the filler run's
 * end (`P<NGAEZE<<AMARACHI<OGOCHUKWU<<`), so the two readings are joined: the letters of the reading
 * alone, then the filler run as the page read it, taken only when that makes exactly 44 characters and
 * the page read's letters are the reading alone's with letters dropped (a digit read for its look-alike
 * letter is that letter: line 1 of a passport holds no digit). Nothing is padded or guessed: a reading
 * that does not fit so is not used.
 */
async function line1ReadAgain(options: { ocr: OcrPool; png: Buffer; width: number; height: number; mrzLines: OcrLine[] }): Promise<MrzRow[]> {
  if (options.mrzLines.length < 2) return [];
  const line1 = options.mrzLines.at(-2)!;
  const page = mrzRowRead(mrzRow(line1));
  if (page === null || page.text.length >= 44 || !page.text.startsWith('P')) return [];
  const boxes = line1.words.map((word) => word.box);
  const box = { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
  const tall = box.y1 - box.y0;
  const rows: MrzRow[] = [];
  for (const reading of await readCutOut(options, { box, before: tall, after: tall, above: tall * 0.4, tall: tall * 1.8 }, line1RereadStretches)) {
    const read = reading.lines.filter((line) => mrzLineRead(line.text) !== null);
    if (read.length !== 1) continue;
    const joined = joinLine1(page, mrzRow(read[0]!));
    if (joined !== null && !rows.some((row) => row.text === joined.text)) rows.push(joined);
  }
  return rows;
}

/** Line 1's letters read alone joined to the page read's filler run (`line1ReadAgain`); null when they do not fit. */
export function joinLine1(page: MrzRow, readAlone: MrzRow): MrzRow | null {
  const alone = mrzRowRead(readAlone);
  if (alone === null) return null;
  const asLetters = (text: string) => text.replace(/[0-9]/g, (digit) => letterOfDigit[digit] ?? digit);
  const aloneLetters = alone.text.replace(/<+$/, '');
  const pageLetters = page.text.replace(/<+$/, '');
  const fillers = page.text.length - pageLetters.length;
  if (fillers === 0 || aloneLetters.length + fillers !== 44 || aloneLetters.length <= pageLetters.length || /[0-9]/.test(asLetters(aloneLetters))) return null;
  if (!isSubsequence(asLetters(pageLetters), asLetters(aloneLetters))) return null;
  return { text: asLetters(aloneLetters) + '<'.repeat(fillers), confidences: [...alone.confidences.slice(0, aloneLetters.length), ...page.confidences.slice(-fillers)] };
}

/** Whether `short` is `long` with characters left out. */
function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const c of long) if (at < short.length && short[at] === c) at++;
  return at === short.length;
}

export function mrzReader(options: { ocr: OcrPool; png: Buffer; width: number; height: number; page: OcrPage }) {
  return async (problems: (lines: string[]) => number): Promise<{ lines: string[]; lineConfidences: number[][]; accepted: boolean; text: string; confidence: number }> => {
    const located = locateMrzBand(options.page, options.width, options.height);
    const bottomQuarter = { top: Math.round(options.height * 0.75), bottom: options.height, left: 0, right: options.width };
    const bands = located ? [located, bottomQuarter] : [bottomQuarter];
    let best = { lines: [] as string[], lineConfidences: [] as number[][], accepted: false, text: '', confidence: 0, problems: Number.POSITIVE_INFINITY, whole: false };
    // PP-OCR reads the MRZ in the page read itself, wherever it is and however tilted (the tune split:
    // docs/document-trust.md); its reading is taken when its check digits hold, else the legacy bands follow.
    if (options.ocr.engine === 'ppocr') {
      const mrzLines = mrzLinesOf(options.page);
      const text = mrzLines.map((line) => line.text).join('\n');
      const { lines, confidences: lineConfidences } = mrzRowsIn(mrzLines.map(mrzRow));
      const confidence = mrzLines.length === 0 ? 0 : Math.min(...mrzLines.slice(-2).map((line) => line.confidence));
      const count = problems(lines);
      if (mrzLines.length > 0) best = { lines, lineConfidences, accepted: count === 0, text, confidence, problems: count, whole: line1ReadWhole(mrzLines) };
      if (best.accepted) return { lines: best.lines, lineConfidences: best.lineConfidences, accepted: true, text: best.text, confidence: best.confidence };
      for (const row of await line1ReadAgain({ ...options, mrzLines })) {
        const reread = mrzRowsIn([row, mrzRow(mrzLines.at(-1)!)]);
        const next = nextMrzReading(best, { lines: reread.lines, lineConfidences: reread.confidences, confidence, problems: problems(reread.lines), whole: true, text: `${row.text}\n${mrzLines.at(-1)!.text}` });
        best = { ...next, accepted: next.problems === 0 };
        if (best.accepted) return { lines: best.lines, lineConfidences: best.lineConfidences, accepted: true, text: best.text, confidence: best.confidence };
      }
    }
    for (const band of bands) {
      for (const variant of mrzVariants) {
        const grey = await sharp(options.png)
          .extract({ left: band.left, top: band.top, width: band.right - band.left, height: band.bottom - band.top })
          .resize({ width: variant.width })
          .greyscale()
          .png()
          .toBuffer();
        // The light flattened first: a fixed threshold turns a shaded side black (uneven light).
        const image = await sharp(await flattenLighting(grey)).threshold(variant.threshold).png().toBuffer();
        const page = await options.ocr.readMrzBand(image);
        const mrzLines = mrzLinesOf(page);
        const { lines, confidences: lineConfidences } = mrzRowsIn(mrzLines.map(mrzRow));
        const confidence = mrzLines.length === 0 ? 0 : Math.min(...mrzLines.slice(-2).map((line) => line.confidence));
        const count = problems(lines);
        const next = nextMrzReading(best, { lines, lineConfidences, confidence, problems: count, whole: line1ReadWhole(mrzLines), text: page.text });
        best = { ...next, accepted: next.problems === 0 };
        if (best.accepted) break;
      }
      if (best.accepted) break;
    }
    return { lines: best.lines, lineConfidences: best.lineConfidences, accepted: best.accepted, text: best.text, confidence: best.confidence };
  };
}
