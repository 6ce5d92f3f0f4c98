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
import type { EvalAuthorityRecord } from './document-eval.js';
import { runBlindSet } from './blind-set.js';
import { Blind3Camera, blind3VariantDescriptions, blind3Variants } from './documents-blind3/capture.js';
import { missingFromFontconfig } from './documents-blind3/fonts.js';
import { blind3Families, renderBlind3Page } from './documents-blind3/layouts.js';
import { blind3Kinds, blind3Layouts, blind3Order, buildBlind3Cases } from './documents-blind3/people.js';
import { blind3Hash } from './documents-blind3/random.js';

// A missing family would silently become a fallback font: the set would no longer be the one measured.
const missing = missingFromFontconfig(blind3Families);
if (missing.length) throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind3`);

const cases = blind3Order(buildBlind3Cases());
// One record per number: a person's NIN slip and NIN card print the same NIN and hold the same record.
const records = new Map<string, EvalAuthorityRecord>();
for (const c of cases) records.set(`${c.docType}/${c.printed.documentNumber}`, { docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record });

await runBlindSet({
  title: 'Blind3',
  variants: blind3Variants,
  variantDescriptions: blind3VariantDescriptions,
  layouts: blind3Layouts,
  kinds: blind3Kinds,
  cases,
  records: [...records.values()],
  async openCamera() {
    const camera = await Blind3Camera.open();
    const notDrawn = await camera.missingFonts(blind3Families);
    if (notDrawn.length) {
      await camera.close();
      throw new Error(`Chromium does not draw: ${notDrawn.join(', ')}; run scripts/ensure-fonts.sh --blind3`);
    }
    return {
      async *photograph(c, variants) {
        const doc = renderBlind3Page(c);
        const clean = await camera.render(doc);
        // Seeded by case and capture name, so a run of some captures draws the same images as a run of all.
        for (const variant of variants) yield [variant, await camera.photograph(clean, doc, variant, blind3Hash(`${c.id}/${variant}`))];
      },
      close: () => camera.close(),
    };
  },
});
