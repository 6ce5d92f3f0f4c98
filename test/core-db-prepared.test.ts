import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type Database } from '../src/core/db/index.js';
import { createTestDatabase, testDatabaseKind } from './helpers/app.js';

/* queryRowsPrepared speaks the extended protocol itself on PGlite: results, errors and atomicity must match query(). */

let database: Database;
let drop: () => Promise<void>;

before(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(sql`create table prepared_probe (id text primary key, n int not null, doc jsonb)`);
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
