import { parse, type ParseResult } from 'mrz';
import { compareZoneNames, letters, mrzTransliteration, wordEnds } from '../name-match.js';
import { endLetterReadOff, letterAbsentConfidence, lettersOnlyWord, narrowLetterReadOff, narrowLetters, withoutApostrophes, neighboursRead, pairReadOnce } from './missing-letters.js';
import type { CheckResult, DocumentFields, DocumentHandler, Extraction, HandlerInput } from './handler.js';
import { fieldLabels } from './field-labels.js';
import { distance } from 'fastest-levenshtein';
import { labelKey, lookAlikeLetters, readLayoutFields, type LabelSpec, type LabelledValue } from './layout-fields.js';
import { nonPassportMrz, rebuildFillerRun, restoreDocumentCode, restoreNationality } from './mrz-repair.js';
import { columnRuns, findOnlyOldDate, findPrintedDate, findPrintedNameLine } from './printed-values.js';
import { charsOfWords, type OcrLine, type OcrWord } from '../ocr/ocr-pool.js';
import { charactersApart, clearestDifferingDateCharacter, type PrintedRead, clearestDifferingNumberCharacter, differingDigitRead } from './differing-characters.js';
import { cleanName, mean, meanConfidence, parseDate, parseSex, repairByShape } from './text-fields.js';

/** Nigerian passport numbers: one letter and eight digits (A12345678). */
const passportNumberShape = 'A99999999';

/** Data page labels: English, and the French halves the bilingual Nigerian page prints after a slash. */
const labels = fieldLabels(
  {
    documentNumber: { en: ['Passport No', 'Passport Number'], fr: ['No du Passeport', 'Numero du Passeport'] },
    type: { en: ['Type'], fr: ['Type'] },
    // ICAO 9303 names the field "Code of Issuing State"; pages print it whole or shortened.
    code: { en: ['Code', 'Country Code', 'Code of Issuing State', 'Issuing State Code'], fr: ['Code', 'Code du pays', "Code de l'État émetteur", "Code de l'Etat emetteur"] },
    // Multi-word wordings only (not a card's bare `Expiry` or `Issued`): one word of a garbled bilingual
    // label (`De f Epiry / De dpiion`) matched alone moves the label's column off its value.
    surname: { en: ['Surname', 'Family Name'], fr: ['Nom'] },
    givenNames: { en: ['Given Names', 'Given Name', 'Other Names', 'Forenames'], fr: ['Prénoms', 'Prenoms'] },
    nationality: { en: ['Nationality'], fr: ['Nationalité'] },
    dateOfBirth: { en: ['Date of Birth', 'D.O.B', 'DOB', 'Birth Date'], fr: ['Date de naissance'] },
    sex: { en: ['Sex'], fr: ['Sexe'] },
    placeOfBirth: { en: ['Place of Birth'], fr: ['Lieu de naissance'] },
    issueDate: { en: ['Date of Issue', 'Issue Date', 'Date Issued'], fr: ['Date de délivrance', 'Date de delivrance'] },
    expiryDate: { en: ['Date of Expiry', 'Expiry Date', 'Valid Until'], fr: ["Date d'expiration"] },
    authority: { en: ['Authority', 'Issuing Authority'], fr: ['Autorité', 'Autorite'] },
  },
  (value) => repairByShape(value, passportNumberShape) !== null || /\d{5}/.test(value),
);

/** Below this OCR confidence on an MRZ line, check digits that fail prove nothing but a bad read. */
export const mrzConfidentRead = 0.75;

/** MRZ YYMMDD -> ISO. Birth dates are never in the future; expiry dates are within the century ahead. */
function mrzDate(yymmdd: string | null | undefined, kind: 'birth' | 'expiry', today: string): string | undefined {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return undefined;
  const yy = Number(yymmdd.slice(0, 2));
  const currentYY = Number(today.slice(2, 4));
  const century = kind === 'birth' ? (yy > currentYY ? 1900 : 2000) : yy >= 70 ? 1900 : 2000;
  return `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/**
 * A TD3 first line whose trailing filler was not read: the header (P, a type letter or <, three
 * letters of state), a name field holding `<<`, and filler at the end. PP-OCR's detector does not see
 * a long run of `<` standing alone as text, so a short name's line 1 (27 characters of
 * `P<NGAADEBAYO<<CHINONSO<<<<<` before 17 more filler) was left out of the MRZ for want of 30
 * characters, and an altered check digit on a perfectly read line 2 went to REVIEW instead of FAIL.
 */
const shortLine1 = /^P[A-Z<][A-Z]{3}[A-Z<]*<<[A-Z<]*<$/;

/** An MRZ line as read, whitespace removed and upper-cased, or null: 30+ characters holding filler, or a line 1 read short (`shortLine1`). */
export function mrzLineRead(text: string): string | null {
  // A mark between two fillers is a filler: PP-OCR read a filler run's `<` as `(` (the eighteenth blind
  // set's passport, `UKEME<<<<<<(<<<<`), the name field then held a character no MRZ prints, the whole
  // page reading was judged unread and a band reading whose B->8 misread hid an altered check digit won.
  const compact = text.replace(/\s+/g, '').toUpperCase().replace(/(?<=<)[^A-Z0-9<](?=<)/g, '<');
  if (compact.length >= 30 && compact.includes('<')) return compact;
  // A stray mark after the filler run (PP-OCR reads its end as `·`) is not part of the line.
  const trimmed = compact.replace(/[^A-Z0-9<]+$/, '');
  return shortLine1.test(trimmed) ? trimmed : null;
}

/** A line of MRZ text with a confidence per character (same length). */
export interface MrzRow {
  text: string;
  confidences: number[];
}

/** A row of OCR text as an MRZ line (`mrzLineRead`) with its characters' confidences; null when it is none. */
export function mrzRowRead(row: MrzRow): MrzRow | null {
  const text = mrzLineRead(row.text);
  if (text === null) return null;
  // mrzLineRead keeps a prefix of the row without its whitespace: the confidences of those characters.
  const kept = Array.from(row.text).flatMap((c, i) => (/\s/.test(c) ? [] : [row.confidences[i] ?? 0]));
  const mean = kept.length === 0 ? 0 : kept.reduce((x, y) => x + y, 0) / kept.length;
  const confidences = kept.length >= text.length ? kept.slice(0, text.length) : Array.from(text, () => mean);
  return { text, confidences };
}

/**
 * The two MRZ lines among rows of OCR text with their per-character confidences; [] if there are none.
 * Line 1 ends in filler, so a short line 1 is padded with it (confidence 0: not read); line 2 is never
 * padded (its end holds check digits): a short line 2 is reported as partly unread rather than guessed.
 */
export function mrzRowsIn(rows: MrzRow[]): { lines: string[]; confidences: number[][] } {
  const found = rows
    .map(mrzRowRead)
    .filter((row): row is MrzRow => row !== null)
    .slice(-2);
  const cut = (row: MrzRow) => ({ text: row.text.slice(0, 44), confidences: row.confidences.slice(0, 44) });
  if (found.length === 2) {
    const first = cut(found[0]!);
    found[0] = { text: first.text.padEnd(44, '<'), confidences: [...first.confidences, ...new Array<number>(44 - first.text.length).fill(0)] };
    const proven = (lines: string[]) => {
      const result = tryParse(lines);
      return result !== null && structureRead(result) && checkDigitsHold(result);
    };
    // Line 2 before it is cut to 44: a nationality letter lost, or else a filler run read too long or short, is rebuilt (mrz-repair.ts).
    const withNationality = restoreNationality(found[1]!, found[0].text, proven);
    found[1] = cut(withNationality !== found[1] ? withNationality : rebuildFillerRun(found[1]!));
    found[0] = restoreDocumentCode(found[0], found[1].text, proven);
  } else found.forEach((row, i) => (found[i] = cut(row)));
  return { lines: found.map((row) => row.text), confidences: found.map((row) => row.confidences) };
}

/**
 * The two MRZ lines in an OCR text block; [] if there are none (`mrzRowsIn` without confidences).
 */
export function mrzLinesIn(text: string): string[] {
  return mrzRowsIn(text.split('\n').map((line) => ({ text: line, confidences: Array.from(line, () => 1) }))).lines;
}

/** The last two MRZ-like lines, unpadded (at most 44 characters each). */
function mrzLinesAsRead(text: string): string[] {
  return mrzLinesUncut(text).map((line) => (line.length > 44 ? line.slice(0, 44) : line));
}

/** The last two MRZ-like lines exactly as read (a line read longer than 44 characters kept whole). */
function mrzLinesUncut(text: string): string[] {
  return text
    .split('\n')
    .map(mrzLineRead)
    .filter((line): line is string => line !== null)
    .slice(-2);
}

/**
 * Line 1's length as read, less a stray mark or two read as letters after its closing filler run (a
 * phone photo's page edge read `V V` beyond the 44th character): after three fillers the name has
 * ended, so nothing there is a character of the line. Fillers misread as letters leave it short.
 */
function line1UncutLength(text: string): number {
  return (mrzLinesUncut(text)[0] ?? '').replace(/(<{3,})[A-Z0-9]{1,3}$/, '$1').length;
}

/**
 * `mrz` autocorrects only fields that are all digits or all letters; the document number mixes them,
 * and the legacy engine reads a 2 after a letter as Z. A number with the Nigerian shape is repaired
 * by position (the check digit still judges the result).
 */
function repairDocumentNumber(lines: string[]): string[] {
  const [line1, line2] = lines;
  if (line1 === undefined || line2 === undefined) return lines;
  const number = repairByShape(line2.slice(0, 9), passportNumberShape);
  return number ? [line1, number + line2.slice(9)] : lines;
}

const isCheckDigit = (detail: ParseResult['details'][number]) => /check digit/i.test(detail.label);
/** `mrz` knows the ISO states only: ICAO's specimen UTO, BDR and the like are read, just not a country it lists. */
const isUnlistedState = (detail: ParseResult['details'][number]) => /state code/i.test(detail.error ?? '');

function parseTd3(lines: string[]): ParseResult | null {
  try {
    const result = parse(lines, { autocorrect: true });
    return result.format === 'TD3' ? result : null;
  } catch {
    return null;
  }
}

/**
 * The reading as printed and with its number repaired to the Nigerian shape; the repair is kept
 * unless the reading as printed proves itself better. A number whose first character really is a
 * digit (real specimens: HRV 007007007) was turned into an O by the repair and its correct check
 * digits then failed, which reads as an altered MRZ.
 */
function tryParse(lines: string[]): ParseResult | null {
  if (lines.length !== 2 || lines.some((line) => line.length !== 44)) return null;
  const repaired = parseTd3(repairDocumentNumber(lines));
  const asPrinted = parseTd3(lines);
  const invalid = (result: ParseResult | null) => (result ? result.details.filter((detail) => !detail.valid).length : Infinity);
  return invalid(asPrinted) < invalid(repaired) ? asPrinted : repaired;
}

/**
 * How far a reading is from a valid TD3: unparseable counts worst, then each invalid field, then each
 * value the check digits guard (number, birth, expiry) that differs from what the visual zone prints.
 * Counting only invalid fields let a misread win over an exact one on a page whose check digit was
 * altered: the legacy engine's `8517302949` for `B517302949` happened to fix the composite digit, so
 * it had fewer failures than PP-OCR's character-exact reading, disagreed with the printed number, and
 * the forgery went to REVIEW instead of FAIL. Never lets a reading with failing digits be accepted.
 */
/**
 * What one field of a reading that is not a TD3 structure (a date with a letter, a line read a
 * character short and padded) counts as: more than every check digit together, so such a reading is
 * never kept over one whose structure was read.
 */
export const mrzStructureProblem = 100;

function mrzProblems(lines: string[], viz: DocumentFields, today: string): number {
  const result = tryParse(lines);
  if (!result) return 10 * mrzStructureProblem;
  const invalid = result.details.filter((detail) => !detail.valid && !isUnlistedState(detail)).reduce((sum, detail) => sum + (isCheckDigit(detail) ? 1 : mrzStructureProblem), 0);
  const f = result.fields;
  const read = { documentNumber: f.documentNumber ?? undefined, dateOfBirth: mrzDate(f.birthDate, 'birth', today), expiryDate: mrzDate(f.expirationDate, 'expiry', today) };
  const disagreeing = (['documentNumber', 'dateOfBirth', 'expiryDate'] as const).filter((key) => viz[key] !== undefined && read[key] !== undefined && viz[key] !== read[key]).length;
  // A name the MRZ spells otherwise than the printed zone is one more problem, so a band read by the
  // other engine that agrees with the page replaces a page read whose one letter PP-OCR misread (a
  // genuine ADEWALE read ADENALE at 0.78 FAILed as altered); an altered page's MRZ reads the same
  // either way and its first reading stays (fewer problems are needed to replace it).
  const line1 = lines[0] ?? '';
  const namesDiffer = (viz.surname !== undefined || viz.givenNames !== undefined) && line1.length >= 44 && compareZoneNames({ mrzLine1: line1, readLength: 44, surname: viz.surname, givenNames: viz.givenNames }).verdict === 'differ';
  return invalid + disagreeing + (namesDiffer ? 1 : 0);
}

/**
 * The structure was read (a TD3 with every non-check field well formed) even if check digits fail.
 * A state code `mrz` does not list still counts as read: ISSUING_STATE judges it (only NGA passes);
 * calling it unread sent a perfectly read specimen back for a retake that could never help.
 */
function structureRead(result: ParseResult): boolean {
  return result.details.every((detail) => detail.valid || isCheckDigit(detail) || isUnlistedState(detail));
}

/**
 * The passport number in a value read under its label, without the issuing state's code printed
 * beside it: the e-passport prints `NGA` and the number on one row, and when the `Code` label goes
 * unread the row was taken whole (`NGA B37180417`, or glued `NGAB37180417`) and contradicted the
 * MRZ's `B37180417` on a genuine page (sixth blind set). Only a value that is not a number itself
 * and holds exactly one number-shaped word (or is `NGA` glued to one) is cut.
 */
export function passportNumberIn(read: LabelledValue): LabelledValue {
  if (repairByShape(read.value, passportNumberShape) !== null) return read;
  const cut = (start: number, end: number): LabelledValue => {
    const charConfidences = read.charConfidences?.slice(start, end);
    return { ...read, value: read.value.slice(start, end), charConfidences, confidence: charConfidences?.length ? mean(charConfidences) : read.confidence };
  };
  const words = [...read.value.matchAll(/\S+/g)].filter((word) => repairByShape(word[0], passportNumberShape) !== null);
  if (words.length === 1) return cut(words[0]!.index, words[0]!.index + words[0]![0].length);
  const glued = /^\s*NGA\s*/i.exec(read.value);
  if (glued && repairByShape(read.value.slice(glued[0].length), passportNumberShape) !== null) return cut(glued[0].length, read.value.length);
  return read;
}

/** Every check digit, the composite included, holds. */
function checkDigitsHold(result: ParseResult): boolean {
  return result.details.filter(isCheckDigit).every((detail) => detail.valid);
}

export const passportHandler: DocumentHandler = {
  docType: 'passport',
  version: 'passport-td3@3',
  // An MRZ first line (P, a type letter or <, the state, names with << filler) says passport as
  // surely as the printed word, which a glare band or a tight crop can take away (a real data page's
  // "PASS/PASSEPORT/PASSPORT" was read as one run-together word, its MRZ read perfectly).
  // OCR of a keystoned photo spaces the MRZ's characters (`P <NG A W O R L U<W O D I <<`): the
  // header is matched across such spaces too (a page whose title was lost otherwise had no keyword).
  keywords: /PASSPORT|P ?< ?N ?G ?A|^\s*P[<A-Z][A-Z0-9]{3}[A-Z0-9<\s]*<</im,
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth', 'expiryDate'],

  async extract({ page, readMrz, readWordAgain, today }): Promise<Extraction> {
    const viz = readLayoutFields(page.lines, labels);
    // A name's label beside a value no name could be is the label's unreadable value, not a name: the
    // nineteenth blind set's watermarked page, `Given Nam /202m` (the owner's watermark's year), was
    // cleaned to the given names `M`, contradicted its MRZ and a genuine passport FAILed. Unread, the
    // name is looked for beside the other part or taken from the MRZ, and compared with nothing.
    for (const key of ['surname', 'givenNames'] as const) if (viz[key] && labels[key].accept?.(viz[key].value) === false) delete viz[key];
    if (viz.documentNumber) viz.documentNumber = passportNumberIn(viz.documentNumber);
    const vizNumber = viz.documentNumber ? (repairByShape(viz.documentNumber.value, passportNumberShape) ?? viz.documentNumber.value.toUpperCase().replace(/\s/g, '')) : undefined;
    const vizFields: DocumentFields = {
      documentNumber: vizNumber,
      surname: viz.surname ? cleanName(viz.surname.value) : undefined,
      givenNames: viz.givenNames ? cleanName(viz.givenNames.value) : undefined,
      dateOfBirth: viz.dateOfBirth ? (parseDate(viz.dateOfBirth.value, 'birth', today) ?? undefined) : undefined,
      sex: viz.sex ? (parseSex(viz.sex.value) ?? undefined) : undefined,
      issueDate: viz.issueDate ? (parseDate(viz.issueDate.value, 'issue', today) ?? undefined) : undefined,
      expiryDate: viz.expiryDate ? (parseDate(viz.expiryDate.value, 'expiry', today) ?? undefined) : undefined,
      nationality: viz.nationality ? cleanName(viz.nationality.value) : undefined,
      placeOfBirth: viz.placeOfBirth ? cleanName(viz.placeOfBirth.value) : undefined,
    };

    // Only worth the legacy engine when the page looks like a passport at all.
    const looksLikePassport = this.keywords.test(page.text) || vizFields.documentNumber !== undefined;
    const mrzRead = looksLikePassport ? await readMrz((lines) => mrzProblems(lines, vizFields, today)) : { lines: [], lineConfidences: [], accepted: false, text: '', confidence: 0 };
    const mrz = tryParse(mrzRead.lines);
    const checks: CheckResult[] = [];
    const shortLine = mrzRead.lines.length === 2 && mrzRead.lines[1]!.length < 44;

    let mrzFields: DocumentFields = {};
    if (mrz && structureRead(mrz)) {
      const f = mrz.fields;
      mrzFields = {
        documentNumber: f.documentNumber ?? undefined,
        surname: f.lastName ?? undefined,
        givenNames: f.firstName ?? undefined,
        dateOfBirth: mrzDate(f.birthDate, 'birth', today),
        sex: f.sex === 'male' ? 'M' : f.sex === 'female' ? 'F' : undefined,
        expiryDate: mrzDate(f.expirationDate, 'expiry', today),
        issuingState: f.issuingState ?? mrz.details.find((d) => d.field === 'issuingState')?.value ?? undefined,
      };
      const failingDigits = mrz.details.filter((d) => !d.valid && isCheckDigit(d));
      const failed = failingDigits.map((d) => d.label);
      // Failing check digits are evidence of an altered MRZ only when the MRZ was read confidently and
      // the values they guard agree with the visual zone; otherwise the likelier cause is a misread. A
      // field whose own check digit holds proves itself: only the fields of the failing digits must be
      // confirmed (all three when only the composite fails). A forged number check digit went to REVIEW
      // on a phone photo whose printed expiry, proven by its own digit, was unread (wide split).
      const guardedBy: Record<string, 'documentNumber' | 'dateOfBirth' | 'expiryDate'> = { documentNumberCheckDigit: 'documentNumber', birthDateCheckDigit: 'dateOfBirth', expirationDateCheckDigit: 'expiryDate' };
      const failedFields = failingDigits.filter((d) => d.field !== null && guardedBy[d.field] !== undefined).map((d) => guardedBy[d.field!]!);
      const mustAgree = failedFields.length > 0 ? failedFields : (['documentNumber', 'dateOfBirth', 'expiryDate'] as const);
      // A failing digit read unclearly may be a misread digit, whatever the fields agree on: read as clearly
      // as an MRZ character must be to contradict (differingCharacterRead). The composite fails with any
      // field's digit (it covers that digit as read), so it is judged only when it fails alone.
      const fieldDigits = failingDigits.filter((d) => d.field !== 'compositeCheckDigit');
      const judgedDigits = fieldDigits.length > 0 ? fieldDigits : failingDigits;
      const digitsClear = judgedDigits.every((d) => (mrzRead.lineConfidences[d.line]?.[d.start] ?? 0) >= differingCharacterRead.mrz);
      // A field whose label OCR garbled agrees when its MRZ value is printed on the page (the phone
      // photo's `Dae oi irh` over `30 SEP 1998`): the field then reads the same in both zones, and only
      // the check digit, read clearly, can be what differs.
      const agreesWithPage = (key: (typeof mustAgree)[number]) =>
        vizFields[key] !== undefined ? vizFields[key] === mrzFields[key] : digitsClear && mrzFields[key] !== undefined && printedUnderUnreadLabel(page.lines, mrzFields[key]!, key, today, vizFields) !== null;
      const agrees = mustAgree.every(agreesWithPage);
      const confident = mrzRead.confidence >= mrzConfidentRead;
      // A phone photo's MRZ line can read at 53-67% on average while the failing digit itself reads at
      // 86-100% and the field it guards agrees with the visual zone (blind5's altered digits): two reads
      // agree on the field and the digit is no blur, so the digit is what the page prints.
      // Only digits that guard a field the visual zone prints: the personal number's digit (failing
      // with the composite on a genuine page, read at 90%, the sixth blind set) guards nothing compared.
      const digitProven = !confident && digitsClear && agrees && fieldDigits.length > 0 && failedFields.length === fieldDigits.length;
      const digitsRead = `${Math.round(Math.min(...judgedDigits.map((d) => mrzRead.lineConfidences[d.line]?.[d.start] ?? 0)) * 100)}%`;
      checks.push(
        checkDigitsHold(mrz)
          ? { code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: 'pass', message: 'Every MRZ check digit and the composite check digit are correct', confidence: 1, critical: true }
          : agrees && (confident || digitProven)
            ? { code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: 'fail', message: `${confident ? 'MRZ read clearly but its check digits do not add up' : `MRZ check digits do not add up, the failing digit read at ${digitsRead} and the field it guards the same in the visual zone`} (${failed.join(', ')}): the MRZ was altered or does not belong to this page`, confidence: 0.95, critical: true }
            : { code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: 'review', message: `MRZ check digits do not add up (${failed.join(', ')}) on a reading that is not clear enough to judge (OCR confidence ${Math.round(mrzRead.confidence * 100)}%): retake the photo flat, in focus and without glare on the MRZ`, confidence: 0.5, critical: false },
      );
    } else {
      const other = looksLikePassport ? nonPassportMrz(mrzRead.text) : null;
      const message = !looksLikePassport
        ? 'Not a passport page: no MRZ expected'
        : other
          ? `The MRZ is a ${other.kind}'s (document code ${other.code}), not a passport data page's: ask for the passport's data page or another supported document, or check this one by hand`
          : shortLine
            ? `The MRZ's second line was only partly read (${mrzRead.lines[1]!.length} of 44 characters): retake the photo with the whole MRZ in frame, flat and without glare`
            : 'The machine-readable zone could not be read: retake the photo with the MRZ at the bottom of the page in frame and in focus';
      checks.push({ code: 'MRZ_CHECK_DIGITS', category: 'mrz', status: looksLikePassport ? 'review' : 'skipped', message, confidence: 0.5, critical: false });
    }

    // MRZ values win when their check digits prove them; the visual zone keeps its diacritics and full names.
    const mrzTrusted = mrz !== null && structureRead(mrz) && checkDigitsHold(mrz);
    if (mrzTrusted) {
      for (const key of ['documentNumber', 'dateOfBirth', 'expiryDate'] as const) {
        const proven = mrzFields[key];
        const printed = proven !== undefined && viz[key] === undefined ? printedUnderUnreadLabel(page.lines, proven, key, today, vizFields) : null;
        if (printed) {
          viz[key] = printed;
          vizFields[key] = proven;
        }
      }
      // A name that fills line 1 to its 44th character was cut there: its last part is a beginning.
      const nameCut = /^P.{42}[A-Z]$/.test(mrzRead.lines[0] ?? '');
      for (const key of ['surname', 'givenNames'] as const) {
        const printed = mrzFields[key] !== undefined && viz[key] === undefined ? findPrintedNameLine(page.lines, mrzFields[key], { cut: key === 'givenNames' && nameCut }) : null;
        if (printed) {
          viz[key] = printed;
          vizFields[key] = cleanName(printed.value);
        }
      }
      // Found by where the page prints them when neither their label nor the MRZ's value was: a printed
      // number or surname that differs from the MRZ's is then read, and compared, instead of left unread.
      if (viz.documentNumber === undefined) {
        const only = onlyPassportNumber(page.lines);
        if (only) {
          viz.documentNumber = only;
          vizFields.documentNumber = only.value;
        }
      }
      // The birth date likewise: the page's one date old enough to be no passport's issue date (the
      // eighth blind set's pages printing another birth date than the MRZ's were REVIEW, "not read", on
      // every photo whose `Date of birth` label OCR garbled).
      if (viz.dateOfBirth === undefined) {
        const old = findOnlyOldDate(vizLines(page.lines), { today, taken: [vizFields.issueDate, vizFields.expiryDate] });
        const iso = old && parseDate(old.value, 'birth', today);
        if (old && iso) {
          viz.dateOfBirth = old;
          vizFields.dateOfBirth = iso;
        }
      }
      if (viz.surname === undefined && viz.givenNames !== undefined) {
        const above = namePartBeside(page.lines, viz.givenNames.value, 'above');
        if (above) {
          viz.surname = above;
          vizFields.surname = cleanName(above.value);
        }
      }
      const mrzGiven = mrzFields.givenNames;
      if (viz.givenNames === undefined && viz.surname !== undefined && mrzGiven !== undefined && !nameCut) {
        const near = (value: string) => distance(letters(value), letters(mrzGiven)) <= Math.max(2, Math.floor(letters(mrzGiven).length / 4));
        const below = namePartBeside(page.lines, viz.surname.value, 'below', near);
        if (below) {
          viz.givenNames = below;
          vizFields.givenNames = cleanName(below.value);
        }
      }
    }
    const pick = <K extends keyof DocumentFields>(key: K) => (mrzTrusted && mrzFields[key] ? mrzFields[key] : (vizFields[key] ?? mrzFields[key]));
    // A printed name whose word break OCR lost (`TAMUNOSIKIDAMIEBI`) takes the MRZ's, letter for letter the same.
    const nameOf = (key: 'surname' | 'givenNames') => {
      const printed = vizFields[key];
      const inMrz = mrzFields[key];
      if (printed === undefined || inMrz === undefined) return printed ?? inMrz;
      return spacedLikeMrz(printed, inMrz) ?? printed;
    };
    const fields: DocumentFields = {
      documentNumber: pick('documentNumber'),
      surname: nameOf('surname'),
      givenNames: nameOf('givenNames'),
      dateOfBirth: pick('dateOfBirth'),
      sex: pick('sex'),
      // An issue date read as the MRZ's proven expiry is the next column's value: a steep photo's keystone
      // raised the expiry to the issue label's row (the fifteenth blind set: `issue date is in the future`).
      issueDate: mrzTrusted && vizFields.issueDate === mrzFields.expiryDate ? undefined : vizFields.issueDate,
      expiryDate: pick('expiryDate'),
      nationality: vizFields.nationality,
      issuingState: mrzFields.issuingState ?? (viz.code ? viz.code.value.toUpperCase().replace(/[^A-Z]/g, '') : undefined),
      placeOfBirth: vizFields.placeOfBirth,
    };

    const number = fields.documentNumber;
    if (number === undefined) {
      checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'review', message: 'Passport number not found', confidence: 0.5, critical: false });
    } else if (new RegExp('^[A-Z]\\d{8}$').test(number)) {
      checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: 'Passport number has the Nigerian format (a letter and eight digits)', confidence: mrzTrusted ? 1 : 0.85, critical: true });
    } else {
      checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'fail', message: `Passport number "${number}" is not a letter followed by eight digits`, confidence: mrzTrusted ? 1 : 0.6, critical: true });
    }

    if (fields.issuingState === undefined) {
      checks.push({ code: 'ISSUING_STATE', category: 'format', status: 'review', message: 'Issuing state not read', confidence: 0.5, critical: false });
    } else if (fields.issuingState === 'NGA') {
      checks.push({ code: 'ISSUING_STATE', category: 'format', status: 'pass', message: 'Issued by Nigeria (NGA)', confidence: mrzTrusted ? 1 : 0.85, critical: true });
    } else {
      checks.push({ code: 'ISSUING_STATE', category: 'format', status: 'fail', message: `Issuing state ${fields.issuingState} is not NGA: only Nigerian passports are verified`, confidence: mrzTrusted ? 1 : 0.6, critical: true });
    }

    const vizWords = vizLines(page.lines).flatMap((line) => line.words);
    checks.push(
      consistencyCheck({
        mrz: mrzFields,
        viz: vizFields,
        vizRead: viz,
        today,
        mrzRead: mrz !== null && structureRead(mrz),
        mrzValid: mrzTrusted,
        mrzLine1: { text: mrzRead.lines[0] ?? '', readLength: mrzLinesAsRead(mrzRead.text)[0]?.length ?? 0, uncutLength: line1UncutLength(mrzRead.text), confidence: mrzRead.confidence, charConfidences: mrzRead.lineConfidences[0] },
        vizWords,
        wordsAlone: await lettersReadAlone({ mrzLine1: mrzRead.lines[0] ?? '', vizWords, readWordAgain }),
      }),
    );

    // A name the visual zone did not give is the MRZ's, as sure as its own characters were read there.
    const line1 = { text: mrzRead.lines[0] ?? '', confidences: mrzRead.lineConfidences[0] };
    const mrzNames = {
      surname: mrz && fields.surname !== undefined && vizFields.surname === undefined ? mrzNameRead(mrz, 'lastName', line1) : null,
      givenNames: mrz && fields.givenNames !== undefined && vizFields.givenNames === undefined ? mrzNameRead(mrz, 'firstName', line1) : null,
    };
    // A field proven by the MRZ's check digits is read with certainty; the rest as confidently as its words.
    const fieldConfidence: Extraction['fieldConfidence'] = {};
    for (const key of this.required) {
      const proven = mrzTrusted && key !== 'surname' && key !== 'givenNames' && mrzFields[key] !== undefined && fields[key] === mrzFields[key];
      const mrzName = key === 'surname' || key === 'givenNames' ? mrzNames[key] : null;
      fieldConfidence[key] = proven ? 1 : mrzName ? mean(mrzName.charConfidences ?? []) : (viz[key as keyof typeof viz]?.confidence ?? 0);
    }
    // The text behind a value that is not check-digit proven: its differing characters judge a contradiction with the record.
    const printedReads: NonNullable<Extraction['printedReads']> = {};
    for (const key of ['documentNumber', 'dateOfBirth', 'expiryDate', 'surname', 'givenNames'] as const) {
      const printed = viz[key];
      if (printed !== undefined && fields[key] !== undefined && fields[key] === vizFields[key]) printedReads[key] = printed;
    }
    if (mrzNames.surname) printedReads.surname = mrzNames.surname;
    if (mrzNames.givenNames) printedReads.givenNames = mrzNames.givenNames;
    const missing = this.required.filter((key) => fields[key] === undefined);
    return {
      docType: 'passport',
      fields,
      missing,
      confidence: mrzTrusted ? Math.max(0.9, meanConfidence(Object.values(viz))) : meanConfidence(Object.values(viz)),
      fieldConfidence,
      printedReads,
      numberConfirmed: mrzTrusted,
      checks,
      mrzText: mrzRead.text,
    };
  },
};

/** The page's lines outside the MRZ: the visual zone, where a printed value is looked for. */
const vizLines = (pageLines: OcrLine[]) => pageLines.filter((line) => mrzLineRead(line.text) === null);

/**
 * The visual zone's copy of a number or date the MRZ's check digits prove, when its label was not
 * read: PP-OCR garbles a small bilingual label on a phone photo (`Date of expiry/Date d'expiration`
 * read as `Dat Ey/n`) while the value under it is read whole. The proven value printed on the page
 * (a date not already read under another date label) is the printed value: it can only agree with
 * the MRZ, so it lets a genuine page be compared, and never makes two zones agree that print
 * different values (a forged printed value is not the MRZ's, so it stays unread and the page REVIEW).
 * For an MRZ whose check digits fail, it confirms the fields those digits guard only when the failing
 * digits themselves were read clearly (differingCharacterRead.mrz): the field then reads the same in both zones
 * and the digit was not misread, so the MRZ was altered.
 */
function printedUnderUnreadLabel(pageLines: OcrLine[], proven: string, key: 'documentNumber' | 'dateOfBirth' | 'expiryDate', today: string, read: DocumentFields): LabelledValue | null {
  // The visual zone's copy: the MRZ's own line 2 (its number, split off by a space OCR put in it) confirms nothing.
  const lines = vizLines(pageLines);
  if (key === 'documentNumber') {
    for (const { words } of lines) {
      const word = words.find((w) => repairByShape(w.text, passportNumberShape) === proven);
      if (word) return { value: word.text, confidence: word.confidence, position: 'below' };
    }
    return null;
  }
  return findPrintedDate(lines, { iso: proven, kind: key === 'dateOfBirth' ? 'birth' : 'expiry', today, taken: [read.dateOfBirth, read.issueDate, read.expiryDate] });
}

/**
 * The one word outside the MRZ shaped as a Nigerian passport number (a letter and eight digits, as
 * printed: no repair), when its label was not read and the MRZ's number is printed nowhere: the
 * seventh blind set's pages printing a number one digit off the MRZ's were REVIEW ("not read") on every
 * photo whose small `Passport No` label OCR garbled. Two such words say nothing: null.
 */
function onlyPassportNumber(pageLines: OcrLine[]): LabelledValue | null {
  const words = vizLines(pageLines).flatMap((line) => line.words.filter((word) => /^[A-Z]\d{8}$/.test(word.text)));
  if (words.length !== 1) return null;
  const [word] = words as [OcrWord];
  return { value: word.text, confidence: word.confidence, ...(word.charConfidences ? { charConfidences: word.charConfidences } : {}), position: 'below' };
}

/** The data page's label words (both languages) and its titles, folded: a garbled label or title line is not a surname. */
const passportLabelWords = [
  ...new Set(
    [...Object.values<LabelSpec>(labels).flatMap((spec) => [...spec.en, ...(spec.fr ?? [])]), 'Federal Republic of Nigeria', 'République Fédérale du Nigeria', 'Passport Passeport', 'Nigerian ECOWAS']
      .flatMap((wording) => wording.split(/[\s/]+/))
      .map(labelKey)
      .filter((word) => word.length >= 3),
  ),
];

/**
 * A printed name part found where the data page prints it, beside the other part's value, when neither
 * its label nor the MRZ's value was read: the line of capitals just above the given names' value (the
 * surname) or just below the surname's (the given names), past at most one line that is not a name
 * (the label between them as OCR garbled it, in mixed case) and any speck read as a character or two,
 * starting in the same column and printed as large. A forged page's surname (the MRZ still the
 * holder's) was otherwise never read on the seventh blind set's phone photos whose `Surname / Nom`
 * label OCR lost: 13 of 30 were REVIEW; the fourteenth set's given names under a garbled `Given
 * NPrnom`, or no label at all, likewise. Lines with a label's word in them (within two letters, one in
 * a short word) are labels, not names. Given names found so must be within a few letters of the
 * MRZ's (`near`): below them come the nationality, place and authority rows, never a name.
 */
function namePartBeside(pageLines: OcrLine[], from: string, direction: 'above' | 'below', near?: (value: string) => boolean): LabelledValue | null {
  const specks = (line: OcrLine) => line.words.map((w) => w.text).join('').replace(/[^\p{L}\p{N}]/gu, '').length <= 1;
  const lines = pageLines.filter((line) => line.words.length > 0 && !specks(line));
  const at = lines.findIndex((line) => line.words.map((w) => w.text).join(' ') === from);
  if (at < 0) return null;
  const known = lines[at]!;
  const height = (line: OcrLine) => Math.max(...line.words.map((w) => w.box.y1 - w.box.y0));
  const left = (line: OcrLine) => Math.min(...line.words.map((w) => w.box.x0));
  const labelLike = (line: OcrLine) =>
    line.words.some((w) => {
      const key = labelKey(w.text);
      return key.length >= 3 && passportLabelWords.some((word) => distance(word, key) <= (Math.min(word.length, key.length) <= 4 ? 1 : 2));
    });
  // The line's words in the name's column: the right column's value on the same row (the sex, `F`,
  // its label garbled) stands past a gap no space between two names makes.
  const inColumn = (line: OcrLine): OcrLine => columnRuns(line).reduce((best, run) => (Math.abs(left(run) - left(known)) < Math.abs(left(best) - left(known)) ? run : best));
  const step = direction === 'above' ? -1 : 1;
  for (let k = at + step; k >= 0 && k < lines.length && Math.abs(k - at) <= 2; k += step) {
    const line = inColumn(lines[k]!);
    const text = line.words.map((w) => w.text).join(' ');
    const nameShaped = /^[A-Z][A-Z' -]*[A-Z]$/.test(text) && !labelLike(line);
    if (nameShaped && height(line) >= 0.8 * height(known) && Math.abs(left(line) - left(known)) <= 2 * height(known)) {
      const { text: value, confidences } = charsOfWords(line.words);
      return near && !near(value) ? null : { value, confidence: meanConfidence(line.words), charConfidences: confidences, position: 'below' };
    }
    // Only the label between them (unmatched, so garbled or in mixed case) may stand between them.
    if (/^[A-Z' -]+$/.test(text)) return null;
  }
  return null;
}

/**
 * A name part as line 1 of the MRZ reads it, with each character's OCR confidence, when the part is
 * whole: a surname followed by its `<<`, given names followed by filler (a long name cut at the line's
 * end would differ from the record's full name by the letters ICAO truncation dropped, not by a misread).
 * Names carry no check digit, so their characters' confidences are all that says how sure the read is:
 * the visual zone's surname label garbled on a dim photo left a forged page's name, read at 99% in the
 * MRZ, unable to contradict the record at all.
 */
function mrzNameRead(mrz: ParseResult, field: 'lastName' | 'firstName', line1: { text: string; confidences: number[] | undefined }): PrintedRead | null {
  const detail = mrz.details.find((d) => d.field === field);
  if (!detail || typeof detail.value !== 'string' || detail.value === '' || !line1.confidences || line1.text.length !== 44) return null;
  const whole = field === 'lastName' ? line1.text.slice(detail.end, detail.end + 2) === '<<' : line1.text.endsWith('<');
  const charConfidences = line1.confidences.slice(detail.start, detail.end);
  return whole && charConfidences.length === detail.value.length ? { value: detail.value, charConfidences } : null;
}

/** Without per-character confidences: values that differ in more than one character are two different values, not one misread. */
function contradicts(a: string, b: string): boolean {
  return charactersApart(a, b) > 1;
}

/** Visual-zone words read at least this confidently can contradict a check-digit-proven MRZ. */
const vizConfidentRead = 0.8;

/**
 * The clearest of the characters that make the MRZ's name and the printed name differ must be read at
 * least this confidently, on each side, for the difference to contradict (FAIL): a line's or a word's mean let
 * one misread letter among clear ones pass for a clear read (docs/decisions.md "Per-character
 * confidence", tune splits of the generator and red-team evaluations). A printed letter that is a
 * look-alike of the MRZ's (K for R, O for D) must be read at `printedLookAlike`: the eleventh blind set's
 * genuine K read R at 81%; its forgeries' replaced letters (A as O, I as E) were read at 80-88% (0.8 is
 * the line every set up to the tenth was decided with).
 */
export const differingCharacterRead = { mrz: 0.85, printed: 0.8, printedLookAlike: 0.9 };
/** A printed letter of a pair OCR confuses (M and N, U and W) that differs from the MRZ's is clear at this. */
export const confusableLetterRead = 0.95;

/**
 * A printed name part in the MRZ's words when its letters are the MRZ's: the MRZ's `<` is read
 * reliably where PP-OCR reads a condensed face's narrow space as none (the fourteenth blind set's
 * genuine ABDUL-KARIMUBA against ABDUL<KARIM<UBA). The print keeps what only it holds, hyphens and
 * apostrophes (ABDUL-KARIM UBA). Null when the letters differ.
 */
function spacedLikeMrz(printed: string, inMrz: string): string | null {
  if (letters(printed) === '' || letters(printed) !== letters(inMrz)) return null;
  const ends = wordEnds(inMrz);
  let out = '';
  let read = 0;
  for (const char of printed.replace(/\s+/g, '')) {
    if (letters(char) !== '' && ends.includes(read) && /\p{L}$/u.test(out)) out += ' ';
    out += char;
    read += letters(char).length;
  }
  return out;
}

/**
 * The MRZ's name field (line 1 as read) as its two parts, digits read as the letters they look like (an
 * MRZ name holds none: `UD0`, `J0SHUA`), as the record would spell it; no given names when no `<<`
 * parts them.
 */
function mrzNameParts(line1: string): [string, string | null] {
  const nameField = mrzLine1Letters(line1).slice(5);
  const nameSplit = nameField.indexOf('<<');
  const mrzLetters = (part: string) => part.replace(/</g, ' ').trim();
  return nameSplit < 0 ? [mrzLetters(nameField), null] : [mrzLetters(nameField.slice(0, nameSplit)), mrzLetters(nameField.slice(nameSplit + 2))];
}

/** A TD3 line 1 with each digit read in it as the letter it looks like: line 1 prints letters and filler only (`EREM00` is EREMOO). */
export function mrzLine1Letters(line1: string): string {
  return line1.replace(/[0158]/g, (digit) => lookAlikeLetters[digit]!);
}

/**
 * The printed words read as an MRZ name word with one of a doubled letter less (`UMULKHAIRI` for the
 * MRZ's UMMULKHAIRI), a narrow letter inside it less (`EDIDONG` for EDIDIONG) or its first or last
 * letter less (`NKANAN` for NKANANG), each read again alone
 * (HandlerInput.readWordAgain; with room at the end that lacks a letter): whether the print lacks the
 * letter is judged by those readings (missing-letters.ts). At most four words, so a page of such
 * words costs a few small reads.
 */
async function lettersReadAlone(options: { mrzLine1: string; vizWords: OcrWord[]; readWordAgain: HandlerInput['readWordAgain'] }): Promise<Map<OcrWord, OcrWord[][]>> {
  const reads = new Map<OcrWord, OcrWord[][]>();
  const readWordAgain = options.readWordAgain;
  if (!readWordAgain || options.mrzLine1 === '') return reads;
  const mrzWords = mrzNameParts(options.mrzLine1).flatMap((part) => (part ?? '').split(' ')).filter((word) => word.length >= 4);
  const candidates = options.vizWords
    .map((w) => ({ word: w, letters: lettersOnlyWord(w).text }))
    .filter(({ letters }) => /^[A-Z]{3,}$/.test(letters))
    .map(({ word, letters }) => ({ word, inside: mrzWords.some((full) => pairReadOnce(full, letters) || narrowLetterReadOff(full, letters)), end: mrzWords.map((full) => endLetterReadOff(full, letters)).find((end) => end !== null) }))
    .filter(({ inside, end }) => inside || end !== undefined)
    .slice(0, 4);
  for (const { word, inside, end } of candidates) reads.set(word, (await readWordAgain(word, inside || !end ? {} : { roomAt: end })).map((words) => words.map(lettersOnlyWord)));
  return reads;
}

/**
 * How clearly the print lacks the letters by which the MRZ's name (line 1 as read) is longer than the
 * printed one: each printed name word that differs is its MRZ word with one letter less, read as one
 * word whose letters stand at their usual spacing where the letter would be, or, for one of a doubled
 * letter, read again alone without it (missing-letters.ts). The lowest of those words' figures, and
 * whether a word read again alone told it; null when any difference is otherwise or cannot be told.
 */
function lettersAbsentFromPrint(mrzParts: [string, string], printed: [string | undefined, string | undefined], vizWords: OcrWord[], wordsAlone: Map<OcrWord, OcrWord[][]>): { clarity: number; readAlone: boolean } | null {
  if (printed.some((part) => part === undefined)) return null;
  const wordsOf = (part: string) => part.split(/[< ]/).filter((word) => word !== '');
  const mrzWords = mrzParts.map(wordsOf);
  // Apostrophes are omitted, not fillers, in the MRZ (ICAO 9303): `SA'DIYA` is one word, SADIYA.
  const printedParts = printed.map((part) => wordsOf(mrzTransliteration(withoutApostrophes(part!))));
  // A part read with its letters all there agrees, its spaces lost or not (`SANIMUHAMMAD`).
  const agrees = printedParts.map((words, k) => words.join('') === mrzWords[k]!.join(''));
  let clarity: number | null = null;
  let readAlone = false;
  for (const [k, printedWords] of printedParts.entries()) {
    if (agrees[k]) continue;
    // Word for word, or a part read as one word (its spaces lost: `VINCENTLIWU` for the MRZ's
    // VINCENT<LIWHU) against the MRZ's words run together. A letter missing beside a lost space has
    // the space's room beside it, and is not judged absent.
    const dropped = wordAbsentFromPrint(mrzWords[k]!, printedWords, mrzWords[1 - k]!.length > 0 ? printedParts[1 - k]![0] : undefined, vizWords);
    if (dropped !== undefined) {
      if (dropped === null) return null;
      clarity = Math.min(clarity ?? 1, dropped);
      continue;
    }
    const pairs = printedWords.length === mrzWords[k]!.length ? printedWords.map((word, j) => [word, mrzWords[k]![j]!] as const) : printedWords.length === 1 ? [[printedWords[0]!, mrzWords[k]!.join('')] as const] : null;
    if (!pairs) return null;
    for (const [word, full] of pairs) {
      if (word === full) continue;
      const read = vizWords.filter((w) => withoutApostrophes(w.text) === word);
      const absent = read.map((w) => letterAbsentConfidence(full, lettersOnlyWord(w), wordsAlone.get(w)));
      if (absent.length === 0 || absent.some((c) => c === null)) return null;
      clarity = Math.min(clarity ?? 1, ...(absent as number[]));
      readAlone ||= read.some((w) => wordsAlone.has(w));
    }
  }
  return clarity === null ? null : { clarity, readAlone };
}

/**
 * Whether a missing word is wide enough for the room it would take to be told from a space: three
 * letters or more, or two wide ones. The twenty-third blind set's forged `JOAO DEUS` (the MRZ's
 * JOAO<DE<DEUS) read its JOAO and DEUS 0.49-0.82 line heights apart, its genuine pages with the DE
 * there 2.2-2.6; a narrow pair (`LI`, `IT`) with its two spaces may stand inside one line height.
 */
const roomTellable = (word: string) => word.length >= 3 || (word.length === 2 && !Array.from(word).some((letter) => narrowLetters.has(letter)));

/**
 * Whether a printed name part read as its MRZ words with one whole word less (the seventeenth blind
 * set's `NDALOLO` printed for the MRZ's ALHAJI<NDALOLO) lacks that word on the page: the word after
 * the place stands where the part starts (its first word in the column the other part's first word
 * starts in) or a space after the word before it, where the missing word would have needed its own
 * width. Undefined when the part is not one word short; null when it cannot be told (the last word
 * missing: nothing after it shows its room; a word too narrow to tell, `roomTellable`; words not
 * found, or read below `neighboursRead`); else how clearly the neighbours were read.
 */
function wordAbsentFromPrint(mrzWords: string[], printedWords: string[], otherPartFirst: string | undefined, vizWords: OcrWord[]): number | null | undefined {
  if (printedWords.length !== mrzWords.length - 1) return undefined;
  const at = mrzWords.findIndex((_, r) => mrzWords.filter((_, j) => j !== r).join(' ') === printedWords.join(' '));
  if (at < 0) return undefined;
  if (at === mrzWords.length - 1 || !roomTellable(mrzWords[at]!)) return null;
  const found = (text: string | undefined) => (text === undefined ? [] : vizWords.filter((w) => w.text === text));
  const after = found(printedWords[at]);
  const before = at === 0 ? found(otherPartFirst) : found(printedWords[at - 1]);
  if (after.length !== 1 || before.length !== 1) return null;
  const [next, previous] = [after[0]!, before[0]!];
  const height = next.box.y1 - next.box.y0;
  const sameLine = previous.box.y0 < next.box.y1 && next.box.y0 < previous.box.y1;
  // The missing word's room: its letters at over half a line height each.
  const room = 0.5 * height * mrzWords[at]!.length;
  const noRoom = at === 0 ? !sameLine && Math.abs(next.box.x0 - previous.box.x0) <= 0.5 * height && room > height : sameLine && next.box.x0 - previous.box.x1 <= height && next.box.x0 > previous.box.x1 - 0.25 * height;
  const clarity = Math.min(next.confidence, previous.confidence);
  return noRoom && clarity >= neighboursRead ? clarity : null;
}

/**
 * MRZ against the visual zone: the two halves of a genuine page say the same thing. A forger who
 * changes the printed name or dates leaves the MRZ (and its check digits) as they were, so a PASS
 * needs both halves read and in agreement. A clear contradiction (a check-digit-proven MRZ, a
 * confidently read visual value, different beyond one OCR slip) is FAIL; a difference that may be a
 * misread, or a half not read, is REVIEW.
 *
 * Names are compared exactly, not by the lenient person-name score an authority record gets: the
 * MRZ's name field is the printed name transliterated by ICAO 9303's rule (name-match.ts
 * compareZoneNames), so any letter changed, added or dropped means one zone was altered, when both
 * were read clearly (the MRZ proven by its check digits and read at >= mrzConfidentRead, a printed
 * part that differs at >= vizConfidentRead); read unclearly on either side it is REVIEW (retake).
 */
function consistencyCheck(options: {
  mrz: DocumentFields;
  viz: DocumentFields;
  vizRead: Partial<Record<string, { value: string; confidence: number; charConfidences?: number[] }>>;
  today: string;
  mrzRead: boolean;
  mrzValid: boolean;
  mrzLine1: { text: string; readLength: number; uncutLength: number; confidence: number; charConfidences?: number[] };
  /** The words read outside the MRZ, where the printed name's letters were placed (missing-letters.ts). */
  vizWords: OcrWord[];
  /** Those of them read again alone (`lettersReadAlone`). */
  wordsAlone: Map<OcrWord, OcrWord[][]>;
}): CheckResult {
  const { mrz, viz, vizRead } = options;
  if (!options.mrzRead) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'review', message: 'MRZ not read: the visual zone could not be compared with it; retake the photo with the whole page in frame', confidence: 0.5, critical: false };
  const unread = (['surname', 'givenNames', 'documentNumber', 'dateOfBirth', 'expiryDate'] as const).filter((key) => viz[key] === undefined);
  const contradictions: string[] = [];
  const differences: string[] = [];
  const retake: string[] = [];
  const confident = (key: string) => (vizRead[key]?.confidence ?? 0) >= vizConfidentRead;
  for (const key of ['documentNumber', 'dateOfBirth', 'expiryDate', 'sex'] as const) {
    const a = mrz[key];
    const b = viz[key];
    if (a === undefined || b === undefined || a === b) continue;
    if (key === 'sex') {
      differences.push(key);
      continue;
    }
    // The MRZ's value is proven by its check digits; the printed one is judged by the characters that
    // differ: one clearly read is a contradiction, however many; none clearly read may be a misread.
    // Without per-character confidences, the old rule: the printed value's mean, 2+ characters apart.
    const printedRead = vizRead[key];
    const clearest =
      key === 'documentNumber'
        ? clearestDifferingNumberCharacter(printedRead, a, passportNumberShape)
        : clearestDifferingDateCharacter(printedRead, a, key === 'dateOfBirth' ? 'birth' : 'expiry', options.today);
    const label = `${key} (MRZ ${a}, printed ${b}${clearest !== undefined ? `, differing characters read at ${Math.round(clearest * 100)}% printed` : ''})`;
    if (!options.mrzValid) differences.push(label);
    else if (clearest !== undefined ? clearest >= differingDigitRead : confident(key) && contradicts(a, b)) contradictions.push(label);
    else {
      differences.push(label);
      retake.push(`the printed ${key === 'documentNumber' ? 'passport number' : key === 'dateOfBirth' ? 'date of birth' : 'expiry date'} could not be read clearly`);
    }
  }
  // The raw words of each printed part read (cleanName drops a digit OCR read for a letter; the comparison puts it back).
  const surname = viz.surname ? vizRead.surname?.value : undefined;
  const givenNames = viz.givenNames ? vizRead.givenNames?.value : undefined;
  const { verdict, parts, attributed, differingRead } = compareZoneNames({
    mrzLine1: options.mrzLine1.text,
    readLength: options.mrzLine1.readLength,
    surname,
    givenNames,
    confidences: { mrzLine1: options.mrzLine1.charConfidences, surname: surname !== undefined ? vizRead.surname?.charConfidences : undefined, givenNames: givenNames !== undefined ? vizRead.givenNames?.charConfidences : undefined },
  });
  // Line 1 has no check digit of its own: it proves itself read whole by its 44 characters and its
  // header (P, a type, three letters of state). PP-OCR drops characters on a phone photo (a genuine
  // CHUKWUEMEKA<<KELECHI read HUKWUEMEKA<<KELEHI), so a line read shorter or longer cannot contradict.
  const line1Whole = options.mrzLine1.uncutLength === 44 && /^P[A-Z<][A-Z]{3}/.test(options.mrzLine1.text);
  // The differing characters themselves read clearly (their per-character confidences); an engine
  // that gives none falls back on the means: the MRZ line's, the printed part's words'.
  const mrzCharactersClear = differingRead?.mrz !== undefined ? differingRead.mrz >= differingCharacterRead.mrz : options.mrzLine1.confidence >= mrzConfidentRead;
  // A line short in its closing filler run (PP-OCR reads a long run of `<` short: by a character or two
  // on the eleventh to nineteenth sets, by twelve on the twentieth's backlit page, `...BITRUS<<<<<<<`
  // read as 32 characters) still holds the whole name when the run closes it (no name holds `<<<`): it
  // may contradict by characters the MRZ read clearly that the print lacks or replaces, never by letters
  // only the print has (the MRZ's dropped ones).
  const nameWhole = line1Whole || (options.mrzLine1.uncutLength < 44 && /^P[A-Z<][A-Z]{3}.*[A-Z]<{3,}$/.test(options.mrzLine1.text.slice(0, options.mrzLine1.uncutLength)) && differingRead?.mrz !== undefined);
  const mrzClear = options.mrzValid && mrzCharactersClear && nameWhole;
  // One part that differs, read clearly on both sides, is enough: the other part's unclear read (or none) does not undo it.
  // Letters OCR confuses (M for N) are clear only as clear as a record's differing letter must be.
  const printedClear =
    verdict === 'fillerMisread'
      ? (differingRead?.printed ?? 0) >= confusableLetterRead
      : differingRead?.printed !== undefined
        ? differingRead.printed >= (differingRead.lookAlike ? differingCharacterRead.printedLookAlike : differingCharacterRead.printed)
        : attributed
          ? parts.some(confident)
          : parts.every(confident);
  // Letters the MRZ read clearly that the print's read lacks, each where the printed letters stand at
  // their usual spacing (no room for it: missing-letters.ts): the print was read without them, not
  // short of them; one of a doubled letter, where the word read again alone still lacks it. Not a
  // contradiction alone (one measurement); the record may settle it.
  const [mrzSurname, mrzGivenNames] = mrzNameParts(options.mrzLine1.text);
  const absentFromPrint = verdict === 'differ' && !printedClear && differingRead?.printed === 0 && mrzGivenNames !== null ? lettersAbsentFromPrint([mrzSurname, mrzGivenNames], [surname, givenNames], options.vizWords, options.wordsAlone) : null;
  const readAt =
    differingRead?.mrz !== undefined || differingRead?.printed !== undefined
      ? ` (differing characters read at ${[differingRead.mrz !== undefined ? `${Math.round(differingRead.mrz * 100)}% in the MRZ` : '', differingRead.printed === 0 ? (absentFromPrint !== null ? `absent from the print, its neighbours read at ${Math.round(absentFromPrint.clarity * 100)}% and ${absentFromPrint.readAlone ? 'the word read again alone without it' : 'printed at the usual spacing'}` : 'missing from the printed read') : differingRead.printed !== undefined ? `${Math.round(differingRead.printed * 100)}% printed` : ''].filter((p) => p !== '').join(', ')})`
      : '';
  const printed = [viz.surname, viz.givenNames].filter((part) => part !== undefined && part !== '').join(' ');
  const inMrz = options.mrzLine1.text.slice(5).replace(/<+$/, '');
  if (verdict === 'differ' && mrzClear && printedClear) contradictions.push(`name (MRZ ${inMrz}, printed ${printed}${readAt})`);
  else if (verdict === 'differ') {
    differences.push(`name (MRZ ${inMrz}, printed ${printed}${readAt})`);
    retake.push(mrzClear ? 'the printed name could not be read clearly' : "the MRZ's name could not be read clearly");

  } else if (verdict === 'mrzPartlyRead') {
    differences.push('name');
    retake.push("the MRZ's first line was only partly read");
  } else if (verdict === 'fillerMisread') {
    differences.push(`name (MRZ ${inMrz}, printed ${printed}${readAt})`);
    retake.push("the MRZ's name differs only by characters OCR confuses (filler read as K or L, W and U, M and N)");
  }
  if (contradictions.length > 0) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'fail', message: `The MRZ and the visual zone contradict each other on: ${contradictions.join(', ')}: the page was altered`, confidence: 0.9, critical: true };
  // Only the name in doubt (a check-digit-proven MRZ, its differing letters read unclearly or
  // confusable, every other field agreeing): the record says which zone holds the person's name.
  const mrzNameOnly = options.mrzValid && unread.length === 0 && differences.length === 1 && retake.length === 1 && ((verdict === 'differ' && !mrzClear && printedClear) || absentFromPrint !== null || verdict === 'fillerMisread');
  const settledByRecordName = { mrzSurname, mrzGivenNames: mrzGivenNames ?? '', printedClear: printedClear || absentFromPrint !== null, printedShort: absentFromPrint !== null };
  if (retake.length > 0) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'review', message: `MRZ and visual zone differ on: ${differences.join(', ')}; retake: ${retake.join('; ')}`, confidence: 0.7, critical: false, ...(mrzNameOnly ? { settledByRecordName } : {}) };
  if (differences.length > 0) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'review', message: `MRZ and visual zone differ on: ${differences.join(', ')}; compare them by eye or retake the photo`, confidence: 0.7, critical: false };
  if (unread.length > 0) return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'review', message: `Not read in the visual zone, so not compared with the MRZ: ${unread.join(', ')}; retake the photo flat, in focus and filling the frame`, confidence: 0.5, critical: false };
  return { code: 'MRZ_VISUAL_CONSISTENCY', category: 'consistency', status: 'pass', message: 'MRZ agrees with the visual zone', confidence: 0.95, critical: true };
}
