import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { faceJpeg } from './helpers/faces.js';
import { identityAgainstRecord } from './helpers/embed.js';
import { matcherThresholds, oneManDifferentPhotos } from '../src/platform/faces/index.js';
import { phoneVariants } from '../eval/capture-variants.js';

/**
 * A phone's capture of the selfie against a clean ID-record photo, through the identity comparison
 * API: the capture variant docs/face-evaluation.md scores on LFW and the package sets ("all at
 * once": 320 px, JPEG q40, blur, side light), on human's demo screenshots of one man (shipped in
 * its npm package). Nothing here depends on how fast the engine runs.
 */
describe(`identity comparison of a degraded phone capture (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobs: true });
  });
  after(async () => {
    await t.close();
  });

  it('a different photo of the same man, degraded like a cheap phone capture, still matches; another person degraded the same way does not', async () => {
    const [, degrade] = phoneVariants.find(([label]) => label.includes('all at once'))!;
    const photos = await oneManDifferentPhotos();
    const verify = await identityAgainstRecord(t, { photo: photos.find((photo) => photo.id === 'facematch-row1-3')!.jpeg, idNumber: '22233344458' });

    const same = await verify(await degrade(photos.find((photo) => photo.id === 'faceid')!.jpeg));
    assert.equal(same.result.success, true, JSON.stringify(same.comparison));
    assert.equal(same.comparison.isMatch, true);
    assert.deepEqual(same.comparison.detail.thresholds, { ...matcherThresholds.arcface });
    assert.ok(same.comparison.detail.confidence >= same.comparison.detail.thresholds._1e3, JSON.stringify(same.comparison));

    // Of the group faces tried against this man, sample4a scores highest (about 0.2, against the
    // 0.3987 threshold; sample1a about 0), so the variant is checked where a false accept is likelier.
    const other = await verify(await degrade(await faceJpeg('sample4a')));
    assert.equal(other.result.success, false, JSON.stringify(other.comparison));
    assert.equal(other.polled.errorMessage, 'face does not match the ID record');
    assert.equal(other.comparison.isMatch, false);
    assert.ok(other.comparison.detail.confidence < other.comparison.detail.thresholds._1e3);
    assert.ok(other.comparison.detail.confidence < same.comparison.detail.confidence);
  });
});
