import type { tables } from '../../../core/db/index.js';
import type { BusinessReportRecord, IndividualReportRecord } from '../validation.js';

/*
 * The credit bureau port. A job hands one accepted submission to the bureau, outside any database
 * transaction, and stores what comes back. Adapters: sandbox-bureau.ts (default) and http-bureau.ts.
 */

type SubmissionRow = typeof tables.creditSubmissions.$inferSelect;
export type ReportKind = SubmissionRow['kind'];

export interface BureauSubmission {
  submissionId: string;
  institutionId: string;
  kind: ReportKind;
  accountNumber: string;
  catalogVersion: string;
  /** The normalised record (mappedValues, delinquencyBand, E.164 phones, defaults). */
  record: IndividualReportRecord | BusinessReportRecord;
  /** 1 on the first try. */
  attempt: number;
}

/** The bureau's final word on a record it processed. */
export interface BureauOutcome {
  status: 'Success' | 'Failed';
  /** The bureau's reference for the submission; may be empty. */
  providerTransactionId: string;
  /** Timestamped, human-readable progress lines, appended to the submission's uploadStatusList. */
  lines: string[];
}

/** The bureau could not be reached or did not answer in time: worth retrying later. */
export class BureauUnavailableError extends Error {
  override name = 'BureauUnavailableError';
}

export interface CreditBureau {
  readonly name: string;
  /**
   * Processes one record. Resolves with Success or Failed (a rejection of the record is an outcome,
   * not an error); throws BureauUnavailableError when trying again may help. Must be idempotent per
   * submissionId, since a retry after a lost answer sends the same submission again.
   */
  submit(submission: BureauSubmission, options: { signal: AbortSignal }): Promise<BureauOutcome>;
}

/** `2024-06-01T10:00:00.000Z Received by bureau`: the uploadStatusList line format. */
export function statusLine(text: string, at: Date = new Date()): string {
  return `${at.toISOString()} ${text}`;
}

/** Borrower + guarantors + corporate officers: the records a bureau loads for one report. */
export function countRecords(record: IndividualReportRecord | BusinessReportRecord): { total: number; description: string } {
  const guarantors = record.guarantors.length;
  const officers = 'corporateOfficers' in record ? record.corporateOfficers.length : 0;
  const parts = ['borrower'];
  if (guarantors > 0) parts.push(`${guarantors} guarantor${guarantors === 1 ? '' : 's'}`);
  if (officers > 0) parts.push(`${officers} corporate officer${officers === 1 ? '' : 's'}`);
  return { total: 1 + guarantors + officers, description: parts.join(' + ') };
}
