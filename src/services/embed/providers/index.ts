import type { Config } from '../../../core/config.js';
import type { Db } from '../../../core/db/index.js';
import { createFaceChecks, type FaceEngineSource } from './face-checks.js';
import { createFaceInspector } from './face-inspector.js';
import { createHttpProvider } from './http-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import type { CaptureInspector, VerificationProvider } from './port.js';

export * from './port.js';
export type { FaceEngineSource } from './face-checks.js';

/**
 * The configured provider (EMBED_PROVIDER) and the face inspector in front of it. The inspector runs
 * for every provider: an unusable capture never costs a provider call (docs/providers.md).
 */
export function verificationFor(options: { db: Db; config: Config['embed']; faceEngine: FaceEngineSource }): { provider: VerificationProvider; inspector: CaptureInspector } {
  const faces = createFaceChecks(options.faceEngine);
  const provider =
    options.config.provider.driver === 'http'
      ? createHttpProvider({ url: options.config.provider.url, timeoutMs: options.config.providerTimeoutMs })
      : createSandboxProvider({ db: options.db, faces });
  return { provider, inspector: createFaceInspector(faces) };
}
