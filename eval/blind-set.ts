import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postDocument } from '../test/helpers/documents.js';
import { chooseFrom, deadlineOf, docTypeModeOf, reportTables, scoreRead, startDocumentEval, type EvalAuthorityRecord, type EvalResult } from './document-eval.js';

/**
 * The run every blind document set shares (eval/documents-blind.ts, -blind2.ts, -blind3.ts): its
 * command line (--layouts, --variants, --kinds, --doc-type auto|stated, --json FILE, --samples DIR,
 * --max-minutes M), the app the images are posted to, one stderr JSON line per image and the report.
 * Each set keeps its own people, layouts and captures; only this loop is common.
 */

/** One document of a set, as the run needs it. */
export interface BlindSetCase {
  id: string;
  layout: string;
  kind: string;
  intended: 'PASS' | 'FAIL';
  /** The docType the layout is (what `--doc-type stated` sends and docType detection is scored on). */
  docType: string;
  expectedFields: Record<string, string>;
}

/** A set's renderer, opened once for the run (its fonts checked), closed at the end. */
export interface BlindSetCamera<C, V extends string> {
  /** The document's images, one per capture asked for, in that order. */
  photograph(c: C, variants: readonly V[]): AsyncIterable<[V, Buffer]>;
  close(): Promise<void>;
}

export async function runBlindSet<C extends BlindSetCase, V extends string>(set: {
  /** `Blind2` in `Blind2 document evaluation: ...`. */
  title: string;
  variants: readonly V[];
  variantDescriptions: Record<V, string>;
  layouts: readonly C['layout'][];
  kinds: readonly C['kind'][];
  /** Every case in the set's run order (documents run in this order, so an early stop still samples the set). */
  cases: C[];
  /** Records for the sandbox authority: every case's, whichever run, so a subset answers as a full run. */
  records: EvalAuthorityRecord[];
  openCamera(): Promise<BlindSetCamera<C, V>>;
}): Promise<void> {
  const { values } = parseArgs({
    options: {
      layouts: { type: 'string' },
      variants: { type: 'string' },
      kinds: { type: 'string' },
      'doc-type': { type: 'string', default: 'auto' },
      json: { type: 'string' },
      samples: { type: 'string' },
      'max-minutes': { type: 'string' },
    },
  });
  const variants = chooseFrom(values.variants, set.variants, 'variant');
  const layouts = chooseFrom(values.layouts, set.layouts, 'layout');
  const kinds = chooseFrom(values.kinds, set.kinds, 'kind');
  const docTypeMode = docTypeModeOf(values['doc-type']);
  const deadline = deadlineOf(values['max-minutes']);
  const cases = set.cases.filter((c) => layouts.includes(c.layout) && kinds.includes(c.kind));

  const started = Date.now();
  const camera = await set.openCamera();
  const app = await startDocumentEval({ records: set.records }).catch(async (error: unknown) => {
    await camera.close();
    throw error;
  });
  const { t, apiKey } = app;
  const results: EvalResult[] = [];
  let evaluated = 0;
  try {
    if (values.samples) await mkdir(values.samples, { recursive: true });
    for (const c of cases) {
      if (Date.now() > deadline) break;
      evaluated++;
      // Each image's time counts its capture and its read (the page's render falls on its first capture).
      let clock = Date.now();
      for await (const [variant, image] of camera.photograph(c, variants)) {
        if (values.samples) await writeFile(path.join(values.samples, `${c.id}-${variant}.${variant === 'clean' ? 'png' : 'jpg'}`), image);
        const response = await postDocument(t, apiKey, image, docTypeMode === 'stated' ? { docType: c.docType } : {});
        const r: EvalResult = { id: c.id, layout: c.layout, kind: c.kind, variant, intended: c.intended, expectedDocType: c.docType, ...scoreRead(response, c.expectedFields) };
        const ms = Date.now() - clock;
        clock = Date.now();
        results.push(r);
        process.stderr.write(`${JSON.stringify({ id: r.id, variant, intended: r.intended, decision: r.decision, ms, misses: r.misses, checks: r.decision === r.intended ? [] : r.checks })}\n`);
      }
    }
  } finally {
    await camera.close();
    await t.close();
  }

  const done = cases.slice(0, evaluated);
  const seconds = (Date.now() - started) / 1000;
  const genuine = done.filter((c) => c.kind === 'genuine').length;
  const lines = [
    `${set.title} document evaluation: ${done.length} documents (${genuine} genuine, ${done.length - genuine} forged) x ${variants.length} variants = ${results.length} images; layouts ${layouts.join(', ')}; docType ${docTypeMode}; engine ${t.config.documentTrust.ocrEngine}; ${Math.round(seconds)} s (${results.length ? (seconds / results.length).toFixed(1) : '-'} s per image)`,
  ];
  if (done.length < cases.length) lines.push(`Stopped by --max-minutes after ${done.length} of ${cases.length} documents.`);
  lines.push(...reportTables(results, { variants, layouts }));
  lines.push('', 'Variants:', ...variants.map((v) => `- ${v}: ${set.variantDescriptions[v]}`));
  console.log(lines.join('\n'));
  if (values.json) await writeFile(values.json, JSON.stringify({ set: set.title, variants, docType: docTypeMode, results }, null, 2));
}
