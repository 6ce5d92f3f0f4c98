/** The recognition models the engine can run (FACE_MATCHER); `arcface` is the default. */
export const faceMatchers = ['arcface', 'face-api'] as const;
export type FaceMatcher = (typeof faceMatchers)[number];

/**
 * Operating points of each matcher, from eval/faces-lfw-candidates.ts (docs/face-evaluation.md,
 * "Other recognition models on the larger set"): derived from the scores of real different people in
 * the derive part of the combined set (14 package-set people plus 121 LFW people, 41 of them
 * dark-skinned: 87,797 impostor pairs, 613 genuine different-photo pairs; `_1e3` and `_1e4` resolved
 * empirically, the stricter of that and a fitted normal), reported on the other part (16 package-set
 * and 120 LFW people: 753 genuine, 99,375 impostor pairs). Re-run the evaluation and update these
 * together when a model or the pipeline changes.
 */
export const matcherThresholds = {
  /**
   * faceplugin fr_feature 512-d on the ArcFace 5-point chip, cosine (-1 to 1). Derived on the
   * dark-skinned people's derive pairs alone (41 people, 6,201 impostor pairs), not on the pooled
   * derive part: our users are Nigerian, and dark-skinned impostors score higher with every model
   * measured (pooled thresholds 0.3388 / 0.4157 / 0.4776 let 0.86% of dark-skinned report impostor
   * pairs through at `_1e3`). Report part, all pairs: FRR 1.59% / 5.05% / 7.70% at FAR 0.03% / 0.01% /
   * 0.00%; dark-skinned pairs: FRR 0.41% / 3.73% / 8.30% at FAR 0.22% / 0.03% / 0.02%.
   */
  arcface: { _1e3: 0.3987, _1e4: 0.4703, _1e5: 0.5075 },
  /**
   * face-api 128-d on the dlib chip, 1 - Euclidean distance. Derive FRR 13.87% / 43.72% / 65.91%;
   * report FRR 12.62% / 36.12% / 62.02% at FAR 0.14% / 0.02% / 0.00%; dark-skinned FAR at `_1e3`
   * 1.17% (FRR 8.30%).
   */
  'face-api': { _1e3: 0.4918, _1e4: 0.5552, _1e5: 0.607 },
} as const satisfies Record<FaceMatcher, Record<'_1e3' | '_1e4' | '_1e5', number>>;

/** The default matcher's operating points. */
export const matchThresholds = matcherThresholds.arcface;

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

/** What a comparison names as its matcher: the model and its descriptor. */
export const matcherNames = { arcface: 'arcface-fr-feature-512', 'face-api': 'faceapi-resnet128' } as const satisfies Record<FaceMatcher, string>;
