/**
 * The sixth blind document evaluation: documents of six invented Nigerian people (Jukun, Ebira,
 * Gbagyi, Berom, Isoko, Ogoni), on five layouts drawn from the real documents (the 2019+ enhanced
 * e-passport data page, the NIMC improved NIN slip, the NIMC national e-ID card, the FRSC driver's
 * licence, the INEC permanent voter's card), rendered as HTML in Debian's headless Chromium and
 * captured four ways, each the way documents really arrive (eval/documents-blind6/camera.ts): a
 * flatbed scan or photocopy, a phone photo forwarded over a messaging app, a phone photo stored
 * turned (with or without its EXIF Orientation tag) and an evening photo indoors. Sent through the
 * real HTTP API (embedded PGlite, sandbox authority). Built by someone who had not seen the reader
 * nor any other document set; run it to measure, never read its images or failures to change the
 * reader (docs/document-blind6-set.md).
 *
 *   node --import tsx eval/documents-blind6/check.ts                             # the set itself, no reader
 *   node --import tsx eval/documents-blind6.ts                                   # every document, every capture
 *   node --import tsx eval/documents-blind6.ts --json /tmp/blind6.json
 *   node --import tsx eval/documents-blind6.ts --variants whatsapp,low-light --doc-type stated --max-minutes 30
 *
 * Options: --layouts passport,nin-slip,nin-card,licence,voters-card; --variants scan,whatsapp,rotated,low-light;
 * --kinds genuine,record-dob,record-surname,mrz-check-digit,vz-surname,expired (default all);
 * --doc-type auto|stated (default auto); --json FILE; --samples DIR (each image, and beside it a
 * .json of the capture's drawn parameters); --max-minutes M (documents run in a fixed shuffled
 * order, so a run stopped early is a sample across people, layouts and kinds).
 * BLIND6_TODAY=YYYY-MM-DD counts the dates from that day instead of today (to repeat a past run).
 *
 * Intended decisions: a genuine document whose authority record holds what it prints PASSes; a
 * record with another birth date, a record with another surname, an altered MRZ check digit, a
 * visual zone naming someone other than the MRZ and an expired passport or licence FAIL.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { EvalAuthorityRecord } from './document-eval.js';
import { runBlindSet } from './blind-set.js';
import { Blind6Camera, blind6VariantDescriptions, blind6Variants } from './documents-blind6/camera.js';
import { blind6Families, missingFromFontconfig } from './documents-blind6/fonts.js';
import { renderBlind6Page } from './documents-blind6/layouts.js';
import { blind6Kinds, blind6Layouts, blind6Order, buildBlind6Cases } from './documents-blind6/people.js';

// A missing family would silently become a fallback font: the set would no longer be the one measured.
const missing = missingFromFontconfig(blind6Families);
if (missing.length) throw new Error(`fonts missing: ${missing.join(', ')}; run scripts/ensure-fonts.sh --blind6`);

// runBlindSet owns the command line; only --samples is read here too, to put each capture's
// parameters beside its image (strict off: the other options are runBlindSet's to check).
const samples = parseArgs({ options: { samples: { type: 'string' } }, strict: false }).values.samples;
const samplesDir = typeof samples === 'string' ? samples : null;

const cases = blind6Order(buildBlind6Cases());
// One record per number: a person's NIN slip and e-ID card print the same NIN and hold the same record.
const records = new Map<string, EvalAuthorityRecord>();
for (const c of cases) records.set(`${c.docType}/${c.printed.documentNumber}`, { docType: c.docType, documentNumber: c.printed.documentNumber, fields: c.record });

await runBlindSet({
  title: 'Blind6',
  variants: blind6Variants,
  variantDescriptions: blind6VariantDescriptions,
  layouts: blind6Layouts,
  kinds: blind6Kinds,
  cases,
  records: [...records.values()],
  async openCamera() {
    const camera = await Blind6Camera.open();
    return {
      async *photograph(c, variants) {
        const page = renderBlind6Page(c);
        const rendered = await camera.render(c, page);
        // Seeded by case and capture name, so a run of some captures draws the same images as a run of all.
        for (const variant of variants) {
          const capture = await camera.photograph(rendered, variant, `${c.seed}/${variant}`);
          if (samplesDir) {
            await mkdir(samplesDir, { recursive: true });
            const about = { id: c.id, layout: c.layout, kind: c.kind, today: c.today, fonts: page.fonts, page: page.choices, capture: capture.params };
            await writeFile(path.join(samplesDir, `${c.id}-${variant}.json`), `${JSON.stringify(about, null, 2)}\n`);
          }
          yield [variant, capture.image];
        }
      },
      close: () => camera.close(),
    };
  },
});
