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
import { runBlindSet } from './blind-set.js';
import { Blind2Camera, blind2Portrait, blind2VariantDescriptions, blind2Variants } from './documents-blind2/capture.js';
import { blind2Families, renderPage } from './documents-blind2/layouts.js';
import { buildBlind2Cases, caseKinds, docTypeOfLayout, hash, layouts } from './documents-blind2/people.js';

const cases = buildBlind2Cases().map((c) => ({ ...c, docType: docTypeOfLayout[c.layout] }));

await runBlindSet({
  title: 'Blind2',
  variants: blind2Variants,
  variantDescriptions: blind2VariantDescriptions,
  layouts,
  kinds: caseKinds,
  cases,
  records: cases.map((c) => ({ docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record })),
  async openCamera() {
    const camera = await Blind2Camera.open();
    // A missing family would silently become Chromium's fallback: the set would no longer be the one measured.
    const missing = await camera.missingFonts(blind2Families);
    if (missing.length) {
      await camera.close();
      throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind2`);
    }
    const portraits = new Map<number, string>();
    return {
      async *photograph(c, variants) {
        if (!portraits.has(c.person.portrait)) portraits.set(c.person.portrait, await blind2Portrait(c.person.portrait));
        const doc = renderPage(c, portraits.get(c.person.portrait)!);
        const clean = await camera.render(doc);
        // Seeded by case and variant name, so a run of some variants draws the same images as a run of all.
        for (const variant of variants) yield [variant, await camera.photograph(clean, doc, variant, hash(`${c.id}/${variant}`))];
      },
      close: () => camera.close(),
    };
  },
});
