import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { act, consolePerson, page, post, textOf, type ConsoleSession } from './helpers/console.js';
import { createVerifier, getSessionViaApi, postDocument, putAuthorityRecord, renderDocument, samplePeople } from './helpers/documents.js';
import { waitFor, WebhookReceiver } from './helpers/embed.js';

/*
 * The console's review queue, document session and institution webhook pages over HTTP on a real
 * database: each page per role, claims that two reviewers cannot share, a decision that reaches the
 * API's GET, the audit log and a real https receiver, and another institution that sees nothing.
 */

const password = 'review pages passphrase';

describe(`console review queue, documents and webhook pages (${testDatabaseKind})`, () => {
  let ocr: OcrPool;
  let t: TestApp;
  let receiver: WebhookReceiver;
  let blank: Buffer;
  let lender: { institutionId: string; apiKey: string; keyId: string };
  let stranger: { institutionId: string; apiKey: string; keyId: string };
  const people: Record<'admin' | 'reviewer' | 'reviewer2' | 'viewer' | 'strangerAdmin', ConsoleSession & { userId: string }> = {} as never;

  const person = (email: string, role: 'admin' | 'reviewer' | 'viewer', institutionId: string) => consolePerson(t, { email, role, institutionId, password });

  /** A blank page sent as a voter's card: the machine cannot read it, so REVIEW. */
  async function reviewSession(customerReference = 'loan-1'): Promise<string> {
    const response = await postDocument(t, lender.apiKey, blank, { docType: 'voters_card', customerReference });
    assert.equal(response.statusCode, 200, JSON.stringify(response.body));
    assert.equal(response.body.data.decision, 'REVIEW');
    return response.body.data.sessionId;
  }

  const queue = (query = '') => `/console/institutions/${lender.institutionId}/reviews${query}`;
  const doc = (sessionId: string) => `/console/institutions/${lender.institutionId}/documents/${sessionId}`;
  const reviewAction = (sessionId: string, action: 'claim' | 'release' | 'decision') => `/console/institutions/${lender.institutionId}/reviews/${sessionId}/${action}`;

  before(async () => {
    ocr = createOcrPool({ pageWorkers: 1 });
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ ocr, jobs: true, env: receiver.env });
    blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
    lender = await createVerifier(t);
    stranger = await createVerifier(t);
    people.admin = await person('admin@lender.example', 'admin', lender.institutionId);
    people.reviewer = await person('rita@lender.example', 'reviewer', lender.institutionId);
    people.reviewer2 = await person('remi@lender.example', 'reviewer', lender.institutionId);
    people.viewer = await person('vic@lender.example', 'viewer', lender.institutionId);
    people.strangerAdmin = await person('admin@other.example', 'admin', stranger.institutionId);
  });
  after(async () => {
    await t?.close();
    await receiver?.stop();
    await ocr?.close();
  });

  it('the queue page shows the figures and the waiting review, oldest first, for every role of the institution', async () => {
    const older = await reviewSession('loan-older');
    const newer = await reviewSession('loan-newer');
    for (const who of ['admin', 'reviewer', 'viewer'] as const) {
      const shown = await page(t, queue(), people[who].cookie);
      assert.equal(shown.statusCode, 200, shown.body.slice(0, 400));
      assert.equal(shown.headers['cache-control'], 'no-store');
      const text = textOf(shown.body);
      assert.match(text, /Waiting \d+ Claimed \d+ Oldest undecided \S+( \S+)* Decided today \(UTC\) \d+/);
      assert.ok(text.indexOf(older) >= 0 && text.indexOf(older) < text.indexOf(newer), 'oldest first');
      if (who === 'viewer') {
        assert.match(text, /Your role \(viewer\) can see the queue but not claim or decide reviews/);
        assert.doesNotMatch(shown.body, /reviews\/doc_[0-9A-Z]{26}\/claim/, 'no claim button for a viewer');
      } else assert.match(shown.body, new RegExp(`reviews/${older}/claim`));
    }
    // Server-side pagination: one a page, the next page link carries the cursor.
    const first = await page(t, queue('?status=waiting&limit=1'), people.reviewer.cookie);
    const next = /href="(\/console\/institutions\/inst_[0-9A-Z]{26}\/reviews\?[^"]*cursor=doc_[0-9A-Z]{26}[^"]*)"/.exec(first.body)?.[1]?.replace(/&#38;/g, '&');
    assert.ok(next, 'a next page link');
    const second = await page(t, next, people.reviewer.cookie);
    assert.equal(second.statusCode, 200);
    assert.notEqual(/(doc_[0-9A-Z]{26})/.exec(textOf(first.body).split('Reviews, oldest first')[1] ?? '')?.[1], /(doc_[0-9A-Z]{26})/.exec(textOf(second.body).split('Reviews, oldest first')[1] ?? '')?.[1]);
    // Filters: a document type nobody sent lists nothing; a bad day is a clear error.
    assert.match(textOf((await page(t, queue('?docType=passport'), people.reviewer.cookie)).body), /No review matches/);
    const badDay = await page(t, queue('?from=2026-13-45'), people.reviewer.cookie);
    assert.equal(badDay.statusCode, 400);
    assert.match(textOf(badDay.body), /from/);
  });

  it('two reviewers cannot claim the same review; the holder releases it; a viewer cannot act (403)', async () => {
    const sessionId = await reviewSession('loan-claim');
    const [a, b] = await Promise.all([act(t, people.reviewer, reviewAction(sessionId, 'claim')), act(t, people.reviewer2, reviewAction(sessionId, 'claim'))]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [303, 409], `${a.statusCode} ${b.statusCode}`);
    const [winner, loser] = a.statusCode === 303 ? [people.reviewer, people.reviewer2] : [people.reviewer2, people.reviewer];
    const refused = a.statusCode === 409 ? a : b;
    assert.match(textOf(refused.body), /Another reviewer has claimed this review/);
    assert.equal((a.statusCode === 303 ? a : b).headers.location, `${doc(sessionId)}?notice=claimed`);

    const held = await page(t, doc(sessionId), loser.cookie);
    assert.match(textOf(held.body), /Another reviewer holds this review/);
    assert.doesNotMatch(held.body, /name="decision"/);
    const mine = await page(t, `${doc(sessionId)}?notice=claimed`, winner.cookie);
    assert.match(textOf(mine.body), /Review claimed: no other reviewer can take it/);
    assert.match(mine.body, /name="decision" value="Approve"/);

    const stolen = await act(t, loser, reviewAction(sessionId, 'decision'), { decision: 'Reject', reasonCode: 'SUSPECTED_FORGERY', note: '' });
    assert.equal(stolen.statusCode, 409);
    assert.equal((await act(t, loser, reviewAction(sessionId, 'release'))).statusCode, 409);
    for (const action of ['claim', 'release'] as const) {
      const response = await act(t, people.viewer, reviewAction(sessionId, action));
      assert.equal(response.statusCode, 403, action);
      assert.match(textOf(response.body), /Your role \(viewer\) may view reviews but not decide them/);
    }
    const viewerDecides = await act(t, people.viewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION' });
    assert.equal(viewerDecides.statusCode, 403);

    const released = await act(t, winner, reviewAction(sessionId, 'release'));
    assert.equal(released.statusCode, 303);
    assert.equal(released.headers.location, `/console/institutions/${lender.institutionId}/reviews?notice=released`);
    const api = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal((api.body.data as unknown as { review: { status: string } }).review.status, 'waiting');
    const audit = textOf((await page(t, `/console/audit?action=review.claim`, people.admin.cookie)).body);
    assert.match(audit, new RegExp(`review\\.claim .*${sessionId}`));
  });

  it("an admin or operator releases another reviewer's abandoned claim, audited with whose claim it was; a reviewer or viewer cannot", async () => {
    const sessionId = await reviewSession('loan-abandoned');
    assert.equal((await act(t, people.reviewer, reviewAction(sessionId, 'claim'))).statusCode, 303);
    const forceRelease = `/console/institutions/${lender.institutionId}/reviews/${sessionId}/force-release`;

    assert.doesNotMatch(textOf((await page(t, doc(sessionId), people.reviewer2.cookie)).body), /Release their claim/, 'a reviewer is not offered it');
    for (const who of ['reviewer2', 'viewer'] as const) assert.equal((await act(t, people[who], forceRelease)).statusCode, 403, who);
    assert.equal((await act(t, people.strangerAdmin, forceRelease)).statusCode, 404);
    assert.equal((await act(t, people.strangerAdmin, `/console/institutions/${stranger.institutionId}/reviews/${sessionId}/force-release`)).statusCode, 404);
    const stillHeld = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.deepEqual((stillHeld.body.data as unknown as { review: { status: string; reviewerId: string } }).review.reviewerId, people.reviewer.userId);

    const adminView = await page(t, doc(sessionId), people.admin.cookie);
    assert.match(textOf(adminView.body), /Another reviewer holds this review\. .*Release their claim Only for an abandoned claim/);
    const released = await act(t, people.admin, forceRelease);
    assert.equal(released.statusCode, 303, released.body.slice(0, 300));
    assert.equal(released.headers.location, `${doc(sessionId)}?notice=force-released`);
    const after = textOf((await page(t, String(released.headers.location), people.admin.cookie)).body);
    assert.match(after, /The other reviewer’s claim was released: the review is back in the queue/);
    assert.match(after, /Status waiting .*Claim this review/);
    assert.doesNotMatch(after, /Release their claim/, 'nothing to release once it is waiting');
    const api = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal((api.body.data as unknown as { review: { status: string } }).review.status, 'waiting');
    // Releasing a waiting review changes nothing and writes no audit row.
    assert.equal((await act(t, people.admin, forceRelease)).statusCode, 303);

    const audit = textOf((await page(t, '/console/audit?action=review.force_release', people.admin.cookie)).body);
    assert.equal(audit.split('review.force_release').length - 1 - 1, 1, 'one audit row (the filter list names the action once more)');
    assert.match(audit, new RegExp(`admin@lender\\.example .*review\\.force_release .*${sessionId}.*"reviewerId":"${people.reviewer.userId}"`));
  });

  it('a refused decision shows the form again with the problem next to the field and what was chosen and written', async () => {
    const sessionId = await reviewSession('loan-invalid-decision');
    assert.equal((await act(t, people.reviewer, reviewAction(sessionId, 'claim'))).statusCode, 303);
    const note = 'Photo <b>looks</b> pasted & re-lit';
    const noNote = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Reject', reasonCode: 'OTHER', note: '   ' });
    assert.equal(noNote.statusCode, 400);
    assert.match(textOf(noNote.body), /Reject Not recorded: .* note : is required with reasonCode OTHER: say why/);
    assert.match(noNote.body, /<option value="OTHER" selected>OTHER<\/option>/);
    assert.match(noNote.body, /<textarea id="reject-note" name="note" rows="3" maxlength="1000" aria-invalid="true" aria-describedby="reject-note-error">/);
    assert.match(noNote.body, /<p class="error" id="reject-note-error">is required with reasonCode OTHER: say why<\/p>/);

    const wrongReason = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'SUSPECTED_FORGERY', note });
    assert.equal(wrongReason.statusCode, 400);
    assert.match(textOf(wrongReason.body), /Approve Not recorded: .*reasonCode : is not a reason to Approve/);
    assert.match(wrongReason.body, /aria-describedby="approve-reasonCode-error"/);
    assert.ok(wrongReason.body.includes('aria-invalid="true" aria-describedby="approve-reasonCode-error"'), 'the reason field is marked');
    assert.ok(wrongReason.body.includes(`>Photo &#60;b&#62;looks&#60;/b&#62; pasted &#38; re-lit</textarea>`), 'the note is shown again as written, escaped');
    assert.doesNotMatch(wrongReason.body, /reject-note-error|approve-note-error/, 'only the field at fault is marked');

    const api = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal((api.body.data as unknown as { review: { status: string } }).review.status, 'claimed', 'nothing was decided');
    assert.equal((await act(t, people.reviewer, reviewAction(sessionId, 'release'))).statusCode, 303);
  });

  it('a reviewer approves in the console: GET shows the review, the audit log has it, the webhook is delivered', async () => {
    const set = await act(t, people.admin, `/console/institutions/${lender.institutionId}/webhook`, { url: receiver.url('lender') });
    assert.equal(set.statusCode, 201, set.body.slice(0, 500));
    const secret = /id="webhook-secret" class="secret" readonly value="([^"]+)"/.exec(set.body)?.[1];
    assert.ok(secret, 'the secret is on the page once');
    receiver.trust('lender', secret);

    const sessionId = await reviewSession('loan-approve');
    assert.equal((await act(t, people.reviewer, reviewAction(sessionId, 'claim'))).statusCode, 303);
    // Hostile or careless input is refused with the field named, and changes nothing.
    const other = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'OTHER', note: '  ' });
    assert.equal(other.statusCode, 400);
    assert.match(textOf(other.body), /note : is required with reasonCode OTHER/);
    const wrongList = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'SUSPECTED_FORGERY' });
    assert.equal(wrongList.statusCode, 400);
    assert.match(textOf(wrongList.body), /reasonCode : is not a reason to Approve/);
    const nul = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION', note: 'ok\u0000' });
    assert.equal(nul.statusCode, 400);
    const noCsrf = await post(t, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION' }, { cookie: people.reviewer.cookie });
    assert.equal(noCsrf.statusCode, 403);
    const foreignOrigin = await post(t, reviewAction(sessionId, 'decision'), { csrfToken: people.reviewer.csrf, decision: 'Approve', reasonCode: 'VERIFIED_ON_INSPECTION' }, { cookie: people.reviewer.cookie, origin: 'https://evil.example' });
    assert.equal(foreignOrigin.statusCode, 403);
    assert.equal(((await getSessionViaApi(t, lender.apiKey, sessionId)).body.data as unknown as { review: { status: string } }).review.status, 'claimed');

    const note = 'Card legible on inspection.\nName and number match the application.';
    const decided = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'READABLE_ON_INSPECTION', note });
    assert.equal(decided.statusCode, 303, decided.body.slice(0, 400));
    assert.equal(decided.headers.location, `${doc(sessionId)}?notice=approved`);
    const again = await act(t, people.reviewer, reviewAction(sessionId, 'decision'), { decision: 'Approve', reasonCode: 'READABLE_ON_INSPECTION', note });
    assert.equal(again.headers.location, `${doc(sessionId)}?notice=recorded`, 'a double submit changes nothing');

    const api = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal(api.body.data.decision, 'REVIEW', 'the machine decision is kept');
    const review = (api.body.data as unknown as { review: Record<string, unknown> }).review;
    assert.deepEqual({ ...review, decidedAt: typeof review.decidedAt }, {
      status: 'decided',
      decision: 'Approve',
      reasonCode: 'READABLE_ON_INSPECTION',
      note,
      reviewerId: people.reviewer.userId,
      reviewerKind: 'user',
      decidedAt: 'string',
    });
    const shown = textOf((await page(t, doc(sessionId), people.viewer.cookie)).body);
    assert.match(shown, /Status decided Reviewer usr_[0-9A-Z]{26} Decision Approve \(READABLE_ON_INSPECTION\) Note Card legible on inspection\./);

    const audit = await page(t, '/console/audit?action=review.decide', people.viewer.cookie);
    const rows = textOf(audit.body).split('review.decide').length - 1;
    assert.equal(rows, 2, 'one audit row (plus the filter option), not one per submit');
    assert.match(textOf(audit.body), /rita@lender\.example .*review\.decide .*READABLE_ON_INSPECTION/);

    await waitFor(() => receiver.for('lender').some((hook) => hook.body.sessionId === sessionId), 60_000, 'document_trust.reviewed');
    const hooks = receiver.for('lender').filter((hook) => hook.body.sessionId === sessionId);
    assert.equal(hooks.length, 1);
    assert.equal(hooks[0]!.body.event, 'document_trust.reviewed');
    assert.equal(hooks[0]!.body.customerReference, 'loan-approve');
    assert.deepEqual(hooks[0]!.body.review, review);
    assert.deepEqual(receiver.rejected, []);
  });

  it('the document page shows the image (auth, no-store), the fields side by side with differences in words, every check', async () => {
    // The sandbox holds this passport's holder as male; the document says F: a sex mismatch is REVIEW.
    await putAuthorityRecord(t, { docType: 'passport', documentNumber: 'A07492140', fields: { surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '1990-03-14', sex: 'M', expiryDate: '2032-01-01' } });
    const image = await renderDocument({ ...samplePeople.passport, documentNumber: 'A07492140' });
    const posted = await postDocument(t, lender.apiKey, image, { docType: 'passport', customerReference: 'loan-passport' });
    assert.equal(posted.statusCode, 200);
    assert.equal(posted.body.data.decision, 'REVIEW', JSON.stringify(posted.body.data.checks));
    const sessionId = posted.body.data.sessionId;

    const shown = await page(t, doc(sessionId), people.viewer.cookie);
    assert.equal(shown.statusCode, 200);
    const text = textOf(shown.body);
    assert.match(text, /Fields read from the document and held by the authority Field Comparison On the document Authority \(sandbox[^)]*\) Sex ≠ Differs F M /, 'the difference first');
    assert.match(text, /Surname Same ADEYEMI ADEYEMI/);
    assert.match(text, /Place of birth Not held by the authority LAGOS —/);
    for (const check of posted.body.data.checks) assert.ok(text.includes(check.message), `check ${check.code} with its reason`);
    assert.match(shown.body, new RegExp(`<img src="${doc(sessionId)}/image/front" alt="Front of the document as uploaded">`));

    const front = await t.app.inject({ method: 'GET', url: `${doc(sessionId)}/image/front`, headers: { cookie: people.viewer.cookie } });
    assert.equal(front.statusCode, 200);
    assert.equal(front.headers['content-type'], 'image/png');
    assert.equal(front.headers['cache-control'], 'no-store');
    assert.equal(front.headers['x-content-type-options'], 'nosniff');
    assert.ok(front.rawPayload.equals(image), 'the image exactly as uploaded');
    assert.equal((await t.app.inject({ method: 'GET', url: `${doc(sessionId)}/image/back`, headers: { cookie: people.viewer.cookie } })).statusCode, 404);
    const signedOut = await t.app.inject({ method: 'GET', url: `${doc(sessionId)}/image/front` });
    assert.equal(signedOut.statusCode, 303, 'no session: sign in first');
  });

  it('the documents list filters by decision, type and day, a page at a time', async () => {
    const passed = await postDocument(t, lender.apiKey, await renderDocument(samplePeople.nin_slip), { customerReference: 'loan-nin' });
    assert.equal(passed.statusCode, 200);
    const list = (query: string) => page(t, `/console/institutions/${lender.institutionId}/documents${query}`, people.viewer.cookie);
    const all = textOf((await list('')).body);
    assert.match(all, new RegExp(`${passed.body.data.sessionId} \\S+ \\S+ UTC ${passed.body.data.decision}`));
    const reviews = textOf((await list('?decision=REVIEW')).body);
    assert.ok(!reviews.includes(passed.body.data.sessionId) === (passed.body.data.decision !== 'REVIEW'));
    assert.match(reviews, /loan-approve/);
    assert.doesNotMatch(textOf((await list('?docType=nin_slip')).body), /loan-approve/);
    const today = new Date().toISOString().slice(0, 10);
    assert.match(textOf((await list(`?from=${today}&to=${today}`)).body), /loan-approve/);
    assert.match(textOf((await list('?to=2020-01-01')).body), /No session matches/);
    const first = await list('?limit=2');
    const next = /href="([^"]*documents\?[^"]*cursor=doc_[0-9A-Z]{26}[^"]*)"/.exec(first.body)?.[1]?.replace(/&#38;/g, '&');
    assert.ok(next, 'an older-sessions link');
    const second = textOf((await page(t, next, people.viewer.cookie)).body);
    const ids = (text: string): string[] => text.match(/doc_[0-9A-Z]{26}/g) ?? [];
    assert.equal(ids(textOf(first.body)).filter((id) => ids(second).includes(id)).length, 0, 'no row twice');
  });

  it("another institution's people see nothing of it: 404 on every page and action, never 403", async () => {
    const sessionId = await reviewSession('loan-private');
    const them = people.strangerAdmin;
    for (const url of [queue(), doc(sessionId), `${doc(sessionId)}/image/front`, `/console/institutions/${lender.institutionId}/documents`, `/console/institutions/${lender.institutionId}/webhook`]) {
      const response = await page(t, url, them.cookie);
      assert.equal(response.statusCode, 404, url);
    }
    for (const action of ['claim', 'release'] as const) assert.equal((await act(t, them, reviewAction(sessionId, action))).statusCode, 404, action);
    assert.equal((await act(t, them, reviewAction(sessionId, 'decision'), { decision: 'Reject', reasonCode: 'SUSPECTED_FORGERY' })).statusCode, 404);
    // Their own institution's paths with this session id: not found either.
    const ownPath = await page(t, `/console/institutions/${stranger.institutionId}/documents/${sessionId}`, them.cookie);
    assert.equal(ownPath.statusCode, 404);
    assert.equal((await act(t, them, `/console/institutions/${stranger.institutionId}/reviews/${sessionId}/claim`)).statusCode, 404);
    const theirQueue = await page(t, `/console/institutions/${stranger.institutionId}/reviews?status=any`, them.cookie);
    assert.equal(theirQueue.statusCode, 200);
    assert.doesNotMatch(theirQueue.body, new RegExp(sessionId));
    const api = await getSessionViaApi(t, lender.apiKey, sessionId);
    assert.equal((api.body.data as unknown as { review: { status: string } }).review.status, 'waiting', 'untouched');
  });

  it('webhook settings: admin only; the secret shown once; delivery log; redeliver; clear; a private or metadata URL refused', async () => {
    const settings = `/console/institutions/${lender.institutionId}/webhook`;
    for (const who of ['reviewer', 'viewer'] as const) {
      assert.equal((await page(t, settings, people[who].cookie)).statusCode, 403, who);
      assert.equal((await act(t, people[who], settings, { url: receiver.url('x') })).statusCode, 403, who);
    }
    const shown = await page(t, settings, people.admin.cookie);
    assert.equal(shown.statusCode, 200);
    const text = textOf(shown.body);
    assert.match(text, new RegExp(`URL ${receiver.url('lender').replace(/[.]/g, '\\.')}`));
    assert.doesNotMatch(shown.body, /id="webhook-secret"/, 'the secret is never shown again');
    assert.match(text, /document_trust\.reviewed doc_[0-9A-Z]{26} delivered 1 HTTP 200/);

    const deliveryId = /deliveries\/(dlv_[0-9A-Z]{26})\/redeliver/.exec(shown.body)?.[1];
    assert.ok(deliveryId);
    const before = receiver.for('lender').length;
    const redelivered = await act(t, people.admin, `${settings}/deliveries/${deliveryId}/redeliver`);
    assert.equal(redelivered.statusCode, 303);
    assert.equal(redelivered.headers.location, `${settings}?notice=redelivered`);
    await waitFor(() => receiver.for('lender').length > before, 60_000, 'the redelivery');
    const last = receiver.for('lender').at(-1)!;
    const first = receiver.for('lender').find((hook) => hook.headers['webhook-id'] === last.headers['webhook-id']);
    assert.ok(first && first !== last, 'the same event id again');
    assert.equal((await act(t, people.strangerAdmin, `/console/institutions/${stranger.institutionId}/webhook/deliveries/${deliveryId}/redeliver`)).statusCode, 404, 'not their delivery');

    const changed = await act(t, people.admin, settings, { url: receiver.url('lender') });
    assert.equal(changed.statusCode, 200);
    assert.doesNotMatch(changed.body, /id="webhook-secret"/, 'a URL change keeps the secret and shows none');
    const metadata = await act(t, people.admin, settings, { url: 'http://169.254.169.254/latest/meta-data' });
    assert.equal(metadata.statusCode, 400);
    assert.match(textOf(metadata.body), /url : /);

    const cleared = await act(t, people.admin, `${settings}/clear`);
    assert.equal(cleared.statusCode, 303);
    assert.match(textOf((await page(t, `${settings}?notice=cleared`, people.admin.cookie)).body), /Webhook cleared: no new event is sent\. .*No webhook is set/);
    const audit = textOf((await page(t, `/console/audit?institutionId=${lender.institutionId}`, people.admin.cookie)).body);
    for (const action of ['webhook.set', 'webhook.redeliver', 'webhook.clear']) assert.match(audit, new RegExp(`admin@lender\\.example .*${action.replace('.', '\\.')}`));
  });
});
