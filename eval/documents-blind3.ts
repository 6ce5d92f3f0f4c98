/**
 * The third blind document evaluation: documents of nine people nobody tuning the reader has seen,
 * on five layouts drawn from the real Nigerian documents (passport data page, improved NIN slip,
 * NIMC NIN card, FRSC driver's licence, INEC voter's card), rendered as HTML/CSS in headless
 * Chromium and photographed in five ways (eval/documents-blind3/), sent through the real HTTP API
 * (embedded PGlite, sandbox authority). Built apart from the reader and from every other document
 * set; run it to measure, never read its images or failures to change the reader
 * (docs/document-blind3-set.md).
 *
 *   node --import tsx eval/documents-blind3/check.ts                             # the set itself, no reader
 *   node --import tsx eval/documents-blind3.ts                                   # every document, every capture
 *   node --import tsx eval/documents-blind3.ts --json /tmp/blind3.json --samples /tmp/blind3
 *   node --import tsx eval/documents-blind3.ts --variants clean,phone --doc-type stated --max-minutes 30
 *
 * Options: --layouts a,b, --variants a,b, --kinds genuine,expired,... (default all), --doc-type
 * auto|stated (default auto), --json FILE, --samples DIR, --max-minutes M (documents run in a fixed
 * shuffled order, so a run stopped early is a sample across people, layouts and kinds).
 *
 * Intended decisions: a genuine document whose authority record holds what it prints PASSes; a
 * record with another birth date, a record with another person's surname, an altered MRZ check
 * digit, a visual zone naming someone other than the MRZ and an expired passport or licence FAIL.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postDocument } from '../test/helpers/documents.js';
import { chooseFrom, deadlineOf, docTypeModeOf, reportTables, scoreRead, startDocumentEval, type EvalAuthorityRecord, type EvalResult } from './document-eval.js';
import { Blind3Camera, blind3VariantDescriptions, blind3Variants, type Blind3Variant } from './documents-blind3/capture.js';
import { missingFromFontconfig } from './documents-blind3/fonts.js';
import { blind3Families, renderBlind3Page } from './documents-blind3/layouts.js';
import { blind3Kinds, blind3Layouts, blind3Order, buildBlind3Cases, type Blind3Kind, type Blind3Layout } from './documents-blind3/people.js';
import { blind3Hash } from './documents-blind3/random.js';

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
const variants: Blind3Variant[] = chooseFrom(values.variants, blind3Variants, 'variant');
const chosenLayouts: Blind3Layout[] = chooseFrom(values.layouts, blind3Layouts, 'layout');
const kinds: Blind3Kind[] = chooseFrom(values.kinds, blind3Kinds, 'kind');
const docTypeMode = docTypeModeOf(values['doc-type']);
const deadline = deadlineOf(values['max-minutes']);

// A missing family would silently become a fallback font: the set would no longer be the one measured.
const missing = missingFromFontconfig(blind3Families);
if (missing.length) throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind3`);

const cases = blind3Order(buildBlind3Cases()).filter((c) => chosenLayouts.includes(c.layout) && kinds.includes(c.kind));

const started = Date.now();
const camera = await Blind3Camera.open();
const notDrawn = await camera.missingFonts(blind3Families);
if (notDrawn.length) {
  await camera.close();
  throw new Error(`Chromium does not draw: ${notDrawn.join(', ')}; run scripts/ensure-fonts.sh --blind3`);
}
// One record per number: a person's NIN slip and NIN card print the same NIN and hold the same record.
const records = new Map<string, EvalAuthorityRecord>();
for (const c of cases) records.set(`${c.docType}/${c.printed.documentNumber}`, { docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record });
let app: Awaited<ReturnType<typeof startDocumentEval>>;
try {
  app = await startDocumentEval({ records: [...records.values()] });
} catch (error) {
  await camera.close();
  throw error;
}
const { t, apiKey } = app;
const results: EvalResult[] = [];
let evaluated = 0;
try {
  if (values.samples) await mkdir(values.samples, { recursive: true });
  for (const c of cases) {
    if (Date.now() > deadline) break;
    evaluated++;
    const doc = renderBlind3Page(c);
    const clean = await camera.render(doc);
    for (const variant of variants) {
      // Seeded by case and capture name, so a run of some captures draws the same images as a run of all.
      const image = await camera.photograph(clean, doc, variant, blind3Hash(`${c.id}/${variant}`));
      if (values.samples) await writeFile(path.join(values.samples, `${c.id}-${variant}.${variant === 'clean' ? 'png' : 'jpg'}`), image);
      const t0 = Date.now();
      const response = await postDocument(t, apiKey, image, docTypeMode === 'stated' ? { docType: c.docType } : {});
      const r: EvalResult = { id: c.id, layout: c.layout, kind: c.kind, variant, intended: c.intended, expectedDocType: c.docType, ...scoreRead(response, c.expectedFields) };
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
  `Blind3 document evaluation: ${done.length} documents (${done.filter((c) => c.kind === 'genuine').length} genuine, ${done.filter((c) => c.kind !== 'genuine').length} forged) x ${variants.length} variants = ${results.length} images; layouts ${chosenLayouts.join(', ')}; docType ${docTypeMode}; engine ${t.config.documentTrust.ocrEngine}; ${Math.round(seconds)} s (${results.length ? (seconds / results.length).toFixed(1) : '-'} s per image)`,
];
if (done.length < cases.length) lines.push(`Stopped by --max-minutes after ${done.length} of ${cases.length} documents.`);
lines.push(...reportTables(results, { variants, layouts: chosenLayouts }));
lines.push('', 'Variants:', ...variants.map((v) => `- ${v}: ${blind3VariantDescriptions[v]}`));
console.log(lines.join('\n'));
if (values.json) await writeFile(values.json, JSON.stringify({ variants, docType: docTypeMode, results }, null, 2));
