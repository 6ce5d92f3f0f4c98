import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { createOcrPool, type OcrPool } from '../src/services/document-trust/index.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { axeViolations, launchChromium } from './helpers/browser.js';
import { createVerifier, getSessionViaApi, postDocument, putAuthorityRecord, renderDocument, samplePeople } from './helpers/documents.js';
import { waitFor, WebhookReceiver } from './helpers/embed.js';

/*
 * The review queue in real headless Chromium at 360 px wide: an admin sets the institution webhook,
 * a passport the sandbox authority holds with another sex gets REVIEW, a reviewer signs in, claims
 * it, sees the image and the difference, approves; the API's GET shows the review and a real https
 * receiver gets the signed document_trust.reviewed. axe-core checks every page visited.
 * Screenshots go to artifacts/console/ (git-ignored).
 */

const shots = path.resolve('artifacts/console');
describe(`console review queue in Chromium (${testDatabaseKind})`, () => {
  let ocr: OcrPool;
  let t: TestApp;
  let receiver: WebhookReceiver;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let origin: string;
  let lender: { institutionId: string; apiKey: string; keyId: string };
  const checked: string[] = [];

  before(async () => {
    mkdirSync(shots, { recursive: true });
    ocr = createOcrPool({ pageWorkers: 1 });
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ ocr, jobs: true, env: receiver.env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    lender = await createVerifier(t);
    browser = await launchChromium();
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await t?.close();
    await receiver?.stop();
    await ocr?.close();
  });

  const url = (p: string) => `${origin}/console${p}`;

  async function checkPage(name: string): Promise<void> {
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], `${name}: ${JSON.stringify(violations, null, 2)}`);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(overflow <= 0, `${name}: the page is ${overflow} px wider than the screen`);
    await page.screenshot({ path: path.join(shots, `${testDatabaseKind}-${name}.png`), fullPage: true });
    checked.push(name);
  }

  /** A person of the lender made through the operator API, signed in through their one-time link in a fresh browser context. */
  async function signInAs(email: string, role: string): Promise<void> {
    const created = await call<{ signInUrl: string }>(t.app, { method: 'POST', url: '/admin/v1/console/users', headers: adminHeaders(t), body: { email, role, institutionId: lender.institutionId } });
    assert.equal(created.statusCode, 201, created.raw);
    const link = new URL(created.body.data.signInUrl);
    await context?.close();
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    page = await context.newPage();
    await page.goto(`${origin}${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill(`${role} passphrase for the test`);
    await page.getByLabel('Repeat the password').fill(`${role} passphrase for the test`);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.waitForURL(url(`/institutions/${lender.institutionId}`));
  }

  it('admin sets the webhook; a reviewer claims a REVIEW passport, sees the difference, approves; API and webhook show it', async () => {
    await signInAs('admin@lender.example', 'admin');
    await page.getByRole('link', { name: 'Webhook settings' }).click();
    await page.waitForURL(url(`/institutions/${lender.institutionId}/webhook`));
    await page.getByLabel('URL', { exact: true }).fill(receiver.url('lender'));
    await page.getByRole('button', { name: 'Set URL' }).click();
    const secret = await page.getByRole('textbox', { name: 'Webhook signing secret' }).inputValue();
    assert.ok(secret.length >= 16, 'the secret is shown once');
    receiver.trust('lender', secret);
    await checkPage('webhook-set');

    // The sandbox authority holds this passport's holder as male; the document says F: REVIEW.
    await putAuthorityRecord(t, { docType: 'passport', documentNumber: 'A07492141', fields: { surname: 'ADEYEMI', givenNames: 'CHIDINMA GRACE', dateOfBirth: '1990-03-14', sex: 'M', expiryDate: '2032-01-01' } });
    const posted = await postDocument(t, lender.apiKey, await renderDocument({ ...samplePeople.passport, documentNumber: 'A07492141' }), { docType: 'passport', customerReference: 'loan-4410' });
    assert.equal(posted.statusCode, 200);
    assert.equal(posted.body.data.decision, 'REVIEW', JSON.stringify(posted.body.data.checks));
    const sessionId = posted.body.data.sessionId;

    await signInAs('rita@lender.example', 'reviewer');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Review queue' }).click();
    await page.waitForURL(url(`/institutions/${lender.institutionId}/reviews`));
    assert.match(await page.locator('.figures').innerText(), /Waiting\s+1/);
    await checkPage('review-queue');
    await page.getByRole('button', { name: `Claim ${sessionId}` }).click();
    await page.waitForURL(url(`/institutions/${lender.institutionId}/documents/${sessionId}?notice=claimed`));
    assert.match(await page.getByRole('status').innerText(), /Review claimed/);
    const image = page.getByRole('img', { name: 'Front of the document as uploaded' });
    assert.ok((await image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth)) > 0, 'the image loads under the page CSP');
    const sexRow = page.getByRole('row', { name: 'Sex Differs F M', exact: true });
    assert.match(await sexRow.innerText(), /Sex\s+≠ Differs\s+F\s+M/);
    await checkPage('review-detail');

    await page.getByLabel('Reason').first().selectOption('DIFFERENCE_EXPLAINED');
    await page.getByLabel('Note (required with OTHER)').first().fill('Sex marker misprinted at the authority; the photo and the rest agree.');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForURL(url(`/institutions/${lender.institutionId}/documents/${sessionId}?notice=approved`));
    assert.match(await page.locator('main').innerText(), /Decision\s+Approve \(DIFFERENCE_EXPLAINED\)/);
    await checkPage('review-decided');

    const api = await getSessionViaApi(t, lender.apiKey, sessionId);
    const review = (api.body.data as unknown as { review: Record<string, unknown> }).review;
    assert.equal(api.body.data.decision, 'REVIEW');
    assert.equal(review.status, 'decided');
    assert.equal(review.decision, 'Approve');
    assert.equal(review.reasonCode, 'DIFFERENCE_EXPLAINED');
    assert.equal(review.reviewerKind, 'user');
    await waitFor(() => receiver.for('lender').some((hook) => hook.body.sessionId === sessionId), 15_000, 'document_trust.reviewed');
    const hook = receiver.for('lender').find((received) => received.body.sessionId === sessionId)!;
    assert.equal(hook.body.event, 'document_trust.reviewed');
    assert.deepEqual(hook.body.review, review);
    assert.deepEqual(receiver.rejected, []);

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Documents' }).click();
    await page.waitForURL(url(`/institutions/${lender.institutionId}/documents`));
    assert.match(await page.locator('table').innerText(), new RegExp(`${sessionId}[\\s\\S]*REVIEW[\\s\\S]*loan-4410[\\s\\S]*decided`));
    await checkPage('documents');
    assert.equal(checked.length, 5);
  });

  it('a page the reader turned upright is shown upright to a reviewer; the image behind it is the upload, byte for byte', async () => {
    const upright = await renderDocument({ ...samplePeople.passport, documentNumber: 'A07492150' });
    // A portrait photo of the landscape data page, no EXIF orientation: the reader turns it back by 270.
    const uploaded = await sharp(upright).rotate(90).png().toBuffer();
    const posted = await postDocument(t, lender.apiKey, uploaded, { docType: 'passport', customerReference: 'loan-turned' });
    assert.equal(posted.statusCode, 200, JSON.stringify(posted.body));
    const sessionId = posted.body.data.sessionId;
    const record = await t.blobStore.get(posted.body.data.audit.documentImagePath.replace(/-front\.\w+$/, '-evidence.json'));
    assert.equal(JSON.parse(record!.bytes.toString('utf8')).turnedBy, 270);

    await signInAs('tunde@lender.example', 'reviewer');
    await page.goto(url(`/institutions/${lender.institutionId}/documents/${sessionId}`));
    const image = page.getByRole('img', { name: 'Front of the document, turned 270 degrees clockwise as it was read' });
    // Waits for the image itself to load (no fixed time: a loaded machine decodes slowly).
    await image.evaluate((element) => new Promise<void>((resolve, reject) => {
      const img = element as unknown as { complete: boolean; naturalWidth: number; decode(): Promise<void> };
      if (img.complete && img.naturalWidth > 0) resolve();
      else img.decode().then(resolve, reject);
    }));
    assert.match(await page.locator('figure.doc-image figcaption').innerText(), /shown turned 270 degrees clockwise.*The stored image is as uploaded/s);

    // The image as shown: the upright page's proportions, inside its box (nothing overlaps the page).
    const { width, height } = (await sharp(upright).metadata()) as { width: number; height: number };
    const shown = (await image.boundingBox())!;
    const box = (await page.locator('figure.doc-image a.doc-turned').boundingBox())!;
    assert.ok(Math.abs(shown.width / shown.height - width / height) < 0.03, `shown ${shown.width} x ${shown.height}, upright ${width} x ${height}`);
    for (const [edge, inner, outer] of [['left', shown.x, box.x], ['top', shown.y, box.y], ['right', box.x + box.width, shown.x + shown.width], ['bottom', box.y + box.height, shown.y + shown.height]] as const) {
      assert.ok(Math.abs(inner - outer) <= 2, `${edge}: image ${JSON.stringify(shown)} in box ${JSON.stringify(box)}`);
    }
    // What the reviewer sees is the upright page, not the upload nor the page upside down.
    const small = (png: Buffer) => sharp(png).resize(96, Math.round((96 * height) / width), { fit: 'fill' }).greyscale().raw().toBuffer();
    const seen = await small(await page.locator('figure.doc-image a.doc-turned').screenshot());
    const difference = async (png: Buffer) => {
      const other = await small(png);
      return seen.reduce((sum, value, i) => sum + Math.abs(value - other[i]!), 0) / seen.length;
    };
    const [asUpright, asUpsideDown] = [await difference(upright), await difference(await sharp(upright).rotate(180).png().toBuffer())];
    assert.ok(asUpright < asUpsideDown / 2, `mean grey difference from the upright page ${asUpright.toFixed(1)}, from it upside down ${asUpsideDown.toFixed(1)}`);

    const served = await page.request.get(url(`/institutions/${lender.institutionId}/documents/${sessionId}/image/front`));
    assert.equal(served.status(), 200);
    assert.ok((await served.body()).equals(uploaded), 'the stored and served image is the upload as sent');
    await checkPage('document-turned');
  });
});
