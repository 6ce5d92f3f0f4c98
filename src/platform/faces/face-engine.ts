import type { Logger } from '../../core/logger.js';
import { detectedFace, faceApiChip, faceApiChipDescriptor, faceApiLandmarks, faceApiSimilarity, locateFaces, type DetectedFace } from './analysis.js';
import { decodeImage, FaceImageError, measureRegion, type Box, type DecodedImage } from './image.js';
import { createDescriptorCache } from './descriptor-cache.js';
import { createLimiter } from './limiter.js';
import { frameFingerprint } from './fingerprint.js';
import { describeFacePose, poseOfFaces, type FacePose } from './pose.js';
import { loadFaceRuntime, FaceModelLoadError, type DetectionMode, type FaceModelDirs, type FaceResult, type FaceRuntime } from './runtime.js';
import { warmUpFace } from './sample-faces.js';
import { arcFaceChip, cosine, loadRecognitionModel, recognitionEmbedding } from './recognition.js';
import { measureRecaptureTexture, type RecaptureTexture } from './texture.js';
import { matcherNames, matcherThresholds, qualityLimits, type FaceMatcher, type MatchOperatingPoint } from './thresholds.js';

export type FaceProblemCode = 'no_face' | 'multiple_faces' | 'not_live' | 'face_too_small' | 'face_cut_off' | 'blurry' | 'too_dark' | 'too_bright';

export interface FaceProblem {
  code: FaceProblemCode;
  /** One sentence a person holding the camera can act on. */
  reason: string;
}

export interface FaceSignals {
  /** Detector confidence 0-1. */
  detectionScore: number;
  /** Face box width in the submitted image's pixels. */
  faceWidthPixels: number;
  /** Face width over the image's shorter side (0-1). */
  faceFraction: number;
  /** Distance of the face centre from the image centre, 0 (centred) to 1 (at a corner). */
  centreOffset: number;
  /** Variance of the Laplacian on the face resized to 128 px grey; higher is sharper. */
  sharpness: number;
  /** Mean luma of the face, 0-255. */
  brightness: number;
}

export interface FaceInspection {
  imageWidth: number;
  imageHeight: number;
  /** Faces found with a detector score >= the limit, any size. */
  faceCount: number;
  /** The largest face; null when none was found. Box in the submitted image's pixels. */
  mainFace: { box: Box; signals: FaceSignals } | null;
  /** Empty when the capture is usable. */
  problems: FaceProblem[];
  acceptable: boolean;
}

export interface LivenessAssessment {
  passed: boolean;
  /**
   * 0-100: 100 x the weakest of the capture scores (detection, size, sharpness, exposure and, when
   * they decide, the model scores), each scaled so its pass limit is 0.5 and twice the limit is 1.
   * So passed <=> confidence >= 50; 0 when there is not exactly one face.
   */
  confidence: number;
  /** Why it failed (empty when passed), one human-readable sentence each. */
  reasons: string[];
  problems: FaceProblem[];
  signals: FaceSignals | null;
  /** human's antispoof and liveness model scores (0-1). They did not separate simulated recaptures in our evaluation. */
  advisory: { antispoof: number | null; liveness: number | null; decides: boolean };
}

export interface FaceComparison {
  /**
   * Higher is more alike, on the matcher's own scale (docs/face-evaluation.md): cosine (-1 to 1) for
   * `arcface`, 1 - Euclidean distance (at most 1) for `face-api`.
   */
  similarity: number;
  /** similarity >= the threshold of the configured operating point. */
  isMatch: boolean;
  /** 100 x max(0, similarity), two decimals: 0-100 on either matcher's scale. */
  confidence: number;
  /** The matcher's similarity thresholds measured for false-accept rates 1e-3, 1e-4, 1e-5. */
  thresholds: { _1e3: number; _1e4: number; _1e5: number };
  operatingPoint: MatchOperatingPoint;
  matcher: (typeof matcherNames)[FaceMatcher];
}

export interface FaceDescriptor {
  kind: 'arcface' | 'faceapi';
  value: number[];
}

/** One frame of an active liveness challenge, from one detection: what describePose and describeFace give. */
export interface FrameDescription {
  pose: FacePose;
  /** describeFace's descriptor of the same largest face; null where describeFace throws no_face. */
  descriptor: FaceDescriptor | null;
  /**
   * measureRecaptureTexture and frameFingerprint of the image at the pose's mesh (null without one):
   * both read the frame's pixels again, so they run where the frame already is (a face worker),
   * not on the event loop that called describeFrame.
   */
  texture: RecaptureTexture | null;
  blockHash: string | null;
}

/** Images whose descriptors an engine keeps (descriptor-cache.ts): a liveness submit's frames several times over. */
export const descriptorCacheSize = 32;

/** The comparison of two descriptors at the engine's operating point; the same wherever it runs (engine or pool). */
export function compareDescriptors(a: FaceDescriptor, b: FaceDescriptor, operatingPoint: MatchOperatingPoint): FaceComparison {
  // Descriptors of two models live in different spaces: comparing them would be meaningless.
  if (a.kind !== b.kind) throw new Error(`cannot compare descriptors of two models (${a.kind} and ${b.kind})`);
  const matcher: FaceMatcher = a.kind === 'arcface' ? 'arcface' : 'face-api';
  const raw = a.kind === 'arcface' ? cosine(a.value, b.value) : faceApiSimilarity(Float32Array.from(a.value), Float32Array.from(b.value));
  const similarity = round(raw, 4);
  const thresholds = { ...matcherThresholds[matcher] };
  return { similarity, isMatch: similarity >= thresholds[operatingPoint], confidence: round(Math.max(0, similarity) * 100, 2), thresholds, operatingPoint, matcher: matcherNames[matcher] };
}

export interface FaceEngine {
  /** Capture quality of one image, before any provider is called. */
  inspect(image: Buffer): Promise<FaceInspection>;
  /** Pass/fail from one adequately sized, sharp, well-exposed face; model scores advisory unless turned on. */
  assessLiveness(image: Buffer): Promise<LivenessAssessment>;
  /** Throws FaceImageError (`no_face` / `unreadable_image`, naming the image) when either image has no usable face. */
  compare(selfie: Buffer, reference: Buffer): Promise<FaceComparison>;
  /**
   * The chosen matcher's descriptor of the largest face (plain numbers, so it crosses a thread);
   * compare() is describeFace on both images then compareDescriptors. Throws as compare() does.
   */
  describeFace(image: Buffer, which: 'selfie' | 'reference'): Promise<FaceDescriptor>;
  /** Head pose, mouth and eye openness and the face mesh of the largest face (pose.ts); throws FaceImageError on an unreadable image. */
  describePose(image: Buffer): Promise<FacePose>;
  /**
   * describePose and describeFace of one image from one detection (the detector and mesh run once,
   * not once for each), results equal to the two calls'; throws as describePose does. The
   * descriptor is kept as describeFace's, so a later compare() of the same bytes reuses it.
   */
  describeFrame(image: Buffer): Promise<FrameDescription>;
  /** compare() of two descriptors already taken (describeFace, describeFrame). */
  compareDescribed(a: FaceDescriptor, b: FaceDescriptor): Promise<FaceComparison>;
  readonly operatingPoint: MatchOperatingPoint;
  /** The configured matcher's thresholds, as every comparison reports them. */
  readonly thresholds: FaceComparison['thresholds'];
}

export interface CreateFaceEngineOptions {
  logger: Logger;
  /** Face calls run at once; the rest queue. Default 2 (one per core on the reference machine). */
  concurrency?: number;
  /** The recognition model (docs/face-evaluation.md). Default `arcface`. */
  matcher?: FaceMatcher;
  /** Which false-accept rate isMatch is held to. Default `_1e3`. */
  matchOperatingPoint?: MatchOperatingPoint;
  /** Let the advisory antispoof/liveness model scores fail a liveness check (both must be >= 0.5). Default false. */
  livenessModelScoresDecide?: boolean;
  /**
   * Where the model files are read from (default: the installed packages' folders). human keeps its
   * models process-wide, so its folder is read only by the first engine started in a process.
   */
  modelDirs?: FaceModelDirs;
}

interface Analysed {
  image: DecodedImage;
  faces: DetectedFace[];
  /** human's results behind `faces` (same order), meshes included. */
  located: FaceResult[];
  inspection: FaceInspection;
}

/** Images whose `quality` detection an engine keeps for describeFrame (createFaceEngine, `assessed`). */
const assessedCacheSize = 4;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const toCaller = (box: Box, scale: number): Box => ({ x: Math.round(box.x * scale), y: Math.round(box.y * scale), width: Math.round(box.width * scale), height: Math.round(box.height * scale) });

async function analyse(runtime: FaceRuntime, buffer: Buffer, mode: DetectionMode): Promise<Analysed> {
  const image = await decodeImage(buffer);
  const located = (await locateFaces(runtime, image, mode)).filter((face) => face.score >= qualityLimits.minDetectionScore);
  const faces = located.map(detectedFace);
  const main = faces[0];
  const inspection: FaceInspection = {
    imageWidth: Math.round(image.width * image.scale),
    imageHeight: Math.round(image.height * image.scale),
    faceCount: faces.length,
    mainFace: null,
    problems: [],
    acceptable: false,
  };
  if (!main) {
    inspection.problems.push({ code: 'no_face', reason: 'No face was found: face the camera in good light with nothing covering your face.' });
    return { image, faces, located, inspection };
  }
  const others = faces.slice(1).filter((face) => face.box.width >= main.box.width * qualityLimits.secondFaceFraction);
  if (others.length > 0) inspection.problems.push({ code: 'multiple_faces', reason: `${others.length + 1} faces were found: only the person being verified may be in the picture.` });
  const { sharpness, brightness } = await measureRegion(image, main.box);
  const shorterSide = Math.min(image.width, image.height);
  const cx = main.box.x + main.box.width / 2;
  const cy = main.box.y + main.box.height / 2;
  const signals: FaceSignals = {
    detectionScore: round(main.score, 3),
    faceWidthPixels: Math.round(main.box.width * image.scale),
    faceFraction: round(main.box.width / shorterSide, 3),
    centreOffset: round(Math.min(1, Math.hypot((cx - image.width / 2) / (image.width / 2), (cy - image.height / 2) / (image.height / 2)) / Math.SQRT2), 3),
    sharpness: round(sharpness, 1),
    brightness: round(brightness, 1),
  };
  inspection.mainFace = { box: toCaller(main.box, image.scale), signals };
  if (signals.faceWidthPixels < qualityLimits.minFacePixels || signals.faceFraction < qualityLimits.minFaceFraction) {
    inspection.problems.push({ code: 'face_too_small', reason: 'The face is too small: move closer so your face fills more of the frame.' });
  }
  // More than a fifth of the face outside the frame: the models see half a face.
  const outside = Math.max(0, -main.box.x) + Math.max(0, main.box.x + main.box.width - image.width);
  if (outside > main.box.width * 0.2) inspection.problems.push({ code: 'face_cut_off', reason: 'Part of the face is outside the picture: centre your face in the frame.' });
  if (signals.sharpness < qualityLimits.minSharpness) inspection.problems.push({ code: 'blurry', reason: 'The picture is blurred: hold the camera still and make sure it is focused.' });
  if (signals.brightness < qualityLimits.minBrightness) inspection.problems.push({ code: 'too_dark', reason: 'The face is too dark: move to better light.' });
  if (signals.brightness > qualityLimits.maxBrightness) inspection.problems.push({ code: 'too_bright', reason: 'The face is over-exposed: avoid direct light or a bright window behind the camera.' });
  inspection.acceptable = inspection.problems.length === 0;
  return { image, faces, located, inspection };
}

/** Each capture signal scaled so its pass limit is 0.5 and twice the limit (or better) is 1. */
function captureScores(signals: FaceSignals): number[] {
  const atLeast = (value: number, limit: number) => Math.min(1, Math.max(0, value / (2 * limit)));
  return [
    atLeast(signals.detectionScore, qualityLimits.minDetectionScore),
    atLeast(signals.faceWidthPixels, qualityLimits.minFacePixels),
    atLeast(signals.faceFraction, qualityLimits.minFaceFraction),
    atLeast(signals.sharpness, qualityLimits.minSharpness),
    atLeast(signals.brightness, qualityLimits.minBrightness),
    atLeast(255 - signals.brightness, 255 - qualityLimits.maxBrightness),
  ];
}

export async function createFaceEngine(options: CreateFaceEngineOptions): Promise<FaceEngine> {
  const { logger } = options;
  const operatingPoint = options.matchOperatingPoint ?? '_1e3';
  const modelScoresDecide = options.livenessModelScoresDecide ?? false;
  const limit = createLimiter(options.concurrency ?? 2);
  const started = Date.now();
  const matcher = options.matcher ?? 'arcface';
  const runtime = await loadFaceRuntime(options.modelDirs, { faceApiRecognition: matcher === 'face-api' });
  const recognition = matcher === 'arcface' ? await loadRecognitionModel(options.modelDirs?.recognition) : null;
  const loadedMs = Date.now() - started;

  const describe = (analysed: Pick<Analysed, 'image' | 'faces'>, which: 'selfie' | 'reference'): Promise<FaceDescriptor> => describeMain(analysed.image, analysed.faces[0], which);
  const describeMain = async (image: DecodedImage, main: DetectedFace | undefined, which: 'selfie' | 'reference'): Promise<FaceDescriptor> => {
    if (!main) throw new FaceImageError('no_face', which, `No face was found in the ${which} image.`);
    // Both matchers align on face-api's 68 landmarks (arcface takes five points from them).
    const landmarks = await faceApiLandmarks(runtime, image, main.box);
    const chip = recognition ? await arcFaceChip(image, landmarks) : await faceApiChip(image, landmarks);
    if (!chip) throw new FaceImageError('no_face', which, `The face in the ${which} image could not be described.`);
    if (recognition) return { kind: 'arcface', value: Array.from(await recognitionEmbedding(recognition, chip)) };
    return { kind: 'faceapi', value: Array.from(await faceApiChipDescriptor(runtime, chip)) };
  };
  const descriptors = createDescriptorCache<FaceDescriptor>(descriptorCacheSize);
  const describeFace = (image: Buffer, which: 'selfie' | 'reference') => descriptors.get(image, async () => describe(await analyseAs(image, which), which));

  // Comparison needs only the face box.
  const compareMode: DetectionMode = 'locate';
  const analyseAs = async (buffer: Buffer, which: 'image' | 'selfie' | 'reference') => {
    try {
      return await analyse(runtime, buffer, which === 'image' ? 'quality' : compareMode);
    } catch (error) {
      if (error instanceof FaceImageError) throw new FaceImageError(error.code, which, error.message.replace('The image', `The ${which} image`), { cause: error });
      throw error;
    }
  };

  // A liveness submit assesses its frontal frame (inspect / assessLiveness, human's `quality` mode),
  // then describes the same bytes as the challenge's first frame. `quality` runs the same detector
  // and mesh as `locate` on the same padded pixels, adding only the antispoof and liveness models on
  // the face's crop, so its faces (boxes, meshes, rotation, scores) are `locate`'s: describeFrame
  // takes them instead of decoding and detecting the frame again (bench/submit-profile.ts).
  const assessed = createDescriptorCache<Pick<Analysed, 'image' | 'located'>>(assessedCacheSize);
  const analyseImage = async (buffer: Buffer) => {
    const analysed = await analyseAs(buffer, 'image');
    await assessed.get(buffer, async () => analysed);
    return analysed;
  };

  // describePose and describeFace both locate the largest face with the detector and mesh; a
  // liveness frame needs both, so they share one detection here. Both already ran `locate` on the
  // same padded pixels, so the results are the same.
  const describeFrame = async (image: Buffer): Promise<FrameDescription> => {
    const known = await assessed.peek(image)?.catch(() => undefined);
    const decoded = known?.image ?? (await decodeImage(image));
    const faces = known?.located ?? (await locateFaces(runtime, decoded, compareMode)).filter((face) => face.score >= qualityLimits.minDetectionScore);
    const pose = poseOfFaces(faces, decoded.scale);
    // From the pixels just decoded when they are the stored ones (a capture always is), not a third and fourth decode.
    const pixels = decoded.asStored ? decoded : image;
    const signals = pose.mesh ? Promise.all([measureRecaptureTexture(pixels, pose.mesh), frameFingerprint(pixels, pose.mesh)]) : null;
    // Settled before anything can throw, so no rejection is left unhandled.
    signals?.catch(() => undefined);
    let descriptor: FaceDescriptor | null = null;
    try {
      descriptor = await describeMain(decoded, faces[0] ? detectedFace(faces[0]) : undefined, 'selfie');
    } catch (error) {
      if (!(error instanceof FaceImageError)) throw error;
    }
    if (descriptor) {
      const known = descriptor;
      await descriptors.get(image, async () => known);
    }
    const [texture, blockHash] = (await signals) ?? [null, null];
    return { pose, descriptor, texture, blockHash };
  };

  const engine: FaceEngine = {
    operatingPoint,
    thresholds: { ...matcherThresholds[matcher] },
    inspect: (image) => limit(async () => (await analyseImage(image)).inspection),
    assessLiveness: (image) =>
      limit(async () => {
        const { inspection, faces } = await analyseImage(image);
        const main = faces[0] ?? null;
        const advisory = { antispoof: main?.antispoof ?? null, liveness: main?.liveness ?? null, decides: modelScoresDecide };
        const problems = [...inspection.problems];
        const signals = inspection.mainFace?.signals ?? null;
        const scores = signals && inspection.faceCount > 0 && !problems.some((p) => p.code === 'multiple_faces') ? captureScores(signals) : [0];
        if (modelScoresDecide && main) {
          scores.push(Math.min(1, Math.max(0, advisory.antispoof ?? 0)), Math.min(1, Math.max(0, advisory.liveness ?? 0)));
          if ((advisory.antispoof ?? 0) < 0.5 || (advisory.liveness ?? 0) < 0.5) {
            problems.push({ code: 'not_live', reason: 'The face models judged this capture not to be a live person in front of the camera.' });
          }
        }
        const passed = problems.length === 0;
        // Rounding must not turn a failure into 50 or a pass into 49.
        const raw = Math.round(100 * Math.min(...scores));
        const confidence = passed ? Math.max(50, raw) : Math.min(49, raw);
        return { passed, confidence, reasons: problems.map((p) => p.reason), problems, signals, advisory };
      }),
    compare: (selfie, reference) =>
      limit(async () => compareDescriptors(await describeFace(selfie, 'selfie'), await describeFace(reference, 'reference'), operatingPoint)),
    describeFace: (image, which) => limit(() => describeFace(image, which)),
    describePose: (image) => limit(() => describeFacePose(runtime, image)),
    describeFrame: (image) => limit(() => describeFrame(image)),
    compareDescribed: async (a, b) => compareDescriptors(a, b, operatingPoint),
  };

  // Warm up on a real face (human skips its own warm-up in Node) and prove the whole chain works.
  const warmStarted = Date.now();
  const face = await warmUpFace();
  const warm = await engine.assessLiveness(face);
  if (warm.signals === null) throw new FaceModelLoadError('warm-up failed: no face was found in the bundled sample face; the face models are not working');
  const self = await engine.compare(face, face);
  if (!self.isMatch) throw new FaceModelLoadError(`warm-up failed: a face did not match itself (similarity ${self.similarity}); the recognition model is not working`);
  logger.info({ loadMs: loadedMs, warmUpMs: Date.now() - warmStarted, matcher: matcherNames[matcher], operatingPoint, backend: runtime.tf.getBackend() }, 'face engine ready');
  return engine;
}
