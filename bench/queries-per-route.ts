/*
 * Database round trips per light request: the four routes of the mixed-load bench's light mix
 * (credit report submit, report status, liveness session create, session poll), each called
 * `--calls` times one after another on a real app, counting what reaches the database driver.
 * On PostgreSQL each node-postgres `query()` is one round trip (BEGIN and COMMIT included); on PGlite
 * each call into its WASM backend is counted (`execProtocolRawSync`: Drizzle's query() makes two,
 * parse-and-describe then bind-and-execute; a named prepared statement one once parsed). Sequential calls, so a credit report's batch holds one report; the API-key
 * authentication's 1 s cache for credit-registry routes is left as the server runs it, and the
 * first call of each route (which fills it) is reported apart.
 *
 * Run: node --import tsx bench/queries-per-route.ts [--calls 20] [--show]
 *      VERITY_TEST_DB=postgres VERITY_TEST_PG_URL=... node --import tsx bench/queries-per-route.ts
 * `--show` prints the statements of one steady-state call of each route.
 */
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { individualReportExample } from '../src/services/credit-registry/report.schemas.js';
import { call, createInstitutionViaApi, createTestApp, testDatabaseKind } from '../test/helpers/app.js';
import { createSession, registerPartner } from '../test/helpers/embed.js';

const { values } = parseArgs({ options: { calls: { type: 'string', default: '20' }, show: { type: 'boolean', default: false } } });
const calls = Number(values.calls);

const seen: string[] = [];
let counting = false;
const record = (text: unknown) => {
  if (counting) seen.push(typeof text === 'string' ? text : typeof text === 'object' && text !== null && 'text' in text ? String((text as { text: unknown }).text) : '(protocol)');
};
// Counted where the drivers send: every statement of every code path (Drizzle, prepared, raw) passes here.
const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  record(args[0]);
  return pgQuery.apply(this, args);
} as typeof pg.Client.prototype.query;
// PGlite's innermost entry into its WASM backend: every path (query, exec, transactions, the named
// prepared statements) ends in it, once per batch of protocol messages.
const execProtocolRawSync = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function (this: PGlite, ...args: Parameters<typeof execProtocolRawSync>) {
  record('(protocol)');
  return execProtocolRawSync.apply(this, args);
};

const t = await createTestApp();
const { apiKey } = await createInstitutionViaApi(t, {
  services: [
    { code: 'CRDEFAULTINDIVIDUAL', priceKobo: 500 },
    { code: 'CRDEFAULTSTATUS', priceKobo: 0 },
  ],
  balanceKobo: 1_000_000_000,
});
const partner = await registerPartner(t);
const lender = { 'x-api-key': apiKey };
const embedKey = { 'x-embed-partner-key': partner.apiKey };
let n = 0;
const submissionIds: string[] = [];
const tokens: string[] = [];

const routes: { name: string; run(): Promise<void> }[] = [
  {
    name: 'credit report submit',
    async run() {
      const response = await call<{ submissionId: string }>(t.app, { method: 'POST', url: '/creditregistry/api/v1/report/individual', headers: lender, body: { ...individualReportExample, accountNumber: `Q-${n++}` } });
      if (response.statusCode !== 200) throw new Error(response.raw);
      submissionIds.push(response.body.data.submissionId);
    },
  },
  {
    name: 'report status',
    async run() {
      const response = await call(t.app, { method: 'GET', url: `/creditregistry/api/v1/report/status/${submissionIds[n++ % submissionIds.length]}`, headers: lender });
      if (response.statusCode !== 200) throw new Error(response.raw);
    },
  },
  {
    name: 'session create',
    async run() {
      tokens.push((await createSession(t, partner, 'liveness', { referenceId: `q-${n++}` })).sessionToken);
    },
  },
  {
    name: 'session poll (partner key)',
    async run() {
      const response = await call(t.app, { method: 'GET', url: `/api/v1/embed/liveness/sessions/${tokens[n++ % tokens.length]}`, headers: embedKey });
      if (response.statusCode !== 200) throw new Error(response.raw);
    },
  },
];

console.log(`database round trips per light request (${testDatabaseKind === 'postgres' ? 'PostgreSQL: node-postgres queries' : 'PGlite: backend calls'}), ${calls} sequential calls each`);
console.log('| route | first call | steady state (mean of the rest) | min / max |');
console.log('|---|---|---|---|');
for (const route of routes) {
  const counts: number[] = [];
  let shown: string[] = [];
  for (let i = 0; i < calls; i++) {
    seen.length = 0;
    counting = true;
    await route.run();
    counting = false;
    counts.push(seen.length);
    if (i === calls - 1) shown = [...seen];
  }
  const rest = counts.slice(1);
  console.log(`| ${route.name} | ${counts[0]} | ${(rest.reduce((a, b) => a + b, 0) / rest.length).toFixed(2)} | ${Math.min(...rest)} / ${Math.max(...rest)} |`);
  if (values.show) for (const text of shown) console.log(`    ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
}
await t.close();
