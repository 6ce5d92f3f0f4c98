/**
 * The face work of liveness submits on two builds of the face engine: this checkout's and another
 * checkout's (e.g. main's tree at the branch point), each created as a face worker creates its
 * engine and fed the same frames. Each measure runs in its own process (a build's garbage is then
 * collected on its own clock, not during the other's turn), the builds alternating round by round
 * so both see the same machine. In a process: one submit to warm up, then `--submits` submits, each
 * assessing the frontal frame and describing every frame of a genuine 2-action cap13 sequence (what
 * a submit's face worker does) on fresh bytes, so no cache carries over. Prints each build's CPU per
 * submit (the process's, every thread) and the ratio, and whether the results (assessment and frame
 * descriptions: scores, poses, descriptors, texture, fingerprints) are equal on both builds.
 *
 *   nice -n 10 node --import tsx bench/face-engine-ab.ts --baseline <checkout> [--rounds 2] [--submits 5]
 *   nice -n 10 node --expose-gc --import tsx bench/face-engine-ab.ts --baseline <checkout> --paired [--submits 20]
 *
 * `--paired`: both engines in this one process, a submit on each in turn, with a full garbage
 * collection (untimed) before each, so each submit pays for its own garbage only as far as it is
 * collected during the submit, and each pair sees the same moment of the machine's load.
 *
 * Wall time on a shared machine says little; the CPU ratio is what holds.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseConfig } from '../src/core/config.js';
import { createLogger } from '../src/core/logger.js';
import type { createFaceEngine, FaceEngine } from '../src/platform/faces/index.js';
import { genuineSequences, loadFaceVideo } from '../test/helpers/face-video.js';
import { freshJpeg } from './helpers.js';

const { values } = parseArgs({ options: { baseline: { type: 'string' }, rounds: { type: 'string', default: '2' }, submits: { type: 'string', default: '5' }, child: { type: 'string' }, paired: { type: 'boolean', default: false } } });
const here = path.dirname(fileURLToPath(import.meta.url));

async function submit(engine: FaceEngine, bytes: Buffer[]) {
  const assessment = await engine.assessLiveness(bytes[0]!);
  const described = [];
  for (const jpeg of bytes) described.push(await engine.describeFrame(jpeg));
  return JSON.stringify({ assessment, described });
}

async function child(checkout: string): Promise<void> {
  const { createFaceEngine: create } = (await import(pathToFileURL(path.resolve(checkout, 'src/platform/faces/index.ts')).href)) as { createFaceEngine: typeof createFaceEngine };
  // This checkout's model folder (the recognition model is not in git; another checkout may lack it).
  const engine = await create({ logger: createLogger(parseConfig({ LOG_LEVEL: 'silent' })), concurrency: 1, modelDirs: { recognition: path.resolve(here, '../models/face-recognition') } });
  const frames = await loadFaceVideo('cap13');
  const [sequence] = await genuineSequences({ engine, frames, actions: ['open_mouth', 'turn_left'] });
  if (!sequence) throw new Error('no genuine open_mouth + turn_left sequence in the cap13 frames');
  const jpegs = [sequence.frontal, ...sequence.frames].map((frame) => frame.jpeg);
  const digest = createHash('sha256').update(await submit(engine, jpegs.map(freshJpeg))).digest('hex');
  const cpu = [];
  for (let i = 0; i < Number(values.submits); i++) {
    const before = process.cpuUsage();
    await submit(engine, jpegs.map(freshJpeg));
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  process.stdout.write(JSON.stringify({ digest, cpu }));
}

async function paired(baselineCheckout: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('--paired needs node --expose-gc');
  const logger = createLogger(parseConfig({ LOG_LEVEL: 'silent' }));
  const recognition = path.resolve(here, '../models/face-recognition');
  const load = async (checkout: string) =>
    ((await import(pathToFileURL(path.resolve(checkout, 'src/platform/faces/index.ts')).href)) as { createFaceEngine: typeof createFaceEngine }).createFaceEngine({ logger, concurrency: 1, modelDirs: { recognition } });
  const engines = { baseline: await load(baselineCheckout), current: await load(path.resolve(here, '..')) };
  const frames = await loadFaceVideo('cap13');
  const [sequence] = await genuineSequences({ engine: engines.current, frames, actions: ['open_mouth', 'turn_left'] });
  if (!sequence) throw new Error('no genuine open_mouth + turn_left sequence in the cap13 frames');
  const jpegs = [sequence.frontal, ...sequence.frames].map((frame) => frame.jpeg);
  const results = { baseline: await submit(engines.baseline, jpegs.map(freshJpeg)), current: await submit(engines.current, jpegs.map(freshJpeg)) };
  const cpu: Record<keyof typeof engines, number[]> = { baseline: [], current: [] };
  let equal = 0;
  for (let i = 0; i < Number(values.submits); i++) {
    // Alternate which goes first, so neither always follows the other.
    const order = i % 2 === 0 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
    const outputs: Partial<Record<keyof typeof engines, string>> = {};
    for (const build of order) {
      gc();
      const before = process.cpuUsage();
      outputs[build] = await submit(engines[build], jpegs.map(freshJpeg));
      const used = process.cpuUsage(before);
      cpu[build].push((used.user + used.system) / 1000);
    }
    if (outputs.baseline === outputs.current && outputs.current === results.current) equal += 1;
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const ratios = cpu.current.map((value, i) => value / cpu.baseline[i]!);
  console.log(`Face work of one liveness submit (assessLiveness of the frontal frame, describeFrame of 3 frames, 800 x 600), ${cpu.current.length} pairs in one process, a full GC before each submit:`);
  console.log(`  baseline (${path.resolve(baselineCheckout)}): CPU per submit median ${median(cpu.baseline).toFixed(0)} ms`);
  console.log(`  this checkout: CPU per submit median ${median(cpu.current).toFixed(0)} ms`);
  console.log(`  ratio of medians ${(median(cpu.current) / median(cpu.baseline)).toFixed(2)}; median of the pairs' ratios ${median(ratios).toFixed(2)}; this checkout cheaper in ${ratios.filter((r) => r < 1).length} of ${ratios.length} pairs; equal results in ${equal} of ${cpu.current.length} pairs`);
}

if (values.child) {
  await child(values.child);
} else if (values.paired) {
  if (!values.baseline) throw new Error("--baseline <checkout> is required (the build to compare with, e.g. main's tree)");
  await paired(values.baseline);
} else {
  if (!values.baseline) throw new Error("--baseline <checkout> is required (the build to compare with, e.g. main's tree)");
  const builds = { baseline: path.resolve(values.baseline), current: path.resolve(here, '..') };
  const cpu: Record<keyof typeof builds, number[]> = { baseline: [], current: [] };
  const digests: Record<keyof typeof builds, Set<string>> = { baseline: new Set(), current: new Set() };
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const build of ['baseline', 'current'] as const) {
      const out = await new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', builds[build], '--submits', values.submits!], { maxBuffer: 1 << 20 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
      );
      const result = JSON.parse(out) as { digest: string; cpu: number[] };
      cpu[build].push(...result.cpu);
      digests[build].add(result.digest);
    }
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const equal = digests.baseline.size === 1 && digests.current.size === 1 && [...digests.baseline][0] === [...digests.current][0];
  console.log(`Face work of one liveness submit (assessLiveness of the frontal frame, describeFrame of 3 frames, 800 x 600), ${cpu.current.length} submits per build in ${values.rounds} alternating processes each:`);
  console.log(`  baseline (${builds.baseline}): CPU per submit median ${median(cpu.baseline).toFixed(0)} ms (${cpu.baseline.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  this checkout: CPU per submit median ${median(cpu.current).toFixed(0)} ms (${cpu.current.map((v) => v.toFixed(0)).join(', ')})`);
  console.log(`  ratio ${(median(cpu.current) / median(cpu.baseline)).toFixed(2)}; results equal on both builds: ${equal ? 'yes' : 'NO'}`);
}
