import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** A database handle or an open transaction: both run the same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** True when every migration in the folder has been applied. */
  migrationsApplied(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: every process takes the same lock so only one applies migrations at a time. */
const migrationLockId = 7_246_001;

async function migrationCount(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Raw SQL rows; both drivers return `{ rows }`, but the shared type cannot say so. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Statement names already parsed on each PGlite instance (a named statement lives as long as its session). */
const preparedOnPglite = new WeakMap<PGlite, Set<string>>();

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * queryRows for a hot statement run as a NAMED prepared statement, so PostgreSQL parses it once per
 * connection and, after five runs, reuses a generic plan instead of planning it on every call
 * (planning a many-CTE statement costs more than executing it). `name` must stand for one SQL
 * text: callers whose text varies put the variant in the name. Column values come back as text
 * (callers convert numbers). The statement is named after its text, so only queries whose values
 * are all parameters belong here (a few texts, each prepared once). Any other handle (an open
 * transaction) runs it unnamed.
 */
export async function queryRowsPrepared<T extends Record<string, string | null>>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const dialect = (db as unknown as { dialect?: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }).dialect;
  if (!dialect || !(client instanceof PGlite || client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `verity_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
  const values = params.map(textParameter);
  if (client instanceof pg.Pool) {
    // node-postgres prepares a named statement once per pooled connection by itself.
    const result = await client.query({ name, text, values, rowMode: 'array' });
    return result.rows.map((row: unknown[]) => Object.fromEntries(result.fields.map((field, index) => [field.name, row[index] === null ? null : String(row[index])])) as T);
  }
  // PGlite's query() always uses the unnamed statement; this speaks the extended protocol itself,
  // under the same lock query() takes (so it never runs inside another caller's transaction).
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let prepared = preparedOnPglite.get(client);
      if (!prepared) preparedOnPglite.set(client, (prepared = new Set()));
      if (!prepared.has(name)) {
        // Parse alone first: if the text is refused, nothing is remembered and the next call tries again.
        await client.execProtocol(concatBytes([protocol.serialize.parse({ name, text }), protocol.serialize.sync()]), { syncToFs: false });
        prepared.add(name);
      }
      // Bind, describe, execute and sync in one call into the WASM backend; on an error PostgreSQL
      // skips to the sync, so the session is clean when the error is thrown here.
      const { messages } = (await client.execProtocol(
        concatBytes([protocol.serialize.bind({ statement: name, values }), protocol.serialize.describe({ type: 'P' }), protocol.serialize.execute({}), protocol.serialize.sync()]),
        { syncToFs: false },
      )) as { messages: { name: string; fields?: unknown[] }[] };
      if (!client.isInTransaction()) await client.syncToFs();
      const columns = (messages.find((message) => message.name === 'rowDescription')?.fields ?? []) as { name: string }[];
      return messages
        .filter((message) => message.name === 'dataRow')
        .map((message) => Object.fromEntries(columns.map((column, index) => [column.name, (message.fields as (string | null)[])[index] ?? null])) as T);
    }),
  );
}

function withCommonMethods(base: Pick<Database, 'db' | 'kind' | 'migrate' | 'close'>): Database {
  return {
    ...base,
    async ping() {
      await base.db.execute(sql`select 1`);
    },
    async migrationsApplied() {
      try {
        const [row] = await queryRows<{ applied: number }>(base.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
        const applied = Number(row?.applied ?? 0);
        return applied >= (await migrationCount());
      } catch {
        return false;
      }
    },
  };
}

/**
 * PGlite keeps PostgreSQL's shared_buffers (128 MB) inside its WASM heap and touches all of it at
 * start: the largest resident part of an idle process. Its data files sit in the OS page cache
 * anyway, so a small buffer pool costs a copy per page read, not a disk read (docs/decisions.md).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * `databaseUrl` null means embedded PGlite: in `pgliteDir` when given, else in memory (tests).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  pgliteDir: string | null;
  poolSize?: number;
  /** Told when the server drops an idle pooled connection (restart, failover, terminated backend). */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl === null) {
    if (options.pgliteDir !== null) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
    const client = new PGlite(options.pgliteDir ?? undefined, { startParams: pgliteStartParams });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return withCommonMethods({
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
      },
      close: async () => {
        await client.close();
      },
    });
  }

  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // int8 (counts, bigint columns) as numbers on both drivers; our values stay below 2^53.
    types: {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text'),
    } as pg.CustomTypesConfig,
  });
  // An idle client the server disconnects makes the pool emit 'error'; unhandled, that event would
  // kill the process. pg already discards the broken client and the next query opens a new one.
  pool.on('error', (error) => options.onIdleConnectionError?.(error));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return withCommonMethods({
    db,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [migrationLockId]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
        lockClient.release();
      }
    },
    close: async () => {
      await pool.end();
    },
  });
}
