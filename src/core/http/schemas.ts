import { Type, type TSchema, type TStringOptions } from 'typebox';
import { errorStatus, type ErrorCode } from '../errors.js';
import { idsMaxLength, textMaxLength, type TextKind } from '../field-limits.js';
import type { IdKind } from '../ids.js';

/** A string of one kind of text, bounded by the shared table (core/field-limits.ts). */
export function boundedText(kind: TextKind, options: TStringOptions = {}) {
  return Type.String({ ...options, maxLength: textMaxLength[kind] });
}

/** An id we issue, of one kind or (a field that holds either) several: bounded by the prefix map. */
export function idText(kinds: IdKind | IdKind[], options: TStringOptions = {}) {
  const list = Array.isArray(kinds) ? kinds : [kinds];
  return Type.String({ ...options, maxLength: idsMaxLength(...list) });
}

/** An ISO 8601 date-time. */
export function dateTimeText(options: TStringOptions = {}) {
  return Type.String({ format: 'date-time', ...options, maxLength: textMaxLength.dateTime });
}

/** The error detail: its path and message are cut to these lengths where the AppError is made. */
export const ErrorDetailSchema = Type.Object({
  path: boundedText('errorPath', { description: 'JSON path of the offending field, e.g. corporateOfficers[0].bvn' }),
  message: boundedText('message'),
});
const errorDetail = ErrorDetailSchema;

const httpStatusText = Type.String({ pattern: '^[1-5][0-9]{2}$', maxLength: 3, description: 'HTTP status as text' });
const transactionRefText = idText(['transaction', 'request'], { description: 'Ledger reference (txn_...) when billed, otherwise the request id (req_...)' });

/** Documents the envelope around `data`; also the response serialiser, so nothing else leaks out. */
export function envelopeSchema<T extends TSchema>(data: T, example?: { message: string; data: unknown }) {
  return Type.Object(
    {
      status: Type.Boolean(),
      message: boundedText('message'),
      code: httpStatusText,
      apiVersion: Type.Literal('v1'),
      transactionRef: transactionRefText,
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
  message: boundedText('message'),
  code: httpStatusText,
  apiVersion: Type.Literal('v1'),
  transactionRef: transactionRefText,
  data: Type.Null(),
  error: Type.Object({
    type: Type.Enum(Object.keys(errorStatus) as ErrorCode[], { description: 'The closed list of error types' }),
    details: Type.Array(errorDetail),
    requestId: idText('request'),
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
