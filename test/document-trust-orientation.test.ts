import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import type { SessionData } from '../src/services/document-trust/document-trust.schemas.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createVerifier, photographOnDesk, postDocument, renderDocument, samplePeople } from './helpers/documents.js';

/**
 * A document photographed turned (a portrait photo of a landscape card, a page upside down), with
 * no EXIF orientation to say so, reads as it does upright; an EXIF orientation is applied first.
 */
describe(`document trust: pages turned a quarter or upside down (${testDatabaseKind})`, () => {
  let t: TestApp;
  let ocr: OcrPool;
  let verifier: { institutionId: string; apiKey: string };
  const upright: Record<string, Buffer> = {};
  const uprightResult: Record<string, SessionData> = {};

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 2 });
    t = await createTestApp({ ocr, env: { DOCUMENT_MAX_PIXELS: '20000000' } });
    verifier = await createVerifier(t);
    upright.passport = await renderDocument(samplePeople.passport);
    upright.licenceCard = await renderDocument({ ...samplePeople.drivers_license, layout: 'card' });
    await ocr.warm();
  });
  after(async () => {
    await t.close();
    await ocr.close();
  });

  async function verify(image: Buffer): Promise<SessionData> {
    const response = await postDocument(t, verifier.apiKey, image);
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    return response.body.data;
  }

  /** The session's evidence record (stored beside the front image). */
  async function evidenceOf(data: SessionData): Promise<{ turnedBy: number; orientationTried: { turnedBy: number; confidence: number }[] }> {
    const key = data.audit.documentImagePath.replace(/-front\.\w+$/, '-evidence.json');
    const stored = await t.blobStore.get(key);
    assert.ok(stored, key);
    return JSON.parse(stored.bytes.toString('utf8'));
  }

  /** What a user sees of a decision: the decision, the type, the fields and every check's status. */
  const outcome = (data: SessionData) => ({
    decision: data.decision,
    docTypeDetected: data.docTypeDetected,
    fields: data.extractedData.fields,
    checks: Object.fromEntries(data.checks.map((c) => [c.code, c.status])),
  });

  for (const [name, label] of [['passport', 'passport data page'], ['licenceCard', 'FRSC licence card']] as const) {
    describe(label, () => {
      it('upright: PASS, read as uploaded (one read, no turn)', async () => {
        const data = await verify(upright[name]!);
        assert.equal(data.decision, 'PASS', `${data.summary.headline}\n${JSON.stringify(data.checks, null, 1)}`);
        const evidence = await evidenceOf(data);
        assert.equal(evidence.turnedBy, 0);
        assert.deepEqual(evidence.orientationTried.map((t) => t.turnedBy), [0], 'an upright page is read once');
        uprightResult[name] = data;
      });

      for (const degrees of [90, 180, 270] as const) {
        it(`turned ${degrees} degrees, no EXIF orientation: turned back, the same decision, fields and checks as upright`, async () => {
          assert.ok(uprightResult[name], 'the upright case ran first');
          const turned = await sharp(upright[name]!).rotate(degrees).png().toBuffer();
          const data = await verify(turned);
          assert.deepEqual(outcome(data), outcome(uprightResult[name]!), data.summary.headline);
          const evidence = await evidenceOf(data);
          assert.equal((degrees + evidence.turnedBy) % 360, 0, `turned back by ${evidence.turnedBy}`);
        });
      }
    });
  }

  it('EXIF orientation 6 (stored turned, tagged "rotate 90 clockwise to show"): applied first, no turn left to find, PASS as upright; the upload is stored as sent', async () => {
    assert.ok(uprightResult.passport, 'the upright case ran first');
    const tagged = await sharp(upright.passport!).rotate(270).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    assert.equal((await sharp(tagged).metadata()).orientation, 6);
    const data = await verify(tagged);
    assert.equal(data.decision, 'PASS', data.summary.headline);
    assert.deepEqual(outcome(data).fields, outcome(uprightResult.passport!).fields);
    const evidence = await evidenceOf(data);
    assert.equal(evidence.turnedBy, 0, 'EXIF turned it; the content check found it upright');
    assert.deepEqual(evidence.orientationTried.map((t) => t.turnedBy), [0]);
    const stored = await t.blobStore.get(data.audit.documentImagePath);
    assert.ok(stored?.bytes.equals(tagged), 'stored exactly as uploaded, its EXIF orientation with it (viewers show it upright)');
  });

  it('a licence card photographed on a desk turned 25 degrees: straightened, every field read as upright, PASS', async () => {
    // Tilts past 15 degrees were read in the photo's own frame, where no value lies under its label:
    // a sixth blind set licence at ~25 degrees lost both names and went to REVIEW (or FAILed on the
    // `FRSC` seal read as its given names).
    assert.ok(uprightResult.licenceCard, 'the upright case ran first');
    const data = await verify(await photographOnDesk(upright.licenceCard!, { angle: 25, share: 0.75 }));
    assert.deepEqual(data.extractedData.fields, uprightResult.licenceCard.extractedData.fields, data.summary.headline);
    assert.equal(data.decision, 'PASS', `${data.summary.headline}\n${JSON.stringify(data.checks.filter((c) => c.status !== 'pass'))}`);
  });
});
