import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { checkOf, createVerifier, postDocument, renderDocument, samplePeople } from './helpers/documents.js';

/*
 * What real document images (eval/documents-real.ts, docs/document-trust.md "Real images") showed
 * the reader doing wrong, reproduced on documents we render ourselves, through HTTP.
 */

describe(`document trust on what real images showed (${testDatabaseKind})`, () => {
  let t: TestApp;
  let verifier: { institutionId: string; apiKey: string };

  before(async () => {
    t = await createTestApp();
    verifier = await createVerifier(t);
  });
  after(() => t.close());

  async function read(image: Buffer): Promise<SessionData> {
    const response = await postDocument(t, verifier.apiKey, image);
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    return response.body.data;
  }

  it('reads the MRZ of a data page photographed without its heading and number row, and detects the passport by it', async () => {
    // A real Luxembourg page: "PASS/PASSEPORT/PASSPORT" read as one run-together word, no number
    // label read, so the MRZ (read perfectly on the page) was never looked at: docType unknown and
    // "ask for a clearer image". Here a Ghanaian page (only P<NGA counted as a passport's MRZ).
    const page = await renderDocument({ ...samplePeople.passport, state: 'GHA', layout: 'stacked' });
    const { width = 0, height = 0 } = await sharp(page).metadata();
    const lowerPart = await sharp(page).extract({ left: 0, top: 200, width, height: height - 200 }).png().toBuffer();
    const data = await read(lowerPart);
    assert.equal(data.docTypeDetected, 'passport', JSON.stringify(data.checks));
    assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'pass', JSON.stringify(checkOf(data, 'MRZ_CHECK_DIGITS')));
    assert.equal(data.extractedData.fields.documentNumber, samplePeople.passport.documentNumber);
    // The reason given is the true one: not a Nigerian passport.
    const state = checkOf(data, 'ISSUING_STATE');
    assert.equal(state?.status, 'fail', JSON.stringify(state));
    assert.match(state?.message ?? '', /GHA/);
  });

  it('never calls an MRZ altered when its check digits hold as printed (a number that starts with a digit)', async () => {
    // A real Croatian specimen (number 007007007): the Nigerian-shape repair turned its first 0
    // into an O, the correct check digits then failed.
    const data = await read(await renderDocument({ ...samplePeople.passport, documentNumber: '007492135', layout: 'stacked' }));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'pass', JSON.stringify(mrz));
    assert.equal(data.extractedData.fields.documentNumber, '007492135');
    // Not the Nigerian format, said as such: the reason is the number's format, not an altered MRZ.
    assert.equal(checkOf(data, 'DOCUMENT_NUMBER_FORMAT')?.status, 'fail');
  });

  it('reads an MRZ whose state code the MRZ library does not list, and says the state is not NGA instead of asking for a retake', async () => {
    // ICAO's own UTOPIA specimen, read character for character: "the MRZ could not be read: retake".
    const data = await read(await renderDocument({ ...samplePeople.passport, state: 'UTO', layout: 'stacked' }));
    const mrz = checkOf(data, 'MRZ_CHECK_DIGITS');
    assert.equal(mrz?.status, 'pass', JSON.stringify(mrz));
    const state = checkOf(data, 'ISSUING_STATE');
    assert.equal(state?.status, 'fail', JSON.stringify(state));
    assert.match(state?.message ?? '', /UTO is not NGA/);
    assert.doesNotMatch(data.summary.headline, /retake/i);
  });

  it('does not take the NIMC helpdesk number printed on every slip for an unread NIN', async () => {
    // A real slip photographed with its NIN blurred: 07040144452 from the footer was read as the NIN
    // and looked up at the authority.
    const unread = await read(await renderDocument({ ...samplePeople.nin_slip, documentNumber: '', helpdesk: true }));
    assert.equal(unread.extractedData.fields.documentNumber, undefined, JSON.stringify(unread.extractedData.fields));
    assert.equal(checkOf(unread, 'DOCUMENT_NUMBER_FORMAT')?.status, 'review');
    assert.equal(unread.decision, 'REVIEW');
    assert.doesNotMatch(JSON.stringify(unread.checks), /0704014445/);

    // The same slip with its NIN printed is read as before: the footer takes nothing from the label.
    const printed = await read(await renderDocument({ ...samplePeople.nin_slip, helpdesk: true }));
    assert.equal(printed.extractedData.fields.documentNumber, samplePeople.nin_slip.documentNumber);
    assert.equal(printed.decision, 'PASS', printed.summary.headline);
  });
});
