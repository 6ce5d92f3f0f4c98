import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { runCli } from '../src/cli/index.js';
import { formatCsvRecord } from '../src/services/credit-registry/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { axeViolations, launchChromium, navOutsideViewport } from './helpers/browser.js';
import { balanceOf, chargesOf, individualBody, submissionCount, toCsvRows } from './helpers/credit-registry.js';

/*
 * The credit registry through the console in real headless Chromium at 360 px: the operator
 * creates an institution, enables the report service, credits the wallet and invites the admin; the
 * admin invites a reviewer, uploads a CSV with errors (sees each row's errors, nothing billed), then
 * a corrected one, submits it and follows it to Success (the sandbox bureau, jobs running). axe-core
 * checks every page visited. Screenshots go to artifacts/console/ (git-ignored).
 */

const shots = path.resolve('artifacts/console');
function csvOf(bodies: Record<string, unknown>[]): Buffer {
  return Buffer.from(toCsvRows(bodies.map((body) => ({ kind: 'individual' as const, body }))).map((cells) => formatCsvRecord(cells)).join('\r\n'));
}

describe(`console credit registry in Chromium (${testDatabaseKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let origin: string;
  const checked: string[] = [];

  before(async () => {
    mkdirSync(shots, { recursive: true });
    t = await createTestApp({ jobs: true, env: { CREDIT_BUREAU_SANDBOX_DELAY_MS: '0' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const url = (p: string) => `${origin}/console${p}`;
  const local = (link: string) => `${origin}${new URL(link).pathname}${new URL(link).search}`;
  const shot = (name: string) => page.screenshot({ path: path.join(shots, `${testDatabaseKind}-credit-${name}.png`), fullPage: true });

  async function checkPage(name: string): Promise<void> {
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], `${name}: ${JSON.stringify(violations, null, 2)}`);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(overflow <= 0, `${name}: the page is ${overflow} px wider than the screen`);
    // The navigation wraps at 360 px: every link is on the screen, none behind a sideways scroll.
    assert.ok((await page.locator('nav a').count()) > 0, `${name}: no navigation`);
    assert.deepEqual(await navOutsideViewport(page), [], `${name}: navigation outside the 360 px screen`);
    await shot(name);
    checked.push(name);
  }

  /**
   * Reloads the submission page, as a person would, until it shows `status`. The bound is generous
   * (a loaded machine's job worker is slow) and the wait ends as soon as the status shows.
   */
  async function reloadUntilStatus(status: 'Success' | 'Failed'): Promise<void> {
    const deadline = Date.now() + 180_000;
    while (!new RegExp(`Status\\s+${status}`).test(await page.locator('main').innerText())) {
      assert.ok(Date.now() < deadline, `still not ${status}: ${await page.locator('main').innerText()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      await page.reload();
    }
  }

  async function choosePassword(password: string): Promise<void> {
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
  }

  async function signOut(): Promise<void> {
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(url('/sign-in'));
  }

  it('operator sets up an institution; its admin invites a reviewer, fixes a CSV and follows the reports to Success', async () => {
    let stdout = '';
    const code = await runCli(['users', 'create', '--operator', 'ops@example.com'], { env: { VERITY_URL: origin, VERITY_ADMIN_TOKEN: t.adminToken }, stdout: (text) => (stdout += text), stderr: () => {} });
    assert.equal(code, 0);
    const operatorLink = /https?:\/\/\S+\/console\/link\?token=[A-Za-z0-9_-]+/.exec(stdout)?.[0];
    assert.ok(operatorLink);
    await page.goto(local(operatorLink));
    await choosePassword('operator passphrase for the test');
    await page.waitForURL(url('/institutions'));

    // The operator creates the institution and invites its admin.
    await page.getByLabel('Institution name').fill('Adaeze Microfinance Bank');
    await page.getByRole('button', { name: 'Create institution' }).click();
    await page.getByRole('status').waitFor();
    await page.getByRole('link', { name: 'Adaeze Microfinance Bank' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Adaeze Microfinance Bank' }).waitFor();
    const institutionId = /inst_[0-9A-Z]{26}/.exec(page.url())![0];
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@adaeze.example');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const adminLink = await page.getByRole('textbox', { name: 'Invitation link for admin@adaeze.example' }).inputValue();

    // Services, price and money, from the wallet page.
    await page.getByRole('link', { name: 'Wallet, services and ledger' }).click();
    await page.getByLabel('Price in kobo for CRDEFAULTINDIVIDUAL').fill('500');
    await page.getByLabel('State of CRDEFAULTINDIVIDUAL').selectOption('true');
    await page.getByRole('button', { name: 'Save CRDEFAULTINDIVIDUAL' }).click();
    await page.getByRole('status').waitFor();
    assert.match(await page.getByRole('status').innerText(), /Service saved/);
    await page.getByLabel('Amount in naira').fill('1000');
    await page.getByLabel('Reference (optional)').fill('BANK-TRANSFER-0001');
    await page.getByRole('button', { name: 'Credit wallet' }).click();
    await page.getByText('Wallet credited.').waitFor();
    assert.match(await page.locator('main').innerText(), /Balance\s+₦1,000\.00/);
    await checkPage('wallet-as-operator');
    await page.getByRole('link', { name: 'Health' }).click();
    await page.getByRole('heading', { level: 1, name: 'System health' }).waitFor();
    assert.match(await page.locator('main').innerText(), /Ready: Database reachable/);
    await checkPage('health');
    await page.getByRole('link', { name: 'Ledger', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Ledger' }).waitFor();
    assert.match(await page.locator('main table').innerText(), /credit[\s\S]*₦1,000\.00[\s\S]*BANK-TRANSFER-0001/);
    await checkPage('ledger');
    await page.getByRole('link', { name: 'Sandbox', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sandbox registries' }).waitFor();
    await checkPage('sandbox');
    await signOut();

    // The admin accepts, and invites a reviewer.
    await page.goto(local(adminLink));
    await choosePassword('admin passphrase for the test');
    await page.waitForURL(url(`/institutions/${institutionId}`));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('reviewer@adaeze.example');
    await page.getByLabel('Role').selectOption('reviewer');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    assert.match(await page.getByRole('textbox', { name: 'Invitation link for reviewer@adaeze.example' }).inputValue(), /\/console\/link\?token=/);
    assert.match(await page.locator('table').first().innerText(), /reviewer@adaeze\.example\s+reviewer\s+invited/);

    // A CSV with errors: every row's problems, nothing stored or billed.
    await page.getByRole('link', { name: 'Credit registry' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Adaeze Microfinance Bank: credit registry' }).waitFor();
    await checkPage('credit-empty');
    const fixed = [individualBody(), individualBody()];
    const broken = [{ ...fixed[0], bvn: '1234' }, { ...fixed[1], dateOfBirth: '14/03/1988', daysInArrears: 'forty' }];
    await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'defaulters.csv', mimeType: 'text/csv', buffer: csvOf(broken) });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').waitFor();
    const alert = await page.getByRole('alert').innerText();
    assert.match(alert, /2 of 2 rows|No row of the upload is valid/);
    assert.match(alert, /rows\[0\]\.bvn/);
    assert.match(alert, /rows\[1\]\.dateOfBirth/);
    assert.match(alert, /rows\[1\]\.daysInArrears/);
    assert.match(await page.locator('main').innerText(), /nothing was stored or billed/);
    await checkPage('credit-row-errors');
    assert.equal(await balanceOf(t, institutionId), 100_000);
    assert.equal(await submissionCount(t, institutionId), 0);

    // The corrected file: checked, then submitted.
    await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'defaulters.csv', mimeType: 'text/csv', buffer: csvOf(fixed) });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('status').waitFor();
    assert.match(await page.getByRole('status').innerText(), /all 2 of 2 rows are valid/);
    assert.equal(await submissionCount(t, institutionId), 0);
    await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'defaulters.csv', mimeType: 'text/csv', buffer: csvOf(fixed) });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('2 reports submitted').waitFor();
    await checkPage('credit-submitted');
    assert.equal(await balanceOf(t, institutionId), 100_000 - 2 * 500);
    assert.equal((await chargesOf(t, institutionId)).length, 2);

    // Follow the first report to Success, reloading as a person would.
    await page.getByRole('link', { name: String(fixed[0]!.accountNumber) }).click();
    await page.getByRole('heading', { level: 2, name: 'Progress' }).waitFor();
    await reloadUntilStatus('Success');
    assert.match(await page.locator('.progress').innerText(), /Accepted: individual report[\s\S]*Received by sandbox bureau/);
    await checkPage('submission-success');

    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { level: 1, name: 'Adaeze Microfinance Bank: overview' }).waitFor();
    assert.match(await page.locator('main').innerText(), /Billed calls\s+2/);
    await checkPage('overview');
    await page.getByRole('link', { name: 'Wallet' }).click();
    assert.match(await page.locator('main').innerText(), /charge\s+CRDEFAULTINDIVIDUAL\s+-?₦-?5\.00/);
    await checkPage('wallet-as-admin');

    // A report the bureau fails, resent corrected: the form keeps what was sent, checks, then submits a new submission naming the old.
    const rejected = individualBody({ accountNumber: `REJECT-${fixed[0]!.accountNumber}` });
    await page.getByRole('link', { name: 'Credit registry' }).first().click();
    await page.getByLabel('CSV or JSON file').setInputFiles({ name: 'one.csv', mimeType: 'text/csv', buffer: csvOf([rejected]) });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('1 reports submitted').waitFor();
    await page.getByRole('link', { name: String(rejected.accountNumber) }).click();
    await page.getByRole('heading', { level: 2, name: 'Progress' }).waitFor();
    await reloadUntilStatus('Failed');
    await page.getByRole('link', { name: 'Resend a corrected report' }).click();
    await page.getByRole('heading', { level: 2, name: 'Corrected report' }).waitFor();
    assert.equal(await page.getByLabel('accountNumber', { exact: true }).inputValue(), rejected.accountNumber);
    await page.getByLabel('accountNumber', { exact: true }).fill(`FIXED-${fixed[0]!.accountNumber}`);
    await page.getByLabel('bvn', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /bvn/);
    assert.equal(await page.getByLabel('accountNumber', { exact: true }).inputValue(), `FIXED-${fixed[0]!.accountNumber}`, 'what was entered is kept');
    await checkPage('credit-correction-errors');
    await page.getByLabel('bvn', { exact: true }).fill(String(rejected.bvn));
    await page.getByRole('button', { name: 'Submit corrected report' }).click();
    await page.getByText('Corrected report submitted').waitFor();
    assert.match(await page.locator('main').innerText(), /Corrects\s+sub_/);
    await checkPage('credit-corrected');
    assert.equal(checked.length, 12);
  });
});
