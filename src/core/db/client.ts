import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { getTableColumns, getTableName, sql, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
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

/** Names by statement text: a handful of texts, each hashed once instead of on every call. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `verity_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    // Texts are fixed per call site; the bound only guards against a caller that inlines values.
    if (statementNames.size < 1_000) statementNames.set(text, name);
  }
  return name;
}

const rawText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

type Dialect = { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };

function clientOf(db: Db): { client: unknown; dialect: Dialect | undefined } {
  const handle = db as unknown as { $client?: unknown; dialect?: Dialect };
  return { client: handle.$client, dialect: handle.dialect };
}

/** False for a transaction handle, which has no client of its own to prepare statements on. */
function isPreparable(db: Db): boolean {
  const { client, dialect } = clientOf(db);
  return dialect !== undefined && (client instanceof PGlite || client instanceof pg.Pool);
}

/**
 * queryRows for a hot statement run as a NAMED prepared statement, so PostgreSQL parses it once per
 * connection and, after five runs, reuses a generic plan instead of planning it on every call
 * (planning a many-CTE statement costs more than executing it). Column values come back as
 * PostgreSQL's text (callers convert them). The statement is named after its text, so only queries whose values
 * are all parameters belong here (a few texts, each prepared once). Any other handle (an open
 * transaction) runs it unnamed.
 */
export async function queryRowsPrepared<T extends Record<string, string | null>>(db: Db, query: SQL): Promise<T[]> {
  if (!isPreparable(db)) return queryRows<T>(db, query);
  const { client, dialect } = clientOf(db) as { client: PGlite | pg.Pool; dialect: Dialect };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = statementName(text);
  const values = params.map(textParameter);
  if (client instanceof pg.Pool) {
    // node-postgres prepares a named statement once per pooled connection by itself; its type
    // parsers are bypassed so both drivers hand back PostgreSQL's own text for every column.
    const result = await client.query({ name, text, values, rowMode: 'array', types: rawText });
    return result.rows.map((row: unknown[]) => Object.fromEntries(result.fields.map((field, index) => [field.name, (row[index] ?? null) as string | null])) as T);
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

/**
 * Turns PostgreSQL's text output of one column into the value Drizzle's column mapper expects from a
 * driver. Only the column kinds our hot statements read are known; any other kind fails loudly the
 * first time a statement selects it, instead of returning a wrong value.
 */
function driverValueFromText(column: PgColumn, text: string): unknown {
  switch (column.columnType) {
    case 'PgText':
    case 'PgVarchar':
    case 'PgUUID':
    // Timestamps and JSON: Drizzle's own mappers parse PostgreSQL's text forms.
    case 'PgTimestamp':
    case 'PgTimestampString':
    case 'PgJsonb':
    case 'PgJson':
      return text;
    case 'PgBoolean':
      return text === 't';
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgDoublePrecision':
    case 'PgReal':
      return Number(text);
    default:
      throw new Error(`selectRowsPrepared cannot read column ${column.name} (${column.columnType}) from text`);
  }
}

/**
 * Whole rows of `table` matching `where`, through queryRowsPrepared, typed and mapped exactly as a
 * Drizzle select of the table would return them. For the hottest reads (a poll is one of these and
 * little else): Drizzle's own select parses and plans the statement on every call, which on PGlite
 * costs several times the lookup itself. `computed` adds expressions read as text (e.g. a clock check
 * by the database's own time).
 */
export async function selectRowsPrepared<TTable extends PgTable, TComputed extends string = never>(options: {
  db: Db;
  table: TTable;
  where: SQL;
  computed?: Record<TComputed, SQL>;
}): Promise<{ row: InferSelectModel<TTable>; computed: Record<TComputed, string | null> }[]> {
  const columns = Object.entries(getTableColumns(options.table)) as [string, PgColumn][];
  // Cast to text on every path, so a computed value reads the same whichever path ran.
  const computed = (Object.entries(options.computed ?? {}) as [TComputed, SQL][]).map(([name, expression]) => [name, sql<string | null>`(${expression})::text`] as const);
  const computedOf = (raw: Record<string, unknown>) =>
    Object.fromEntries(computed.map(([name]) => [name, (raw[`computed_${name}`] ?? null) as string | null])) as Record<TComputed, string | null>;
  if (!isPreparable(options.db)) {
    // A transaction handle: Drizzle's own select, which maps the row itself.
    const rows = await options.db
      .select({ row: getTableColumns(options.table), ...Object.fromEntries(computed.map(([name, expression]) => [`computed_${name}`, expression])) })
      .from(options.table as PgTable)
      .where(options.where);
    return rows.map((raw) => ({ row: raw.row as InferSelectModel<TTable>, computed: computedOf(raw) }));
  }
  const list = sql.join(
    [...columns.map(([, column]) => sql.identifier(column.name)), ...computed.map(([name, expression]) => sql`${expression} as ${sql.identifier(`computed_${name}`)}`)],
    sql`, `,
  );
  const rows = await queryRowsPrepared<Record<string, string | null>>(options.db, sql`select ${list} from ${sql.identifier(getTableName(options.table))} where ${options.where}`);
  return rows.map((raw) => ({
    row: Object.fromEntries(
      columns.map(([key, column]) => {
        const text = raw[column.name] ?? null;
        return [key, text === null ? null : column.mapFromDriverValue(driverValueFromText(column, text))];
      }),
    ) as InferSelectModel<TTable>,
    computed: computedOf(raw),
  }));
}

/**
 * One row into `table` through queryRowsPrepared, for the hottest writes (a session create is one
 * insert and little else). Values go through Drizzle's column mappers; columns left out take their
 * defaults. The statement text depends only on which columns are given, so a call site that always
 * sets the same columns reuses one prepared statement.
 */
export async function insertRowPrepared<TTable extends PgTable>(options: { db: Db; table: TTable; values: InferInsertModel<TTable> }): Promise<void> {
  const columns = getTableColumns(options.table) as Record<string, PgColumn>;
  const given = Object.entries(options.values as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const names = given.map(([key]) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRowPrepared: ${getTableName(options.table)} has no column ${key}`);
    return column;
  });
  await queryRowsPrepared(
    options.db,
    sql`insert into ${sql.identifier(getTableName(options.table))} (${sql.join(
      names.map((column) => sql.identifier(column.name)),
      sql`, `,
    )}) values (${sql.join(
      // A null is a parameter too (not mapped: JSON columns would store the JSON text "null").
      given.map(([, value], index) => sql`${value === null ? null : names[index]!.mapToDriverValue(value)}`),
      sql`, `,
    )})`,
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
 * PGlite runs PostgreSQL without background workers, so autovacuum never analyzes anything: the
 * planner keeps judging every table by its size when it was first planned, and a prepared statement
 * keeps the generic plan it got then. Measured: the one-statement credit report went from 1.2 ms to
 * 4.9 ms over 8,000 reports, and back under 1 ms after an ANALYZE. This stands in for autovacuum's
 * analyze half: every `intervalMs`, tables whose files grew by a fifth (and at least 8 pages) since
 * their last analyze are analyzed, which also replans the statements that use them. A table's file
 * size is known without reading it, so the check itself costs well under a millisecond.
 */
function startAutoAnalyze(client: PGlite, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const analyzeGrownTables = async () => {
    const grown = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
         and pg_relation_size(c.oid) / current_setting('block_size')::int >= greatest(c.relpages, 0) * 1.2 + 8`,
    );
    if (grown.rows.length > 0) await client.exec(`analyze ${grown.rows.map((row) => row.name).join(', ')}`);
  };
  const timer = setInterval(() => {
    if (running || client.closed) return;
    // A failed check (the database closing under it) is retried next time; it never takes the process down.
    running = analyzeGrownTables()
      .catch(() => undefined)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
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
  /** PGlite only: how often to look for tables that grew enough to analyze (see startAutoAnalyze). */
  analyzeIntervalMs?: number;
}): Promise<Database> {
  if (options.databaseUrl === null) {
    if (options.pgliteDir !== null) await mkdir(path.dirname(options.pgliteDir), { recursive: true });
    const client = new PGlite(options.pgliteDir ?? undefined, { startParams: pgliteStartParams });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    const stopAutoAnalyze = startAutoAnalyze(client, options.analyzeIntervalMs ?? 5_000);
    return withCommonMethods({
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(db as never, { migrationsFolder });
      },
      close: async () => {
        await stopAutoAnalyze();
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
