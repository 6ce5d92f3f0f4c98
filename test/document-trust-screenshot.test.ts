import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import type { RedCase } from '../eval/documents-redteam/people.js';
import { testDatabaseKind } from './helpers/app.js';
import { checkOf, photographOnDesk } from './helpers/documents.js';
import { openRedTeamBench, postRedPage } from './helpers/redteam.js';

/*
 * A phone's screenshot of a chat holding the photo of a document: what a customer sends when the
 * photo reached them in a message (the ninth blind set's chat screenshots, 1080 x 2340, were decided
 * right 66% of the time: the detector saw the tall screen at 960 px and the card's text at a third of
 * its size). The photo is found in the screen and the document on its desk, then read.
 */

const font = 'DejaVu Sans';

/** A chat app's screen (1080 x 2340): status bar, header, two text bubbles, the photo in a bubble, the text box; JPEG 88. */
async function chatScreenshot(photo: Buffer): Promise<Buffer> {
  const width = 1080;
  const height = 2340;
  const picture = await sharp(photo).resize({ width: 960 }).toBuffer({ resolveWithObject: true });
  const top = 760;
  const bubble = `<rect x="40" y="${top - 20}" width="1000" height="${picture.info.height + 90}" rx="24" fill="#dcf8c6"/>`;
  const text = (x: number, y: number, size: number, fill: string, words: string) => `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" fill="${fill}">${words}</text>`;
  const screen = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#ece5dd"/>` +
      `<rect width="100%" height="90" fill="#f7f7f7"/>${text(60, 60, 34, '#111', '11:48')}` +
      `<rect y="90" width="100%" height="150" fill="#075e54"/>${text(230, 180, 44, '#fff', 'Mum')}<circle cx="150" cy="165" r="45" fill="#f39c12"/>` +
      `<rect x="300" y="300" width="740" height="90" rx="24" fill="#dcf8c6"/>${text(330, 360, 36, '#111', 'Here is the photo of my card')}` +
      `<rect x="40" y="450" width="700" height="90" rx="24" fill="#fff"/>${text(70, 510, 36, '#111', 'Send it to the lender')}` +
      bubble +
      `${text(900, top + picture.info.height + 45, 28, '#667', '11:48')}` +
      `<rect y="${height - 170}" width="100%" height="170" fill="#f0f0f0"/><rect x="30" y="${height - 140}" width="860" height="100" rx="50" fill="#fff"/>${text(80, height - 75, 36, '#999', 'Message')}<circle cx="980" cy="${height - 90}" r="55" fill="#075e54"/>` +
      `</svg>`,
  );
  return sharp(screen)
    .composite([{ input: picture.data, left: 60, top }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** The card photographed on a desk, turned 7 degrees, at 70% of the frame, then shown in the chat and screenshotted. */
const inChat = async (rendered: Buffer) => chatScreenshot(await photographOnDesk(rendered, { angle: 7, share: 0.7 }));

const votersCard = (number: string): RedCase => ({
  id: `test-screenshot-${number}`,
  split: 'tune',
  layout: 'voters_card',
  kind: 'genuine',
  intended: 'PASS',
  printed: { surname: 'EBOKA', givenNames: 'NNEKA PATIENCE', dateOfBirth: '1992-08-17', sex: 'F', documentNumber: number, issueDate: '2019-05-11', expiryDate: null },
  record: { surname: 'EBOKA', givenNames: 'NNEKA PATIENCE', dateOfBirth: '1992-08-17', sex: 'F' },
  expectedFields: null,
  seed: 0.3131,
  force: [font, 'LAST NAME', 'GIVEN NAMES', 'DATE OF BIRTH', 'dd/MM/yyyy'],
});

describe(`document trust on a screenshot of a chat holding the document's photo (${testDatabaseKind})`, () => {
  const bench = openRedTeamBench();
  const why = (data: SessionData) => JSON.stringify(data.checks.filter((check) => check.status !== 'pass'));

  it("reads the card in the photo in the screenshot: PASS when the record agrees, FAIL when the record holds another surname", async () => {
    const genuine = await postRedPage(bench, votersCard('90F5A7C3D40D9F68257'), { capture: inChat });
    assert.equal(genuine.extractedData.fields.surname, 'EBOKA', why(genuine));
    assert.equal(genuine.extractedData.fields.givenNames, 'NNEKA PATIENCE', why(genuine));
    assert.equal(genuine.extractedData.fields.dateOfBirth, '17-08-1992', why(genuine));
    assert.equal(genuine.docTypeDetected, 'voters_card', why(genuine));
    // The photo in the screen is what the user took: the card spans most of it, so no retake is asked for its size.
    assert.equal(checkOf(genuine, 'CAPTURE_FRAMING')?.status, 'pass', why(genuine));
    assert.equal(genuine.decision, 'PASS', why(genuine));

    const forged = { ...votersCard('90F5A7C3D40D9F68258'), record: { surname: 'NWANZE', givenNames: 'NNEKA PATIENCE', dateOfBirth: '1992-08-17', sex: 'F' } };
    const other = await postRedPage(bench, forged, { capture: inChat });
    assert.match(checkOf(other, 'AUTHORITY_NAME_MATCH')?.message ?? '', /EBOKA is not the authority's NWANZE/, why(other));
    assert.equal(other.decision, 'FAIL', why(other));
  });

  it('does not call the name a match when the surname was not read: only the given names matched, so REVIEW naming the surname', async () => {
    // The surname printed nowhere (erased from the page): the given names alone scored 97% against the
    // record's whole name, and AUTHORITY_NAME_MATCH passed for a name half unread.
    const c = votersCard('90F5A7C3D40D9F68259');
    const data = await postRedPage(bench, c, { edit: (html) => html.replace('>EBOKA<', '><') });
    assert.equal(data.extractedData.fields.surname, undefined, why(data));
    assert.equal(data.extractedData.fields.givenNames, 'NNEKA PATIENCE', why(data));
    const name = checkOf(data, 'AUTHORITY_NAME_MATCH');
    assert.equal(name?.status, 'review', why(data));
    assert.match(name?.message ?? '', /Only the given names were read and match the authority record; the surname could not be read/);
    assert.equal(data.decision, 'REVIEW', why(data));
  });
});
