import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { act, consolePerson, page, textOf, type ConsoleSession } from './helpers/console.js';
import { accountNumber, balanceOf, createReporter, individualBody, prices, submissionCount, submit, waitForTerminal } from './helpers/credit-registry.js';

/*
 * "Resend a corrected report" over HTTP on a real database: a submission the bureau failed is
 * edited in the console, checked again before anything is billed, then sent as a new submission
 * that names the failed one; who may do it, what it bills and audits, and what it refuses.
 */

const password = 'console correction passphrase';
/** Generous: the job worker shares a loaded machine; the wait ends as soon as the row changes. */
const terminalWaitMs = 120_000;

/** The form's fields as the page shows them: `col:NAME` inputs with their values. */
function formFieldsOf(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/<input id="c-\d+" name="(col:[^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)))] = match[2]!.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
  }
  return fields;
}

describe(`console: resend a corrected credit report (${testDatabaseKind})`, () => {
  let t: TestApp;
  let institutionA: string;
  let apiKeyA: string;
  let institutionB: string;
  let operator: ConsoleSession;
  let adminA: ConsoleSession;
  let viewerA: ConsoleSession;
  let adminB: ConsoleSession;

  before(async () => {
    t = await createTestApp({ jobs: true, env: { CREDIT_BUREAU_SANDBOX_DELAY_MS: '0' } });
    ({ institutionId: institutionA, apiKey: apiKeyA } = await createReporter(t, { balanceKobo: 100_000 }));
    institutionB = (await createReporter(t, { balanceKobo: 100_000 })).institutionId;
    operator = await consolePerson(t, { email: 'ops@example.com', role: 'operator', password });
    adminA = await consolePerson(t, { email: 'admin@a.example', role: 'admin', institutionId: institutionA, password });
    viewerA = await consolePerson(t, { email: 'viewer@a.example', role: 'viewer', institutionId: institutionA, password });
    adminB = await consolePerson(t, { email: 'admin@b.example', role: 'admin', institutionId: institutionB, password });
  });
  after(async () => {
    await t?.close();
  });

  async function failedSubmission(): Promise<string> {
    const sent = await submit(t, apiKeyA, 'individual', individualBody({ accountNumber: accountNumber('REJECT-') }));
    assert.equal(sent.statusCode, 200, sent.raw);
    const row = await waitForTerminal(t, sent.body.data.submissionId, terminalWaitMs);
    assert.equal(row?.processingStatus, 'Failed');
    return sent.body.data.submissionId;
  }

  it('a failed report is edited, checked (nothing billed), refused while unchanged, then sent once as a new submission naming the old', async () => {
    const failedId = await failedSubmission();
    const detailUrl = `/console/institutions/${institutionA}/credit/submissions/${failedId}`;
    const correctUrl = `${detailUrl}/correct`;

    const detail = await page(t, detailUrl, adminA.cookie);
    assert.equal(detail.statusCode, 200);
    assert.match(textOf(detail.body), /Status Failed .* Resend a corrected report/);
    const form = await page(t, correctUrl, adminA.cookie);
    assert.equal(form.statusCode, 200, form.body.slice(0, 300));
    assert.match(textOf(form.body), /Why it failed .*Rejected by bureau/);
    const fields = formFieldsOf(form.body);
    assert.match(fields['col:accountNumber'] ?? '', /^REJECT-/, 'the form is prefilled with the report as sent');
    assert.ok(fields['col:bvn'], 'every field of the report is on the form');

    const balanceBefore = await balanceOf(t, institutionA);
    const countBefore = await submissionCount(t, institutionA);
    const corrected = { ...fields, 'col:accountNumber': accountNumber('FIXED-') };

    // Checked with a bad field: the problem next to its field, the entered text kept, nothing stored.
    const bad = await act(t, adminA, correctUrl, { ...corrected, 'col:bvn': '123', mode: 'check' });
    assert.equal(bad.statusCode, 400, bad.body.slice(0, 300));
    assert.match(textOf(bad.body), /nothing was stored or billed/);
    assert.match(bad.body, /name="col:bvn" value="123" maxlength="1000" autocomplete="off" aria-invalid="true" aria-describedby="c-\d+-error"><p class="error" id="c-\d+-error">must be exactly 11 digits/);
    assert.equal(formFieldsOf(bad.body)['col:accountNumber'], corrected['col:accountNumber'], 'the other fields are redisplayed as entered');
    // Submitted with the same bad field: refused the same way.
    assert.equal((await act(t, adminA, correctUrl, { ...corrected, 'col:bvn': '123', mode: 'submit' })).statusCode, 400);

    // Unchanged: the same report as the failed one, so nothing new is stored or billed.
    const unchanged = await act(t, adminA, correctUrl, { ...fields, mode: 'submit' });
    assert.equal(unchanged.statusCode, 400, unchanged.body.slice(0, 300));
    assert.match(textOf(unchanged.body), /is the same as the failed report: change the fields the bureau refused/);

    const checked = await act(t, adminA, correctUrl, { ...corrected, mode: 'check' });
    assert.equal(checked.statusCode, 200, checked.body.slice(0, 300));
    assert.match(textOf(checked.body), /Every field is valid\. Nothing was stored or billed/);
    assert.equal(await balanceOf(t, institutionA), balanceBefore, 'checking and refused submits bill nothing');
    assert.equal(await submissionCount(t, institutionA), countBefore, 'checking and refused submits store nothing');

    // A viewer, another institution's admin: not allowed, not found.
    assert.equal((await act(t, viewerA, correctUrl, { ...corrected, mode: 'submit' })).statusCode, 403);
    assert.equal((await page(t, correctUrl, viewerA.cookie)).statusCode, 403);
    assert.doesNotMatch(textOf((await page(t, detailUrl, viewerA.cookie)).body), /Resend a corrected report/);
    assert.equal((await act(t, adminB, correctUrl, { ...corrected, mode: 'submit' })).statusCode, 404);
    assert.equal((await act(t, adminB, `/console/institutions/${institutionB}/credit/submissions/${failedId}/correct`, { ...corrected, mode: 'submit' })).statusCode, 404, 'another tenant’s submission id under their own institution is not found');

    const sent = await act(t, adminA, correctUrl, { ...corrected, mode: 'submit' });
    assert.equal(sent.statusCode, 303, sent.body.slice(0, 300));
    const location = String(sent.headers.location);
    const newId = /\/credit\/submissions\/(sub_[0-9A-Z]{26})\?notice=resent$/.exec(location)?.[1];
    assert.ok(newId && newId !== failedId, location);
    assert.equal(await balanceOf(t, institutionA), balanceBefore - prices.CRDEFAULTINDIVIDUAL, 'billed once, as a new report');
    assert.equal(await submissionCount(t, institutionA), countBefore + 1);
    const [stored] = await t.database.db.select().from(tables.creditSubmissions).where(eq(tables.creditSubmissions.id, newId));
    assert.equal(stored?.correctsSubmissionId, failedId);
    assert.equal(stored?.accountNumber, corrected['col:accountNumber']);
    assert.equal((await waitForTerminal(t, newId, terminalWaitMs))?.processingStatus, 'Success');

    const shownNew = textOf((await page(t, location, viewerA.cookie)).body);
    assert.match(shownNew, /Corrected report submitted/);
    assert.match(shownNew, new RegExp(`Status Success .* Corrects ${failedId} \\(failed\\)`));
    const shownOld = textOf((await page(t, detailUrl, adminA.cookie)).body);
    assert.match(shownOld, new RegExp(`Corrected by ${newId}`));
    assert.doesNotMatch(shownOld, /Resend a corrected report/, 'a failed submission is corrected once');

    // Once corrected, a second resend (another field changed) is a conflict and bills nothing.
    const second = await act(t, adminA, correctUrl, { ...corrected, 'col:accountNumber': accountNumber('FIXED-'), mode: 'submit' });
    assert.equal(second.statusCode, 409);
    assert.match(textOf(second.body), new RegExp(`already corrected by ${newId}`));
    assert.equal(await balanceOf(t, institutionA), balanceBefore - prices.CRDEFAULTINDIVIDUAL);
    assert.equal((await page(t, correctUrl, adminA.cookie)).statusCode, 303, 'the form of a corrected submission leads back to it');

    const audit = textOf((await page(t, '/console/audit?action=credit.resend', operator.cookie)).body);
    assert.match(audit, new RegExp(`admin@a\\.example .*credit\\.resend .*${newId}`));
    assert.match(audit, new RegExp(`"correctsSubmissionId":"${failedId}"`));
    assert.doesNotMatch(audit, /FIXED-|REJECT-/, 'the report’s fields are not copied into the audit log');
  });

  it('only a Failed submission can be resent corrected', async () => {
    const sent = await submit(t, apiKeyA, 'individual', individualBody());
    const succeeded = await waitForTerminal(t, sent.body.data.submissionId, terminalWaitMs);
    assert.equal(succeeded?.processingStatus, 'Success');
    const url = `/console/institutions/${institutionA}/credit/submissions/${succeeded.id}/correct`;
    assert.doesNotMatch(textOf((await page(t, url.replace(/\/correct$/, ''), adminA.cookie)).body), /Resend a corrected report/);
    const refused = await act(t, operator, url, { 'col:accountNumber': accountNumber('FIXED-'), mode: 'submit' });
    assert.equal(refused.statusCode, 409);
    assert.match(textOf(refused.body), /Only a Failed submission can be resent corrected: this one is Success/);
  });
});
