import type { DocType } from '../document-trust.schemas.js';

/**
 * The documented sandbox authority records (docs/document-trust.md "Sandbox authority records"),
 * one per outcome and document type. Any number not listed is "not found".
 * - match: the record agrees with the document rendered from the same values;
 * - mismatch: the authority holds another person under the number (names and date of birth differ);
 * - unavailable: the sandbox answers as if the authority were down (-> REVIEW).
 */
export interface SeedRecord {
  docType: DocType;
  documentNumber: string;
  outcome: 'match' | 'mismatch' | 'unavailable';
  fields: Record<string, string>;
}

const person = {
  passport: { surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '1990-03-14', sex: 'F', expiryDate: '2032-01-01' },
  drivers_license: { surname: 'OKAFOR', givenNames: 'EMEKA JOHN', dateOfBirth: '1985-07-22', sex: 'M', expiryDate: '2029-05-09' },
  voters_card: { surname: 'BELLO', givenNames: 'AMINA HAUWA', dateOfBirth: '1992-11-03', sex: 'F' },
  nin_slip: { surname: 'NWANKWO', givenNames: 'IFEOMA ADA', dateOfBirth: '1988-01-30', sex: 'F' },
};
const otherPerson = { surname: 'OGUNLEYE', givenNames: 'TUNDE SAMUEL', dateOfBirth: '1979-09-09', sex: 'M' };

export const sandboxSeedRecords: SeedRecord[] = [
  { docType: 'passport', documentNumber: 'A07492135', outcome: 'match', fields: person.passport },
  { docType: 'passport', documentNumber: 'A07492136', outcome: 'mismatch', fields: { ...otherPerson, expiryDate: '2032-01-01' } },
  { docType: 'passport', documentNumber: 'A07492137', outcome: 'unavailable', fields: person.passport },
  { docType: 'drivers_license', documentNumber: 'LAG12345AA01', outcome: 'match', fields: person.drivers_license },
  { docType: 'drivers_license', documentNumber: 'LAG12345AA02', outcome: 'mismatch', fields: { ...otherPerson, expiryDate: '2029-05-09' } },
  { docType: 'drivers_license', documentNumber: 'LAG12345AA03', outcome: 'unavailable', fields: person.drivers_license },
  { docType: 'voters_card', documentNumber: '90F5B0A6E5295403921', outcome: 'match', fields: person.voters_card },
  { docType: 'voters_card', documentNumber: '90F5B0A6E5295403922', outcome: 'mismatch', fields: otherPerson },
  { docType: 'voters_card', documentNumber: '90F5B0A6E5295403923', outcome: 'unavailable', fields: person.voters_card },
  { docType: 'nin_slip', documentNumber: '12345678901', outcome: 'match', fields: person.nin_slip },
  { docType: 'nin_slip', documentNumber: '12345678902', outcome: 'mismatch', fields: otherPerson },
  { docType: 'nin_slip', documentNumber: '12345678903', outcome: 'unavailable', fields: person.nin_slip },
];

/** Documented numbers nobody holds (the "not found" outcome). */
export const sandboxNotFoundNumbers: Record<DocType, string> = {
  passport: 'A07492139',
  drivers_license: 'LAG12345AA09',
  voters_card: '90F5B0A6E5295403929',
  nin_slip: '12345678909',
};
