/**
 * Shared by the benchmarks: run `fn` `runs` times one after the other, print the median and p90 on
 * one line, and return the median in milliseconds.
 */
export async function timeMedian(label: string, fn: () => Promise<unknown>, options: { runs: number; labelWidth?: number }): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p90 = samples[Math.floor(samples.length * 0.9)]!;
  console.log(`${label.padEnd(options.labelWidth ?? 52)} median ${median.toFixed(1).padStart(7)} ms   p90 ${p90.toFixed(1).padStart(7)} ms   (${options.runs} runs)`);
  return median;
}

// Same pixels, new bytes: a JPEG comment segment with a counter after the start-of-image marker, so
// the face engine's descriptor cache (keyed by the bytes' digest) has nothing to reuse.
let freshSerial = 0;
export function freshJpeg(jpeg: Buffer): Buffer {
  const note = Buffer.from(`bench ${freshSerial++}`);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, note.length + 2]), note]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * Runs the variants `rounds` times each, taking turns so all see the same machine load, and prints
 * each one's median wall time and CPU time (every thread of this process, worker threads included:
 * on a shared machine the steadier of the two) with its ratio to the first variant (the baseline).
 * Returns the medians.
 */
export async function timeInterleaved(label: string, variants: [name: string, fn: () => Promise<unknown>][], rounds: number): Promise<{ wall: number; cpu: number }[]> {
  const samples = variants.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, [, fn]] of variants.entries()) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await fn();
      samples[i]!.wall.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      samples[i]!.cpu.push((used.user + used.system) / 1000);
    }
  }
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const medians = samples.map((s) => ({ wall: mid(s.wall), cpu: mid(s.cpu) }));
  console.log(`${label}, medians of ${rounds} interleaved rounds:`);
  for (const [i, [name]] of variants.entries()) {
    const { wall, cpu } = medians[i]!;
    const ratio = i === 0 ? 'baseline' : `wall ${(wall / medians[0]!.wall).toFixed(2)}x, cpu ${(cpu / medians[0]!.cpu).toFixed(2)}x`;
    console.log(`  ${name.padEnd(66)} wall ${wall.toFixed(0).padStart(6)} ms   cpu ${cpu.toFixed(0).padStart(6)} ms   (${ratio})`);
  }
  return medians;
}
