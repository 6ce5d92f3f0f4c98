import { distance } from 'fastest-levenshtein';
import { letterOfDigit } from '../name-match.js';
import { charsOfWords, type OcrBox, type OcrLine, type OcrWord } from '../ocr/ocr-pool.js';

/**
 * Reading labelled fields from OCR words and their boxes, in the layouts identity documents print:
 * - the value after its label on the same line (`Surname: OKEKE`, `Date of Birth 14 MAR 1990  Sex F`,
 *   two label/value pairs sharing a line, each value running to the next label or a column gap);
 * - the value below its label (`Surname / Nom` above `OKEKE`, the passport data page), taken from
 *   the first row of words under the label that starts within the label's column and ends before the
 *   next label to its right (`Type  Code  Passport No.` above `P  NGA  A10419133`).
 * Labels are matched fuzzily: case, punctuation and spaces ignored, OCR's "rn" for "m" and digits for
 * look-alike letters folded, and a Levenshtein distance of 1 (labels of 4-7 letters) or 2 (8 or more)
 * allowed. Bilingual labels (`English / French`) are their own spellings, so the French half is never
 * taken for a value.
 */

export interface LabelledValue {
  value: string;
  /** 0-1: the mean OCR confidence of the value's words. */
  confidence: number;
  /** 0-1 per character of `value` (same length; spaces between words 1): what a contradiction's own characters were read at. */
  charConfidences?: number[];
  /** Where the value was found relative to its label ('beside': to its right, on another OCR line). */
  position: 'same-line' | 'below' | 'beside';
  /** The label's words as read, when they were too garbled to match within a label's tolerance (`weakLabels`). */
  weakLabel?: string;
}

/** Labels for one field: English spellings, and the French halves a bilingual document adds. */
export interface LabelSpec {
  en: string[];
  fr?: string[];
  /** A value this field could not hold (e.g. a title line's word after a label-like phrase). */
  accept?: (value: string) => boolean;
  /** Text that is surely something else the page prints (another label, the issuer's seal), never even an unreadable value. */
  printedElse?: (value: string) => boolean;
  /** Matched letter for letter: a short generic label (`NAME`) one edit away from people's names would take them for labels. */
  exact?: boolean;
  /**
   * More wordings, each matched letter for letter only: a short one that a longer label's garbling
   * comes within tolerance of (`First/Other`, two edits from the 2024 licence's `First & Oth` before its
   * `Nmk`, which was then taken for the given names).
   */
  exactEn?: string[];
}

interface LabelHit {
  key: string;
  line: number;
  /** Word indexes [start, end) on the line. */
  start: number;
  end: number;
  box: OcrBox;
  /** Edits between the words and the spelling they matched (0: letter for letter). */
  distance: number;
  /** The words matched a bilingual spelling: the label's French half is among them, not on a row of its own. */
  withFrench: boolean;
}

export const lookAlikeLetters: Record<string, string> = { ...letterOfDigit, '|': 'I' };

/** Label comparison form: letters only, upper case, no diacritics, OCR's rn/m confusion folded. */
export function labelKey(text: string): string {
  return foldRn(labelLetters(text));
}

/** A label's letters as printed or read (labelKey before the rn/m fold). */
function labelLetters(text: string): string {
  return [...text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase()]
    .map((c) => lookAlikeLetters[c] ?? c)
    .join('')
    .replace(/[^A-Z]/g, '');
}

const foldRn = (key: string) => key.replace(/RN/g, 'M');

/**
 * Edits allowed between a spelling and what was read. A long spelling (16 or more letters: a bilingual
 * label's two halves together, `National Identification Number`) allows one edit in five: PP-OCR read the NIN card's small `Date of Birth / Date de
 * naissance` on a phone photo as `Dat of Bi/ Dae de naissance` (five edits in 26 letters) and the
 * birth date was lost, though no other label comes near those letters.
 */
function allowedDistance(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : length < 16 ? 2 : Math.floor(length / 5);
}

/**
 * Pieces of one OCR word that a value puts back together without a space (`JUN/` `JUIN`): the word
 * was split for label matching only.
 */
type Glued = Set<OcrWord>;

/**
 * Words split at colons ("Surname:OKEKE" is two words) and at a slash between letters, each piece
 * keeping its share of the box. PP-OCR runs a bilingual label's halves into one word on a phone photo
 * (`birt/Date`, `Sex/So`): unsplit, the English half could only match as part of the whole bilingual
 * spelling, and a few misread letters in the French half lost the field (`Date of birt/Date de
 * aissanc`, `Sex/So`).
 */
function splitWords(words: OcrWord[], glued: Glued): OcrWord[] {
  const out: OcrWord[] = [];
  for (const word of words) {
    const pieces = word.text.split(/(?<=:)|(?<=\p{L}\/)(?=\p{L})/u).filter((piece) => piece !== '');
    if (pieces.length <= 1) {
      out.push(word);
      continue;
    }
    const width = word.box.x1 - word.box.x0;
    let x = word.box.x0;
    let at = 0;
    pieces.forEach((piece, i) => {
      const share = Math.round((width * piece.length) / word.text.length);
      const charConfidences = word.charConfidences?.slice(at, at + piece.length);
      const part = { text: piece, confidence: word.confidence, ...(charConfidences ? { charConfidences } : {}), ...(word.thickness !== undefined ? { thickness: word.thickness } : {}), box: { x0: x, y0: word.box.y0, x1: x + share, y1: word.box.y1 } };
      if (i < pieces.length - 1 && piece.endsWith('/')) glued.add(part);
      out.push(part);
      x += share;
      at += piece.length;
    });
  }
  return out;
}

function union(boxes: OcrBox[]): OcrBox {
  return { x0: Math.min(...boxes.map((b) => b.x0)), y0: Math.min(...boxes.map((b) => b.y0)), x1: Math.max(...boxes.map((b) => b.x1)), y1: Math.max(...boxes.map((b) => b.y1)) };
}

/** Text that is no value at all: punctuation, a lone slash between label halves. */
function isNoise(text: string): boolean {
  return !/[\p{L}\p{N}]/u.test(text);
}

const maxLabelWords = 7;

/**
 * Every label on every line. At each word the window (up to 7 words) whose letters are closest to a
 * spelling wins, the longer window on a tie, so `Surname / Nom` is one label and `Sex / Sexe F` keeps
 * its value.
 */
/** A label's letters as matched (`form`); a bilingual one's English and French halves too (`halves`). */
interface Spelling {
  key: string;
  form: string;
  /** The spelling's letters unfolded (labelLetters): the weak match compares them too. */
  letters: string;
  exact?: boolean;
  halves?: { en: string; fr: string };
}

/**
 * A bilingual label whose English half OCR garbled past the whole label's tolerance (PP-OCR read a
 * phone photo's `Surname/Nom` as `DUENME/NOM`: the surname was lost) is still that label when its
 * French half, after the slash, is read within its own tolerance and the English half before the slash
 * is within half its letters of the English spelling: the slash and a French word of the same field's
 * label together are what no value prints. Such a match counts as worse than any ordinary one.
 */
function halvesDistance(spelling: Spelling, english: string, french: string): number | null {
  if (!spelling.halves || spelling.exact || french === '') return null;
  const { en, fr } = spelling.halves;
  // A short English spelling (`D of B`) half-garbled is anything: only names of five letters or more.
  if (en.length < 5 || english.length < 3) return null;
  if (distance(fr, foldRn(french)) > allowedDistance(fr.length)) return null;
  if (distance(en, foldRn(english)) > Math.ceil(en.length / 2)) return null;
  return halvesMatch;
}

/** What a match by halves counts as: worse than any ordinary match, so one always wins over it. */
const halvesMatch = 100;

/** A gap between two words of one line wider than three of their heights: they stand in two columns. */
function columnApart(left: OcrWord, right: OcrWord): boolean {
  const height = Math.max(left.box.y1 - left.box.y0, right.box.y1 - right.box.y0);
  return right.box.x0 - left.box.x1 > 3 * height;
}

function findLabels(lines: OcrWord[][], spellings: Spelling[]): LabelHit[] {
  const hits: LabelHit[] = [];
  lines.forEach((words, lineIndex) => {
    const bestAt = (i: number): { key: string; end: number; distance: number; withFrench: boolean } | null => {
      let best: { key: string; end: number; distance: number; withFrench: boolean } | null = null;
      let joined = '';
      // The English half's letters, once a slash has been read after them (`Surname/` or a lone `/`).
      let beforeSlash: string | null = null;
      for (let end = i + 1; end <= Math.min(words.length, i + maxLabelWords); end++) {
        const text = words[end - 1]!.text;
        // A word of digits is a value, never part of a label (folding 0 to O is for words with letters).
        if (!/\p{L}/u.test(text) && !isNoise(text)) break;
        // Words a column apart are two labels: a licence's `First Name` and `Middle Name`, side by side
        // on one OCR line, read as the one label `First Name / Middle Name` and the middle name was lost.
        if (end > i + 1 && columnApart(words[end - 2]!, words[end - 1]!)) break;
        if (beforeSlash === null && /^\s*\//.test(text)) beforeSlash = joined;
        joined += labelKey(text);
        if (beforeSlash === null && /\/\s*$/.test(text)) beforeSlash = joined;
        if (joined === '') continue;
        // Folded again across the words: a spelling's "rn" may span two of them (`Other Names`
        // folds to OTHEMAMES; the words `Other` `Name` to OTHERNAME, three edits away, not one).
        const read = foldRn(joined);
        let here: { key: string; distance: number; tied: boolean; withFrench: boolean } | null = null;
        for (const spelling of spellings) {
          const { key, form, exact } = spelling;
          let d: number | null = null;
          if (Math.abs(form.length - read.length) <= Math.max(2, allowedDistance(form.length))) {
            const whole = distance(form, read);
            if (whole <= (exact ? 0 : allowedDistance(form.length))) d = whole;
          }
          if (d === null && beforeSlash !== null) d = halvesDistance(spelling, beforeSlash, joined.slice(beforeSlash.length));
          if (d === null) continue;
          if (!here || d < here.distance) here = { key, distance: d, tied: false, withFrench: spelling.halves !== undefined };
          else if (d === here.distance && key !== here.key) here.tied = true;
        }
        // Misread letters as near two fields' labels are neither's: `PRST NAME` is two edits from both
        // `First Name` and `Last Name`, and taken as the surname's label it made the given names the surname.
        if (!here || (here.tied && here.distance > 0)) continue;
        if (!best || here.distance < best.distance || (here.distance === best.distance && end > best.end)) best = { key: here.key, end, distance: here.distance, withFrench: here.withFrench };
      }
      return best;
    };
    let i = 0;
    while (i < words.length) {
      const best = bestAt(i);
      // A short value just before a label (`Gender M Middle Name`: "M" + "Middle Name" is one edit
      // from the label) belongs to the field before: the label starts where it matches more closely.
      // Only when the two windows share words: a label read one edit off (`SUGRNAME`, an FRSC phone
      // photo) with the next column's exact label right after it (`OTHER NAMES`) is a label of its own,
      // and skipping it lost the surname.
      // Only a value-like word (a one- or two-letter sex or code, a number) is such a value: a longer one
      // is the label's own first word, read a little off (`DRIVER'S LICENCE NO`, one edit from `Driver
      // Licence No`; `Dat of Bi/ Dae de naissance`), and starting the label after it moved its column
      // right of the value under it, which was lost.
      const bare = words[i]!.text.replace(/[^\p{L}\p{N}]/gu, '');
      const short = bare.length <= 2 || /^\p{N}+$/u.test(bare);
      const next = best && best.distance > 0 && best.end > i + 1 && short ? bestAt(i + 1) : null;
      if (best && next && next.distance < best.distance && next.end >= best.end) {
        i++;
        continue;
      }
      if (best) {
        const previous = hits.at(-1);
        // The same field's label again, right after the last one: a bilingual label's French half read as
        // a label of its own (`Date of Expiry` then `Date dexpiation`, one of the spellings' neighbours);
        // as two labels the second bounded the first's column and cut its value short ("10 MAY").
        if (previous && previous.line === lineIndex && previous.key === best.key && previous.end === i) {
          previous.end = best.end;
          previous.withFrench ||= best.withFrench;
          previous.box = union([previous.box, ...words.slice(i, best.end).map((w) => w.box)]);
        } else {
          hits.push({ key: best.key, line: lineIndex, start: i, end: best.end, box: union(words.slice(i, best.end).map((w) => w.box)), distance: best.distance, withFrench: best.withFrench });
        }
        i = best.end;
      } else {
        i++;
      }
    }
  });
  return hits;
}

/** A word that is a slash as OCR reads one standing alone between a label's halves. */
const slashLookAlike = /^[/|Il1}{\\]$/;

/**
 * How many of the words after an English label are its French half misread beyond the label match's
 * tolerance (`Place of Birth / Lleu de naissance`, PP-OCR on a phone photo): the words right after a
 * slash whose letters are within a third of a French spelling. Without this the misread French half
 * was taken as the value (`placeOfBirth: LLEU DE NAISSANCE`). 0 when no slash follows the label.
 */
function frenchHalfLength(label: OcrWord[], after: OcrWord[], french: string[] | undefined): number {
  if (!french || after.length === 0) return 0;
  // The slash read as a letter or bracket of its own (`SURNAME I NOM`, a canopy-lit phone photo: `I NOM`
  // was taken for the surname and a genuine passport FAILed): the French half follows it.
  const slashAlone = after.length > 1 && slashLookAlike.test(after[0]!.text);
  const slash = /\/\s*$/.test(label.at(-1)?.text ?? '') || /^\s*\//.test(after[0]!.text) || slashAlone;
  if (!slash) return 0;
  let best = { words: 0, ratio: Number.POSITIVE_INFINITY };
  let joined = '';
  for (let n = slashAlone ? 2 : 1; n <= Math.min(after.length, maxLabelWords + (slashAlone ? 1 : 0)); n++) {
    joined += labelKey(after[n - 1]!.text);
    if (joined === '') continue;
    for (const form of french.map(labelKey)) {
      const ratio = distance(form, foldRn(joined)) / form.length;
      if (ratio <= 1 / 3 && ratio < best.ratio) best = { words: n, ratio };
    }
  }
  return best.words;
}

function valueOf(words: OcrWord[], position: LabelledValue['position'], glued: Glued): LabelledValue | null {
  // Pieces of one word split at a slash join back without a space; other words with one.
  const joined = words.reduce(
    (acc, w, i) => {
      const next = charsOfWords([w]);
      const space = i < words.length - 1 && !glued.has(w) ? ' ' : '';
      return { text: acc.text + next.text + space, confidences: [...acc.confidences, ...next.confidences, ...(space ? [1] : [])] };
    },
    { text: '', confidences: [] as number[] },
  );
  const start = /^[\s:;.,/|-]*/.exec(joined.text)![0].length;
  const end = start + joined.text.slice(start).trimEnd().length;
  const text = joined.text.slice(start, end);
  if (text === '' || isNoise(text)) return null;
  return { value: text, confidence: words.reduce((sum, w) => sum + w.confidence, 0) / words.length, charConfidences: joined.confidences.slice(start, end), position };
}

/**
 * A table row's value cell that OCR put on a line of its own: on a tilted photo the row slopes, so the
 * value beside `Birth Date` (a NIMC slip's table) sat 20 px higher than its label and was read as
 * another line; the label then had no value and the slip went to REVIEW. The words to the label's
 * right (within the same-line gap) whose middle is nearer to this label's middle than to any other
 * label's in its column, no farther than a label height from it, with no other label between and none
 * above them in their own column: that row, up to a wide gap.
 */
function besideOnOtherLine(hit: LabelHit, hits: LabelHit[], wordLines: OcrWord[][], labelWords: Set<OcrWord>): OcrWord[] {
  const height = Math.max(8, hit.box.y1 - hit.box.y0);
  const middle = (box: OcrBox) => (box.y0 + box.y1) / 2;
  const column = hits.filter((other) => other !== hit && other.box.x0 < hit.box.x1 && other.box.x1 > hit.box.x0);
  const nearestLabel = (box: OcrBox) => column.every((other) => Math.abs(middle(other.box) - middle(box)) > Math.abs(middle(hit.box) - middle(box)));
  const labelBetween = (box: OcrBox) => hits.some((other) => other !== hit && other.box.x0 >= hit.box.x1 && other.box.x0 < box.x0 && Math.abs(middle(other.box) - middle(hit.box)) < height);
  // A word in another label's column under it is that label's stacked value (a card's grid), never a table cell.
  const underAnotherLabel = (box: OcrBox) => hits.some((other) => other !== hit && other.box.x0 <= box.x1 && other.box.x1 >= box.x0 && other.box.y1 <= middle(box));
  const candidates = wordLines
    .filter((_, index) => index !== hit.line)
    .flat()
    .filter((w) => !labelWords.has(w) && w.box.x0 > hit.box.x1 && Math.abs(middle(w.box) - middle(hit.box)) <= height && nearestLabel(w.box) && !labelBetween(w.box) && !underAnotherLabel(w.box))
    .sort((a, b) => a.box.x0 - b.box.x0);
  // The value starts within the same-line gap; the rest of its row follows it up to a wide gap, however
  // far that reaches (a voter's card's VIN printed in groups beside a small `VIN:` lost its last two).
  const first = candidates.find((w) => w.box.x0 - hit.box.x1 <= 16 * height);
  if (!first) return [];
  const row = candidates.filter((w) => w.box.x0 >= first.box.x0 && Math.abs(middle(w.box) - middle(first.box)) <= (first.box.y1 - first.box.y0) * 0.5);
  const cut = row.findIndex((w, i) => i > 0 && w.box.x0 - row[i - 1]!.box.x1 > 4 * (first.box.y1 - first.box.y0));
  return cut > 0 ? row.slice(0, cut) : row;
}

/**
 * The words right under a label that are its French half printed as a row of its own (`Nom`,
 * `Date de naissance`, left-aligned with the English above), or [] when the row under it is something
 * else. Only a label with French spellings; a short one (`Nom`) read within one letter only when it is
 * label-sized.
 */
function stackedFrenchHalf(hit: LabelHit, words: OcrWord[], french: string[] | undefined, height: number, valueBesideInCapitals: boolean): OcrWord[] {
  if (!french || french.length === 0) return [];
  const near = words.filter((w) => (w.box.y0 + w.box.y1) / 2 >= hit.box.y1 - height * 0.3 && w.box.y0 <= hit.box.y1 + height * 1.2 && w.box.x0 >= hit.box.x0 - height && w.box.x0 <= hit.box.x1);
  if (near.length === 0) return [];
  const top = Math.min(...near.map((w) => w.box.y0));
  // The row is as deep as its own print: a French half printed a third of the label's size, tight
  // between the label and the value (the twenty-second blind set's 2011 passport on a phone photo: `Dote`
  // 11 px tall, the date 13 px under its top) would otherwise take the value into its row, and neither
  // was then the half: the expiry was read as `Dote`.
  const topHeight = Math.min(height, ...near.filter((w) => w.box.y0 === top).map((w) => w.box.y1 - w.box.y0));
  const placed = near
    .concat(words.filter((w) => !near.includes(w) && (w.box.y0 + w.box.y1) / 2 >= hit.box.y1 - height * 0.3 && w.box.y0 <= top + topHeight * 0.5 && w.box.x0 > hit.box.x1 && w.box.x0 <= hit.box.x1 + height * 2))
    .filter((w) => w.box.y0 <= top + topHeight * 0.5)
    .sort((a, b) => a.box.x0 - b.box.x0);
  // The value printed close under a small French half (a ghosted night photo of the thirteenth blind set's
  // ECOWAS passport: `vom` 384-401 px, `TCHABI` 396-439) falls in its row by position; printed larger
  // and starting lower, it is the value, not more of the half (read together, `VOMTCHABI` matched no
  // half, and `VOM` and `PRENON` were taken for the names and FAILed the genuine page).
  const small = placed.filter((w) => w.box.y1 - w.box.y0 <= height * 1.2);
  const smallTop = Math.min(...small.map((w) => w.box.y0));
  const row = small.length > 0 && placed.every((w) => small.includes(w) || w.box.y0 > smallTop) ? small : placed;
  const read = foldRn(labelKey(row.map((w) => w.text).join('')));
  if (read === '') return [];
  // A short French half (`Nom`) read one letter off (`NON`, a small photo) still is one when it is
  // label-sized: a value under a label is printed larger.
  const rowHeight = Math.max(...row.map((w) => w.box.y1 - w.box.y0));
  const labelSized = rowHeight <= height * 1.2;
  const matches = french.some((fr) => {
    const form = labelKey(fr);
    return distance(form, read) <= (form.length <= 5 ? (labelSized ? 1 : 0) : allowedDistance(form.length));
  });
  // Garbled past matching (`Nion`, `Date e ase` on a small photo), a label-sized row in lower or mixed
  // case under a bilingual label is its French half all the same: values are printed in capitals.
  // A row with a number in it is a value (`17-03-1984`, `02 May 1976` under `Date of Birth`), never a
  // French half: a word of two digits or more is taken as one (a single digit may be a misread letter).
  const letters = row.some((w) => /\p{L}/u.test(w.text)) && row.every((w) => (w.text.match(/\d/g)?.length ?? 0) < 2);
  // Not when the label's own line holds a value in lower case: that document prints its values so (the
  // sixteenth blind set's web-printed slip: `State of Residence Nasarawa` under `Date of Birth Sat Fcb 11
  // 1995`, taken for its French half, sent the birth date to the row under it, another date).
  const garbled = valueBesideInCapitals && labelSized && letters && row.every((w) => /\p{Ll}/u.test(w.text) || !/\p{L}/u.test(w.text));
  // In capitals, garbled past matching (`MOT` for `Nom` on a ghosted night photo) and no taller than the
  // label, with a row at least half as tall again right under it in the column: that row is the value,
  // this one the half (read as the names, `MOT` and `SS` contradicted the MRZ "at 100%").
  const rowBottom = Math.max(...row.map((w) => w.box.y1));
  const tallerRowUnder = words.some(
    (w) => !row.includes(w) && w.box.y0 >= rowBottom - rowHeight * 0.5 && w.box.y0 <= rowBottom + height && w.box.x0 >= hit.box.x0 - height && w.box.x0 <= hit.box.x1 && w.box.y1 - w.box.y0 >= rowHeight * 1.5 && /\p{L}{2}/u.test(w.text),
  );
  const smallOverValue = rowHeight <= height && letters && tallerRowUnder;
  return matches || garbled || smallOverValue ? row : [];
}

/** A word this many times taller than a value's row is other print (a seal, a watermark), not more of the value. */
const otherPrintSize = 1.6;

/**
 * Other print the detector merged with a value beside or under its label: the nineteenth blind set's
 * owner watermark crossing a voter's card's surname was read as one word `RJFICATUMOETUK`, its box four
 * label heights tall and its text 2.6 times as thick as the label's, contradicted the record and a
 * genuine card FAILed. Both must hold: a value is at most about twice its label's size, and a tilted
 * word's box is tall while its text is not thick (a perspective-tilted passport's surname under
 * `Surname/Nom`).
 */
const mergedPrintSize = { box: 3, thickness: 2.2 };

function mergedPrint(word: OcrWord, labelWords: OcrWord[], labelHeight: number): boolean {
  if (word.box.y1 - word.box.y0 <= mergedPrintSize.box * labelHeight) return false;
  const labelThickness = Math.max(0, ...labelWords.map((w) => w.thickness ?? 0));
  return word.thickness === undefined || labelThickness === 0 || word.thickness > mergedPrintSize.thickness * labelThickness;
}

/** Fields whose value a narrow column wraps onto a second row: names (dates and numbers are never wrapped). */
const wrappingKeys = new Set(['surname', 'givenNames', 'firstName', 'middleName', 'fullName']);

/**
 * The row that continues a name wrapped in a narrow column (`ADEWALE-` over `JOHNSON`, `EBUKA
 * KINGSLEY` over `OBINNA`, a licence printed in three columns). Only a first row that was cut: it
 * ends in a hyphen, or runs to its column's right end (the next label to the right, or the page's
 * text edge); a name that ends short of it is whole (an 800 px phone photo's garbled label under
 * `DAN-JUMA` was taken as more surname). The row is right under the first (at most half a row's
 * height of space), starts in its column, is as tall (a label under a value is smaller print),
 * letters only, with no label in between.
 */
function wrappedRow(first: OcrWord[], options: { allWords: OcrWord[]; hits: LabelHit[]; hit: LabelHit; rightLabel: number; textRight: number }): OcrWord[] {
  const top = Math.min(...first.map((w) => w.box.y0));
  const bottom = Math.max(...first.map((w) => w.box.y1));
  const rowHeight = bottom - top;
  const left = Math.min(...first.map((w) => w.box.x0));
  const right = Math.max(...first.map((w) => w.box.x1));
  const columnEnd = Number.isFinite(options.rightLabel) ? options.rightLabel : options.textRight;
  const cut = first.at(-1)!.text.endsWith('-') || right >= columnEnd - rowHeight * 2;
  if (!cut) return [];
  const taken = new Set(first);
  const next = options.allWords.filter(
    (w) => !taken.has(w) && w.box.y0 >= bottom - rowHeight * 0.3 && w.box.y0 <= bottom + rowHeight * 0.5 && w.box.x0 < options.rightLabel - rowHeight * 0.5 && w.box.x1 > left,
  );
  if (next.length === 0) return [];
  const start = Math.min(...next.map((w) => w.box.x0));
  if (Math.abs(start - left) > rowHeight * 1.5) return [];
  const rowTop = Math.min(...next.map((w) => w.box.y0));
  const row = next.filter((w) => w.box.y0 <= rowTop + rowHeight * 0.6).sort((a, b) => a.box.x0 - b.box.x0);
  const tallEnough = row.every((w) => w.box.y1 - w.box.y0 >= rowHeight * 0.8);
  const name = row.every((w) => /^[\p{L}'-]+$/u.test(w.text));
  const labelBetween = options.hits.some((other) => other !== options.hit && other.box.y0 >= top && other.box.y0 <= rowTop + rowHeight * 0.6 && other.box.x1 > left && other.box.x0 < options.rightLabel);
  return tallEnough && name && !labelBetween ? row : [];
}

/** Fields whose labels may be read past a label's tolerance, and the other wordings they must not be. */
export interface WeakLabelOptions<K extends string> {
  keys: K[];
  /** Every other label the document may print (issue and expiry dates, address, ...), so a garbled one is not taken for a wanted field's. */
  otherWordings: string[];
}

/**
 * A weak label must be at most this far from its field's spelling (edits per letter of the longer),
 * and every other field's and wording's spelling this much farther still.
 */
export const weakLabelMatch = { maxRatio: 0.45, margin: 0.2, minLetters: 5, valueLarger: 1.2 };

/** The mean width of the words' characters (their boxes' widths over their characters, slashes and all). */
function characterWidth(words: OcrWord[]): number {
  const characters = words.reduce((sum, w) => sum + w.text.replace(/\s/g, '').length, 0);
  return characters === 0 ? 0 : words.reduce((sum, w) => sum + (w.box.x1 - w.box.x0), 0) / characters;
}

/** A field's number as ISO/IEC 18013-1 licences print it instead of a wording (`3.`, `4a.`): the number, and its dot when read. */
export const fieldNumber = /^(\d{1,2}[a-d]?)(\.)?$/i;

/** Fields that hold the same words under wordings a letter apart: the given names and a first name printed alone. */
const kinKeys = [['givenNames', 'firstName']];

/**
 * Labels garbled past matching: on a card photographed small, its labels (a third the height of its
 * values, pale grey) were read `SURHME/NON` and `DITE OF ORTHCATE DE NAETAN` while the values under them
 * read at 0.96-1.00, and the card stayed REVIEW whatever it printed. A line's words before any label
 * found on it are taken as a wanted field's label when their letters are within `maxRatio` of one of its
 * spellings, clearly closer (`margin`) to it than to any other field's or wording's, and the value is
 * printed larger: the row right under them, or the words after them on their own line (a slip's table
 * of small labels beside large values: the eighteenth blind set's `Smame`, `Fhstame`, `Mdderame` on a
 * phone photo). Only for fields no label was found for.
 *
 * One label a field: the lines are taken in the order of how near they are to a wanted field's
 * spelling, and a field taken by a nearer line is no longer a competitor for the others (`Fhstame`, as
 * near `LASTNAME` as `FIRSTNAME`, is the first name's once `Smame` is the surname's).
 */
function findWeakLabels(options: { wordLines: OcrWord[][]; hits: LabelHit[]; spellings: Spelling[]; keys: string[]; otherWordings: string[] }): (LabelHit & { valueBeside: boolean })[] {
  const { wordLines, hits, spellings, keys } = options;
  // Another wording is a competitor unless it is (within a plural's letter) one of the fields' own spellings.
  const others = options.otherWordings
    .map((wording) => ({ form: labelKey(wording), letters: labelLetters(wording) }))
    .filter(({ form }) => form !== '' && !spellings.some((spelling) => distance(spelling.form, form) <= 1));
  const forms = [...spellings.map(({ key, form, letters }) => ({ key, form, letters })), ...others.map(({ form, letters }) => ({ key: `other:${form}`, form, letters }))];
  // Per line, each window of its first words with its edits per letter to every field and wording.
  const candidates: { line: number; end: number; byKey: Map<string, { ratio: number; edits: number }> }[] = [];
  /** Where the line's first label read within tolerance starts (its words before it may be a garbled one). */
  const firstHitOf = (line: number) => hits.filter((hit) => hit.line === line).reduce((start, hit) => Math.min(start, hit.start), wordLines[line]!.length);
  wordLines.forEach((words, line) => {
    const firstHit = firstHitOf(line);
    let read = '';
    let readLetters = '';
    for (let end = 1; end <= Math.min(firstHit, maxLabelWords); end++) {
      const text = words[end - 1]!.text;
      // Two digits or more are a value's, never a label's.
      if ((text.match(/\d/g)?.length ?? 0) >= 2) break;
      read = foldRn(read + labelKey(text));
      readLetters += labelLetters(text);
      if (read.length < weakLabelMatch.minLetters) continue;
      const byKey = new Map<string, { ratio: number; edits: number }>();
      for (const { key, form, letters } of forms) {
        // Folded or not, whichever is nearer: the fold turns a spelling's RN into M, so a read that
        // garbled the N (`SURUANE` for `SURNAME`) is three edits from the folded `SUMAME`, two from the letters.
        const edits = Math.min(distance(form, read), distance(letters, readLetters));
        const known = byKey.get(key) ?? { ratio: 1, edits: Number.POSITIVE_INFINITY };
        byKey.set(key, { ratio: Math.min(known.ratio, edits / Math.max(form.length, read.length)), edits: Math.min(known.edits, edits) });
      }
      candidates.push({ line, end, byKey });
    }
  });
  const wantedRatio = (c: (typeof candidates)[number]) => Math.min(...keys.map((key) => c.byKey.get(key)?.ratio ?? 1));
  candidates.sort((a, b) => wantedRatio(a) - wantedRatio(b));
  // Fields whose label was read compete no more either (`Fhstame` beside a surname labelled `Smame`).
  const taken = new Map<string, number>(hits.filter((hit) => !keys.includes(hit.key)).map((hit) => [hit.key, hit.line]));
  const chosen = new Map<number, { key: string; end: number; ratio: number; edits: number }>();
  /** A window's wanted field, when near enough and clearly nearer than any field or wording not yet taken (fields taken by nearer lines compete no more). */
  const winnerOf = (window: (typeof candidates)[number]) => {
    const ranked = [...window.byKey].filter(([key]) => !taken.has(key)).sort((a, b) => a[1].ratio - b[1].ratio);
    const winner = ranked[0];
    // Wordings of one value apart by a letter (`First Name`, `First Names`) do not compete: the nearer is the label.
    const runnerUp = ranked.slice(1).find(([key]) => !(winner && kinKeys.some((kin) => kin.includes(key) && kin.includes(winner[0]))));
    if (!winner || !keys.includes(winner[0]) || winner[1].ratio > weakLabelMatch.maxRatio) return null;
    return (runnerUp?.[1].ratio ?? 1) - winner[1].ratio >= weakLabelMatch.margin ? { key: winner[0], ...winner[1] } : null;
  };
  for (const candidate of candidates) {
    if (chosen.has(candidate.line)) continue;
    const winner = winnerOf(candidate);
    if (!winner) continue;
    // A longer window of the same line as good within a twentieth wins: the whole `SURHME / NON`, not `SURHME` alone.
    let best = { ...winner, end: candidate.end };
    for (const longer of candidates.filter((other) => other.line === candidate.line && other.end > candidate.end).sort((a, b) => a.end - b.end)) {
      const its = winnerOf(longer);
      if (its && its.key === best.key && its.ratio <= best.ratio + 0.05) best = { ...its, end: longer.end };
    }
    chosen.set(candidate.line, best);
    taken.set(best.key, candidate.line);
  }
  const weak: (LabelHit & { valueBeside: boolean })[] = [];
  for (const [line, best] of chosen) {
    const words = wordLines[line]!;
    const labelWords = words.slice(0, best.end);
    const box = union(labelWords.map((w) => w.box));
    const height = box.y1 - box.y0;
    // The value is printed larger than its label. Judged by the width of its characters: PP-OCR pads
    // every box, so a 16 px label's and a 28 px value's boxes were 23 and 26 px tall, while their
    // characters were 9 and 18 px wide. Beside it on its line (a table's cell gap away at most), or
    // the row under it.
    const beside = words.slice(best.end, firstHitOf(line));
    const besideLarger = beside.length > 0 && beside[0]!.box.x0 - box.x1 <= 16 * height && characterWidth(beside) >= characterWidth(labelWords) * weakLabelMatch.valueLarger;
    const under = wordLines.flat().filter((w) => (w.box.y0 + w.box.y1) / 2 > box.y1 && w.box.y0 <= box.y1 + height * 1.2 && w.box.x0 < box.x1 && w.box.x1 > box.x0);
    const underLarger = under.length > 0 && characterWidth(under) >= characterWidth(labelWords) * weakLabelMatch.valueLarger;
    if (!besideLarger && !underLarger) continue;
    weak.push({ key: best.key, line, start: 0, end: best.end, box, distance: best.edits, withFrench: false, valueBeside: besideLarger });
  }
  // Each field is taken by one line at most (`taken`).
  return weak;
}

/** Read the fields named by `labels` from the page's lines. The first acceptable occurrence of a key wins. */
export function readLayoutFields<K extends string>(lines: OcrLine[], labels: Record<K, LabelSpec>, options: { weakLabels?: WeakLabelOptions<K> } = {}): Partial<Record<K, LabelledValue>> {
  const spellings: Spelling[] = [];
  for (const [key, spec] of Object.entries(labels) as [K, LabelSpec][]) {
    for (const en of spec.exactEn ?? []) spellings.push({ key, form: labelKey(en), letters: labelLetters(en), exact: true });
    for (const en of spec.en) {
      spellings.push({ key, form: labelKey(en), letters: labelLetters(en), exact: spec.exact });
      for (const fr of spec.fr ?? []) spellings.push({ key, form: labelKey(en) + labelKey(fr), letters: labelLetters(en) + labelLetters(fr), exact: spec.exact, halves: { en: labelKey(en), fr: labelKey(fr) } });
    }
  }
  const labelForms = [...new Set(spellings.flatMap((spelling) => [spelling.form, ...(spelling.halves ? [spelling.halves.fr] : [])]))];
  const isLabelWording = (key: string) => key !== '' && labelForms.some((form) => (form.length >= 6 ? distance(form, key) <= 1 : form === key));
  const glued: Glued = new Set();
  const wordLines = lines.map((line) => splitWords(line.words, glued));
  if (wordLines.every((words) => words.length === 0)) return {};
  const textRight = Math.max(...wordLines.flat().map((word) => word.box.x1));
  const accepts = (key: K, value: LabelledValue | undefined) => value !== undefined && (labels[key].accept?.(value.value) ?? true);
  const hits = findLabels(wordLines, spellings);
  const read = readValues(hits);
  const weak = options.weakLabels;
  const missing = (weak?.keys ?? []).filter((key) => !accepts(key, read[key]));
  if (!weak || missing.length === 0) return read;
  const weakHits = findWeakLabels({ wordLines, hits, spellings, keys: missing, otherWordings: weak.otherWordings });
  if (weakHits.length === 0) return read;
  const again = readValues([...hits, ...weakHits]);
  for (const hit of weakHits) {
    const key = hit.key as K;
    const value = again[key];
    // The label as OCR read it: its whole words (a slash splits `SURHME/NON` for matching only).
    const label = lines[hit.line]!.words.filter((w) => w.box.x0 < hit.box.x1 && w.box.x1 > hit.box.x0).map((w) => w.text).join(' ');
    if ((value?.position === 'below' || (hit.valueBeside && value?.position === 'same-line')) && accepts(key, value)) read[key] = { ...value, weakLabel: label };
  }
  return read;

  function readValues(hits: LabelHit[]): Partial<Record<K, LabelledValue>> {
    const labelWords = new Set<OcrWord>();
    for (const hit of hits) for (const word of wordLines[hit.line]!.slice(hit.start, hit.end)) labelWords.add(word);
    const allWords = wordLines.flat().filter((word) => !labelWords.has(word));
    const out: Partial<Record<K, LabelledValue>> = {};
    const fallback: Partial<Record<K, LabelledValue>> = {};
    for (const hit of hits) {
      const key = hit.key as K;
      if (out[key]) continue;
      const height = Math.max(8, hit.box.y1 - hit.box.y0);
      const words = wordLines[hit.line]!;
      // Same line: up to the next label on it, or a gap wider than a few characters (the next column).
      const nextOnLine = hits.find((other) => other.line === hit.line && other.start >= hit.end);
      const sameLine: OcrWord[] = [];
      for (let i = hit.end; i < (nextOnLine?.start ?? words.length); i++) {
        // A table row (label cell, value cell) leaves a wide gap before the value; within it, a few characters.
        const gap = words[i]!.box.x0 - (sameLine.at(-1)?.box.x1 ?? hit.box.x1);
        if (gap > (sameLine.length === 0 ? 16 : 4) * height) break;
        // A word ending in a colon is the next field's label, one no handler reads (the eleventh blind
        // set's licence: `Sex: Blood: A+`, its lone `F` unread, made `Blood: A+` an unreadable sex: REVIEW).
        if (/^\p{L}[\p{L}.'-]+:$/u.test(words[i]!.text)) break;
        if (mergedPrint(words[i]!, words.slice(hit.start, hit.end), height)) break;
        // A speck or a leader's dots read as a word, under half the label's height, before the value: not
        // the value (the twentieth blind set's kiosk slip: `SEX. 1334 MALE`, the sex taken as `1334`). A
        // dash is short by its shape: it is an empty field's value.
        if (sameLine.length === 0 && words[i]!.box.y1 - words[i]!.box.y0 < height * 0.5 && !/^[-–—]+$/.test(words[i]!.text)) continue;
        sameLine.push(words[i]!);
      }
      const hitWords = words.slice(hit.start, hit.end);
      const frenchWords = frenchHalfLength(hitWords, sameLine, labels[key].fr);
      const lastLabelWord = frenchWords > 0 ? sameLine[frenchWords - 1] : hitWords.at(-1);
      sameLine.splice(0, frenchWords);
      // Words joined to a bilingual label by a slash are more of the label: its French half read past
      // frenchHalfLength's tolerance (`Given Names / Prino`, PP-OCR on a phone photo), never a value.
      const labelContinues = labels[key].fr !== undefined && sameLine.length > 0 && (/\/\s*$/.test(lastLabelWord?.text ?? '') || /^\s*\//.test(sameLine[0]!.text));
      // Below: the nearest row under the label, within its column (the next label to the right on the
      // same row, on any OCR line, bounds it).
      const rightLabel = hits
        .filter((other) => other !== hit && other.box.x0 > hit.box.x1 && other.box.y0 < hit.box.y1 && other.box.y1 > hit.box.y0)
        .reduce((nearest, other) => Math.min(nearest, other.box.x0), Number.POSITIVE_INFINITY);
      // The row that continues a name cut at its row's end; a name broken after its hyphen (`ADEWALE-`
      // over `JOHNSON`) joins back without a space.
      const wrappedAfter = (row: OcrWord[]) => {
        const wrapped = wrappedRow(row, { allWords, hits, hit, rightLabel, textRight });
        if (wrapped.length > 0 && row.at(-1)!.text.endsWith('-')) glued.add(row.at(-1)!);
        return wrapped;
      };
      // Judged by the word's middle, not its top: on a tilted photo the boxes of the label and of the
      // value under it overlap (a perspective-tilted `Surname/Nom` box ended 11 px below the top of the
      // name's box), and the name was lost. A word beside the label has its middle level with the label's.
      // A bilingual label printed on two rows (`Surname` over an italic `Nom`, the value under both): the
      // French row is more of the label, and the value is the row under it. Read as the value, `NOM` and
      // `PRENOMS` contradicted a genuine passport's MRZ (the blind set: its genuine FAILs).
      // Not when the French half was read on the label's own line: the row under it is then the value,
      // whatever its case (the eleventh blind set's passport, a display face whose N and K OCR read in
      // lower case: `TAMUnOSIkIDAMIEBI` under `GIVEN NAMES / PRENOMS` was taken for the French half).
      const frenchRow = hit.withFrench || frenchWords > 0 ? [] : stackedFrenchHalf(hit, allWords, labels[key].fr, height, !sameLine.some((w) => /\p{Ll}/u.test(w.text)));
      const box = frenchRow.length > 0 ? union([hit.box, ...frenchRow.map((w) => w.box)]) : hit.box;
      const underLabel = (w: OcrWord) =>
        !frenchRow.includes(w) && (w.box.y0 + w.box.y1) / 2 >= box.y1 - height * 0.3 && w.box.y0 <= box.y1 + height * 2.2 && w.box.x0 < rightLabel - height * 0.5 && !mergedPrint(w, hitWords, height);
      // A garbled label matched from a later word (`Date ct BrtDate`: `BrtDate` read as `Birth Date`)
      // starts at its first word: its value (`30/08/1967`) is under that one, left of the matched words.
      let columnLeft = box.x0;
      if (hit.distance > 0) {
        for (let i = hit.start - 1; i >= 0; i--) {
          const lead = words[i]!;
          if (labelWords.has(lead) || !/^\p{L}{2,}$/u.test(lead.text) || columnLeft - lead.box.x1 > 1.5 * height) break;
          columnLeft = lead.box.x0;
        }
      }
      // The word of the label's own line that touches it on the left, if any.
      const lead = hit.start > 0 && hit.box.x0 - words[hit.start - 1]!.box.x1 <= 1.5 * height ? words[hit.start - 1]! : undefined;
      // A field's number printed before its label (`15 Sex`, a licence after the EU model, the twelfth
      // blind set's) starts the column: its value is set under the number, a lone `F` ending left of `Sex`.
      const numbered = lead && /^\d{1,2}[a-z]?\.?$/i.test(lead.text) ? lead : undefined;
      if (numbered) columnLeft = Math.min(columnLeft, numbered.box.x0);
      const under = allWords.filter((w) => underLabel(w) && w.box.x0 >= columnLeft - height * 1.5 && w.box.x1 > (numbered ? numbered.box.x0 : box.x0));
      let below: OcrWord[] = [];
      // The row is found from words that start under the label itself: on a tilted photo a word of the
      // next column on the label's own row (the FRSC licence's `CLASS` beside `EXP DATE`) sat lower than
      // the label's middle, was taken as the row under it, and the date below was lost.
      const starting = under.filter((w) => w.box.x0 <= box.x1 + height * 2);
      // None: a short label centred over a wide value (`NIN` over `941 0768 5233`) has under it a word
      // that starts well left of it. Only then, so a left column's long value never joins a right one's,
      // and only for a label alone on its line: a title (`NATIONAL IDENTIFICATION NUMBER SLIP`) is not
      // centred over the row under it (the slip's `Tracking ID` row was taken for a voter's VIN).
      const aloneOnLine = hit.start === 0 && hit.end === words.length;
      if (starting.length === 0 && aloneOnLine) {
        const spanning = allWords.filter((w) => underLabel(w) && !under.includes(w) && w.box.x0 < box.x1 && w.box.x1 > box.x0);
        under.push(...spanning);
        starting.push(...spanning);
      }
      if (starting.length > 0) {
        const top = Math.min(...starting.map((w) => w.box.y0));
        const rowHeight = Math.max(...under.filter((w) => w.box.y0 === top).map((w) => w.box.y1 - w.box.y0));
        // Words of another print size are not the value's: a seal's text arcing across the row (the
        // eighth blind set's licence: `ROAD SAFETY`, its boxes twice a name's height, joined the surname).
        below = under.filter((w) => w.box.y0 <= top + rowHeight * 0.6 && w.box.y1 - w.box.y0 <= rowHeight * otherPrintSize).sort((a, b) => a.box.x0 - b.box.x0);
        // A wide gap ends the value: beyond it is another column's text. Two heights for a name, whose
        // words a space apart never leave one (the fifteenth blind set's passport: the sex `M`, its label
        // garbled, three heights right of the given names on their row); four for numbers and dates.
        const columnGap = wrappingKeys.has(key) ? 2 : 4;
        const cut = below.findIndex((w, i) => i > 0 && w.box.x0 - below[i - 1]!.box.x1 > columnGap * rowHeight);
        if (cut > 0) below = below.slice(0, cut);
        // A row photographed at a steep angle slopes: its far words stand higher or lower than its top
        // word allows (the fifteenth blind set's voter's cards: `F45`, a VIN's last group, rose above the
        // label's bottom; `68F5`, another's first, sank below the row's top). The row is followed word by
        // word from its ends, each word level with its neighbour; the line above or below is a line away.
        const level = (a: OcrWord, b: OcrWord) => Math.abs(a.box.y0 + a.box.y1 - b.box.y0 - b.box.y1) / 2 < Math.min(a.box.y1 - a.box.y0, b.box.y1 - b.box.y0) * 0.5;
        const nextInRow = (from: OcrWord, pool: OcrWord[], side: 'left' | 'right') =>
          pool
            .filter((w) => !below.includes(w) && !frenchRow.includes(w) && w.box.y1 - w.box.y0 <= rowHeight * otherPrintSize && level(w, from))
            .filter((w) => (side === 'right' ? w.box.x0 >= from.box.x1 - rowHeight * 0.2 && w.box.x0 - from.box.x1 <= columnGap * rowHeight && w.box.x0 < rightLabel - height * 0.5 : w.box.x1 <= from.box.x0 + rowHeight * 0.2 && from.box.x0 - w.box.x1 <= columnGap * rowHeight))
            .sort((a, b) => (side === 'right' ? a.box.x0 - b.box.x0 : b.box.x1 - a.box.x1))[0];
        if (below.length > 0) {
          for (let next = nextInRow(below.at(-1)!, allWords, 'right'); next; next = nextInRow(below.at(-1)!, allWords, 'right')) below = [...below, next];
          // Leftward only within the label's column.
          for (let next = nextInRow(below[0]!, under, 'left'); next; next = nextInRow(below[0]!, under, 'left')) below = [next, ...below];
        }
        // The words right before it on its row, a word's space apart, are the same value: a label matched
        // from a later word of its garbled wording (`De f Epiry`) starts right of its value's first word
        // (`10` of `10 MAY 2029`), which was lost. A column's gap is far wider.
        const rowMiddle = (Math.min(...below.map((w) => w.box.y0)) + Math.max(...below.map((w) => w.box.y1))) / 2;
        // Only when the label itself was matched from a later word: a word of its own line, not a label, touches it on the left.
        const matchedLate = lead !== undefined && !labelWords.has(lead);
        // The word a space before the row's first word, on the row.
        const wordBefore = (first: OcrWord | undefined) => first && allWords.find((w) => !below.includes(w) && w.box.x1 <= first.box.x0 && first.box.x0 - w.box.x1 <= 1.2 * rowHeight && Math.abs((w.box.y0 + w.box.y1) / 2 - rowMiddle) < rowHeight * 0.5);
        for (let before = matchedLate ? wordBefore(below[0]) : undefined; before; before = wordBefore(below[0])) below = [before, ...below];
        // A label centred over a wider value (the improved NIN slip's `National Identification Number`
        // over `385 4102 9677`): the value's first words start left of the label's column and were lost.
        // Words before the row, a word's space apart on it, are taken while each brings the row's middle
        // nearer the label's; a left-aligned label's value is not extended into another column.
        const labelMiddle = (box.x0 + box.x1) / 2;
        const rowRight = Math.max(...below.map((w) => w.box.x1));
        for (; aloneOnLine; ) {
          const first = below[0]!;
          const before = wordBefore(first);
          if (!before || Math.abs((before.box.x0 + rowRight) / 2 - labelMiddle) >= Math.abs((first.box.x0 + rowRight) / 2 - labelMiddle)) break;
          below = [before, ...below];
        }
        // A label between this one and that row (in the same column) means the row is not this label's
        // value. Over the row itself: a next column's label a little lower on a tilted card (the eighth
        // blind set's licence: `SEX`, far right of `OTHER NAMES`, took the given names under it away).
        const rowEnd = Math.max(...below.map((w) => w.box.x1));
        const labelInBetween = hits.some(
          (other) => other !== hit && other.box.y0 >= box.y1 - height * 0.3 && other.box.y0 <= top + rowHeight * 0.6 && other.box.x1 > box.x0 && other.box.x0 < Math.min(rightLabel, rowEnd),
        );
        // Nor is a row that starts with a field's number (`8.` before the address, a licence after
        // ISO/IEC 18013-1): it is that field's, whatever its print size beside this one's.
        if (labelInBetween || fieldNumber.exec(below[0]?.text ?? '')?.[2] !== undefined) below = [];
        if (below.length > 0 && wrappingKeys.has(key)) below = [...below, ...wrappedAfter(below)];
      }
      // A name beside its label broken after a hyphen continues on the row under it (the thirteenth blind
      // set's 2011 voter's card: `SURNAME OGBONDA-` over `AMADI`; read as `OGBONDA-`, the genuine card was REVIEW).
      if (wrappingKeys.has(key) && sameLine.at(-1)?.text.endsWith('-')) sameLine.push(...wrappedAfter(sameLine));
      const accept = labels[key].accept ?? (() => true);
      // Then the value stacked below the label is the value; the words on the line are kept only as the
      // last resort (the value test of the field still judges them).
      // Words in lower case after a label are more of its wording (`Family name / Nom de famille`): documents
      // print values in capitals; taken as the surname, `de famille` contradicted a genuine page's MRZ.
      const lettersOf = (words: OcrWord[]) => words.map((w) => w.text).join('').replace(/[^\p{L}]/gu, '');
      // Not words with digits: a date whose month is printed in title case and its capital read as a digit
      // (`01-0ctober-1985`, the twentieth blind set's 2024 card) is the value, not a label's wording.
      const lowerCaseOnly = (words: OcrWord[]) => {
        const letters = lettersOf(words);
        if (words.some((w) => /\d/.test(w.text))) return false;
        return letters !== '' && letters === letters.toLowerCase() && letters !== letters.toUpperCase();
      };
      // So are words in mixed case, or no taller than the label, beside a label whose value under it is in
      // capitals and taller: a bilingual label's French half with its slash unread (`Surname Nen` over
      // `IORKYAA` on a phone photo: `NEN` was taken for the surname and a genuine card FAILed on its record).
      const mixedCase = (words: OcrWord[]) => /\p{Ll}/u.test(lettersOf(words));
      const capitals = (words: OcrWord[]) => lettersOf(words) === '' || !/\p{Ll}/u.test(lettersOf(words));
      const tallest = (words: OcrWord[]) => Math.max(0, ...words.map((w) => w.box.y1 - w.box.y0));
      const labelSized = sameLine.length > 0 && tallest(sameLine) <= height * 1.1 && tallest(below) >= height * 1.2;
      // Mixed case alone only after a bilingual label (a value printed in title case would be lost otherwise).
      const labelLike = sameLine.length > 0 && below.length > 0 && capitals(below) && ((mixedCase(sameLine) && labels[key].fr !== undefined) || labelSized);
      // And so are words far along the label's line, over a value under the label: a voter's card's large
      // `INEC` seal, 12 label heights right of `SURNAME` on its row, was read as the surname (`INEC`, `VEC`)
      // over the `GYANG` printed under the label, and a genuine card FAILed on its record.
      // Not when the row under the label is the next field's, printed the same way: a word of it starts
      // where the line's value does (a slip's table of small labels beside large values, the eighteenth
      // blind set's: `Smame NKANANG` over `Fhstame IMAEYEN`, the surname taken from the row under it).
      const rowMiddleOf = (w: OcrWord) => (w.box.y0 + w.box.y1) / 2;
      const parallelRow =
        sameLine.length > 0 &&
        below.length > 0 &&
        allWords.some((w) => !sameLine.includes(w) && Math.abs(rowMiddleOf(w) - rowMiddleOf(below[0]!)) < (below[0]!.box.y1 - below[0]!.box.y0) * 0.5 && Math.abs(w.box.x0 - sameLine[0]!.box.x0) <= height);
      const farAlong = sameLine.length > 0 && sameLine[0]!.box.x0 - hit.box.x1 > 8 * height && !parallelRow;
      // And words far taller than the value under the label: a seal's or watermark's text (`OTHER NAMES
      // ROAD SAFETY`, the seal's arc crossing the label's row) beside a name printed under it.
      const sealSized = sameLine.length > 0 && below.length > 0 && tallest(sameLine) > tallest(below) * otherPrintSize;
      const preferBelow = below.length > 0 && (labelContinues || lowerCaseOnly(sameLine) || labelLike || farAlong || sealSized);
      const candidates = preferBelow ? [valueOf(below, 'below', glued), valueOf(sameLine, 'same-line', glued)] : [valueOf(sameLine, 'same-line', glued), valueOf(below, 'below', glued)];
      if (sameLine.length === 0) candidates.push(valueOf(besideOnOtherLine(hit, hits, wordLines, labelWords), 'beside', glued));
      for (const candidate of candidates) {
        // A label's own wording is never a value (a French half read under its English, `PRENOMS`, or one
        // letter off, `PRENONS`, when the wording is long enough for that to be no name).
        // Nor is a word ending in a colon, whatever its wording: another label (the eleventh blind set's
        // voter's card, `Names:` under `Surname:`, its wording in no list, was taken for the surname
        // beside a name in a display face and FAILed a genuine card on its record).
        if (!candidate || isLabelWording(labelKey(candidate.value)) || /:$/.test(candidate.value.trim()) || labels[key].printedElse?.(candidate.value)) continue;
        if (accept(candidate.value)) {
          out[key] = candidate;
          break;
        }
        // A number that fails its shape is another line's text (a title), not a misread number; an
        // optional middle name that fails is another field's row.
        if (key !== 'documentNumber' && key !== 'middleName') fallback[key] ??= candidate;
      }
    }
    for (const key of Object.keys(fallback) as K[]) out[key] ??= fallback[key];
    return out;
  }
}
