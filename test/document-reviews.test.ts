import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import type { Decided, ReviewFigures, ReviewItem, ReviewList } from '../src/services/document-trust/index.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createVerifier, getSessionViaApi, postDocument, renderDocument, samplePeople } from './helpers/documents.js';
import { waitFor, WebhookReceiver } from './helpers/embed.js';

/*
 * The manual review queue through HTTP with institution API keys, and the document_trust.reviewed
 * webhook received by a real https receiver that verifies both signatures.
 */

const reviews = '/api/v1/document/trust/reviews';

describe(`document trust manual review (${testDatabaseKind})`, () => {
  let ocr: OcrPool;
  let t: TestApp;
  let receiver: WebhookReceiver;
  let blank: Buffer;
  let lender: { institutionId: string; apiKey: string; keyId: string };
  let secondKey: { apiKey: string; keyId: string };
  let stranger: { institutionId: string; apiKey: string; keyId: string };
  const tag = 'lender';

  const as = (apiKey: string) => ({ 'x-service-api-key': apiKey });
  const claim = (apiKey: string, sessionId: string) => call<ReviewItem>(t.app, { method: 'POST', url: `${reviews}/${sessionId}/claim`, headers: as(apiKey) });
  const release = (apiKey: string, sessionId: string, query = '') => call<ReviewItem>(t.app, { method: 'POST', url: `${reviews}/${sessionId}/release${query}`, headers: as(apiKey) });
  const decide = (apiKey: string, sessionId: string, body: unknown) => call<Decided>(t.app, { method: 'POST', url: `${reviews}/${sessionId}/decision`, headers: as(apiKey), body });
  const list = (apiKey: string, query = '') => call<ReviewList>(t.app, { method: 'GET', url: `${reviews}${query}`, headers: as(apiKey) });
  const figures = (apiKey: string) => call<ReviewFigures>(t.app, { method: 'GET', url: `${reviews}/figures`, headers: as(apiKey) });

  /** A blank page sent as a voter's card: the machine cannot read it, so REVIEW (never FAIL). */
  async function reviewSession(apiKey = lender.apiKey, customerReference = 'cust-1'): Promise<string> {
    const response = await postDocument(t, apiKey, blank, { docType: 'voters_card', customerReference });
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    assert.equal(response.body.data.decision, 'REVIEW');
    return response.body.data.sessionId;
  }

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 1 });
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ ocr, jobs: true, env: receiver.env });
    blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
    lender = await createVerifier(t);
    const issued = await call<{ apiKey: string; keyId: string }>(t.app, { method: 'POST', url: `/admin/v1/institutions/${lender.institutionId}/api-keys`, headers: adminHeaders(t) });
    secondKey = issued.body.data;
    stranger = await createVerifier(t);
    const set = await call<{ webhookSecret: string }>(t.app, {
      method: 'PUT',
      url: `/admin/v1/institutions/${lender.institutionId}/webhook`,
      headers: adminHeaders(t),
      body: { url: receiver.url(tag) },
    });
    assert.equal(set.statusCode, 200, set.raw);
    receiver.trust(tag, set.body.data.webhookSecret);
  });
  after(async () => {
    await t.close();
    await receiver.stop();
    await ocr.close();
  });

  it('a REVIEW session enters its institution queue, waiting; GET shows review next to the machine decision', async () => {
    const sessionId = await reviewSession();
    const listed = await list(lender.apiKey);
    assert.equal(listed.statusCode, 200, listed.raw);
    const item = listed.body.data.reviews.find((review) => review.sessionId === sessionId);
    assert.ok(item, 'in the queue');
    assert.equal(item.machineDecision, 'REVIEW');
    assert.equal(item.docType, 'unknown');
    assert.deepEqual(item.review, { status: 'waiting', decision: null, reasonCode: null, note: null, reviewerId: null, reviewerKind: null, decidedAt: null });

    const fetched = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal(fetched.statusCode, 200);
    assert.equal(fetched.body.data.decision, 'REVIEW');
    assert.deepEqual((fetched.body.data as unknown as { review: unknown }).review, item.review);

    const counted = await figures(lender.apiKey);
    assert.equal(counted.statusCode, 200);
    assert.ok(counted.body.data.waiting >= 1);
    assert.ok(counted.body.data.oldestWaitingSeconds !== null && counted.body.data.oldestWaitingSeconds >= 0);
  });

  it('a session the machine decided is not in the queue and GET has no review member', async () => {
    const passed = await postDocument(t, lender.apiKey, await renderDocument(samplePeople.nin_slip));
    assert.equal(passed.statusCode, 200);
    assert.notEqual(passed.body.data.decision, 'REVIEW');
    const fetched = await getSessionViaApi(t, lender.apiKey, passed.body.data.sessionId);
    assert.equal('review' in fetched.body.data, false);
    assert.deepEqual(fetched.body.data, passed.body.data, 'GET is the POST answer, unchanged');
    assert.equal((await claim(lender.apiKey, passed.body.data.sessionId)).statusCode, 404);
    const all = await list(lender.apiKey, '?limit=100');
    assert.equal(all.body.data.reviews.some((review) => review.sessionId === passed.body.data.sessionId), false);
  });

  it('claim, a concurrent double claim refused, decide, GET keeps the machine decision, the webhook arrives signed', async () => {
    const sessionId = await reviewSession(lender.apiKey, 'loan-7781');
    const [first, second] = await Promise.all([claim(lender.apiKey, sessionId), claim(secondKey.apiKey, sessionId)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    assert.deepEqual(statuses, [200, 409], `${first.raw} / ${second.raw}`);
    const winner = first.statusCode === 200 ? { key: lender, answer: first } : { key: { ...secondKey, institutionId: lender.institutionId }, answer: second };
    const loser = first.statusCode === 200 ? secondKey : lender;
    assert.equal(winner.answer.body.data.review.status, 'claimed');
    assert.equal(winner.answer.body.data.review.reviewerId, winner.key.keyId);
    assert.equal(winner.answer.body.data.review.reviewerKind, 'api_key');
    assert.equal((first.statusCode === 409 ? first : second).body.error?.type, 'conflict');

    assert.equal((await claim(winner.key.apiKey, sessionId)).statusCode, 200, 'claiming one\'s own claim again is a no-op');
    const stolen = await decide(loser.apiKey, sessionId, { decision: 'Reject', reasonCode: 'SUSPECTED_FORGERY' });
    assert.equal(stolen.statusCode, 409, 'the other reviewer cannot decide a claimed review');

    const note = 'Date of birth legible under zoom.\nMatches the authority record.';
    const decided = await decide(winner.key.apiKey, sessionId, { decision: 'Approve', reasonCode: 'READABLE_ON_INSPECTION', note });
    assert.equal(decided.statusCode, 200, decided.raw);
    assert.equal(decided.body.data.replayed, false);
    assert.equal(decided.body.data.review.status, 'decided');

    const fetched = await getSessionViaApi(t, lender.apiKey, sessionId);
    const review = (fetched.body.data as unknown as { review: Record<string, unknown> }).review;
    assert.equal(fetched.body.data.decision, 'REVIEW', 'the machine decision is kept');
    assert.equal(review.status, 'decided');
    assert.equal(review.decision, 'Approve');
    assert.equal(review.reasonCode, 'READABLE_ON_INSPECTION');
    assert.equal(review.note, note);
    assert.equal(review.reviewerId, winner.key.keyId);
    assert.ok(Math.abs(Date.parse(String(review.decidedAt)) - Date.now()) < 60_000);

    await waitFor(() => receiver.for(tag).some((hook) => hook.body.sessionId === sessionId), 15_000, 'document_trust.reviewed');
    const hooks = receiver.for(tag).filter((hook) => hook.body.sessionId === sessionId);
    assert.equal(hooks.length, 1);
    const hook = hooks[0]!;
    assert.equal(hook.headers['x-service-event'], 'document_trust.reviewed');
    assert.match(String(hook.headers['webhook-id']), /^evt_/);
    assert.equal(hook.body.event, 'document_trust.reviewed');
    assert.equal(hook.body.institutionId, lender.institutionId);
    assert.equal(hook.body.customerReference, 'loan-7781');
    assert.equal(hook.body.machineDecision, 'REVIEW');
    assert.deepEqual(hook.body.review, review);
    assert.deepEqual(receiver.rejected, [], 'both signatures verified');

    // Replayed: the same decision is a no-op, another decision is refused; no second webhook.
    const replay = await decide(winner.key.apiKey, sessionId, { decision: 'Approve', reasonCode: 'READABLE_ON_INSPECTION', note });
    assert.equal(replay.statusCode, 200);
    assert.equal(replay.body.data.replayed, true);
    const changed = await decide(winner.key.apiKey, sessionId, { decision: 'Reject', reasonCode: 'DATA_MISMATCH' });
    assert.equal(changed.statusCode, 409);
    assert.equal(changed.body.error?.details[0]?.path, 'decision');
    assert.equal((await claim(lender.apiKey, sessionId)).statusCode, 409, 'a decided review cannot be claimed');
    assert.equal((await release(winner.key.apiKey, sessionId)).statusCode, 409, 'nor released');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(receiver.for(tag).filter((h) => h.body.sessionId === sessionId).length, 1, 'one event per decision');

    const deliveriesOf = () =>
      call<{ deliveries: { subjectId: string; event: string; status: string }[] }>(t.app, {
        method: 'GET',
        url: `/admin/v1/institutions/${lender.institutionId}/webhook/deliveries?subjectId=${sessionId}`,
        headers: adminHeaders(t),
      });
    // The receiver answers before the attempt is recorded: wait for the log, then read it.
    await waitFor(async () => (await deliveriesOf()).body.data.deliveries.every((d) => d.status !== 'pending'), 15_000, 'the attempt logged');
    const deliveries = await deliveriesOf();
    assert.equal(deliveries.statusCode, 200);
    assert.deepEqual(deliveries.body.data.deliveries.map((d) => [d.event, d.status]), [['document_trust.reviewed', 'delivered']]);
  });

  it("another institution cannot see, claim, release or decide it (404), nor read it with GET", async () => {
    const sessionId = await reviewSession();
    assert.equal((await claim(stranger.apiKey, sessionId)).statusCode, 404);
    assert.equal((await release(stranger.apiKey, sessionId, '?force=true')).statusCode, 404);
    const decided = await decide(stranger.apiKey, sessionId, { decision: 'Reject', reasonCode: 'SUSPECTED_FORGERY' });
    assert.equal(decided.statusCode, 404);
    assert.equal(decided.body.error?.type, 'not_found');
    assert.equal((await getSessionViaApi(t, stranger.apiKey, sessionId)).statusCode, 404);
    const theirs = await list(stranger.apiKey, '?limit=100');
    assert.equal(theirs.statusCode, 200);
    assert.equal(theirs.body.data.reviews.some((review) => review.sessionId === sessionId), false);
    const mine = await list(lender.apiKey, '?limit=100');
    const item = mine.body.data.reviews.find((review) => review.sessionId === sessionId);
    assert.equal(item?.review.status, 'waiting', 'untouched by the attempts');
    assert.equal((await call(t.app, { method: 'GET', url: reviews })).statusCode, 401, 'no key: 401');
  });

  it('hostile input: NUL, too long a note, unknown or wrong-list reason code, OTHER without a note, bad ids, extra fields', async () => {
    const sessionId = await reviewSession();
    const expect400 = async (body: unknown, path: string, id = sessionId) => {
      const response = await decide(lender.apiKey, id, body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.raw}`);
      const paths = response.body.error!.details.map((detail) => detail.path);
      assert.ok(paths.includes(path), `${path} in ${paths.join(', ')}`);
      return response;
    };
    const nul = await expect400({ decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION', note: 'ok\u0000' }, 'note');
    assert.match(nul.body.error!.details[0]!.message, /NUL/);
    await expect400({ decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION', note: 'x'.repeat(1001) }, 'note');
    await expect400({ decision: 'Approve', reasonCode: 'LOOKS_FINE' }, 'reasonCode');
    const wrongList = await expect400({ decision: 'Approve', reasonCode: 'SUSPECTED_FORGERY' }, 'reasonCode');
    assert.match(wrongList.body.error!.details[0]!.message, /not a reason to Approve/);
    await expect400({ decision: 'Reject', reasonCode: 'OTHER', note: '   ' }, 'note');
    await expect400({ decision: 'Maybe', reasonCode: 'OTHER', note: 'x' }, 'decision');
    await expect400({ decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION', reviewerId: 'key_spoofed' }, 'reviewerId');
    await expect400({ decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION' }, 'params.sessionId', 'doc_%00');
    const bidi = await expect400({ decision: 'Reject', reasonCode: 'OTHER', note: 'evil \u202e txet' }, 'note');
    assert.match(bidi.body.error!.details[0]!.message, /bidirectional/);
    // Nothing was half-written: the review is still waiting.
    const fetched = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal((fetched.body.data as unknown as { review: { status: string } }).review.status, 'waiting');
    // A 1000-character note with line breaks is accepted.
    const longest = await decide(lender.apiKey, sessionId, { decision: 'Reject', reasonCode: 'OTHER', note: `${'n'.repeat(499)}\n${'m'.repeat(500)}` });
    assert.equal(longest.statusCode, 200, longest.raw);
    assert.equal(longest.body.data.review.note?.length, 1000);
  });

  it('release: own claim back to waiting; another reviewer\'s claim only with force', async () => {
    const sessionId = await reviewSession();
    assert.equal((await claim(lender.apiKey, sessionId)).statusCode, 200);
    const refused = await release(secondKey.apiKey, sessionId);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.body.error?.details[0]?.path, 'force');
    const own = await release(lender.apiKey, sessionId);
    assert.equal(own.statusCode, 200);
    assert.equal(own.body.data.review.status, 'waiting');
    assert.equal(own.body.data.review.reviewerId, null);
    assert.equal((await claim(lender.apiKey, sessionId)).statusCode, 200);
    const forced = await release(secondKey.apiKey, sessionId, '?force=true');
    assert.equal(forced.statusCode, 200);
    assert.equal(forced.body.data.review.status, 'waiting');
    // Deciding a waiting review claims and decides it at once.
    const decided = await decide(secondKey.apiKey, sessionId, { decision: 'Reject', reasonCode: 'IMAGE_UNUSABLE' });
    assert.equal(decided.statusCode, 200);
    assert.equal(decided.body.data.review.reviewerId, secondKey.keyId);
    assert.equal(decided.body.data.review.note, null);
  });

  it('the queue is oldest first, filtered by status, docType and date range, paginated with a cursor; figures count', async () => {
    const own = await createVerifier(t);
    const before = await figures(own.apiKey);
    assert.deepEqual(before.body.data, { waiting: 0, claimed: 0, oldestWaitingSeconds: null, decidedToday: 0 });
    const start = new Date().toISOString();
    const ids = [];
    for (let index = 0; index < 3; index++) ids.push(await reviewSession(own.apiKey, `c-${index}`));
    assert.equal((await claim(own.apiKey, ids[1]!)).statusCode, 200);
    assert.equal((await decide(own.apiKey, ids[2]!, { decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION' })).statusCode, 200);

    const page1 = await list(own.apiKey, '?limit=2');
    assert.equal(page1.statusCode, 200);
    assert.deepEqual(page1.body.data.reviews.map((r) => r.sessionId), ids.slice(0, 2));
    assert.equal(page1.body.data.nextCursor, ids[1]);
    const page2 = await list(own.apiKey, `?limit=2&cursor=${page1.body.data.nextCursor}`);
    assert.deepEqual(page2.body.data.reviews.map((r) => r.sessionId), [ids[2]]);
    assert.equal(page2.body.data.nextCursor, null);

    assert.deepEqual((await list(own.apiKey, '?status=waiting')).body.data.reviews.map((r) => r.sessionId), [ids[0]]);
    assert.deepEqual((await list(own.apiKey, '?status=claimed')).body.data.reviews.map((r) => r.sessionId), [ids[1]]);
    assert.deepEqual((await list(own.apiKey, '?status=decided')).body.data.reviews.map((r) => r.sessionId), [ids[2]]);
    assert.equal((await list(own.apiKey, '?docType=unknown')).body.data.reviews.length, 3);
    assert.equal((await list(own.apiKey, '?docType=passport')).body.data.reviews.length, 0);
    assert.equal((await list(own.apiKey, `?from=${encodeURIComponent(start)}`)).body.data.reviews.length, 3);
    assert.equal((await list(own.apiKey, `?to=${encodeURIComponent(start)}`)).body.data.reviews.length, 0);
    const backwards = await list(own.apiKey, `?from=${encodeURIComponent(start)}&to=${encodeURIComponent(start)}`);
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.body.error?.details[0]?.path, 'to');
    for (const query of ['?status=open', '?limit=0', '?limit=101', '?cursor=doc_bad', '?from=yesterday', '?docType=id_card', '?sort=newest']) {
      const bad = await list(own.apiKey, query);
      assert.equal(bad.statusCode, 400, query);
    }

    const counted = await figures(own.apiKey);
    assert.equal(counted.body.data.waiting, 1);
    assert.equal(counted.body.data.claimed, 1);
    assert.equal(counted.body.data.decidedToday, 1);
    assert.ok(counted.body.data.oldestWaitingSeconds !== null && counted.body.data.oldestWaitingSeconds < 600);
  });
});
