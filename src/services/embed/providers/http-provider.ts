import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { textMaxLength } from '../../../core/field-limits.js';
import {
  CaptureRejectedError,
  InvalidProviderKeyError,
  maxProviderResponseBytes,
  ProviderUnavailableError,
  type IdentityEnvelope,
  type LivenessEnvelope,
  type VerificationProvider,
} from './port.js';

/*
 * Adapter for a real provider over HTTP. The contract (docs/providers.md, "HTTP provider"):
 *
 *   POST {EMBED_PROVIDER_URL}/liveness              { image }
 *   POST {EMBED_PROVIDER_URL}/identity-comparison   { image, idType, idNumber }
 *     x-api-key: {the partner's provider secret key}
 *     content-type: application/json; image is raw JPEG base64
 *
 *   200 (or 404 for a record not found): the provider envelope, passed through whole
 *   401 or 403: the key is refused                    -> "invalid provider key"
 *   422 { message }: the capture is unusable          -> rejected, the user may retake it
 *   anything else, a network error, a timeout or an envelope that does not follow the contract
 *                                                     -> "provider unavailable"
 *   Any JSON the provider sent with a failure is kept as the session's providerResponse.
 *   An answer over maxProviderResponseBytes, or a transactionRef over 128 characters, is not the
 *   contract either: both are passed on whole, so they are bounded here.
 */

const LivenessEnvelopeSchema = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  code: Type.String(),
  transactionRef: Type.String({ maxLength: textMaxLength.providerReference }),
  data: Type.Record(Type.String(), Type.Unknown()),
});

const ComparisonSchema = Type.Object({
  isMatch: Type.Boolean(),
  confidence: Type.Number(),
  detail: Type.Object({
    confidence: Type.Number(),
    thresholds: Type.Object({ _1e3: Type.Number(), _1e4: Type.Number(), _1e5: Type.Number() }),
  }),
});

const IdentityEnvelopeSchema = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  code: Type.String(),
  apiVersion: Type.String(),
  transactionRef: Type.String({ maxLength: textMaxLength.providerReference }),
  error: Type.Unknown(),
  data: Type.Union([
    Type.Null(),
    Type.Object({
      identity: Type.Object({ type: Type.String(), number: Type.String(), payload: Type.Record(Type.String(), Type.Unknown()) }),
      comparison: Type.Union([Type.Null(), ComparisonSchema]),
    }),
  ]),
});

const RejectionSchema = Type.Object({ message: Type.String() });

/** The answer's JSON (undefined when it is not JSON), read up to maxProviderResponseBytes. */
async function readJson(response: Response): Promise<unknown> {
  const tooLarge = () => {
    throw new ProviderUnavailableError(`the provider's answer is larger than ${maxProviderResponseBytes} bytes`);
  };
  if (Number(response.headers.get('content-length')) > maxProviderResponseBytes) {
    await response.body?.cancel();
    return tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    // Leaving the loop early cancels the stream.
    for await (const chunk of response.body ?? []) {
      size += chunk.byteLength;
      if (size > maxProviderResponseBytes) return tooLarge();
      chunks.push(chunk);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    if (error instanceof ProviderUnavailableError) throw error;
    // A body cut off or not JSON: judged by its status like an answer without one.
    return undefined;
  }
}

export function createHttpProvider(options: { url: string; timeoutMs: number }): VerificationProvider {
  const base = options.url.replace(/\/+$/, '');

  async function post(path: string, secretKey: string, body: object, signal: AbortSignal): Promise<unknown> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'x-api-key': secretKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.any([signal, timeout]),
      });
    } catch {
      if (timeout.aborted) throw new ProviderUnavailableError(`the provider did not answer within ${options.timeoutMs} ms`);
      throw new ProviderUnavailableError('could not reach the provider');
    }
    const json = await readJson(response);
    // Whatever JSON the provider sent with an error stays with the session (complete pass-through).
    const sent = json === undefined ? null : json;
    if (response.status === 401 || response.status === 403) throw new InvalidProviderKeyError(`the provider refused the key (HTTP ${response.status})`, sent);
    if (response.status === 422) {
      throw new CaptureRejectedError(Value.Check(RejectionSchema, json) ? json.message.slice(0, 300) : 'The provider could not use this photo. Retake it.');
    }
    if (response.status !== 200 && response.status !== 404) throw new ProviderUnavailableError(`the provider answered HTTP ${response.status}`, sent);
    return json;
  }

  return {
    name: 'http',
    async checkLiveness({ secretKey, image, signal }): Promise<LivenessEnvelope> {
      const json = await post('/liveness', secretKey, { image: image.toString('base64') }, signal);
      if (!Value.Check(LivenessEnvelopeSchema, json)) throw new ProviderUnavailableError('the provider sent an answer that does not follow the contract', json ?? null);
      return json;
    },
    async compareIdentity({ secretKey, image, idType, idNumber, signal }): Promise<IdentityEnvelope> {
      const json = await post('/identity-comparison', secretKey, { image: image.toString('base64'), idType, idNumber }, signal);
      if (!Value.Check(IdentityEnvelopeSchema, json)) throw new ProviderUnavailableError('the provider sent an answer that does not follow the contract', json ?? null);
      return json as IdentityEnvelope;
    },
  };
}
