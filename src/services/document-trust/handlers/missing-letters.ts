import type { OcrWord } from '../ocr/ocr-pool.js';

/**
 * Whether a printed word read one letter short of what another source says it is (the MRZ's
 * `TABITHA` over a printed `TABITA`) really lacks that letter, judged by where the recogniser placed the
 * letters it did read (OcrWord.charCentres).
 *
 * OCR drops letters on genuine pages, so a letter missing from a read proves nothing by itself. But a
 * dropped letter still takes its place on the page: its neighbours stand a letter's width further
 * apart than the word's other letters do. A letter a forger deleted leaves its neighbours at the
 * usual spacing. Measured on the eleventh to thirteenth blind sets' saved captures (docs/decisions.md,
 * "Telling a forger's deleted letter from OCR's dropped one"): OCR's drops between two letters left a
 * step 0.5-0.83 line heights wider than the word's median, a forger's deletions 0-0.17 (one CTC step).
 *
 * Never decided: a letter missing at either end of the word (OCR cuts a word's first or last letter
 * at the region's edge more often than anywhere else, and there is no neighbour on that side; where the
 * recogniser places a word's first letter moved by half a line height between two reads of one forged
 * page, so the column the page prints its values in cannot stand in for the missing neighbour),
 * a missing letter OCR could lose in a narrow gap (I, J, L, T, F, 1: a step barely wider than the
 * others), a doubled letter read once (CTC collapses two spikes of one letter without a blank between
 * them, at the usual spacing), a word read with fewer than four letters (too few steps to know the
 * usual one).
 */

/**
 * A step between two read letters at most this much wider than the word's median step (in line
 * heights) leaves no room for another letter. The recogniser places characters in steps of a sixth of
 * the line's height, so two letters at the usual spacing may read one step apart; a wide letter adds
 * half a line height or more.
 */
export const noRoomExcess = 0.25;

/** The letters either side of the place must be read at least this clearly for the spacing to say anything. */
export const neighboursRead = 0.9;

/** Letters narrow enough to hide in a step only a little wider than the rest. */
const narrowLetters = new Set(['I', 'J', 'L', '1', 'T', 'F']);

/** The word's steps between neighbouring letters' centres. */
const stepsOf = (centres: number[]) => centres.slice(1).map((centre, k) => centre - centres[k]!);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The most letters in a row a print may lack and still be judged (the fourteenth set's OBALOMATE for OBARILOMATE). */
const longestRun = 2;

/**
 * The confidence with which `word` (its text `full` with one letter, or two in a row, less, letter for
 * letter otherwise) shows those letters absent: the lower of the two neighbours' confidences when, at
 * every place they could have been, the neighbours stand at the usual step. Null when it cannot be told.
 */
export function letterAbsentConfidence(full: string, word: OcrWord): number | null {
  const read = word.text;
  const centres = word.charCentres;
  const confidences = word.charConfidences;
  const run = full.length - read.length;
  if (!centres || !confidences || centres.length !== read.length || confidences.length !== read.length) return null;
  if (read.length < 4 || run < 1 || run > longestRun || !/^[A-Z]+$/.test(read)) return null;
  const places: number[] = [];
  for (let i = 0; i + run <= full.length; i++) if (full.slice(0, i) + full.slice(i + run) === read) places.push(i);
  if (places.length === 0) return null;
  const steps = stepsOf(centres);
  let clarity = 1;
  for (const i of places) {
    // The letters would stand between read letters i-1 and i.
    // A doubled letter read once is CTC's own slip (two spikes of one letter with no blank between
    // them collapse into one): the eleventh set's genuine HAJJA read HAJA at the usual spacing.
    // Two narrow letters together are as wide as one that is not.
    if (i === 0 || i + run === full.length || full[i - 1] === full[i] || full[i + run] === full[i + run - 1]) return null;
    if (run === 1 && narrowLetters.has(full[i]!)) return null;
    const usual = median(steps.filter((_, k) => k !== i - 1));
    if (!(usual > 0) || steps[i - 1]! > usual + noRoomExcess) return null;
    clarity = Math.min(clarity, confidences[i - 1]!, confidences[i]!);
  }
  return clarity >= neighboursRead ? clarity : null;
}
