import { Type, type TSchema } from 'typebox';
import { errorStatus, type ErrorCode } from '../errors.js';

const errorDetail = Type.Object({
  path: Type.String({ description: 'JSON path of the offending field, e.g. corporateOfficers[0].bvn' }),
  message: Type.String(),
});

/** Documents the envelope around `data`; also the response serialiser, so nothing else leaks out. */
export function envelopeSchema<T extends TSchema>(data: T, example?: { message: string; data: unknown }) {
  return Type.Object(
    {
      status: Type.Boolean(),
      message: Type.String(),
      code: Type.String({ description: 'HTTP status as text' }),
      apiVersion: Type.Literal('v1'),
      transactionRef: Type.String({ description: 'Ledger reference (txn_...) when billed, otherwise the request id (req_...)' }),
      data,
      error: Type.Null(),
    },
    example
      ? {
          examples: [
            {
              status: true,
              message: example.message,
              code: '200',
              apiVersion: 'v1',
              transactionRef: 'txn_01JD4S3XQ6V4C8Y0M2N5P7R9TA',
              data: example.data,
              error: null,
            },
          ],
        }
      : {},
  );
}

export const errorEnvelopeSchema = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  code: Type.String(),
  apiVersion: Type.Literal('v1'),
  transactionRef: Type.String(),
  data: Type.Null(),
  error: Type.Object({
    type: Type.String({ description: `One of: ${Object.keys(errorStatus).join(', ')}` }),
    details: Type.Array(errorDetail),
    requestId: Type.String(),
  }),
});

/** Response schemas for the error statuses a route can return, for the OpenAPI document. */
export function standardErrorResponses(...codes: ErrorCode[]): Record<string, typeof errorEnvelopeSchema> {
  const out: Record<string, typeof errorEnvelopeSchema> = {};
  for (const code of new Set<ErrorCode>(['validation_error', 'internal', ...codes])) {
    out[String(errorStatus[code])] = errorEnvelopeSchema;
  }
  return out;
}
