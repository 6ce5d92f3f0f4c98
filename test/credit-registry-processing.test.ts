import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, sql } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { createLogger } from '../src/core/logger.js';
import { createJobRunner, type JobRunner } from '../src/platform/jobs/index.js';
import { jobDefinitions } from '../src/services/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import {
  businessBody,
  createReporter,
  individualBody,
  pollStatus,
  statusLinePattern,
  submissionRow,
  submit,
  waitForTerminal,
  type StatusData,
} from './helpers/credit-registry.js';

const sandboxEnv = { CREDIT_BUREAU_SANDBOX_DELAY_MS: '10' };
const queue = 'credit-registry.process-submission';

async function jobOf(t: TestApp, submissionId: string) {
  const [job] = await t.database.db.select().from(tables.jobs).where(and(eq(tables.jobs.queue, queue), eq(tables.jobs.dedupeKey, submissionId)));
  return job;
}

/** The runner records a job's outcome just after the handler's own commit, so wait for it to settle. */
async function settledJobOf(t: TestApp, submissionId: string) {
  await waitFor(async () => {
    const status = (await jobOf(t, submissionId))?.status;
    return status === 'done' || status === 'failed';
  });
  return jobOf(t, submissionId);
}

/** Polls over HTTP, as an institution would, until the status is terminal. */
async function pollUntilTerminal(t: TestApp, apiKey: string, submissionId: string): Promise<{ final: StatusData; seen: string[] }> {
  const seen: string[] = [];
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await pollStatus(t, apiKey, submissionId);
    assert.equal(response.statusCode, 200);
    seen.push(response.body.data.processingStatus);
    if (response.body.data.processingStatus !== 'Queued') return { final: response.body.data, seen };
    if (Date.now() > deadline) throw new Error(`still Queued: ${JSON.stringify(response.body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function texts(lines: string[]): string[] {
  for (const line of lines) assert.match(line, statusLinePattern);
  return lines.map((line) => line.slice(25));
}

function assertChronological(lines: string[]): void {
  const times = lines.map((line) => line.slice(0, 24));
  assert.deepEqual([...times].sort(), times, 'lines are appended in time order');
}

describe(`credit registry processing with the sandbox bureau (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ jobs: true, env: sandboxEnv });
  });
  after(async () => t.close());

  it('processes an individual report end to end: Queued, then Success with progress lines', async () => {
    const { apiKey } = await createReporter(t);
    const accepted = await submit(t, apiKey, 'individual', individualBody());
    assert.equal(accepted.body.data.processingStatus, 'Queued');
    const { final, seen } = await pollUntilTerminal(t, apiKey, accepted.body.data.submissionId);
    assert.equal(final.processingStatus, 'Success');
    assert.ok(seen.slice(0, -1).every((status) => status === 'Queued'));
    const lines = texts(final.uploadStatusList);
    assert.match(lines[0]!, /^Accepted: individual report/);
    assert.match(lines[1]!, /^Received by sandbox bureau \(reference SBX-[0-9A-F]{16}\)$/);
    assert.equal(lines[2], 'Validated: individual report, PL31_PersonalTermLoan, Delinquent_over_30_days');
    assert.equal(lines[3], 'Loaded 2 records (borrower + 1 guarantor)');
    assert.equal(lines[4], 'Completed: bureau file updated');
    assert.equal(lines.length, 5);
    assertChronological(final.uploadStatusList);
    const row = await submissionRow(t, accepted.body.data.submissionId);
    assert.match(row!.providerTransactionId, /^SBX-/);
    assert.ok(row!.completedAt);
    assert.equal((await settledJobOf(t, accepted.body.data.submissionId))?.status, 'done');
  });

  it('processes a business report, counting borrower, guarantors and officers', async () => {
    const { apiKey } = await createReporter(t);
    const officers = businessBody().corporateOfficers as Record<string, unknown>[];
    const body = businessBody({
      corporateOfficers: [officers[0], { ...officers[0], bvn: '22211122234', role: 'Owner' }],
      guarantors: individualBody().guarantors,
    });
    const accepted = await submit(t, apiKey, 'business', body);
    assert.equal(accepted.statusCode, 200, accepted.raw);
    const { final } = await pollUntilTerminal(t, apiKey, accepted.body.data.submissionId);
    assert.equal(final.processingStatus, 'Success');
    assert.ok(texts(final.uploadStatusList).includes('Loaded 4 records (borrower + 1 guarantor + 2 corporate officers)'));
    // A repeat after processing shows where the submission got to, and the bureau reference.
    const repeat = await submit(t, apiKey, 'business', body);
    assert.equal(repeat.body.data.processingStatus, 'Success');
    assert.match(repeat.body.data.providerTransactionId ?? '', /^SBX-/);
  });

  it('REJECT- accounts are rejected by the bureau: Failed with a reason line', async () => {
    const { apiKey } = await createReporter(t);
    const accepted = await submit(t, apiKey, 'individual', individualBody({ accountNumber: `REJECT-${Date.now()}` }));
    const { final } = await pollUntilTerminal(t, apiKey, accepted.body.data.submissionId);
    assert.equal(final.processingStatus, 'Failed');
    const last = texts(final.uploadStatusList).at(-1)!;
    assert.match(last, /^Rejected by bureau: .*REJECT-/);
    assert.equal((await jobOf(t, accepted.body.data.submissionId))?.attempts, 1, 'a rejection is an outcome, not retried');
  });

  it('TIMEOUT- accounts time out once and succeed on the retry', async () => {
    const { apiKey } = await createReporter(t);
    const accepted = await submit(t, apiKey, 'individual', individualBody({ accountNumber: `TIMEOUT-${Date.now()}` }));
    const { final } = await pollUntilTerminal(t, apiKey, accepted.body.data.submissionId);
    assert.equal(final.processingStatus, 'Success');
    const lines = texts(final.uploadStatusList);
    assert.match(lines[1]!, /^Bureau attempt 1 of 10 failed: the sandbox bureau did not answer in time .*; will retry$/);
    assert.equal(lines.at(-1), 'Completed: bureau file updated');
    assertChronological(final.uploadStatusList);
    const job = await settledJobOf(t, accepted.body.data.submissionId);
    assert.deepEqual({ status: job?.status, attempts: job?.attempts }, { status: 'done', attempts: 2 });
  });

  it('UNAVAILABLE- accounts fail after the last attempt with a reason, and may be submitted afresh', async () => {
    const { apiKey } = await createReporter(t);
    const body = individualBody({ accountNumber: `UNAVAILABLE-${Date.now()}` });
    const accepted = await submit(t, apiKey, 'individual', body);
    const id = accepted.body.data.submissionId;
    await waitFor(async () => ((await submissionRow(t, id))?.uploadStatusList.length ?? 0) >= 2);
    // Skip the hours of backoff: pretend attempts 2..9 happened, and make the last one due now. The
    // second attempt comes within a second, so the worker may hold the job right then (not pending):
    // caught on a later try, or the real backoff ran past the wait on a loaded machine.
    await waitFor(async () => {
      const caught = await t.database.db
        .update(tables.jobs)
        .set({ attempts: sql`${tables.jobs.maxAttempts} - 1`, runAt: sql`now()` })
        .where(and(eq(tables.jobs.queue, queue), eq(tables.jobs.dedupeKey, id), eq(tables.jobs.status, 'pending')))
        .returning({ id: tables.jobs.id });
      return caught.length === 1;
    });
    const row = await waitForTerminal(t, id);
    assert.equal(row.processingStatus, 'Failed');
    const lines = texts(row.uploadStatusList);
    assert.match(lines.at(-2)!, /^Bureau attempt 10 of 10 failed: /);
    assert.match(lines.at(-1)!, /^Failed: the bureau could not be reached after 10 attempts/);
    assert.equal((await settledJobOf(t, id))?.status, 'done');

    const again = await submit(t, apiKey, 'individual', body);
    assert.equal(again.statusCode, 200);
    assert.notEqual(again.body.data.submissionId, id, 'an outage failure does not answer repeats');
    assert.equal(again.body.data.processingStatus, 'Queued');
  });

  it('never moves a finished submission back: a second job for it changes nothing', async () => {
    const { apiKey } = await createReporter(t);
    const accepted = await submit(t, apiKey, 'individual', individualBody({ accountNumber: `REJECT-${Date.now()}` }));
    const id = accepted.body.data.submissionId;
    const finished = await waitForTerminal(t, id);
    // A stray duplicate (e.g. an operator re-enqueue) runs against the finished submission.
    await t.database.db.insert(tables.jobs).values({ id: `job_dup_${Date.now()}`, queue, payload: { submissionId: id }, maxAttempts: 1, dedupeKey: `${id}:again` });
    t.runner!.poke();
    await waitFor(async () => (await jobOf(t, `${id}:again`))?.status === 'done');
    const after = await submissionRow(t, id);
    assert.equal(after?.processingStatus, 'Failed');
    assert.deepEqual(after?.uploadStatusList, finished.uploadStatusList);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`credit registry workers (${testDatabaseKind})`, () => {
  let t: TestApp;
  const runners: JobRunner[] = [];
  before(async () => {
    // The API alone: workers are started by the tests.
    t = await createTestApp({ env: sandboxEnv });
  });
  after(async () => {
    await Promise.all(runners.map((runner) => runner.stop(2_000)));
    await t.close();
  });

  function startWorker(): JobRunner {
    const runner = createJobRunner({ database: t.database, logger: createLogger({ logLevel: 'silent' }), definitions: jobDefinitions, ...t.config.jobs, config: t.config, masterKey: t.masterKey });
    runners.push(runner);
    runner.start();
    return runner;
  }

  it('a submission queued while no worker runs is processed once a worker starts', async () => {
    const { apiKey } = await createReporter(t);
    const accepted = await submit(t, apiKey, 'individual', individualBody());
    const id = accepted.body.data.submissionId;
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await submissionRow(t, id))?.processingStatus, 'Queued', 'nothing runs it yet');
    assert.equal((await jobOf(t, id))?.status, 'pending');
    const worker = startWorker();
    const row = await waitForTerminal(t, id);
    assert.equal(row.processingStatus, 'Success');
    await worker.stop(2_000);
  });

  it('two workers process each of 20 submissions exactly once', async () => {
    const { apiKey } = await createReporter(t);
    const ids: string[] = [];
    for (let n = 0; n < 20; n++) {
      const response = await submit(t, apiKey, n % 2 === 0 ? 'individual' : 'business', n % 2 === 0 ? individualBody() : businessBody());
      assert.equal(response.statusCode, 200, response.raw);
      ids.push(response.body.data.submissionId);
    }
    startWorker();
    startWorker();
    for (const id of ids) {
      const row = await waitForTerminal(t, id);
      assert.equal(row.processingStatus, 'Success');
      const lines = texts(row.uploadStatusList);
      assert.equal(lines.filter((line) => line.startsWith('Received by sandbox bureau')).length, 1, 'the bureau saw it once');
      assert.equal(lines.filter((line) => line.startsWith('Completed')).length, 1);
      assert.equal((await jobOf(t, id))?.attempts, 1);
    }
  });
});
