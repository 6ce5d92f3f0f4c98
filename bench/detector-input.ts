/**
 * The detector's input built the previous way (main before this change: the frame copied into a
 * square Uint8Array, handed to tfjs as int32, which converts it into a fresh Int32Array, then cast
 * to float32 by human) against the way locateFaces builds it now (the frame converted row by row
 * into a reused square Float32Array), each followed by the same human detect, on the same decoded
 * frames, taking turns in one run. Prints CPU per detection both ways and their ratio, and counts
 * the detections whose results (boxes, meshes, scores, rotation, and the antispoof and liveness
 * scores in `quality` mode) are equal.
 *
 *   nice -n 10 node --import tsx bench/detector-input.ts [--rounds 7] [--frames 6]
 *
 * Frames: the cap13 face video (800 x 600 captures, what a liveness submit sends), each decoded
 * once before timing, so only the input's construction and the detection are timed. CPU is this
 * process's (every thread), which holds on a shared machine where wall time does not.
 */
import { parseArgs } from 'node:util';
import { loadFaceRuntime, type FaceResult } from '../src/platform/faces/runtime.js';
import { locateFaces } from '../src/platform/faces/analysis.js';
import { decodeImage, squarePadded, type DecodedImage } from '../src/platform/faces/image.js';
import type { DetectionMode } from '../src/platform/faces/runtime.js';
import { loadFaceVideo } from '../test/helpers/face-video.js';
import { timeInterleaved } from './helpers.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '7' }, frames: { type: 'string', default: '6' } } });
const rounds = Number(values.rounds);
const runtime = await loadFaceRuntime(undefined, { faceApiRecognition: false });
const video = await loadFaceVideo('cap13');
const step = Math.max(1, Math.floor(video.length / Number(values.frames)));
const frames: DecodedImage[] = [];
for (let i = 0; i < video.length && frames.length < Number(values.frames); i += step) frames.push(await decodeImage(video[i]!.jpeg));

/** main's locateFaces, line for line: squarePadded, an int32 tensor of its bytes, detect, largest first. */
async function locateFacesBefore(decoded: DecodedImage, mode: DetectionMode): Promise<FaceResult[]> {
  const image = await squarePadded(decoded);
  const tensor = runtime.tf.tensor3d(new Uint8Array(image.rgb.buffer, image.rgb.byteOffset, image.rgb.byteLength), [image.height, image.width, 3], 'int32');
  try {
    const human = runtime.humans[mode]!;
    const result = await human.detect(tensor as unknown as Parameters<typeof human.detect>[0]);
    if (result.error) throw new Error(`face detection failed: ${result.error}`);
    return [...result.face].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  } finally {
    tensor.dispose();
  }
}

const summary = (faces: FaceResult[]) => JSON.stringify(faces.map((face) => [face.box, face.boxRaw, face.mesh, face.meshRaw, face.score, face.boxScore, face.faceScore, face.rotation, face.real ?? null, face.live ?? null]));
let equal = 0;
let compared = 0;
const tensorsBefore = (runtime.tf.memory() as { numTensors: number }).numTensors;
for (const mode of ['locate', 'quality'] as const) {
  for (const frame of frames) {
    compared += 1;
    if (summary(await locateFacesBefore(frame, mode)) === summary(await locateFaces(runtime, frame, mode))) equal += 1;
  }
  const [before, after] = await timeInterleaved(
    `${mode}: ${frames.length} frames (800 x 600), one detection each`,
    [
      ['before: square Uint8Array, int32 tensor (tfjs converts), human casts', async () => { for (const frame of frames) await locateFacesBefore(frame, mode); }],
      ['after: reused square Float32Array, float32 tensor', async () => { for (const frame of frames) await locateFaces(runtime, frame, mode); }],
    ],
    rounds,
  );
  console.log(`  CPU per detection: ${(before!.cpu / frames.length).toFixed(1)} ms before, ${(after!.cpu / frames.length).toFixed(1)} ms after (ratio ${(after!.cpu / before!.cpu).toFixed(2)})`);
}
console.log(`Equal results (boxes, meshes, scores, rotation, antispoof, liveness): ${equal} of ${compared} detections; tensors left behind: ${(runtime.tf.memory() as { numTensors: number }).numTensors - tensorsBefore}`);
