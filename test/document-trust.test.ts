import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { createOcrPool, sandboxNotFoundNumbers, type OcrPool } from '../src/services/document-trust/index.js';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import {
  balanceOf,
  chargesOf,
  checkOf,
  createVerifier,
  degrade,
  documentTrustPrice,
  getSessionViaApi,
  isoDateFromToday,
  multipartBody,
  photographOnDesk,
  postDocument,
  postRaw,
  putAuthorityRecord,
  renderDocument,
  samplePeople,
  trustForm,
  trustUrl,
  type PassportSpec,
} from './helpers/documents.js';

/** A PNG whose header claims `width` x `height` pixels but whose data is a few bytes: a decompression bomb. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])), chunk('IEND', Buffer.alloc(0))]);
}

const passport = (overrides: Partial<PassportSpec>): PassportSpec => ({ ...samplePeople.passport, ...overrides });

describe(`document trust API (${testDatabaseKind})`, () => {
  let t: TestApp;
  let ocr: OcrPool;
  let verifier: { institutionId: string; apiKey: string };
  const images: Record<string, Buffer> = {};
  const expiredOn = isoDateFromToday({ days: -20 });
  const expiringOn = isoDateFromToday({ days: 30 });

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 2 });
    // 2 MB: the rendered pages are well under it, and the 413 test needs no huge body.
    t = await createTestApp({ ocr, env: { DOCUMENT_MAX_UPLOAD_BYTES: String(2 * 1024 * 1024), DOCUMENT_MAX_PIXELS: '20000000' } });
    verifier = await createVerifier(t);
    const clean = await renderDocument(samplePeople.passport);
    Object.assign(images, {
      passport: clean,
      passportHalfScale: await degrade(clean, 'half_scale'),
      passportExpired: await renderDocument(passport({ documentNumber: 'A10000001', issueDate: '2015-01-10', expiryDate: expiredOn })),
      passportExpiring: await renderDocument(passport({ documentNumber: 'A10000002', issueDate: '2016-01-10', expiryDate: expiringOn })),
      passportTampered: await renderDocument(passport({ tamperDocumentNumberCheckDigit: true })),
      passportMismatch: await renderDocument(passport({ documentNumber: 'A07492136' })),
      passportNotFound: await renderDocument(passport({ documentNumber: sandboxNotFoundNumbers.passport })),
      passportUnavailable: await renderDocument(passport({ documentNumber: 'A07492137' })),
      ninSlip: await renderDocument(samplePeople.nin_slip),
      licence: await renderDocument(samplePeople.drivers_license),
      licenceUnknownFormat: await renderDocument({ ...samplePeople.drivers_license, documentNumber: 'KN7788990' }),
      votersCard: await renderDocument(samplePeople.voters_card),
      passportStacked: await renderDocument(passport({ layout: 'stacked' })),
      passportStackedNameAltered: await renderDocument(passport({ layout: 'stacked', printedSurname: 'OKEKE' })),
      licenceCard: await renderDocument({ ...samplePeople.drivers_license, layout: 'card' }),
      ninCard: await renderDocument({ ...samplePeople.nin_slip, layout: 'card' }),
    });
    // The MRZ's second line with its last characters hidden (a thumb, glare): partly unread.
    images.passportMrzCut = await sharp(images.passport!)
      .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="70"><rect width="300" height="70" fill="#fbf8f1"/></svg>'), left: 1100, top: 980 - 110 }])
      .png()
      .toBuffer();
    images.passportOnDesk = await photographOnDesk(images.passportStacked!, { angle: 8, share: 0.6 });
    images.passportFarAway = await photographOnDesk(images.passportStacked!, { angle: 2, share: 0.33, frameWidth: 2400 });
    images.passportCutOff = await sharp(images.passportStacked!).extract({ left: 0, top: 0, width: 1180, height: 980 }).png().toBuffer();
    for (const [number, expiryDate] of [['A10000001', expiredOn], ['A10000002', expiringOn]] as const) {
      const saved = await putAuthorityRecord(t, { docType: 'passport', documentNumber: number, fields: { surname: 'Adeyemi', givenNames: 'Chidinma Grace', dateOfBirth: '1990-03-14', sex: 'F', expiryDate } });
      assert.equal(saved.statusCode, 200, saved.raw);
    }
    const licence = await putAuthorityRecord(t, { docType: 'drivers_license', documentNumber: 'KN7788990', fields: { surname: 'OKAFOR', givenNames: 'EMEKA JOHN', dateOfBirth: '1985-07-22', sex: 'M', expiryDate: '2029-05-09' } });
    assert.equal(licence.statusCode, 200, licence.raw);
    await ocr.warm();
  });
  after(async () => {
    await t.close();
    await ocr.close();
  });

  async function expectDecision(image: Buffer, decision: SessionData['decision'], fields: { docType?: string } = {}): Promise<SessionData> {
    const response = await postDocument(t, verifier.apiKey, image, fields);
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    const data = response.body.data;
    assert.equal(data.decision, decision, `${data.summary.headline}\n${JSON.stringify(data.checks, null, 1)}`);
    // The summary's counts always agree with the checks.
    assert.equal(data.summary.checksPassed + data.summary.checksFailed + data.summary.checksReview + data.summary.checksSkipped, data.checks.length);
    assert.equal(data.summary.checksFailed, data.checks.filter((c) => c.status === 'fail').length);
    return data;
  }

  describe('passport', () => {
    it('a genuine passport matching its authority record: PASS, the full response, billed once, GET returns it unbilled', async () => {
      const before = await balanceOf(t, verifier.institutionId);
      const chargesBefore = (await chargesOf(t, verifier.institutionId)).length;
      const sent = Date.now();
      const response = await postDocument(t, verifier.apiKey, images.passport!, { customerReference: 'loan-7781' });
      const answered = Date.now();
      assert.equal(response.statusCode, 200);
      const envelope = response.body;
      assert.equal(envelope.status, true);
      assert.equal(envelope.apiVersion, 'v1');
      assert.match(envelope.transactionRef, /^txn_/);
      const data = envelope.data;
      assert.match(data.sessionId, /^doc_/);
      assert.equal(data.customerReference, 'loan-7781');
      assert.equal(data.decision, 'PASS', data.summary.headline);
      assert.equal(data.mode, 'trust');
      assert.equal(data.docTypeRequested, 'auto');
      assert.equal(data.docTypeDetected, 'passport');
      assert.ok(data.trustScore >= 0.9 && data.trustScore <= 1);
      assert.ok(Number.isInteger(data.processingDurationMs) && data.processingDurationMs > 0);
      // Within the request, however long a loaded machine took over it.
      assert.ok(Date.parse(data.processedAtUtc) >= sent - 1_000 && Date.parse(data.processedAtUtc) <= answered + 1_000, data.processedAtUtc);
      assert.deepEqual(data.extractedData.fields, {
        documentNumber: 'A07492135',
        surname: 'ADEYEMI',
        givenNames: 'CHIDINMA GRACE',
        dateOfBirth: '14-03-1990',
        sex: 'F',
        issueDate: '02-01-2022',
        expiryDate: '01-01-2032',
        nationality: 'NIGERIAN',
        issuingState: 'NGA',
        placeOfBirth: 'LAGOS',
      });
      assert.equal(data.extractedData.documentType, 'passport');
      assert.deepEqual(data.authorityData, { source: 'sandbox:NIS', recordFound: true, fields: { surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '14-03-1990', sex: 'F', expiryDate: '01-01-2032' } });
      for (const code of ['DOC_CLASSIFICATION', 'MRZ_CHECK_DIGITS', 'DOCUMENT_NUMBER_FORMAT', 'ISSUING_STATE', 'MRZ_VISUAL_CONSISTENCY', 'DOCUMENT_EXPIRY', 'IMAGE_QUALITY', 'AUTHORITY_RECORD_FOUND', 'AUTHORITY_NAME_MATCH', 'AUTHORITY_DOB_MATCH']) {
        assert.equal(checkOf(data, code)?.status, 'pass', code);
      }
      assert.equal(checkOf(data, 'DOC_CLASSIFICATION')?.category, 'classification');
      assert.equal(checkOf(data, 'AUTHORITY_RECORD_FOUND')?.category, 'authorityReconcile');
      assert.equal(data.summary.checksFailed, 0);
      assert.equal(data.audit.documentImageHash, `sha256:${createHash('sha256').update(images.passport!).digest('hex')}`);
      assert.match(data.audit.auditRef, /^aud_/);
      const years = (Date.parse(data.audit.evidenceRetentionUntilUtc) - Date.parse(data.processedAtUtc)) / (365.25 * 86_400_000);
      assert.ok(years > 6.99 && years < 7.01, `retention ${years} years`);
      const stored = await t.blobStore.get(data.audit.documentImagePath);
      assert.ok(stored?.bytes.equals(images.passport!), 'the front image is stored exactly as uploaded');

      assert.equal(await balanceOf(t, verifier.institutionId), before - documentTrustPrice);
      const charges = await chargesOf(t, verifier.institutionId);
      assert.equal(charges.length, chargesBefore + 1);
      assert.ok(charges.some((charge) => charge.transactionRef === envelope.transactionRef && charge.serviceCode === 'DOCUMENTTRUST'));

      const fetched = await getSessionViaApi(t, verifier.apiKey, data.sessionId);
      assert.equal(fetched.statusCode, 200);
      assert.deepEqual(fetched.body.data, data);
      assert.match(fetched.body.transactionRef, /^req_/);
      assert.equal(await balanceOf(t, verifier.institutionId), before - documentTrustPrice, 'GET is never billed');

      const other = await createVerifier(t);
      const foreign = await getSessionViaApi(t, other.apiKey, data.sessionId);
      assert.equal(foreign.statusCode, 404, "another institution's session reads as not found");
      assert.equal(foreign.body.error?.type, 'not_found');
      assert.equal((await getSessionViaApi(t, verifier.apiKey, 'doc_00000000000000000000000000')).statusCode, 404);
    });

    it('expired -> FAIL (billed once like any completed session)', async () => {
      const chargesBefore = (await chargesOf(t, verifier.institutionId)).length;
      const data = await expectDecision(images.passportExpired!, 'FAIL');
      assert.equal(checkOf(data, 'DOCUMENT_EXPIRY')?.status, 'fail');
      assert.equal((await chargesOf(t, verifier.institutionId)).length, chargesBefore + 1);
    });

    it('expiring within 90 days -> REVIEW', async () => {
      const data = await expectDecision(images.passportExpiring!, 'REVIEW');
      assert.equal(checkOf(data, 'DOCUMENT_EXPIRY')?.status, 'review');
      assert.equal(data.summary.checksFailed, 0);
    });

    it('an MRZ check digit tampered -> FAIL', async () => {
      const data = await expectDecision(images.passportTampered!, 'FAIL');
      assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'fail');
      assert.match(data.summary.headline, /check digit/i);
    });

    it('authority holds another person under the number -> FAIL', async () => {
      const data = await expectDecision(images.passportMismatch!, 'FAIL');
      assert.equal(checkOf(data, 'AUTHORITY_RECORD_FOUND')?.status, 'pass');
      assert.equal(checkOf(data, 'AUTHORITY_NAME_MATCH')?.status, 'fail');
      assert.equal(checkOf(data, 'AUTHORITY_DOB_MATCH')?.status, 'fail');
      assert.equal(data.authorityData.fields.surname, 'OGUNLEYE');
    });

    it('authority has no record -> FAIL', async () => {
      const data = await expectDecision(images.passportNotFound!, 'FAIL');
      assert.equal(checkOf(data, 'AUTHORITY_RECORD_FOUND')?.status, 'fail');
      assert.deepEqual(data.authorityData, { source: 'sandbox:NIS', recordFound: false, fields: {} });
    });

    it('authority unavailable -> REVIEW', async () => {
      const data = await expectDecision(images.passportUnavailable!, 'REVIEW');
      assert.equal(checkOf(data, 'AUTHORITY_RECORD_FOUND')?.status, 'review');
      assert.equal(data.summary.checksFailed, 0);
    });

    it('a genuine passport photographed at half size -> low resolution reported, never FAIL; a retake asked only if a field was unclear', async () => {
      const response = await postDocument(t, verifier.apiKey, images.passportHalfScale!, { docType: 'passport' });
      assert.equal(response.statusCode, 200, JSON.stringify(response.body));
      const data = response.body.data;
      assert.equal(data.docTypeRequested, 'passport');
      assert.notEqual(data.decision, 'FAIL');
      const quality = checkOf(data, 'IMAGE_QUALITY')!;
      assert.match(quality.message, /low resolution \(700x490\)/);
      assert.equal(quality.status === 'review', checkOf(data, 'CRITICAL_FIELDS_READ')!.status !== 'pass');
      assert.equal(data.extractedData.fields.documentNumber, 'A07492135');
    });
  });

  describe('other document types', () => {
    it('NIN slip (auto-detected) -> PASS with the 11-digit NIN and tracking id', async () => {
      const data = await expectDecision(images.ninSlip!, 'PASS');
      assert.equal(data.docTypeDetected, 'nin_slip');
      assert.equal(data.extractedData.fields.documentNumber, '12345678901');
      assert.equal(data.extractedData.fields.trackingId, 'TRK7A1B2C3D4E5F');
      assert.equal(data.extractedData.fields.dateOfBirth, '30-01-1988');
      assert.equal(data.authorityData.source, 'sandbox:NIMC');
      assert.equal(checkOf(data, 'DOCUMENT_EXPIRY')?.status, 'skipped');
    });

    it("driver's licence in the FRSC format -> PASS", async () => {
      const data = await expectDecision(images.licence!, 'PASS', { docType: 'drivers_license' });
      assert.equal(data.docTypeDetected, 'drivers_license');
      assert.equal(data.extractedData.fields.documentNumber, 'LAG12345AA01');
      assert.equal(data.extractedData.fields.expiryDate, '09-05-2029');
      assert.equal(data.authorityData.source, 'sandbox:FRSC');
    });

    it("driver's licence number in no known FRSC format -> REVIEW, not FAIL", async () => {
      const data = await expectDecision(images.licenceUnknownFormat!, 'REVIEW');
      assert.equal(data.docTypeDetected, 'drivers_license');
      assert.equal(checkOf(data, 'DOCUMENT_NUMBER_FORMAT')?.status, 'review');
      assert.equal(checkOf(data, 'AUTHORITY_RECORD_FOUND')?.status, 'pass');
    });

    it("voter's card with a 19-character VIN -> PASS", async () => {
      const data = await expectDecision(images.votersCard!, 'PASS');
      assert.equal(data.docTypeDetected, 'voters_card');
      assert.equal(data.extractedData.fields.documentNumber, '90F5B0A6E5295403921');
      assert.equal(data.authorityData.source, 'sandbox:INEC');
    });

    it('a requested type the page is not -> REVIEW naming the type it looks like, read as that type', async () => {
      const data = await expectDecision(images.ninSlip!, 'REVIEW', { docType: 'voters_card' });
      assert.equal(data.docTypeRequested, 'voters_card');
      assert.equal(data.docTypeDetected, 'nin_slip');
      assert.equal(checkOf(data, 'DOC_CLASSIFICATION')?.status, 'review');
      assert.match(checkOf(data, 'DOC_CLASSIFICATION')!.message, /looks like a nin_slip, not the requested voters_card: resend with docType=nin_slip/);
      assert.equal(data.extractedData.fields.documentNumber, '12345678901');
      const passportAsSlip = await expectDecision(images.passport!, 'REVIEW', { docType: 'nin_slip' });
      assert.equal(passportAsSlip.docTypeDetected, 'passport');
      assert.match(checkOf(passportAsSlip, 'DOC_CLASSIFICATION')!.message, /looks like a passport/);
    });

    it('a page showing no known type under a stated type -> REVIEW with the fields it lacked', async () => {
      const blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
      const data = await expectDecision(blank, 'REVIEW', { docType: 'voters_card' });
      assert.equal(data.docTypeDetected, 'unknown');
      assert.match(checkOf(data, 'DOC_CLASSIFICATION')!.message, /Not readable as a voters_card: missing documentNumber/);
    });
  });

  describe('real layouts: labels above values, bilingual, abbreviated', () => {
    it('passport data page with stacked bilingual labels (Surname / Nom above the value) -> PASS, both zones agree', async () => {
      const data = await expectDecision(images.passportStacked!, 'PASS');
      assert.equal(data.docTypeDetected, 'passport');
      assert.deepEqual(
        { ...data.extractedData.fields },
        { ...data.extractedData.fields, documentNumber: 'A07492135', surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '14-03-1990', sex: 'F', expiryDate: '01-01-2032', issueDate: '02-01-2022', placeOfBirth: 'LAGOS' },
      );
      assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'pass');
      assert.equal(checkOf(data, 'CRITICAL_FIELDS_READ')?.status, 'pass');
    });

    it('a printed name that contradicts the MRZ (altered page) -> FAIL on the zones, never PASS', async () => {
      const data = await expectDecision(images.passportStackedNameAltered!, 'FAIL');
      assert.equal(checkOf(data, 'MRZ_CHECK_DIGITS')?.status, 'pass');
      assert.equal(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')?.status, 'fail');
      assert.match(checkOf(data, 'MRZ_VISUAL_CONSISTENCY')!.message, /contradict each other on: name/);
    });

    it("FRSC licence card with abbreviated labels above values (D.O.B, EXP DATE) -> PASS", async () => {
      const data = await expectDecision(images.licenceCard!, 'PASS');
      assert.equal(data.docTypeDetected, 'drivers_license');
      assert.equal(data.extractedData.fields.documentNumber, 'LAG12345AA01');
      assert.equal(data.extractedData.fields.dateOfBirth, '22-07-1985');
      assert.equal(data.extractedData.fields.expiryDate, '09-05-2029');
    });

    it('NIN card with bilingual labels and the NIN grouped 4-3-4 -> PASS', async () => {
      const data = await expectDecision(images.ninCard!, 'PASS');
      assert.equal(data.docTypeDetected, 'nin_slip');
      assert.equal(data.extractedData.fields.documentNumber, '12345678901');
      assert.equal(data.extractedData.fields.givenNames, 'IFEOMA ADA');
    });

    it('photographed on a desk, tilted 8 degrees, at 60% of the frame -> straightened, MRZ found, PASS', async () => {
      const data = await expectDecision(images.passportOnDesk!, 'PASS');
      assert.equal(data.extractedData.fields.surname, 'ADEYEMI');
      assert.equal(checkOf(data, 'CAPTURE_FRAMING')?.status, 'pass');
    });

    it('too small in the frame, or cut off at the edge -> REVIEW asking for a retake', async () => {
      const far = await expectDecision(images.passportFarAway!, 'REVIEW');
      assert.match(checkOf(far, 'CAPTURE_FRAMING')!.message, /too small in the frame .*move closer/);
      const cut = await expectDecision(images.passportCutOff!, 'REVIEW');
      assert.match(checkOf(cut, 'CAPTURE_FRAMING')!.message, /cut off at the edge/);
      assert.equal(cut.summary.checksFailed, 0);
    });

    it('an MRZ line partly hidden -> REVIEW asking for a retake, never FAIL, nothing padded', async () => {
      const data = await expectDecision(images.passportMrzCut!, 'REVIEW');
      const mrz = checkOf(data, 'MRZ_CHECK_DIGITS')!;
      assert.equal(mrz.status, 'review');
      assert.match(mrz.message, /retake/);
      assert.equal(data.summary.checksFailed, 0);
    });
  });

  describe('validation (400 naming the field, never billed)', () => {
    async function expectRefused(form: { payload: Buffer; headers: Record<string, string> }, status: number, path: string, message?: RegExp) {
      const before = await balanceOf(t, verifier.institutionId);
      const response = await postRaw(t, verifier.apiKey, form);
      assert.equal(response.statusCode, status, JSON.stringify(response.body));
      assert.equal(response.body.status, false);
      const detail = response.body.error?.details.find((d) => d.path === path);
      assert.ok(detail, `a detail for ${path}: ${JSON.stringify(response.body.error)}`);
      if (message) assert.match(detail.message, message);
      assert.equal(await balanceOf(t, verifier.institutionId), before);
    }

    it('missing image, invalid docType, unknown and duplicated fields, long customerReference', async () => {
      await expectRefused(multipartBody([{ name: 'docType', value: 'passport' }]), 400, 'documentImage', /required/);
      await expectRefused(trustForm(images.passport!, { docType: 'id_card' }), 400, 'docType', /auto, passport, drivers_license, voters_card, nin_slip/);
      await expectRefused(multipartBody([{ name: 'documentImage', filename: 'a.png', value: images.ninSlip! }, { name: 'selfie', value: 'x' }]), 400, 'selfie', /not a known field/);
      await expectRefused(multipartBody([{ name: 'documentImage', value: 'not a file' }]), 400, 'documentImage', /file upload/);
      await expectRefused(trustForm(images.ninSlip!, { customerReference: 'x'.repeat(129) }), 400, 'customerReference', /128/);
    });

    it('files that are not JPEG/PNG/WebP by their bytes, empty or truncated', async () => {
      const pdfNamedPng = multipartBody([{ name: 'documentImage', filename: 'scan.png', contentType: 'image/png', value: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n') }]);
      await expectRefused(pdfNamedPng, 400, 'documentImage', /JPEG, PNG or WebP/);
      const gif = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } }).gif().toBuffer();
      await expectRefused(trustForm(gif), 400, 'documentImage', /JPEG, PNG or WebP/);
      await expectRefused(trustForm(Buffer.alloc(0)), 400, 'documentImage', /empty/);
      const truncated = images.ninSlip!.subarray(0, Math.floor(images.ninSlip!.length / 2));
      await expectRefused(trustForm(truncated), 400, 'documentImage', /truncated or corrupt/);
      // Whole length, valid header and end marker, garbage in the middle of the entropy-coded data.
      // (Corruption the JPEG decoder cannot notice, e.g. bytes that still decode as valid codes, is not caught.)
      const jpeg = await sharp(images.ninSlip!).jpeg({ quality: 80 }).toBuffer();
      for (const at of [0.2, 0.6, 0.8]) {
        const corrupt = Buffer.from(jpeg);
        for (let i = Math.floor(corrupt.length * at); i < Math.floor(corrupt.length * at) + 200; i++) corrupt[i] = (corrupt[i]! * 7 + 13) & 0xff;
        await expectRefused(trustForm(corrupt), 400, 'documentImage', /could not be decoded \(truncated or corrupt image data\)/);
      }
      await expectRefused(trustForm(images.ninSlip!, { back: Buffer.from('GIF89a') }), 400, 'documentImageBack', /JPEG, PNG or WebP/);
    });

    it('too small to read, and the minimum documented in the message', async () => {
      const small = await sharp(images.ninSlip!).resize(560).png().toBuffer();
      await expectRefused(trustForm(small), 400, 'documentImage', /too small to read: at least 600 px/);
    });

    it('a decompression bomb is refused from its header, memory stays flat', async () => {
      const rssBefore = process.memoryUsage().rss;
      await expectRefused(trustForm(pngBomb(60_000, 60_000)), 400, 'documentImage', /more than the limit of 20000000 pixels/);
      assert.ok(process.memoryUsage().rss - rssBefore < 150 * 1024 * 1024, 'no 3.6 GB decode happened');
    });

    it('a file over the size limit -> 413 naming the field', async () => {
      const big = Buffer.concat([images.ninSlip!, Buffer.alloc(2 * 1024 * 1024)]);
      await expectRefused(trustForm(big), 413, 'documentImage', /at most 2097152 bytes/);
    });

    it('not multipart -> 415', async () => {
      const response = await call(t.app, { method: 'POST', url: trustUrl, headers: { 'x-service-api-key': verifier.apiKey }, body: { documentImage: 'aGVsbG8=' } });
      assert.equal(response.statusCode, 415);
    });
  });

  describe('authentication and billing', () => {
    it('401 without or with a bad key, 403 without the service, 402 without money: none billed', async () => {
      const noKey = await postDocument(t, null, images.ninSlip!);
      assert.equal(noKey.statusCode, 401);
      const badKey = await postDocument(t, 'vsk_nope', images.ninSlip!);
      assert.equal(badKey.statusCode, 401);
      assert.equal((await call(t.app, { method: 'GET', url: `${trustUrl}/doc_x` })).statusCode, 401);

      const noService = await createVerifier(t, { services: [{ code: 'CRDEFAULTINDIVIDUAL', priceKobo: 100 }] });
      const forbidden = await postDocument(t, noService.apiKey, images.ninSlip!);
      assert.equal(forbidden.statusCode, 403);
      assert.equal(forbidden.body.error?.type, 'forbidden');
      assert.equal((await getSessionViaApi(t, noService.apiKey, 'doc_x')).statusCode, 403);
      assert.equal((await chargesOf(t, noService.institutionId)).length, 0);

      const poor = await createVerifier(t, { balanceKobo: documentTrustPrice - 1 });
      const refused = await postDocument(t, poor.apiKey, images.ninSlip!);
      assert.equal(refused.statusCode, 402);
      assert.equal(refused.body.error?.type, 'insufficient_balance');
      // JPEG and WebP pass the type checks too: the refusal comes from the wallet, before any OCR.
      for (const encoded of [await sharp(images.ninSlip!).jpeg().toBuffer(), await sharp(images.ninSlip!).webp().toBuffer()]) {
        assert.equal((await postDocument(t, poor.apiKey, encoded)).statusCode, 402);
      }
      assert.equal(await balanceOf(t, poor.institutionId), documentTrustPrice - 1);
      assert.equal((await chargesOf(t, poor.institutionId)).length, 0);
    });
  });
});
