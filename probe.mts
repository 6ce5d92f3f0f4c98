import sharp from 'sharp';
import { createOcrPool } from './src/services/document-trust/ocr/ocr-pool.js';
import { prepareImage } from './src/services/document-trust/pipeline/image-step.js';
import { readPageText, mrzReader } from './src/services/document-trust/pipeline/ocr-step.js';
import { runHandlers } from './src/services/document-trust/pipeline/handler-step.js';
import { criticalFieldsCheck } from './src/services/document-trust/pipeline/checks-step.js';
import { handlers } from './src/services/document-trust/handlers/index.js';
import { renderDocument, samplePeople, degrade } from './test/helpers/documents.js';
const ocr = createOcrPool({ pageWorkers: 1 });
const docs: Record<string, any> = {
  passportStacked: { ...samplePeople.passport, layout: 'stacked' },
  licenceCard: { ...samplePeople.drivers_license, layout: 'card' },
  ninCard: { ...samplePeople.nin_slip, layout: 'card' },
  passport: samplePeople.passport, licence: samplePeople.drivers_license, vc: samplePeople.voters_card, nin: samplePeople.nin_slip,
};
const only = process.argv[2]?.split(',');
const variants = (process.argv[3] ?? 'clean').split(',') as any[];
for (const [name, spec] of Object.entries(docs)) {
  if (only && !only.includes(name)) continue;
  for (const v of variants) {
  const png = await degrade(await renderDocument(spec), v);
  const image = await prepareImage({ bytes: png, field: 'x', maxPixels: 4e7 });
  const t0 = Date.now();
  const page = await readPageText({ ocr, png: image.png });
  const res = await runHandlers({ requested: 'auto', input: { page, readMrz: mrzReader({ ocr, png: image.png, width: image.width, height: image.height, page }), today: '2026-11-24' } });
  const ex = res.extraction!;
  console.log(name, v, ex.docType, 'missing', ex.missing, Date.now() - t0, 'ms');
  console.log('  ', JSON.stringify(ex.fields));
  console.log('  ', JSON.stringify(ex.fieldConfidence), criticalFieldsCheck(ex, handlers[ex.docType].required).status);
  for (const c of ex.checks) console.log('   ', c.code, c.status, c.message.slice(0, 100));
  if (process.env.LINES) for (const l of page.lines) console.log('    |', l.text, l.confidence.toFixed(2));
  }
}
await ocr.close();
