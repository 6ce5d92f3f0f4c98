import type { DocumentHandler } from './handler.js';
import { exactPersonLabels, personLabels } from './field-labels.js';
import { labelledDocumentHandler } from './labelled-document.js';
import { digitsOnly } from './text-fields.js';

/**
 * The NIN as read: its groups joined, and a speck read as a dot between them (`7939 794. 0770`, a
 * photocopy's toner) dropped; so is a speck read as a word of one letter or sign between the groups
 * (`320 / s 3108 4014`, the thirteenth blind set's clean NIN card), when the words left are 11 digits
 * (a misread digit, `/` for 1, leaves 10 and is kept as read).
 */
function ninAsRead(raw: string): string {
  const joined = digitsOnly(raw.replace(/[\s.,·-]/g, ''));
  if (/^\d{11}$/.test(joined)) return joined;
  const words = raw.trim().split(/\s+/);
  const kept = words.filter((word) => /\d/.test(word) || word.length > 1);
  const withoutSpecks = kept.join('').replace(/[.,·-]/g, '');
  return kept.length < words.length && /^\d{11}$/.test(withoutSpecks) ? withoutSpecks : joined;
}

/**
 * NIMC NIN slip (labels beside values) and the newer NIN card (bilingual labels above values): the
 * 11-digit National Identification Number, names, date of birth, tracking id.
 */
export const ninSlipHandler: DocumentHandler = labelledDocumentHandler({
  docType: 'nin_slip',
  version: 'nimc-slip@2',
  // The NIN card titles itself `National e-ID Card` (or `Identity Card`) and may print no `NIN` label OCR reads.
  keywords: /NATIONAL IDENTI|NIMC|\bNIN\b|\bE-?ID CARD\b|\bIDENTITY CARD\b/i,
  labels: {
    documentNumber: { en: ['NIN', 'National Identification Number', 'NIN No', 'NIN Number', 'National Identification No', 'National ID Number', 'National ID No'] },
    trackingId: { en: ['Tracking ID', 'Tracking No', 'Tracking Number'] },
    surname: { en: personLabels.surname, fr: ['Nom'] },
    firstName: { en: personLabels.firstName },
    middleName: { en: personLabels.middleName },
    // Some slips print one row for both given names under a two-part label: read as one label, its
    // halves were taken as First Name (no value) and Middle Name, and the first given name was lost.
    givenNames: { en: personLabels.givenNames, exactEn: exactPersonLabels.givenNames, fr: ['Prénoms', 'Prenoms'] },
    dateOfBirth: { en: personLabels.dateOfBirth, fr: ['Date de Naissance'] },
    sex: { en: personLabels.sex, fr: ['Sexe'] },
    // The slip prints no expiry; a NIN card may (`Expiry Date`), and a card past it is expired whatever
    // the NIN: read, it is judged (checks-step.ts expiryCheck). The seventh blind set's expired cards PASSed.
    expiryDate: { en: personLabels.expiryDate, fr: ["Date d'expiration"] },
  },
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth'],
  // The slip's title ("National Identification Number Slip") carries the label: only 11 digits are a NIN.
  acceptNumber: (value) => /^\d{11}$/.test(ninAsRead(value)),
  // The card prints the NIN grouped 4-3-4 (or 3-4-4, 4-4-3) under a small label OCR often misses.
  numberByShape: /(?<!\d)(?:\d{4} ?\d{3} ?\d{4}|\d{3} ?\d{4} ?\d{4}|\d{4} ?\d{4} ?\d{3})(?!\d)/,
  // Every NIMC slip prints its helpdesk's mobile numbers (07040144452, ...) in the footer: with the
  // NIN itself unread (a real slip photographed with it blurred) one was taken as the NIN and looked
  // up. An ungrouped 11-digit Nigerian mobile number (0 70x / 80x / 81x / 90x / 91x) is never taken
  // by shape alone; a NIN read beside its label is unaffected.
  notNumber: /^0[789][01]\d{8}$/,
  judgeNumber(raw) {
    const number = ninAsRead(raw);
    if (/^\d{11}$/.test(number)) return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: 'NIN has 11 digits', confidence: 0.9, critical: true } };
    return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'fail', message: `NIN "${number}" is not 11 digits`, confidence: 0.7, critical: true } };
  },
});
