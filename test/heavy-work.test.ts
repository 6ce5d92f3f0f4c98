import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import { call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { balanceOf, chargesOf, createVerifier, documentTrustPrice, postDocument, renderDocument, samplePeople, trustForm, trustUrl } from './helpers/documents.js';
import { createSession, poll, registerPartner, submit } from './helpers/embed.js';
import { faceJpeg } from './helpers/faces.js';

const b64 = (buffer: Buffer) => buffer.toString('base64');

/** One sample of a metric from the /metrics text, e.g. metric(text, 'verity_heavy_workers', 'pool="faces"'). */
function metric(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}` : `${name} `) || (labels === '' && l.startsWith(`${name}{`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

async function scrape(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  assert.equal(response.statusCode, 200);
  return response.body;
}

describe(`heavy work: worker threads, backpressure and metrics (${testDatabaseKind})`, () => {
  let t: TestApp;
  let ocr: OcrPool;

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 1 });
    // One heavy request at a time: the second one in flight is refused.
    t = await createTestApp({ ocr, env: { HEAVY_MAX_IN_FLIGHT: '1', HEAVY_RETRY_AFTER_SECONDS: '3' } });
  });
  after(async () => {
    await t.close();
    await ocr.close();
  });

  it('capture submits over the limit get 503 with Retry-After and use nothing up; light routes are served meanwhile; a retry succeeds', async () => {
    const partner = await registerPartner(t);
    const image = b64(await faceJpeg());
    const sessions = await Promise.all([1, 2, 3, 4].map(() => createSession(t, partner, 'liveness')));
    const other = await createSession(t, partner, 'liveness');
    const [submits, light] = await Promise.all([
      Promise.all(sessions.map((s) => submit(t, 'liveness', s.sessionToken, { image }))),
      // Light routes while the face model runs: never refused.
      Promise.all([poll(t, 'liveness', other.sessionToken, partner), createSession(t, partner, 'liveness')]),
    ]);
    assert.equal(light[0].statusCode, 200, light[0].raw);
    assert.match(light[1].sessionToken, /\S/);

    const served = submits.filter((r) => r.statusCode === 200);
    const shed = submits.filter((r) => r.statusCode === 503);
    assert.equal(served.length, 1, JSON.stringify(submits.map((r) => [r.statusCode, r.body?.message])));
    assert.equal(shed.length, 3);
    assert.equal(served[0]!.body.data.success, true, served[0]!.raw);
    for (const refused of shed) {
      assert.equal(refused.headers['retry-after'], '3');
      assert.equal(refused.body.status, false);
      assert.equal(refused.body.error?.type, 'unavailable');
      assert.match(refused.body.message, /busy.*nothing was charged or used up.*Retry in 3 s/);
      assert.match(refused.body.transactionRef, /\S/);
    }

    // The refused sessions are untouched: still pending, no rejected capture counted, and a retry is served.
    for (const [index, response] of submits.entries()) {
      if (response.statusCode !== 503) continue;
      const session = sessions[index]!;
      const status = await poll(t, 'liveness', session.sessionToken, partner);
      assert.equal(status.body.data.status, 'pending', status.raw);
      const retry = await submit(t, 'liveness', session.sessionToken, { image });
      assert.equal(retry.statusCode, 200, retry.raw);
      assert.equal(retry.body.data.success, true);
      assert.equal(retry.body.data.confidence, served[0]!.body.data.confidence, 'the same capture scores the same in any worker call');
    }
  });

  it('document trust over the limit gets 503 with Retry-After before anything is charged', async () => {
    const verifier = await createVerifier(t);
    const page = await renderDocument(samplePeople.nin_slip);
    const before = await balanceOf(t, verifier.institutionId);
    const responses = await Promise.all([1, 2, 3].map(() => postDocument(t, verifier.apiKey, page)));
    const statuses = responses.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [200, 503, 503], JSON.stringify(responses.map((r) => [r.statusCode, r.body.message])));
    for (const refused of responses.filter((r) => r.statusCode === 503)) {
      assert.equal(refused.body.error?.type, 'unavailable');
      assert.equal(refused.body.data, null);
    }
    assert.equal((await chargesOf(t, verifier.institutionId)).length, 1, 'only the served request is billed');
    assert.equal(await balanceOf(t, verifier.institutionId), before - documentTrustPrice);
  });

  it('GET /metrics shows the pool: workers, busy workers and queue depth during a burst, task durations by kind, shed requests', async () => {
    const busy = await createTestApp({ env: { HEAVY_MAX_IN_FLIGHT: '50', HEAVY_BUDGET_CAPTURE_SUBMIT_MS: '0' } });
    try {
      const partner = await registerPartner(busy);
      const image = b64(await faceJpeg('sample1b'));
      const sessions = await Promise.all([1, 2, 3, 4, 5].map(() => createSession(busy, partner, 'liveness')));
      let finished = false;
      const burst = Promise.all(sessions.map((s) => submit(busy, 'liveness', s.sessionToken, { image }))).finally(() => (finished = true));
      let seen = { queued: 0, busy: 0 };
      while (!finished && (seen.queued === 0 || seen.busy === 0)) {
        const text = await scrape(busy);
        seen = { queued: Math.max(seen.queued, metric(text, 'verity_heavy_queue_depth', 'pool="faces"') ?? 0), busy: Math.max(seen.busy, metric(text, 'verity_heavy_busy_workers', 'pool="faces"') ?? 0) };
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const response of await burst) assert.equal(response.statusCode, 200, response.raw);
      assert.ok(seen.queued >= 1, 'five submits on one worker thread queue behind it');
      assert.equal(seen.busy, 1, 'the test pool has one worker thread, and it was busy');

      const text = await scrape(busy);
      assert.equal(metric(text, 'verity_heavy_workers', 'pool="faces"'), 1);
      assert.equal(metric(text, 'verity_heavy_queue_depth', 'pool="faces"'), 0, 'nothing queued once the burst is answered');
      assert.equal(metric(text, 'verity_heavy_busy_workers', 'pool="faces"'), 0);
      assert.ok((metric(text, 'verity_heavy_task_duration_seconds_count', 'kind="face_liveness"') ?? 0) >= 5, text);
      assert.ok((metric(text, 'verity_heavy_task_duration_seconds_count', 'kind="ocr_page"') ?? 0) >= 1, 'the document read above was timed');
      // Beside each task's run time, its wait for the worker: the queued submits waited.
      assert.ok((metric(text, 'verity_heavy_task_wait_seconds_count', 'kind="face_liveness"') ?? 0) >= 5, text);
      assert.ok((metric(text, 'verity_heavy_task_wait_seconds_sum', 'kind="face_liveness"') ?? 0) > 0, 'a submit queued behind another waited');
      assert.ok((metric(text, 'verity_heavy_task_wait_seconds_count', 'kind="document_decode"') ?? 0) >= 1, 'the document preparation above was timed');
      // Every kind recorded is one the metric's help names: an operator reads the kinds there.
      const help = text.split('\n').find((l) => l.startsWith('# HELP verity_heavy_task_duration_seconds '));
      const kinds = new Set([...text.matchAll(/verity_heavy_task_duration_seconds_count\{kind="([^"]+)"/g)].map((m) => m[1]!));
      assert.ok(kinds.has('face_ready') && kinds.has('face_liveness'), [...kinds].join(', '));
      for (const kind of kinds) assert.match(help ?? '', new RegExp(`[ (]${kind}[ ,)]`), `kind ${kind} is not named in the help: ${help}`);
      assert.ok((metric(text, 'verity_heavy_requests_shed_total', 'route="liveness_submit",reason="cap"') ?? 0) >= 3);
      assert.ok((metric(text, 'verity_heavy_requests_shed_total', 'route="document_trust",reason="cap"') ?? 0) >= 2);
      assert.equal(metric(text, 'verity_heavy_requests_in_flight'), 0);
      // Event-loop lag, from the default metrics, sits beside them.
      assert.match(text, /nodejs_eventloop_lag_p99_seconds/);
    } finally {
      await busy.close();
    }
  });

  describe('admission by latency budget (a 1 ms budget for both heavy routes, the cap far away)', () => {
    let tiny: TestApp;
    before(async () => {
      tiny = await createTestApp({ ocr, env: { HEAVY_MAX_IN_FLIGHT: '8', HEAVY_BUDGET_CAPTURE_SUBMIT_MS: '1', HEAVY_BUDGET_DOCUMENT_TRUST_MS: '1' } });
    });
    after(() => tiny.close());

    /** The Retry-After header, checked against the wait the message names. */
    function retryAfterOf(refused: { headers: Record<string, unknown>; body: { message: string } }): number {
      const seconds = Number(refused.headers['retry-after']);
      assert.ok(Number.isInteger(seconds) && seconds >= 1, String(refused.headers['retry-after']));
      assert.match(refused.body.message, new RegExp(`nothing was charged or used up\\. Retry in ${seconds} s\\.$`));
      return seconds;
    }

    it('a capture submit that would wait behind another is refused with 503 + Retry-After and leaves its session untouched; one alone is served even over budget; light routes are served meanwhile', async () => {
      const partner = await registerPartner(tiny);
      const image = b64(await faceJpeg());
      // Alone on the pool: served although its own work exceeds 1 ms (and the route is measured).
      const first = await createSession(tiny, partner, 'liveness');
      const alone = await submit(tiny, 'liveness', first.sessionToken, { image });
      assert.equal(alone.statusCode, 200, alone.raw);

      const sessions = await Promise.all([1, 2, 3].map(() => createSession(tiny, partner, 'liveness')));
      const other = await createSession(tiny, partner, 'liveness');
      const [submits, light] = await Promise.all([
        Promise.all(sessions.map((s) => submit(tiny, 'liveness', s.sessionToken, { image }))),
        Promise.all([poll(tiny, 'liveness', other.sessionToken, partner), createSession(tiny, partner, 'liveness')]),
      ]);
      assert.equal(light[0].statusCode, 200, light[0].raw);
      assert.match(light[1].sessionToken, /\S/);
      assert.deepEqual(submits.map((r) => r.statusCode).sort(), [200, 503, 503], JSON.stringify(submits.map((r) => [r.statusCode, r.body?.message])));
      for (const [index, refused] of submits.entries()) {
        if (refused.statusCode !== 503) continue;
        assert.equal(refused.body.error?.type, 'unavailable');
        assert.equal(refused.body.status, false);
        retryAfterOf(refused);
        const status = await poll(tiny, 'liveness', sessions[index]!.sessionToken, partner);
        assert.equal(status.body.data.status, 'pending', status.raw);
        // Alone again: served.
        const retry = await submit(tiny, 'liveness', sessions[index]!.sessionToken, { image });
        assert.equal(retry.statusCode, 200, retry.raw);
      }

      const text = await scrape(tiny);
      assert.ok((metric(text, 'verity_heavy_request_work_seconds', 'route="liveness_submit"') ?? 0) > 0, 'the measured work of one submit is a gauge');
    });

    it('a document that would wait behind another is refused with 503 + Retry-After before anything is charged', async () => {
      const verifier = await createVerifier(tiny);
      const page = await renderDocument(samplePeople.nin_slip);
      const alone = await postDocument(tiny, verifier.apiKey, page);
      assert.equal(alone.statusCode, 200, alone.body.message);
      const before = await balanceOf(tiny, verifier.institutionId);
      const shedBefore = metric(await scrape(tiny), 'verity_heavy_requests_shed_total', 'route="document_trust",reason="budget"') ?? 0;

      const post = () => {
        const form = trustForm(page);
        return tiny.app.inject({ method: 'POST', url: trustUrl, headers: { ...form.headers, 'x-service-api-key': verifier.apiKey }, payload: form.payload });
      };
      const responses = await Promise.all([1, 2, 3].map(post));
      assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 503, 503], JSON.stringify(responses.map((r) => [r.statusCode, r.body])));
      for (const refused of responses.filter((r) => r.statusCode === 503)) {
        const body = refused.json() as { data: unknown; error?: { type: string }; message: string };
        assert.equal(body.error?.type, 'unavailable');
        assert.equal(body.data, null);
        retryAfterOf({ headers: refused.headers, body });
      }
      assert.equal((await chargesOf(tiny, verifier.institutionId)).length, 2, 'only the two served requests are billed');
      assert.equal(await balanceOf(tiny, verifier.institutionId), before - documentTrustPrice);

      const text = await scrape(tiny);
      assert.equal((metric(text, 'verity_heavy_requests_shed_total', 'route="document_trust",reason="budget"') ?? 0) - shedBefore, 2, text);
      assert.ok((metric(text, 'verity_heavy_requests_shed_total', 'route="liveness_submit",reason="budget"') ?? 0) >= 2);
      assert.ok((metric(text, 'verity_heavy_request_work_seconds', 'route="document_trust"') ?? 0) > 0);
    });
  });
});
