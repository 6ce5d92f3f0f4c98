/**
 * A face worker's start-up: what each worker thread runs once (createFaceEngine: models loaded,
 * warmed up on the bundled face) with human's faceres model loaded beside it, as every worker did
 * before, against the engine alone, as a worker starts now. Each start runs in its own process, the
 * two alternating round by round, so both see the same machine; RSS is the process's after the engine
 * is ready minus before anything was imported, i.e. what one worker's models and runtime add.
 *
 *   node --import tsx bench/face-worker-start.ts [--rounds 3]
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface Start {
  wallMs: number;
  cpuMs: number;
  rssMb: number;
  models: string[];
}

const variants = { before: 'engine + faceres (every worker before)', after: 'engine alone (a worker now)' } as const;
type Variant = keyof typeof variants;

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, child: { type: 'string' } } });

async function child(variant: Variant): Promise<void> {
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { createLogger } = await import('../src/core/logger.js');
  const { createFaceEngine } = await import('../src/platform/faces/face-engine.js');
  const { loadFaceRuntime } = await import('../src/platform/faces/runtime.js');
  // The old start loaded human's `full` mode with the others; loading it first reproduces that.
  if (variant === 'before') await loadFaceRuntime(undefined, { humanDescriptor: true, faceApiRecognition: false });
  await createFaceEngine({ logger: createLogger({ logLevel: 'silent' }), concurrency: 1 });
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const runtime = await loadFaceRuntime(undefined, { faceApiRecognition: false });
  const models = [...new Set(Object.values(runtime.humans).flatMap((human) => human?.models.loaded() ?? []))].sort();
  const result: Start = { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, rssMb: (process.memoryUsage().rss - rssBefore) / 2 ** 20, models };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function start(variant: Variant): Promise<Start> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', variant], { maxBuffer: 16 * 2 ** 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${variant} start failed: ${error.message}\n${stderr}`));
      const line = stdout.trim().split('\n').at(-1) ?? '';
      resolve(JSON.parse(line) as Start);
    });
  });
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number >= 1');
  const runs: Record<Variant, Start[]> = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, so a load change during the run falls on both.
    for (const variant of round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
      const run = await start(variant);
      runs[variant].push(run);
      console.log(`round ${round + 1} ${variant}: wall ${run.wallMs.toFixed(0)} ms, CPU ${run.cpuMs.toFixed(0)} ms, RSS +${run.rssMb.toFixed(0)} MB; human models: ${run.models.join(', ')}`);
    }
  }
  const row = (variant: Variant) => {
    const r = runs[variant];
    return { wall: median(r.map((s) => s.wallMs)), cpu: median(r.map((s) => s.cpuMs)), rss: median(r.map((s) => s.rssMb)) };
  };
  const before = row('before');
  const after = row('after');
  console.log(`\nFace worker start-up, median of ${rounds} processes each (load average at the end ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  console.log('| start | wall (ms) | CPU (ms) | RSS added (MB) |');
  console.log('|---|---|---|---|');
  for (const variant of ['before', 'after'] as const) {
    const r = row(variant);
    console.log(`| ${variants[variant]} | ${r.wall.toFixed(0)} | ${r.cpu.toFixed(0)} | ${r.rss.toFixed(0)} |`);
  }
  console.log(`| ratio now / before | ${(after.wall / before.wall).toFixed(2)}x | ${(after.cpu / before.cpu).toFixed(2)}x | ${(after.rss / before.rss).toFixed(2)}x |`);
}

if (values.child === 'before' || values.child === 'after') await child(values.child);
else if (values.child !== undefined) throw new Error('--child must be before or after');
else await main();
