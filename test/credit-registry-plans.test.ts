import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/core/db/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { businessBody, createReporter, individualBody, submit, submitBulk } from './helpers/credit-registry.js';

/*
 * The repeat check of a new report must probe its key's unique index whatever the table looked like
 * when the statement was planned. PGlite keeps one session, so a prepared statement's generic plan
 * is made once (after five runs, typically on a nearly empty table) and kept until an ANALYZE. With
 * two full indexes led by institution_id, that plan once probed the dedupe key through the
 * idempotency index: every submission of the institution read for every report.
 *
 * PGlite only: the index statistics read here are the session's own. On a PostgreSQL server each
 * pooled connection plans for itself and flushes its statistics on its own schedule.
 */
interface IndexReads {
  dedupe: number;
  idempotency: number;
}

async function indexReads(t: TestApp): Promise<IndexReads> {
  await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
  const rows = await queryRows<{ name: string; reads: number }>(
    t.database.db,
    sql`select indexrelname as name, idx_tup_read::int as reads from pg_stat_user_indexes
        where indexrelname in ('credit_submissions_dedupe_idx', 'credit_submissions_idempotency_idx')`,
  );
  const readsOf = (name: string) => rows.find((row) => row.name === name)?.reads ?? 0;
  return { dedupe: readsOf('credit_submissions_dedupe_idx'), idempotency: readsOf('credit_submissions_idempotency_idx') };
}

describe('credit registry repeat check on a plan made while the table was small (pglite)', { skip: testDatabaseKind !== 'pglite' }, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('reads no index entries of other reports once the institution has thousands of submissions', async () => {
    const { apiKey } = await createReporter(t, { balanceKobo: 100_000_000 });
    // One at a time, so each is its own run of the one-statement store: past five runs the plan is generic.
    for (let index = 0; index < 8; index++) assert.equal((await submit(t, apiKey, 'individual', individualBody())).statusCode, 200);
    const bulk = await submitBulk(t, apiKey, { json: Array.from({ length: 2_000 }, () => ({ kind: 'individual', ...individualBody() })) });
    assert.equal(bulk.statusCode, 200, bulk.raw.slice(0, 500));
    assert.equal(bulk.body.data.acceptedRows, 2_000);

    const before = await indexReads(t);
    const fresh = await submit(t, apiKey, 'individual', individualBody());
    assert.equal(fresh.statusCode, 200, fresh.raw);
    assert.equal(fresh.body.message, 'Report accepted for processing');
    const added = await indexReads(t);
    // A new report's key matches nothing: a probe reads no entry. A scan would read ~2,000.
    assert.deepEqual({ dedupe: added.dedupe - before.dedupe, idempotency: added.idempotency - before.idempotency }, { dedupe: 0, idempotency: 0 });

    // The probe still finds a key that exists: the same body again is answered as a repeat.
    const body = individualBody();
    assert.equal((await submit(t, apiKey, 'individual', body)).body.message, 'Report accepted for processing');
    const repeat = await submit(t, apiKey, 'individual', body);
    assert.equal(repeat.body.message, 'Report already accepted: this is the original submission (not billed again)');
  });
});

describe(`credit registry submission rows (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('keeps a report with its two JSON documents inline: nothing goes to the TOAST table', async () => {
    const { apiKey } = await createReporter(t, { balanceKobo: 100_000_000 });
    const officers = Array.from({ length: 3 }, (_, index) => ({ ...(businessBody().corporateOfficers as Record<string, unknown>[])[0], bvn: `2229876543${index}` }));
    for (const [kind, body] of [['individual', individualBody()], ['business', businessBody({ corporateOfficers: officers })]] as const) {
      assert.equal((await submit(t, apiKey, kind, body)).statusCode, 200);
    }
    const [sizes] = await queryRows<{ row_bytes: number; toast_bytes: number }>(
      t.database.db,
      sql`select (select max(pg_column_size(s.*)) from credit_submissions s)::int as row_bytes,
                 pg_relation_size(c.reltoastrelid)::int as toast_bytes
          from pg_class c where c.relname = 'credit_submissions'`,
    );
    // Above ~2 KB PostgreSQL would otherwise compress the documents and move one out of line.
    assert.ok(sizes!.row_bytes > 2_100, `a row of ${sizes!.row_bytes} bytes is over the default TOAST threshold`);
    assert.equal(sizes!.toast_bytes, 0);
  });

  it('gives every column a small statistics target, so ANALYZE samples 3,000 of these wide rows, not 30,000', async () => {
    const columns = await queryRows<{ name: string; target: number }>(
      t.database.db,
      sql`select attname as name, coalesce(attstattarget::int, -1) as target from pg_attribute
          where attrelid = 'credit_submissions'::regclass and attnum > 0 and not attisdropped order by attnum`,
    );
    const documents = ['original_payload', 'normalised_record', 'upload_status_list'];
    assert.deepEqual(
      columns.filter((column) => column.target !== (documents.includes(column.name) ? 0 : 10)),
      [],
      'a column without its own target makes ANALYZE sample 300 x default_statistics_target rows (see migration 0007)',
    );
  });
});
