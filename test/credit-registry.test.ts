import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { catalogResponseData, catalogVersion } from '../src/services/credit-registry/catalog.js';
import { adminHeaders, call, createInstitutionViaApi, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import {
  accountNumber,
  balanceOf,
  base,
  businessBody,
  chargesOf,
  createReporter,
  individualBody,
  ledgerOf,
  loanCount,
  pollStatus,
  prices,
  statusLinePattern,
  submissionCount,
  submissionRow,
  submit,
  type Kind,
} from './helpers/credit-registry.js';

async function jobsFor(t: TestApp, submissionId: string) {
  return t.database.db
    .select()
    .from(tables.jobs)
    .where(and(eq(tables.jobs.queue, 'credit-registry.process-submission'), eq(tables.jobs.dedupeKey, submissionId)));
}

async function jobCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(tables.jobs);
  return Number(row?.n ?? 0);
}

/** Moves a submission's creation time back, as if the 24 h repeat window had passed. */
async function age(t: TestApp, submissionId: string, hours: number): Promise<void> {
  await t.database.db
    .update(tables.creditSubmissions)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(tables.creditSubmissions.id, submissionId));
}

describe(`credit registry API (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    // No job runner: these tests look at what the API stores and bills; processing has its own file.
    t = await createTestApp();
  });
  after(async () => t.close());

  describe('GET /catalog', () => {
    it('needs a valid key: missing or unknown -> 401', async () => {
      const missing = await call(t.app, { method: 'GET', url: `${base}/catalog` });
      assert.equal(missing.statusCode, 401);
      assert.equal(missing.body.error?.type, 'unauthenticated');
      const unknown = await call(t.app, { method: 'GET', url: `${base}/catalog`, headers: { 'x-api-key': 'vsk_not-a-key' } });
      assert.equal(unknown.statusCode, 401);
    });

    it('is served to an institution without any service, with its version, and is never billed', async () => {
      const { institutionId, apiKey } = await createInstitutionViaApi(t, { services: [], balanceKobo: 1000 });
      const response = await call<typeof catalogResponseData>(t.app, { method: 'GET', url: `${base}/catalog`, headers: { 'x-api-key': apiKey } });
      assert.equal(response.statusCode, 200);
      assert.equal(response.body.status, true);
      assert.equal(response.body.error, null);
      assert.match(response.body.transactionRef, /^req_/, 'not billed: the reference is the request id');
      assert.equal(response.body.data.catalogVersion, catalogVersion);
      assert.match(response.body.data.catalogVersion, /^sha256:[0-9a-f]{16}$/);
      assert.deepEqual(response.body.data, JSON.parse(JSON.stringify(catalogResponseData)));
      const accountType = response.body.data.fields.find((group) => group.field === 'accountType');
      assert.deepEqual(
        accountType?.values.find((value) => value.apiValue === 'PersonalLoan'),
        { apiValue: 'PersonalLoan', mappedValue: 'PL31_PersonalTermLoan', label: 'Personal loan', description: accountType?.values[0]?.description, isAlias: true },
      );
      assert.equal(await balanceOf(t, institutionId), 1000);
      assert.deepEqual((await ledgerOf(t, institutionId)).map((entry) => entry.kind), ['credit']);
    });

    it('honours the configured key header name', async () => {
      const custom = await createTestApp({ env: { CREDIT_REGISTRY_API_KEY_HEADER: 'X-Institution-Key' } });
      try {
        const { apiKey } = await createInstitutionViaApi(custom);
        const withDefault = await call(custom.app, { method: 'GET', url: `${base}/catalog`, headers: { 'x-api-key': apiKey } });
        assert.equal(withDefault.statusCode, 401);
        const withConfigured = await call(custom.app, { method: 'GET', url: `${base}/catalog`, headers: { 'x-institution-key': apiKey } });
        assert.equal(withConfigured.statusCode, 200);
      } finally {
        await custom.close();
      }
    });
  });

  describe('authentication and services', () => {
    it('refuses a missing key with 401 and a service that is not enabled with 403 on every billed route, unbilled', async () => {
      const { institutionId, apiKey } = await createReporter(t, { services: ['CRDEFAULTINDIVIDUAL'] });
      const accepted = await submit(t, apiKey, 'individual', individualBody());
      assert.equal(accepted.statusCode, 200);
      const chargesBefore = (await chargesOf(t, institutionId)).length;
      const balanceBefore = await balanceOf(t, institutionId);

      for (const kind of ['individual', 'business'] as const) {
        const noKey = await call(t.app, { method: 'POST', url: `${base}/report/${kind}`, body: individualBody() });
        assert.equal(noKey.statusCode, 401, kind);
        assert.equal(noKey.body.error?.type, 'unauthenticated');
      }
      const noKeyStatus = await call(t.app, { method: 'GET', url: `${base}/report/status/${accepted.body.data.submissionId}` });
      assert.equal(noKeyStatus.statusCode, 401);

      const business = await submit(t, apiKey, 'business', businessBody());
      assert.equal(business.statusCode, 403);
      assert.equal(business.body.error?.type, 'forbidden');
      const status = await pollStatus(t, apiKey, accepted.body.data.submissionId);
      assert.equal(status.statusCode, 403);

      assert.equal((await chargesOf(t, institutionId)).length, chargesBefore);
      assert.equal(await balanceOf(t, institutionId), balanceBefore);
      assert.equal(await submissionCount(t, institutionId), 1);
    });

    it('applies a revoked key, a disabled service and a new price at once, though successful lookups are cached briefly', async () => {
      const { institutionId, apiKey, keyId } = await createReporter(t);
      assert.equal((await submit(t, apiKey, 'individual', individualBody())).statusCode, 200);
      const repriced = await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/services/CRDEFAULTINDIVIDUAL`, headers: adminHeaders(t), body: { enabled: true, priceKobo: 123 } });
      assert.equal(repriced.statusCode, 200);
      const atNewPrice = await submit(t, apiKey, 'individual', individualBody());
      assert.equal(atNewPrice.statusCode, 200);
      assert.equal((await chargesOf(t, institutionId)).find((charge) => charge.transactionRef === atNewPrice.body.transactionRef)?.amountKobo, -123);
      const disabled = await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/services/CRDEFAULTINDIVIDUAL`, headers: adminHeaders(t), body: { enabled: false, priceKobo: 123 } });
      assert.equal(disabled.statusCode, 200);
      assert.equal((await submit(t, apiKey, 'individual', individualBody())).statusCode, 403);
      assert.equal((await pollStatus(t, apiKey, atNewPrice.body.data.submissionId)).statusCode, 200, 'the other services still work');
      const revoked = await call(t.app, { method: 'DELETE', url: `/admin/v1/institutions/${institutionId}/api-keys/${keyId}`, headers: adminHeaders(t) });
      assert.equal(revoked.statusCode, 200, revoked.raw);
      assert.equal((await pollStatus(t, apiKey, atNewPrice.body.data.submissionId)).statusCode, 401);
      assert.equal((await call(t.app, { method: 'GET', url: `${base}/catalog`, headers: { 'x-api-key': apiKey } })).statusCode, 401);
    });

    it('checks the key before the body: an invalid body without a key is a 401', async () => {
      const response = await call(t.app, { method: 'POST', url: `${base}/report/individual`, body: { nonsense: true } });
      assert.equal(response.statusCode, 401);
    });
  });

  describe('POST /report/individual and /report/business', () => {
    it('accepts an individual report: Queued, billed once, stored with its normalised record and catalog version', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const body = individualBody();
      const response = await submit(t, apiKey, 'individual', body);
      assert.equal(response.statusCode, 200, response.raw);
      assert.equal(response.body.status, true);
      assert.equal(response.body.code, '200');
      assert.equal(response.body.apiVersion, 'v1');
      assert.equal(response.body.message, 'Report accepted for processing');
      const { data } = response.body;
      assert.match(data.submissionId, /^sub_[0-9A-Z]{26}$/);
      assert.match(data.uploadId, /^upl_[0-9A-Z]{26}$/);
      assert.equal(data.accountNumber, body.accountNumber);
      assert.equal(data.processingStatus, 'Queued');
      assert.equal('providerTransactionId' in data, false, 'only the business response carries providerTransactionId');

      const charges = await chargesOf(t, institutionId);
      assert.equal(charges.length, 1);
      assert.deepEqual(
        { ref: charges[0]!.transactionRef, code: charges[0]!.serviceCode, amount: charges[0]!.amountKobo },
        { ref: response.body.transactionRef, code: 'CRDEFAULTINDIVIDUAL', amount: -prices.CRDEFAULTINDIVIDUAL },
      );

      const row = await submissionRow(t, data.submissionId);
      assert.ok(row);
      assert.equal(row.institutionId, institutionId);
      assert.equal(row.kind, 'individual');
      assert.equal(row.processingStatus, 'Queued');
      assert.equal(row.catalogVersion, catalogVersion);
      assert.equal(row.transactionRef, response.body.transactionRef);
      assert.deepEqual(row.originalPayload, body);
      assert.equal(row.uploadStatusList.length, 1);
      assert.match(row.uploadStatusList[0]!, statusLinePattern);
      assert.match(row.uploadStatusList[0]!, /Accepted: individual report .* queued/);
      const record = row.normalisedRecord;
      assert.equal(record.accountType, 'PL31_PersonalTermLoan', 'alias resolved to its mappedValue');
      assert.equal(record.delinquencyBand, 'Delinquent_over_30_days', '45 days in arrears');
      assert.equal(record.phone, '+2348031234567', 'E.164');
      assert.equal(record.country, 'Nigeria', 'default country');
      assert.equal(record.customerNumber, body.bvn, 'customerNumber defaults to bvn');
      const [guarantor] = record.guarantors as Record<string, unknown>[];
      assert.equal(guarantor?.phone, '+2348025550199', 'separators removed, E.164');
      assert.equal(guarantor?.customerNumber, guarantor?.bvn);

      const jobs = await jobsFor(t, data.submissionId);
      assert.equal(jobs.length, 1, 'processing enqueued once, keyed by the submission');
      assert.deepEqual(jobs[0]?.payload, { submissionId: data.submissionId });
      const [loan] = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.id, row.loanId));
      assert.deepEqual({ account: loan?.accountNumber, latest: loan?.latestSubmissionId, count: loan?.reportCount }, { account: body.accountNumber, latest: data.submissionId, count: 1 });
    });

    it('accepts a business report with providerTransactionId, normalising officers and business type', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const body = businessBody({ businessType: 'LLC', guarantors: [structuredClone(individualBody().guarantors as unknown[])[0]] });
      const response = await submit(t, apiKey, 'business', body);
      assert.equal(response.statusCode, 200, response.raw);
      assert.equal(response.body.data.providerTransactionId, '');
      assert.equal(response.body.data.processingStatus, 'Queued');
      const [charge] = await chargesOf(t, institutionId);
      assert.equal(charge?.serviceCode, 'CRDEFAULTBUSINESS');
      assert.equal(charge?.amountKobo, -prices.CRDEFAULTBUSINESS);
      assert.equal(charge?.transactionRef, response.body.transactionRef);

      const row = await submissionRow(t, response.body.data.submissionId);
      const record = row!.normalisedRecord;
      assert.equal(row!.kind, 'business');
      assert.equal(row!.catalogVersion, catalogVersion);
      assert.equal(record.businessType, 'ISIC_46_Wholesale_trade');
      assert.equal(record.accountType, 'ML02_SMELoan');
      assert.equal(record.delinquencyBand, 'Sub_standard_120_days');
      assert.equal(record.phone, '+2348091234567');
      assert.equal(record.term, '36', 'term stored as text');
      const [officer] = record.corporateOfficers as Record<string, unknown>[];
      assert.equal(officer?.customerNumber, officer?.bvn, 'officer identifier defaults to bvn');
      assert.equal(officer?.phone, '+2348031112233');
      assert.equal(officer?.country, 'Nigeria');
    });

    it('rejects every problem at once in one 400, storing and billing nothing', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const body = individualBody({ bvn: '123', email: 'not-an-email', accountType: 'personalloan', dob: '1990-01-01', daysInArrears: -1 });
      delete body.accountNumber;
      const response = await submit(t, apiKey, 'individual', body);
      assert.equal(response.statusCode, 400);
      assert.equal(response.body.status, false);
      assert.equal(response.body.error?.type, 'validation_error');
      const byPath = new Map(response.body.error!.details.map((detail) => [detail.path, detail.message]));
      assert.match(byPath.get('dob') ?? '', /did you mean `dateOfBirth`/);
      assert.equal(byPath.get('accountNumber'), 'is required');
      assert.match(byPath.get('bvn') ?? '', /11 digits/);
      assert.match(byPath.get('email') ?? '', /valid email/);
      assert.match(byPath.get('accountType') ?? '', /did you mean `PersonalLoan`/);
      assert.match(byPath.get('daysInArrears') ?? '', /negative/);
      assert.equal(response.body.error!.details.length, 6);

      const business = await submit(t, apiKey, 'business', businessBody({ email: 'accounts@okafor.test', corporateOfficers: [{ ...(businessBody().corporateOfficers as object[])[0], bvn: 'x' }] }));
      assert.equal(business.statusCode, 400);
      assert.deepEqual(business.body.error!.details.map((detail) => detail.path).sort(), ['corporateOfficers[0].bvn', 'email']);

      assert.equal((await chargesOf(t, institutionId)).length, 0);
      assert.equal(await submissionCount(t, institutionId), 0);
      assert.equal(await loanCount(t, institutionId), 0);
    });

    it('wants JSON: text/plain -> 415, broken JSON -> 400, neither billed', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const text = await call(t.app, { method: 'POST', url: `${base}/report/individual`, headers: { 'x-api-key': apiKey, 'content-type': 'text/plain' }, payload: JSON.stringify(individualBody()) });
      assert.equal(text.statusCode, 415);
      assert.equal(text.body.error?.type, 'unsupported_media_type');
      const broken = await call(t.app, { method: 'POST', url: `${base}/report/business`, headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, payload: '{"accountNumber":' });
      assert.equal(broken.statusCode, 400);
      assert.equal(broken.body.error?.type, 'malformed_json');
      assert.equal((await chargesOf(t, institutionId)).length, 0);
    });

    it('refuses with 402 when the wallet cannot pay, storing nothing', async () => {
      const { institutionId, apiKey } = await createReporter(t, { balanceKobo: prices.CRDEFAULTINDIVIDUAL - 1 });
      const jobsBefore = await jobCount(t);
      const response = await submit(t, apiKey, 'individual', individualBody());
      assert.equal(response.statusCode, 402);
      assert.equal(response.body.error?.type, 'insufficient_balance');
      assert.equal(await balanceOf(t, institutionId), prices.CRDEFAULTINDIVIDUAL - 1);
      assert.equal(await submissionCount(t, institutionId), 0);
      assert.equal(await loanCount(t, institutionId), 0);
      assert.equal(await jobCount(t), jobsBefore, 'no processing enqueued');
    });

    it('keeps a new report for the same accountNumber as an update of the loan, with history', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const first = individualBody({ daysInArrears: 10 });
      const second = { ...first, daysInArrears: 95, outstandingBalance: 250000 };
      const a = await submit(t, apiKey, 'individual', first);
      const b = await submit(t, apiKey, 'individual', second);
      assert.equal(a.statusCode, 200);
      assert.equal(b.statusCode, 200);
      assert.notEqual(a.body.data.submissionId, b.body.data.submissionId);
      assert.equal((await chargesOf(t, institutionId)).length, 2, 'an update is a new, billed report');
      assert.equal(await loanCount(t, institutionId), 1);
      const [loan] = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
      assert.equal(loan?.reportCount, 2);
      assert.equal(loan?.latestSubmissionId, b.body.data.submissionId);
      const history = await t.database.db
        .select({ id: tables.creditSubmissions.id, band: sql<string>`${tables.creditSubmissions.normalisedRecord}->>'delinquencyBand'` })
        .from(tables.creditSubmissions)
        .where(eq(tables.creditSubmissions.loanId, loan!.id))
        .orderBy(tables.creditSubmissions.createdAt, tables.creditSubmissions.id);
      assert.deepEqual(history, [
        { id: a.body.data.submissionId, band: 'Late_less_than_30_days' },
        { id: b.body.data.submissionId, band: 'Sub_standard_90_days' },
      ]);
    });
  });

  describe('repeats and idempotency', () => {
    it('answers the same payload within 24 h with the original submission, unbilled, whatever the key order', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const body = individualBody();
      const first = await submit(t, apiKey, 'individual', body);
      const reordered = Object.fromEntries(Object.entries(body).reverse());
      const again = await submit(t, apiKey, 'individual', reordered);
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.body.data, first.body.data);
      assert.equal(again.body.transactionRef, first.body.transactionRef, 'the original charge');
      assert.match(again.body.message, /already accepted/);
      assert.equal((await chargesOf(t, institutionId)).length, 1);
      assert.equal(await submissionCount(t, institutionId), 1);

      // The same payload as a business report is another report type: judged on its own.
      const otherKind = await submit(t, apiKey, 'business', body);
      assert.equal(otherKind.statusCode, 400);
    });

    it('starts a new submission when the same payload comes back after 24 h', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const body = individualBody();
      const first = await submit(t, apiKey, 'individual', body);
      await age(t, first.body.data.submissionId, 25);
      const later = await submit(t, apiKey, 'individual', body);
      assert.equal(later.statusCode, 200);
      assert.notEqual(later.body.data.submissionId, first.body.data.submissionId);
      assert.notEqual(later.body.transactionRef, first.body.transactionRef);
      assert.equal((await chargesOf(t, institutionId)).length, 2);
      const again = await submit(t, apiKey, 'individual', body);
      assert.equal(again.body.data.submissionId, later.body.data.submissionId, 'the new submission now answers repeats');
    });

    it('answers a repeat even when the wallet is empty', async () => {
      const { apiKey } = await createReporter(t, { balanceKobo: prices.CRDEFAULTINDIVIDUAL });
      const body = individualBody();
      const first = await submit(t, apiKey, 'individual', body);
      assert.equal(first.statusCode, 200);
      const again = await submit(t, apiKey, 'individual', body);
      assert.equal(again.statusCode, 200, 'a lost response retried must not look like a refusal');
      assert.equal(again.body.data.submissionId, first.body.data.submissionId);
      assert.equal((await submit(t, apiKey, 'individual', individualBody())).statusCode, 402);
    });

    it('honours Idempotency-Key: same key and body repeat, same key and another body -> 422, unbilled', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const key = { 'idempotency-key': `key-${Date.now()}` };
      const body = businessBody();
      const first = await submit(t, apiKey, 'business', body, key);
      assert.equal(first.statusCode, 200);
      const again = await submit(t, apiKey, 'business', body, key);
      assert.equal(again.statusCode, 200);
      assert.equal(again.body.data.submissionId, first.body.data.submissionId);
      assert.equal(again.body.transactionRef, first.body.transactionRef);
      const mismatch = await submit(t, apiKey, 'business', { ...body, daysInArrears: 400 }, key);
      assert.equal(mismatch.statusCode, 422);
      assert.equal(mismatch.body.error?.type, 'idempotency_mismatch');
      const otherRoute = await submit(t, apiKey, 'individual', individualBody(), key);
      assert.equal(otherRoute.statusCode, 422, 'a key names one request, whatever the route');
      assert.equal((await chargesOf(t, institutionId)).length, 1);
      assert.equal(await submissionCount(t, institutionId), 1);

      const tooLong = await submit(t, apiKey, 'business', body, { 'idempotency-key': 'k'.repeat(256) });
      assert.equal(tooLong.statusCode, 400);
    });

    it('frees an Idempotency-Key after 24 h', async () => {
      const { apiKey } = await createReporter(t);
      const key = { 'idempotency-key': `old-key-${Date.now()}` };
      const first = await submit(t, apiKey, 'individual', individualBody(), key);
      await age(t, first.body.data.submissionId, 25);
      const reused = await submit(t, apiKey, 'individual', individualBody(), key);
      assert.equal(reused.statusCode, 200);
      assert.notEqual(reused.body.data.submissionId, first.body.data.submissionId);
    });

    it('10 concurrent identical submits make one submission and one charge', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const body = individualBody();
      const responses = await Promise.all(Array.from({ length: 10 }, () => submit(t, apiKey, 'individual', body)));
      assert.deepEqual(responses.map((response) => response.statusCode), Array(10).fill(200));
      assert.equal(new Set(responses.map((response) => response.body.data.submissionId)).size, 1);
      assert.equal(new Set(responses.map((response) => response.body.transactionRef)).size, 1);
      const charges = await chargesOf(t, institutionId);
      assert.equal(charges.length, 1);
      assert.equal(charges[0]?.transactionRef, responses[0]?.body.transactionRef);
      assert.equal(await submissionCount(t, institutionId), 1);
      assert.equal((await jobsFor(t, responses[0]!.body.data.submissionId)).length, 1);
      const [loan] = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
      assert.equal(loan?.reportCount, 1, 'the losers rolled their loan update back');
    });

    it('10 concurrent submits with one Idempotency-Key and different bodies: one accepted, the rest 422', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const key = { 'idempotency-key': `race-${Date.now()}` };
      const responses = await Promise.all(Array.from({ length: 10 }, () => submit(t, apiKey, 'individual', individualBody(), key)));
      const statuses = responses.map((response) => response.statusCode).sort();
      assert.deepEqual(statuses, [200, ...Array(9).fill(422)]);
      assert.equal((await chargesOf(t, institutionId)).length, 1);
      assert.equal(await submissionCount(t, institutionId), 1);
    });
  });

  describe('reports arriving together (stored by one statement)', () => {
    it('30 concurrent new reports: each its own submission, charge, loan and job; the ledger runs down in order', async () => {
      const initial = 1_000_000;
      const { institutionId, apiKey } = await createReporter(t, { balanceKobo: initial });
      const kinds: Kind[] = Array.from({ length: 30 }, (_, index) => (index % 3 === 0 ? 'business' : 'individual'));
      const responses = await Promise.all(kinds.map((kind) => submit(t, apiKey, kind, kind === 'business' ? businessBody() : individualBody())));
      assert.deepEqual(responses.map((response) => response.statusCode), Array(30).fill(200));
      const refs = responses.map((response) => response.body.transactionRef);
      assert.equal(new Set(refs).size, 30);
      assert.equal(new Set(responses.map((response) => response.body.data.submissionId)).size, 30);

      const charges = await chargesOf(t, institutionId);
      assert.deepEqual(new Set(charges.map((charge) => charge.transactionRef)), new Set(refs));
      // In commit order (the ledger lists newest first) each charge leaves the balance its price lower.
      let balance = initial;
      for (const charge of [...charges].reverse()) {
        balance += charge.amountKobo;
        assert.equal(charge.amountKobo, -(charge.serviceCode === 'CRDEFAULTBUSINESS' ? prices.CRDEFAULTBUSINESS : prices.CRDEFAULTINDIVIDUAL));
        assert.equal(charge.balanceAfterKobo, balance, charge.transactionRef);
      }
      assert.equal(await balanceOf(t, institutionId), balance);
      assert.equal(balance, initial - 20 * prices.CRDEFAULTINDIVIDUAL - 10 * prices.CRDEFAULTBUSINESS);
      const perCommitTime = new Map<string, number>();
      for (const charge of charges) perCommitTime.set(charge.createdAt, (perCommitTime.get(charge.createdAt) ?? 0) + 1);
      const sharedCommit = Math.max(...perCommitTime.values());
      assert.ok(sharedCommit > 1, 'some reports were stored by one statement (same commit time)');

      for (const response of responses) {
        const row = await submissionRow(t, response.body.data.submissionId);
        assert.equal(row?.transactionRef, response.body.transactionRef);
        assert.equal(row?.processingStatus, 'Queued');
        assert.equal(row?.accountNumber, response.body.data.accountNumber);
        assert.equal((await jobsFor(t, response.body.data.submissionId)).length, 1);
      }
      const loans = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
      assert.equal(loans.length, 30);
      assert.ok(loans.every((loan) => loan.reportCount === 1));
    });

    it('20 concurrent reports with money for 7: exactly 7 accepted and charged, 13 refused with 402, nothing half-written', async () => {
      const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 7 * prices.CRDEFAULTINDIVIDUAL });
      const responses = await Promise.all(Array.from({ length: 20 }, () => submit(t, apiKey, 'individual', individualBody())));
      const statuses = responses.map((response) => response.statusCode);
      assert.equal(statuses.filter((status) => status === 200).length, 7, statuses.join(','));
      assert.equal(statuses.filter((status) => status === 402).length, 13);
      assert.equal(await balanceOf(t, institutionId), 0);
      assert.equal((await chargesOf(t, institutionId)).length, 7);
      assert.equal(await submissionCount(t, institutionId), 7);
      const loans = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
      assert.equal(loans.length, 7, 'refused reports left no loan behind');
    });

    it('concurrent reports of one loan arriving together are both kept, in order, as its history', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const account = accountNumber();
      const responses = await Promise.all([120, 130, 140].map((days) => submit(t, apiKey, 'individual', individualBody({ accountNumber: account, daysInArrears: days }))));
      assert.deepEqual(responses.map((response) => response.statusCode), [200, 200, 200]);
      const [loan] = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
      assert.equal(loan?.reportCount, 3);
      assert.equal(await submissionCount(t, institutionId), 3);
    });
  });

  describe('GET /report/status/{submissionId}', () => {
    it('returns the processing state and bills every successful poll', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const accepted = await submit(t, apiKey, 'individual', individualBody());
      const id = accepted.body.data.submissionId;
      const first = await pollStatus(t, apiKey, id);
      const second = await pollStatus(t, apiKey, id);
      for (const poll of [first, second]) {
        assert.equal(poll.statusCode, 200);
        assert.equal(poll.body.data.processingStatus, 'Queued');
        assert.equal(poll.body.data.submissionId, id);
        assert.equal(poll.body.data.accountNumber, accepted.body.data.accountNumber);
        assert.equal(poll.body.data.uploadStatusList.length, 1);
        assert.match(poll.body.data.uploadStatusList[0]!, statusLinePattern);
      }
      const statusCharges = (await chargesOf(t, institutionId)).filter((charge) => charge.serviceCode === 'CRDEFAULTSTATUS');
      assert.equal(statusCharges.length, 2);
      assert.deepEqual(new Set(statusCharges.map((charge) => charge.transactionRef)), new Set([first.body.transactionRef, second.body.transactionRef]));
      assert.ok(statusCharges.every((charge) => charge.amountKobo === -prices.CRDEFAULTSTATUS));
    });

    it("answers an unknown id and another institution's id with the same 404, unbilled", async () => {
      const owner = await createReporter(t);
      const accepted = await submit(t, owner.apiKey, 'individual', individualBody());
      const other = await createReporter(t);
      const crossTenant = await pollStatus(t, other.apiKey, accepted.body.data.submissionId);
      const unknown = await pollStatus(t, other.apiKey, 'sub_00000000000000000000000000');
      const junk = await pollStatus(t, other.apiKey, 'anything');
      for (const response of [crossTenant, unknown, junk]) {
        assert.equal(response.statusCode, 404);
        assert.equal(response.body.error?.type, 'not_found');
        assert.equal(response.body.message, 'Submission not found');
      }
      assert.equal((await chargesOf(t, other.institutionId)).length, 0);
    });

    it('refuses a poll with 402 when the wallet is empty, charging nothing', async () => {
      const { institutionId, apiKey } = await createReporter(t, { balanceKobo: prices.CRDEFAULTINDIVIDUAL });
      const accepted = await submit(t, apiKey, 'individual', individualBody());
      const poll = await pollStatus(t, apiKey, accepted.body.data.submissionId);
      assert.equal(poll.statusCode, 402);
      assert.equal(poll.body.error?.type, 'insufficient_balance');
      assert.equal(await balanceOf(t, institutionId), 0);
      assert.deepEqual(
        (await chargesOf(t, institutionId)).map((charge) => charge.serviceCode),
        ['CRDEFAULTINDIVIDUAL'],
      );
    });

    it('bills a poll at 0 kobo under a subscription, the ledger showing the untouched balance, and at its price again after', async () => {
      const { institutionId, apiKey } = await createReporter(t);
      const accepted = await submit(t, apiKey, 'individual', individualBody());
      const before = await balanceOf(t, institutionId);
      const subscribe = (activeUntil: string | null) =>
        call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/subscription`, headers: adminHeaders(t), body: { activeUntil } });
      assert.equal((await subscribe(new Date(Date.now() + 3_600_000).toISOString())).statusCode, 200);
      const covered = await pollStatus(t, apiKey, accepted.body.data.submissionId);
      assert.equal((await subscribe(null)).statusCode, 200);
      const paid = await pollStatus(t, apiKey, accepted.body.data.submissionId);
      assert.equal(covered.statusCode, 200);
      assert.equal(paid.statusCode, 200);
      const ledger = await chargesOf(t, institutionId);
      const byRef = (ref: string) => ledger.find((charge) => charge.transactionRef === ref);
      assert.deepEqual({ amount: byRef(covered.body.transactionRef)?.amountKobo, after: byRef(covered.body.transactionRef)?.balanceAfterKobo }, { amount: 0, after: before });
      assert.deepEqual(
        { amount: byRef(paid.body.transactionRef)?.amountKobo, after: byRef(paid.body.transactionRef)?.balanceAfterKobo },
        { amount: -prices.CRDEFAULTSTATUS, after: before - prices.CRDEFAULTSTATUS },
      );
      assert.equal(await balanceOf(t, institutionId), before - prices.CRDEFAULTSTATUS);
    });
  });

  it('documents the report bodies in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const document = JSON.parse(response.body) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: object } }> } }>> };
    for (const kind of ['individual', 'business'] as Kind[]) {
      const operation = document.paths[`${base}/report/${kind}`]?.post;
      assert.ok(operation?.requestBody?.content['application/json']?.schema.properties, kind);
    }
    assert.ok(document.paths[`${base}/report/status/{submissionId}`]?.get);
    assert.ok(document.paths[`${base}/catalog`]?.get);
  });
});
