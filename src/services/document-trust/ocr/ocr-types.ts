/** What every OCR engine returns: lines of words with their page boxes and 0-1 confidences. */

/** Pixel box in the image read: left, top, right, bottom. */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  /** 0-1, the engine's word confidence. */
  confidence: number;
  /**
   * 0-1 per character of `text` (same length), when the engine gives them (PP-OCR: each character's
   * CTC probability; tesseract: its symbols'). A mean hides the one letter a misread changed.
   */
  charConfidences?: number[];
  /**
   * Where the recogniser placed each character of `text` (same length): its centre along the line, in
   * line heights from the line's start (PP-OCR: the middle of its CTC steps). Only the spacing means
   * anything: a letter OCR dropped leaves a wider step between its neighbours than a letter never printed.
   */
  charCentres?: number[];
  /**
   * The height of the text region the word was read from, across its own direction (PP-OCR): a tilted
   * word's box is taller than its text, its thickness is not; text the detector merged with other print
   * crossing it is thick too.
   */
  thickness?: number;
  box: OcrBox;
}

export interface OcrLine {
  text: string;
  /** 0-1, the engine's line confidence. */
  confidence: number;
  /** Empty when the engine gave no layout (then only `text` is known). */
  words: OcrWord[];
}

export interface OcrPage {
  text: string;
  lines: OcrLine[];
  /** Median slope of the long lines' baselines, in degrees (positive: text runs down to the right). */
  skewDegrees: number;
  /** 0-1 mean confidence of the page. */
  confidence: number;
  /**
   * Set when the reader was asked to straighten a tilted page and did: the boxes and lines are those
   * of the image turned by `degrees` (sharp's `rotate`, clockwise, canvas grown to `width` x `height`).
   */
  straightened?: { degrees: number; width: number; height: number };
  /**
   * How the detector's elongated text regions lie (an engine without a detector leaves it out):
   * `along` run with the page's width, `across` run up or down it (the page is turned a quarter).
   */
  textRegions?: { along: number; across: number };
}

/** Options of a page read: `straighten` asks for a page tilted within min-max degrees to be reported straight. */
export interface ReadPageOptions {
  straighten?: { min: number; max: number };
}

/**
 * A run of words as one string with a confidence per character, the words joined by `separator`
 * (each separator character gets confidence 1: a gap proves nothing). A word without per-character
 * confidences lends each of its characters its word confidence.
 */
export function charsOfWords(words: OcrWord[], separator = ' '): { text: string; confidences: number[] } {
  let text = '';
  const confidences: number[] = [];
  words.forEach((word, i) => {
    if (i > 0 && separator !== '') {
      text += separator;
      confidences.push(...Array.from(separator, () => 1));
    }
    text += word.text;
    const own = word.charConfidences;
    confidences.push(...(own !== undefined && own.length === word.text.length ? own : Array.from(word.text, () => word.confidence)));
  });
  return { text, confidences };
}
