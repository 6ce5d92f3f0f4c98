import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { chargeForCall } from '../../platform/billing/index.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import type { StatusResponseData } from './report.schemas.js';
import { findSubmissionStatus } from './submissions.repo.js';

/** Same answer for "no such id" and "another institution's id", so ids leak nothing. */
const notFoundMessage = 'Submission not found';

/** Reads one submission's processing state and charges the poll, in one transaction. */
export async function getSubmissionStatus(options: { db: Db; caller: InstitutionCaller; submissionId: string }): Promise<{ data: StatusResponseData; transactionRef: string }> {
  return options.db.transaction(async (tx) => {
    const data = await findSubmissionStatus({ db: tx, institutionId: options.caller.institutionId, submissionId: options.submissionId });
    if (!data) throw new AppError('not_found', notFoundMessage);
    const { transactionRef } = await chargeForCall({ tx, caller: options.caller });
    return { data, transactionRef };
  });
}
