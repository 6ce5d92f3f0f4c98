import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

/**
 * The engine must refuse to start when a model did not load (human.load() itself resolves even
 * then). Each case points the engine at a copy of the installed model folders with one file broken,
 * in a fresh process: human keeps its models process-wide.
 */
const require = createRequire(import.meta.url);
const installed = {
  human: path.join(path.dirname(path.dirname(require.resolve('@vladmandic/human'))), 'models'),
  faceApi: path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model'),
};

let scratch: string;
before(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'verity-face-models-'));
});
after(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** A folder of links to every file of `source`, except `broken`: left out, or replaced by `content`. */
async function copyOf(source: string, broken?: { file: string; content?: (original: Buffer) => Buffer }): Promise<string> {
  const dir = await mkdtemp(path.join(scratch, 'models-'));
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(source)) {
    if (name === broken?.file) {
      if (broken.content) await writeFile(path.join(dir, name), broken.content(await readFile(path.join(source, name))));
      continue;
    }
    await symlink(path.join(source, name), path.join(dir, name));
  }
  return dir;
}

function startEngine(modelDirs: { human: string; faceApi: string; recognition?: string }, matcher?: 'arcface' | 'face-api'): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/start-face-engine.ts', JSON.stringify(modelDirs), ...(matcher ? [matcher] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

test('an engine pointed at complete copies of the model folders starts', async () => {
  const result = await startEngine({ human: await copyOf(installed.human), faceApi: await copyOf(installed.faceApi) });
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /^ready$/m);
});

test('a corrupt human model (truncated weights) stops the start with an error naming the model', async () => {
  const human = await copyOf(installed.human, { file: 'facemesh.bin', content: (original) => original.subarray(0, Math.floor(original.length / 2)) });
  const result = await startEngine({ human, faceApi: installed.faceApi });
  assert.equal(result.code, 1, result.output);
  assert.match(result.output, /FaceModelLoadError: face models did not load: facemesh \(from /);
  assert.ok(result.output.includes(human), result.output);
});

test('under FACE_MATCHER=face-api a missing face-api recognition model file stops the start with an error naming the model', async () => {
  const faceApi = await copyOf(installed.faceApi, { file: 'face_recognition_model.bin' });
  const result = await startEngine({ human: installed.human, faceApi }, 'face-api');
  assert.equal(result.code, 1, result.output);
  assert.match(result.output, /FaceModelLoadError: face-api model faceRecognitionNet did not load from /);
  assert.ok(result.output.includes(faceApi), result.output);
});

test('the default matcher (arcface) neither needs nor loads face-api\'s recognition model: it starts without its file', async () => {
  const faceApi = await copyOf(installed.faceApi, { file: 'face_recognition_model.bin' });
  const result = await startEngine({ human: installed.human, faceApi });
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /^ready$/m);
});

test('a corrupt face-api landmark manifest stops the start with an error naming the model', async () => {
  const faceApi = await copyOf(installed.faceApi, { file: 'face_landmark_68_model-weights_manifest.json', content: () => Buffer.from('{"not a manifest') });
  const result = await startEngine({ human: installed.human, faceApi });
  assert.equal(result.code, 1, result.output);
  assert.match(result.output, /FaceModelLoadError: face-api model faceLandmark68Net did not load from /);
});

test('the default matcher without its recognition model file stops the start, naming the file and how to install it', async () => {
  const recognition = await mkdtemp(path.join(scratch, 'recognition-'));
  const result = await startEngine({ human: installed.human, faceApi: installed.faceApi, recognition });
  assert.equal(result.code, 1, result.output);
  assert.match(result.output, /FaceModelLoadError: face recognition model .*fr_feature\.onnx is missing: run `npm install`/);
  assert.ok(result.output.includes(path.join(recognition, 'fr_feature.onnx')), result.output);
});

test('a corrupt recognition model file stops the start, naming the file', async () => {
  const recognition = await mkdtemp(path.join(scratch, 'recognition-'));
  await writeFile(path.join(recognition, 'fr_feature.onnx'), Buffer.from('not an onnx model'));
  const result = await startEngine({ human: installed.human, faceApi: installed.faceApi, recognition });
  assert.equal(result.code, 1, result.output);
  assert.match(result.output, /FaceModelLoadError: face recognition model .*fr_feature\.onnx did not load/);
});

test('FACE_MATCHER=face-api starts without the recognition model file (the way back needs nothing installed)', async () => {
  const recognition = await mkdtemp(path.join(scratch, 'recognition-'));
  const result = await startEngine({ human: installed.human, faceApi: installed.faceApi, recognition }, 'face-api');
  assert.equal(result.code, 0, result.output);
  assert.match(result.output, /^ready$/m);
});
