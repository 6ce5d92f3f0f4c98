/**
 * The blind document evaluation: a set built apart from the reader and from our other sets (its own
 * people, numbers, layouts drawn from what the real Nigerian documents print, date forms, label
 * wordings, fonts and captures; eval/documents-blind/), sent through the real HTTP API (embedded
 * PGlite, sandbox authority) like eval/documents-redteam.ts, and scored the same way.
 *
 * It is a final measurement: whoever improves the reader does not run it, read its pages or its
 * failures until then (docs/document-blind-set.md).
 *
 *   node --import tsx eval/documents-blind.ts                                   # every document, every capture
 *   node --import tsx eval/documents-blind.ts --variants clean,phone --doc-type stated
 *   node --import tsx eval/documents-blind.ts --max-minutes 3 --samples /tmp/blind   # a short sample, images written
 *
 * Options: --layouts a,b, --variants a,b, --kinds genuine,expired,..., --doc-type auto|stated
 * (default auto), --json FILE, --samples DIR, --max-minutes M (documents run in a fixed shuffled
 * order, so a run cut short is a sample across people, layouts and kinds).
 *
 * Intended decisions: a genuine document whose authority record matches PASSes; a forged one (passport
 * MRZ check digit altered, visual zone's surname differs from the MRZ, expired passport or licence,
 * authority record with another birth date or another surname) FAILs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postDocument } from '../test/helpers/documents.js';
import { chooseFrom, deadlineOf, docTypeModeOf, reportTables, scoreRead, startDocumentEval, type ScoredRead } from './document-eval.js';
import { blindVariantDescriptions, blindVariants, photograph, type BlindVariant } from './documents-blind/camera.js';
import { renderPage } from './documents-blind/layouts.js';
import { authorityRecords, buildBlindCases, caseKinds, layouts as allLayouts, people, type BlindCase, type CaseKind, type Layout } from './documents-blind/people.js';
import { portraits } from './documents-blind/portraits.js';
import { Studio } from './documents-blind/studio.js';

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
const variants: BlindVariant[] = chooseFrom(values.variants, blindVariants, 'variant');
const chosenLayouts: Layout[] = chooseFrom(values.layouts, allLayouts, 'layout');
const kinds: CaseKind[] = chooseFrom(values.kinds, caseKinds, 'kind');
const docTypeMode = docTypeModeOf(values['doc-type']);
const deadline = deadlineOf(values['max-minutes']);

const allCases = buildBlindCases();
const cases = allCases.filter((c) => chosenLayouts.includes(c.layout) && kinds.includes(c.kind));

interface Result extends ScoredRead {
  id: string;
  layout: Layout;
  kind: CaseKind;
  variant: BlindVariant;
  intended: BlindCase['intended'];
  expectedDocType: string;
  /** Time to photograph, post and score this image (rendering the page is counted on its first variant). */
  ms: number;
}

const started = Date.now();
// The fonts first: Chromium would silently fall back to an installed family and the set would not be what it says.
const studio = await Studio.open();
const missing = await studio.missingFonts().catch(async (error: unknown) => {
  await studio.close();
  throw error;
});
if (missing.length) {
  await studio.close();
  throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind`);
}
// Every record is written, whichever documents run, so a subset answers exactly as in a full run.
const { t, apiKey } = await startDocumentEval({ records: authorityRecords(allCases) }).catch(async (error: unknown) => {
  await studio.close();
  throw error;
});
const results: Result[] = [];
let evaluated = 0;
try {
  const faces = await portraits(people);
  if (values.samples) await mkdir(values.samples, { recursive: true });
  for (const c of cases) {
    if (Date.now() > deadline) break;
    evaluated++;
    let clock = Date.now();
    const doc = await studio.render(renderPage(c, faces.get(c.person.face)!));
    for (const variant of variants) {
      const image = await photograph(doc, variant, c.seed);
      if (values.samples) await writeFile(path.join(values.samples, `${c.id}-${variant}.${variant === 'clean' ? 'png' : 'jpg'}`), image);
      const response = await postDocument(t, apiKey, image, docTypeMode === 'stated' ? { docType: c.docType } : {});
      const r: Result = { id: c.id, layout: c.layout, kind: c.kind, variant, intended: c.intended, expectedDocType: c.docType, ...scoreRead(response, c.expectedFields), ms: Date.now() - clock };
      clock = Date.now();
      results.push(r);
      process.stderr.write(`${JSON.stringify({ id: r.id, variant, intended: r.intended, decision: r.decision, misses: r.misses, checks: r.decision === r.intended ? [] : r.checks, ms: r.ms })}\n`);
    }
  }
} finally {
  await studio.close();
  await t.close();
}

const done = cases.slice(0, evaluated);
const seconds = (Date.now() - started) / 1000;
const lines = [
  `Blind document evaluation: ${done.length} documents (${done.filter((c) => c.kind === 'genuine').length} genuine, ${done.filter((c) => c.kind !== 'genuine').length} forged) x ${variants.length} variants = ${results.length} images; layouts ${chosenLayouts.join(', ')}; docType ${docTypeMode}; engine ${t.config.documentTrust.ocrEngine}; ${Math.round(seconds)} s (${results.length ? (results.reduce((s, r) => s + r.ms, 0) / results.length / 1000).toFixed(1) : '-'} s per image)`,
];
if (done.length < cases.length) lines.push(`Stopped by --max-minutes after ${done.length} of ${cases.length} documents.`);
lines.push(...reportTables(results, { variants, layouts: chosenLayouts }));
lines.push('', 'Variants:', ...variants.map((v) => `- ${v}: ${blindVariantDescriptions[v]}`));
console.log(lines.join('\n'));
if (values.json) await writeFile(values.json, JSON.stringify({ set: 'blind', variants, docType: docTypeMode, results }, null, 2));
