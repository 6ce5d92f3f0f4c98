import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/core/db/index.js';
import { ok } from '../src/core/http/index.js';
import { assertCanAfford, chargeForCall } from '../src/platform/billing/index.js';
import { callerOf, requireInstitution } from '../src/platform/institutions/index.js';
import { runCli } from '../src/cli/index.js';
import { formatKobo } from '../src/cli/output.js';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const probeKeyHeader = 'X-Cli-Test-Api-Key';

/** A billed route like the services' own, so the ledger the CLI lists holds real charges too. */
function addBilledProbeRoute(app: FastifyInstance, context: { database: Database }): void {
  const { db } = context.database;
  app.post('/api/v1/test/cli-billed', { preHandler: requireInstitution({ db, headerName: probeKeyHeader, serviceCode: 'CRDEFAULTSTATUS' }) }, async (request) => {
    const caller = callerOf(request);
    await assertCanAfford({ db, caller });
    const { transactionRef } = await db.transaction(async (tx) => chargeForCall({ tx, caller }));
    return ok(request, { done: true }, 'Billed probe done', { transactionRef });
  });
}

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

interface Institution {
  institutionId: string;
  name: string;
  balanceKobo: number;
  subscriptionActiveUntil: string | null;
  services: { code: string; enabled: boolean; priceKobo: number }[];
  apiKeys: { keyId: string; preview: string; revokedAt: string | null }[];
}

interface LedgerEntry {
  transactionRef: string;
  kind: string;
  serviceCode: string | null;
  amountKobo: number;
  balanceAfterKobo: number;
  reference: string | null;
}

describe(`operator CLI (${testDatabaseKind})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let scratchDir: string;

  async function cli(args: string[], env?: Record<string, string | undefined>): Promise<CliRun> {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env: env ?? { VERITY_URL: baseUrl, VERITY_ADMIN_TOKEN: t.adminToken },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  }

  /** Runs a command with --json and returns the parsed data, failing loudly on a non-zero exit. */
  async function cliJson<T>(args: string[]): Promise<T> {
    const run = await cli([...args, '--json']);
    assert.equal(run.code, 0, `verity ${args.join(' ')} failed: ${run.stderr}`);
    assert.equal(run.stderr, '');
    return JSON.parse(run.stdout) as T;
  }

  async function callProbe(apiKey: string): Promise<number> {
    const response = await fetch(`${baseUrl}/api/v1/test/cli-billed`, { method: 'POST', headers: { [probeKeyHeader]: apiKey } });
    await response.arrayBuffer();
    return response.status;
  }

  before(async () => {
    t = await createTestApp({ beforeReady: addBilledProbeRoute });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    assert.ok(address && typeof address === 'object');
    baseUrl = `http://127.0.0.1:${address.port}`;
    scratchDir = await mkdtemp(path.join(tmpdir(), 'verity-cli-test-'));
  });

  after(async () => {
    await t.close();
    await rm(scratchDir, { recursive: true, force: true });
  });

  it('runs a full operator flow against the real API', async () => {
    const created = await cliJson<{ institutionId: string; apiKey: string; keyId: string }>([
      'institutions',
      'create',
      '--name',
      'Adaeze Microfinance Bank',
      '--service',
      'CRDEFAULTINDIVIDUAL=5000',
      '--service',
      'documenttrust=2_500',
      '--balance',
      '1000000',
    ]);
    assert.match(created.institutionId, /^inst_[0-9A-Z]{26}$/);
    assert.match(created.keyId, /^key_/);
    assert.ok(created.apiKey.length >= 22, 'the API key is returned in full');
    const id = created.institutionId;

    // show: readable and JSON agree with what was created
    const shown = await cli(['institutions', 'show', id]);
    assert.equal(shown.code, 0, shown.stderr);
    assert.match(shown.stdout, /Adaeze Microfinance Bank/);
    assert.match(shown.stdout, /Balance\s+1,000,000 kobo \(₦10,000\.00\)/);
    assert.match(shown.stdout, /CRDEFAULTINDIVIDUAL\s+yes\s+5,000 kobo \(₦50\.00\)/);
    assert.match(shown.stdout, /DOCUMENTTRUST\s+yes\s+2,500 kobo \(₦25\.00\)/);
    assert.match(shown.stdout, new RegExp(created.keyId));
    const institution = await cliJson<Institution>(['institutions', 'show', id]);
    assert.equal(institution.balanceKobo, 1_000_000);
    assert.deepEqual(
      institution.services.map((service) => [service.code, service.enabled, service.priceKobo]),
      [
        ['CRDEFAULTINDIVIDUAL', true, 5000],
        ['DOCUMENTTRUST', true, 2500],
      ],
    );

    // keys: issue a second key, prove it authenticates, revoke it, prove it no longer does
    const issuedRun = await cli(['keys', 'create', id]);
    assert.equal(issuedRun.code, 0, issuedRun.stderr);
    assert.match(issuedRun.stdout, /shown once, store it now/);
    const issued = await cliJson<{ apiKey: string; keyId: string }>(['keys', 'create', id]);
    assert.notEqual(issued.keyId, created.keyId);

    // services: enable CRDEFAULTSTATUS (the probe route's service), then re-price and disable another
    const setRun = await cli(['services', 'set', id, 'CRDEFAULTSTATUS', '--price', '7500']);
    assert.equal(setRun.code, 0, setRun.stderr);
    assert.match(setRun.stdout, /CRDEFAULTSTATUS enabled for inst_\w+ at 7,500 kobo \(₦75\.00\) per call/);
    const disabled = await cliJson<Institution>(['services', 'set', id, 'DOCUMENTTRUST', '--price', '3000', '--disable']);
    assert.deepEqual(
      disabled.services.find((service) => service.code === 'DOCUMENTTRUST'),
      { code: 'DOCUMENTTRUST', enabled: false, priceKobo: 3000 },
    );
    assert.deepEqual(
      disabled.services.find((service) => service.code === 'CRDEFAULTSTATUS'),
      { code: 'CRDEFAULTSTATUS', enabled: true, priceKobo: 7500 },
    );

    assert.equal(await callProbe(issued.apiKey), 200, 'the issued key works and the new service is enabled');
    const revoked = await cli(['keys', 'revoke', id, issued.keyId]);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.match(revoked.stdout, new RegExp(`Revoked API key ${issued.keyId}`));
    assert.equal(await callProbe(issued.apiKey), 401, 'a revoked key stops authenticating');
    const afterRevoke = await cliJson<Institution>(['institutions', 'show', id]);
    assert.notEqual(afterRevoke.apiKeys.find((key) => key.keyId === issued.keyId)?.revokedAt, null);
    assert.equal(afterRevoke.apiKeys.find((key) => key.keyId === created.keyId)?.revokedAt, null);
    assert.equal(afterRevoke.balanceKobo, 1_000_000 - 7500, 'the probe call was billed');

    // wallet: the same reference twice credits once
    const firstCredit = await cli(['wallet', 'credit', id, '250000', '--reference', 'bank-transfer-0042']);
    assert.equal(firstCredit.code, 0, firstCredit.stderr);
    assert.match(firstCredit.stdout, /Balance\s+1,242,500 kobo \(₦12,425\.00\)/);
    const repeated = await cliJson<{ balanceKobo: number; transactionRef: string }>(['wallet', 'credit', id, '250000', '--reference', 'bank-transfer-0042']);
    assert.equal(repeated.balanceKobo, 1_242_500, 'a repeated reference is not credited again');
    const unreferenced = await cliJson<{ balanceKobo: number }>(['wallet', 'credit', id, '100']);
    assert.equal(unreferenced.balanceKobo, 1_242_600);
    const conflicting = await cli(['wallet', 'credit', id, '999', '--reference', 'bank-transfer-0042']);
    assert.equal(conflicting.code, 1);
    assert.match(conflicting.stderr, /already used for a credit of 250000 kobo \(HTTP 409, conflict\)/);

    // subscription: calls under it are recorded at 0 kobo; ending it restores debiting
    const until = '2099-01-01T00:00:00Z';
    const subscribed = await cli(['subscription', 'set', id, '--until', until]);
    assert.equal(subscribed.code, 0, subscribed.stderr);
    assert.match(subscribed.stdout, /active until 2099-01-01T00:00:00\.000Z/);
    assert.equal((await cliJson<Institution>(['institutions', 'show', id])).subscriptionActiveUntil, '2099-01-01T00:00:00.000Z');
    assert.equal(await callProbe(created.apiKey), 200);
    const ended = await cli(['subscription', 'end', id]);
    assert.equal(ended.code, 0, ended.stderr);
    assert.match(ended.stdout, /ended/);
    const final = await cliJson<Institution>(['institutions', 'show', id]);
    assert.equal(final.subscriptionActiveUntil, null);
    assert.equal(final.balanceKobo, 1_242_600, 'the call under the subscription was not debited');
    assert.match((await cli(['institutions', 'show', id])).stdout, /Subscription\s+none/);

    // ledger: every movement once, summing to the balance. Refs order by millisecond only, so
    // entries are compared as a set.
    const { entries } = await cliJson<{ entries: LedgerEntry[] }>(['ledger', id]);
    const movements = (list: LedgerEntry[]) => list.map((entry) => `${entry.kind} ${entry.amountKobo} ${entry.reference ?? '-'}`).sort();
    assert.deepEqual(movements(entries), ['charge -7500 -', 'charge 0 -', 'credit 100 -', 'credit 1000000 opening-balance', 'credit 250000 bank-transfer-0042']);
    assert.equal(
      entries.reduce((sum, entry) => sum + entry.amountKobo, 0),
      final.balanceKobo,
    );

    const table = await cli(['ledger', id]);
    assert.equal(table.code, 0, table.stderr);
    const lines = table.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^TIME\s+TRANSACTION\s+KIND\s+SERVICE\s+AMOUNT\s+BALANCE AFTER\s+REFERENCE$/);
    assert.match(table.stdout, /credit\s+-\s+\+250,000 kobo \(\+₦2,500\.00\)\s+1,242,500 kobo \(₦12,425\.00\)\s+bank-transfer-0042/);
    assert.match(table.stdout, /charge\s+CRDEFAULTSTATUS\s+-7,500 kobo \(-₦75\.00\)/);
    assert.match(lines.at(-1)!, /^5 entries, newest first$/);

    const page = await cli(['ledger', id, '--limit', '2']);
    assert.equal(page.code, 0, page.stderr);
    assert.match(page.stdout, new RegExp(`--before ${entries[1]!.transactionRef}`), 'a full page says how to get the next one');
    const older = await cliJson<{ entries: LedgerEntry[] }>(['ledger', id, '--limit', '2', '--before', entries[1]!.transactionRef]);
    assert.deepEqual(
      older.entries.map((entry) => entry.transactionRef),
      entries.slice(2, 4).map((entry) => entry.transactionRef),
    );
  });

  it('prints the new key readably with the shown-once warning', async () => {
    const run = await cli(['institutions', 'create', '--name', 'Readable Bank']);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^Created institution inst_[0-9A-Z]{26} \(Readable Bank\)$/m);
    assert.match(run.stdout, /^ {2}\S{22,}$/m, 'the key stands on its own line, easy to copy');
    assert.match(run.stdout, /shown once, store it now/);
  });

  it('--json prints exactly the envelope data as JSON', async () => {
    const created = await cli(['--json', 'institutions', 'create', '--name', 'Json Bank', '--balance', '0']);
    assert.equal(created.code, 0, created.stderr);
    const data = JSON.parse(created.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(data).sort(), ['apiKey', 'institutionId', 'keyId']);
    const revoked = await cli(['keys', 'revoke', String(data.institutionId), String(data.keyId), '--json']);
    assert.equal(revoked.code, 0, revoked.stderr);
    assert.deepEqual(JSON.parse(revoked.stdout), {});
    const ledger = await cli(['ledger', String(data.institutionId), '--json']);
    assert.deepEqual(JSON.parse(ledger.stdout), { entries: [] });
  });

  it('a wrong token exits 1 with the server message and request id', async () => {
    const run = await cli(['institutions', 'show', 'inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E'], { VERITY_URL: baseUrl, VERITY_ADMIN_TOKEN: 'not-the-admin-token' });
    assert.equal(run.code, 1);
    assert.equal(run.stdout, '');
    assert.match(run.stderr, /Missing or invalid admin token/);
    assert.match(run.stderr, /HTTP 401, unauthenticated/);
    assert.match(run.stderr, /Request id: req_\w+/);
  });

  it('server-side errors exit 1 with every detail', async () => {
    const missing = await cli(['institutions', 'show', 'inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E']);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /Institution not found \(HTTP 404, not_found\)/);
  });

  it('bad arguments exit 2 naming the argument, before any request', async () => {
    const env = { VERITY_URL: 'http://127.0.0.1:1', VERITY_ADMIN_TOKEN: 'unused' };
    const id = 'inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E';
    const cases: [string[], RegExp][] = [
      [['wallet', 'credit', id, '12.5'], /AMOUNT_KOBO must be a whole number from 1 to 9,000,000,000,000 kobo, got "12\.5"/],
      [['wallet', 'credit', id, '0'], /AMOUNT_KOBO must be from 1 to/],
      [['wallet', 'credit', id], /AMOUNT_KOBO is required/],
      [['wallet', 'credit', 'inst_nope', '100'], /INSTITUTION_ID must look like inst_/],
      [['institutions', 'create', '--service', 'CRDEFAULTSTATUS=5'], /--name is required/],
      [['institutions', 'create', '--name', 'X', '--service', 'CRFOO=5'], /--service code must be one of CRDEFAULTINDIVIDUAL, CRDEFAULTBUSINESS, CRDEFAULTSTATUS, DOCUMENTTRUST, got "CRFOO"/],
      [['institutions', 'create', '--name', 'X', '--service', 'CRDEFAULTSTATUS'], /--service must be CODE=PRICE_KOBO/],
      [['institutions', 'create', '--name', 'X', '--service', 'CRDEFAULTSTATUS=1', '--service', 'crdefaultstatus=2'], /--service CRDEFAULTSTATUS is given twice/],
      [['institutions', 'create', '--name', 'X', '--balance', '-5'], /--balance/],
      [['institutions', 'create', '--name', 'X', '--balance', '9000000000001'], /--balance must be from 0 to 9,000,000,000,000 kobo/],
      [['institutions', 'create', '--name', 'x'.repeat(201)], /--name must be at most 200 characters/],
      [['institutions', 'create', '--name', 'X', '--colour', 'red'], /Unknown option '--colour'/],
      [['institutions', 'show', id, 'extra'], /unexpected argument "extra"/],
      [['keys', 'revoke', id, 'sk_live_secret'], /KEY_ID must look like key_/],
      [['services', 'set', id, 'CRDEFAULTSTATUS'], /--price is required/],
      [['services', 'set', id, 'NOPE', '--price', '1'], /CODE must be one of/],
      [['subscription', 'set', id, '--until', 'tomorrow'], /--until must be an ISO 8601 date-time with a time zone/],
      [['subscription', 'set', id, '--until', '2027-02-30T00:00:00Z'], /--until must be an ISO 8601/],
      [['subscription', 'set', id, '--until', '2027-01-01T00:00:00'], /--until must be an ISO 8601/],
      [['ledger', id, '--limit', '0'], /--limit must be from 1 to 1,000/],
      [['ledger', id, '--limit', '1001'], /--limit must be from 1 to 1,000/],
      [['institutions', 'show', id, '--url'], /--url needs a value/],
      [['institutions', 'show', id, '--url', 'ftp://x'], /--url must be an http:\/\/ or https:\/\/ URL/],
    ];
    for (const [args, expected] of cases) {
      const run = await cli(args, env);
      assert.equal(run.code, 2, `verity ${args.join(' ')} -> ${run.code}: ${run.stderr}`);
      assert.match(run.stderr, expected, `verity ${args.join(' ')}`);
      assert.equal(run.stdout, '');
    }
    const typo = await cli(['wallet', 'credit', id, '12.5'], env);
    assert.match(typo.stderr, /Usage: verity wallet credit INSTITUTION_ID AMOUNT_KOBO \[--reference REF\]/, 'usage errors show the usage');
  });

  it('unknown or incomplete commands print usage and exit 2', async () => {
    for (const args of [[], ['frobnicate'], ['keys'], ['keys', 'rotate'], ['--bogus']]) {
      const run = await cli(args, {});
      assert.equal(run.code, 2, `verity ${args.join(' ')}`);
      assert.match(run.stderr, /Usage:/);
    }
    assert.match((await cli(['frobnicate'], {})).stderr, /unknown command "frobnicate"/);
  });

  it('--help lists every command and needs no server or token', async () => {
    const run = await cli(['--help'], {});
    assert.equal(run.code, 0);
    for (const usage of [
      'institutions create --name NAME',
      'institutions show INSTITUTION_ID',
      'keys create INSTITUTION_ID',
      'keys revoke INSTITUTION_ID KEY_ID',
      'wallet credit INSTITUTION_ID AMOUNT_KOBO',
      'services set INSTITUTION_ID CODE --price KOBO [--disable]',
      'subscription set INSTITUTION_ID --until ISO_DATETIME',
      'subscription end INSTITUTION_ID',
      'ledger INSTITUTION_ID [--limit N]',
      'sandbox identities add|list|remove ...',
      'sandbox authority-records list|put|delete ...',
    ]) {
      assert.ok(run.stdout.includes(`verity ${usage}`), `help lists ${usage}`);
    }
    const one = await cli(['wallet', 'credit', '--help'], {});
    assert.equal(one.code, 0);
    assert.match(one.stdout, /^Usage: verity wallet credit INSTITUTION_ID AMOUNT_KOBO \[--reference REF\]/);
    assert.match(one.stdout, /applied once/);
    const group = await cli(['subscription', '-h'], {});
    assert.equal(group.code, 0);
    assert.match(group.stdout, /subscription set/);
    assert.match(group.stdout, /subscription end/);
    assert.equal((await cli(['help', 'ledger'], {})).code, 0);
    const sandbox = await cli(['sandbox', '--help'], {});
    assert.equal(sandbox.code, 0);
    assert.match(sandbox.stdout, /sandbox identities add\|list\|remove/);
    assert.match(sandbox.stdout, /sandbox authority-records list\|put\|delete/);
    const noAction = await cli(['sandbox', 'authority-records'], {});
    assert.equal(noAction.code, 2);
    assert.match(noAction.stderr, /sandbox authority-records needs an action: list, put or delete/);
  });

  it('takes the URL and token from flags over env, and the token from DATA_DIR/admin-token as a fallback', async () => {
    const { institutionId } = await cliJson<{ institutionId: string }>(['institutions', 'create', '--name', 'Config Bank']);
    const flags = await cli(['institutions', 'show', institutionId, '--url', baseUrl, '--token', t.adminToken], {
      VERITY_URL: 'http://127.0.0.1:1',
      VERITY_ADMIN_TOKEN: 'wrong-token',
    });
    assert.equal(flags.code, 0, flags.stderr);

    const dataDir = path.join(scratchDir, 'data');
    const noToken = await cli(['institutions', 'show', institutionId], { VERITY_URL: baseUrl, DATA_DIR: dataDir });
    assert.equal(noToken.code, 2);
    assert.match(noToken.stderr, /No admin token: pass --token, set VERITY_ADMIN_TOKEN/);
    assert.ok(noToken.stderr.includes(path.join(dataDir, 'admin-token')), 'names the file it looked for');

    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'admin-token'), `${t.adminToken}\n`, { mode: 0o600 });
    const fromFile = await cli(['institutions', 'show', institutionId, '--json'], { VERITY_URL: `${baseUrl}/`, DATA_DIR: dataDir });
    assert.equal(fromFile.code, 0, fromFile.stderr);
    assert.equal((JSON.parse(fromFile.stdout) as Institution).name, 'Config Bank');
  });

  it('an unreachable server exits 1 with a hint', async () => {
    // A port that was just free: nothing listens there, and fetch does not refuse it as it does port 1.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const run = await cli(['institutions', 'show', 'inst_01JD3Z8Q4W5X6Y7Z8A9B0C1D2E'], { VERITY_URL: `http://127.0.0.1:${port}`, VERITY_ADMIN_TOKEN: 'x' });
    assert.equal(run.code, 1);
    assert.match(run.stderr, new RegExp(`Cannot reach the verity server at http://127\\.0\\.0\\.1:${port}/ \\(ECONNREFUSED\\)\\. Is it running\\?`));
  });

  it('shows money as kobo and naira', () => {
    assert.equal(formatKobo(12_500), '12,500 kobo (₦125.00)');
    assert.equal(formatKobo(5), '5 kobo (₦0.05)');
    assert.equal(formatKobo(0), '0 kobo (₦0.00)');
    assert.equal(formatKobo(-7500), '-7,500 kobo (-₦75.00)');
    assert.equal(formatKobo(100, { signed: true }), '+100 kobo (+₦1.00)');
    assert.equal(formatKobo(9_000_000_000_000), '9,000,000,000,000 kobo (₦90,000,000,000.00)');
  });

  it('the real bin runs end to end', async () => {
    const { institutionId } = await cliJson<{ institutionId: string }>(['institutions', 'create', '--name', 'Bin Bank', '--balance', '4200']);
    const child = spawn(process.execPath, ['bin/verity.js', 'institutions', 'show', institutionId, '--json'], {
      cwd: repoRoot,
      env: { ...process.env, VERITY_URL: baseUrl, VERITY_ADMIN_TOKEN: t.adminToken },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    assert.equal(code, 0, stderr);
    const shown = JSON.parse(stdout) as Institution;
    assert.equal(shown.institutionId, institutionId);
    assert.equal(shown.name, 'Bin Bank');
    assert.equal(shown.balanceKobo, 4200);

    const failing = spawn(process.execPath, ['bin/verity.js', 'wallet', 'credit', institutionId, 'lots'], { cwd: repoRoot, env: { ...process.env, VERITY_URL: baseUrl }, stdio: 'ignore' });
    assert.equal(await new Promise<number | null>((resolve) => failing.on('close', resolve)), 2, 'the bin passes the exit code through');
  });
});
