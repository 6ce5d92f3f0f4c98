import { createTestApp, adminHeaders } from './helpers/app.js';
const t = await createTestApp({ env: { LOG_LEVEL: 'error' }, logStream: { write: (l: string) => process.stdout.write(l.slice(0, 600) + '\n') } });
for (const url of ['/admin/v1/institutions/ins_x/ledger?before=%00', '/creditregistry/api/v1/report/status/%00', '/creditregistry/api/v1/report/status/%ff', '/creditregistry/api/v1/report/status/' + 'a'.repeat(200)]) {
  const r = await t.app.inject({ method: 'GET', url, headers: adminHeaders(t) });
  console.log(r.statusCode, r.body.slice(0, 300));
}
const r = await t.app.inject({ method: 'DELETE', url: '/creditregistry/api/v1/catalog' });
console.log(r.statusCode, r.headers.allow, r.body.slice(0, 300));
await t.close();
