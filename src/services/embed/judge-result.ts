import { clampText } from '../../core/field-limits.js';
import type { IdentityEnvelope, LivenessEnvelope } from './providers/index.js';

/** What a provider answer means for the session (docs/embed.md, "Completed or failed"). */
export interface Judgement {
  success: boolean;
  /** Integer 0-100. */
  confidence: number;
  /** null exactly when success. */
  errorMessage: string | null;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** data.livenessScore (0-1) x 100 when the provider gives one; otherwise 100 for a live answer, 0 for not. */
export function judgeLiveness(envelope: LivenessEnvelope, threshold: number): Judgement {
  const score = envelope.data.livenessScore;
  const live = envelope.status && envelope.data.isLive !== false;
  const confidence = typeof score === 'number' && Number.isFinite(score) ? clamp(score * 100) : live ? 100 : 0;
  // The provider's message is its own text, of any length: cut where it enters ours (it stays whole in providerResponse).
  const failed = `liveness check failed: ${clampText(envelope.message, 'providerMessage')}`;
  if (!envelope.status) return { success: false, confidence, errorMessage: failed };
  if (!live) return { success: false, confidence, errorMessage: failed };
  if (confidence < threshold) return { success: false, confidence, errorMessage: `liveness check failed: confidence ${confidence} is below the pass threshold ${threshold}` };
  return { success: true, confidence, errorMessage: null };
}

/** data.comparison.confidence (decimal 0-100) rounded; 0 when there is no comparison. Passes only on isMatch. */
export function judgeIdentity(envelope: IdentityEnvelope): Judgement {
  if (!envelope.status || envelope.data === null) return { success: false, confidence: 0, errorMessage: 'ID record not found' };
  const comparison = envelope.data.comparison;
  if (comparison === null) return { success: false, confidence: 0, errorMessage: 'ID record has no photo to compare with' };
  const confidence = clamp(comparison.confidence);
  if (!comparison.isMatch) return { success: false, confidence, errorMessage: 'face does not match the ID record' };
  return { success: true, confidence, errorMessage: null };
}
