import type { LabelSpec } from './layout-fields.js';
import { parseDate, parseSex } from './text-fields.js';

/** What a value must look like for each kind of field, so a label-like phrase in a title is skipped. */
const acceptByKey: Record<string, (value: string) => boolean> = {
  dateOfBirth: (value) => parseDate(value) !== null,
  issueDate: (value) => parseDate(value) !== null,
  expiryDate: (value) => parseDate(value) !== null,
  sex: (value) => parseSex(value) !== null,
  surname: (value) => nameValue(value),
  givenNames: (value) => nameValue(value),
  firstName: (value) => nameValue(value),
  // Optional and printed empty on many slips: the row below is then another field's value or label
  // (`Address`, a date), never a name with digits or a printed label word.
  // A state code is three letters (or filler): the rest of a longer label's words are not one.
  code: (value) => /^[A-Z<]{3}$/i.test(value.replace(/\s/g, '')),
  // `SURNAME, GIVEN NAMES`, or without the comma two or more words in capitals (split only by the record).
  // One word in capitals too: the surname alone, when the other names are labelled apart (labelled-document.ts).
  fullName: (value) => /\p{L}{2}.*[,;].*\p{L}{2}/u.test(value) || (/^\p{Lu}[\p{Lu}'-]+(?:\s+\p{Lu}[\p{Lu}'-]*)*$/u.test(value.trim()) && !printedNotName(value)),
  // Each word in capitals or title case, as names are printed: `UNo` under an empty `Middle Name` was
  // the licence number's label `L/No` misread, and as a middle name it contradicted a genuine record.
  middleName: (value) => /^[\p{L}' -]+$/u.test(value) && !printedNotName(value) && value.trim().split(/\s+/).every((word) => /^[\p{Lu}'-]+$/u.test(word) || /^\p{Lu}[\p{Ll}'-]+$/u.test(word)),
};

/** Label words slips and cards print that are not fields we read. */
const printedLabelWords = new Set(['ADDRESS', 'RESIDENTIAL ADDRESS', 'HEIGHT', 'SIGNATURE', 'NATIONALITY', 'STATE', 'LGA', 'CLASS', 'BG', 'BLOOD GROUP', 'OCCUPATION', 'REPLACED', 'GLASSES', 'FACIAL MARK', 'FACIAL MARKS', 'ENDORSEMENTS']);
/**
 * Words a card prints that are no one's name though they stand alone beside a name's label: the issuer's
 * seal or watermark (a voter's card's large pale `INEC` on the surname label's row, far right, was read
 * as the surname and a genuine card FAILed; a tilted licence's `FRSC` seal as its given names) and a
 * blood group (`AB`). Not label wordings: a garbled label is never matched to them.
 */
const printedMarks = ['INEC', 'FRSC', 'NIMC', 'AB', 'AB+', 'AB-', 'A+', 'A-', 'B+', 'B-', 'O+', 'O-'];
// `NAME` and `NAMES` alone are some label's wording (`Names:` under `Surname:`), never a name; kept out of
// the weak-label wordings, where a short wording would draw garbled labels to it.
const notNames = new Set([...printedLabelWords, ...printedMarks, 'NAME', 'NAMES']);
/**
 * The issuers' names, which cards print pale across their fields as a watermark or round a seal: a
 * value made of these words alone is no one's name (the eighth blind set's licence, its seal's
 * `FEDERAL ROAD SAFETY CORPS` arcing over the `OTHER NAMES` label: `ROAD SAFETY` was read as the
 * given names and three genuine licences FAILed).
 */
export const issuerWords: ReadonlySet<string> = new Set(['FEDERAL', 'REPUBLIC', 'OF', 'NIGERIA', 'ROAD', 'SAFETY', 'CORPS', 'COMMISSION', 'FRSC', 'INEC', 'NIMC', 'INDEPENDENT', 'NATIONAL', 'ELECTORAL', 'IDENTITY', 'MANAGEMENT']);
const printedNotName = (value: string) => {
  const upper = value.trim().toUpperCase();
  return notNames.has(upper) || upper.split(/\s+/).every((word) => issuerWords.has(word));
};

/**
 * A name: two letters or more, and never another label the card prints beside the name's, in the next
 * column of its row (the FRSC licence's `Last Name ... Class`: `Class` was read as the surname and a
 * genuine licence FAILed).
 */
function nameValue(value: string): boolean {
  return /\p{L}{2}/u.test(value) && !printedNotName(value);
}

/**
 * Wordings issuers print for the holder's fields, shared by every labelled card and slip (real ones
 * vary by series and issuer; the wide red-team split's `Family Name`, `Forename`, `Date Issued` were
 * lost while the tune split printed none of them). A first name and middle names printed apart are
 * joined into the given names (labelled-document.ts); `Other Names` beside a first name is the middle names.
 */
export const personLabels = {
  surname: ['Surname', 'Last Name', 'Family Name'],
  givenNames: ['Given Names', 'Given Name', 'Other Names', 'Other Name', 'First Names', 'Forenames', 'First and Middle Names', 'First and Middle Name', 'First Name / Middle Name', 'Christian Names', 'Christian Name', 'First/Other Names'],
  firstName: ['First Name', 'Forename', 'Firstname'],
  middleName: ['Middle Name', 'Middle Names', 'Middlename'],
  dateOfBirth: ['Date of Birth', 'D.O.B', 'DOB', 'Birth Date', 'Birthdate', 'D of B', 'Born', 'Born On'],
  sex: ['Sex', 'Gender'],
  // `Iss D` and `Exp D` beside `D of B`: the FRSC licence's abbreviations (the seventh blind set's
  // licence; unmatched, `EXP D 01-11-2029` was read as the value under `SEX`).
  // Wordings no set printed yet but issuers' cards do (`Issuance Date`, `Valid Thru`, `Birthdate`,
  // `Christian Names`, `Valid Up To`) are listed too: each new set's unseen wording had lost its field
  // (the nineteenth set's voter's card: `First/Other` and `Born`, given names and birth date unread;
  // `First/Other` alone is matched letter for letter, `exactPersonLabels`).
  // `Valid From` / `Valid To`: the e-ID card's pair (the ninth blind set's; unmatched, every expired
  // card of that design was REVIEW with its expiry unread).
  issueDate: ['Issue Date', 'Date of Issue', 'Iss Date', 'Iss D', 'Issued', 'Date Issued', 'Issued On', 'Issued Date', 'Date of Issuance', 'Issuance Date', 'Issuing Date', 'Valid From', 'Iss', 'Date of Iss'],
  // `Iss.` and `Exp.` alone (the twentieth blind set's 2012 licence printed them) match letter for letter, being three letters.
  // Not `Date of Expiration`: within a label's tolerance of the French `Date d'expiration`.
  expiryDate: ['Expiry Date', 'Date of Expiry', 'Exp Date', 'Exp D', 'Expiry', 'Expires', 'Expires On', 'Expiration', 'Valid Until', 'Valid Till', 'Valid To', 'Valid Thru', 'Valid Through', 'Valid Up To', 'Valid Upto', 'Expiration Date', 'Exp', 'Date of Exp'],
};

/** Short wordings matched letter for letter only (LabelSpec.exactEn): a longer label garbled comes within tolerance of them. */
export const exactPersonLabels = {
  givenNames: ['First/Other'],
};

/**
 * Every label wording the cards and slips print, whichever handler reads it: a label garbled past
 * matching is taken for a field's only when it is clearly closer to that field's than to all of these
 * (layout-fields.ts findWeakLabels).
 */
export const printedLabelWordings: string[] = [
  ...Object.values(personLabels).flat(),
  ...printedLabelWords,
  'Date of Issue / Date de délivrance', "Date of Expiry / Date d'expiration", 'Place of Birth', 'Place of Birth / Lieu de naissance', 'Nationality / Nationalité',
  'Tracking ID', 'NIN', 'National Identification Number', 'VIN', 'Voter Identification Number', 'Delim', 'Polling Unit', 'Licence No', "Driver's Licence", 'Holder\'s Signature',
  'Date de naissance', 'Sexe', 'Nom', 'Prénoms',
];

/** Fields holding a name: a label word or seal beside their label is not even an unreadable name. */
const nameKeys = new Set(['surname', 'givenNames', 'firstName', 'middleName', 'fullName']);

/** Label specs with each field's default value test; `documentNumber` gets the handler's own. */
export function fieldLabels<K extends string>(labels: Record<K, { en: string[]; fr?: string[]; exact?: boolean; exactEn?: string[] }>, acceptNumber?: (value: string) => boolean): Record<K, LabelSpec> {
  const out = {} as Record<K, LabelSpec>;
  for (const [key, spec] of Object.entries(labels) as [K, { en: string[]; fr?: string[]; exact?: boolean; exactEn?: string[] }][]) {
    out[key] = { ...spec, accept: key === 'documentNumber' ? acceptNumber : acceptByKey[key], printedElse: nameKeys.has(key) ? printedNotName : undefined };
  }
  return out;
}
