import type { Db } from '../../core/db/index.js';
import { AppError } from '../../core/errors.js';
import { newId } from '../../core/ids.js';
import { insufficientBalance, recordChargeMetrics } from '../../platform/billing/index.js';
import type { InstitutionCaller } from '../../platform/institutions/index.js';
import type { StatusResponseData } from './report.schemas.js';
import { findSubmissionStatusCharged } from './submissions.repo.js';

/** Same answer for "no such id" and "another institution's id", so ids leak nothing. */
const notFoundMessage = 'Submission not found';

/** Reads one submission's processing state and charges the poll, in one statement. */
export async function getSubmissionStatus(options: { db: Db; caller: InstitutionCaller; submissionId: string }): Promise<{ data: StatusResponseData; transactionRef: string }> {
  const { caller } = options;
  const found = await findSubmissionStatusCharged({ db: options.db, caller, submissionId: options.submissionId, transactionRef: newId('transaction') });
  if (!found) throw new AppError('not_found', notFoundMessage);
  const serviceCode = caller.service?.code ?? '';
  if (!found.charge) throw insufficientBalance(serviceCode);
  recordChargeMetrics({ serviceCode, amountKobo: found.charge.amountKobo });
  return { data: found.data, transactionRef: found.charge.transactionRef };
}
