import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { hashSecret } from '../src/core/crypto.js';
import { queryRows } from '../src/core/db/index.js';
import { authenticatePartner } from '../src/services/embed/index.js';
import { call, createTestApp, createTestDatabase, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createSession, partnerHeaders, poll, registerPartner } from './helpers/embed.js';

const badKey = 'Invalid or missing partner API key';

interface KeyView {
  keyId: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  active: boolean;
  current: boolean;
}

describe(`partner API key rotation (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  const keys = async (apiKey: string) => {
    const response = await call<{ keys: KeyView[] }>(t.app, { method: 'GET', url: '/api/v1/embed/partner/keys', headers: partnerHeaders({ apiKey }) });
    assert.equal(response.statusCode, 200, response.raw);
    return response.body.data.keys;
  };
  const issue = (apiKey: string, body?: Record<string, unknown>) =>
    call<{ keyId: string; apiKey: string; prefix: string; replacedKey: { keyId: string; revokedAt: string } | null; message: string }>(t.app, {
      method: 'POST',
      url: '/api/v1/embed/partner/keys',
      headers: partnerHeaders({ apiKey }),
      ...(body ? { body } : {}),
    });
  const revoke = (apiKey: string, keyId: string) => call<{ keyId: string; revokedAt: string }>(t.app, { method: 'DELETE', url: `/api/v1/embed/partner/keys/${keyId}`, headers: partnerHeaders({ apiKey }) });
  const settingsStatus = async (apiKey: string) => (await call(t.app, { method: 'GET', url: '/api/v1/embed/partner/settings', headers: partnerHeaders({ apiKey }) })).statusCode;

  it('lists the registration key; issues a second (shown once) that works beside the first', async () => {
    const partner = await registerPartner(t);
    const [first] = await keys(partner.apiKey);
    assert.ok(first);
    assert.equal(first.prefix, partner.apiKey.slice(0, 8));
    assert.match(first.keyId, /^pky_/);
    assert.equal(first.current, true);
    assert.equal(first.active, true);
    assert.equal(first.revokedAt, null);
    assert.ok(first.lastUsedAt !== null, 'the list call itself used the key');

    const issued = await issue(partner.apiKey);
    assert.equal(issued.statusCode, 201, issued.raw);
    assert.equal(issued.headers['cache-control'], 'no-store');
    assert.match(issued.body.data.apiKey, /^vep_[A-Za-z0-9_-]{43}$/);
    assert.equal(issued.body.data.prefix, issued.body.data.apiKey.slice(0, 8));
    assert.equal(issued.body.data.replacedKey, null);
    assert.match(issued.body.data.message, /only once/);
    assert.equal(await settingsStatus(issued.body.data.apiKey), 200);
    assert.equal(await settingsStatus(partner.apiKey), 200, 'the first key still works');
    const listed = await keys(issued.body.data.apiKey);
    assert.deepEqual(listed.map((key) => [key.keyId, key.current]), [[issued.body.data.keyId, true], [first.keyId, false]]);
    const raw = (await call(t.app, { method: 'GET', url: '/api/v1/embed/partner/keys', headers: partnerHeaders(partner) })).raw;
    assert.ok(!raw.includes(issued.body.data.apiKey) && !raw.includes(partner.apiKey), 'a list never shows a key');
  });

  it('session create and a keyed poll check the key in the same statement: a bad key is a 401 before any 404, creates nothing, and a good one records its use', async () => {
    const partner = await registerPartner(t);
    const [key] = await keys(partner.apiKey);
    const sessionCount = async () => Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from embed_sessions`))[0]!.n);
    const before = await sessionCount();
    for (const apiKey of ['vep_never_issued', 'not-a-key']) {
      const create = await call(t.app, { method: 'POST', url: '/api/v1/embed/liveness/sessions', headers: partnerHeaders({ apiKey }), body: { referenceId: 'refused' } });
      assert.equal(create.statusCode, 401, create.raw);
      assert.equal(create.body.message, badKey);
      // An unknown or malformed token with a bad key: the key is judged first.
      for (const token of ['A'.repeat(43), 'x']) {
        const polled = await poll(t, 'liveness', token, { apiKey });
        assert.equal(polled.statusCode, 401, polled.raw);
        assert.equal(polled.body.message, badKey);
      }
    }
    assert.equal(await sessionCount(), before, 'a refused create inserts nothing');

    // last_used_at is written at most once a minute: make the key's last use old, then use it.
    const aged = async () => {
      await queryRows(t.database.db, sql`update embed_partner_keys set last_used_at = now() - interval '1 hour' where id = ${key!.keyId}`);
      return (await queryRows<{ at: string }>(t.database.db, sql`select last_used_at::text as at from embed_partner_keys where id = ${key!.keyId}`))[0]!.at;
    };
    const lastUsed = async () => (await queryRows<{ recent: boolean }>(t.database.db, sql`select last_used_at > now() - interval '1 minute' as recent from embed_partner_keys where id = ${key!.keyId}`))[0]!.recent;
    await aged();
    const session = await createSession(t, partner, 'liveness', { referenceId: 'kept' });
    assert.equal(await lastUsed(), true, 'a create records the key use');
    await aged();
    const polled = await poll(t, 'liveness', session.sessionToken, partner);
    assert.equal(polled.statusCode, 200, polled.raw);
    assert.equal(polled.body.data.referenceId, 'kept');
    assert.equal(await lastUsed(), true, 'a keyed poll records the key use');
    await aged();
    const unknown = await poll(t, 'liveness', 'A'.repeat(43), partner);
    assert.equal(unknown.statusCode, 404);
    assert.equal(await lastUsed(), true, 'a keyed poll of an unknown token still records the key use');
  });

  it('revoking stops a key at once for every route, the portal sign-in included; the last working key cannot be revoked', async () => {
    const partner = await registerPartner(t);
    const [original] = await keys(partner.apiKey);
    const second = (await issue(partner.apiKey)).body.data;
    const session = await createSession(t, partner, 'liveness');
    const revoked = await revoke(second.apiKey, original!.keyId);
    assert.equal(revoked.statusCode, 200, revoked.raw);
    assert.ok(Math.abs(Date.parse(revoked.body.data.revokedAt) - Date.now()) < 60_000);
    for (const response of [
      await call(t.app, { method: 'GET', url: '/api/v1/embed/partner/settings', headers: partnerHeaders(partner) }),
      await call(t.app, { method: 'POST', url: '/api/v1/embed/liveness/sessions', headers: partnerHeaders(partner), body: {} }),
      await poll(t, 'liveness', session.sessionToken, partner),
      await call(t.app, { method: 'GET', url: '/api/v1/embed/partner/keys', headers: partnerHeaders(partner) }),
    ]) {
      assert.equal(response.statusCode, 401, response.raw);
      assert.equal(response.body.message, badKey);
    }
    const signIn = await call(t.app, { method: 'POST', url: '/embed/partner/api/sign-in', headers: { origin: new URL(t.config.portalUrl).origin }, body: { apiKey: partner.apiKey } });
    assert.equal(signIn.statusCode, 401, signIn.raw);
    assert.equal((await poll(t, 'liveness', session.sessionToken, { apiKey: second.apiKey })).statusCode, 200, 'the sessions stay the partner\'s');
    const listed = await keys(second.apiKey);
    assert.deepEqual(listed.map((key) => [key.keyId, key.active]), [[second.keyId, true], [original!.keyId, false]]);
    const last = await revoke(second.apiKey, second.keyId);
    assert.equal(last.statusCode, 409);
    assert.match(last.body.message, /only working API key/);
    assert.equal(await settingsStatus(second.apiKey), 200);
  });

  it('rotation with an overlap: the replaced key works until the overlap ends; 0 stops it at once', async () => {
    const partner = await registerPartner(t);
    const [original] = await keys(partner.apiKey);
    const rotated = await issue(partner.apiKey, { replaceKeyId: original!.keyId, overlapSeconds: 3600 });
    assert.equal(rotated.statusCode, 201, rotated.raw);
    assert.equal(rotated.body.data.replacedKey!.keyId, original!.keyId);
    assert.ok(Math.abs(Date.parse(rotated.body.data.replacedKey!.revokedAt) - (Date.now() + 3600_000)) < 60_000);
    assert.equal(await settingsStatus(partner.apiKey), 200, 'the old key works during the overlap');
    const during = await keys(rotated.body.data.apiKey);
    assert.equal(during.find((key) => key.keyId === original!.keyId)!.active, true);
    // The overlap runs out (moved into the past, as the clock would).
    await t.database.db.execute(sql`update embed_partner_keys set revoked_at = now() - interval '1 second' where id = ${original!.keyId}`);
    assert.equal(await settingsStatus(partner.apiKey), 401);

    const next = await issue(rotated.body.data.apiKey, { replaceKeyId: rotated.body.data.keyId, overlapSeconds: 0 });
    assert.equal(next.statusCode, 201, next.raw);
    assert.equal(await settingsStatus(rotated.body.data.apiKey), 401, 'overlap 0 stops the replaced key at once');
    assert.equal(await settingsStatus(next.body.data.apiKey), 200);
  });

  it("another partner's key id is not found, and nothing is issued; bad bodies are 400s naming the field", async () => {
    const a = await registerPartner(t);
    const b = await registerPartner(t);
    const [bKey] = await keys(b.apiKey);
    const foreign = await issue(a.apiKey, { replaceKeyId: bKey!.keyId, overlapSeconds: 60 });
    assert.equal(foreign.statusCode, 404, foreign.raw);
    assert.equal((await keys(a.apiKey)).length, 1, 'the failed rotation issued no key');
    assert.equal((await revoke(a.apiKey, bKey!.keyId)).statusCode, 404);
    assert.equal(await settingsStatus(b.apiKey), 200);
    const tooLong = await issue(a.apiKey, { replaceKeyId: bKey!.keyId, overlapSeconds: 8 * 24 * 3600 });
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.body.error!.details[0]!.path, 'overlapSeconds');
    const alone = await issue(a.apiKey, { overlapSeconds: 60 });
    assert.equal(alone.statusCode, 400);
    assert.deepEqual(alone.body.error!.details, [{ path: 'overlapSeconds', message: 'applies only with replaceKeyId' }]);
    assert.equal((await issue('vep_not_a_key')).statusCode, 401);
  });

  it("an existing partner's key keeps working after the migration that moves keys into embed_partner_keys", async () => {
    const { database, drop } = await createTestDatabase({ migrate: false });
    const folder = await mkdtemp(path.join(tmpdir(), 'verity-migrations-'));
    try {
      const source = path.resolve('src/core/db/migrations');
      await cp(source, folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0008_'));
      assert.ok(at > 0);
      journal.entries = journal.entries.slice(0, at);
      await writeFile(journalFile, JSON.stringify(journal));
      // The database as it was before partner keys had their own table, with a partner in it.
      if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
      else await migratePg(database.db as never, { migrationsFolder: folder });
      const oldKey = 'vep_old_key_from_before_rotation_existed_000000';
      await database.db.execute(sql`insert into embed_partners (id, name, api_key_hash, provider_key_sealed, provider_key_last4, webhook_url, webhook_secret_sealed)
        values ('prt_OLDPARTNER', 'Old Partner', ${hashSecret(oldKey)}, 'x', 'abcd', 'https://example.com/h', 'x')`);
      await database.migrate();
      const partner = await authenticatePartner({ db: database.db, apiKey: oldKey });
      assert.equal(partner.id, 'prt_OLDPARTNER');
      const rows = await queryRows<{ id: string; prefix: string; revoked_at: string | null }>(database.db, sql`select id, prefix, revoked_at from embed_partner_keys`);
      assert.deepEqual(rows, [{ id: 'pky_OLDPARTNER', prefix: 'vep_', revoked_at: null }]);
    } finally {
      await drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
