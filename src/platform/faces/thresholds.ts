/**
 * Operating points of the chosen matcher, printed by eval/faces.ts: derived from the scores of real
 * different people in one half of the identities (the stricter of the empirical threshold and a
 * normal fitted to those scores, since 395 pairs cannot resolve 1e-4 or 1e-5), and reported on the
 * other half: FRR 5.08% / 14.41% / 25.42% of 118 genuine different-photo pairs, 0 of 828 impostor
 * pairs accepted. docs/face-evaluation.md has the tables and what the set cannot show.
 * Re-run the evaluation and update these together when a model or the pipeline changes.
 */
export const matchThresholds = { _1e3: 0.4586, _1e4: 0.5147, _1e5: 0.5633 } as const;

export type MatchOperatingPoint = keyof typeof matchThresholds;

/** Capture quality limits shared by inspect() and assessLiveness(); see docs/face-evaluation.md. */
export const qualityLimits = {
  /** Face box width in the caller's pixels; below this the embedding models see too little detail. */
  minFacePixels: 80,
  /** Face width over the shorter image side: a selfie's face fills a good part of the frame. */
  minFaceFraction: 0.15,
  /**
   * Laplacian variance on the 128 px grey face crop; below it the face is visibly blurred. Measured:
   * genuine crops and their edits >= 40.9 (exposure -30%), blurred copies (sigma 3) 7.8-15 on average.
   */
  minSharpness: 25,
  /** Mean face luma (0-255). Measured: genuine crops and edits 32-193 (exposure -30% darkest). */
  minBrightness: 30,
  maxBrightness: 220,
  /** A second face at least this fraction of the main face's width counts as another person. */
  secondFaceFraction: 0.4,
  /** Detector confidence needed to count a face. */
  minDetectionScore: 0.5,
} as const;

/**
 * The matcher that measured best on real different photos (docs/face-evaluation.md): face-api's
 * 128-d model on the dlib-aligned chip rejected 5.08% of held-out genuine pairs at its FAR 1e-3
 * threshold; human's faceres 38.98%, mobileface (ArcFace-aligned) 55.08%, and mobilefacenet and
 * faceres-deep gave near-constant descriptors (every pair ~1.0).
 */
export const chosenMatcher: 'faceapi-resnet128' | 'human-faceres' = 'faceapi-resnet128';
