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
import { runBlindSet } from './blind-set.js';
import { blindVariantDescriptions, blindVariants, photograph } from './documents-blind/camera.js';
import { renderPage } from './documents-blind/layouts.js';
import { authorityRecords, buildBlindCases, caseKinds, layouts, people } from './documents-blind/people.js';
import { portraits } from './documents-blind/portraits.js';
import { Studio } from './documents-blind/studio.js';

const cases = buildBlindCases();

await runBlindSet({
  title: 'Blind',
  variants: blindVariants,
  variantDescriptions: blindVariantDescriptions,
  layouts,
  kinds: caseKinds,
  cases,
  records: authorityRecords(cases),
  async openCamera() {
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
    const faces = await portraits(people);
    return {
      async *photograph(c, variants) {
        const doc = await studio.render(renderPage(c, faces.get(c.person.face)!));
        for (const variant of variants) yield [variant, await photograph(doc, variant, c.seed)];
      },
      close: () => studio.close(),
    };
  },
});
