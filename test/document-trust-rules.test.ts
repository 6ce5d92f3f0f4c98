import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { buildCases, docTypeOf, renderCase, type EvalCase } from '../eval/documents/cases.js';
import { capture, type Variant } from '../eval/documents/capture.js';
import { derive } from '../eval/documents/random.js';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { checkOf, createVerifier, degrade, postDocument, putAuthorityRecord, renderDocument, samplePeople } from './helpers/documents.js';

/*
 * The real layouts and the decision rules, through HTTP, on documents of the evaluation generator's
 * TUNE split (never the report split): every layout reaches PASS when genuine, clean and matching its
 * record; a poor image that was still read clearly is reported, not sent back; a shaded MRZ is read;
 * a card on a desk is found and read; a record holding another family's surname FAILs.
 */

const tune = buildCases({ split: 'tune', genuine: 2 });
const caseOf = (id: string): EvalCase => {
  const found = tune.find((c) => c.id === id);
  if (!found) throw new Error(`no tune case ${id}`);
  return found;
};

describe(`document trust decision rules and layouts (${testDatabaseKind})`, () => {
  let t: TestApp;
  let ocr: OcrPool;
  let verifier: { institutionId: string; apiKey: string };
  const shots = new Map<string, Buffer>();
  const wanted: [string, Variant][] = [
    ['tune-passport-genuine-00', 'clean'],
    ['tune-nin_slip-genuine-00', 'clean'],
    ['tune-nin_card-genuine-00', 'clean'],
    ['tune-voters_card-genuine-00', 'clean'],
    ['tune-passport-genuine-00', 'lighting'],
    ['tune-voters_card-genuine-00', 'blur'],
    ['tune-nin_card-genuine-00', 'desk'],
    ['tune-nin_card-record_name-00', 'clean'],
    ['tune-nin_card-genuine-00', 'phone'],
    ['tune-nin_slip-record_name-00', 'phone'],
    ['tune-drivers_license-expired-00', 'phone'],
    ['tune-voters_card-genuine-01', 'phone'],
    ['tune-drivers_license-genuine-00', 'clean'],
    ['tune-passport-genuine-00', 'w1000'],
    ['tune-passport-record_dob-00', 'phone'],
    ['tune-passport-record_name-00', 'desk'],
  ];
  /** Records that are not the case's own: the birth year one digit off (what one misread makes). */
  const oneDigitOff = (dob: string) => `${dob.slice(0, 3)}${(Number(dob[3]) + (dob[3] === '9' ? -1 : 1)) % 10}${dob.slice(4)}`;
  const recordOf = (c: EvalCase) => (c.id === 'tune-voters_card-genuine-01' ? { ...c.record, dateOfBirth: oneDigitOff(c.record.dateOfBirth) } : c.record);

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 2 });
    t = await createTestApp({ ocr });
    verifier = await createVerifier(t);
    for (const [id, variant] of wanted) {
      const c = caseOf(id);
      const shot = (await capture(await renderCase(c), variant, derive(c.seed, variant))).image;
      // Blurred again: cropped to the slip (found by its outline on the brushed desk), the phone capture alone measured sharp enough.
      shots.set(`${id}/${variant}`, id === 'tune-nin_slip-record_name-00' ? await degrade(shot, 'blurred') : shot);
      const saved = await putAuthorityRecord(t, { docType: docTypeOf(c), documentNumber: c.doc.documentNumber, fields: recordOf(c) });
      assert.equal(saved.statusCode, 200, saved.raw);
    }
    await ocr.warm();
  });
  after(async () => {
    await t.close();
    await ocr.close();
  });

  async function post(id: string, variant: Variant): Promise<SessionData> {
    const response = await postDocument(t, verifier.apiKey, shots.get(`${id}/${variant}`)!);
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    return response.body.data;
  }
  const explain = (data: SessionData) => `${data.summary.headline}\n${JSON.stringify(data.checks, null, 1)}`;

  // The FRSC licence prints its number large in red: tesseract did not find it; PP-OCR (the engine) does.
  describe('every layout reaches PASS when genuine and its record matches', () => {
    for (const [id, variant, docType] of [
      ['tune-passport-genuine-00', 'clean', 'passport'],
      ['tune-nin_slip-genuine-00', 'clean', 'nin_slip'],
      ['tune-nin_card-genuine-00', 'clean', 'nin_slip'],
      ['tune-voters_card-genuine-00', 'clean', 'voters_card'],
      ['tune-drivers_license-genuine-00', 'clean', 'drivers_license'],
    ] as const) {
      it(`${id.replace(/^tune-|-genuine-00$/g, '')} (${variant}) -> PASS, auto-detected, fields exact`, async () => {
        const data = await post(id, variant);
        assert.equal(data.decision, 'PASS', explain(data));
        assert.equal(data.docTypeDetected, docType);
        for (const [field, value] of Object.entries(caseOf(id).expectedFields!)) assert.equal(data.extractedData.fields[field], value, field);
      });
    }
  });

  it("a passport data page's MRZ under uneven light (one side at ~45%) is read: check digits pass, PASS", async () => {
    const data = await post('tune-passport-genuine-00', 'lighting');
    assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'pass', explain(data));
    assert.equal(data.decision, 'PASS', explain(data));
  });

  it('a blurred image whose critical fields were all read clearly: the blur is reported, no retake asked, PASS', async () => {
    const data = await post('tune-voters_card-genuine-00', 'blur');
    const quality = checkOf(data, 'IMAGE_QUALITY')!;
    assert.match(quality.message, /blurred; every critical field was still read clearly, so no retake is needed/);
    assert.equal(quality.status, 'pass');
    assert.equal(data.decision, 'PASS', explain(data));
  });

  it('a card on a desk at 60% of the frame is found, read and passes framing', async () => {
    const data = await post('tune-nin_card-genuine-00', 'desk');
    assert.equal(checkOf(data, 'CAPTURE_FRAMING')?.status, 'pass', explain(data));
    assert.equal(data.decision, 'PASS', explain(data));
  });

  it("a NIN slip's white table cells are not glare; a lamp's reflection on a passport is reported, never a FAIL", async () => {
    const slip = await post('tune-nin_slip-genuine-00', 'clean');
    assert.equal(checkOf(slip, 'IMAGE_QUALITY')!.message, 'Resolution, sharpness, glare and brightness are fine');
    const glared = await postDocument(t, verifier.apiKey, await degrade(await renderDocument(samplePeople.passport), 'glare'));
    const data = glared.body.data;
    const quality = checkOf(data, 'IMAGE_QUALITY')!;
    assert.match(quality.message, /^Image quality: glare/);
    // A retake is asked (review) only when a critical field was not read clearly.
    assert.equal(quality.status === 'review', checkOf(data, 'CRITICAL_FIELDS_READ')!.status !== 'pass');
    assert.notEqual(data.decision, 'FAIL');
  });

  it("the authority holds the number for another family's surname (given names the same) -> FAIL, another person", async () => {
    const data = await post('tune-nin_card-record_name-00', 'clean');
    const name = checkOf(data, 'AUTHORITY_NAME_MATCH')!;
    assert.equal(name.status, 'fail', explain(data));
    assert.match(name.message, /is not the authority's .*another person/);
    assert.equal(data.decision, 'FAIL');
  });

  // Phone photos (the tune split's `phone` variant: the card at 65-75% of the frame, tilted, turned,
  // unevenly lit, blurred, noisy, JPEG 55): measured blurred (sharpness ~1.0-1.3 < 1.5) yet read clearly.
  it('a NIN card phone photo: its text fills only the middle of the card, yet framing passes (judged by character height) -> PASS', async () => {
    const data = await post('tune-nin_card-genuine-00', 'phone');
    assert.equal(checkOf(data, 'CAPTURE_FRAMING')?.status, 'pass', explain(data));
    assert.equal(data.decision, 'PASS', explain(data));
  });

  it("a blurred phone photo read clearly whose record is another family's -> FAIL (positive evidence), the blur named", async () => {
    const data = await post('tune-nin_slip-record_name-00', 'phone');
    assert.match(checkOf(data, 'IMAGE_QUALITY')!.message, /blurred; every critical field was still read clearly/);
    assert.equal(checkOf(data, 'AUTHORITY_NAME_MATCH')?.status, 'fail', explain(data));
    assert.equal(data.decision, 'FAIL', explain(data));
  });

  it('an expired licence on a blurred phone photo, the expiry confirmed by the authority record -> FAIL', async () => {
    const data = await post('tune-drivers_license-expired-00', 'phone');
    assert.equal(checkOf(data, 'DOCUMENT_EXPIRY')?.status, 'fail', explain(data));
    assert.equal(checkOf(data, 'AUTHORITY_EXPIRY_MATCH')?.status, 'pass', explain(data));
    assert.equal(data.decision, 'FAIL', explain(data));
  });

  it('a birth date one character from the record on a blurred phone photo, the differing digit read clearly -> FAIL (another date, not a misread)', async () => {
    // Judged by the differing digit's own OCR confidence, not the image's quality: a weakly read digit
    // would be REVIEW (test/document-trust-differing.test.ts); this one is printed clearly.
    const data = await post('tune-voters_card-genuine-01', 'phone');
    const dob = checkOf(data, 'AUTHORITY_DOB_MATCH')!;
    assert.equal(dob.status, 'fail', explain(data));
    assert.match(dob.message, /differs from the authority's \d{4}-\d\d-\d\d \(differing characters read at \d+%\)/, explain(data));
    assert.equal(data.decision, 'FAIL', explain(data));
  });

  // Causes of wrong decisions found on the tune split's capture variants (docs/document-trust.md).
  it('a page only 1000 px wide is read scaled up: two given names keep their space, the zones agree -> PASS', async () => {
    const c = caseOf('tune-passport-genuine-00');
    const data = await post(c.id, 'w1000');
    assert.equal(data.extractedData.fields.givenNames, c.expectedFields!.givenNames, explain(data));
    assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', explain(data));
    assert.equal(data.decision, 'PASS', explain(data));
  });

  it("a passport phone photo whose French label half is misread (Lleu de naissance): the place of birth is the printed place, not the label", async () => {
    const c = caseOf('tune-passport-record_dob-00');
    const data = await post(c.id, 'phone');
    assert.equal(data.extractedData.fields.placeOfBirth, c.doc.placeOfBirth, explain(data));
  });

  it("a pale passport on a light desk is found and cropped: its visual zone is read, and the record holding another name -> FAIL", async () => {
    const data = await post('tune-passport-record_name-00', 'desk');
    assert.equal(checkOf(data, 'CRITICAL_FIELDS_READ')?.status, 'pass', explain(data));
    assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass', explain(data));
    assert.equal(checkOf(data, 'AUTHORITY_NAME_MATCH')?.status, 'fail', explain(data));
    assert.equal(data.decision, 'FAIL', explain(data));
  });
});
