import type { DocumentHandler } from './handler.js';
import { exactPersonLabels, personLabels } from './field-labels.js';
import { labelledDocumentHandler } from './labelled-document.js';
import { repairByShape } from './text-fields.js';

/**
 * FRSC licence numbers we recognise (docs/document-trust.md): the national format since 2012, three
 * letters (issuing state code), five digits, two letters, two digits (LAG12345AA01); and the older
 * format, three letters and nine digits (ABC123456789). A number matching neither is not proof of
 * forgery (FRSC has issued other series): it goes to review, never straight to FAIL.
 */
const formats = [
  { name: 'national (AAA99999AA99)', shape: 'AAA99999AA99' },
  { name: 'legacy (AAA999999999)', shape: 'AAA999999999' },
];

export const driversLicenseHandler: DocumentHandler = labelledDocumentHandler({
  docType: 'drivers_license',
  version: 'frsc-licence@1',
  keywords: /DRIVER|LICEN[CS]E|FRSC|ROAD SAFETY/i,
  labels: {
    documentNumber: { en: ['Licence No', 'License No', 'Licence Number', 'License Number', 'Lic No', 'DL No', 'L/No', 'Driver Licence No', "Driver's Licence No", "Driver's License No", 'Licence ID', 'License ID', 'DL Number', 'Driving Licence No', 'Driving License No', 'Driving Licence Number'] },
    surname: { en: personLabels.surname },
    // The FRSC card prints one given-names field under FIRST NAME or OTHER NAMES; some series split first and middle names.
    givenNames: { en: personLabels.givenNames, exactEn: exactPersonLabels.givenNames },
    firstName: { en: personLabels.firstName },
    middleName: { en: personLabels.middleName },
    // The FRSC card prints "D OF B" (and "VALID TILL" for the expiry on some series).
    dateOfBirth: { en: personLabels.dateOfBirth },
    sex: { en: personLabels.sex },
    issueDate: { en: personLabels.issueDate },
    expiryDate: { en: personLabels.expiryDate },
    stateOfIssue: { en: ['State of Issue'] },
    // Some cards print one NAME field, "SURNAME, GIVEN NAMES": split at the comma, never guessed without one.
    fullName: { en: ['Name', 'Names', 'Full Name'], exact: true },
  },
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth', 'expiryDate'],
  // ISO/IEC 18013-1's field numbers (the EU model licence): 3 is the birth date and place.
  numberedFields: { '1': 'surname', '2': 'givenNames', '3': 'dateOfBirth', '4a': 'issueDate', '4b': 'expiryDate', '5': 'documentNumber' },
  // FRSC and INEC issue to adults (a learner's permit from 16): younger is no birth date.
  holderAtLeast: 16,
  // The number printed without its label read (small print on a phone photo): twelve letters and
  // digits in the national or legacy shape, confusions repaired by judgeNumber.
  numberByShape: /(?<![A-Z0-9])[A-Z0-9]{3}[0-9OISZB]{5}[A-Z0-9]{2}[0-9OISZB]{2}(?![A-Z0-9])|(?<![A-Z0-9])[A-Z0-9]{3}[0-9OISZB]{9}(?![A-Z0-9])/,
  acceptNumber: (value) => (value.match(/[0-9OISZB]/gi) ?? []).length >= 5 && /\d/.test(value),
  judgeNumber(raw) {
    // The label's own `No.` read onto the value's row (`Licence No.` over a keystoned card's
    // `BDG24972GR62`, read as `BDG24972GR62 NO.`), alone or glued: tried without. Every format ends
    // in digits, so a number never ends in `NO`.
    const withoutLabelWord = raw.replace(/\s*N[O0][.:]?\s*$/i, '');
    for (const candidate of [raw, withoutLabelWord]) {
      for (const format of formats) {
        const number = repairByShape(candidate, format.shape);
        if (number) return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: `Licence number has the FRSC ${format.name} format`, confidence: 0.9, critical: true } };
      }
    }
    const number = raw.toUpperCase().replace(/[\s-]/g, '');
    return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'review', message: `Licence number "${number}" matches no known FRSC format: confirm it with FRSC`, confidence: 0.6, critical: false } };
  },
});
