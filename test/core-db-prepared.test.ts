import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { insertRowPrepared, openDatabase, queryRows, queryRowsPrepared, definePreparedSelect, type Database } from '../src/core/db/index.js';
import { createTestDatabase, testDatabaseKind } from './helpers/app.js';

/* queryRowsPrepared speaks the extended protocol itself on PGlite: results, errors and atomicity must match query(). */

let database: Database;
let drop: () => Promise<void>;

before(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(sql`create table prepared_probe (id text primary key, n int not null, doc jsonb)`);
  await database.db.execute(
    sql`create table typed_probe (id text primary key, flag boolean, count int, big bigint, at timestamptz, doc jsonb, list jsonb, note text)`,
  );
});
after(async () => drop());

const insertBoth = (first: string, second: string, n: number) =>
  queryRowsPrepared<{ id: string; n: string | null; doc: string | null }>(
    database.db,
    sql`with a as (insert into prepared_probe (id, n, doc) values (${first}, ${n}, ${JSON.stringify({ n })}::jsonb) returning id, n, doc)
      insert into prepared_probe (id, n) select ${second}, n + 1 from a returning id, n, (select doc::text from a) as doc`,
  );

test('rows come back as text by column name, statement after statement (past the generic-plan switch)', async () => {
  for (let index = 0; index < 8; index++) {
    const rows = await insertBoth(`a${index}`, `b${index}`, index);
    assert.deepEqual(rows, [{ id: `b${index}`, n: String(index + 1), doc: JSON.stringify({ n: index }).replace(':', ': ') }]);
  }
  const [count] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from prepared_probe`);
  assert.equal(count?.count, 16);
});

test('a unique violation throws 23505, writes nothing of the statement and leaves the session usable', async () => {
  await assert.rejects(insertBoth('fresh-1', 'a0', 1), (error: { code?: string }) => error.code === '23505');
  const rows = await queryRows<{ id: string }>(database.db, sql`select id from prepared_probe where id = 'fresh-1'`);
  assert.deepEqual(rows, [], 'the first insert of the failed statement was rolled back with it');
  assert.equal((await insertBoth('fresh-2', 'fresh-3', 5)).length, 1);
});

test('it waits for a transaction open on the same handle instead of running inside it', async () => {
  let outside: Promise<unknown[]> = Promise.resolve([]);
  const inTransaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into prepared_probe (id, n) values ('tx-1', 1)`);
    outside = insertBoth('out-1', 'out-2', 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    throw new Error('roll back');
  });
  await assert.rejects(inTransaction, /roll back/);
  assert.equal((await outside).length, 1, 'the statement outside the transaction committed');
  const rows = await queryRows<{ id: string }>(database.db, sql`select id from prepared_probe where id in ('tx-1', 'out-1', 'out-2') order by id`);
  assert.deepEqual(rows.map((row) => row.id), ['out-1', 'out-2']);
});

test('PGlite keeps one named statement and reuses a generic plan', { skip: testDatabaseKind !== 'pglite' }, async () => {
  const [statement] = await queryRows<{ count: number; generic: number }>(
    database.db,
    sql`select count(*)::int as count, max(generic_plans)::int as generic from pg_prepared_statements where name like 'verity_%'`,
  );
  assert.equal(statement?.count, 1);
  assert.ok((statement?.generic ?? 0) >= 3, `generic plans used: ${statement?.generic}`);
});

test('a row larger than the backend send buffer arrives whole, with multi-byte text and NULLs in place', async () => {
  // A capture image stored on a session is this big; the backend hands it over in several pieces.
  const big = `${'\u00e9\u20ac'.repeat(700_000)}end`;
  const rows = await queryRowsPrepared<{ big: string | null; gap: string | null; tail: string | null }>(
    database.db,
    sql`select ${big}::text as big, null::text as gap, ${'\u{1F600}'}::text as tail`,
  );
  assert.equal(rows.length, 1);
  assert.equal(rows[0]?.big?.length, big.length);
  assert.equal(rows[0]?.big, big);
  assert.equal(rows[0]?.gap, null);
  assert.equal(rows[0]?.tail, '\u{1F600}');
});

const typedProbe = pgTable('typed_probe', {
  id: text('id').primaryKey(),
  flag: boolean('flag'),
  count: integer('count'),
  big: bigint('big', { mode: 'number' }),
  at: timestamp('at', { withTimezone: true, mode: 'date' }),
  doc: jsonb('doc'),
  list: jsonb('list').$type<string[]>(),
  note: text('note'),
});

test('definePreparedSelect returns exactly what a Drizzle select returns, in and out of a transaction', async () => {
  const selectById = definePreparedSelect({ table: typedProbe, params: ['id'], where: ({ id }) => eq(typedProbe.id, id), computed: { late: sql`${typedProbe.at} <= now()` } });
  const full = {
    id: 'full',
    flag: true,
    count: -7,
    big: 2 ** 40 + 3,
    at: new Date('2099-11-22T05:30:00.123Z'),
    doc: { nested: { a: [1, 'two', null] }, text: 'quote " and \\ backslash', unicode: 'Adaeze \u00e9' },
    list: ['NIN', 'BVN'],
    note: "it's {braced}",
  };
  await database.db.insert(typedProbe).values([full, { id: 'empty' }, { id: 'false', flag: false, count: 0, big: 0, doc: [], list: [], note: '' }]);
  for (const id of ['full', 'empty', 'false']) {
    const [expected] = await database.db.select().from(typedProbe).where(eq(typedProbe.id, id));
    // Twice past the generic-plan switch, and once inside a transaction (the unprepared path).
    for (let round = 0; round < 7; round++) {
      const [found] = await selectById({ db: database.db, params: { id } });
      assert.deepEqual(found?.row, expected, id);
      assert.equal(found?.computed.late, id === 'full' ? 'false' : null);
    }
    await database.db.transaction(async (tx) => {
      const [found] = await selectById({ db: tx, params: { id } });
      assert.deepEqual(found?.row, expected, `${id} in a transaction`);
      assert.equal(found?.computed.late, id === 'full' ? 'false' : null);
    });
  }
  assert.deepEqual(await selectById({ db: database.db, params: { id: 'missing' } }), []);
});

test('insertRowPrepared stores what a Drizzle insert stores, nulls as SQL NULL, with one statement text', async () => {
  const rows = [
    { id: 'ins-full', flag: false, count: 3, big: 2 ** 41, at: new Date('2030-01-02T03:04:05.678Z'), doc: { a: [1, { b: null }], s: 'x"y' }, list: ['PHONENUMBER'], note: 'n' },
    { id: 'ins-nulls', flag: null, count: null, big: null, at: null, doc: null, list: null, note: null },
  ];
  for (const values of rows) {
    await insertRowPrepared({ db: database.db, table: typedProbe, values });
    await database.db.insert(typedProbe).values({ ...values, id: `${values.id}-drizzle` });
    const [ours] = await database.db.select().from(typedProbe).where(eq(typedProbe.id, values.id));
    const [theirs] = await database.db.select().from(typedProbe).where(eq(typedProbe.id, `${values.id}-drizzle`));
    assert.deepEqual({ ...ours, id: '' }, { ...theirs, id: '' }, values.id);
  }
  const [nulls] = await queryRows<{ doc_is_null: boolean }>(database.db, sql`select doc is null as doc_is_null from typed_probe where id = 'ins-nulls'`);
  assert.equal(nulls?.doc_is_null, true, 'a null JSON value is SQL NULL, not the JSON text null');
  await assert.rejects(insertRowPrepared({ db: database.db, table: typedProbe, values: rows[0]! }), (error: { code?: string }) => error.code === '23505');
  // Inside a transaction it is part of the transaction: rolled back with it, or committed with it.
  await assert.rejects(
    database.db.transaction(async (tx) => {
      await insertRowPrepared({ db: tx, table: typedProbe, values: { ...rows[0]!, id: 'ins-tx-rolled-back' } });
      throw new Error('roll back');
    }),
    /roll back/,
  );
  await database.db.transaction(async (tx) => insertRowPrepared({ db: tx, table: typedProbe, values: { ...rows[0]!, id: 'ins-tx-committed' } }));
  const stored = await database.db.select().from(typedProbe).where(eq(typedProbe.id, 'ins-tx-committed'));
  assert.deepEqual(stored, [{ ...rows[0]!, id: 'ins-tx-committed' }]);
  assert.deepEqual(await database.db.select().from(typedProbe).where(eq(typedProbe.id, 'ins-tx-rolled-back')), []);
});

test('embedded PGlite analyzes tables that grew, so planner statistics and prepared plans follow the data', { skip: testDatabaseKind !== 'pglite' }, async () => {
  const embedded = await openDatabase({ databaseUrl: null, pgliteDir: null, analyzeIntervalMs: 20 });
  try {
    await embedded.db.execute(sql`create table growing (id int primary key, note text not null)`);
    const statsOf = async () =>
      (await queryRows<{ pages: number; rows: number }>(embedded.db, sql`select relpages::int as pages, reltuples::int as rows from pg_class where relname = 'growing'`))[0];
    assert.deepEqual(await statsOf(), { pages: 0, rows: -1 }, 'never analyzed');
    await embedded.db.execute(sql`insert into growing select n, repeat('x', 200) from generate_series(1, 2000) as n`);
    const deadline = Date.now() + 5_000;
    while ((await statsOf())?.rows !== 2000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal((await statsOf())?.rows, 2000, 'analyzed after it grew');
    await embedded.db.execute(sql`insert into growing select n, repeat('x', 200) from generate_series(2001, 2100) as n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await statsOf())?.rows, 2000, 'growth under a fifth is left alone');
  } finally {
    await embedded.close();
  }
});
