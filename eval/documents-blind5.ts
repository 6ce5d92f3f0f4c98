/**
 * The fifth blind document evaluation: documents of six invented Nigerian people (Nupe, Ijaw, Idoma,
 * Anaang, Bini, Fulani), on five layouts drawn from the real documents (passport data page, NIMC
 * digital NIN slip, NIMC national e-ID card, FRSC driver's licence, INEC permanent voter's card),
 * rendered as HTML in headless Chromium and photographed three ways (eval/documents-blind5/): the
 * page itself, a phone photo of it lying on a surface, and one of it held close in the hand. Sent
 * through the real HTTP API (embedded PGlite, sandbox authority). Built from what the documents print
 * and how phones photograph them, by someone who had not seen the reader nor any other document set;
 * run it to measure, never read its images or failures to change the reader (docs/document-blind5-set.md).
 *
 *   node --import tsx eval/documents-blind5/check.ts                             # the set itself, no reader
 *   node --import tsx eval/documents-blind5.ts                                   # every document, every capture
 *   node --import tsx eval/documents-blind5.ts --json /tmp/blind5.json
 *   node --import tsx eval/documents-blind5.ts --variants phone-desk,phone-hand --doc-type stated --max-minutes 30
 *
 * Options: --layouts passport,nin-slip,nin-card,licence,voters-card; --variants clean,phone-desk,phone-hand;
 * --kinds genuine,record-dob,record-surname,mrz-check-digit,vz-surname,expired (default all);
 * --doc-type auto|stated (default auto); --json FILE; --samples DIR; --max-minutes M (documents run
 * in a fixed shuffled order, so a run stopped early is a sample across people, layouts and kinds).
 *
 * Intended decisions: a genuine document whose authority record holds what it prints PASSes; a
 * record with another birth date, a record with another surname, an altered MRZ check digit, a
 * visual zone naming someone other than the MRZ and an expired passport or licence FAIL.
 */
import type { EvalAuthorityRecord } from './document-eval.js';
import { runBlindSet } from './blind-set.js';
import { Blind5Camera } from './documents-blind5/camera.js';
import { blind5Families, missingFromFontconfig } from './documents-blind5/fonts.js';
import { renderBlind5Page } from './documents-blind5/layouts.js';
import { blind5Kinds, blind5Layouts, blind5Order, buildBlind5Cases } from './documents-blind5/people.js';
import { blind5VariantDescriptions, blind5Variants } from './documents-blind5/scene.js';

// A missing family would silently become a fallback font: the set would no longer be the one measured.
const missing = missingFromFontconfig(blind5Families);
if (missing.length) throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind5`);

const cases = blind5Order(buildBlind5Cases());
// One record per number: a person's NIN slip and e-ID card print the same NIN and hold the same record.
const records = new Map<string, EvalAuthorityRecord>();
for (const c of cases) records.set(`${c.docType}/${c.printed.documentNumber}`, { docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record });

await runBlindSet({
  title: 'Blind5',
  variants: blind5Variants,
  variantDescriptions: blind5VariantDescriptions,
  layouts: blind5Layouts,
  kinds: blind5Kinds,
  cases,
  records: [...records.values()],
  async openCamera() {
    const camera = await Blind5Camera.open();
    return {
      async *photograph(c, variants) {
        const rendered = await camera.render(await renderBlind5Page(c));
        // Seeded by case and capture name, so a run of some captures draws the same images as a run of all.
        for (const variant of variants) yield [variant, (await camera.photograph(rendered, variant, `${c.seed}/${variant}`)).image];
      },
      close: () => camera.close(),
    };
  },
});
