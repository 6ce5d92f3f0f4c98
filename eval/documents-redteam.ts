/**
 * The red-team document evaluation: documents our reader was never tuned on, rendered as HTML/CSS in
 * headless Chromium and photographed in Chromium (eval/documents-redteam/), sent through the real
 * HTTP API (embedded PGlite, sandbox authority) like eval/documents.ts.
 *
 *   node --import tsx eval/documents-redteam.ts --split tune               # the people failures may be looked at
 *   node --import tsx eval/documents-redteam.ts --split report             # run once before and once after fixes
 *   node --import tsx eval/documents-redteam.ts --split tune --variants clean,phone --doc-type stated
 *   node --import tsx eval/documents-redteam.ts --split tune --variants clean,clean_w640,clean_w800,clean_w1000,phone_w800   # small photos
 *   node --import tsx eval/documents-redteam.ts --samples /tmp/red         # also write every image
 *   node --import tsx eval/documents-redteam.ts --split holdout --variants clean,phone,perspective,shadow,phone800
 *   node --import tsx eval/documents-redteam.ts --split wide --variants clean,phone
 *
 * `holdout` is issue 14's third split: its own people, fonts, date forms, palettes and three captures
 * of its own (perspective, shadow, phone800); run it to report, never read its failures to fix.
 *
 * `wide` is a second tune split (failures may be looked at) whose pages draw from wider lists: every
 * date form, more label wordings, other fonts, drawn palettes, slips without rules or as `Label: value`
 * lines, licences in three columns, voter's cards with values beside their labels.
 *
 * Options: --split tune|report|holdout|wide, --layouts a,b, --variants a,b, --doc-type auto|stated (default auto),
 * --kinds genuine,expired,... (default all), --json FILE, --samples DIR, --max-minutes M.
 *
 * Intended decisions: a genuine document of a person the authority holds as printed PASSes; a forged
 * one (MRZ check digit altered, visual zone's surname differs from the MRZ, expired, authority record
 * with another birth date) FAILs; the sandbox's documented numbers give their documented outcomes
 * (mismatch FAIL; unavailable REVIEW; not found FAIL for a passport, whose number the MRZ proves, else
 * REVIEW). "decision right" counts only the intended decision.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postDocument } from '../test/helpers/documents.js';
import { chooseFrom, deadlineOf, docTypeModeOf, reportTables, scoreRead, splitOf, startDocumentEval, type ScoredRead } from './document-eval.js';
import { holdoutVariants, lowResVariants, RedCamera, redPortrait, redVariantDescriptions, redVariants, type RedVariant } from './documents-redteam/capture.js';
import { renderPage } from './documents-redteam/pages.js';
import { buildRedCases, docTypeOfLayout, layouts as allLayouts, type CaseKind, type Layout, type RedCase } from './documents-redteam/people.js';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'tune' },
    layouts: { type: 'string' },
    variants: { type: 'string' },
    kinds: { type: 'string' },
    'doc-type': { type: 'string', default: 'auto' },
    json: { type: 'string' },
    samples: { type: 'string' },
    'max-minutes': { type: 'string' },
  },
});
const split = values.split === 'holdout' || values.split === 'wide' ? values.split : splitOf(values.split);
// The low-resolution captures are tune/report only and run only when named, so the default list stays redVariants.
const variants: RedVariant[] =
  split === 'holdout' ? chooseFrom(values.variants, holdoutVariants, 'variant')
  : values.variants === undefined ? [...redVariants]
  : chooseFrom(values.variants, [...redVariants, ...lowResVariants], 'variant');
// Holdout images are seeded by the variant's place in the full list, so a run of some variants draws the same images as a run of all.
const variantSeed = (variant: RedVariant) => (split === 'holdout' ? holdoutVariants.indexOf(variant) : variants.indexOf(variant)) / 97;
const chosenLayouts: Layout[] = chooseFrom(values.layouts, allLayouts, 'layout');
const docTypeMode = docTypeModeOf(values['doc-type']);
const deadline = deadlineOf(values['max-minutes']);
const kinds = values.kinds?.split(',') as CaseKind[] | undefined;

const cases = buildRedCases(split).filter((c) => chosenLayouts.includes(c.layout) && (!kinds || kinds.includes(c.kind)));

interface Result extends ScoredRead {
  id: string;
  layout: Layout;
  kind: CaseKind;
  variant: RedVariant;
  intended: RedCase['intended'];
  expectedDocType: string;
}

const started = Date.now();
const { t, apiKey } = await startDocumentEval({
  records: cases.flatMap((c) => (c.record ? [{ docType: docTypeOfLayout[c.layout], documentNumber: c.printed.documentNumber, fields: c.record, ...(c.simulateUnavailable ? { simulateUnavailable: true } : {}) }] : [])),
});
const camera = await RedCamera.open();
const results: Result[] = [];
let evaluated = 0;
try {
  const portrait = await redPortrait();
  if (values.samples) await mkdir(values.samples, { recursive: true });
  for (const c of cases) {
    if (Date.now() > deadline) break;
    evaluated++;
    const page = renderPage(c, portrait);
    const clean = await camera.render(page);
    for (const variant of variants) {
      const image = await camera.photograph(clean, page, variant, c.seed + variantSeed(variant));
      if (values.samples) await writeFile(path.join(values.samples, `${c.id}-${variant}.${variant === 'clean' ? 'png' : 'jpg'}`), image);
      const expectedDocType = docTypeOfLayout[c.layout];
      const response = await postDocument(t, apiKey, image, docTypeMode === 'stated' ? { docType: expectedDocType } : {});
      const r: Result = { id: c.id, layout: c.layout, kind: c.kind, variant, intended: c.intended, expectedDocType, ...scoreRead(response, c.expectedFields ?? {}) };
      results.push(r);
      process.stderr.write(`${JSON.stringify({ id: r.id, variant, intended: r.intended, decision: r.decision, misses: r.misses, checks: r.decision === r.intended ? [] : r.checks })}\n`);
    }
  }
} finally {
  await camera.close();
  await t.close();
}

const done = cases.slice(0, evaluated);
const lines = [
  `Red-team document evaluation, split "${split}": ${done.length} documents (${done.filter((c) => c.kind === 'genuine').length} genuine) x ${variants.length} variants = ${results.length} images; layouts ${chosenLayouts.join(', ')}; docType ${docTypeMode}; engine ${t.config.documentTrust.ocrEngine}; ${Math.round((Date.now() - started) / 1000)} s`,
];
if (done.length < cases.length) lines.push(`Stopped by --max-minutes after ${done.length} of ${cases.length} documents.`);
lines.push(...reportTables(results, { variants, layouts: chosenLayouts }));
lines.push('', 'Variants:', ...variants.map((v) => `- ${v}: ${redVariantDescriptions[v]}`));
console.log(lines.join('\n'));
if (values.json) await writeFile(values.json, JSON.stringify({ split, variants, docType: docTypeMode, results }, null, 2));
