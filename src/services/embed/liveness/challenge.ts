import { randomInt } from 'node:crypto';

/**
 * The actions a challenge draws from: the ones the face mesh measures reliably in a single frame
 * (head yaw with the nose's parallax, and the inner-lip gap). Blinking is left out: a key frame
 * with both eyes closed is hard to catch in the browser at a few frames a second.
 */
export const livenessActions = ['turn_left', 'turn_right', 'open_mouth'] as const;
export type LivenessAction = (typeof livenessActions)[number];

export interface LivenessChallenge {
  actions: LivenessAction[];
}

/** A fresh random order of 2 or 3 distinct actions (12 possible challenges), from the CSPRNG. */
export function drawChallenge(): LivenessChallenge {
  const pool = [...livenessActions];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return { actions: pool.slice(0, 2 + randomInt(2)) };
}

export function isLivenessChallenge(value: unknown): value is LivenessChallenge {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as LivenessChallenge).actions) &&
    (value as LivenessChallenge).actions.every((action) => (livenessActions as readonly string[]).includes(action))
  );
}
