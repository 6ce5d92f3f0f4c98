import type { DocType } from '../document-trust.schemas.js';
import { driversLicenseHandler } from './drivers-license.js';
import type { DocumentHandler } from './handler.js';
import { ninSlipHandler } from './nin-slip.js';
import { passportHandler } from './passport.js';
import { votersCardHandler } from './voters-card.js';

export type { CheckResult, DocumentFields, DocumentHandler, Extraction, HandlerInput } from './handler.js';
export { displayDate, yearsBefore } from './text-fields.js';
export { untakenDates } from './printed-values.js';
export { charactersApart, clearestDifferingDateCharacter, differingDigitRead, type PrintedRead } from './differing-characters.js';
export { confusableLetterRead, mrzConfidentRead, mrzLineRead, mrzLine1Letters, mrzLinesIn, mrzRowRead, mrzRowsIn, mrzStructureProblem, type MrzRow } from './passport.js';

export const handlers: Record<DocType, DocumentHandler> = {
  passport: passportHandler,
  drivers_license: driversLicenseHandler,
  voters_card: votersCardHandler,
  nin_slip: ninSlipHandler,
};
