import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { formatCsvRecord } from '../src/services/credit-registry/index.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { act, consoleOrigin, consolePerson, csrfOf, linkIn, page, post, redeem, textOf, type ConsoleResponse, type ConsoleSession } from './helpers/console.js';
import { balanceOf, chargesOf, createReporter, individualBody, submissionCount, submit, toCsvRows, waitForTerminal } from './helpers/credit-registry.js';

/*
 * The console's overview, wallet and ledger, services, credit registry and health pages over HTTP on
 * a real database: who may see and do what, what each action audits and bills, the CSV export.
 */

const password = 'console ops passphrase 1';

function csvOf(rows: { kind?: 'individual' | 'business'; body: Record<string, unknown> }[]): string {
  return toCsvRows(rows).map((cells) => formatCsvRecord(cells)).join('\r\n');
}

/** A browser's multipart form post: the CSRF token, the mode button, the report type and one file. */
async function upload(t: TestApp, session: ConsoleSession, institutionId: string, file: { name: string; type: string; content: string }, mode: 'check' | 'submit', options: { origin?: string; csrf?: string } = {}): Promise<ConsoleResponse> {
  const form = new FormData();
  form.append('csrfToken', options.csrf ?? session.csrf);
  form.append('kind', '');
  form.append('mode', mode);
  form.append('file', new Blob([file.content], { type: file.type }), file.name);
  const request = new Request('http://verity.test/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const response = await t.app.inject({
    method: 'POST',
    url: `/console/institutions/${institutionId}/credit/uploads`,
    headers: { 'content-type': request.headers.get('content-type')!, cookie: session.cookie, origin: options.origin ?? consoleOrigin },
    payload,
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.body };
}

describe(`console operations and credit pages over HTTP (${testDatabaseKind})`, () => {
  let t: TestApp;
  let operator: ConsoleSession;
  let adminA: ConsoleSession;
  let viewerA: ConsoleSession;
  let adminB: ConsoleSession;
  let institutionA: string;
  let institutionB: string;

  const person = (email: string, role: 'operator' | 'admin' | 'viewer', institutionId?: string): Promise<ConsoleSession> => consolePerson(t, { email, role, password, ...(institutionId ? { institutionId } : {}) });

  before(async () => {
    t = await createTestApp({ jobs: true, env: { CREDIT_BUREAU_SANDBOX_DELAY_MS: '0' } });
    institutionA = (await createReporter(t, { balanceKobo: 100_000 })).institutionId;
    institutionB = (await createReporter(t, { balanceKobo: 100_000 })).institutionId;
    operator = await person('ops@example.com', 'operator');
    adminA = await person('admin@a.example', 'admin', institutionA);
    viewerA = await person('viewer@a.example', 'viewer', institutionA);
    adminB = await person('admin@b.example', 'admin', institutionB);
  });
  after(async () => {
    await t?.close();
  });

  it('an upload with row errors shows each row and field and bills nothing; a valid one is submitted, billed once and followed to Success', async () => {
    const before = await balanceOf(t, institutionA);
    const bad = csvOf([
      { kind: 'individual', body: individualBody({ bvn: '123' }) },
      { kind: 'individual', body: individualBody() },
      { kind: 'individual', body: individualBody({ daysInArrears: 'many' }) },
    ]);
    for (const mode of ['check', 'submit'] as const) {
      const refused = await upload(t, adminA, institutionA, { name: 'defaulters.csv', type: 'text/csv', content: bad }, mode);
      assert.equal(refused.statusCode, 400, refused.body.slice(0, 400));
      const text = textOf(refused.body);
      assert.match(text, /nothing was stored or billed/);
      assert.match(text, /rows\[0\]\.bvn : must be exactly 11 digits/);
      assert.match(text, /rows\[2\]\.daysInArrears : must be a whole number/);
      assert.doesNotMatch(text, /rows\[1\]/);
    }
    assert.equal(await balanceOf(t, institutionA), before);
    assert.equal(await submissionCount(t, institutionA), 0);

    const rows = [{ kind: 'individual' as const, body: individualBody() }, { kind: 'individual' as const, body: individualBody() }];
    const good = { name: 'defaulters.csv', type: 'text/csv', content: csvOf(rows) };
    const checked = await upload(t, adminA, institutionA, good, 'check');
    assert.equal(checked.statusCode, 200);
    assert.match(textOf(checked.body), /all 2 of 2 rows are valid\. Nothing was stored or billed/);
    assert.equal(await submissionCount(t, institutionA), 0);

    const submitted = await upload(t, adminA, institutionA, good, 'submit');
    assert.equal(submitted.statusCode, 201, submitted.body.slice(0, 400));
    assert.match(textOf(submitted.body), /2 reports submitted/);
    assert.equal(await balanceOf(t, institutionA), before - 2 * 500);
    assert.equal((await chargesOf(t, institutionA)).length, 2);

    const submissionIds = [...new Set([...submitted.body.matchAll(/\/credit\/submissions\/(sub_[0-9A-Z]{26})/g)].map((match) => match[1]!))];
    assert.equal(submissionIds.length, 2);
    for (const id of submissionIds) await waitForTerminal(t, id);
    const submissionId = submissionIds[0]!;
    const detail = await page(t, `/console/institutions/${institutionA}/credit/submissions/${submissionId}`, viewerA.cookie);
    assert.equal(detail.statusCode, 200);
    assert.match(textOf(detail.body), /Status Success/);
    assert.match(textOf(detail.body), /Accepted: individual report for account .* queued for the bureau/);
    assert.match(textOf(detail.body), /Received by sandbox bureau/);
    // Following a submission in the console is not a billed status poll.
    assert.equal((await chargesOf(t, institutionA)).length, 2);

    // Filters: status, account.
    const success = await page(t, `/console/institutions/${institutionA}/credit?status=Success&accountNumber=${encodeURIComponent(String(rows[0]!.body.accountNumber))}`, viewerA.cookie);
    assert.equal(success.statusCode, 200);
    assert.match(textOf(success.body), new RegExp(String(rows[0]!.body.accountNumber)));
    assert.doesNotMatch(textOf(success.body), new RegExp(String(rows[1]!.body.accountNumber)));
    const queued = await page(t, `/console/institutions/${institutionA}/credit?status=Queued&from=2000-01-01`, viewerA.cookie);
    assert.match(textOf(queued.body), /No submission matches/);

    // A JSON array goes through the same parser.
    const json = await upload(t, adminA, institutionA, { name: 'defaulters.json', type: 'application/json', content: JSON.stringify([{ kind: 'individual', ...individualBody() }]) }, 'submit');
    assert.equal(json.statusCode, 201, json.body.slice(0, 400));

    // Audited with counts, never the rows.
    const audit = textOf((await page(t, '/console/audit?action=credit.upload', operator.cookie)).body);
    assert.match(audit, /admin@a\.example .*credit\.upload/);
    assert.match(audit, /"totalRows":2/);
    assert.doesNotMatch(audit, /Adaeze/);
  });

  it('a viewer follows but cannot upload; another institution sees none of it (404); posts need Origin and CSRF', async () => {
    const file = { name: 'x.csv', type: 'text/csv', content: csvOf([{ kind: 'individual', body: individualBody() }]) };
    const byViewer = await upload(t, viewerA, institutionA, file, 'submit');
    assert.equal(byViewer.statusCode, 403);
    const viewerPage = textOf((await page(t, `/console/institutions/${institutionA}/credit`, viewerA.cookie)).body);
    assert.match(viewerPage, /may follow submissions but not upload/);
    assert.doesNotMatch(viewerPage, /Check file/);

    const byOther = await upload(t, adminB, institutionA, file, 'submit');
    assert.equal(byOther.statusCode, 404);
    for (const url of [`/console/institutions/${institutionA}/credit`, `/console/institutions/${institutionA}/wallet`, `/console/institutions/${institutionA}/overview`, `/ledger.csv?institutionId=${institutionA}`]) {
      const seen = await page(t, url.startsWith('/ledger') ? `/console${url}` : url, adminB.cookie);
      assert.equal(seen.statusCode, 404, url);
    }
    const [submission] = (await page(t, `/console/institutions/${institutionA}/credit`, adminA.cookie)).body.match(/sub_[0-9A-Z]{26}/) ?? [];
    assert.ok(submission);
    assert.equal((await page(t, `/console/institutions/${institutionB}/credit/submissions/${submission}`, adminB.cookie)).statusCode, 404, 'another tenant’s submission id under their own institution is not found');

    const crossSite = await upload(t, adminA, institutionA, file, 'submit', { origin: 'https://evil.example' });
    assert.equal(crossSite.statusCode, 403);
    const noCsrf = await upload(t, adminA, institutionA, file, 'submit', { csrf: 'f'.repeat(64) });
    assert.equal(noCsrf.statusCode, 403);
    assert.equal(await submissionCount(t, institutionB), 0);
  });

  it('the operator sets a service price and credits the wallet (once per reference), both audited; others cannot', async () => {
    const before = await balanceOf(t, institutionB);
    const priced = await act(t, operator, `/console/institutions/${institutionB}/services/DOCUMENTTRUST`, { priceKobo: '1500', enabled: 'true' });
    assert.equal(priced.statusCode, 303);
    const credit = { amountNaira: '2,500.50', reference: 'PAY-REF-1' };
    assert.equal((await act(t, operator, `/console/institutions/${institutionB}/wallet/credits`, credit)).statusCode, 303);
    const again = await act(t, operator, `/console/institutions/${institutionB}/wallet/credits`, credit);
    assert.equal(again.headers.location, `/console/institutions/${institutionB}/wallet?notice=replayed`);
    assert.equal(await balanceOf(t, institutionB), before + 250_050);

    const shown = await page(t, String(again.headers.location), operator.cookie);
    assert.equal(shown.statusCode, 200);
    assert.match(textOf(shown.body), /This reference was already credited; nothing was added/);
    const wallet = textOf((await page(t, `/console/institutions/${institutionB}/wallet`, adminB.cookie)).body);
    assert.match(wallet, /DOCUMENTTRUST yes ₦15\.00/);
    assert.match(wallet, /credit — ₦2,500\.50 .* PAY-REF-1/);
    assert.doesNotMatch(wallet, /Credit the wallet/, 'an institution admin reads the wallet but does not credit it');

    const zero = await act(t, operator, `/console/institutions/${institutionB}/wallet/credits`, { amountNaira: '0' });
    assert.equal(zero.statusCode, 400);
    assert.match(textOf(zero.body), /amountNaira : must be a positive amount in naira/);

    assert.equal((await act(t, adminB, `/console/institutions/${institutionB}/wallet/credits`, { amountNaira: '100' })).statusCode, 403);
    assert.equal((await act(t, adminB, `/console/institutions/${institutionB}/services/DOCUMENTTRUST`, { priceKobo: '0', enabled: 'true' })).statusCode, 403);
    assert.equal((await act(t, adminA, `/console/institutions/${institutionB}/wallet/credits`, { amountNaira: '100' })).statusCode, 404);
    const noOrigin = await post(t, `/console/institutions/${institutionB}/wallet/credits`, { csrfToken: operator.csrf, amountNaira: '100' }, { cookie: operator.cookie, origin: 'https://evil.example' });
    assert.equal(noOrigin.statusCode, 403);
    assert.equal(await balanceOf(t, institutionB), before + 250_050);

    const audit = textOf((await page(t, `/console/audit?institutionId=${institutionB}`, operator.cookie)).body);
    assert.match(audit, /wallet\.credit .*"amountKobo":250050/);
    assert.match(audit, /service\.set .*"priceKobo":1500/);
  });

  it('the operator starts and ends a subscription (calls under it cost nothing), audited; an institution admin cannot', async () => {
    const reporter = await createReporter(t, { balanceKobo: 10_000 });
    const { institutionId } = reporter;
    const walletUrl = `/console/institutions/${institutionId}/wallet`;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const past = await act(t, operator, `/console/institutions/${institutionId}/subscription`, { activeThrough: yesterday });
    assert.equal(past.statusCode, 400);
    assert.match(textOf(past.body), /activeThrough : must be a UTC day YYYY-MM-DD, today or later/);
    const admin = await consolePerson(t, { email: 'admin@subscribed.example', role: 'admin', institutionId, password });
    assert.equal((await act(t, admin, `/console/institutions/${institutionId}/subscription`, { activeThrough: tomorrow })).statusCode, 403);
    assert.doesNotMatch(textOf((await page(t, walletUrl, admin.cookie)).body), /Start subscription/);

    const started = await act(t, operator, `/console/institutions/${institutionId}/subscription`, { activeThrough: tomorrow });
    assert.equal(started.headers.location, `${walletUrl}?notice=subscription-set`);
    const until = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    assert.match(textOf((await page(t, walletUrl, admin.cookie)).body), new RegExp(`Subscription active until ${until} 00:00 UTC`));
    const covered = await submit(t, reporter.apiKey, 'individual', individualBody());
    assert.equal(covered.statusCode, 200, covered.raw);
    assert.equal(await balanceOf(t, institutionId), 10_000, 'a call under the subscription is not debited');

    const ended = await act(t, operator, `/console/institutions/${institutionId}/subscription/end`);
    assert.equal(ended.headers.location, `${walletUrl}?notice=subscription-ended`);
    assert.match(textOf((await page(t, String(ended.headers.location), operator.cookie)).body), /Subscription ended: calls are debited from the wallet again\. .*Subscription none/);
    assert.equal((await submit(t, reporter.apiKey, 'individual', individualBody())).statusCode, 200);
    assert.equal(await balanceOf(t, institutionId), 10_000 - 500, 'after the end, calls are debited again');

    const audit = textOf((await page(t, `/console/audit?institutionId=${institutionId}`, operator.cookie)).body);
    assert.match(audit, new RegExp(`subscription\\.end .*"activeUntil":"${until}T00:00:00\\.000Z".*"activeUntil":null`));
    assert.match(audit, new RegExp(`subscription\\.set .*"activeUntil":null.*"activeUntil":"${until}T00:00:00\\.000Z"`));
  });

  it('ledger: filters, pages, CSV export of every matching entry with no personal data', async () => {
    const ledger = await page(t, `/console/ledger?institutionId=${institutionA}&kind=charge&serviceCode=CRDEFAULTINDIVIDUAL`, operator.cookie);
    assert.equal(ledger.statusCode, 200);
    assert.equal((ledger.body.match(/<code>txn_/g) ?? []).length, 3);
    assert.equal((await page(t, '/console/ledger', adminA.cookie)).headers.location, `/console/institutions/${institutionA}/wallet`);

    const csv = await page(t, '/console/ledger.csv?kind=charge', adminA.cookie);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /^attachment; filename="ledger-inst_/);
    const lines = csv.body.trim().split('\r\n');
    assert.equal(lines[0], 'transactionRef,institutionId,createdAt,kind,serviceCode,amountKobo,balanceAfterKobo,reference');
    assert.equal(lines.length, 1 + 3, 'the admin’s own institution only: three charges');
    assert.ok(lines.slice(1).every((line) => line.includes(institutionA) && line.includes(',charge,CRDEFAULTINDIVIDUAL,-500,')));
    assert.doesNotMatch(csv.body, /Adaeze|Okonkwo|@/);

    // The export walks pages on the server: more entries than one page, all exported, newest first.
    for (let i = 0; i < 3; i++) await act(t, operator, `/console/institutions/${institutionA}/wallet/credits`, { amountNaira: '1', reference: `=HYPERLINK(${i})` });
    const all = (await page(t, `/console/ledger.csv?institutionId=${institutionA}`, operator.cookie)).body.trim().split('\r\n');
    assert.equal(all.length, 1 + 3 + 3 + 1);
    assert.match(all[1]!, /,credit,,100,.*,'=HYPERLINK\(2\)$/, 'a formula-looking reference is quoted');
  });

  it('overview: calls and spend per service per day as an SVG chart with a table, balance, decision rates', async () => {
    const overview = await page(t, `/console/institutions/${institutionA}/overview?days=30`, viewerA.cookie);
    assert.equal(overview.statusCode, 200);
    assert.match(overview.body, /<svg id="calls-chart"[^>]*role="img"/);
    assert.match(overview.body, /<rect [^>]*fill="#0b5cad"><title>\d{4}-\d{2}-\d{2} CRDEFAULTINDIVIDUAL: 3 calls<\/title>/);
    const text = textOf(overview.body);
    assert.match(text, /Billed calls 3 Spend ₦15\.00/);
    assert.match(text, /Calls and spend per service per day, last 30 days/);
    assert.equal((overview.body.match(/<tr><td>\d{4}-\d{2}-\d{2}<\/td>/g) ?? []).length, 30);
    assert.match(text, /Document checks decided 0 Pass — Review — Fail —/);
    assert.equal((await page(t, `/console/institutions/${institutionA}/overview?days=7`, viewerA.cookie)).statusCode, 400);
  });

  it('sandbox registries: the operator lists and adds identities and authority records, audited; others cannot', async () => {
    const shown = await page(t, '/console/sandbox', operator.cookie);
    assert.equal(shown.statusCode, 200);
    assert.match(textOf(shown.body), /Sandbox identities/);
    assert.equal((await page(t, '/console/sandbox', adminA.cookie)).statusCode, 403);

    const record = { docType: 'passport', documentNumber: 'A12345678', surname: 'Okafor', givenNames: 'Ada Chioma', dateOfBirth: '1990-04-12', sex: 'F', expiryDate: '', simulateUnavailable: 'false' };
    const saved = await act(t, operator, '/console/sandbox/authority-records', record);
    assert.equal(saved.statusCode, 303);
    assert.match(textOf((await page(t, String(saved.headers.location), operator.cookie)).body), /Sandbox authority record saved\. .*passport A12345678 OKAFOR ADA CHIOMA 1990-04-12 with this record/);
    assert.equal((await act(t, adminA, '/console/sandbox/authority-records', record)).statusCode, 403);
    const badDate = await act(t, operator, '/console/sandbox/authority-records', { ...record, dateOfBirth: '12/04/1990' });
    assert.equal(badDate.statusCode, 400);
    assert.match(textOf(badDate.body), /dateOfBirth/);

    const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#a0785a' } }).png().toBuffer();
    const identity = async (session: ConsoleSession, fields: Record<string, string>, file: Buffer) => {
      const form = new FormData();
      form.append('csrfToken', session.csrf);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('photo', new Blob([file], { type: 'image/png' }), 'face.png');
      const request = new Request('http://verity.test/', { method: 'POST', body: form });
      return t.app.inject({ method: 'POST', url: '/console/sandbox/identities', headers: { 'content-type': request.headers.get('content-type')!, cookie: session.cookie, origin: consoleOrigin }, payload: Buffer.from(await request.arrayBuffer()) });
    };
    const fields = { idType: 'NIN', idNumber: '70000000999', firstName: 'Bola', lastName: 'Adeyemi', dateOfBirth: '1985-01-02', phoneNumber: '08031234567' };
    const added = await identity(operator, fields, photo);
    assert.equal(added.statusCode, 303, added.body.slice(0, 400));
    assert.match(textOf((await page(t, '/console/sandbox?notice=identity', operator.cookie)).body), /Sandbox identity saved\. .*NIN 70000000999 Bola Adeyemi 1985-01-02 08031234567 yes matcher operator/);
    const notAnImage = await identity(operator, { ...fields, idNumber: '123' }, Buffer.from('not an image'));
    assert.equal(notAnImage.statusCode, 400);
    assert.match(textOf(notAnImage.body), /idNumber/);
    assert.equal((await identity(viewerA, fields, photo)).statusCode, 403);

    const audit = textOf((await page(t, '/console/audit?action=sandbox.identity_put', operator.cookie)).body);
    assert.match(audit, /ops@example\.com .*sandbox\.identity_put .*NIN:70000000999/);
    assert.doesNotMatch(audit, /Adeyemi/);
  });

  it('sandbox registries: the operator deletes an identity and an authority record after a confirm step, audited; others cannot', async () => {
    const record = { docType: 'passport', documentNumber: 'B87654321', surname: 'Eze', givenNames: 'Ngozi', dateOfBirth: '1988-07-01', sex: '', expiryDate: '', simulateUnavailable: 'false' };
    assert.equal((await act(t, operator, '/console/sandbox/authority-records', record)).statusCode, 303);
    const listed = await page(t, '/console/sandbox', operator.cookie);
    assert.match(listed.body, /aria-label="Delete passport B87654321">Delete…<\/button>/);
    assert.doesNotMatch(listed.body, /href="[^"]*B87654321/, 'no document number in a link');
    const target = { docType: record.docType, documentNumber: 'B87654321' };

    // The first post only asks: nothing is deleted, nothing audited.
    const asked = await act(t, operator, '/console/sandbox/authority-records/delete', target);
    assert.equal(asked.statusCode, 200);
    assert.match(textOf(asked.body), /Delete sandbox passport record B87654321\? The sandbox authority will answer this document number “not found”\. This cannot be undone/);
    assert.match(asked.body, /<input type="hidden" name="confirm" value="yes">/);
    assert.match(textOf((await page(t, '/console/sandbox', operator.cookie)).body), /passport B87654321 EZE/);
    assert.equal((await act(t, adminA, '/console/sandbox/authority-records/delete', { ...target, confirm: 'yes' })).statusCode, 403);
    assert.equal((await post(t, '/console/sandbox/authority-records/delete', { csrfToken: operator.csrf, ...target, confirm: 'yes' }, { cookie: operator.cookie, origin: 'https://evil.example' })).statusCode, 403);

    const deleted = await act(t, operator, '/console/sandbox/authority-records/delete', { ...target, confirm: 'yes' });
    assert.equal(deleted.headers.location, '/console/sandbox?notice=record-deleted');
    const after = textOf((await page(t, String(deleted.headers.location), operator.cookie)).body);
    assert.match(after, /Sandbox authority record deleted/);
    assert.doesNotMatch(after, /B87654321/);
    assert.equal((await act(t, operator, '/console/sandbox/authority-records/delete', { ...target, confirm: 'yes' })).statusCode, 404, 'deleted once');

    const identity = { idType: 'NIN', idNumber: '70000000999' };
    assert.match(textOf((await page(t, '/console/sandbox', operator.cookie)).body), /NIN 70000000999 Bola Adeyemi/);
    assert.equal((await act(t, viewerA, '/console/sandbox/identities/delete', { ...identity, confirm: 'yes' })).statusCode, 403);
    assert.match(textOf((await act(t, operator, '/console/sandbox/identities/delete', identity)).body), /Delete sandbox identity NIN 70000000999\?/);
    const gone = await act(t, operator, '/console/sandbox/identities/delete', { ...identity, confirm: 'yes' });
    assert.equal(gone.headers.location, '/console/sandbox?notice=identity-deleted');
    assert.doesNotMatch(textOf((await page(t, '/console/sandbox', operator.cookie)).body), /70000000999/);
    const lookup = await call(t.app, { method: 'GET', url: '/admin/v1/sandbox/identities', headers: adminHeaders(t) });
    assert.doesNotMatch(lookup.raw, /70000000999/, 'the admin API no longer lists it');

    const audit = textOf((await page(t, '/console/audit', operator.cookie)).body);
    assert.match(audit, /ops@example\.com .*sandbox\.identity_delete .*NIN:70000000999/);
    assert.match(audit, /ops@example\.com .*sandbox\.authority_record_delete .*passport:B87654321/);
    assert.equal(audit.split('sandbox.authority_record_delete').length - 1, 2, 'one audit row (and the filter option): the ask and the refused tries wrote none');
  });

  it('health is the operator’s: readiness, the job queue and webhook deliveries', async () => {
    const health = await page(t, '/console/health', operator.cookie);
    assert.equal(health.statusCode, 200);
    const text = textOf(health.body);
    assert.match(text, /Ready: Database reachable; every migration applied/);
    assert.match(text, /Job queue (Jobs by queue|No job waiting, running or failed)/);
    assert.match(text, /No webhook delivery in the last 24 hours|Deliveries created in the last 24 hours/);
    assert.equal((await page(t, '/console/health', adminA.cookie)).statusCode, 403);
  });
});
