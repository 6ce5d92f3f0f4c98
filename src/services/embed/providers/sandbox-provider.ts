import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  InvalidProviderKeyError,
  ProviderUnavailableError,
  type IdentityEnvelope,
  type LivenessEnvelope,
  type VerificationProvider,
} from './port.js';

/*
 * The built-in sandbox provider: deterministic, never random, documented in docs/providers.md.
 * Keys: any provider secret key starting with `sandbox_`; every other key is refused.
 * Liveness: the image decides (width ending in 7 = outage; mean brightness below 40 = poor lighting).
 * Identity comparison: the last digit of the ID number decides (0-4 match, 5-6 no match,
 * 7 not found, 8 outage, 9 record without photo).
 * A real sandbox (face detection, registry, face comparison) replaces it behind the same port.
 */

export const sandboxKeyPrefix = 'sandbox_';
export const sandboxThresholds = { _1e3: 0.62, _1e4: 0.7, _1e5: 0.78 };
/** Mean brightness (0-255) below which the sandbox calls the capture too dark. */
export const sandboxDarkBelow = 40;

function checkKey(secretKey: string): void {
  if (!secretKey.startsWith(sandboxKeyPrefix)) throw new InvalidProviderKeyError('The sandbox provider accepts only keys starting with sandbox_');
}

/** Same inputs, same reference: `SBX-` + 16 hex of sha256. */
function reference(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return `SBX-${hash.digest('hex').slice(0, 16).toUpperCase()}`;
}

let registryPhoto: Promise<string> | null = null;
/** The sandbox registry's ID photo: a small grey JPEG, the same on every call. */
function sandboxRegistryPhoto(): Promise<string> {
  registryPhoto ??= sharp({ create: { width: 32, height: 40, channels: 3, background: { r: 128, g: 128, b: 128 } } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((bytes) => bytes.toString('base64'));
  return registryPhoto;
}

export function createSandboxProvider(): VerificationProvider {
  return {
    name: 'sandbox',

    async checkLiveness({ secretKey, image }): Promise<LivenessEnvelope> {
      checkKey(secretKey);
      const pipeline = sharp(image);
      const { width = 0 } = await pipeline.metadata();
      if (width % 10 === 7) throw new ProviderUnavailableError('Sandbox outage: image width ends in 7');
      const stats = await pipeline.stats();
      const channels = stats.channels.slice(0, 3);
      const brightness = Math.round(channels.reduce((sum, channel) => sum + channel.mean, 0) / channels.length);
      const transactionRef = reference('liveness', image);
      if (brightness < sandboxDarkBelow) {
        return {
          status: true,
          message: 'Liveness check failed: poor lighting',
          code: '200',
          transactionRef,
          data: { isLive: false, livenessScore: 0.21, brightness, reason: 'poor_lighting' },
        };
      }
      // 0.90-0.99, rising with brightness, so a test can predict it from the image.
      const livenessScore = Math.round((0.9 + (brightness / 255) * 0.09) * 100) / 100;
      return { status: true, message: 'Liveness check passed', code: '200', transactionRef, data: { isLive: true, livenessScore, brightness } };
    },

    async compareIdentity({ secretKey, image, idType, idNumber }): Promise<IdentityEnvelope> {
      checkKey(secretKey);
      const digit = Number(idNumber.at(-1));
      if (digit === 8) throw new ProviderUnavailableError('Sandbox outage: ID number ends in 8');
      const transactionRef = reference('identity', image, idType, idNumber);
      if (digit === 7) {
        return {
          status: false,
          message: 'Identity record not found',
          code: '404',
          apiVersion: 'v1',
          transactionRef,
          error: { code: 'NOT_FOUND', message: `No ${idType} record for this number` },
          data: null,
        };
      }
      const payload: Record<string, unknown> = {
        firstName: 'Ada',
        lastName: 'Sandbox',
        dateOfBirth: '1990-01-0' + String(digit === 0 ? 1 : digit),
        phoneNumber1: '08030000000',
        ...(idType === 'BVN' ? { bvn: idNumber } : {}),
      };
      const identity = { type: idType, number: idNumber, payload };
      if (digit === 9) {
        return {
          status: true,
          message: 'Identity record found but it has no photo to compare',
          code: '200',
          apiVersion: 'v1',
          transactionRef,
          error: null,
          data: { identity, comparison: null },
        };
      }
      payload.base64Image = await sandboxRegistryPhoto();
      const isMatch = digit <= 4;
      const similarity = isMatch ? 0.9 + digit * 0.02 : 0.1 + digit * 0.01;
      return {
        status: true,
        message: isMatch ? 'Face matches the identity record' : 'Face does not match the identity record',
        code: '200',
        apiVersion: 'v1',
        transactionRef,
        error: null,
        data: {
          identity,
          comparison: {
            isMatch,
            confidence: Math.round(similarity * 10000) / 100,
            detail: { confidence: Math.round(similarity * 10000) / 10000, thresholds: sandboxThresholds },
          },
        },
      };
    },
  };
}
