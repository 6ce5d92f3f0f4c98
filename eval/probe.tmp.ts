import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createOcrPool } from '../src/services/document-trust/ocr/ocr-pool.js';
const pool = createOcrPool({ pageWorkers: 1 });
const png = await readFile('/tmp/red/pp.png');
const band = await sharp(png).extract({ left: 0, top: 730, width: 1250, height: 150 }).toBuffer();
for (const scale of [1, 0.7, 0.5]) {
  for (const pad of [0, 60]) {
    const img = await sharp(band).resize({ width: Math.round(1250 * scale) }).extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#ffffff' }).png().toBuffer();
    const page = await pool.readPage(img);
    console.log(scale, pad, page.lines.map((l) => `${l.text.replace(/\s/g, '')} ${l.text.replace(/\s/g, '').length}`).join(' | '));
  }
}
const mb = await pool.readMrzBand(await sharp(band).greyscale().png().toBuffer());
console.log('legacy', JSON.stringify(mb.text));
await pool.close();
