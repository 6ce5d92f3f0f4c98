import { serviceCodes } from '../../../src/platform/institutions/index.js';
import type { getInstitution } from '../../../src/platform/institutions/index.js';
import type { LedgerEntryRow, summariseUsage } from '../../../src/platform/billing/index.js';
import type { SystemHealth } from '../../../src/platform/health/index.js';
import { csrfField, html, naira, path, table, when, type Html } from './html.js';

/* Bodies of the wallet, ledger, services, overview and health pages; layout() in html.ts wraps them. */

type Institution = Awaited<ReturnType<typeof getInstitution>>;
type Usage = Awaited<ReturnType<typeof summariseUsage>>;

export interface LedgerQueryShown {
  institutionId?: string | undefined;
  serviceCode?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The query string of a filter (empty fields dropped), for the next page and the CSV export. */
export function queryOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '').map(([k, v]): [string, string] => [k, String(v)]));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export function ledgerSection(options: {
  action: string;
  csvHref: string;
  entries: LedgerEntryRow[];
  query: LedgerQueryShown;
  nextHref: string | null;
  /** The operator's cross-institution view shows (and filters by) the institution. */
  showInstitution: boolean;
}): Html {
  const { query } = options;
  return html`<section class="card" aria-labelledby="ledger-title"><h2 id="ledger-title">Ledger</h2>
<form method="get" action="${options.action}" class="filters">
${options.showInstitution ? html`<div><label for="l-institution">Institution id</label><input id="l-institution" name="institutionId" value="${query.institutionId ?? ''}" maxlength="31"></div>` : ''}
<div><label for="l-service">Service</label><select id="l-service" name="serviceCode"><option value="">Any</option>${serviceCodes.map((code) => html`<option${code === query.serviceCode ? html` selected` : ''}>${code}</option>`)}</select></div>
<div><label for="l-kind">Kind</label><select id="l-kind" name="kind"><option value="">Any</option>${(['charge', 'credit'] as const).map((kind) => html`<option${kind === query.kind ? html` selected` : ''}>${kind}</option>`)}</select></div>
<div><label for="l-from">From (UTC day)</label><input id="l-from" name="from" type="date" value="${query.from ?? ''}"></div>
<div><label for="l-to">To (UTC day)</label><input id="l-to" name="to" type="date" value="${query.to ?? ''}"></div>
<div><button type="submit">Filter</button></div>
</form>
<p><a href="${options.csvHref}" download>Export these entries as CSV</a> <span class="hint">(every matching entry, not only this page)</span></p>
${table({
  caption: 'Ledger entries, newest first',
  wide: true,
  headers: ['When', ...(options.showInstitution ? ['Institution'] : []), 'Kind', 'Service', 'Amount', 'Balance after', 'Reference', 'Transaction'],
  rows: options.entries.map((entry) => [
    html`${when(entry.createdAt)}`,
    ...(options.showInstitution ? [html`<a href="${path(`/institutions/${entry.institutionId}/wallet`)}"><code>${entry.institutionId}</code></a>`] : []),
    html`${entry.kind}`,
    html`${entry.serviceCode ?? '—'}`,
    html`${naira(entry.amountKobo)}`,
    html`${naira(entry.balanceAfterKobo)}`,
    html`${entry.reference ?? '—'}`,
    html`<code>${entry.transactionRef}</code>`,
  ]),
  empty: 'No ledger entry matches.',
})}
${options.nextHref ? html`<p><a href="${options.nextHref}">Older entries</a></p>` : ''}
</section>`;
}

export function walletPage(options: { institution: Institution; operator: boolean; csrfToken: string; notice: string | null; ledger: Html }): Html {
  const { institution, operator, csrfToken } = options;
  const id = institution.institutionId;
  const byCode = new Map(institution.services.map((service) => [service.code, service]));
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
<section class="card" aria-labelledby="balance-title"><h2 id="balance-title">Balance</h2>
<dl class="facts"><dt>Balance</dt><dd>${naira(institution.balanceKobo)}</dd><dt>Subscription</dt><dd>${institution.subscriptionActiveUntil ? `active until ${when(institution.subscriptionActiveUntil)}` : 'none'}</dd></dl>
${
  operator
    ? html`<h3>Credit the wallet</h3>
<form method="post" action="${path(`/institutions/${id}/wallet/credits`)}">${csrfField(csrfToken)}
<label for="credit-amount">Amount in naira</label>
<input id="credit-amount" name="amountNaira" inputmode="decimal" required maxlength="16" pattern="\\d{1,10}(\\.\\d{1,2})?" aria-describedby="credit-amount-hint">
<p class="hint" id="credit-amount-hint">For example 5000 or 5000.50. At most 2 decimals.</p>
<label for="credit-reference">Reference (optional)</label>
<input id="credit-reference" name="reference" maxlength="100" aria-describedby="credit-reference-hint" autocomplete="off">
<p class="hint" id="credit-reference-hint">The payment's reference. The same reference is credited once, however often the form is sent.</p>
<button type="submit">Credit wallet</button>
</form>
<h3>Subscription</h3>
<p class="hint">While a subscription is active, calls are recorded in the ledger at ₦0.00 instead of being debited.</p>
<form method="post" action="${path(`/institutions/${id}/subscription`)}">${csrfField(csrfToken)}
<label for="subscription-until">Active through (UTC day, inclusive)</label>
<input id="subscription-until" name="activeThrough" type="date" required aria-describedby="subscription-until-hint">
<p class="hint" id="subscription-until-hint">The subscription ends at 00:00 UTC the day after. A day in the past is refused.</p>
<button type="submit">${institution.subscriptionActiveUntil ? 'Change subscription' : 'Start subscription'}</button>
</form>
${institution.subscriptionActiveUntil ? html`<form method="post" action="${path(`/institutions/${id}/subscription/end`)}">${csrfField(csrfToken)}<button type="submit" class="danger">End subscription now</button></form>` : ''}`
    : ''
}
</section>
<section class="card" aria-labelledby="services-title"><h2 id="services-title">Services and prices</h2>
${table({
  caption: 'Services of this institution',
  headers: ['Service', 'Enabled', 'Price per call', ...(operator ? ['Change'] : [])],
  rows: serviceCodes.map((code) => {
    const service = byCode.get(code);
    return [
      html`<code>${code}</code>`,
      html`${service?.enabled ? 'yes' : 'no'}`,
      html`${service ? naira(service.priceKobo) : '—'}`,
      ...(operator
        ? [
            html`<form class="service-form" method="post" action="${path(`/institutions/${id}/services/${code}`)}">${csrfField(csrfToken)}
<label for="price-${code}">Price in kobo for ${code}</label><input id="price-${code}" name="priceKobo" inputmode="numeric" pattern="\\d{1,10}" required maxlength="10" value="${service?.priceKobo ?? 0}">
<label for="enabled-${code}">State of ${code}</label><select id="enabled-${code}" name="enabled"><option value="true"${service?.enabled ? html` selected` : ''}>enabled</option><option value="false"${service?.enabled ? '' : html` selected`}>disabled</option></select>
<button type="submit" class="secondary">Save ${code}</button></form>`,
          ]
        : []),
    ];
  }),
  empty: 'No service.',
})}
</section>
${options.ledger}`;
}

/** A fixed colour per service (presentation attributes: the CSP allows no inline style). */
const serviceColours: Record<string, string> = { CRDEFAULTINDIVIDUAL: '#0b5cad', CRDEFAULTBUSINESS: '#8a4baf', CRDEFAULTSTATUS: '#1a7f37', DOCUMENTTRUST: '#b35900' };
const colourOf = (code: string) => serviceColours[code] ?? '#57606a';

/** Stacked bars per day, one colour per service; the same figures are in the table below it. */
function barChart(options: { id: string; title: string; days: string[]; services: string[]; value: (day: string, service: string) => number; format: (value: number) => string }): Html {
  const width = 640;
  const height = 220;
  const left = 56;
  const bottom = 28;
  const plotHeight = height - bottom - 10;
  const totals = options.days.map((day) => options.services.reduce((sum, service) => sum + options.value(day, service), 0));
  const max = Math.max(1, ...totals);
  const slot = (width - left - 8) / options.days.length;
  const barWidth = Math.max(2, slot * 0.7);
  const bars: Html[] = [];
  options.days.forEach((day, index) => {
    let y = height - bottom;
    for (const service of options.services) {
      const value = options.value(day, service);
      if (value <= 0) continue;
      const barHeight = (value / max) * plotHeight;
      y -= barHeight;
      bars.push(html`<rect x="${(left + index * slot).toFixed(1)}" y="${y.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${barHeight.toFixed(1)}" fill="${colourOf(service)}"><title>${day} ${service}: ${options.format(value)}</title></rect>`);
    }
  });
  const labelEvery = Math.ceil(options.days.length / 7);
  const labels = options.days.map((day, index) =>
    index % labelEvery === 0 ? html`<text x="${(left + index * slot).toFixed(1)}" y="${height - 8}" font-size="16" fill="#57606a">${day.slice(5)}</text>` : html``,
  );
  const total = totals.reduce((sum, value) => sum + value, 0);
  return html`<figure class="chart">
<svg id="${options.id}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${options.id}-title" preserveAspectRatio="xMinYMin meet" width="100%">
<title id="${options.id}-title">${options.title}: ${options.format(total)} over ${options.days.length} days, highest day ${options.format(Math.max(0, ...totals))}. The table below lists every figure.</title>
<line x1="${left}" y1="${height - bottom}" x2="${width - 4}" y2="${height - bottom}" stroke="#6e7781"/>
<text x="4" y="16" font-size="16" fill="#57606a">${options.format(max)}</text>
<text x="4" y="${height - bottom}" font-size="16" fill="#57606a">0</text>
${bars}${labels}
</svg>
<figcaption>${options.title}</figcaption>
</figure>`;
}

export function overviewPage(options: { institution: Institution; usage: Usage; days: number; decisions: { PASS: number; REVIEW: number; FAIL: number } }): Html {
  const { institution, usage, days, decisions } = options;
  const id = institution.institutionId;
  const services = [...new Set(usage.rows.map((row) => row.serviceCode))].sort();
  const cell = new Map(usage.rows.map((row) => [`${row.day} ${row.serviceCode}`, row]));
  const calls = (day: string, service: string) => cell.get(`${day} ${service}`)?.calls ?? 0;
  const spend = (day: string, service: string) => cell.get(`${day} ${service}`)?.spendKobo ?? 0;
  const decided = decisions.PASS + decisions.REVIEW + decisions.FAIL;
  const rate = (count: number) => (decided === 0 ? '—' : `${((count / decided) * 100).toFixed(1)}% (${count})`);
  const totalCalls = usage.rows.reduce((sum, row) => sum + row.calls, 0);
  const totalSpend = usage.rows.reduce((sum, row) => sum + row.spendKobo, 0);
  return html`<p class="period">Period: <a href="${path(`/institutions/${id}/overview?days=14`)}"${days === 14 ? html` aria-current="page"` : ''}>last 14 days</a> · <a href="${path(`/institutions/${id}/overview?days=30`)}"${days === 30 ? html` aria-current="page"` : ''}>last 30 days</a></p>
<section class="card" aria-labelledby="figures-title"><h2 id="figures-title">At a glance</h2>
<dl class="facts"><dt>Balance</dt><dd>${naira(institution.balanceKobo)}</dd><dt>Billed calls</dt><dd>${totalCalls}</dd><dt>Spend</dt><dd>${naira(totalSpend)}</dd>
<dt>Document checks decided</dt><dd>${decided}</dd><dt>Pass</dt><dd>${rate(decisions.PASS)}</dd><dt>Review</dt><dd>${rate(decisions.REVIEW)}</dd><dt>Fail</dt><dd>${rate(decisions.FAIL)}</dd></dl>
</section>
<section class="card" aria-labelledby="usage-title"><h2 id="usage-title">Calls and spend per service per day</h2>
${
  services.length === 0
    ? html`<p class="muted">No billed call in the last ${days} days.</p>`
    : html`<ul class="legend">${services.map((service) => html`<li><svg width="12" height="12" aria-hidden="true" focusable="false"><rect width="12" height="12" fill="${colourOf(service)}"/></svg> ${service}</li>`)}</ul>
${barChart({ id: 'calls-chart', title: 'Billed calls per day', days: usage.days, services, value: calls, format: (value) => `${value} calls` })}
${barChart({ id: 'spend-chart', title: 'Spend per day', days: usage.days, services, value: spend, format: naira })}
<details><summary>The same figures as a table</summary>
${table({
  caption: `Calls and spend per service per day, last ${days} days`,
  wide: true,
  headers: ['Day', ...services.flatMap((service) => [`${service} calls`, `${service} spend`])],
  rows: usage.days.map((day) => [html`${day}`, ...services.flatMap((service) => [html`${calls(day, service)}`, html`${naira(spend(day, service))}`])]),
  empty: 'No day.',
})}
</details>`
}
</section>`;
}

export function healthPage(options: { health: SystemHealth }): Html {
  const { health } = options;
  return html`<section class="card" aria-labelledby="ready-title"><h2 id="ready-title">Readiness</h2>
<p class="${health.readiness.ready ? 'notice' : 'error'}">${health.readiness.ready ? 'Ready' : 'Not ready'}: ${health.readiness.reason}</p></section>
<section class="card" aria-labelledby="queue-title"><h2 id="queue-title">Job queue</h2>
${table({
  caption: 'Jobs by queue (failures over the last 24 hours)',
  wide: true,
  headers: ['Queue', 'Waiting', 'Running', 'Retrying', 'Failed (24 h)', 'Oldest waiting since'],
  rows: health.queues.map((queue) => [html`<code>${queue.queue}</code>`, html`${queue.pending}`, html`${queue.running}`, html`${queue.retrying}`, html`${queue.failed24h}`, html`${when(queue.oldestPendingAt)}`]),
  empty: 'No job waiting, running or failed.',
})}
<h3>Latest failed jobs</h3>
${table({
  caption: 'Jobs that failed after their last attempt, last 24 hours',
  wide: true,
  headers: ['When', 'Queue', 'Job', 'Attempts', 'Last error'],
  rows: health.failedJobs.map((job) => [html`${when(job.finishedAt)}`, html`<code>${job.queue}</code>`, html`<code>${job.jobId}</code>`, html`${job.attempts}`, html`${job.lastError ?? '—'}`]),
  empty: 'No job failed in the last 24 hours.',
})}
</section>
<section class="card" aria-labelledby="webhooks-title"><h2 id="webhooks-title">Webhook deliveries</h2>
${table({
  caption: 'Deliveries created in the last 24 hours, by state',
  headers: ['State', 'Deliveries'],
  rows: health.webhooks.map((row) => [html`${row.status}`, html`${row.count}`]),
  empty: 'No webhook delivery in the last 24 hours.',
})}
<h3>Latest failed deliveries</h3>
${table({
  caption: 'Deliveries that gave up, last 24 hours (receiver shown by host)',
  wide: true,
  headers: ['Created', 'Event', 'Receiver host', 'Attempts', 'Last HTTP status', 'Last error'],
  rows: health.failedDeliveries.map((row) => [html`${when(row.createdAt)}`, html`<code>${row.event}</code>`, html`${row.host}`, html`${row.attemptCount}`, html`${row.lastStatusCode ?? '—'}`, html`${row.lastError ?? '—'}`]),
  empty: 'No delivery failed in the last 24 hours.',
})}
</section>`;
}

type SandboxIdentityRow = Awaited<ReturnType<typeof import('../../../src/platform/sandbox-identities/index.js').listSandboxIdentities>>[number];
type AuthorityRecordRow = import('../../../src/services/document-trust/index.js').AuthorityRecord;

/** The sandbox registries the built-in providers answer from: test data, not real people. */
/**
 * The first step of a sandbox delete: a POST (the number is test data shaped like a NIN or BVN, so
 * it stays out of URLs) that only shows the confirmation page.
 */
function deleteStart(options: { action: string; csrfToken: string; fields: Record<string, string>; what: string }): Html {
  return html`<form class="inline-form" method="post" action="${options.action}">${csrfField(options.csrfToken)}${Object.entries(options.fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`,
  )}<button type="submit" class="secondary" aria-label="Delete ${options.what}">Delete…</button></form>`;
}

/** The confirmation step of a sandbox delete: nothing is deleted until "Delete" is pressed here. */
export function confirmDeletePage(options: { action: string; csrfToken: string; fields: Record<string, string>; what: string; consequence: string }): Html {
  return html`<section class="card narrow" aria-labelledby="confirm-title"><h2 id="confirm-title">Delete ${options.what}?</h2>
<p class="warning" role="note">${options.consequence} This cannot be undone; the audit log records who deleted it.</p>
<form method="post" action="${options.action}">${csrfField(options.csrfToken)}${Object.entries(options.fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<input type="hidden" name="confirm" value="yes">
<button type="submit" class="danger">Delete ${options.what}</button>
</form>
<p><a href="${path('/sandbox')}">Cancel: keep it</a></p></section>`;
}

export function sandboxPage(options: { csrfToken: string; notice: string | null; identities: SandboxIdentityRow[]; records: AuthorityRecordRow[]; idTypes: readonly string[]; docTypes: readonly string[] }): Html {
  const { csrfToken } = options;
  return html`${options.notice ? html`<p class="notice" role="status">${options.notice}</p>` : ''}
<p class="hint">What the sandbox identity provider and the sandbox document authorities answer with. Only test data belongs here; production uses the real registries.</p>
<section class="card" aria-labelledby="identities-title"><h2 id="identities-title">Sandbox identities</h2>
${table({
  caption: 'Sandbox identities (NIN, BVN, phone number)',
  wide: true,
  headers: ['Type', 'Number', 'Name', 'Born', 'Phone', 'Photo', 'Outcome', 'Source', 'Updated', 'Delete'],
  rows: options.identities.map((row) => [
    html`${row.idType}`,
    html`<code>${row.idNumber}</code>`,
    html`${row.firstName} ${row.lastName}`,
    html`${row.dateOfBirth ?? '—'}`,
    html`${row.phoneNumber ?? '—'}`,
    html`${row.hasPhoto ? 'yes' : 'no'}`,
    html`${row.outcome}`,
    html`${row.source}`,
    html`${when(row.updatedAt)}`,
    deleteStart({ action: path('/sandbox/identities/delete'), csrfToken, fields: { idType: row.idType, idNumber: row.idNumber }, what: `${row.idType} ${row.idNumber}` }),
  ]),
  empty: 'No sandbox identity.',
})}
<h3>Add or replace an identity</h3>
<form method="post" action="${path('/sandbox/identities')}" enctype="multipart/form-data">${csrfField(csrfToken)}
<label for="si-type">Type</label><select id="si-type" name="idType">${options.idTypes.map((type) => html`<option>${type}</option>`)}</select>
<label for="si-number">Number</label><input id="si-number" name="idNumber" required maxlength="20" autocomplete="off" aria-describedby="si-number-hint">
<p class="hint" id="si-number-hint">NIN and BVN: 11 digits. Phone: 0XXXXXXXXXX or 234XXXXXXXXXX.</p>
<label for="si-first">First name</label><input id="si-first" name="firstName" required maxlength="100" autocomplete="off">
<label for="si-last">Last name</label><input id="si-last" name="lastName" required maxlength="100" autocomplete="off">
<label for="si-dob">Date of birth (optional)</label><input id="si-dob" name="dateOfBirth" type="date">
<label for="si-phone">Phone number (optional)</label><input id="si-phone" name="phoneNumber" maxlength="16" inputmode="tel" autocomplete="off">
<label for="si-photo">Face photo (JPEG or PNG)</label><input id="si-photo" name="photo" type="file" required accept="image/jpeg,image/png">
<button type="submit">Save identity</button>
</form></section>
<section class="card" aria-labelledby="records-title"><h2 id="records-title">Sandbox authority records</h2>
${table({
  caption: 'Document authority records (passport, driver’s licence, voter’s card, NIN slip)',
  wide: true,
  headers: ['Document', 'Number', 'Surname', 'Given names', 'Born', 'Answers', 'Updated', 'Delete'],
  rows: options.records.map((record) => [
    html`${record.docType}`,
    html`<code>${record.documentNumber}</code>`,
    html`${record.fields.surname ?? ''}`,
    html`${record.fields.givenNames ?? ''}`,
    html`${record.fields.dateOfBirth ?? ''}`,
    html`${record.simulateUnavailable ? 'authority unavailable (simulated)' : 'with this record'}`,
    html`${when(record.updatedAt)}`,
    deleteStart({ action: path('/sandbox/authority-records/delete'), csrfToken, fields: { docType: record.docType, documentNumber: record.documentNumber }, what: `${record.docType} ${record.documentNumber}` }),
  ]),
  empty: 'No authority record: every number is answered “not found”.',
})}
<h3>Add or replace a record</h3>
<form method="post" action="${path('/sandbox/authority-records')}">${csrfField(csrfToken)}
<label for="ar-type">Document type</label><select id="ar-type" name="docType">${options.docTypes.map((type) => html`<option>${type}</option>`)}</select>
<label for="ar-number">Document number</label><input id="ar-number" name="documentNumber" required maxlength="40" autocomplete="off">
<label for="ar-surname">Surname</label><input id="ar-surname" name="surname" required maxlength="100" autocomplete="off">
<label for="ar-given">Given names</label><input id="ar-given" name="givenNames" required maxlength="200" autocomplete="off">
<label for="ar-dob">Date of birth</label><input id="ar-dob" name="dateOfBirth" type="date" required>
<label for="ar-sex">Sex (optional)</label><select id="ar-sex" name="sex"><option value="">Not recorded</option><option value="F">F</option><option value="M">M</option></select>
<label for="ar-expiry">Expiry date (optional)</label><input id="ar-expiry" name="expiryDate" type="date">
<label for="ar-unavailable">Answer</label><select id="ar-unavailable" name="simulateUnavailable"><option value="false">With this record</option><option value="true">Authority unavailable (simulated)</option></select>
<button type="submit">Save record</button>
</form></section>`;
}
