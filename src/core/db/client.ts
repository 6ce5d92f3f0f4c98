import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
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
    const client = options.pgliteDir === null ? new PGlite() : new PGlite(options.pgliteDir);
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
