import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, createTestApp, type TestApp } from './helpers/app.js';

describe('signed download URLs through the full app', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  function localPath(url: string): string {
    const parsed = new URL(url);
    assert.equal(parsed.origin, 'http://verity.test', 'URLs are built on PUBLIC_BASE_URL');
    return `${parsed.pathname}${parsed.search}`;
  }

  it('serves the exact bytes for a fresh URL and refuses tampered or expired ones in the envelope', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await t.blobStore.put('embed/captures/2026/11/selfie.jpg', bytes, { contentType: 'image/jpeg' });
    const url = localPath(await t.blobStore.createDownloadUrl('embed/captures/2026/11/selfie.jpg', { expiresInSeconds: 3600 }));

    const fresh = await t.app.inject({ method: 'GET', url });
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.headers['content-type'], 'image/jpeg');
    assert.deepEqual(fresh.rawPayload, bytes);

    const tampered = await call(t.app, { method: 'GET', url: url.replace('selfie.jpg', 'other.jpg') });
    assert.equal(tampered.statusCode, 403);
    assert.equal(tampered.body.error?.type, 'forbidden');
    assert.equal(tampered.body.apiVersion, 'v1');

    const expiredUrl = localPath(await t.blobStore.createDownloadUrl('embed/captures/2026/11/selfie.jpg', { expiresInSeconds: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const expired = await call(t.app, { method: 'GET', url: expiredUrl });
    assert.equal(expired.statusCode, 403);
  });
});
