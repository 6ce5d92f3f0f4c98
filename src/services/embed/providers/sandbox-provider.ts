import { randomBytes } from 'node:crypto';
import type { Db } from '../../../core/db/index.js';
import { FaceImageError, type FaceComparison } from '../../../platform/faces/index.js';
import { findSandboxIdentity, type SandboxIdentity } from '../../../platform/sandbox-identities/index.js';
import type { FaceChecks } from './face-checks.js';
import {
  CaptureRejectedError,
  InvalidProviderKeyError,
  ProviderUnavailableError,
  type IdentityComparison,
  type IdentityEnvelope,
  type IdType,
  type LivenessEnvelope,
  type VerificationProvider,
} from './port.js';

/*
 * The built-in sandbox provider (docs/providers.md, "The sandbox provider"): real face checks on the
 * local face engine and a sandbox identity registry instead of a national one. Not a
 * presentation-attack defence: a photo of a photo can pass (docs/face-evaluation.md).
 * Keys: any provider secret key starting with `sandbox_`; every other key is refused.
 */

export const sandboxKeyPrefix = 'sandbox_';
/** Similarity (0-1) reported for the seeded test identities whose outcome is simulated. */
export const simulatedSimilarity = { match: 0.95, no_match: 0.05 } as const;

function checkKey(secretKey: string): void {
  if (!secretKey.startsWith(sandboxKeyPrefix)) throw new InvalidProviderKeyError('The sandbox provider accepts only keys starting with sandbox_');
}

/** Unique per call, like a real provider's reference. */
const newReference = () => `SBX-${randomBytes(8).toString('hex').toUpperCase()}`;

/** A phone number as the registry may hold it: as entered, local (0...) or international (234...). */
function lookupForms(idType: IdType, idNumber: string): string[] {
  if (idType !== 'PHONENUMBER') return [idNumber];
  const subscriber = idNumber.replace(/^(?:\+?234|0)/, '');
  return [...new Set([idNumber, `0${subscriber}`, `234${subscriber}`])];
}

async function lookUp(db: Db, idType: IdType, idNumber: string): Promise<SandboxIdentity | null> {
  for (const form of lookupForms(idType, idNumber)) {
    const identity = await findSandboxIdentity({ db, idType, idNumber: form });
    if (identity) return identity;
  }
  return null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The spec's identity payload; optional members only when the record has them. */
function payloadOf(identity: SandboxIdentity): Record<string, unknown> {
  return {
    firstName: identity.firstName,
    lastName: identity.lastName,
    ...(identity.dateOfBirth ? { dateOfBirth: identity.dateOfBirth } : {}),
    ...(identity.phoneNumber ? { phoneNumber1: identity.phoneNumber } : {}),
    ...(identity.idType === 'BVN' ? { bvn: identity.idNumber } : {}),
    ...(identity.photo ? { base64Image: identity.photo.bytes.toString('base64') } : {}),
  };
}

/** The spec's comparison from the engine's: its confidence is already 0-100 (a negative cosine shows as 0). */
function comparisonOf(compared: Pick<FaceComparison, 'isMatch' | 'confidence' | 'thresholds'>): IdentityComparison {
  return { isMatch: compared.isMatch, confidence: compared.confidence, detail: { confidence: round(compared.confidence / 100, 4), thresholds: compared.thresholds } };
}

export function createSandboxProvider(options: { db: Db; faces: FaceChecks }): VerificationProvider {
  const { db, faces } = options;

  /** The selfie against the record's photo with the real matcher; null when the record photo has no usable face. */
  async function compareFaces(selfie: Buffer, reference: Buffer): Promise<FaceComparison | null> {
    try {
      return await (await faces.engine()).compare(selfie, reference);
    } catch (error) {
      if (!(error instanceof FaceImageError)) throw error;
      if (error.image === 'reference') return null;
      throw new CaptureRejectedError('No face could be compared in the photo. Face the camera and retake it.');
    }
  }

  return {
    name: 'sandbox',

    async checkLiveness({ secretKey, image }): Promise<LivenessEnvelope> {
      checkKey(secretKey);
      // Capture problems (no face, several, small, blurred, dark, bright) are retakes, not verdicts.
      const assessment = await faces.requireUsable(image);
      return {
        status: true,
        message: assessment.passed ? 'Liveness check passed' : assessment.reasons.join(' '),
        code: '200',
        transactionRef: newReference(),
        data: {
          isLive: assessment.passed,
          // judge-result.ts reads livenessScore (0-1) as the session's confidence.
          livenessScore: assessment.confidence / 100,
          confidence: assessment.confidence,
          reasons: assessment.reasons,
          signals: assessment.signals,
          advisory: assessment.advisory,
        },
      };
    },

    async compareIdentity({ secretKey, image, idType, idNumber }): Promise<IdentityEnvelope> {
      checkKey(secretKey);
      const transactionRef = newReference();
      const identity = await lookUp(db, idType, idNumber);
      const answer = (fields: Pick<IdentityEnvelope, 'status' | 'message' | 'code' | 'error' | 'data'>): IdentityEnvelope => ({
        status: fields.status,
        message: fields.message,
        code: fields.code,
        apiVersion: 'v1',
        transactionRef,
        error: fields.error,
        data: fields.data,
      });
      if (identity === null) {
        const message = `No ${idType} record with this number in the sandbox registry`;
        return answer({ status: false, message, code: '404', error: { code: 'NOT_FOUND', message }, data: null });
      }
      if (identity.simulatedOutcome === 'registry_unavailable') // No ID number in the message: it reaches the logs.
        throw new ProviderUnavailableError(`sandbox registry unavailable (test identity, ${idType})`);
      const found = { type: idType, number: identity.idNumber, payload: payloadOf(identity) };
      if (identity.photo === null) {
        return answer({ status: true, message: 'Identity record found but it has no photo to compare with', code: '200', error: null, data: { identity: found, comparison: null } });
      }
      // Simulated outcomes too need a usable selfie (free after the inspector: the assessment is memoised).
      await faces.requireUsable(image);
      let comparison: IdentityComparison | null;
      if (identity.simulatedOutcome === 'match' || identity.simulatedOutcome === 'no_match') {
        // Reported against the configured matcher's thresholds, as a real comparison would be.
        const { thresholds } = await faces.engine();
        comparison = comparisonOf({ isMatch: identity.simulatedOutcome === 'match', confidence: round(simulatedSimilarity[identity.simulatedOutcome] * 100, 2), thresholds: { ...thresholds } });
      } else {
        const compared = await compareFaces(image, identity.photo.bytes);
        comparison = compared && comparisonOf(compared);
      }
      if (comparison === null) {
        return answer({ status: true, message: 'Identity record found but its photo has no usable face to compare with', code: '200', error: null, data: { identity: found, comparison: null } });
      }
      return answer({
        status: true,
        message: comparison.isMatch ? 'Face matches the identity record' : 'Face does not match the identity record',
        code: '200',
        error: null,
        data: { identity: found, comparison },
      });
    },
  };
}
