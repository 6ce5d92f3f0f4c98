import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { bulkBodyLimitBytes } from '../src/services/credit-registry/credit-registry.routes.js';
import { formatCsvRecord } from '../src/services/credit-registry/csv.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type InjectResult, type TestApp } from './helpers/app.js';
import {
  balanceOf,
  businessBody,
  chargesOf,
  createReporter,
  individualBody,
  loanCount,
  prices,
  submissionCount,
  submissionRow,
  submit,
  submitBulk,
  toCsvRows,
  type BulkData,
} from './helpers/credit-registry.js';

const csvOf = (rows: string[][], lineBreak = '\r\n') => rows.map(formatCsvRecord).join(lineBreak);

async function jobsFor(t: TestApp, submissionIds: string[]) {
  return t.database.db
    .select({ dedupeKey: tables.jobs.dedupeKey })
    .from(tables.jobs)
    .where(and(eq(tables.jobs.queue, 'credit-registry.process-submission'), inArray(tables.jobs.dedupeKey, submissionIds)));
}

function assertOk(response: InjectResult<BulkData>): BulkData {
  assert.equal(response.statusCode, 200, response.raw.slice(0, 2000));
  return response.body.data;
}

describe(`credit registry bulk uploads (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('JSON array: valid rows stored, billed and queued one by one; invalid rows reported by row number', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const rows = [
      { kind: 'individual', ...individualBody() },
      { kind: 'individual', ...individualBody({ bvn: '123' }) },
      { kind: 'business', ...businessBody({ businessType: 'LLC' }) },
      { kind: 'business', ...businessBody({ corporateOfficers: [{ ...(businessBody().corporateOfficers as object[])[0], bvn: 'x' }], email: 'a@b.test' }) },
      { kind: 'individual', ...individualBody({ accountType: 'Overdraft' }) },
      { ...individualBody() },
      { kind: 'loan', ...individualBody() },
      'not an object',
    ];
    const data = assertOk(await submitBulk(t, apiKey, { json: rows }));
    assert.equal(data.totalRows, 8);
    assert.equal(data.acceptedRows, 3);
    assert.equal(data.repeatedRows, 0);
    assert.deepEqual(data.rejectedRows, [1, 3, 5, 6, 7]);
    assert.deepEqual(data.errors.map((error) => error.path).sort(), ['rows[1].bvn', 'rows[3].corporateOfficers[0].bvn', 'rows[3].email', 'rows[5].kind', 'rows[6].kind', 'rows[7]']);
    assert.deepEqual(data.rows.map((row) => [row.row, row.kind, row.processingStatus, row.repeated]), [
      [0, 'individual', 'Queued', false],
      [2, 'business', 'Queued', false],
      [4, 'individual', 'Queued', false],
    ]);
    assert.ok(data.rows.every((row) => row.uploadId === data.uploadId));
    assert.match(data.uploadId, /^upl_/);

    const charges = await chargesOf(t, institutionId);
    assert.deepEqual(
      charges.map((charge) => [charge.transactionRef, charge.serviceCode, charge.amountKobo]).sort(),
      data.rows.map((row) => [row.transactionRef, row.kind === 'individual' ? 'CRDEFAULTINDIVIDUAL' : 'CRDEFAULTBUSINESS', -(row.kind === 'individual' ? prices.CRDEFAULTINDIVIDUAL : prices.CRDEFAULTBUSINESS)]).sort(),
    );
    assert.equal(await balanceOf(t, institutionId), 1_000_000 - 2 * prices.CRDEFAULTINDIVIDUAL - prices.CRDEFAULTBUSINESS);

    const business = await submissionRow(t, data.rows[1]!.submissionId);
    assert.equal(business?.normalisedRecord.businessType, 'ISIC_46_Wholesale_trade');
    assert.equal(business?.transactionRef, data.rows[1]!.transactionRef);
    const { kind: _kind, ...sentBody } = rows[2] as Record<string, unknown>;
    assert.deepEqual(business?.originalPayload, sentBody, 'the row as a report body, without its kind');
    assert.match(business?.uploadStatusList[0] ?? '', /bulk upload upl_\w+, row 2/);
    assert.equal((await submissionRow(t, data.rows[2]!.submissionId))?.normalisedRecord.accountType, 'PL00_PersonalOverdraft');
    assert.equal((await jobsFor(t, data.rows.map((row) => row.submissionId))).length, 3);
  });

  it('CSV: quoted cells, CRLF, numbered officer and guarantor columns give the same record as the JSON route', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const individual = individualBody({ purpose: 'School fees, "term 2"\nand books', guarantors: [(individualBody().guarantors as object[])[0], { ...(individualBody().guarantors as Record<string, unknown>[])[0], bvn: '22299999999', firstName: 'Second' }] });
    const business = businessBody({ corporateOfficers: [(businessBody().corporateOfficers as object[])[0], { ...(businessBody().corporateOfficers as Record<string, unknown>[])[0], bvn: '22288888888', role: 'Owner' }] });
    delete business.guarantors;
    const csv = csvOf(toCsvRows([{ kind: 'individual', body: individual }, { kind: 'business', body: business }]));
    const data = assertOk(await submitBulk(t, apiKey, { csv }));
    assert.equal(data.acceptedRows, 2, JSON.stringify(data.errors));

    // The same reports through the single routes (another institution, so they are not repeats).
    const other = await createReporter(t);
    for (const [position, kind, body] of [[0, 'individual', individual], [1, 'business', business]] as const) {
      const single = await submit(t, other.apiKey, kind, body);
      assert.equal(single.statusCode, 200, single.raw);
      const fromCsv = await submissionRow(t, data.rows[position]!.submissionId);
      const fromJson = await submissionRow(t, single.body.data.submissionId);
      assert.deepEqual(fromCsv?.normalisedRecord, fromJson?.normalisedRecord, kind);
    }
    const officers = (await submissionRow(t, data.rows[1]!.submissionId))?.normalisedRecord.corporateOfficers as { role: string }[];
    assert.deepEqual(officers.map((officer) => officer.role), ['Director', 'Owner']);

    // The same file again: every row repeats its submission, unbilled.
    const again = assertOk(await submitBulk(t, apiKey, { csv }));
    assert.equal(again.acceptedRows, 0);
    assert.equal(again.repeatedRows, 2);
    assert.deepEqual(again.rows.map((row) => [row.submissionId, row.transactionRef, row.uploadId]), data.rows.map((row) => [row.submissionId, row.transactionRef, data.uploadId]));
    assert.equal((await chargesOf(t, institutionId)).length, 2);
  });

  it('CSV with ?kind= and no kind column; LF line ends; a single report sent earlier is a repeat', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    // No empty strings or numeric text: then the CSV row is exactly the JSON payload (an empty cell is an omitted field).
    const { guarantors: _g1, ...earlier } = individualBody();
    const first = await submit(t, apiKey, 'individual', earlier);
    const { guarantors: _g2, ...later } = individualBody({ daysInArrears: 400 });
    const csv = csvOf(toCsvRows([{ body: earlier }, { body: later }]), '\n');
    const data = assertOk(await submitBulk(t, apiKey, { csv }, '?kind=individual'));
    assert.deepEqual(data.rows.map((row) => [row.row, row.repeated]), [[0, true], [1, false]]);
    assert.equal(data.rows[0]?.submissionId, first.body.data.submissionId);
    assert.equal(data.rows[0]?.transactionRef, first.body.transactionRef);
    assert.equal((await chargesOf(t, institutionId)).length, 2);

    const noKind = await submitBulk(t, apiKey, { csv: csvOf(toCsvRows([{ body: individualBody() }])) });
    assert.equal(noKind.statusCode, 400);
    assert.deepEqual(noKind.body.error?.details.map((detail) => detail.path), ['rows[0].kind']);
  });

  it('repeats inside one upload: the same payload twice is one submission; one accountNumber twice is two reports of one loan', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const body = individualBody();
    const update = { ...body, daysInArrears: 200 };
    const data = assertOk(await submitBulk(t, apiKey, { json: [body, body, update] }, '?kind=individual'));
    assert.deepEqual(data.rows.map((row) => [row.row, row.repeated]), [[0, false], [1, true], [2, false]]);
    assert.equal(data.rows[1]?.submissionId, data.rows[0]?.submissionId);
    assert.equal(data.acceptedRows, 2);
    assert.equal(data.repeatedRows, 1);
    assert.equal((await chargesOf(t, institutionId)).length, 2);
    assert.equal(await loanCount(t, institutionId), 1);
    const [loan] = await t.database.db.select().from(tables.creditLoans).where(eq(tables.creditLoans.institutionId, institutionId));
    assert.equal(loan?.reportCount, 2);
    assert.equal(loan?.latestSubmissionId, data.rows[2]?.submissionId);
  });

  it('allOrNothing: one invalid row stores and bills nothing; all valid rows are accepted', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const refused = await submitBulk(t, apiKey, { json: [individualBody(), individualBody({ gender: 'female' })] }, '?kind=individual&allOrNothing=true');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.body.error?.details.map((detail) => detail.path), ['rows[1].gender']);
    assert.match(refused.body.message, /1 of 2 rows are invalid/);
    assert.equal(await submissionCount(t, institutionId), 0);
    const acceptedAll = assertOk(await submitBulk(t, apiKey, { json: [individualBody(), individualBody()] }, '?kind=individual&allOrNothing=true'));
    assert.equal(acceptedAll.acceptedRows, 2);
    assert.equal((await chargesOf(t, institutionId)).length, 2);
  });

  it('enforces the service of each row kind: rows of a disabled service are rejected, all of them -> 403', async () => {
    const { institutionId, apiKey } = await createReporter(t, { services: ['CRDEFAULTINDIVIDUAL'] });
    const mixed = assertOk(await submitBulk(t, apiKey, { json: [{ kind: 'business', ...businessBody() }, { kind: 'individual', ...individualBody() }] }));
    assert.deepEqual(mixed.rejectedRows, [0]);
    assert.deepEqual(mixed.errors, [{ path: 'rows[0].kind', message: 'the CRDEFAULTBUSINESS service is not enabled for this institution' }]);
    const onlyBusiness = await submitBulk(t, apiKey, { json: [businessBody()] }, '?kind=business');
    assert.equal(onlyBusiness.statusCode, 403);
    assert.equal(onlyBusiness.body.error?.type, 'forbidden');
    assert.deepEqual((await chargesOf(t, institutionId)).map((charge) => charge.serviceCode), ['CRDEFAULTINDIVIDUAL']);

    const noKey = await call(t.app, { method: 'POST', url: '/creditregistry/api/v1/report/bulk', body: [individualBody()] });
    assert.equal(noKey.statusCode, 401);
  });

  it('refuses with 402 when the wallet cannot pay for every new row, storing nothing', async () => {
    const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 2 * prices.CRDEFAULTINDIVIDUAL });
    const refused = await submitBulk(t, apiKey, { json: [individualBody(), individualBody(), individualBody()] }, '?kind=individual');
    assert.equal(refused.statusCode, 402);
    assert.equal(refused.body.error?.type, 'insufficient_balance');
    assert.equal(await submissionCount(t, institutionId), 0);
    assert.equal(await balanceOf(t, institutionId), 2 * prices.CRDEFAULTINDIVIDUAL);
    assert.equal(assertOk(await submitBulk(t, apiKey, { json: [individualBody(), individualBody()] }, '?kind=individual')).acceptedRows, 2);
    assert.equal(await balanceOf(t, institutionId), 0);
  });

  it('under a subscription every row is recorded at 0 kobo', async () => {
    const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 0 });
    const set = await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institutionId}/subscription`, headers: adminHeaders(t), body: { activeUntil: new Date(Date.now() + 3_600_000).toISOString() } });
    assert.equal(set.statusCode, 200);
    const data = assertOk(await submitBulk(t, apiKey, { json: [{ kind: 'individual', ...individualBody() }, { kind: 'business', ...businessBody() }] }));
    assert.equal(data.acceptedRows, 2);
    const charges = await chargesOf(t, institutionId);
    assert.deepEqual(charges.map((charge) => charge.amountKobo), [0, 0]);
    assert.deepEqual(new Set(charges.map((charge) => charge.transactionRef)), new Set(data.rows.map((row) => row.transactionRef)));
  });

  it('rejects malformed uploads as a whole with a 400 naming the problem, unbilled', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const header = toCsvRows([{ kind: 'individual', body: individualBody() }])[0]!;
    const cases: [upload: { json: unknown } | { csv: string }, path: string, pattern: RegExp][] = [
      [{ csv: csvOf([[...header, 'bvnn', 'bvn']]) }, 'columns', /not a known column|appears twice/],
      [{ csv: `${formatCsvRecord(header)}\n"unclosed` }, '', /malformed at line 2/],
      [{ csv: '' }, '', /empty/],
      [{ json: { rows: [] } }, '', /JSON array/],
      [{ json: [] }, '', /no rows/],
    ];
    for (const [upload, path, pattern] of cases) {
      const response = await submitBulk(t, apiKey, upload, '?kind=individual');
      assert.equal(response.statusCode, 400, JSON.stringify(upload).slice(0, 100));
      const details = response.body.error?.details ?? [];
      assert.ok(details.length > 0 && details.every((detail) => detail.path.startsWith(path)), JSON.stringify(details));
      assert.match(details.map((detail) => detail.message).join(' '), pattern);
    }
    const short = await submitBulk(t, apiKey, { csv: csvOf([header, ['individual', 'x']]) });
    assert.equal(short.statusCode, 400);
    assert.match(short.body.error?.details[0]?.message ?? '', /has 2 fields; the header has/);
    const text = await call(t.app, { method: 'POST', url: '/creditregistry/api/v1/report/bulk', headers: { 'x-api-key': apiKey, 'content-type': 'text/plain' }, payload: 'a,b' });
    assert.equal(text.statusCode, 415);
    const tooMany = await submitBulk(t, apiKey, { json: Array.from({ length: 50_001 }, () => ({})) });
    assert.equal(tooMany.statusCode, 413);
    assert.equal(tooMany.body.error?.type, 'payload_too_large');
    assert.equal((await chargesOf(t, institutionId)).length, 0);
  });

  it('reads a JSON body element by element: a malformed element is named by its row and nothing is stored', async () => {
    const { institutionId, apiKey } = await createReporter(t);
    const post = (payload: string) =>
      call<BulkData>(t.app, { method: 'POST', url: '/creditregistry/api/v1/report/bulk?kind=individual', headers: { 'x-api-key': apiKey, 'content-type': 'application/json' }, payload });
    const good = JSON.stringify(individualBody());
    // Strings holding brackets, commas and escaped quotes do not end an element early.
    const tricky = JSON.stringify(individualBody({ purpose: 'a "quoted" ], {tricky}, \\ purpose' }));
    const cases: [payload: string, path: string, pattern: RegExp][] = [
      [`[${good}, ${good}, {"bvn": }, ${good}]`, 'rows[2]', /not valid JSON/],
      [`[${good}, ${good}`, 'rows[1]', /not closed/],
      [`[${good},]`, 'rows[1]', /not valid JSON/],
      [`[${good}] trailing`, '', /after the closing/],
      [`{"rows": [${good}`, '', /not valid JSON/],
      ['', '', /empty/],
    ];
    for (const [payload, path, pattern] of cases) {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, payload.slice(-40));
      assert.equal(response.body.error?.type, 'malformed_json', response.raw);
      assert.deepEqual(response.body.error?.details.map((detail) => detail.path), [path], response.raw);
      assert.match(response.body.error?.details[0]?.message ?? '', pattern);
    }
    assert.equal(await submissionCount(t, institutionId), 0);
    assert.equal((await chargesOf(t, institutionId)).length, 0);

    const charset = await call<BulkData>(t.app, {
      method: 'POST',
      url: '/creditregistry/api/v1/report/bulk?kind=individual',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json; charset=utf-8' },
      payload: `[${JSON.stringify(individualBody({ firstName: 'Ọlá' }))}]`,
    });
    const charsetRow = assertOk(charset).rows[0]!;
    assert.equal(((await submissionRow(t, charsetRow.submissionId))?.originalPayload as { firstName?: string } | undefined)?.firstName, 'Ọlá', 'a charset parameter and non-ASCII text are read as UTF-8');
    const data = assertOk(await post(`\ufeff [ ${tricky} ,\n${good} ] \n`));
    assert.equal(data.acceptedRows, 2, JSON.stringify(data.errors));
    assert.equal(((await submissionRow(t, data.rows[0]!.submissionId))?.originalPayload as { purpose?: string } | undefined)?.purpose, 'a "quoted" ], {tricky}, \\ purpose');
  });

  it('refuses a whole upload that is malformed or too long at its end before storing any row of it', async () => {
    const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 100_000_000 });
    const rows = toCsvRows(Array.from({ length: 1500 }, () => ({ body: individualBody() })));
    const broken = await submitBulk(t, apiKey, { csv: `${csvOf(rows)}\r\n"unclosed` }, '?kind=individual');
    assert.equal(broken.statusCode, 400);
    assert.match(broken.body.error?.details[0]?.message ?? '', /malformed at line 1502/);
    const brokenJson = await call<BulkData>(t.app, {
      method: 'POST',
      url: '/creditregistry/api/v1/report/bulk?kind=individual',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      payload: `[${Array.from({ length: 1500 }, () => JSON.stringify(individualBody())).join(',')},{]`,
    });
    assert.equal(brokenJson.statusCode, 400);
    assert.deepEqual(brokenJson.body.error?.details.map((detail) => detail.path), ['rows[1500]']);
    assert.equal(await submissionCount(t, institutionId), 0, 'the first 1,000-row chunk was not stored either');
    assert.equal((await chargesOf(t, institutionId)).length, 0);
  });

  it('refuses a body over the bulk limit with 413 in the envelope', async () => {
    const { apiKey } = await createReporter(t);
    const response = await call<BulkData>(t.app, {
      method: 'POST',
      url: '/creditregistry/api/v1/report/bulk?kind=individual',
      headers: { 'x-api-key': apiKey, 'content-type': 'text/csv' },
      payload: 'a'.repeat(bulkBodyLimitBytes + 1),
    });
    assert.equal(response.statusCode, 413);
    assert.equal(response.body.error?.type, 'payload_too_large');
    assert.equal(response.body.status, false);
  });

  it('reads a body streamed in small chunks without Content-Length (multi-byte characters split across chunks), and refuses a length that does not match Content-Length', async () => {
    const { apiKey } = await createReporter(t, { balanceKobo: 10_000_000 });
    const rows = Array.from({ length: 120 }, (_, index) => individualBody({ firstName: `Adébáyọ̀ ${index}` }));
    const text = JSON.stringify(rows);
    const bytes = Buffer.from(text);
    assert.ok(bytes.length > 64 * 1024, 'larger than the first buffer, so it grows');
    // 997-byte chunks cut through the two- and three-byte UTF-8 sequences of the names.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 997) }, (_, index) => bytes.subarray(index * 997, (index + 1) * 997));
    const streamed = await call<BulkData>(t.app, {
      method: 'POST',
      url: '/creditregistry/api/v1/report/bulk?kind=individual',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      body: Readable.from(chunks),
    });
    const data = assertOk(streamed);
    assert.equal(data.acceptedRows, 120);
    const stored = await submissionRow(t, data.rows[119]!.submissionId);
    assert.deepEqual(stored?.originalPayload, rows[119]);

    const mismatched = await call<BulkData>(t.app, {
      method: 'POST',
      url: '/creditregistry/api/v1/report/bulk?kind=individual',
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json', 'content-length': String(bytes.length + 10) },
      body: Readable.from([bytes]),
    });
    assert.equal(mismatched.statusCode, 400);
    assert.equal(mismatched.body.error?.type, 'validation_error');
  });

  it('takes bodies beyond the default 1 MiB limit: 1,200 rows in one upload', async () => {
    const { institutionId, apiKey } = await createReporter(t, { balanceKobo: 10_000_000 });
    const rows = Array.from({ length: 1200 }, () => individualBody());
    const csv = csvOf(toCsvRows(rows.map((body) => ({ body }))));
    assert.ok(Buffer.byteLength(csv) > 1024 * 1024 || JSON.stringify(rows).length > 1024 * 1024);
    const data = assertOk(await submitBulk(t, apiKey, { json: rows }, '?kind=individual'));
    assert.equal(data.acceptedRows, 1200);
    assert.equal(await submissionCount(t, institutionId), 1200);
    const charges = await t.database.db.select({ ref: tables.ledgerEntries.transactionRef }).from(tables.ledgerEntries).where(and(eq(tables.ledgerEntries.institutionId, institutionId), eq(tables.ledgerEntries.kind, 'charge')));
    assert.deepEqual(new Set(charges.map((charge) => charge.ref)), new Set(data.rows.map((row) => row.transactionRef)), 'one ledger row per accepted row (the admin ledger API pages at 1,000)');
    assert.equal((await jobsFor(t, data.rows.map((row) => row.submissionId))).length, 1200);
    const ledgerBalance = await balanceOf(t, institutionId);
    assert.equal(ledgerBalance, 10_000_000 - 1200 * prices.CRDEFAULTINDIVIDUAL);

    // A wallet that pays for the first 1,000-row chunk only: those stay accepted, the rest are refused.
    const short = await createReporter(t, { balanceKobo: 1000 * prices.CRDEFAULTINDIVIDUAL + 1 });
    const partial = assertOk(await submitBulk(t, short.apiKey, { json: Array.from({ length: 1100 }, () => individualBody()) }, '?kind=individual'));
    assert.equal(partial.acceptedRows, 1000);
    assert.deepEqual(partial.rejectedRows, Array.from({ length: 100 }, (_, index) => 1000 + index));
    assert.match(partial.errors[0]?.message ?? '', /insufficient balance/);
    assert.equal(partial.errors[0]?.path, 'rows[1000]');
    assert.equal(await submissionCount(t, short.institutionId), 1000);
    assert.equal(await balanceOf(t, short.institutionId), 1);
  });
});
