import type { Blind12Case } from '../documents-blind12/cases.js';
import { asMrz, reasonsFit as reasonsFitOf, reasonsToFail as reasonsToFailOf, staleCases as staleCasesOf } from '../documents-blind12/oracle.js';
import type { Blind13Case } from './cases.js';

export { asMrz };

/**
 * The set's outcomes re-derived from what a page prints, what its record holds and today, the way a
 * careful reader of the spec would decide: FAIL on a record that disagrees, an expired document, an
 * MRZ that does not hold or disagrees with its page (its given names may be cut, or a whole name
 * dropped, only where its name field is full); PASS otherwise. The rules are the eleventh and twelfth
 * sets' oracle, imported rather than copied: it reads only a case's printed data, its MRZ, its records
 * and its kind, which every set from the ninth on builds alike (eval/blind-kit/cases.ts), never its
 * design or person. check.ts proves every case with it, and the runner refuses to run a set whose
 * dates have gone stale.
 */

/** The twelfth set's oracle reads no field a thirteenth-set case lacks: only the design and person names differ. */
const asTwelfth = (c: Blind13Case) => c as unknown as Blind12Case;

/** Why a careful reader must FAIL the document (an empty list: it must PASS). */
export const reasonsToFail = (c: Blind13Case, today: string): string[] => reasonsToFailOf(asTwelfth(c), today);

/** What each kind must break, and nothing else. */
export const reasonsFit = (c: Blind13Case, reasons: string[]): boolean => reasonsFitOf(asTwelfth(c), reasons);

/**
 * Cases `today` no longer fits: the intended outcome is not what the page, the record and today
 * make it, or a document meant to PASS expires within a year (it could be REVIEW, expiring soon).
 */
export const staleCases = (cases: readonly Blind13Case[], today: string, addDays: (iso: string, days: number) => string): string[] => staleCasesOf(cases.map(asTwelfth), today, addDays);
