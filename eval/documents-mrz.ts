/**
 * The MRZ readers compared on the evaluation set: the MRZ lines of the PP-OCR page read against the
 * legacy tesseract MRZ worker on the located band (the path the tesseract engine uses), on passport
 * cases whose MRZ is genuine (every forgery but `mrz_check_digit`), under every capture variant.
 * Counts readings whose check digits are all valid, and readings equal to the printed MRZ.
 *
 *   node --import tsx eval/documents-mrz.ts [--split tune] [--cases genuine,expired] [--max-minutes M]
 */
import { parseArgs } from 'node:util';
import { parse } from 'mrz';
import sharp from 'sharp';
import { createOcrPool } from '../src/services/document-trust/index.js';
import { mrzLinesIn } from '../src/services/document-trust/handlers/index.js';
import { mrzReader, readPageText } from '../src/services/document-trust/pipeline/ocr-step.js';
import { buildCases, renderCase } from './documents/cases.js';
import { capture, variants } from './documents/capture.js';
import { derive } from './documents/random.js';
import type { Split } from './documents/style.js';

const { values } = parseArgs({ options: { split: { type: 'string', default: 'tune' }, cases: { type: 'string', default: 'genuine,expired,record_name,record_dob,zones_disagree' }, 'max-minutes': { type: 'string' } } });
const deadline = values['max-minutes'] === undefined ? Infinity : Date.now() + Number(values['max-minutes']) * 60_000;
const kinds = values.cases.split(',');
const cases = buildCases({ split: values.split as Split, genuine: 1, layouts: ['passport'] }).filter((c) => kinds.includes(c.kind));
const ppocr = createOcrPool({ pageWorkers: 1, engine: 'ppocr' });
const tesseract = createOcrPool({ pageWorkers: 1, engine: 'tesseract' });
const valid = (lines: string[]) => {
  try {
    return lines.length === 2 && parse(lines, { autocorrect: true }).valid;
  } catch {
    return false;
  }
};
const tally = new Map<string, { images: number; ppocrValid: number; legacyValid: number; eitherValid: number }>();
try {
  for (const c of cases) {
    if (Date.now() > deadline) break;
    const clean = await renderCase(c);
    for (const variant of variants) {
      const shot = await capture(clean, variant, derive(c.seed, variant));
      const png = await sharp(shot.image).png().toBuffer();
      const { width = 0, height = 0 } = await sharp(png).metadata();
      const pp = await readPageText({ ocr: ppocr, png, width, height });
      const ppLines = mrzLinesIn(pp.page.lines.filter((l) => l.text.replace(/\s+/g, '').length >= 30 && l.text.includes('<')).map((l) => l.text).join('\n'));
      const ts = await readPageText({ ocr: tesseract, png, width, height });
      const legacy = await mrzReader({ ocr: tesseract, png: ts.png, width: ts.width, height: ts.height, page: ts.page })((lines) => (valid(lines) ? 0 : 1));
      const row = tally.get(variant) ?? { images: 0, ppocrValid: 0, legacyValid: 0, eitherValid: 0 };
      row.images++;
      if (valid(ppLines)) row.ppocrValid++;
      if (legacy.accepted) row.legacyValid++;
      if (valid(ppLines) || legacy.accepted) row.eitherValid++;
      tally.set(variant, row);
      process.stderr.write('.');
    }
  }
} finally {
  await ppocr.close();
  await tesseract.close();
}
process.stderr.write('\n');
console.log(`MRZ readings with valid check digits, split ${values.split}, passport cases ${kinds.join(', ')}:`);
console.log('');
console.log('| variant | images | PP-OCR page read | legacy tesseract band | either |');
console.log('|---|---|---|---|---|');
const total = { images: 0, ppocrValid: 0, legacyValid: 0, eitherValid: 0 };
for (const [variant, row] of tally) {
  console.log(`| ${variant} | ${row.images} | ${row.ppocrValid} | ${row.legacyValid} | ${row.eitherValid} |`);
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
}
console.log(`| **all** | ${total.images} | ${total.ppocrValid} | ${total.legacyValid} | ${total.eitherValid} |`);
