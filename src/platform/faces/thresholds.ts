/**
 * Operating points of the chosen matcher, printed by eval/faces-lfw.ts: derived from the scores of
 * real different people in the derive part of the combined set (the package sets' derive half plus
 * 121 LFW people, 41 of them dark-skinned: 87,797 impostor pairs, so 1e-3 and 1e-4 are resolved
 * empirically; the stricter of that and a fitted normal), and reported on the other part (16 package-set
 * and 120 LFW people): FRR 12.62% / 36.12% / 62.02% of 753 genuine different-photo pairs, FAR 0.14% /
 * 0.02% / 0.001% of 99,375 impostor pairs. Among dark-skinned people alone the FAR at `_1e3` is 1.17%
 * (FRR 8.30%): see docs/face-evaluation.md before relying on these for Nigerian users.
 * Re-run the evaluation and update these together when a model or the pipeline changes.
 */
export const matchThresholds = { _1e3: 0.4918, _1e4: 0.5552, _1e5: 0.607 } as const;

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
