import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { clampText, textMaxLength } from '../../../core/field-limits.js';
import { BureauUnavailableError, statusLine, type BureauOutcome, type BureauSubmission, type CreditBureau } from './bureau.js';

/*
 * Adapter for a real bureau over HTTP. The contract (docs/credit-registry.md, "HTTP bureau"):
 *
 *   POST {CREDIT_BUREAU_URL}/submissions
 *     Authorization: Bearer {CREDIT_BUREAU_API_KEY}
 *     Idempotency-Key: {submissionId}        the same submission may be sent again after a lost answer
 *     Content-Type: application/json
 *     { submissionId, institutionId, kind, accountNumber, catalogVersion, record }
 *
 *   200 or 201 { status: "Success" | "Failed", providerTransactionId, reason?, events?: [{ at, message }] }
 *   400 or 422 { reason? }   the bureau refuses the record itself: Failed, not retried
 *   anything else, a network error, a timeout or an unreadable answer: retried with backoff
 */

export const BureauResponseSchema = Type.Object({
  status: Type.Enum(['Success', 'Failed']),
  // Longer is off-contract (a cut id would name nothing): an unreadable answer, retried.
  providerTransactionId: Type.String({ maxLength: textMaxLength.providerReference }),
  reason: Type.Optional(Type.String()),
  events: Type.Optional(Type.Array(Type.Object({ at: Type.String(), message: Type.String() }))),
});
export type BureauResponse = Static<typeof BureauResponseSchema>;

const RefusalSchema = Type.Object({ reason: Type.String() });

/** Lines from a third party end up in our API responses: keep them single-line and bounded. */
function clean(text: string): string {
  const singleLine = text.replace(/\s+/g, ' ').trim();
  return clampText(singleLine, 'providerMessage');
}

function eventLine(event: { at: string; message: string }): string {
  const at = new Date(event.at);
  return statusLine(clean(event.message), Number.isNaN(at.getTime()) ? new Date() : at);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function createHttpBureau(options: { url: string; apiKey: string; timeoutMs: number }): CreditBureau {
  const endpoint = `${options.url.replace(/\/+$/, '')}/submissions`;

  async function submit(submission: BureauSubmission, { signal }: { signal: AbortSignal }): Promise<BureauOutcome> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'idempotency-key': submission.submissionId,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          submissionId: submission.submissionId,
          institutionId: submission.institutionId,
          kind: submission.kind,
          accountNumber: submission.accountNumber,
          catalogVersion: submission.catalogVersion,
          record: submission.record,
        }),
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      if (timeout.aborted) throw new BureauUnavailableError(`the bureau did not answer within ${options.timeoutMs} ms`);
      const code = error instanceof Error && error.cause instanceof Error ? ` (${(error.cause as NodeJS.ErrnoException).code ?? error.cause.message})` : '';
      throw new BureauUnavailableError(`could not reach the bureau${code}`);
    }

    const body = await readJson(response);
    if (response.status === 400 || response.status === 422) {
      const reason = Value.Check(RefusalSchema, body) ? clean(body.reason) : `HTTP ${response.status}`;
      return { status: 'Failed', providerTransactionId: '', lines: [statusLine(`Rejected by bureau: ${reason}`)] };
    }
    if (response.status !== 200 && response.status !== 201) throw new BureauUnavailableError(`the bureau answered HTTP ${response.status}`);
    if (!Value.Check(BureauResponseSchema, body)) throw new BureauUnavailableError('the bureau sent an answer that does not follow the contract');

    const lines = (body.events ?? []).map(eventLine);
    lines.push(
      body.status === 'Success'
        ? statusLine(`Completed: bureau file updated${body.providerTransactionId ? ` (reference ${clean(body.providerTransactionId)})` : ''}`)
        : statusLine(`Rejected by bureau: ${clean(body.reason ?? 'no reason given')}`),
    );
    return { status: body.status, providerTransactionId: clean(body.providerTransactionId), lines };
  }

  return { name: 'http', submit };
}
