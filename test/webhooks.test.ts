import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { queryRows, tables } from '../src/core/db/index.js';
import { createLogger } from '../src/core/logger.js';
import { createJobRunner, type JobRunner } from '../src/platform/jobs/index.js';
import { isBlockedAddress, maxDeliveryAttempts, retrySchedule } from '../src/platform/webhooks/index.js';
import { jobDefinitions } from '../src/services/index.js';
import { call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import {
  createSession,
  partnerHeaders,
  registerPartner,
  registerReceivingPartner,
  submit,
  waitFor,
  WebhookReceiver,
  type Partner,
} from './helpers/embed.js';
import { faceJpeg } from './helpers/faces.js';

interface Delivery {
  deliveryId: string;
  eventId: string;
  event: string;
  sessionId: string | null;
  status: string;
  attemptCount: number;
  lastStatusCode: number | null;
  lastError: string | null;
  body?: string;
  attempts?: { attemptNumber: number; statusCode: number | null; error: string | null; latencyMs: number; responseSnippet: string | null; startedAt: string }[];
}

describe(`webhook delivery (${testDatabaseKind})`, () => {
  let t: TestApp;
  let runner: JobRunner;
  let receiver: WebhookReceiver;

  const startRunner = (leaseMs: number) => {
    const config = { ...t.config, jobs: { ...t.config.jobs, leaseMs } };
    const r = createJobRunner({ database: t.database, logger: createLogger(config), definitions: jobDefinitions, ...config.jobs, config, masterKey: t.masterKey });
    r.start();
    return r;
  };

  before(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ env: { ...receiver.env, WEBHOOK_TIMEOUT_MS: '2500' } });
    runner = startRunner(60_000);
  });
  after(async () => {
    await runner.stop(2_000);
    await t.close();
    await receiver.stop();
  });

  const deliveries = async (partner: Partner, query = '') =>
    (await call<{ deliveries: Delivery[] }>(t.app, { method: 'GET', url: `/api/v1/embed/partner/webhooks/deliveries${query}`, headers: partnerHeaders(partner) })).body.data.deliveries;
  const delivery = async (partner: Partner, deliveryId: string) =>
    (await call<Delivery>(t.app, { method: 'GET', url: `/api/v1/embed/partner/webhooks/deliveries/${deliveryId}`, headers: partnerHeaders(partner) })).body.data;

  /**
   * Moves a delivery's waiting retry to now instead of waiting out the backoff, and wakes the runner.
   * Waits until the runner has put the job back to pending (it does so just after the attempt is logged).
   */
  async function fastForwardRetry(deliveryId: string): Promise<void> {
    await waitFor(async () => {
      const moved = await t.database.db
        .update(tables.jobs)
        .set({ runAt: sql`now()` })
        .where(and(eq(tables.jobs.dedupeKey, deliveryId), eq(tables.jobs.status, 'pending')))
        .returning({ id: tables.jobs.id });
      return moved.length === 1;
    }, 10_000, 'the retry to be scheduled');
    runner.poke();
  }

  async function completeSession(partner: Partner): Promise<string> {
    const session = await createSession(t, partner, 'liveness');
    const result = await submit(t, 'liveness', session.sessionToken, { image: (await faceJpeg()).toString('base64') });
    assert.equal(result.statusCode, 200, result.raw);
    return session.sessionId;
  }

  const withoutLink = (body: Record<string, unknown>) => ({ ...body, captureImageUrl: undefined });

  it('every attempt carries a capture link valid for an hour from that attempt (retries outlive one link)', async () => {
    const partner = await registerReceivingPartner(t, receiver);
    let calls = 0;
    receiver.respond(partner.tag, () => (++calls < 2 ? { status: 503 } : { status: 200 }));
    await completeSession(partner);
    await waitFor(async () => (await deliveries(partner))[0]?.attemptCount === 1, 30_000, 'first attempt logged');
    // Let the clock move past a whole second, so the retry's link must differ from the first one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await fastForwardRetry((await deliveries(partner))[0]!.deliveryId);
    await waitFor(async () => (await deliveries(partner))[0]?.status === 'delivered', 30_000, 'delivered');
    const hooks = receiver.for(partner.tag);
    assert.equal(hooks.length, 2);
    const links = hooks.map((hook) => new URL(String(hook.body.captureImageUrl)));
    assert.notEqual(links[0]!.href, links[1]!.href, 'the retry has a new link');
    hooks.forEach((hook, index) => {
      const expires = Number(links[index]!.searchParams.get('expires'));
      assert.ok(Math.abs(expires - (hook.receivedAt / 1000 + 3600)) < 60, `attempt ${index + 1}: the link lives an hour from its attempt`);
    });
    for (const link of links) {
      const download = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      assert.equal(download.statusCode, 200);
      assert.equal(download.rawPayload.toString('base64'), hooks[1]!.body.captureImageBase64, 'both links give the selfie');
    }
    assert.deepEqual(withoutLink(hooks[0]!.body), withoutLink(hooks[1]!.body));
  });

  it('documents a retry schedule of 12 attempts over about three days', () => {
    assert.equal(maxDeliveryAttempts, 12);
    const total = retrySchedule.reduce((sum, ms) => sum + ms, 0) / 3_600_000;
    assert.ok(total > 70 && total < 72, `${total} h`);
  });

  it('retries a failing receiver with the same webhook-id, a fresh timestamp, and logs every attempt', async () => {
    const partner = await registerReceivingPartner(t, receiver);
    let calls = 0;
    receiver.respond(partner.tag, () => (++calls < 3 ? { status: 500, body: 'receiver broke: '.padEnd(3000, 'x') } : { status: 204 }));
    const sessionId = await completeSession(partner);
    await waitFor(() => calls >= 1, 30_000, 'first attempt');
    for (let i = 0; i < 2; i++) {
      await waitFor(async () => (await deliveries(partner))[0]?.attemptCount === i + 1, 10_000, `attempt ${i + 1} logged`);
      await fastForwardRetry((await deliveries(partner))[0]!.deliveryId);
    }
    await waitFor(async () => (await deliveries(partner))[0]?.status === 'delivered', 30_000, 'delivered');
    const hooks = receiver.for(partner.tag);
    assert.equal(hooks.length, 3);
    assert.equal(new Set(hooks.map((h) => h.headers['webhook-id'])).size, 1, 'webhook-id is stable across retries');
    assert.equal(new Set(hooks.map((h) => JSON.stringify(withoutLink(h.body)))).size, 1, 'the body is the same but for the fresh capture link');
    const [summary] = await deliveries(partner, `?sessionId=${sessionId}`);
    const detail = await delivery(partner, summary!.deliveryId);
    assert.equal(detail.status, 'delivered');
    assert.equal(detail.event, 'liveness.completed');
    assert.equal(detail.sessionId, sessionId);
    assert.equal(detail.body, hooks.at(-1)!.raw, 'the delivery shows the bytes of its latest attempt');
    assert.deepEqual(detail.attempts!.map((a) => [a.attemptNumber, a.statusCode, a.error]), [
      [1, 500, 'HTTP 500'],
      [2, 500, 'HTTP 500'],
      [3, 204, null],
    ]);
    assert.equal(detail.attempts![0]!.responseSnippet!.length, 1024, 'first KiB of the answer');
    assert.ok(detail.attempts!.every((a) => a.latencyMs >= 0 && !Number.isNaN(Date.parse(a.startedAt))));
    assert.deepEqual((await deliveries(partner, '?status=failed')).length, 0);
  });

  it('410 stops retrying; a redirect is not followed; a slow receiver times out and is retried', async () => {
    const gone = await registerReceivingPartner(t, receiver);
    receiver.respond(gone.tag, () => ({ status: 410 }));
    await completeSession(gone);
    await waitFor(async () => (await deliveries(gone))[0]?.status === 'failed', 30_000, '410 ends the delivery');
    assert.equal((await deliveries(gone))[0]!.attemptCount, 1);

    const moved = await registerReceivingPartner(t, receiver);
    receiver.respond(moved.tag, () => ({ status: 302, headers: { location: receiver.url('elsewhere') } }));
    await completeSession(moved);
    await waitFor(async () => (await deliveries(moved))[0]?.attemptCount === 1, 30_000, 'redirect attempt');
    const redirected = (await deliveries(moved))[0]!;
    assert.equal(redirected.status, 'pending', 'a redirect is a failed attempt, retried later');
    assert.equal(redirected.lastError, 'HTTP 302: redirects are not followed');
    assert.equal(receiver.for('elsewhere').length, 0);

    const slow = await registerReceivingPartner(t, receiver);
    receiver.respond(slow.tag, () => ({ status: 200, hangMs: 6_000 }));
    await completeSession(slow);
    await waitFor(async () => (await deliveries(slow))[0]?.attemptCount === 1, 30_000, 'timed-out attempt');
    const timedOut = await delivery(slow, (await deliveries(slow))[0]!.deliveryId);
    assert.match(timedOut.attempts![0]!.error!, /^timeout: no complete answer within 2500 ms/);
    assert.equal(timedOut.status, 'pending');
  });

  it('redelivers one event with the same event id, and sends a signed test event', async () => {
    const partner = await registerReceivingPartner(t, receiver);
    await completeSession(partner);
    await waitFor(() => receiver.for(partner.tag).length === 1, 30_000, 'first delivery');
    const [original] = await deliveries(partner);
    const redeliver = await call<{ deliveryId: string; eventId: string }>(t.app, {
      method: 'POST',
      url: `/api/v1/embed/partner/webhooks/deliveries/${original!.deliveryId}/redeliver`,
      headers: partnerHeaders(partner),
    });
    assert.equal(redeliver.statusCode, 202, redeliver.raw);
    assert.equal(redeliver.body.data.eventId, original!.eventId);
    assert.notEqual(redeliver.body.data.deliveryId, original!.deliveryId);
    await waitFor(() => receiver.for(partner.tag).length === 2, 30_000, 'redelivery');
    const [first, second] = receiver.for(partner.tag);
    assert.equal(first!.headers['webhook-id'], second!.headers['webhook-id']);
    assert.deepEqual(withoutLink(first!.body), withoutLink(second!.body));
    assert.equal(typeof second!.body.captureImageUrl, 'string', 'a redelivery carries a fresh capture link too');

    const test = await call<{ deliveryId: string }>(t.app, { method: 'POST', url: '/api/v1/embed/partner/webhooks/test', headers: partnerHeaders(partner) });
    assert.equal(test.statusCode, 202);
    await waitFor(() => receiver.for(partner.tag).length === 3, 30_000, 'test event');
    const testHook = receiver.for(partner.tag)[2]!;
    assert.equal(testHook.headers['x-service-event'], 'webhook.test');
    assert.equal(testHook.body.partnerId, partner.partnerId);

    const other = await registerPartner(t);
    const foreign = await call(t.app, { method: 'POST', url: `/api/v1/embed/partner/webhooks/deliveries/${original!.deliveryId}/redeliver`, headers: partnerHeaders(other) });
    assert.equal(foreign.statusCode, 404, "another partner's delivery is not found");
    assert.equal((await call(t.app, { method: 'GET', url: `/api/v1/embed/partner/webhooks/deliveries/${original!.deliveryId}`, headers: partnerHeaders(other) })).statusCode, 404);
    assert.deepEqual(await deliveries(other), []);
  });

  it('a delivery whose worker died is claimed again after its lease and delivered', async () => {
    const partner = await registerReceivingPartner(t, receiver);
    await runner.stop(2_000);
    await completeSession(partner);
    const [pending] = await deliveries(partner);
    // What a worker killed mid-delivery leaves behind: a running job, its lease still held.
    const claimed = await t.database.db
      .update(tables.jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead-worker', lockedUntil: sql`now() + interval '1 second'` })
      .where(and(eq(tables.jobs.queue, 'webhooks.deliver'), eq(tables.jobs.dedupeKey, pending!.deliveryId)))
      .returning({ id: tables.jobs.id });
    assert.equal(claimed.length, 1);
    runner = startRunner(1_000);
    await waitFor(() => receiver.for(partner.tag).length === 1, 15_000, 'delivery after the lease ran out');
    const [job] = await t.database.db.select().from(tables.jobs).where(eq(tables.jobs.id, claimed[0]!.id));
    assert.equal(job!.attempts, 2, 'claimed a second time');
    await waitFor(async () => (await deliveries(partner))[0]?.status === 'delivered', 30_000, 'recorded as delivered');
  });

  it('a worker process killed mid-delivery: the delivery is retried by another worker', { skip: testDatabaseKind !== 'postgres' && 'needs a database two processes can share' }, async () => {
    const partner = await registerReceivingPartner(t, receiver);
    const arrivals: string[] = [];
    receiver.respond(partner.tag, ({ headers }) => {
      arrivals.push(String(headers['webhook-id']));
      // The first attempt never gets an answer: its worker is killed while waiting for it.
      return arrivals.length === 1 ? { status: 200, hangMs: 60_000 } : { status: 200 };
    });
    await runner.stop(2_000);
    await completeSession(partner);
    const [row] = await queryRows<{ db: string }>(t.database.db, sql`select current_database() as db`);
    const url = new URL(process.env.VERITY_TEST_PG_URL ?? 'postgres://verity_test:verity_test@127.0.0.1:5432/postgres');
    url.pathname = `/${row!.db}`;
    const src = (file: string) => new URL(`../src/${file}`, import.meta.url).href;
    const worker = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { parseConfig } = await import(${JSON.stringify(src('core/config.ts'))});
         const { openDatabase } = await import(${JSON.stringify(src('core/db/index.ts'))});
         const { createLogger } = await import(${JSON.stringify(src('core/logger.ts'))});
         const { createJobRunner } = await import(${JSON.stringify(src('platform/jobs/index.ts'))});
         const { jobDefinitions } = await import(${JSON.stringify(src('services/index.ts'))});
         const { resolveBootSecrets } = await import(${JSON.stringify(src('core/secrets.ts'))});
         const config = parseConfig(process.env);
         const { masterKey } = await resolveBootSecrets(config);
         const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null });
         createJobRunner({ database, logger: createLogger(config), definitions: jobDefinitions, ...config.jobs, config, masterKey }).start();`,
      ],
      {
        env: {
          ...process.env,
          ...receiver.env,
          DATABASE_URL: url.toString(),
          MASTER_KEY: t.masterKey.toString('base64'),
          DATA_DIR: t.dataDir,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          JOB_LEASE_MS: '1000',
          JOB_POLL_INTERVAL_MS: '20',
          WEBHOOK_TIMEOUT_MS: '60000',
        },
        stdio: 'ignore',
      },
    );
    try {
      // Generous: a fresh process compiles the sources first, slow on a busy machine.
      await waitFor(() => arrivals.length === 1, 60_000, 'the worker process to start delivering');
      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL');
    }
    const [pending] = await deliveries(partner);
    assert.equal(pending!.status, 'pending');
    assert.equal(pending!.attemptCount, 0, 'the killed worker recorded nothing');
    runner = startRunner(1_000);
    await waitFor(async () => (await deliveries(partner))[0]?.status === 'delivered', 15_000, 'redelivery by the surviving worker');
    assert.equal(arrivals.length, 2);
    assert.equal(arrivals[0], arrivals[1], 'the retry carries the same webhook-id');
    const jobOf = async () => (await t.database.db.select().from(tables.jobs).where(eq(tables.jobs.dedupeKey, pending!.deliveryId)))[0];
    // The job is marked done after its handler has recorded the delivery: on a busy machine the check can land between the two.
    await waitFor(async () => (await jobOf())?.status === 'done', 15_000, 'the redelivery job to be marked done');
    assert.equal((await jobOf())!.attempts, 2);
  });
});

describe(`webhook SSRF guard (${testDatabaseKind})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  before(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ jobs: true, env: { ...receiver.env, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' } });
  });
  after(async () => {
    await t.close();
    await receiver.stop();
  });

  it('classifies addresses', () => {
    for (const address of ['127.0.0.1', '10.2.3.4', '172.31.255.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '100.100.100.200', '0.0.0.0', '::1', '::', 'fd00:ec2::254', 'fc00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '224.0.0.1', 'not-an-ip']) {
      assert.equal(isBlockedAddress(address), true, address);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1', '100.128.0.1']) {
      assert.equal(isBlockedAddress(address), false, address);
    }
  });

  it('refuses internal webhook URLs at registration and on settings update', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '169.254.169.254', '10.0.0.1', '100.64.0.1', '192.168.1.1', '[fd00:ec2::254]', '[fe80::1]', '[::ffff:127.0.0.1]', '0.0.0.0']) {
      const response = await call(t.app, { method: 'POST', url: '/api/v1/embed/partner/register', body: { name: 'X', providerSecretKey: 'sandbox_k', webhookUrl: `https://${host}/hook` } });
      assert.equal(response.statusCode, 400, host);
      assert.equal(response.body.error!.details[0]!.path, 'webhookUrl');
    }
    const partner = await registerPartner(t, { webhookUrl: 'https://93.184.215.14/hook' });
    const update = await call(t.app, { method: 'PUT', url: '/api/v1/embed/partner/settings', headers: partnerHeaders(partner), body: { webhookUrl: 'https://127.0.0.1/h' } });
    assert.equal(update.statusCode, 400);
  });

  it('refuses an internal address again at delivery time, before connecting', async () => {
    const partner = await registerPartner(t, { webhookUrl: 'https://93.184.215.14/hook' });
    receiver.trust('rebound', partner.webhookSecret);
    // The URL now points inside (a DNS change after registration, or an edit behind our back).
    for (const host of ['127.0.0.1', 'localhost']) {
      await t.database.db.update(tables.embedPartners).set({ webhookUrl: receiver.url('rebound', host) }).where(eq(tables.embedPartners.id, partner.partnerId));
      const sent = await call<{ deliveryId: string }>(t.app, { method: 'POST', url: '/api/v1/embed/partner/webhooks/test', headers: partnerHeaders(partner) });
      let detail: Delivery | undefined;
      await waitFor(async () => {
        detail = (await call<Delivery>(t.app, { method: 'GET', url: `/api/v1/embed/partner/webhooks/deliveries/${sent.body.data.deliveryId}`, headers: partnerHeaders(partner) })).body.data;
        return detail.attemptCount === 1;
      }, 10_000, `blocked attempt to ${host}`).catch((error: unknown) => {
        throw new Error(`${(error as Error).message}: ${JSON.stringify(sent.body)} ${JSON.stringify(detail)}`);
      });
      assert.match(detail!.attempts![0]!.error!, /^blocked address: /, host);
      assert.equal(detail!.attempts![0]!.statusCode, null);
    }
    assert.equal(receiver.for('rebound').length, 0, 'nothing reached the internal receiver');
  });
});
