import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, testDatabaseKind } from './helpers/app.js';

interface Started {
  child: ChildProcess;
  output: () => string;
  port: number;
}

/** Runs the real `verity start` and waits for the URLs it prints. */
async function startVerity(env: Record<string, string>, args: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, ['bin/verity.js', 'start', ...args], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start banner:\n${output}`)), 180_000);
    const check = () => {
      const match = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match && /Health/.test(output)) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      } else if (args.includes('worker') && /started \(role worker\)/.test(output)) {
        clearTimeout(timer);
        resolve(0);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { child, output: () => output, port };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe(`verity start (${testDatabaseKind})`, () => {
  let dataDir: string;
  let databaseEnv: Record<string, string> = {};
  let drop: () => Promise<void> = async () => undefined;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'verity-boot-'));
    if (testDatabaseKind === 'postgres') {
      const created = await createTestDatabase();
      databaseEnv = { DATABASE_URL: created.databaseUrl! };
      drop = created.drop;
    }
  });
  after(async () => {
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the URLs and a new admin token once, serves, and stops cleanly on SIGTERM', async () => {
    const first = await startVerity({ DATA_DIR: dataDir, ...databaseEnv });
    const banner = first.output();
    assert.match(banner, /Docs\s+http:\/\/localhost:\d+\/docs/);
    assert.match(banner, /Portal\s+http:\/\/localhost:\d+\/embed\/partner/);
    const token = /Admin token[^\n]*\n\s+(vat_\S+)/.exec(banner)?.[1];
    assert.ok(token, `admin token printed:\n${banner}`);
    assert.equal((await stat(path.join(dataDir, 'admin-token'))).mode & 0o777, 0o600);

    const ready = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    assert.equal(ready.status, 200);
    const admin = await fetch(`http://127.0.0.1:${first.port}/admin/v1/institutions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boot Bank', services: [] }),
    });
    assert.equal(admin.status, 201);

    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    assert.equal(await exited, 0);

    const second = await startVerity({ DATA_DIR: dataDir, ...databaseEnv });
    assert.doesNotMatch(second.output(), /Admin token/);
    const reused = await fetch(`http://127.0.0.1:${second.port}/admin/v1/institutions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Boot Bank 2', services: [] }),
    });
    assert.equal(reused.status, 201, 'the stored token still works after a restart');
    const stopped = exitOf(second.child);
    second.child.kill('SIGINT');
    assert.equal(await stopped, 0);
  });

  it('runs api and worker roles as separate processes', async () => {
    const env = { DATA_DIR: dataDir, ...databaseEnv, ADMIN_TOKEN: 'a-long-enough-admin-token-for-tests' };
    if (testDatabaseKind === 'pglite') {
      // PGlite is one process's database; separate roles need a server. Still, each role boots alone.
      const worker = await startVerity(env, ['--role', 'worker']);
      assert.match(worker.output(), /role worker/);
      const exited = exitOf(worker.child);
      worker.child.kill('SIGTERM');
      assert.equal(await exited, 0);
      return;
    }
    const api = await startVerity(env, ['--role', 'api']);
    const worker = await startVerity(env, ['--role', 'worker']);
    assert.equal((await fetch(`http://127.0.0.1:${api.port}/readyz`)).status, 200);
    const exits = [exitOf(api.child), exitOf(worker.child)];
    api.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    assert.deepEqual(await Promise.all(exits), [0, 0]);
  });

  it('refuses to boot on a bad setting, naming the variable', async () => {
    for (const [name, value] of [
      ['PORT', 'eighty'],
      ['DATABASE_URL', 'mysql://nope'],
      ['PUBLIC_BASE_URL', 'not a url'],
      ['STORAGE_DRIVER', 'ftp'],
    ] as const) {
      const child = spawn(process.execPath, ['bin/verity.js', 'start'], { env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, [name]: value } });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      assert.equal(await exitOf(child), 1);
      assert.match(stderr, new RegExp(`Invalid configuration: ${name}`));
    }
  });
});
