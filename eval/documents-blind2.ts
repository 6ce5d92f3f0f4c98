/**
 * The second blind document evaluation: documents of nine people nobody tuning the reader has seen,
 * on six layouts drawn from the real Nigerian documents, rendered as HTML/CSS in headless Chromium
 * and photographed in five ways (eval/documents-blind2/), sent through the real HTTP API (embedded
 * PGlite, sandbox authority). Built apart from every other document set; run it to measure, never
 * read its images or failures to fix the reader (docs/document-blind2-set.md).
 *
 *   node --import tsx eval/documents-blind2.ts                                   # every document, every capture
 *   node --import tsx eval/documents-blind2.ts --json /tmp/blind2.json --samples /tmp/blind2
 *   node --import tsx eval/documents-blind2.ts --variants clean,phone --doc-type stated --max-minutes 30
 *
 * Options: --layouts a,b, --variants a,b, --kinds genuine,expired,... (default all), --doc-type
 * auto|stated (default auto), --json FILE, --samples DIR, --max-minutes M (documents run in a fixed
 * shuffled order, so a run stopped early is a sample across people, layouts and kinds).
 *
 * Intended decisions: a genuine document whose authority record holds what it prints PASSes; an
 * altered MRZ check digit, a visual zone naming someone other than the MRZ, an expired document, a
 * record with another birth date and a record with another person's surname FAIL.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postDocument } from '../test/helpers/documents.js';
import { chooseFrom, deadlineOf, docTypeModeOf, reportTables, scoreRead, startDocumentEval, type EvalResult } from './document-eval.js';
import { Blind2Camera, blind2Portrait, blind2VariantDescriptions, blind2Variants, type Blind2Variant } from './documents-blind2/capture.js';
import { blind2Families, renderPage } from './documents-blind2/layouts.js';
import { buildBlind2Cases, caseKinds, docTypeOfLayout, hash, layouts as allLayouts, type CaseKind, type Layout } from './documents-blind2/people.js';

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
const variants: Blind2Variant[] = chooseFrom(values.variants, blind2Variants, 'variant');
const chosenLayouts: Layout[] = chooseFrom(values.layouts, allLayouts, 'layout');
const kinds: CaseKind[] = chooseFrom(values.kinds, caseKinds, 'kind');
const docTypeMode = docTypeModeOf(values['doc-type']);
const deadline = deadlineOf(values['max-minutes']);

const cases = buildBlind2Cases().filter((c) => chosenLayouts.includes(c.layout) && kinds.includes(c.kind));

const started = Date.now();
const camera = await Blind2Camera.open();
// A missing family would silently become Chromium's fallback: the set would no longer be the one measured.
const missing = await camera.missingFonts(blind2Families);
if (missing.length) {
  await camera.close();
  throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind2`);
}
const { t, apiKey } = await startDocumentEval({
  records: cases.map((c) => ({ docType: docTypeOfLayout[c.layout], documentNumber: c.printed.documentNumber, fields: c.record })),
});
const results: EvalResult[] = [];
let evaluated = 0;
try {
  const portraits = new Map<number, string>();
  if (values.samples) await mkdir(values.samples, { recursive: true });
  for (const c of cases) {
    if (Date.now() > deadline) break;
    evaluated++;
    if (!portraits.has(c.person.portrait)) portraits.set(c.person.portrait, await blind2Portrait(c.person.portrait));
    const doc = renderPage(c, portraits.get(c.person.portrait)!);
    const clean = await camera.render(doc);
    for (const variant of variants) {
      // Seeded by case and variant name, so a run of some variants draws the same images as a run of all.
      const image = await camera.photograph(clean, doc, variant, hash(`${c.id}/${variant}`));
      if (values.samples) await writeFile(path.join(values.samples, `${c.id}-${variant}.${variant === 'clean' ? 'png' : 'jpg'}`), image);
      const expectedDocType = docTypeOfLayout[c.layout];
      const t0 = Date.now();
      const response = await postDocument(t, apiKey, image, docTypeMode === 'stated' ? { docType: expectedDocType } : {});
      const r: EvalResult = { id: c.id, layout: c.layout, kind: c.kind, variant, intended: c.intended, expectedDocType, ...scoreRead(response, c.expectedFields) };
      results.push(r);
      process.stderr.write(`${JSON.stringify({ id: r.id, variant, intended: r.intended, decision: r.decision, ms: Date.now() - t0, misses: r.misses, checks: r.decision === r.intended ? [] : r.checks })}\n`);
    }
  }
} finally {
  await camera.close();
  await t.close();
}

const done = cases.slice(0, evaluated);
const seconds = (Date.now() - started) / 1000;
const lines = [
  `Blind2 document evaluation: ${done.length} documents (${done.filter((c) => c.kind === 'genuine').length} genuine, ${done.filter((c) => c.kind !== 'genuine').length} forged) x ${variants.length} variants = ${results.length} images; layouts ${chosenLayouts.join(', ')}; docType ${docTypeMode}; engine ${t.config.documentTrust.ocrEngine}; ${Math.round(seconds)} s (${results.length ? (seconds / results.length).toFixed(1) : '-'} s per image)`,
];
if (done.length < cases.length) lines.push(`Stopped by --max-minutes after ${done.length} of ${cases.length} documents.`);
lines.push(...reportTables(results, { variants, layouts: chosenLayouts }));
lines.push('', 'Variants:', ...variants.map((v) => `- ${v}: ${blind2VariantDescriptions[v]}`));
console.log(lines.join('\n'));
if (values.json) await writeFile(values.json, JSON.stringify({ variants, docType: docTypeMode, results }, null, 2));
