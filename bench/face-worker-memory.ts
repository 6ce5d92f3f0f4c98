/**
 * What face workers cost in memory: the process's RSS with a face pool of 1 and of 2 workers
 * (createFacePool, as the server starts it), once the pool is ready and again after it has served
 * liveness submits' work (each cap13 frame assessed and described, so the WASM heaps and
 * onnxruntime's arenas have grown to a submit's size). Each measure runs in its own process, the
 * sizes alternating round by round; RSS is the process's minus what it was after the imports,
 * before any pool started, so it is what the workers add (each thread holds its own runtime and models).
 *
 *   nice -n 10 node --import tsx bench/face-worker-memory.ts [--rounds 2]
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' }, child: { type: 'string' } } });
const mb = (bytes: number) => bytes / 2 ** 20;

async function child(workers: number): Promise<void> {
  const { createFacePool } = await import('../src/platform/faces/index.js');
  const { loadFaceVideo } = await import('../test/helpers/face-video.js');
  const frames = await loadFaceVideo('cap13');
  const base = process.memoryUsage().rss;
  const pool = await createFacePool({ workers, logLevel: 'silent' });
  // createFacePool resolves on the first ready answer; a second worker may still be loading.
  await Promise.all(Array.from({ length: workers * 2 }, () => pool.assessLiveness(frames[0]!.jpeg)));
  const ready = process.memoryUsage().rss;
  for (const frame of frames) await Promise.all([pool.assessLiveness(frame.jpeg), pool.describeFrame(frame.jpeg)]);
  const served = process.memoryUsage().rss;
  await pool.close();
  process.stdout.write(JSON.stringify({ ready: mb(ready - base), served: mb(served - base), frames: frames.length }));
}

if (values.child) {
  await child(Number(values.child));
} else {
  const results: Record<number, { ready: number[]; served: number[] }> = { 1: { ready: [], served: [] }, 2: { ready: [], served: [] } };
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const workers of [1, 2]) {
      const out = await new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', String(workers)], { maxBuffer: 1 << 20 }, (error, stdout) => (error ? reject(error) : resolve(stdout))),
      );
      const { ready, served } = JSON.parse(out) as { ready: number; served: number };
      results[workers]!.ready.push(ready);
      results[workers]!.served.push(served);
    }
  }
  const fmt = (list: number[]) => list.map((v) => v.toFixed(0)).join(', ');
  console.log('| face workers | RSS added once ready (MB) | after serving every cap13 frame (MB) |');
  console.log('|---|---|---|');
  for (const workers of [1, 2]) console.log(`| ${workers} | ${fmt(results[workers]!.ready)} | ${fmt(results[workers]!.served)} |`);
}
