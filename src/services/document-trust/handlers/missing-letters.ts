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
 * A letter missing at either end of the word is not judged by the spacing: OCR cuts a word's first or
 * last letter at the region's edge more often than anywhere else, and there is no neighbour on that
 * side (where the recogniser places a word's first letter moved by half a line height between two
 * reads of one forged page, so the column the page prints its values in cannot stand in for the
 * missing neighbour). It is judged by the word read again alone with a letter's room at that end
 * (`endLetterAbsentAlone`): the eighteenth blind set's forged NKANAN (the MRZ's NKANANG) read so at
 * 0.99 every time, while a genuine ONYEBUCHI whose page read lost its last I read ONYEBUCHI once with
 * the room. Never decided: an end letter OCR could lose in a narrow gap (I, J, L, T, F, 1: the genuine
 * ONYEBUCHI, CHRISTABEL and GODSWILL of earlier sets lost theirs in the page read, no genuine word
 * lost a wider end letter), a word read with fewer than four letters (too few steps to know the usual
 * one). A narrow letter missing inside a word leaves a step barely wider than the others, so the
 * spacing alone does not tell it either: the word read again alone must (`narrowAbsentAlone`).
 *
 * A doubled letter read once is not judged by the spacing: CTC collapses two spikes of one letter
 * without a blank between them, at the usual spacing (the eleventh set's genuine HAJJA read HAJA). It
 * is judged by the word read again alone (`alone`, pipeline/ocr-step.ts wordReader), which keeps a
 * printed pair: absent when no reading alone shows the pair and each that reads the word as the page
 * did reads the letters beside the place clearly.
 */

/**
 * A step between two read letters at most this much wider than the word's median step (in line
 * heights) leaves no room for another letter. The recogniser places characters in steps of a sixth of
 * the line's height, so two letters at the usual spacing may read one step apart; a wide letter adds
 * half a line height or more.
 */
export const noRoomExcess = 0.25;

/**
 * A narrow letter's room is smaller: its neighbours at most this much wider apart than the usual step.
 * The twentieth blind set's forged EDIDONG (EDIDIONG less an I) read with the D to O step 0 to 0.17 line
 * heights over the word's median on all five captures (one CTC step, a sixth, is jitter); an I's own
 * width and space between two letters is about a third of a line height more.
 */
export const narrowRoomExcess = 0.2;

/** The letters either side of the place must be read at least this clearly for the spacing to say anything. */
export const neighboursRead = 0.9;

/** Letters narrow enough to hide in a step only a little wider than the rest. */
export const narrowLetters: ReadonlySet<string> = new Set(['I', 'J', 'L', '1', 'T', 'F']);

/** Letters whose pair a reading alone may still read as one. */
const thinnestLetters = new Set(['I', 'J', '1']);

/** The word's steps between neighbouring letters' centres. */
const stepsOf = (centres: number[]) => centres.slice(1).map((centre, k) => centre - centres[k]!);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Apostrophes a name prints and its MRZ omits (ICAO 9303: `SA'ADIYA` is SAADIYA). */
const apostrophes = /['’‘`ʼ]/;

/** A name's text with its apostrophes left out, as the MRZ writes it. */
export const withoutApostrophes = (text: string) => text.replace(new RegExp(apostrophes.source, 'g'), '');

/**
 * The word as its letters alone, each keeping its own place and confidence: a printed name's apostrophe
 * (the Hausa `SA'ADIYA`) is no letter of the MRZ's, so a word with one could not be judged, and the
 * twenty-second blind set's forged SA'DIYA (one A of the MRZ's SAADIYA gone) stayed REVIEW. The
 * apostrophe's place still counts between its neighbours: a letter beside it has its room, never "no room".
 */
export function lettersOnlyWord(word: OcrWord): OcrWord {
  if (!apostrophes.test(word.text)) return word;
  const characters = Array.from(word.text);
  const keep = characters.map((c) => !apostrophes.test(c));
  const aligned = (values: number[] | undefined) => (values && values.length === characters.length ? values.filter((_, i) => keep[i]) : undefined);
  const centres = aligned(word.charCentres);
  const confidences = aligned(word.charConfidences);
  return { ...word, text: withoutApostrophes(word.text), charCentres: centres, charConfidences: confidences };
}

/** Whether `read` is `full` with one of a doubled letter less (`UMULKHAIRI` for UMMULKHAIRI): such a word is read again alone to be judged. */
export function pairReadOnce(full: string, read: string): boolean {
  return full.length === read.length + 1 && [...full].some((letter, i) => i > 0 && full[i - 1] === letter && full.slice(0, i) + full.slice(i + 1) === read);
}

/** The most letters in a row a print may lack and still be judged (the fourteenth set's OBALOMATE for OBARILOMATE). */
const longestRun = 2;

/**
 * The confidence with which `word` (its text `full` with one letter, or two in a row, less, letter for
 * letter otherwise) shows those letters absent: the lower of the two neighbours' confidences when, at
 * every place they could have been, the neighbours stand at the usual step. Null when it cannot be told.
 */
export function letterAbsentConfidence(full: string, word: OcrWord, alone: OcrWord[][] = []): number | null {
  const read = word.text;
  const centres = word.charCentres;
  const confidences = word.charConfidences;
  const run = full.length - read.length;
  if (!centres || !confidences || centres.length !== read.length || confidences.length !== read.length) return null;
  if (read.length < 4 || run < 1 || run > longestRun || !/^[A-Z]+$/.test(read)) return null;
  let places: number[] = [];
  for (let i = 0; i + run <= full.length; i++) if (full.slice(0, i) + full.slice(i + run) === read) places.push(i);
  // A doubled letter at either end of the word is one deletion at two places: it is judged at the
  // place inside the word, beside the letter the pair leaves (NNABIGET printed NABIGET: after its N).
  if (run === 1) places = places.filter((i) => !((i === 0 && places.includes(1)) || (i === full.length - 1 && places.includes(i - 1))));
  if (places.length === 0) return null;
  const steps = stepsOf(centres);
  let clarity = 1;
  for (const i of places) {
    if (i === 0 || i + run === full.length) {
      const clear = run === 1 && !narrowLetters.has(full[i]!) ? endLetterAbsentAlone(full, read, alone, i === 0 ? 'start' : 'end') : null;
      if (clear === null) return null;
      clarity = Math.min(clarity, clear, i === 0 ? confidences[0]! : confidences.at(-1)!);
      continue;
    }
    // The letters would stand between read letters i-1 and i.
    if (full[i - 1] === full[i] || full[i + run] === full[i + run - 1]) {
      // The thinnest pairs not even so: the eleventh set's genuine HAJJA, in a display face, read alone
      // HAJA at its own width and half again. Genuine LL and FF pairs of later sets (KACHALLA, PRISCILLA,
      // OFFOBOCHE) read alone kept both letters at every width tried, from 0.7 to 1.5 times their own.
      const clear = run === 1 && !thinnestLetters.has(full[i]!) ? pairAbsentAlone(full, read, alone, i) : null;
      if (clear === null) return null;
      clarity = Math.min(clarity, clear, confidences[i - 1]!, confidences[i]!);
      continue;
    }
    const usual = median(steps.filter((_, k) => k !== i - 1));
    if (!(usual > 0) || steps[i - 1]! > usual + noRoomExcess) return null;
    // Two narrow letters together are as wide as one that is not: the spacing alone does not tell a
    // narrow letter's absence. Its neighbours must stand no more than one CTC step wider than the usual
    // step, and the word read again alone must lack it too (`narrowAbsentAlone`).
    if (run === 1 && narrowLetters.has(full[i]!)) {
      if (steps[i - 1]! > usual + narrowRoomExcess) return null;
      const clear = narrowAbsentAlone(full, read, alone, i);
      if (clear === null) return null;
      clarity = Math.min(clarity, clear);
    }
    clarity = Math.min(clarity, confidences[i - 1]!, confidences[i]!);
  }
  return clarity >= neighboursRead ? clarity : null;
}

/** Whether `read` is `full` less its first or last letter: such a word is read again alone, with room at that end, to be judged. */
export function endLetterReadOff(full: string, read: string): 'start' | 'end' | null {
  if (full.length !== read.length + 1) return null;
  return full.slice(0, -1) === read ? 'end' : full.slice(1) === read ? 'start' : null;
}

/**
 * How clearly the word's readings alone (with a letter's room at `end`) show the letter at that end
 * absent: two readings at least, each spelling the word as the page read did and reading the letter
 * beside the place at `neighboursRead` or more, and none showing the letter with the letters beside it.
 * Null otherwise.
 */
function endLetterAbsentAlone(full: string, read: string, alone: OcrWord[][], end: 'start' | 'end'): number | null {
  if (alone.length < 2 || showsAlone(alone, end === 'end' ? full.slice(-4) : full.slice(0, 4))) return null;
  if (alone.some((words) => !words.some((w) => w.text === read))) return null;
  const clarity = clarityAt(alone.flatMap((words) => words.filter((w) => w.text === read)), read, [end === 'end' ? read.length - 1 : 0]);
  return clarity !== null && clarity >= neighboursRead ? clarity : null;
}

/**
 * How clearly the word's readings alone show one of a doubled letter absent at `place` (where the read
 * lacks it): none shows the pair with the letters around it (however it read the rest of the word), at
 * least one spells the word as the page read did, and each that does reads the letters either side of
 * the place at `neighboursRead` or more. Null otherwise.
 */
function pairAbsentAlone(full: string, read: string, alone: OcrWord[][], place: number): number | null {
  const pairStart = full[place - 1] === full[place] ? place - 1 : place;
  if (showsAlone(alone, full.slice(Math.max(0, pairStart - 2), pairStart + 4))) return null;
  const asRead = alone.flatMap((words) => words.filter((w) => w.text === read));
  if (asRead.length === 0) return null;
  const clarity = clarityAt(asRead, read, [place - 1, place]);
  return clarity !== null && clarity >= neighboursRead ? clarity : null;
}

/**
 * How clearly the word's readings alone show a narrow letter inside it absent at `place`: read again
 * at its own width and at half again (where a narrow letter the line's read lost has half again its
 * room), every reading spells the word as the page read did, none shows the letter with the letters
 * beside it, and each reads the letters either side of the place at `neighboursRead` or more. The
 * twentieth blind set's forged EDIDONG (the MRZ's EDIDIONG) read so at 0.94-1.0 both times; a genuine
 * word read short of a narrow letter inside it has not been seen to read short again alone. Null otherwise.
 */
function narrowAbsentAlone(full: string, read: string, alone: OcrWord[][], place: number): number | null {
  if (alone.length < 2 || alone.some((words) => !words.some((w) => w.text === read))) return null;
  if (showsAlone(alone, full.slice(Math.max(0, place - 2), place + 3))) return null;
  const clarity = clarityAt(alone.flatMap((words) => words.filter((w) => w.text === read)), read, [place - 1, place]);
  return clarity !== null && clarity >= neighboursRead ? clarity : null;
}

/** Whether `read` is `full` less one narrow letter inside it (`EDIDONG` for EDIDIONG): such a word is read again alone to be judged. */
export function narrowLetterReadOff(full: string, read: string): boolean {
  return full.length === read.length + 1 && [...full].some((letter, i) => i > 0 && i < full.length - 1 && narrowLetters.has(letter) && full[i - 1] !== letter && full[i + 1] !== letter && full.slice(0, i) + full.slice(i + 1) === read);
}

/** Whether a reading alone shows these letters in a row (however it read the rest of the word). */
function showsAlone(alone: OcrWord[][], letters: string): boolean {
  return alone.some((words) => words.some((w) => w.text.replace(/[^\p{L}]/gu, '').toUpperCase().includes(letters)));
}

/** The lowest confidence at `places` of the words read as the page read did; null when a word's confidences are not its letters'. */
function clarityAt(asRead: OcrWord[], read: string, places: number[]): number | null {
  let clarity = 1;
  for (const w of asRead) {
    const confidences = w.charConfidences;
    if (!confidences || confidences.length !== read.length) return null;
    clarity = Math.min(clarity, ...places.map((place) => confidences[place]!));
  }
  return clarity;
}
