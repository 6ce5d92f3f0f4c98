/**
 * The fourth blind document evaluation: documents of eight invented Nigerian people, on five layouts
 * drawn from the real documents (passport data page, NIMC improved NIN slip, NIMC national e-ID card,
 * FRSC driver's licence, INEC permanent voter's card), rendered as HTML/CSS in headless Chromium and
 * photographed in four ways (eval/documents-blind4/), sent through the real HTTP API (embedded PGlite,
 * sandbox authority). Built by someone who had not seen the reader nor any other document set; run it
 * to measure, never read its images or failures to change the reader (docs/document-blind4-set.md).
 *
 *   node --import tsx eval/documents-blind4/check.ts                             # the set itself, no reader
 *   node --import tsx eval/documents-blind4.ts                                   # every document, every capture
 *   node --import tsx eval/documents-blind4.ts --json /tmp/blind4.json
 *   node --import tsx eval/documents-blind4.ts --variants clean,phone --doc-type stated --max-minutes 30
 *
 * Options: --layouts passport,nin-slip,nin-card,licence,voters-card; --variants clean,phone,glare,lowres;
 * --kinds genuine,record-dob,record-surname,mrz-check-digit,vz-surname,expired (default all);
 * --doc-type auto|stated (default auto); --json FILE; --samples DIR; --max-minutes M (documents run
 * in a fixed shuffled order, so a run stopped early is a sample across people, layouts and kinds).
 *
 * Intended decisions: a genuine document whose authority record holds what it prints PASSes; a
 * record with another birth date, a record with another person's surname, an altered MRZ check
 * digit, a visual zone naming someone other than the MRZ and an expired passport or licence FAIL.
 */
import type { EvalAuthorityRecord } from './document-eval.js';
import { runBlindSet } from './blind-set.js';
import { Blind4Camera, blind4VariantDescriptions, blind4Variants, captureSeed } from './documents-blind4/capture.js';
import { missingFromFontconfig } from './documents-blind4/fonts.js';
import { blind4Families, renderBlind4Page } from './documents-blind4/layouts.js';
import { blind4Kinds, blind4Layouts, blind4Order, buildBlind4Cases } from './documents-blind4/people.js';

// A missing family would silently become a fallback font: the set would no longer be the one measured.
const missing = missingFromFontconfig(blind4Families);
if (missing.length) throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind4`);

const cases = blind4Order(buildBlind4Cases());
// One record per number: a person's NIN slip and NIN card print the same NIN and hold the same record.
const records = new Map<string, EvalAuthorityRecord>();
for (const c of cases) records.set(`${c.docType}/${c.printed.documentNumber}`, { docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record });

await runBlindSet({
  title: 'Blind4',
  variants: blind4Variants,
  variantDescriptions: blind4VariantDescriptions,
  layouts: blind4Layouts,
  kinds: blind4Kinds,
  cases,
  records: [...records.values()],
  async openCamera() {
    const camera = await Blind4Camera.open();
    const notDrawn = await camera.missingFonts(blind4Families);
    if (notDrawn.length) {
      await camera.close();
      throw new Error(`Chromium does not draw: ${notDrawn.join(', ')}; run scripts/ensure-fonts.sh --blind4`);
    }
    return {
      async *photograph(c, variants) {
        const rendered = await camera.render(renderBlind4Page(c));
        // Seeded by case and capture name, so a run of some captures draws the same images as a run of all.
        for (const variant of variants) yield [variant, await camera.photograph(rendered, variant, captureSeed(c.id, variant))];
      },
      close: () => camera.close(),
    };
  },
});
