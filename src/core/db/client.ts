import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { fillPlaceholders, getTableColumns, getTableName, sql, type InferInsertModel, type InferSelectModel, type Param, type Placeholder, type SQL } from 'drizzle-orm';
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

/** What a prepared statement takes: PostgreSQL's text form of each parameter (null is SQL NULL). */
type ParameterText = string | null;

function textParameter(value: unknown): ParameterText {
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

/** Result rows as arrays of PostgreSQL's text, plus the column names when the portal was described. */
interface TextResult {
  columns: string[] | null;
  rows: (string | null)[][];
}

/**
 * One named prepared statement, run with text parameters, returning text. PostgreSQL parses it once
 * per connection and, after five runs, reuses a generic plan instead of planning it on every call
 * (planning a many-CTE statement costs more than executing it). Only texts whose values are all
 * parameters belong here (a few texts, each prepared once).
 */
async function runPrepared(
  client: PGlite | pg.Pool,
  statement: { text: string; name: string },
  values: readonly ParameterText[],
  options: { describe: boolean; writes: boolean },
): Promise<TextResult> {
  if (client instanceof pg.Pool) {
    // node-postgres prepares a named statement once per pooled connection by itself; its type
    // parsers are bypassed so both drivers hand back PostgreSQL's own text for every column.
    const result = await client.query({ name: statement.name, text: statement.text, values: [...values], rowMode: 'array', types: rawText });
    return { columns: result.fields.map((field) => field.name), rows: result.rows as (string | null)[][] };
  }
  // PGlite's query() always uses the unnamed statement, so the named one goes through its protocol
  // API (its own serializer and parser), under the same two locks query() takes, so it never runs
  // inside another caller's transaction.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let prepared = preparedOnPglite.get(client);
      if (!prepared) preparedOnPglite.set(client, (prepared = new Set()));
      if (!prepared.has(statement.name)) {
        // Parse alone first: if the text is refused, nothing is remembered and the next call tries again.
        await client.execProtocol(Buffer.concat([protocol.serialize.parse({ name: statement.name, text: statement.text }), protocol.serialize.sync()]), { syncToFs: false });
        prepared.add(statement.name);
      }
      // Bind, Execute and Sync in one call into the WASM backend: on an error PostgreSQL skips to the
      // Sync, so the session is clean when execProtocol throws PGlite's own DatabaseError.
      const { messages } = await client.execProtocol(
        Buffer.concat([
          protocol.serialize.bind({ statement: statement.name, values: [...values] }),
          ...(options.describe ? [protocol.serialize.describe({ type: 'P' })] : []),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
        { syncToFs: false },
      );
      const result: TextResult = { columns: null, rows: [] };
      for (const message of messages) {
        if (message instanceof protocol.messages.DataRowMessage) result.rows.push(message.fields);
        else if (message instanceof protocol.messages.RowDescriptionMessage) result.columns = message.fields.map((field) => field.name);
      }
      // A read leaves nothing to persist; a write is persisted as query() would.
      if (options.writes && !client.isInTransaction()) await client.syncToFs();
      return result;
    }),
  );
}

/**
 * queryRows for a hot statement, run as a named prepared statement (see runPrepared). Column values
 * come back as PostgreSQL's text, by column name (callers convert them). Any other handle (an open
 * transaction) runs it unnamed.
 */
export async function queryRowsPrepared<T extends Record<string, string | null>>(db: Db, query: SQL): Promise<T[]> {
  if (!isPreparable(db)) return queryRows<T>(db, query);
  const { client, dialect } = clientOf(db) as { client: PGlite | pg.Pool; dialect: Dialect };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { columns, rows } = await runPrepared(client, { text, name: statementName(text) }, params.map(textParameter), { describe: true, writes: true });
  return rows.map((row) => Object.fromEntries((columns ?? []).map((column, index) => [column, row[index] ?? null])) as T);
}

/**
 * Turns PostgreSQL's text output of one column into the value Drizzle's column mapper expects from a
 * driver. Only the column kinds our hot statements read are known; any other kind fails loudly when
 * a statement selecting it is defined, instead of returning a wrong value.
 */
function driverValueReader(column: PgColumn): (text: string) => unknown {
  switch (column.columnType) {
    case 'PgText':
    case 'PgVarchar':
    case 'PgUUID':
    // Timestamps and JSON: Drizzle's own mappers parse PostgreSQL's text forms.
    case 'PgTimestamp':
    case 'PgTimestampString':
    case 'PgJsonb':
    case 'PgJson':
      return (text) => text;
    case 'PgBoolean':
      return (text) => text === 't';
    case 'PgInteger':
    case 'PgSmallInt':
    case 'PgBigInt53':
    case 'PgDoublePrecision':
    case 'PgReal':
      return Number;
    default:
      throw new Error(`definePreparedSelect cannot read column ${column.name} (${column.columnType}) from text`);
  }
}

/** A value a prepared select's parameter takes (sent as PostgreSQL's text form). */
export type PreparedParam = string | number | boolean | Date | null;

/**
 * A select of whole rows of `table` for the hottest reads (a poll is one of these and little else),
 * defined once per call site: its text is built once, it runs as a named prepared statement, and
 * rows are typed and mapped exactly as a Drizzle select of the table returns them. Building the
 * statement with Drizzle on every call cost a poll about as much as the lookup itself. `where` is
 * written once against placeholders named in `params`; `computed` adds expressions read as text
 * (e.g. a clock check by the database's own time). On a transaction handle it is Drizzle's select.
 */
export function definePreparedSelect<TTable extends PgTable, TParam extends string, TComputed extends string = never>(definition: {
  table: TTable;
  params: readonly TParam[];
  where: (params: Record<TParam, Placeholder | Param>) => SQL;
  /** Expressions read as text; a function when they use the params too. */
  computed?: Record<TComputed, SQL> | ((params: Record<TParam, Placeholder | Param>) => Record<TComputed, SQL>);
}): (options: { db: Db; params: Record<TParam, PreparedParam> }) => Promise<{ row: InferSelectModel<TTable>; computed: Record<TComputed, string | null> }[]> {
  const columns = Object.entries(getTableColumns(definition.table)).map(([key, column]) => ({ key, column: column as PgColumn, read: driverValueReader(column as PgColumn) }));
  // Cast to text on every path, so a computed value reads the same whichever path ran.
  const computedWith = (params: Record<TParam, Placeholder | Param>) =>
    (Object.entries(typeof definition.computed === 'function' ? definition.computed(params) : (definition.computed ?? {})) as [TComputed, SQL][]).map(([name, expression]) => ({
      name,
      expression: sql<string | null>`(${expression})::text`,
    }));
  const placeholders = Object.fromEntries(definition.params.map((name) => [name, sql.placeholder(name)])) as unknown as Record<TParam, Placeholder | Param>;
  const computed = computedWith(placeholders);
  const query = sql`select ${sql.join(
    [...columns.map(({ column }) => sql.identifier(column.name)), ...computed.map(({ name, expression }) => sql`${expression} as ${sql.identifier(`computed_${name}`)}`)],
    sql`, `,
  )} from ${sql.identifier(getTableName(definition.table))} where ${definition.where(placeholders)}`;
  // The text once per process (every handle's dialect writes the same PostgreSQL).
  let statement: { text: string; name: string; params: unknown[] } | null = null;

  return async ({ db, params }) => {
    if (!isPreparable(db)) {
      const bound = Object.fromEntries(definition.params.map((name) => [name, sql.param(params[name])])) as Record<TParam, Placeholder | Param>;
      const rows = await db
        .select({ row: getTableColumns(definition.table), ...Object.fromEntries(computedWith(bound).map(({ name, expression }) => [`computed_${name}`, expression])) })
        .from(definition.table as PgTable)
        .where(definition.where(bound));
      return rows.map((raw) => ({
        row: raw.row as InferSelectModel<TTable>,
        computed: Object.fromEntries(computed.map(({ name }) => [name, ((raw as Record<string, unknown>)[`computed_${name}`] ?? null) as string | null])) as Record<TComputed, string | null>,
      }));
    }
    const { client, dialect } = clientOf(db) as { client: PGlite | pg.Pool; dialect: Dialect };
    if (statement === null) {
      const { sql: text, params: placeholderParams } = dialect.sqlToQuery(query);
      statement = { text, name: statementName(text), params: placeholderParams };
    }
    const values = fillPlaceholders(statement.params, params).map(textParameter);
    const { rows } = await runPrepared(client, statement, values, { describe: false, writes: false });
    return rows.map((raw) => {
      const row: Record<string, unknown> = {};
      columns.forEach(({ key, column, read }, index) => {
        const text = raw[index] ?? null;
        row[key] = text === null ? null : column.mapFromDriverValue(read(text));
      });
      const values: Record<string, string | null> = {};
      computed.forEach(({ name }, index) => (values[name] = raw[columns.length + index] ?? null));
      return { row: row as InferSelectModel<TTable>, computed: values as Record<TComputed, string | null> };
    });
  };
}

/** Insert statement texts by table and the set of columns given (what the text depends on). */
const insertStatements = new Map<string, { text: string; name: string; columns: PgColumn[] }>();

/**
 * One row into `table` as a named prepared statement, for the hottest writes (a session create is
 * one insert and little else). Values go through Drizzle's column mappers; columns left out take
 * their defaults. The text depends only on which columns are given, so it is built once per set.
 */
export async function insertRowPrepared<TTable extends PgTable>(options: { db: Db; table: TTable; values: InferInsertModel<TTable> }): Promise<void> {
  const given = Object.entries(options.values as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const tableName = getTableName(options.table);
  const key = `${tableName}(${given.map(([name]) => name).join(',')})`;
  let statement = insertStatements.get(key);
  if (statement === undefined) {
    const columns = getTableColumns(options.table) as Record<string, PgColumn>;
    const targets = given.map(([name]) => {
      const column = columns[name];
      if (!column) throw new Error(`insertRowPrepared: ${tableName} has no column ${name}`);
      return column;
    });
    const text = `insert into ${quoteIdentifier(tableName)} (${targets.map((column) => quoteIdentifier(column.name)).join(', ')}) values (${targets.map((_, index) => `$${index + 1}`).join(', ')})`;
    statement = { text, name: statementName(text), columns: targets };
    insertStatements.set(key, statement);
  }
  // A null is a parameter too (not mapped: JSON columns would store the JSON text "null").
  const values = given.map(([, value], index) => (value === null ? null : statement.columns[index]!.mapToDriverValue(value)));
  if (!isPreparable(options.db)) {
    // An open transaction: the same statement, unnamed.
    const columnList = sql.join(statement.columns.map((column) => sql.identifier(column.name)), sql`, `);
    await options.db.execute(sql`insert into ${sql.identifier(tableName)} (${columnList}) values (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`);
    return;
  }
  await runPrepared(clientOf(options.db).client as PGlite | pg.Pool, statement, values.map(textParameter), { describe: false, writes: true });
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
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
 * anyway, so a small buffer pool costs a copy per page read, not a disk read (docs/decisions.md, "PGlite runs with shared_buffers=16MB").
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
