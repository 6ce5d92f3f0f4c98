/**
 * Main-thread CPU per document-trust request with image preparation (decode, locating the document,
 * glare; the turned and whole-photo copies of the orientation step) in the PP-OCR worker threads
 * (OcrPool.prepareImage, the default) beside the same preparation on the event loop (the baseline, as
 * before), interleaved in one run on one app: POST /document/trust through app.inject, CPU time of the
 * main thread only (Linux /proc/self/task/<pid>/stat; process.cpuUsage counts every thread). The
 * decisions of both paths are compared too. A shared machine changes wall time, not this thread's work.
 *
 * Run: node --import tsx bench/document-prepare.ts [--rounds 3]
 *   (VERITY_TEST_DB=postgres VERITY_TEST_PG_URL=... for PostgreSQL)
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import { runPrepareStep } from '../src/services/document-trust/pipeline/image-step.js';
import { createTestApp, testDatabaseKind } from '../test/helpers/app.js';
import { createVerifier, photographOnDesk, postDocument, renderDocument, samplePeople } from '../test/helpers/documents.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);

const ticksPerSecond = 100;
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of proc(5) (utime, stime), counted from the state field (3).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

const pool = createOcrPool({ pageWorkers: 2 });
let inThread = false;
// The same pool; the baseline prepares on the calling thread, as verifyDocument did before.
const ocr: OcrPool = { ...pool, prepareImage: (request) => (inThread ? runPrepareStep(request) : pool.prepareImage(request)) };
const t = await createTestApp({ ocr, env: { DOCUMENT_MAX_PIXELS: '20000000' } });
const verifier = await createVerifier(t);
const passport = await renderDocument({ ...samplePeople.passport, layout: 'stacked' });
const documents = [passport, await photographOnDesk(passport, { angle: 8, share: 0.6 }), await renderDocument(samplePeople.nin_slip), await renderDocument({ ...samplePeople.drivers_license, layout: 'card' })];
await pool.warm();

const cpu = { event_loop: [] as number[], worker: [] as number[] };
const decisions = { event_loop: [] as string[], worker: [] as string[] };
for (let round = 0; round < rounds; round++) {
  for (const image of documents) {
    for (const mode of round % 2 === 0 ? (['event_loop', 'worker'] as const) : (['worker', 'event_loop'] as const)) {
      inThread = mode === 'event_loop';
      const before = mainThreadCpuMs();
      const response = await postDocument(t, verifier.apiKey, image);
      cpu[mode].push(mainThreadCpuMs() - before);
      if (response.statusCode !== 200) throw new Error(`POST /document/trust answered ${response.statusCode}`);
      decisions[mode].push(`${response.body.data.decision} ${response.body.data.trustScore}`);
    }
  }
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`document trust, ${testDatabaseKind}, ${documents.length} documents x ${rounds} rounds, main-thread CPU ms per request (mean):`);
console.log(`  preparation on the event loop (before): ${mean(cpu.event_loop).toFixed(0)}`);
console.log(`  preparation in the OCR workers (after): ${mean(cpu.worker).toFixed(0)}`);
console.log(`  ratio after/before: ${(mean(cpu.worker) / mean(cpu.event_loop)).toFixed(2)}`);
console.log(`  same decisions and scores: ${JSON.stringify(decisions.worker) === JSON.stringify(decisions.event_loop)}`);
await t.close();
await pool.close();
