import type { DocType } from '../document-trust.schemas.js';
import type { CheckResult, DocumentFields, DocumentHandler, Extraction } from './handler.js';
import { fieldLabels, printedLabelWordings } from './field-labels.js';
import type { OcrLine } from '../ocr/ocr-pool.js';
import { fieldNumber, readLayoutFields, type LabelledValue } from './layout-fields.js';
import { findOnlyOldDate } from './printed-values.js';
import { cleanName, datesIn, meanConfidence, parseDate, parseSex, yearsBefore } from './text-fields.js';

type FieldKey = keyof DocumentFields;
const dateKeys = new Set<FieldKey>(['dateOfBirth', 'issueDate', 'expiryDate']);

/**
 * A card's one-letter sex read as `E`: PP-OCR's reading of a small `F` on a phone photo (the NIN card,
 * red-team tune split; it added the bottom bar). Only M and F are printed and no M reads as E, so the
 * letter is an F, as 0 in a number is read for O; the authority's sex comparison still judges it.
 */
function cardSexRepair(value: string): string | null {
  return /^\s*E\s*$/i.test(value) ? 'F' : null;
}

/**
 * A page's field numbers read as its fields' labels: licences after ISO/IEC 18013-1 (the EU model)
 * print `1.` before the surname, `2.` the given names, `3.` the birth date, `4a.`/`4b.` the issue and
 * expiry dates, `5.` the number, and no wording at all (the nineteenth blind set's 2021 licence: every
 * field unread, and `3. DEC-07-1969` taken for 3 December 2007). Only on a page that numbers its
 * fields so: three such numbers at least, each with its dot (or, its dot lost, starting its line a
 * column before its value), each followed by a value on its line, and in their order down the page.
 * Each is then read as its field's first wording.
 */
function numberedLabels(lines: OcrLine[], numbered: Record<string, FieldKey>, labels: Partial<Record<string, { en: string[] }>>): OcrLine[] {
  const marks: { line: number; word: number; key: string }[] = [];
  lines.forEach((line, i) =>
    line.words.forEach((word, j) => {
      const [, number, dot] = fieldNumber.exec(word.text) ?? [];
      const key = number?.toLowerCase();
      const next = line.words[j + 1];
      if (key === undefined || numbered[key] === undefined || !next) return;
      // Its dot lost (small print on a phone photo: `3 APR-26-1988`), a number is a field's only when it
      // starts its line a column before the value (not a house number inside an address).
      const apart = next.box.x0 - word.box.x1 >= next.box.y1 - next.box.y0;
      if (dot || (j === 0 && apart)) marks.push({ line: i, word: j, key });
    }),
  );
  const keys = new Set(marks.map((mark) => mark.key));
  const inOrder = marks.every((mark, k) => k === 0 || mark.key.localeCompare(marks[k - 1]!.key, 'en', { numeric: true }) > 0 || mark.line === marks[k - 1]!.line);
  if (keys.size < 3 || keys.size !== marks.length || !inOrder) return lines;
  return lines.map((line, i) => {
    const here = marks.filter((mark) => mark.line === i);
    if (here.length === 0) return line;
    const words = line.words.map((word, j) => {
      const mark = here.find((m) => m.word === j);
      const wording = mark && labels[numbered[mark.key]!]?.en[0];
      return wording ? { ...word, text: wording, charConfidences: undefined, charCentres: undefined } : word;
    });
    return { ...line, words, text: words.map((w) => w.text).join(' ') };
  });
}

/**
 * The shape shared by cards and slips whose fields are printed as labels with values beside or below
 * them (layout-fields.ts): each handler names its labels, its required fields and how its number is judged.
 */
export function labelledDocumentHandler(options: {
  docType: DocType;
  version: string;
  keywords: RegExp;
  /** English spellings of each field's label, and the French halves of bilingual labels. */
  labels: Partial<Record<FieldKey | 'firstName' | 'middleName' | 'fullName', { en: string[]; fr?: string[]; exact?: boolean; exactEn?: string[] }>>;
  required: FieldKey[];
  /**
   * The youngest a holder can be (years): a "birth date" read younger is another date of the card (a
   * tilted licence's issue date `2024-11-02` read under a garbled birth-date label contradicted the
   * record's 1988 birth date at 100% and FAILed a genuine licence: seventh blind set). Read so, the
   * birth date counts as labelled but unreadable (REVIEW), and the card's one old date is looked for.
   */
  holderAtLeast?: number;
  /** Whether a value next to the number's label can be a number at all (titles contain label words). */
  acceptNumber: (value: string) => boolean;
  /** The number recognised by its printed shape alone, for when its label was not read (NIN card's `NIN` is small). */
  numberByShape?: RegExp;
  /** Matches of `numberByShape` that are something else printed on every such document (a helpdesk's phone numbers). */
  notNumber?: RegExp;
  /** Normalises the number read (OCR repairs) and judges its format. */
  judgeNumber: (raw: string) => { number: string; check: CheckResult };
  /** Fields a document may print under a number instead of a wording (`numberedLabels`). */
  numberedFields?: Record<string, FieldKey>;
}): DocumentHandler {
  return {
    docType: options.docType,
    version: options.version,
    keywords: options.keywords,
    required: options.required,
    async extract({ page, today }): Promise<Extraction> {
      // A first name and middle names printed apart make the given names: their labels may be garbled too.
      const printedApart = options.required.includes('givenNames') ? (['firstName', 'middleName'] as const).filter((key) => key in options.labels) : [];
      const weakLabelKeys = [...options.required.filter((key) => key !== 'documentNumber'), ...printedApart];
      const lines = options.numberedFields ? numberedLabels(page.lines, options.numberedFields, options.labels) : page.lines;
      const read: Partial<Record<string, LabelledValue>> = readLayoutFields(lines, fieldLabels(options.labels as Record<string, { en: string[]; fr?: string[]; exact?: boolean; exactEn?: string[] }>, options.acceptNumber), {
        weakLabels: { keys: weakLabelKeys, otherWordings: printedLabelWordings },
      });
      if (!read.documentNumber && options.numberByShape) {
        const shape = new RegExp(options.numberByShape.source, `${options.numberByShape.flags.replace('g', '')}g`);
        search: for (const line of page.lines) {
          for (const match of line.text.matchAll(shape)) {
            if (options.notNumber?.test(match[0])) continue;
            // A shape alone is taken only as a number its document's format accepts (the licence's letters and digits by position).
            if (options.judgeNumber(match[0]).check.status !== 'pass') continue;
            read.documentNumber = { value: match[0], confidence: line.confidence, position: 'same-line' };
            break search;
          }
        }
      }
      // `NAME` over the surname alone when the other names have a label of their own (the twenty-first
      // blind set's 2010 licence: `NAME ODUBANJO` over `FIRST NAMES GBOLAHAN ADEDAPO`): it is the surname.
      if (!read.surname && (read.givenNames || read.firstName) && read.fullName && !/\s/.test(cleanName(read.fullName.value))) read.surname = read.fullName;
      const fields: DocumentFields = {};
      const printedReads: NonNullable<Extraction['printedReads']> = {};
      const checks: CheckResult[] = [];
      const unreadable: string[] = [];
      for (const [key, found] of Object.entries(read) as [string, LabelledValue | undefined][]) {
        if (!found || key === 'firstName' || key === 'middleName' || key === 'fullName' || key === 'documentNumber') continue;
        const field = key as FieldKey;
        if (dateKeys.has(field)) {
          const kind = field === 'dateOfBirth' ? 'birth' : field === 'issueDate' ? 'issue' : 'expiry';
          // A value spelling two dates ran across two columns: which is the field's is unknown.
          const iso = datesIn(found.value, kind, today).length > 1 ? null : parseDate(found.value, kind, today);
          const tooYoung = field === 'dateOfBirth' && iso !== null && options.holderAtLeast !== undefined && iso > yearsBefore(today, options.holderAtLeast);
          if (iso && !tooYoung) {
            fields[field] = iso;
            printedReads[field] = found;
          } else unreadable.push(field);
        } else if (field === 'sex') {
          const sex = parseSex(found.value) ?? cardSexRepair(found.value);
          if (sex) fields.sex = sex;
          else unreadable.push(field);
        } else if (field === 'trackingId') {
          fields.trackingId = found.value.toUpperCase().replace(/\s/g, '');
        } else if (field === 'pollingUnit' || field === 'stateOfIssue') {
          fields[field] = found.value.toUpperCase().replace(/\s+/g, ' ').trim();
        } else {
          fields[field] = cleanName(found.value);
          // A name's own characters judge a difference from the authority's (record-names.ts).
          if (field === 'surname' || field === 'givenNames') printedReads[field] = found;
        }
      }
      const noLabel = new Set<FieldKey>();
      // A birth date whose label was not read at all: the page's one date too old to be an issue date.
      if (options.required.includes('dateOfBirth') && fields.dateOfBirth === undefined) {
        const old = findOnlyOldDate(page.lines, { today, taken: [fields.issueDate, fields.expiryDate] });
        const iso = old && parseDate(old.value, 'birth', today);
        if (old && iso) {
          fields.dateOfBirth = iso;
          printedReads.dateOfBirth = old;
          read.dateOfBirth = old;
          noLabel.add('dateOfBirth');
          const at = unreadable.indexOf('dateOfBirth');
          if (at >= 0) unreadable.splice(at, 1);
        }
      }
      // Slips and some cards print first and middle names apart (the middle ones as `Middle Name` or
      // `Other Names`); the response carries them as givenNames.
      const first = read.firstName ? cleanName(read.firstName.value) : '';
      const middle = read.middleName ? cleanName(read.middleName.value).replace(/^-$/, '') : '';
      const others = fields.givenNames ?? '';
      const givenSources: (LabelledValue | undefined)[] = [read.givenNames];
      if (first !== '') {
        const rest = middle !== '' ? middle : others.startsWith(first) ? others.slice(first.length).trim() : others;
        fields.givenNames = `${first} ${rest}`.trim();
        givenSources.splice(0, 1, read.firstName, ...(middle !== '' ? [read.middleName] : rest !== '' ? [read.givenNames] : []));
        // Composed from several reads: no one printed text stands behind it.
        delete printedReads.givenNames;
      }
      // A surname labelled, then the other names under `Names` (the eleventh blind set's voter's card:
      // `Surname:` over `Names:`): those are the given names, the surname taken off when printed there too.
      if (read.surname && !read.givenNames && !read.firstName && read.fullName && fields.surname !== undefined) {
        const words = cleanName(read.fullName.value).split(' ').filter((word) => word !== '');
        const given = words[0] === fields.surname ? words.slice(1) : words.at(-1) === fields.surname ? words.slice(0, -1) : words;
        const withSurname = given.length < words.length;
        if (given.length > 0) {
          fields.givenNames = given.join(' ');
          givenSources.splice(0, givenSources.length, read.fullName);
          // Its characters stand behind the given names only when it is all of them.
          if (!withSurname) printedReads.givenNames = read.fullName;
        }
      }
      // One NAME field ("SURNAME, GIVEN NAMES"): which word is the surname is known only from the comma.
      const whole = !read.surname && !read.givenNames && !read.firstName && read.fullName ? /^([^,;]*\p{L}[^,;]*)[,;]([^,;]*\p{L}[^,;]*)$/u.exec(read.fullName.value) : null;
      if (whole) {
        fields.surname = cleanName(whole[1]!);
        fields.givenNames = cleanName(whole[2]!);
      }
      // Two words at least: one word alone names no surname and given names to split.
      const unsplitName = !whole && !read.surname && !read.givenNames && !read.firstName && read.fullName && /\s/.test(cleanName(read.fullName.value)) ? read.fullName : undefined;

      if (read.documentNumber) {
        const judged = options.judgeNumber(read.documentNumber.value);
        fields.documentNumber = judged.number;
        // Its characters say which letter may be misread when the authority holds no record for it (number-lookup-step.ts).
        printedReads.documentNumber = read.documentNumber;
        checks.push(judged.check);
      } else {
        checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'review', message: 'Document number not found', confidence: 0.5, critical: false });
      }
      if (unreadable.length > 0) {
        checks.push({ code: 'FIELDS_READABLE', category: 'format', status: 'review', message: `Labelled but unreadable: ${unreadable.join(', ')}`, confidence: 0.6, critical: false });
      }
      const fieldConfidence: Extraction['fieldConfidence'] = {};
      for (const key of options.required) {
        const sources = whole && (key === 'surname' || key === 'givenNames') ? [read.fullName] : key === 'givenNames' ? givenSources.filter((v) => v !== undefined) : [read[key]];
        fieldConfidence[key] = fields[key] === undefined || sources.length === 0 ? 0 : Math.min(...sources.map((v) => v?.confidence ?? 0));
      }
      const labelsReadUnclearly: NonNullable<Extraction['labelsReadUnclearly']> = {};
      for (const key of options.required) {
        // Given names made of a first and middle name take any of their labels' garbling.
        const label = key === 'givenNames' ? (givenSources.find((source) => source?.weakLabel !== undefined)?.weakLabel ?? read.givenNames?.weakLabel) : read[key]?.weakLabel;
        if (label !== undefined && fields[key] !== undefined) labelsReadUnclearly[key] = label;
        if (noLabel.has(key)) labelsReadUnclearly[key] = '';
      }
      return {
        docType: options.docType,
        fields,
        ...(Object.keys(labelsReadUnclearly).length > 0 ? { labelsReadUnclearly } : {}),
        missing: options.required.filter((key) => fields[key] === undefined),
        confidence: meanConfidence(Object.values(read)),
        fieldConfidence,
        printedReads,
        ...(unsplitName ? { unsplitName } : {}),
        numberConfirmed: false,
        checks,
      };
    },
  };
}
