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

export interface Detector {
  assess(video: HTMLVideoElement): Promise<Guidance>;
}

/** Loads human's browser build (lazily, after first paint) with the face detector only. */
export async function loadDetector(): Promise<Detector> {
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
      mesh: { enabled: false },
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
  const probe = document.createElement('canvas');
  probe.width = 32;
  probe.height = 24;
  const probeContext = probe.getContext('2d', { willReadFrequently: true });

  const brightness = (video: HTMLVideoElement): number => {
    if (!probeContext) return 255;
    probeContext.drawImage(video, 0, 0, probe.width, probe.height);
    const { data } = probeContext.getImageData(0, 0, probe.width, probe.height);
    let sum = 0;
    for (let i = 0; i < data.length; i += 4) sum += 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
    return sum / (data.length / 4);
  };

  return {
    async assess(video) {
      const result = await human.detect(video);
      const faces = result.face.filter((face) => face.score >= 0.5);
      if (faces.length === 0) return brightness(video) < minBrightness ? 'tooDark' : 'noFace';
      if (faces.length > 1) return 'manyFaces';
      const [x, y, width, height] = faces[0]!.boxRaw;
      if (width < minFaceWidth) return 'moveCloser';
      if (width > maxFaceWidth) return 'moveBack';
      if (Math.abs(x + width / 2 - 0.5) > maxCentreOffset || Math.abs(y + height / 2 - 0.5) > maxCentreOffset + 0.07) return 'centre';
      if (brightness(video) < minBrightness) return 'tooDark';
      return 'ready';
    },
  };
}
