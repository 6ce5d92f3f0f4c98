import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tables, type Database } from '../src/core/db/index.js';
import { ok } from '../src/core/http/index.js';
import { assertCanAfford, chargeForCall } from '../src/platform/billing/index.js';
import { callerOf, requireInstitution } from '../src/platform/institutions/index.js';
import { defineJob, enqueueJob } from '../src/platform/jobs/index.js';
import { adminHeaders, balanceOf, call, createInstitutionViaApi, createTestApp, ledgerOf, testDatabaseKind, type TestApp } from './helpers/app.js';

const probeJob = defineJob<{ n: number }>({ queue: 'test.billed-probe', maxAttempts: 1, backoffMs: () => 0, handle: async () => undefined });

/**
 * A billed route built exactly as the services build theirs: authenticate, refuse early when the
 * wallet cannot pay, then store the result, charge and enqueue in one transaction.
 */
function addBilledProbeRoute(app: FastifyInstance, context: { database: Database }): void {
  const { db } = context.database;
  app.post(
    '/api/v1/test/billed',
    { preHandler: requireInstitution({ db, headerName: 'X-Service-Api-Key', serviceCode: 'DOCUMENTTRUST' }) },
    async (request) => {
      const caller = callerOf(request);
      await assertCanAfford({ db, caller });
      const { transactionRef } = await db.transaction(async (tx) => {
        await enqueueJob({ tx, job: probeJob, payload: { n: 1 } });
        return chargeForCall({ tx, caller });
      });
      return ok(request, { done: true }, 'Billed probe done', { transactionRef });
    },
  );
}

async function probeJobCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(tables.jobs).where(eq(tables.jobs.queue, probeJob.queue));
  return Number(row?.n ?? 0);
}

describe(`billing and institutions (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ beforeReady: addBilledProbeRoute });
  });
  after(async () => t.close());

  it('requires the admin token on the operator API', async () => {
    const missing = await call(t.app, { method: 'GET', url: '/admin/v1/institutions/inst_00000000000000000000000000' });
    assert.equal(missing.statusCode, 401);
    assert.equal(missing.body.error?.type, 'unauthenticated');
    const wrong = await call(t.app, { method: 'GET', url: '/admin/v1/institutions/inst_00000000000000000000000000', headers: { authorization: 'Bearer nope' } });
    assert.equal(wrong.statusCode, 401);
  });

  it('stores API keys only as hashes and shows them once', async () => {
    const created = await createInstitutionViaApi(t, { services: [{ code: 'DOCUMENTTRUST', priceKobo: 100 }] });
    assert.match(created.apiKey, /^vsk_[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(tables.apiKeys).where(eq(tables.apiKeys.institutionId, created.institutionId));
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]!.keyHash, created.apiKey);
    assert.ok(!JSON.stringify(rows).includes(created.apiKey.slice(4)));
    const shown = await call(t.app, { method: 'GET', url: `/admin/v1/institutions/${created.institutionId}`, headers: adminHeaders(t) });
    assert.ok(!shown.raw.includes(created.apiKey));
  });

  it('refuses missing and unknown keys with 401 and disabled services with 403, unbilled', async () => {
    const { institutionId, apiKey } = await createInstitutionViaApi(t, { services: [{ code: 'CRDEFAULTSTATUS', priceKobo: 100 }], balanceKobo: 1000 });
    const noKey = await call(t.app, { method: 'POST', url: '/api/v1/test/billed' });
    assert.equal(noKey.statusCode, 401);
    const unknownKey = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': 'vsk_unknown' } });
    assert.equal(unknownKey.statusCode, 401);
    const notEnabled = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } });
    assert.equal(notEnabled.statusCode, 403);
    assert.equal(notEnabled.body.error?.type, 'forbidden');
    await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/services/DOCUMENTTRUST`, headers: adminHeaders(t), body: { enabled: false, priceKobo: 100 } });
    const disabled = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } });
    assert.equal(disabled.statusCode, 403);
    assert.equal(await balanceOf(t, institutionId), 1000);
    assert.deepEqual((await ledgerOf(t, institutionId)).map((entry) => entry.kind), ['credit']);
  });

  it('bills a successful call once, with the ledger reference in the envelope', async () => {
    const { institutionId, apiKey } = await createInstitutionViaApi(t, { services: [{ code: 'DOCUMENTTRUST', priceKobo: 250 }], balanceKobo: 1000 });
    const response = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } });
    assert.equal(response.statusCode, 200);
    assert.match(response.body.transactionRef, /^txn_/);
    const entries = await ledgerOf(t, institutionId);
    const charge = entries.find((entry) => entry.transactionRef === response.body.transactionRef);
    assert.deepEqual({ ...charge, transactionRef: undefined }, { transactionRef: undefined, kind: 'charge', serviceCode: 'DOCUMENTTRUST', amountKobo: -250, balanceAfterKobo: 750, reference: null, createdAt: charge!['createdAt' as never] });
    assert.equal(await balanceOf(t, institutionId), 750);
  });

  it('refuses with 402 and the documented message when the wallet cannot pay', async () => {
    const { institutionId, apiKey } = await createInstitutionViaApi(t, { services: [{ code: 'DOCUMENTTRUST', priceKobo: 500 }], balanceKobo: 499 });
    const jobsBefore = await probeJobCount(t);
    const response = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } });
    assert.equal(response.statusCode, 402);
    assert.equal(response.body.error?.type, 'insufficient_balance');
    assert.match(response.body.message, /Insufficient wallet balance/);
    assert.equal(await balanceOf(t, institutionId), 499);
    assert.equal(await probeJobCount(t), jobsBefore, 'no work was done');
  });

  it('records calls at 0 kobo under an active subscription and debits again once it ends', async () => {
    const { institutionId, apiKey } = await createInstitutionViaApi(t, { services: [{ code: 'DOCUMENTTRUST', priceKobo: 300 }], balanceKobo: 0 });
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const set = await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/subscription`, headers: adminHeaders(t), body: { activeUntil: until } });
    assert.equal(set.statusCode, 200);
    const covered = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } });
    assert.equal(covered.statusCode, 200);
    const entry = (await ledgerOf(t, institutionId)).find((e) => e.transactionRef === covered.body.transactionRef);
    assert.equal(entry?.amountKobo, 0);
    assert.equal(entry?.balanceAfterKobo, 0);
    await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/subscription`, headers: adminHeaders(t), body: { activeUntil: null } });
    const refused = await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } });
    assert.equal(refused.statusCode, 402);
  });

  it('rotates keys: several active keys work, a revoked one stops at once', async () => {
    const { institutionId, apiKey: first, keyId: firstKeyId } = await createInstitutionViaApi(t, { services: [{ code: 'DOCUMENTTRUST', priceKobo: 1 }], balanceKobo: 100 });
    const issued = await call<{ apiKey: string; keyId: string }>(t.app, { method: 'POST', url: `/admin/v1/institutions/${institutionId}/api-keys`, headers: adminHeaders(t) });
    assert.equal(issued.statusCode, 201);
    const second = issued.body.data.apiKey;
    for (const key of [first, second]) {
      assert.equal((await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': key } })).statusCode, 200);
    }
    const revoked = await call(t.app, { method: 'DELETE', url: `/admin/v1/institutions/${institutionId}/api-keys/${firstKeyId}`, headers: adminHeaders(t) });
    assert.equal(revoked.statusCode, 200);
    assert.equal((await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': first } })).statusCode, 401);
    assert.equal((await call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': second } })).statusCode, 200);
    const shown = await call<{ apiKeys: { keyId: string; revokedAt: string | null; lastUsedAt: string | null }[] }>(t.app, {
      method: 'GET',
      url: `/admin/v1/institutions/${institutionId}`,
      headers: adminHeaders(t),
    });
    const keys = shown.body.data.apiKeys;
    assert.equal(keys.length, 2);
    assert.ok(keys.find((key) => key.keyId === firstKeyId)?.revokedAt);
    assert.ok(keys.every((key) => key.lastUsedAt !== null), 'last-used time recorded');
    const otherInstitution = await createInstitutionViaApi(t);
    const crossTenant = await call(t.app, { method: 'DELETE', url: `/admin/v1/institutions/${otherInstitution.institutionId}/api-keys/${issued.body.data.keyId}`, headers: adminHeaders(t) });
    assert.equal(crossTenant.statusCode, 404);
  });

  it('credits the wallet once per reference', async () => {
    const { institutionId } = await createInstitutionViaApi(t);
    const body = { amountKobo: 10_000, reference: 'transfer-001' };
    const url = `/admin/v1/institutions/${institutionId}/wallet/credits`;
    const first = await call<{ balanceKobo: number }>(t.app, { method: 'POST', url, headers: adminHeaders(t), body });
    const again = await call<{ balanceKobo: number }>(t.app, { method: 'POST', url, headers: adminHeaders(t), body });
    assert.equal(first.body.data.balanceKobo, 10_000);
    assert.equal(again.body.data.balanceKobo, 10_000);
    assert.equal(again.body.transactionRef, first.body.transactionRef);
    const conflicting = await call(t.app, { method: 'POST', url, headers: adminHeaders(t), body: { ...body, amountKobo: 5 } });
    assert.equal(conflicting.statusCode, 409);
    const unknown = await call(t.app, { method: 'POST', url: '/admin/v1/institutions/inst_00000000000000000000000000/wallet/credits', headers: adminHeaders(t), body });
    assert.equal(unknown.statusCode, 404);
  });

  it('50 concurrent billed calls with money for 10: exactly 10 succeed, balance ends at 0', async () => {
    const price = 700;
    const { institutionId, apiKey } = await createInstitutionViaApi(t, { services: [{ code: 'DOCUMENTTRUST', priceKobo: price }], balanceKobo: price * 10 });
    const jobsBefore = await probeJobCount(t);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => call(t.app, { method: 'POST', url: '/api/v1/test/billed', headers: { 'x-service-api-key': apiKey } })),
    );
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 10, `statuses: ${statuses.join(',')}`);
    assert.equal(statuses.filter((status) => status === 402).length, 40);
    for (const refused of responses.filter((response) => response.statusCode === 402)) assert.equal(refused.body.error?.type, 'insufficient_balance');
    assert.equal(await balanceOf(t, institutionId), 0);
    const charges = (await ledgerOf(t, institutionId)).filter((entry) => entry.kind === 'charge');
    assert.equal(charges.length, 10);
    assert.equal(charges.reduce((sum, entry) => sum + entry.amountKobo, 0), -price * 10, 'ledger sum equals the balance change');
    const refs = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.body.transactionRef));
    assert.deepEqual(refs, new Set(charges.map((entry) => entry.transactionRef)));
    assert.equal((await probeJobCount(t)) - jobsBefore, 10, 'refused calls left no work behind');
  });
});
