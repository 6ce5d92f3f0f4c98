/**
 * Operating points of the chosen matcher, measured by eval/faces.ts on its labelled set: the
 * similarity at which the false-accept rate on different-person pairs falls to 1e-3, 1e-4, 1e-5.
 * docs/face-evaluation.md has the table, how they were derived, and the limits of that set.
 * Re-run the evaluation and update these together when a model or the pipeline changes.
 */
export const matchThresholds = { _1e3: 0.5769, _1e4: 0.5932, _1e5: 0.6057 } as const;

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
 * The matcher that measured best on the evaluation set (docs/face-evaluation.md): face-api's 128-d
 * model on the dlib-aligned chip rejected 10% of genuinely different photos of one person at FAR
 * 1e-3 (human's faceres 73%, face-api on the old unaligned chip 50%, their fusion 19%) and none of
 * the edited copies.
 */
export const chosenMatcher: 'faceapi-resnet128' | 'human-faceres' = 'faceapi-resnet128';
