import { lengthLimits, textMaxLength } from '../../core/field-limits.js';

/*
 * The longest value each credit-report text field accepts, in characters after trimming and NFC.
 * Chosen from what the data is and from the field sizes of the Nigerian bureaus' upload templates
 * (the CBN uniform consumer/commercial credit templates the bureaus accept) as best known; the
 * table and its reasons are in docs/credit-registry.md (Field lengths). validation.ts enforces them
 * and report.schemas.ts publishes them as maxLength in /openapi.json, from this one table. Names and
 * dates are the platform's kinds (core/field-limits.ts), so they are as long here as everywhere.
 */
const creditLimits = lengthLimits({
  customerNumber: 50,
  accountNumber: 50,
  bvn: 11,
  nationalId: 20,
  firstName: textMaxLength.personName,
  middleName: textMaxLength.personName,
  lastName: textMaxLength.personName,
  businessName: textMaxLength.organisationName,
  rcNumber: 20,
  dateOfBirth: textMaxLength.date,
  accountStatusDate: textMaxLength.date,
  dateOpened: textMaxLength.date,
  balanceDate: textMaxLength.date,
  maturityDate: textMaxLength.date,
  gender: 20,
  role: 30,
  businessType: 100,
  currency: 10,
  accountType: 50,
  repaymentFrequency: 30,
  interestType: 20,
  phone: 20,
  email: 254,
  addressLine1: 150,
  addressLine2: 150,
  city: 100,
  state: 50,
  country: 60,
  purpose: 200,
  term: 50,
  branchName: 100,
  branchAddress: 150,
  reference: 100,
});

export const creditFieldMaxLength = creditLimits.max;
export type LimitedCreditField = keyof typeof creditFieldMaxLength;
/** The limit of a credit-report field by name; undefined for a field without one (numbers, enums). */
export const creditFieldLimit = creditLimits.of;
