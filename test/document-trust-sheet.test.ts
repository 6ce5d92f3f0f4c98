import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import type { RedCase } from '../eval/documents-redteam/people.js';
import { testDatabaseKind } from './helpers/app.js';
import { checkOf, photographOnDesk } from './helpers/documents.js';
import { openRedTeamBench, postRedPage } from './helpers/redteam.js';

/*
 * A NIN slip printed from the web on an A4 sheet and photographed on a desk: an upright sheet in a
 * landscape photo (the sixteenth blind set's printed slips). Read across the whole desk, the detector
 * saw the slip's labels at a few pixels and lost them; the sheet is found, cropped and read instead.
 */

const font = 'DejaVu Sans';

/** The slip's rendering at the top of a white A4-shaped sheet (1300 x 1840) with a browser's print header and footer. */
async function printedOnSheet(slip: Buffer): Promise<Buffer> {
  const [width, height] = [1300, 1840];
  const text = (x: number, y: number, words: string) => `<text x="${x}" y="${y}" font-family="${font}" font-size="16" fill="#555">${words}</text>`;
  const sheet = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fdfdfb"/>` +
      `${text(40, 30, '30/11/2026, 10:14')}${text(560, 30, 'NIMC Self Service')}${text(40, height - 24, 'https://selfservice.example/nin/details')}${text(width - 80, height - 24, '1/1')}</svg>`,
  );
  return sharp(sheet)
    .composite([{ input: slip, left: 0, top: 60 }])
    .png()
    .toBuffer();
}

/** The sheet lying upright on a desk, turned a degree, at 34% of a 2200 px photo's width (about 64% of its height). */
const sheetOnDesk = async (rendered: Buffer) => photographOnDesk(await printedOnSheet(rendered), { angle: 1, share: 0.34, frameWidth: 2200 });

/** The slip at 39% of a 1600 px photo, turned 3 degrees, on a table under a green canopy whose shade ends two-thirds across. */
async function photographUnderCanopy(rendered: Buffer): Promise<Buffer> {
  const [width, height] = [1600, 1200];
  const page = await sharp(rendered).resize(620).rotate(3, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer({ resolveWithObject: true });
  const table = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c9bfae"/></svg>`);
  const shade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0.66" stop-color="#8fcf9c"/><stop offset="0.74" stop-color="#ffffff"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/></svg>`,
  );
  const scene = await sharp(table)
    .composite([{ input: page.data, left: Math.round((width - page.info.width) / 2), top: Math.round((height - page.info.height) / 2) }])
    .png()
    .toBuffer();
  return sharp(scene)
    .composite([{ input: shade, blend: 'multiply' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const slip = (number: string, record: RedCase['record']): RedCase => ({
  id: `test-sheet-${number}`,
  split: 'tune',
  layout: 'nin_slip',
  kind: 'genuine',
  intended: 'PASS',
  printed: { surname: 'ODUYA', givenNames: 'IBIFURO TAMUNO', dateOfBirth: '1986-05-21', sex: 'M', documentNumber: number, issueDate: '2021-02-03', expiryDate: null },
  record,
  expectedFields: null,
  seed: 0.4242,
  force: [font, 'Surname', 'Given Names', 'Date of Birth', 'dd/mm/yyyy'],
});

describe(`document trust on a NIN slip photographed where its colour does not set it apart (${testDatabaseKind})`, () => {
  const bench = openRedTeamBench();
  const why = (data: SessionData) => JSON.stringify(data.checks.filter((check) => check.status !== 'pass'));

  it('finds the sheet and reads the slip on it: PASS when the record agrees, FAIL when it holds another surname; the sheet is not asked to be closer', async () => {
    const genuine = await postRedPage(bench, slip('38162094571', { surname: 'ODUYA', givenNames: 'IBIFURO TAMUNO', dateOfBirth: '1986-05-21', sex: 'M' }), { capture: sheetOnDesk });
    assert.equal(genuine.extractedData.fields.surname, 'ODUYA', why(genuine));
    assert.equal(genuine.extractedData.fields.givenNames, 'IBIFURO TAMUNO', why(genuine));
    assert.equal(genuine.extractedData.fields.dateOfBirth, '21-05-1986', why(genuine));
    assert.equal(genuine.docTypeDetected, 'nin_slip', why(genuine));
    // An upright sheet spans about half the width at its full height: large enough, no retake.
    assert.equal(checkOf(genuine, 'CAPTURE_FRAMING')?.status, 'pass', why(genuine));
    assert.equal(genuine.decision, 'PASS', why(genuine));

    const other = await postRedPage(bench, slip('38162094572', { surname: 'BRIGGS', givenNames: 'IBIFURO TAMUNO', dateOfBirth: '1986-05-21', sex: 'M' }), { capture: sheetOnDesk });
    assert.match(checkOf(other, 'AUTHORITY_NAME_MATCH')?.message ?? '', /ODUYA is not the authority's BRIGGS/, why(other));
    assert.equal(other.decision, 'FAIL', why(other));
  });

  /*
   * The same slip photographed on a market stall's table under a vendor's green umbrella, sunlight past
   * the canopy's edge across one side of the frame (the seventeenth blind set's market-umbrella
   * captures). No one surface colour fits a table lit in two tones, so the slip was not found by its
   * colour and was read across the whole photo, its small labels lost; it is found by its outline.
   */
  it('finds the slip by its outline and reads it: PASS when the record agrees', async () => {
    const genuine = await postRedPage(bench, slip('38162094573', { surname: 'ODUYA', givenNames: 'IBIFURO TAMUNO', dateOfBirth: '1986-05-21', sex: 'M' }), { capture: photographUnderCanopy });
    assert.equal(genuine.extractedData.fields.surname, 'ODUYA', why(genuine));
    assert.equal(genuine.extractedData.fields.givenNames, 'IBIFURO TAMUNO', why(genuine));
    assert.equal(genuine.extractedData.fields.dateOfBirth, '21-05-1986', why(genuine));
    assert.equal(genuine.decision, 'PASS', why(genuine));
  });
});
