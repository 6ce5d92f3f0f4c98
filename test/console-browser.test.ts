import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { runCli } from '../src/cli/index.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { axeViolations, launchChromium } from './helpers/browser.js';

/*
 * The console in real headless Chromium at 360 px wide: the operator signs in through the CLI's
 * one-time link, creates an institution and invites its admin, and the admin accepts and signs in.
 * axe-core checks every page it visits. Screenshots go to artifacts/console/ (git-ignored).
 */

const shots = path.resolve('artifacts/console');
describe(`console in Chromium (${testDatabaseKind})`, () => {
  let t: TestApp;
  let browser: Browser;
  let page: Page;
  let origin: string;
  const checked: string[] = [];

  before(async () => {
    mkdirSync(shots, { recursive: true });
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // The links the CLI prints carry CONSOLE_URL (here the test's PUBLIC_BASE_URL): point them at the real port.
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    page = await context.newPage();
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  const url = (p: string) => `${origin}/console${p}`;
  const shot = (name: string) => page.screenshot({ path: path.join(shots, `${testDatabaseKind}-${name}.png`), fullPage: true });

  /** axe finds nothing, and nothing is wider than the 360 px screen. */
  async function checkPage(name: string): Promise<void> {
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], `${name}: ${JSON.stringify(violations, null, 2)}`);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    assert.ok(overflow <= 0, `${name}: the page is ${overflow} px wider than the screen`);
    await shot(name);
    checked.push(name);
  }

  async function cliLink(args: string[]): Promise<string> {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, { env: { VERITY_URL: origin, VERITY_ADMIN_TOKEN: t.adminToken }, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    assert.equal(code, 0, stderr);
    const found = /https?:\/\/\S+(\/console\/link\?token=[A-Za-z0-9_-]+)/.exec(stdout);
    assert.ok(found, stdout);
    return `${origin}${found[1]}`;
  }

  async function choosePassword(password: string): Promise<void> {
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Repeat the password').fill(password);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
  }

  it('operator signs in through the CLI link, creates an institution and its admin; the admin accepts and signs in', async () => {
    const password = 'operator passphrase for the test';
    await page.goto(await cliLink(['users', 'create', '--operator', 'ops@example.com']));
    assert.match(await page.getByRole('heading', { level: 2 }).innerText(), /Choose a password for ops@example\.com/);
    await checkPage('link');
    await choosePassword(password);
    await page.waitForURL(url('/institutions')).catch(async (error: unknown) => {
      throw new Error(`${page.url()}: ${await page.locator('body').innerText()}`, { cause: error });
    });
    assert.match(await page.locator('header').innerText(), /ops@example\.com \(operator\)/);
    await checkPage('institutions-empty');

    await page.getByLabel('Institution name').fill('Adaeze Microfinance Bank');
    await page.getByRole('button', { name: 'Create institution' }).click();
    await page.getByRole('status').waitFor();
    assert.match(await page.getByRole('status').innerText(), /Institution Adaeze Microfinance Bank created/);
    assert.match(await page.getByRole('textbox', { name: 'First API key' }).inputValue(), /^vsk_/);
    assert.match(await page.getByRole('note').innerText(), /Shown only this once/);
    await checkPage('institution-created');

    await page.getByRole('link', { name: 'Adaeze Microfinance Bank' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Adaeze Microfinance Bank' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@adaeze.example');
    await page.getByLabel('Role').selectOption('admin');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const invitation = await page.getByRole('textbox', { name: 'Invitation link for admin@adaeze.example' }).inputValue();
    assert.match(invitation, /\/console\/link\?token=/);
    assert.match(await page.locator('table').first().innerText(), /admin@adaeze\.example\s+admin\s+invited \(no password yet\)/);
    await checkPage('institution');

    // The operator signs out with the keyboard: Tab to the button, Enter.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await signOut.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/sign-in'));
    await checkPage('sign-in');

    // The admin opens the invitation (same host as the browser's origin), chooses a password, lands on the institution.
    await page.goto(`${origin}${new URL(invitation).pathname}${new URL(invitation).search}`);
    assert.match(await page.locator('main').innerText(), /You have been invited/);
    await choosePassword('admin passphrase for the test');
    await page.waitForURL(/\/console\/institutions\/inst_[0-9A-Z]{26}$/);
    assert.match(await page.locator('header').innerText(), /admin@adaeze\.example \(admin\)/);
    assert.match(await page.locator('table').first().innerText(), /admin@adaeze\.example\s+admin\s+active/);

    // Sign out, then in again with email and password, by keyboard alone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(url('/sign-in'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@adaeze.example');
    await page.getByLabel('Password', { exact: true }).fill('wrong passphrase entirely');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    assert.match(await page.getByRole('alert').innerText(), /do not match/);
    await checkPage('sign-in-wrong');
    await page.getByLabel('Password', { exact: true }).fill('admin passphrase for the test');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/console\/institutions\/inst_[0-9A-Z]{26}$/);
    await checkPage('institution-as-admin');

    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.waitForURL(url('/audit'));
    const audit = await page.locator('table').innerText();
    assert.match(audit, /admin@adaeze\.example[\s\S]*user\.sign_in/);
    assert.match(audit, /ops@example\.com[\s\S]*user\.invite/);
    await checkPage('audit-as-admin');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(url('/account'));
    await checkPage('account');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(url('/sign-in'));
    await page.goto(url('/audit'));
    assert.equal(page.url(), url('/sign-in'), 'signed out everywhere: the console asks to sign in again');
    assert.equal(checked.length, 9);
  });
});
