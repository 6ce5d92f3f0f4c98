import type { DocumentHandler } from './handler.js';
import { labelledDocumentHandler } from './labelled-document.js';
import { digitsOnly } from './text-fields.js';

/** NIMC slip: the 11-digit National Identification Number, names, date of birth, tracking id. */
export const ninSlipHandler: DocumentHandler = labelledDocumentHandler({
  docType: 'nin_slip',
  version: 'nimc-slip@1',
  keywords: /NATIONAL IDENTI|NIMC|\bNIN\b/i,
  labels: {
    documentNumber: ['NIN', 'National Identification Number'],
    trackingId: ['Tracking ID', 'Tracking No'],
    surname: ['Surname'],
    firstName: ['First Name'],
    middleName: ['Middle Name'],
    dateOfBirth: ['Date of Birth', 'DOB'],
    sex: ['Gender', 'Sex'],
  },
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth'],
  judgeNumber(raw) {
    const number = digitsOnly(raw.replace(/[\s-]/g, ''));
    if (/^\d{11}$/.test(number)) return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: 'NIN has 11 digits', confidence: 0.9, critical: true } };
    return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'fail', message: `NIN "${number}" is not 11 digits`, confidence: 0.7, critical: true } };
  },
});
