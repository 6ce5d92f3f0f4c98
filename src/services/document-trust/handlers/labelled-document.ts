import type { DocType } from '../document-trust.schemas.js';
import type { CheckResult, DocumentFields, DocumentHandler, Extraction } from './handler.js';
import { cleanName, meanConfidence, parseDate, parseSex, readLabelled } from './text-fields.js';

type FieldKey = keyof DocumentFields;
const dateKeys = new Set<FieldKey>(['dateOfBirth', 'issueDate', 'expiryDate']);

/**
 * The shape shared by cards and slips whose fields are printed as "Label: value": each handler names
 * its labels, its required fields and how its number is judged.
 */
export function labelledDocumentHandler(options: {
  docType: DocType;
  version: string;
  keywords: RegExp;
  labels: Partial<Record<FieldKey, string[]>> & { firstName?: string[]; middleName?: string[] };
  required: FieldKey[];
  /** Normalises the number read (OCR repairs) and judges its format. */
  judgeNumber: (raw: string) => { number: string; check: CheckResult };
}): DocumentHandler {
  return {
    docType: options.docType,
    version: options.version,
    keywords: options.keywords,
    required: options.required,
    async extract({ page }): Promise<Extraction> {
      const read = readLabelled(page.lines, options.labels as Record<string, string[]>);
      const fields: DocumentFields = {};
      const checks: CheckResult[] = [];
      const unreadable: string[] = [];
      for (const [key, found] of Object.entries(read) as [string, { value: string } | undefined][]) {
        if (!found || key === 'firstName' || key === 'middleName' || key === 'documentNumber') continue;
        const field = key as FieldKey;
        if (dateKeys.has(field)) {
          const iso = parseDate(found.value);
          if (iso) fields[field] = iso;
          else unreadable.push(field);
        } else if (field === 'sex') {
          const sex = parseSex(found.value);
          if (sex) fields.sex = sex;
          else unreadable.push(field);
        } else if (field === 'trackingId') {
          fields.trackingId = found.value.toUpperCase().replace(/\s/g, '');
        } else if (field === 'pollingUnit' || field === 'stateOfIssue') {
          fields[field] = found.value.toUpperCase().replace(/\s+/g, ' ').trim();
        } else {
          fields[field] = cleanName(found.value);
        }
      }
      // Slips print first and middle names apart; the response carries them as givenNames.
      const first = read.firstName ? cleanName(read.firstName.value) : '';
      const middle = read.middleName ? cleanName(read.middleName.value).replace(/^-$/, '') : '';
      if (!fields.givenNames && first !== '') fields.givenNames = `${first} ${middle}`.trim();

      if (read.documentNumber) {
        const judged = options.judgeNumber(read.documentNumber.value);
        fields.documentNumber = judged.number;
        checks.push(judged.check);
      } else {
        checks.push({ code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'review', message: 'Document number not found', confidence: 0.5, critical: false });
      }
      if (unreadable.length > 0) {
        checks.push({ code: 'FIELDS_READABLE', category: 'format', status: 'review', message: `Labelled but unreadable: ${unreadable.join(', ')}`, confidence: 0.6, critical: false });
      }
      return {
        docType: options.docType,
        fields,
        missing: options.required.filter((key) => fields[key] === undefined),
        confidence: meanConfidence(Object.values(read)),
        numberConfirmed: false,
        checks,
      };
    },
  };
}
