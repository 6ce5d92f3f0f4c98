/* The only file other folders import. */
export { registerEmbedRoutes, type EmbedDeps } from './embed.routes.js';
export type { VerificationProvider, CaptureInspector, CheckedCapture, LivenessEnvelope, IdentityEnvelope, FaceEngineSource } from './providers/index.js';
export { InvalidProviderKeyError, ProviderUnavailableError, CaptureRejectedError } from './providers/index.js';
export { getCapturePageContext, type CaptureFlow } from './capture-page-context.js';
