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
