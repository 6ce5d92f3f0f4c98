import type { DocumentHandler } from './handler.js';
import { labelledDocumentHandler } from './labelled-document.js';

/**
 * VINs mix letters and digits, so O/0 and I/1 cannot be told apart by position; they are folded to
 * the digit on both sides (what we read, what the registry holds) so an OCR's O never loses a match.
 */
export function normaliseVin(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/[OQ]/g, '0').replace(/[I|]/g, '1');
}

/** INEC Voter Identification Number: 19 letters and digits. */
export const votersCardHandler: DocumentHandler = labelledDocumentHandler({
  docType: 'voters_card',
  version: 'inec-pvc@1',
  keywords: /VOTER|ELECTORAL|INEC|VIN\b/i,
  labels: {
    documentNumber: { en: ['VIN', 'Voter Identification Number'] },
    surname: { en: ['Surname', 'Last Name'] },
    givenNames: { en: ['Given Names', 'Other Names', 'First Name', 'First Names'] },
    dateOfBirth: { en: ['Date of Birth', 'D.O.B', 'DOB', 'Birth Date'] },
    // Some cards print one NAME field, "SURNAME, GIVEN NAMES": split at the comma, never guessed without one.
    // Matched exactly: one edit from NAME takes a person's name (AMINA) for the label.
    fullName: { en: ['Name', 'Full Name'], exact: true },
    sex: { en: ['Sex', 'Gender'] },
    pollingUnit: { en: ['Polling Unit'] },
  },
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth'],
  acceptNumber: (value) => value.replace(/[\s-]/g, '').length >= 15 && /\d/.test(value),
  judgeNumber(raw) {
    const number = normaliseVin(raw);
    if (/^[A-Z0-9]{19}$/.test(number)) return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: 'VIN has 19 letters and digits', confidence: 0.85, critical: true } };
    return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'fail', message: `VIN "${number}" is not 19 letters and digits (${number.length} characters)`, confidence: 0.7, critical: true } };
  },
});
