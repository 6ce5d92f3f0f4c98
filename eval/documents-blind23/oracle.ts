/**
 * The set's outcomes re-derived from what a page prints, what its record holds and today: the rules
 * every set from the seventh on decides by (eval/blind-kit/oracle.ts, the eleventh to twenty-second
 * sets' oracle), which read only a case's printed data, its MRZ, its records and its kind, never its
 * design or person. check.ts proves every case with them, and the runner refuses to run a set whose
 * dates have gone stale.
 */
export { asMrz, reasonsFit, reasonsToFail, staleCases } from '../blind-kit/oracle.js';
