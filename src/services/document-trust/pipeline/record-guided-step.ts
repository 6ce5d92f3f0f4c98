import type { AuthorityLookup, DocumentAuthority } from '../authorities/index.js';
import type { RequestedDocType } from '../document-trust.schemas.js';
import { handlers, type CheckResult, type DocumentFields, type Extraction } from '../handlers/index.js';
import { findPrintedDate, findPrintedName, splitPrintedName } from '../handlers/printed-values.js';
import { cleanName } from '../handlers/text-fields.js';
import type { OcrPage } from '../ocr/ocr-pool.js';
import { fieldConfidenceThreshold } from './checks-step.js';

/**
 * Step 4b: a card's critical fields whose labels OCR could not read, found printed exactly as the
 * authority holds them. On a small photo (a card ~650 px wide in an 800 px frame) a card's labels are
 * ~5 px tall and lost while its values, twice their size, are read at 0.99: the card was REVIEW for
 * "not read" whatever it printed. With its number read in a valid format, the authority's record for
 * that number says what each unread field should be; a value printed on the card that is that value,
 * letter for letter or as the same date, is read. Like the passport's MRZ-proven values
 * (handlers/printed-values.ts) it can only agree with the record: a card printing another name or birth
 * date never has it found, so that field stays unread and the card REVIEW (never PASS; not FAIL either,
 * as the differing value's label was not read). Passports are left to their MRZ.
 *
 * One exception reads a value that may differ from the record: a card's one NAME value printed without
 * its comma (`DAMBAZAU ABUBAKAR SADIQ`) is split where the record's surname or given names are printed
 * (printed-values.ts splitPrintedName). The words are read either way; the record only says where the
 * surname ends, so a card printing another surname before the record's given names reads as that surname.
 */

/** The fields a record can guide: those the authority holds and the decision needs. */
const guided = ['surname', 'givenNames', 'dateOfBirth', 'expiryDate'] as const;

/** Whether the extraction has a critical field this step could find: unread or read unclearly. */
function wantsRecordGuidance(extraction: Extraction, required: (keyof DocumentFields)[]): boolean {
  return (
    extraction.docType !== 'passport' &&
    extraction.fields.documentNumber !== undefined &&
    extraction.checks.some((check) => check.code === 'DOCUMENT_NUMBER_FORMAT' && check.status === 'pass') &&
    guided.some((key) => required.includes(key) && (extraction.fields[key] === undefined || (extraction.fieldConfidence[key] ?? 0) < fieldConfidenceThreshold || extraction.labelsReadUnclearly?.[key] !== undefined))
  );
}

export interface RecordGuidedResult {
  extraction: Extraction;
  /** The fields found this way, in `guided` order. */
  found: (keyof DocumentFields)[];
  check: CheckResult | null;
}

function fillFromRecord(options: { extraction: Extraction; required: (keyof DocumentFields)[]; page: OcrPage; lookup: AuthorityLookup; today: string }): RecordGuidedResult {
  const { extraction, required, page, lookup, today } = options;
  if (lookup.outcome !== 'found') return { extraction, found: [], check: null };
  const held = lookup.fields;
  const fields = { ...extraction.fields };
  const fieldConfidence = { ...extraction.fieldConfidence };
  const printedReads = { ...extraction.printedReads };
  const labelsReadUnclearly = { ...extraction.labelsReadUnclearly };
  const found: (keyof DocumentFields)[] = [];
  // A name printed whole without its comma: split where the record's surname or given names are.
  const unsplit = extraction.unsplitName;
  const split = unsplit && fields.surname === undefined && fields.givenNames === undefined && unsplit.confidence >= fieldConfidenceThreshold ? splitPrintedName(unsplit, held) : null;
  if (split) {
    for (const key of ['surname', 'givenNames'] as const) {
      fields[key] = cleanName(split[key].value);
      fieldConfidence[key] = unsplit!.confidence;
      printedReads[key] = split[key];
      found.push(key);
    }
  }
  for (const key of guided) {
    const wanted = held[key];
    // A value under a garbled label is looked for too: the record's value printed anywhere is the field's.
    const unclear = fields[key] === undefined || (fieldConfidence[key] ?? 0) < fieldConfidenceThreshold || labelsReadUnclearly[key] !== undefined;
    if (!required.includes(key) || !unclear || wanted === undefined) continue;
    const printed =
      key === 'dateOfBirth' || key === 'expiryDate'
        ? findPrintedDate(page.lines, { iso: wanted, kind: key === 'dateOfBirth' ? 'birth' : 'expiry', today, taken: [fields.dateOfBirth, fields.issueDate, fields.expiryDate].filter((date) => date !== fields[key]) })
        : findPrintedName(page.lines, wanted);
    if (!printed || printed.confidence < fieldConfidenceThreshold) continue;
    // The value as printed (a name's own spacing and hyphens; a date is the record's date).
    fields[key] = key === 'surname' || key === 'givenNames' ? cleanName(printed.value) : wanted;
    fieldConfidence[key] = printed.confidence;
    printedReads[key] = printed;
    delete labelsReadUnclearly[key];
    found.push(key);
  }
  if (found.length === 0) return { extraction, found, check: null };
  const exact = found.filter((key) => !split || (key !== 'surname' && key !== 'givenNames'));
  const names: Record<string, string> = { surname: 'surname', givenNames: 'given names', dateOfBirth: 'date of birth', expiryDate: 'expiry date' };
  const parts = [
    split ? `name printed as one (${unsplit!.value}) split where the authority's record puts its parts: surname ${fields.surname}, given names ${fields.givenNames}` : '',
    exact.length > 0 ? `labels not read; found printed exactly as the authority holds them: ${exact.map((key) => names[key]).join(', ')}` : '',
  ].filter(Boolean);
  return {
    extraction: { ...extraction, fields, fieldConfidence, printedReads, labelsReadUnclearly, missing: required.filter((key) => fields[key] === undefined) },
    found,
    check: {
      code: 'FIELDS_FOUND_BY_RECORD',
      category: 'format',
      status: 'pass',
      message: `${parts.join('; ').replace(/^./, (c) => c.toUpperCase())}`,
      confidence: Math.min(...found.map((key) => fieldConfidence[key] ?? 0)),
      critical: false,
    },
  };
}

/**
 * The step: asks the authority for a card's record (unless already asked) when a critical field is
 * unread or unclear, fills what it finds printed (`searched`: the page was searched for the record's values), and calls the page its type when that made it complete (unless the caller
 * stated another type). The lookup is returned for the authority step to reuse.
 */
export async function guideByRecord(options: {
  extraction: Extraction | null;
  classification: CheckResult;
  requested: RequestedDocType;
  page: OcrPage;
  authority: DocumentAuthority;
  today: string;
  /** The record already asked for (number-lookup-step.ts). */
  lookup?: AuthorityLookup;
}): Promise<{ extraction: Extraction | null; classification: CheckResult; check: CheckResult | null; lookup?: AuthorityLookup; searched: boolean }> {
  const { extraction, classification, requested } = options;
  if (!extraction || !wantsRecordGuidance(extraction, handlers[extraction.docType].required)) return { extraction, classification, check: null, ...(options.lookup ? { lookup: options.lookup } : {}), searched: false };
  const lookup = options.lookup ?? (await options.authority.lookup({ docType: extraction.docType, documentNumber: extraction.fields.documentNumber! }));
  const guided = fillFromRecord({ extraction, required: handlers[extraction.docType].required, page: options.page, lookup, today: options.today });
  const complete = guided.found.length > 0 && guided.extraction.missing.length === 0 && classification.status === 'review' && (requested === 'auto' || requested === extraction.docType);
  return {
    extraction: guided.extraction,
    classification: complete
      ? { ...classification, status: 'pass', message: `Detected a ${extraction.docType}: its required fields were found, some of them by the authority's record (their labels were not read)`, confidence: Math.max(0.5, Math.min(1, guided.extraction.confidence)) }
      : classification,
    check: guided.check,
    lookup,
    searched: true,
  };
}
