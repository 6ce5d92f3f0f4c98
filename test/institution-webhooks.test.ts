import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { enqueueInstitutionEvent, maxInstitutionEventBytes } from '../src/platform/institution-webhooks/index.js';
import { adminHeaders, call, createTestApp, operatorCli, testDatabaseKind, type TestApp } from './helpers/app.js';
import { accountNumber, createReporter, individualBody, submit, waitForTerminal } from './helpers/credit-registry.js';
import { waitFor, WebhookReceiver } from './helpers/embed.js';

/*
 * Institution webhooks through the operator API and CLI: credit_report.completed when a submission
 * reaches Success or Failed, received by a real https receiver that verifies both signatures.
 */

interface Delivery {
  deliveryId: string;
  eventId: string;
  event: string;
  subjectId: string | null;
  status: string;
}

describe(`institution webhooks (${testDatabaseKind})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let reporter: { institutionId: string; apiKey: string };
  const tag = 'bank';

  const webhookRoute = (institutionId: string) => `/admin/v1/institutions/${institutionId}/webhook`;
  const deliveriesOf = async (institutionId: string, query = '') => {
    const response = await call<{ deliveries: Delivery[] }>(t.app, { method: 'GET', url: `${webhookRoute(institutionId)}/deliveries${query}`, headers: adminHeaders(t) });
    assert.equal(response.statusCode, 200, response.raw);
    return response.body.data.deliveries;
  };
  const hooksAbout = (subjectField: string, id: string) => receiver.for(tag).filter((hook) => hook.body[subjectField] === id);

  before(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ jobs: true, env: { ...receiver.env, CREDIT_BUREAU_SANDBOX_DELAY_MS: '20' } });
    reporter = await createReporter(t);
  });
  after(async () => {
    await t.close();
    await receiver.stop();
  });

  it('the operator sets the webhook: the secret is shown once; bad URLs, unknown institutions and missing tokens are refused', async () => {
    const route = webhookRoute(reporter.institutionId);
    assert.equal((await call(t.app, { method: 'GET', url: route, headers: adminHeaders(t) })).statusCode, 404, 'none set yet');
    assert.equal((await call(t.app, { method: 'PUT', url: route, body: { url: receiver.url(tag) } })).statusCode, 401);
    const unknown = await call(t.app, { method: 'PUT', url: webhookRoute('inst_00000000000000000000000000'), headers: adminHeaders(t), body: { url: receiver.url(tag) } });
    assert.equal(unknown.statusCode, 404);
    for (const url of ['http://example.com/hook', 'https://user:pw@example.com/hook', 'not a url', '   ']) {
      const bad = await call(t.app, { method: 'PUT', url: route, headers: adminHeaders(t), body: { url } });
      assert.equal(bad.statusCode, 400, url);
      assert.equal(bad.body.error?.details[0]?.path, 'url', url);
    }
    const nul = await call(t.app, { method: 'PUT', url: route, headers: adminHeaders(t), body: { url: 'https://example.com/\u0000' } });
    assert.equal(nul.statusCode, 400);

    const set = await call<{ url: string; webhookSecret: string | null }>(t.app, { method: 'PUT', url: route, headers: adminHeaders(t), body: { url: 'https://example.com/first' } });
    assert.equal(set.statusCode, 200, set.raw);
    assert.match(set.body.data.webhookSecret ?? '', /^whsec_/);
    const changed = await call<{ url: string; webhookSecret: string | null }>(t.app, { method: 'PUT', url: route, headers: adminHeaders(t), body: { url: receiver.url(tag) } });
    assert.equal(changed.statusCode, 200);
    assert.equal(changed.body.data.webhookSecret, null, 'a URL change keeps the secret and does not show it again');
    assert.equal(changed.body.data.url, receiver.url(tag));
    receiver.trust(tag, set.body.data.webhookSecret!);
    const shown = await call<{ url: string }>(t.app, { method: 'GET', url: route, headers: adminHeaders(t) });
    assert.equal(shown.statusCode, 200);
    assert.equal(JSON.stringify(shown.body.data).includes('whsec_'), false, 'the secret is never shown again');
  });

  it('credit_report.completed arrives signed when a submission reaches Success, and when it reaches Failed', async () => {
    const accepted = await submit(t, reporter.apiKey, 'individual', individualBody());
    assert.equal(accepted.statusCode, 200, accepted.raw);
    const rejected = await submit(t, reporter.apiKey, 'individual', individualBody({ accountNumber: accountNumber('REJECT-') }));
    assert.equal(rejected.statusCode, 200, rejected.raw);
    const success = await waitForTerminal(t, accepted.body.data.submissionId);
    const failed = await waitForTerminal(t, rejected.body.data.submissionId);
    assert.equal(success.processingStatus, 'Success');
    assert.equal(failed.processingStatus, 'Failed');

    for (const row of [success, failed]) {
      await waitFor(() => hooksAbout('submissionId', row.id).length > 0, 15_000, `webhook for ${row.processingStatus}`);
      const [hook] = hooksAbout('submissionId', row.id);
      assert.equal(hook!.headers['x-service-event'], 'credit_report.completed');
      assert.equal(hook!.body.event, 'credit_report.completed');
      assert.equal(hook!.body.institutionId, reporter.institutionId);
      assert.equal(hook!.body.processingStatus, row.processingStatus);
      assert.equal(hook!.body.providerTransactionId, row.providerTransactionId);
      assert.deepEqual(hook!.body.uploadStatusList, row.uploadStatusList);
      assert.equal(hook!.body.uploadId, row.uploadId);
    }
    assert.deepEqual(receiver.rejected, [], 'both signatures verified');
    // The receiver answers before the attempt is recorded: wait for the log, then read it.
    await waitFor(async () => (await deliveriesOf(reporter.institutionId, `?subjectId=${success.id}`)).every((d) => d.status !== 'pending'), 15_000, 'the attempt logged');
    const logged = await deliveriesOf(reporter.institutionId, `?subjectId=${success.id}`);
    assert.deepEqual(logged.map((d) => [d.event, d.status]), [['credit_report.completed', 'delivered']]);
  });

  it('redeliver sends the same event (same webhook-id and body); another institution cannot touch the delivery', async () => {
    const [latest] = await deliveriesOf(reporter.institutionId, '?status=delivered&limit=1');
    assert.ok(latest);
    const before = receiver.for(tag).filter((hook) => hook.headers['webhook-id'] === latest.eventId);
    const other = await createReporter(t);
    const foreign = await call(t.app, { method: 'POST', url: `${webhookRoute(other.institutionId)}/deliveries/${latest.deliveryId}/redeliver`, headers: adminHeaders(t) });
    assert.equal(foreign.statusCode, 404);
    const redelivered = await call<{ deliveryId: string; eventId: string }>(t.app, {
      method: 'POST',
      url: `${webhookRoute(reporter.institutionId)}/deliveries/${latest.deliveryId}/redeliver`,
      headers: adminHeaders(t),
    });
    assert.equal(redelivered.statusCode, 202, redelivered.raw);
    assert.equal(redelivered.body.data.eventId, latest.eventId);
    await waitFor(() => receiver.for(tag).filter((hook) => hook.headers['webhook-id'] === latest.eventId).length === before.length + 1, 15_000, 'redelivery');
    const again = receiver.for(tag).filter((hook) => hook.headers['webhook-id'] === latest.eventId);
    assert.equal(again.at(-1)!.raw, again[0]!.raw, 'the same body bytes');
    const detailOf = () =>
      call<{ status: string; attempts: unknown[]; body: string }>(t.app, { method: 'GET', url: `${webhookRoute(reporter.institutionId)}/deliveries/${redelivered.body.data.deliveryId}`, headers: adminHeaders(t) });
    await waitFor(async () => (await detailOf()).body.data.status === 'delivered', 15_000, 'the attempt logged');
    const detail = await detailOf();
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.body.data.attempts.length, 1);
    assert.equal(detail.body.data.body, again[0]!.raw);
  });

  it('an institution without a webhook gets no deliveries', async () => {
    const quiet = await createReporter(t);
    const accepted = await submit(t, quiet.apiKey, 'individual', individualBody());
    await waitForTerminal(t, accepted.body.data.submissionId);
    const rows = await t.database.db.select().from(tables.webhookDeliveries).where(eq(tables.webhookDeliveries.ownerId, quiet.institutionId));
    assert.equal(rows.length, 0);
  });

  it('an event larger than 1 MiB is queued whole without its largest field, names it in omittedFields, and arrives signed', async () => {
    // No bureau answer reaches 1 MiB through the API (lines are cut to 500 characters), so the event is made directly, as the processor does.
    const submissionId = 'sub_01JZZZZZZZZZZZZZZZZZZZZZZZ';
    const uploadStatusList = Array.from({ length: 2500 }, (_, i) => `2026-01-01T00:00:00.000Z line ${i} ${'x'.repeat(480)}`);
    const queued = await t.database.db.transaction((tx) =>
      enqueueInstitutionEvent({
        tx,
        masterKey: t.masterKey,
        institutionId: reporter.institutionId,
        event: 'credit_report.completed',
        subjectId: submissionId,
        body: { institutionId: reporter.institutionId, submissionId, processingStatus: 'Success', uploadStatusList, completedAt: new Date().toISOString() },
      }),
    );
    assert.ok(queued);
    assert.ok(JSON.stringify(uploadStatusList).length > maxInstitutionEventBytes, 'the event as made is over the cap');
    await waitFor(() => hooksAbout('submissionId', submissionId).length > 0, 15_000, 'the oversized event delivered');
    const [hook] = hooksAbout('submissionId', submissionId);
    assert.ok(Buffer.byteLength(hook!.raw) <= maxInstitutionEventBytes, `${Buffer.byteLength(hook!.raw)} bytes sent`);
    assert.deepEqual(hook!.body.omittedFields, ['uploadStatusList']);
    assert.equal(hook!.body.uploadStatusList, undefined);
    assert.equal(hook!.body.event, 'credit_report.completed');
    assert.equal(hook!.body.processingStatus, 'Success');
    assert.equal(hook!.body.institutionId, reporter.institutionId);
    assert.deepEqual(receiver.rejected, [], 'signed like any other event');
    const detail = await call<{ body: string }>(t.app, { method: 'GET', url: `${webhookRoute(reporter.institutionId)}/deliveries/${queued.deliveryId}`, headers: adminHeaders(t) });
    assert.equal(detail.statusCode, 200);
    assert.equal(detail.body.data.body, hook!.raw, 'the stored body is the one sent, within its documented maxLength');
  });

  it('the CLI sets, shows, tests, rotates, lists, redelivers and removes the webhook through the operator API', async () => {
    const run = await operatorCli(t);
    const lender = await createReporter(t);
    const cliTag = 'cli';
    const set = await run('institutions', 'webhook', 'set', lender.institutionId, receiver.url(cliTag));
    assert.equal(set.code, 0, set.stderr);
    const secret = /(whsec_\S+)/.exec(set.stdout)?.[1];
    assert.ok(secret, set.stdout);
    assert.match(set.stdout, /shown once/);

    const rotated = await run('institutions', 'webhook', 'rotate-secret', lender.institutionId, '--overlap', '0', '--json');
    assert.equal(rotated.code, 0, rotated.stderr);
    const newSecret = (JSON.parse(rotated.stdout) as { webhookSecret: string; previousSecretValidUntil: string | null }).webhookSecret;
    assert.notEqual(newSecret, secret);
    receiver.trust(cliTag, newSecret);

    const tested = await run('institutions', 'webhook', 'test', lender.institutionId);
    assert.equal(tested.code, 0, tested.stderr);
    await waitFor(() => receiver.for(cliTag).length === 1, 15_000, 'test event');
    assert.equal(receiver.for(cliTag)[0]!.body.event, 'webhook.test');
    assert.deepEqual(receiver.rejected, [], 'signed with the new secret only');

    const shown = await run('institutions', 'webhook', 'show', lender.institutionId);
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, new RegExp(receiver.url(cliTag).replaceAll('.', '\\.')));
    assert.equal(shown.stdout.includes('whsec_'), false);
    const listed = await run('institutions', 'webhook', 'deliveries', lender.institutionId);
    assert.equal(listed.code, 0, listed.stderr);
    const deliveryId = /(dlv_[0-9A-Z]{26})/.exec(listed.stdout)?.[1];
    assert.ok(deliveryId, listed.stdout);
    const redelivered = await run('institutions', 'webhook', 'redeliver', lender.institutionId, deliveryId);
    assert.equal(redelivered.code, 0, redelivered.stderr);
    await waitFor(() => receiver.for(cliTag).length === 2, 15_000, 'redelivered test event');

    const badUrl = await run('institutions', 'webhook', 'set', lender.institutionId, 'http://plain.example.com');
    assert.equal(badUrl.code, 1);
    assert.match(badUrl.stderr, /url/);
    const badOverlap = await run('institutions', 'webhook', 'rotate-secret', lender.institutionId, '--overlap', '999999999');
    assert.equal(badOverlap.code, 2);
    const badId = await run('institutions', 'webhook', 'show', 'inst_nope');
    assert.equal(badId.code, 2);

    const removed = await run('institutions', 'webhook', 'remove', lender.institutionId);
    assert.equal(removed.code, 0, removed.stderr);
    assert.equal((await run('institutions', 'webhook', 'show', lender.institutionId)).code, 1);
    const accepted = await submit(t, lender.apiKey, 'individual', individualBody());
    await waitForTerminal(t, accepted.body.data.submissionId);
    const rows = await t.database.db.select().from(tables.webhookDeliveries).where(eq(tables.webhookDeliveries.subjectId, accepted.body.data.submissionId));
    assert.equal(rows.length, 0, 'no event after removal');
  });
});
