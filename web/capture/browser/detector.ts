import type { Human, Config } from '@vladmandic/human';

/** What the guide tells the user; `ready` is the only state that enables the capture button. */
export type Guidance = 'noFace' | 'manyFaces' | 'moveCloser' | 'moveBack' | 'centre' | 'tooDark' | 'ready';

/** Everything is served by verity itself: never a CDN (human's default wasmPath points at one). */
const vendorBase = '/embed/capture-vendor/';

// Thresholds on the detector's normalised box: a face about a quarter to two thirds of the frame
// width, its centre within 18% of the frame centre, and a mean luma a phone camera reaches indoors.
const minFaceWidth = 0.22;
const maxFaceWidth = 0.7;
const maxCentreOffset = 0.18;
const minBrightness = 55;

/**
 * Head pose and mouth of the one face, from the face mesh: the same measures the server computes
 * (src/platform/faces/pose.ts), so the page snaps a key frame the server will agree with.
 */
export interface Pose {
  /** Degrees; positive: the face points towards the (unmirrored) image's left, i.e. the person's right. */
  yaw: number;
  /** Nose tip's offset from the eye-corner midpoint along the eye line, in eye-corner distances. */
  nose: number;
  /** Inner-lip gap over face height. */
  mouth: number;
}

export interface Reading {
  guidance: Guidance;
  /** Null unless exactly one face with a mesh was found. */
  pose: Pose | null;
}

export interface Detector {
  assess(source: HTMLVideoElement | HTMLCanvasElement): Promise<Reading>;
}

type MeshPoint = [number, number, number?];
function poseOf(mesh: MeshPoint[], yawRadians: number): Pose | null {
  if (mesh.length < 468) return null;
  const [right, left, nose, top, chin, upperLip, lowerLip] = [mesh[33]!, mesh[263]!, mesh[1]!, mesh[10]!, mesh[152]!, mesh[13]!, mesh[14]!];
  const span = Math.hypot(right[0] - left[0], right[1] - left[1]) || 1;
  const axis = [(right[0] - left[0]) / span, (right[1] - left[1]) / span] as const;
  const mid = [(right[0] + left[0]) / 2, (right[1] + left[1]) / 2] as const;
  return {
    yaw: (yawRadians * 180) / Math.PI,
    nose: ((nose[0] - mid[0]) * axis[0] + (nose[1] - mid[1]) * axis[1]) / span,
    mouth: Math.hypot(upperLip[0] - lowerLip[0], upperLip[1] - lowerLip[1]) / (Math.hypot(top[0] - chin[0], top[1] - chin[1]) || 1),
  };
}

/**
 * Loads human's browser build (lazily, after first paint) with the face detector and, for an
 * active liveness challenge, the face mesh (head pose and mouth).
 */
export async function loadDetector(options: { mesh: boolean }): Promise<Detector> {
  const module = (await import(/* @vite-ignore */ `${vendorBase}human.esm.js`)) as { Human: new (config: Partial<Config>) => Human };
  const human = new module.Human({
    backend: 'wasm',
    wasmPath: `${vendorBase}wasm/`,
    modelBasePath: `${vendorBase}models/`,
    debug: false,
    // Similar frames must not return the cached answer: the guide has to react to every move.
    cacheSensitivity: 0,
    warmup: 'none',
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 3, minConfidence: 0.5, return: false },
      mesh: { enabled: options.mesh, modelPath: 'facemesh.json' },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  await human.load();
  if (!human.models.loaded().includes('blazeface')) throw new Error('face detector model did not load');
  if (options.mesh && !human.models.loaded().includes('facemesh')) throw new Error('face mesh model did not load');
  const probe = document.createElement('canvas');
  probe.width = 32;
  probe.height = 24;
  const probeContext = probe.getContext('2d', { willReadFrequently: true });

  const brightness = (source: HTMLVideoElement | HTMLCanvasElement): number => {
    if (!probeContext) return 255;
    probeContext.drawImage(source, 0, 0, probe.width, probe.height);
    const { data } = probeContext.getImageData(0, 0, probe.width, probe.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    return sum / (data.length / 4);
  };

  return {
    async assess(source) {
      const result = await human.detect(source);
      const faces = result.face.filter((face) => face.score >= 0.5);
      if (faces.length === 0) return { guidance: brightness(source) < minBrightness ? 'tooDark' : 'noFace', pose: null };
      if (faces.length > 1) return { guidance: 'manyFaces', pose: null };
      const face = faces[0]!;
      const pose = options.mesh && face.mesh?.length ? poseOf(face.mesh as MeshPoint[], face.rotation?.angle.yaw ?? 0) : null;
      const [x, y, width, height] = face.boxRaw;
      const guidance: Guidance =
        width < minFaceWidth
          ? 'moveCloser'
          : width > maxFaceWidth
            ? 'moveBack'
            : Math.abs(x + width / 2 - 0.5) > maxCentreOffset || Math.abs(y + height / 2 - 0.5) > maxCentreOffset + 0.07
              ? 'centre'
              : brightness(source) < minBrightness
                ? 'tooDark'
                : 'ready';
      return { guidance, pose };
    },
  };
}
