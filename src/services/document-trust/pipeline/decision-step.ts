import type { Decision } from '../document-trust.schemas.js';
import type { CheckResult } from '../handlers/index.js';

/**
 * Step 7. FAIL needs a failed critical check that is believable: its confidence at least
 * `failConfidence` (a check digit, a clean read). A framing problem, or an image-quality problem that
 * kept a critical field from being read clearly, leaves only failures the MRZ's check digits prove
 * able to FAIL (the check digits themselves, an expiry past or a birth date the record contradicts,
 * read from a check-digit-proven MRZ): a hard-to-read genuine document must not be rejected. A quality problem (blur, glare) on a
 * photo whose every critical field was still read clearly does not hide positive evidence: a record
 * with another name or birth date FAILs (a date whose differing characters were read weakly, what a
 * misread makes, is already REVIEW: authority-step.ts), and so does an expiry date the MRZ proves or the
 * authority's record confirms. A critical field unread or unclear keeps a failure from FAILing unless
 * the MRZ proves it or it stands only on fields read at `failConfidence` or more (its `basis`). Any review or non-critical failure is REVIEW; otherwise PASS.
 */
export const decisionThresholds = { failConfidence: 0.8 };

export function decide(checks: CheckResult[], options: { poorImage?: boolean; clearlyRead?: ReadonlySet<string>; expiryYearClear?: boolean } = {}): Decision {
  // A quality check in review (a field unread or unclear on a poor image) or a framing problem: what
  // was read may be the misread, so only a check-digit-proven MRZ failure still FAILs.
  const unreliableCapture = checks.some((check) => check.category === 'imageQuality' && check.status !== 'pass');
  // Measured problems, yet every critical field read clearly (IMAGE_QUALITY passed naming them).
  const poorImage = options.poorImage === true;
  // With a critical field unread or unclear, a mismatch may be the misread itself: only failures an
  // MRZ proves (its check digits, its disagreement with a confidently read visual zone, no record for
  // a check-digit-proven number, an MRZ-proven expiry) still FAIL.
  const fieldsClear = checks.find((check) => check.code === 'CRITICAL_FIELDS_READ')?.status !== 'review';
  // ...unless the failure stands only on fields that were read clearly: an expiry past, read at 0.99,
  // is evidence on a licence whose birth date was not read (the wide red-team split's expired licences
  // went to REVIEW for their unread birth date).
  const basisClear = (check: CheckResult) => check.basis !== undefined && check.basis.length > 0 && check.basis.every((key) => options.clearlyRead?.has(key) === true);
  // Values the MRZ's check digits prove (confidence 1): no misread, whatever the capture.
  const provenByCheckDigits = (check: CheckResult) => check.code === 'MRZ_CHECK_DIGITS' || (['DOCUMENT_EXPIRY', 'AUTHORITY_DOB_MATCH'].includes(check.code) && check.confidence >= 1);
  const provenByMrz = (check: CheckResult) => ['MRZ_VISUAL_CONSISTENCY', 'AUTHORITY_RECORD_FOUND'].includes(check.code) || provenByCheckDigits(check);
  const expiryConfirmed = checks.some((check) => check.code === 'AUTHORITY_EXPIRY_MATCH' && check.status === 'pass');
  const believableOnCapture = (check: CheckResult) => {
    // An unread or unclear printed name does not make a check-digit-proven birth date or expiry less true.
    if (provenByCheckDigits(check)) return true;
    if (unreliableCapture) return false;
    // An expiry in a past year whose year digits were read clearly (expiryYearClear) is past, poor image
    // or not: a NIN card has no MRZ and its registry holds no expiry, so nothing else could ever confirm
    // it (the seventh blind set's expired e-ID cards on moiré and twice-forwarded photos were REVIEW).
    if (poorImage && check.code === 'DOCUMENT_EXPIRY') return check.confidence >= 1 || expiryConfirmed || options.expiryYearClear === true;
    return true;
  };
  const believableFail = checks.some(
    (check) => check.status === 'fail' && check.critical && check.confidence >= decisionThresholds.failConfidence && believableOnCapture(check) && (fieldsClear || provenByMrz(check) || basisClear(check)),
  );
  if (believableFail) return 'FAIL';
  if (checks.some((check) => check.status === 'fail' || check.status === 'review')) return 'REVIEW';
  return 'PASS';
}

/**
 * trustScore: the weighted mean of the performed checks' values (pass 1, review 0.5, fail 0),
 * critical checks weighing 3 and the others 1, each weight scaled by the check's confidence (floor
 * 0.2); then capped by the decision (FAIL at most 0.3, REVIEW at most 0.75) so the score never
 * contradicts the decision. Skipped checks do not count.
 */
export function trustScore(checks: CheckResult[], decision: Decision): number {
  const value = { pass: 1, review: 0.5, fail: 0 } as const;
  let weighted = 0;
  let weights = 0;
  for (const check of checks) {
    if (check.status === 'skipped') continue;
    const weight = (check.critical ? 3 : 1) * Math.max(0.2, check.confidence);
    weighted += weight * value[check.status];
    weights += weight;
  }
  const mean = weights === 0 ? 0 : weighted / weights;
  const cap = decision === 'FAIL' ? 0.3 : decision === 'REVIEW' ? 0.75 : 1;
  return Math.round(Math.min(mean, cap) * 1000) / 1000;
}

export function summarise(checks: CheckResult[], decision: Decision, docType: string) {
  const count = (status: CheckResult['status']) => checks.filter((check) => check.status === status).length;
  const failing = checks.filter((check) => check.status === 'fail');
  const reviewing = checks.filter((check) => check.status === 'review' || (check.status === 'fail' && decision !== 'FAIL'));
  const name = docType === 'unknown' ? 'document' : docType.replace('_', ' ');
  let headline: string;
  if (decision === 'PASS') headline = `Genuine ${name}: every critical check passed and the authority record matches. Proceed.`;
  else if (decision === 'FAIL') headline = `Reject this ${name}: ${failing.filter((c) => c.critical).map((c) => c.message).join('; ')}.`;
  else headline = `Review this ${name} by hand: ${reviewing.map((c) => c.message).join('; ')}.`;
  return { headline, checksPassed: count('pass'), checksFailed: count('fail'), checksReview: count('review'), checksSkipped: count('skipped') };
}
