/**
 * Document trust evaluation on documents that look like the real ones (eval/documents/): the five
 * Nigerian layouts (passport data page, NIN slip, NIN card, FRSC licence, INEC voter's card) in
 * several fonts, palettes, security backgrounds and portraits, clean and under capture conditions,
 * genuine and forged, through the real HTTP API (embedded PGlite, sandbox authority).
 *
 *   node --import tsx eval/documents.ts                       # report split, 3 genuine per layout, every variant
 *   node --import tsx eval/documents.ts --limit 10 --variants clean,phone    # a quick look
 *   node --import tsx eval/documents.ts --split tune --json /tmp/tune.json  # the split to tune on
 *
 * Options: --split tune|report, --genuine N (genuine documents per layout; every layout also gets one
 * of each forgery that applies to it), --layouts a,b, --variants a,b, --limit N (at most N documents,
 * taken across layouts in turn), --doc-type auto|stated (what the form says; default auto),
 * --engine ppocr|tesseract (what reads the page, DOCUMENT_OCR_ENGINE; default the app's default),
 * --json FILE (every result, for comparing runs), --max-minutes M (start no new document after M
 * minutes; the table then says how many images it covers). Documents are taken across layouts in
 * turn (all genuine first), so a limited or stopped run still covers every layout.
 *
 * Intended decisions: genuine documents (the authority holds exactly what is printed) PASS; forged
 * ones (MRZ check digit altered, visual zone disagreeing with the MRZ, expired, authority record with
 * another name or birth date) FAIL. "decision right" counts only the intended decision; REVIEW is
 * shown apart, and the two errors that matter most (forged PASS, genuine FAIL) have their own columns.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ocrEngines } from '../src/services/document-trust/index.js';
import { postDocument } from '../test/helpers/documents.js';
import { chooseFrom, deadlineOf, docTypeModeOf, fieldMissesLine, pct, scoreRead, splitOf, startDocumentEval, type ScoredRead } from './document-eval.js';
import { buildCases, docTypeOf, renderCase, splitSeeds, type EvalCase } from './documents/cases.js';
import { capture, variantDescriptions, variants as allVariants, type Variant } from './documents/capture.js';
import { layouts as allLayouts, type Layout } from './documents/model.js';
import { derive } from './documents/random.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'report' },
    genuine: { type: 'string', default: '3' },
    layouts: { type: 'string' },
    variants: { type: 'string' },
    limit: { type: 'string' },
    'doc-type': { type: 'string', default: 'auto' },
    json: { type: 'string' },
    'max-minutes': { type: 'string' },
    engine: { type: 'string' },
  },
});
const deadline = deadlineOf(values['max-minutes']);
const split = splitOf(values.split);
const variants: Variant[] = chooseFrom(values.variants, allVariants, 'variant');
const chosenLayouts: Layout[] = chooseFrom(values.layouts, allLayouts, 'layout');
const docTypeMode = docTypeModeOf(values['doc-type']);
if (values.engine !== undefined && !(ocrEngines as readonly string[]).includes(values.engine)) throw new Error(`--engine is one of ${ocrEngines.join(', ')}`);

/** At most `limit` cases, taking the layouts in turn so each stays represented. */
function limited(cases: EvalCase[], limit: number | undefined): EvalCase[] {
  const queues = chosenLayouts.map((layout) => cases.filter((c) => c.layout === layout));
  const out: EvalCase[] = [];
  for (let i = 0; out.length < Math.min(limit ?? Infinity, cases.length); i++) for (const q of queues) if (q[i] && out.length < (limit ?? Infinity)) out.push(q[i]!);
  return out;
}

interface Result extends ScoredRead {
  id: string;
  layout: Layout;
  kind: EvalCase['kind'];
  variant: Variant;
  intended: 'PASS' | 'FAIL';
  expectedDocType: string;
  ms: number;
}

const cases = limited(buildCases({ split, genuine: Number(values.genuine), layouts: chosenLayouts }), values.limit === undefined ? undefined : Number(values.limit));
const started = Date.now();
const { t, apiKey } = await startDocumentEval({
  env: values.engine === undefined ? {} : { DOCUMENT_OCR_ENGINE: values.engine },
  records: cases.map((c) => ({ docType: docTypeOf(c), documentNumber: c.doc.documentNumber, fields: c.record })),
});
const results: Result[] = [];
let evaluated = 0;
try {
  // One request outside the measurement, so engine start-up is not in the timings.
  const warm = await postDocument(t, apiKey, await renderCase(cases[0]!));
  if (warm.statusCode !== 200) throw new Error(`warm-up: HTTP ${warm.statusCode} ${JSON.stringify(warm.body)}`);

  for (const c of cases) {
    if (Date.now() > deadline) break;
    evaluated++;
    const clean = await renderCase(c);
    for (const variant of variants) {
      const shot = await capture(clean, variant, derive(c.seed, variant));
      const began = performance.now();
      const response = await postDocument(t, apiKey, shot.image, docTypeMode === 'stated' ? { docType: docTypeOf(c) } : {});
      const ms = performance.now() - began;
      results.push({ id: c.id, layout: c.layout, kind: c.kind, variant, intended: c.intended, expectedDocType: docTypeOf(c), ms, ...scoreRead(response, c.expectedFields ?? {}) });
      const last = results.at(-1)!;
      // One line per image as it is read, so a long run can be followed (and read if it is stopped).
      process.stderr.write(`${JSON.stringify({ id: last.id, variant, intended: last.intended, decision: last.decision, misses: last.misses, checks: last.checks })}\n`);
    }
  }
  process.stderr.write('\n');
} finally {
  await t.close();
}

const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

function row(name: string, rs: Result[]): string {
  const genuine = rs.filter((r) => r.intended === 'PASS');
  const forged = rs.filter((r) => r.intended === 'FAIL');
  const fieldsRight = rs.reduce((s, r) => s + r.fieldsRight, 0);
  const fieldsTotal = rs.reduce((s, r) => s + r.fieldsTotal, 0);
  const ms = rs.map((r) => r.ms);
  return `| ${name} | ${rs.length} | ${pct(fieldsRight, fieldsTotal)} | ${pct(rs.filter((r) => r.decision === r.intended).length, rs.length)} | ${pct(genuine.filter((r) => r.decision === 'PASS').length, genuine.length)} | ${forged.filter((r) => r.decision === 'PASS').length} / ${forged.length} | ${genuine.filter((r) => r.decision === 'FAIL').length} / ${genuine.length} | ${pct(rs.filter((r) => r.decision === 'REVIEW').length, rs.length)} | ${rs.filter((r) => r.decision.startsWith('HTTP')).length} | ${pct(rs.filter((r) => r.docTypeDetected === r.expectedDocType).length, rs.length)} | ${Math.round(quantile(ms, 0.5))} | ${Math.round(quantile(ms, 0.9))} |`;
}

const header = [
  '| variant | images | fields exact | decision right | genuine PASS | forged PASS | genuine FAIL | REVIEW | HTTP 4xx | docType detected | median ms | p90 ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];
const lines: string[] = [];
const done = cases.slice(0, evaluated);
const genuineCount = done.filter((c) => c.kind === 'genuine').length;
lines.push(
  `Document trust evaluation, set "${split}" (seed ${splitSeeds[split]}): ${done.length} documents (${genuineCount} genuine, ${done.length - genuineCount} forged) x ${variants.length} variants = ${results.length} images; layouts ${chosenLayouts.join(', ')}; docType ${docTypeMode}; engine ${t.config.documentTrust.ocrEngine}; ${Math.round((Date.now() - started) / 1000)} s`,
);
if (done.length < cases.length) lines.push(`Stopped by --max-minutes after ${done.length} of ${cases.length} documents; not evaluated: ${cases.slice(done.length).map((c) => c.id).join(', ')}`);
lines.push('', 'By variant:', '', ...header.map((h) => h.replace('variant', 'variant')));
for (const variant of variants) lines.push(row(variant, results.filter((r) => r.variant === variant)));
lines.push(row('**all**', results));
lines.push('', 'By layout (all variants):', '', ...header.map((h, i) => (i === 0 ? h.replace('| variant |', '| layout |') : h)));
for (const layout of chosenLayouts) lines.push(row(layout, results.filter((r) => r.layout === layout)));
lines.push('', 'By layout, clean and phone photo:', '', ...header.map((h, i) => (i === 0 ? h.replace('| variant |', '| layout / variant |') : h)));
for (const layout of chosenLayouts) for (const variant of variants.filter((v) => v === 'clean' || v === 'phone')) lines.push(row(`${layout} / ${variant}`, results.filter((r) => r.layout === layout && r.variant === variant)));
lines.push('', 'By case kind (all variants):', '', ...header.map((h, i) => (i === 0 ? h.replace('| variant |', '| kind |') : h)));
for (const kind of [...new Set(results.map((r) => r.kind))]) lines.push(row(kind, results.filter((r) => r.kind === kind)));

const misses = fieldMissesLine(results);
if (misses) lines.push('', misses);
const worst = results.filter((r) => (r.intended === 'FAIL' && r.decision === 'PASS') || (r.intended === 'PASS' && r.decision === 'FAIL'));
if (worst.length > 0) lines.push('', 'Forged PASS / genuine FAIL:', ...worst.map((r) => `- ${r.id} ${r.variant}: ${r.decision} (${r.headline})`));
lines.push('', 'Variants:', ...variants.map((v) => `- ${v}: ${variantDescriptions[v]}`));
console.log(lines.join('\n'));
if (values.json) await writeFile(values.json, JSON.stringify({ split, variants, layouts: chosenLayouts, docType: docTypeMode, results }, null, 2));
