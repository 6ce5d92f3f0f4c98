import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../../core/config.js';
import { isAppError } from '../../core/errors.js';
import { assertValidBlobKey, InvalidBlobKeyError } from './blob-store.js';
import { signBlobDownload } from './download-url.js';
import { blobDownloadSigningKey, blobKeyFor, createBlobStore, isValidBlobKey, registerBlobRoutes, type BlobStore } from './index.js';
import { LocalBlobStore } from './local-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

const publicBaseUrl = 'http://files.test:8080';
const masterKey = randomBytes(32);
const signingKey = blobDownloadSigningKey(masterKey);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

const badKeys = [
  '',
  '../x',
  'a/../b',
  '..',
  '.',
  'a/./b',
  '/abs',
  'a//b',
  'a/',
  'a\\b',
  '..\\x',
  '.hidden',
  'a/.tmp',
  'a b',
  'a\nb',
  'a%2Fb',
  'caf\u00e9.jpg',
  'a:b',
  `${'a'.repeat(201)}.jpg`,
  `${'abcdefgh/'.repeat(57)}x`,
];

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function pathAndQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

describe('blob keys', () => {
  it('accepts the slash-separated keys services build', () => {
    for (const key of ['embed/captures/2026/11/cap_01HZX.jpg', 'a', 'a/b-c_d.e', 'doc/2026/01/doc_1.tar.gz']) {
      assert.equal(isValidBlobKey(key), true, key);
      assertValidBlobKey(key);
    }
  });

  it('rejects traversal, absolute paths, backslashes, empty segments and foreign characters', () => {
    for (const key of badKeys) {
      assert.equal(isValidBlobKey(key), false, JSON.stringify(key));
      assert.throws(() => assertValidBlobKey(key), InvalidBlobKeyError, JSON.stringify(key));
    }
  });

  it('blobKeyFor builds prefix/YYYY/MM/id.ext in UTC and refuses unsafe parts', () => {
    const at = new Date('2026-11-30T23:30:00-05:00');
    assert.equal(blobKeyFor({ prefix: 'embed/captures', id: 'cap_1', extension: 'jpg', at }), 'embed/captures/2026/12/cap_1.jpg');
    assert.equal(blobKeyFor({ prefix: 'docs/', id: 'doc_1', extension: '.png', at }), 'docs/2026/12/doc_1.png');
    assert.throws(() => blobKeyFor({ prefix: 'docs', id: '../../etc/passwd', extension: 'jpg' }), InvalidBlobKeyError);
  });
});

describe('LocalBlobStore', () => {
  let root: string;
  let store: BlobStore;

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'verity-blobs-'));
    store = createBlobStore({ config: { storage: { driver: 'local' }, dataDir: root, publicBaseUrl }, masterKey });
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is what createBlobStore builds for the local driver', () => {
    assert.ok(store instanceof LocalBlobStore);
  });

  it('round-trips bytes and content type, then deletes', async () => {
    const key = 'embed/captures/2026/11/cap_round.jpg';
    await store.put(key, jpeg, { contentType: 'image/jpeg' });
    const got = await store.get(key);
    assert.ok(got);
    assert.ok(Buffer.isBuffer(got.bytes));
    assert.deepEqual(new Uint8Array(got.bytes), jpeg);
    assert.equal(got.contentType, 'image/jpeg');

    // The bytes sit untouched under blobs/objects, the content type in the meta tree, no temp files left.
    assert.deepEqual(new Uint8Array(await readFile(path.join(root, 'blobs', 'objects', key))), jpeg);
    assert.deepEqual(JSON.parse(await readFile(path.join(root, 'blobs', 'meta', `${key}.json`), 'utf8')), { contentType: 'image/jpeg' });
    assert.deepEqual((await listFiles(path.join(root, 'blobs'))).sort(), [path.join('meta', `${key}.json`), path.join('objects', key)]);
    assert.equal((await stat(path.join(root, 'blobs', 'objects', key))).mode & 0o077, 0, 'blob files are private to the owner');

    await store.delete(key);
    assert.equal(await store.get(key), null);
    assert.deepEqual(await listFiles(path.join(root, 'blobs')), []);
  });

  it('overwrites in place and keeps the newest content type', async () => {
    const key = 'docs/2026/11/doc_over.bin';
    await store.put(key, new Uint8Array([1, 2, 3]), { contentType: 'application/octet-stream' });
    await store.put(key, new Uint8Array([9]), { contentType: 'application/pdf' });
    const got = await store.get(key);
    assert.deepEqual(got && { bytes: [...got.bytes], contentType: got.contentType }, { bytes: [9], contentType: 'application/pdf' });
    await store.delete(key);
  });

  it('stores an empty blob and concurrent puts of distinct keys', async () => {
    await store.put('empty/one', new Uint8Array(0), { contentType: 'text/plain; charset=utf-8' });
    assert.deepEqual(await store.get('empty/one'), { bytes: Buffer.alloc(0), contentType: 'text/plain; charset=utf-8' });
    const keys = Array.from({ length: 20 }, (_, i) => `many/2026/11/k${i}.bin`);
    await Promise.all(keys.map((key, i) => store.put(key, new Uint8Array([i]), { contentType: 'application/octet-stream' })));
    for (const [i, key] of keys.entries()) assert.deepEqual([...((await store.get(key))?.bytes ?? [])], [i]);
  });

  it('returns null for unknown keys and for a key that is only a directory', async () => {
    assert.equal(await store.get('nothing/here.jpg'), null);
    await store.put('dir/child.txt', new Uint8Array([1]), { contentType: 'text/plain' });
    assert.equal(await store.get('dir'), null);
    assert.equal(await store.get('dir/child.txt/deeper'), null);
  });

  it('treats deleting an unknown key as done', async () => {
    await store.delete('never/stored.jpg');
  });

  it('falls back to application/octet-stream when the sidecar is missing or damaged', async () => {
    const local = new LocalBlobStore({ rootDir: path.join(root, 'blobs'), publicBaseUrl, signingKey });
    await local.put('side/car.bin', new Uint8Array([7]), { contentType: 'image/png' });
    await rm(path.join(root, 'blobs', 'meta', 'side', 'car.bin.json'));
    assert.equal((await local.get('side/car.bin'))?.contentType, 'application/octet-stream');
  });

  it('rejects bad keys on every operation without touching the disk outside its root', async () => {
    const before = await listFiles(root);
    for (const key of badKeys) {
      await assert.rejects(store.put(key, jpeg, { contentType: 'image/jpeg' }), InvalidBlobKeyError, JSON.stringify(key));
      await assert.rejects(store.get(key), InvalidBlobKeyError, JSON.stringify(key));
      await assert.rejects(store.delete(key), InvalidBlobKeyError, JSON.stringify(key));
      await assert.rejects(store.createDownloadUrl(key, { expiresInSeconds: 60 }), InvalidBlobKeyError, JSON.stringify(key));
    }
    assert.deepEqual(await listFiles(root), before);
  });

  it('rejects header-unsafe content types and out-of-range expiries', async () => {
    for (const contentType of ['', 'image', 'text/html\r\nSet-Cookie: a=b', 'image/jpeg\n', 'a/b; c']) {
      await assert.rejects(store.put('ct/bad', jpeg, { contentType }), TypeError, JSON.stringify(contentType));
    }
    for (const expiresInSeconds of [0, -1, 1.5, Number.NaN, 7 * 24 * 3600 + 1]) {
      await assert.rejects(store.createDownloadUrl('ct/ok', { expiresInSeconds }), RangeError, String(expiresInSeconds));
    }
  });

  it('issues URLs on the public base URL with expiry and a hex HMAC signature', async () => {
    const key = 'embed/captures/2026/11/cap_url.jpg';
    const before = Math.floor(Date.now() / 1000);
    const url = new URL(await store.createDownloadUrl(key, { expiresInSeconds: 300 }));
    assert.equal(url.origin, publicBaseUrl);
    assert.equal(url.pathname, `/files/${key}`);
    const expires = Number(url.searchParams.get('expires'));
    assert.ok(expires >= before + 300 && expires <= before + 301);
    assert.equal(url.searchParams.get('signature'), signBlobDownload(signingKey, key, expires));
    assert.match(url.searchParams.get('signature') ?? '', /^[0-9a-f]{64}$/);
  });
});

describe('GET /files/*', () => {
  let root: string;
  let store: BlobStore;
  let app: FastifyInstance;
  const key = 'embed/captures/2026/11/cap_route.jpg';
  const otherKey = 'embed/captures/2026/11/cap_other.jpg';

  before(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'verity-blob-routes-'));
    store = createBlobStore({ config: { storage: { driver: 'local' }, dataDir: root, publicBaseUrl }, masterKey });
    await store.put(key, jpeg, { contentType: 'image/jpeg' });
    await store.put(otherKey, new Uint8Array([1, 2, 3]), { contentType: 'image/png' });
    app = Fastify();
    app.setErrorHandler((error, _request, reply) => {
      if (isAppError(error)) return reply.status(error.httpStatus).send({ status: false, code: error.code, message: error.message });
      const statusCode = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
      return reply.status(statusCode).send({ status: false, message: (error as Error).message });
    });
    registerBlobRoutes(app, { store, signingKey });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  async function get(url: string) {
    return app.inject({ method: 'GET', url });
  }

  function expectForbidden(response: Awaited<ReturnType<typeof get>>, message: RegExp): void {
    assert.equal(response.statusCode, 403, response.body);
    const body: unknown = response.json();
    assert.equal((body as { code?: unknown }).code, 'forbidden');
    assert.match(String((body as { message?: unknown }).message), message);
  }

  it('serves a fresh link with the exact bytes, stored type and safe headers', async () => {
    const response = await get(pathAndQuery(await store.createDownloadUrl(key, { expiresInSeconds: 600 })));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(new Uint8Array(response.rawPayload), jpeg);
    assert.equal(response.headers['content-type'], 'image/jpeg');
    assert.equal(response.headers['content-disposition'], 'inline');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    const cacheControl = String(response.headers['cache-control']);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(cacheControl)?.[1]);
    assert.ok(maxAge > 590 && maxAge <= 600, cacheControl);
  });

  it('serves keys longer than the router default parameter length', async () => {
    const longKey = `${'segment0/'.repeat(50)}final.bin`;
    assert.ok(longKey.length > 400);
    await store.put(longKey, new Uint8Array([4, 2]), { contentType: 'application/octet-stream' });
    const response = await get(pathAndQuery(await store.createDownloadUrl(longKey, { expiresInSeconds: 60 })));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([...response.rawPayload], [4, 2]);
  });

  it('refuses an expired link', async () => {
    const expires = Math.floor(Date.now() / 1000) - 1;
    expectForbidden(await get(`/files/${key}?expires=${expires}&signature=${signBlobDownload(signingKey, key, expires)}`), /expired/);
  });

  it('refuses a link expiring this very second', async () => {
    const expires = Math.floor(Date.now() / 1000);
    expectForbidden(await get(`/files/${key}?expires=${expires}&signature=${signBlobDownload(signingKey, key, expires)}`), /expired/);
  });

  it('refuses a tampered signature, key or expiry', async () => {
    const url = new URL(await store.createDownloadUrl(key, { expiresInSeconds: 600 }));
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

    expectForbidden(await get(`/files/${key}?expires=${expires}&signature=${flipped}`), /signature/);
    expectForbidden(await get(`/files/${otherKey}?expires=${expires}&signature=${signature}`), /signature/);
    expectForbidden(await get(`/files/${key}?expires=${expires + 3600}&signature=${signature}`), /signature/);
    expectForbidden(await get(`/files/${key}x?expires=${expires}&signature=${signature}`), /signature/);
    expectForbidden(await get(`/files/${key}?expires=${expires}&signature=${signature.toUpperCase()}`), /malformed/);
  });

  it('refuses a link signed with another key', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const foreign = signBlobDownload(blobDownloadSigningKey(randomBytes(32)), key, expires);
    expectForbidden(await get(`/files/${key}?expires=${expires}&signature=${foreign}`), /signature/);
  });

  it('refuses missing or malformed parameters', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    const signature = signBlobDownload(signingKey, key, expires);
    for (const query of [
      '',
      `?expires=${expires}`,
      `?signature=${signature}`,
      `?expires=soon&signature=${signature}`,
      `?expires=${expires}.5&signature=${signature}`,
      `?expires=${expires}&signature=${signature.slice(2)}`,
      `?expires=${expires}&signature=${'z'.repeat(64)}`,
      `?expires=${expires}&expires=${expires}&signature=${signature}`,
    ]) {
      expectForbidden(await get(`/files/${key}${query}`), /malformed/);
    }
  });

  it('refuses traversal attempts in the path', async () => {
    const expires = Math.floor(Date.now() / 1000) + 600;
    for (const attempt of ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e/%2e%2e/etc/passwd', 'a//b']) {
      const response = await get(`/files/${attempt}?expires=${expires}&signature=${signBlobDownload(signingKey, attempt, expires)}`);
      assert.ok([403, 404].includes(response.statusCode), `${attempt}: ${response.statusCode}`);
      assert.notEqual(response.statusCode, 200);
    }
  });

  it('answers 404 for a genuine link to a file that is gone', async () => {
    const gone = 'embed/captures/2026/11/cap_gone.jpg';
    await store.put(gone, jpeg, { contentType: 'image/jpeg' });
    const url = pathAndQuery(await store.createDownloadUrl(gone, { expiresInSeconds: 60 }));
    await store.delete(gone);
    const response = await get(url);
    assert.equal(response.statusCode, 404);
    assert.equal((response.json() as { code?: unknown }).code, 'not_found');
  });
});

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: Array<{ name: string }>;
}) => S3rverInstance;

/**
 * s3rver is an optional devDependency that ships no types; importing it through a variable keeps
 * the type checker from demanding a declaration file and lets this suite skip when it is absent.
 */
async function loadS3rver(): Promise<S3rverConstructor | null> {
  const specifier = 's3rver';
  try {
    const module = (await import(specifier)) as { default: S3rverConstructor };
    return module.default;
  } catch {
    return null;
  }
}

const S3rver = await loadS3rver();

describe('S3BlobStore against s3rver', { skip: S3rver === null ? 's3rver (devDependency) is not installed' : false }, () => {
  let directory: string;
  let server: S3rverInstance;
  let store: S3BlobStore;
  const bucket = 'verity-test';

  before(async () => {
    assert.ok(S3rver);
    directory = await mkdtemp(path.join(tmpdir(), 'verity-s3rver-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
    const { port } = await server.run();
    const storage: Config['storage'] = {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    };
    const created = createBlobStore({ config: { storage, dataDir: directory, publicBaseUrl }, masterKey });
    assert.ok(created instanceof S3BlobStore);
    store = created;
  });
  after(async () => {
    store.destroy();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('round-trips bytes and content type, then deletes', async () => {
    const key = 'embed/captures/2026/11/cap_s3.jpg';
    await store.put(key, jpeg, { contentType: 'image/jpeg' });
    const got = await store.get(key);
    assert.ok(got);
    assert.ok(Buffer.isBuffer(got.bytes));
    assert.deepEqual(new Uint8Array(got.bytes), jpeg);
    assert.equal(got.contentType, 'image/jpeg');
    await store.delete(key);
    assert.equal(await store.get(key), null);
    await store.delete(key);
  });

  it('returns null for an unknown key but surfaces a missing bucket', async () => {
    assert.equal(await store.get('nothing/here.jpg'), null);
    const wrongBucket = new S3BlobStore({
      driver: 's3',
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: new URL(await store.createDownloadUrl('x', { expiresInSeconds: 1 })).origin,
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await assert.rejects(wrongBucket.get('x'), (error: unknown) => (error as Error).name === 'NoSuchBucket');
    wrongBucket.destroy();
  });

  it('issues presigned GET URLs that fetch the exact bytes', async () => {
    const key = 'docs/2026/11/doc_s3.png';
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
    await store.put(key, png, { contentType: 'image/png' });
    const url = await store.createDownloadUrl(key, { expiresInSeconds: 120 });
    assert.match(url, /X-Amz-Signature=[0-9a-f]{64}/);
    assert.match(url, /X-Amz-Expires=120/);
    const response = await fetch(url);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.deepEqual(new Uint8Array(await response.arrayBuffer()), png);
    await store.delete(key);
    assert.equal((await fetch(url)).status, 404);
  });

  it('validates keys before calling S3', async () => {
    for (const key of ['../x', '/abs', 'a//b', 'a\\b']) {
      await assert.rejects(store.put(key, jpeg, { contentType: 'image/jpeg' }), InvalidBlobKeyError);
      await assert.rejects(store.get(key), InvalidBlobKeyError);
    }
  });
});
