import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import sharp from 'sharp';
import { errorStatus } from '../src/core/errors.js';
import { adminHeaders, call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { base as creditBase, businessBody, createReporter, individualBody, submit as submitReport } from './helpers/credit-registry.js';
import { multipartBody, postDocument } from './helpers/documents.js';
import { createSession, partnerHeaders, registerPartner } from './helpers/embed.js';
import { portalSignIn } from './helpers/portal.js';

/*
 * The hostile-client sweep (issue 21): every operation of /openapi.json, with one body field, query
 * parameter or path parameter at a time replaced by a hostile value. It fails on any 5xx, any 4xx
 * outside the error envelope, and any hostile text accepted (a 2xx means the value was stored or
 * used). It guards every route added later: a new operation is swept from its schema alone.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  maxLength?: number;
  required?: string[];
  $ref?: string;
}
interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: Schema }[];
  body: { contentType: string; schema: Schema } | null;
}

// ajv-formats is CommonJS with a default export; under NodeNext the callable sits on `.default`.
const addFormats = addFormatsModule as unknown as { default: (ajv: Ajv) => Ajv };

const hostileStrings = [
  { name: 'NUL byte', value: 'ab\u0000cd' },
  { name: 'lone surrogate', value: 'ab\ud800cd' },
  { name: 'control character', value: 'ab\u0007cd' },
  { name: 'bidi override U+202E', value: 'ab\u202ecd' },
  { name: '100,000 characters', value: 'a'.repeat(100_000) },
] as const;

const origin = 'https://portal.verity.test';
const origin2 = 'https://app.example.com';

interface Finding {
  operation: string;
  where: string;
  value: string;
  status: number;
  problem: string;
}

function isEnvelope(raw: string, status: number): boolean {
  try {
    const body = JSON.parse(raw) as Record<string, unknown>;
    const error = body.error as Record<string, unknown> | null;
    return (
      body.status === false &&
      body.apiVersion === 'v1' &&
      body.code === String(status) &&
      body.data === null &&
      typeof error === 'object' &&
      error !== null &&
      typeof error.type === 'string' &&
      Object.hasOwn(errorStatus, error.type) &&
      errorStatus[error.type as keyof typeof errorStatus] === status &&
      Array.isArray(error.details)
    );
  } catch {
    return false;
  }
}

function isStringy(schema: Schema | undefined): boolean {
  if (!schema) return true;
  if (schema.anyOf) return schema.anyOf.some(isStringy);
  return schema.type === undefined || schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
}

function wrongTypeFor(schema: Schema | undefined): Json {
  if (!schema || isStringy(schema)) return { not: 'a string' };
  if (schema.type === 'array') return 'not an array';
  if (schema.type === 'object') return 'not an object';
  return 'not a number';
}

/** Leaf field paths of a body: from the schema, and from the base body (nested one level into arrays and objects). */
function bodyFields(schema: Schema, baseBody: Json): { path: (string | number)[]; schema: Schema | undefined }[] {
  const out = new Map<string, { path: (string | number)[]; schema: Schema | undefined }>();
  const add = (path: (string | number)[], fieldSchema: Schema | undefined) => out.set(JSON.stringify(path), { path, schema: fieldSchema });
  const walk = (s: Schema | undefined, value: Json | undefined, path: (string | number)[], depth: number) => {
    if (depth > 3) return;
    const props = s?.properties ?? {};
    const valueObject = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
    const keys = new Set([...Object.keys(props), ...Object.keys(valueObject ?? {})]);
    for (const key of keys) {
      const child = props[key];
      const childValue = valueObject?.[key];
      const childPath = [...path, key];
      if (child?.type === 'object' || (childValue !== null && typeof childValue === 'object' && !Array.isArray(childValue))) {
        add(childPath, child);
        walk(child, childValue, childPath, depth + 1);
      } else if (child?.type === 'array' || Array.isArray(childValue)) {
        add(childPath, child);
        const items = child?.items;
        const first = Array.isArray(childValue) ? childValue[0] : undefined;
        if (items?.type === 'object' || (first !== null && typeof first === 'object')) walk(items, first, [...childPath, 0], depth + 1);
        else add([...childPath, 0], items);
      } else add(childPath, child);
    }
  };
  if (schema.type === 'array' || Array.isArray(baseBody)) walk(schema.items, Array.isArray(baseBody) ? baseBody[0] : undefined, [0], 0);
  else walk(schema, baseBody, [], 0);
  return [...out.values()];
}

function setAt(body: Json, path: (string | number)[], value: Json): Json {
  const copy = structuredClone(body) ?? {};
  let cursor = copy as Record<string | number, Json>;
  for (const segment of path.slice(0, -1)) {
    if (cursor[segment] === undefined || cursor[segment] === null || typeof cursor[segment] !== 'object') cursor[segment] = typeof segment === 'number' ? [] : {};
    cursor = cursor[segment] as Record<string | number, Json>;
  }
  cursor[path[path.length - 1]!] = value;
  return copy;
}

function pathText(path: (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

describe(`hostile-input sweep of /openapi.json (${testDatabaseKind})`, () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ env: { PORTAL_URL: origin } });
  });
  after(async () => t?.close());

  /*
   * Every string, request and response. Exempt: enums and constants (bounded by their values, each
   * listed in the document) and multipart file parts (`format: binary`: bytes, bounded by the
   * route's size limit, not characters). A response string's maxLength is a promise: the sweep below
   * checks real answers keep it.
   */
  it('gives every string in /openapi.json a maxLength, request and response (enums and file parts are bounded by what they are)', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const unbounded: string[] = [];
    let strings = 0;
    let responseStrings = 0;
    const walk = (schema: Record<string, unknown> | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const stringy = schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
      if (stringy && schema.enum === undefined && schema.const === undefined && schema.format !== 'binary') {
        strings += 1;
        if (where.includes(' response ')) responseStrings += 1;
        if (typeof schema.maxLength !== 'number') unbounded.push(where);
      }
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Record<string, unknown>>)) walk(child, `${where}.${key}`);
      if (schema.items) walk(schema.items as Record<string, unknown>, `${where}[]`);
      for (const branch of [...((schema.anyOf ?? []) as Record<string, unknown>[]), ...((schema.oneOf ?? []) as Record<string, unknown>[]), ...((schema.allOf ?? []) as Record<string, unknown>[])]) walk(branch, where);
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') walk(schema.additionalProperties as Record<string, unknown>, `${where}.*`);
      for (const child of Object.values((schema.patternProperties ?? {}) as Record<string, Record<string, unknown>>)) walk(child, `${where}.*`);
    };
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const parameter of (op.parameters ?? []) as { in: string; name: string; schema: Record<string, unknown> }[]) walk(parameter.schema, `${method} ${path} ${parameter.in}.${parameter.name}`);
        for (const content of Object.values(((op.requestBody as { content?: Record<string, { schema: Record<string, unknown> }> } | undefined)?.content ?? {}))) walk(content.schema, `${method} ${path} body`);
        for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>)) {
          for (const content of Object.values(response.content ?? {})) walk(content.schema, `${method} ${path} response ${status}`);
        }
      }
    }
    assert.ok(strings - responseStrings > 100, `only ${strings - responseStrings} request strings found`);
    assert.ok(responseStrings > 1000, `only ${responseStrings} response strings found`);
    assert.deepEqual(unbounded, []);
  });

  it('finds no 5xx, no 4xx outside the envelope and no hostile text accepted', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/openapi.json' })).body) as { paths: Record<string, Record<string, Record<string, unknown>>> };

    // A valid caller and resources for every operation, made through the API.
    const institution = await createReporter(t);
    await call(t.app, { method: 'PUT', url: `/admin/v1/institutions/${institution.institutionId}/services/DOCUMENTTRUST`, headers: adminHeaders(t), body: { enabled: true, priceKobo: 1500 } });
    const spareKey = await call<{ keyId: string }>(t.app, { method: 'POST', url: `/admin/v1/institutions/${institution.institutionId}/api-keys`, headers: adminHeaders(t) });
    const report = await submitReport(t, institution.apiKey, 'individual', individualBody());
    const partner = await registerPartner(t);
    const liveness = await createSession(t, partner, 'liveness');
    const identity = await createSession(t, partner, 'identity');
    const portal = await portalSignIn(t, partner.apiKey, { origin, remoteAddress: '10.9.9.9' });
    const photo = (await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 120, b: 120 } } }).jpeg().toBuffer()).toString('base64');
    const docImage = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 200, b: 200 } } }).png().toBuffer();
    // A blank page the machine cannot read: a real REVIEW session, so the review routes are swept on
    // a session they would act on (an unknown one answers 404 whatever the body holds).
    const blankPage = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
    const review = await postDocument(t, institution.apiKey, blankPage, { docType: 'voters_card', customerReference: 'sweep-review' });
    assert.equal(review.body?.data?.decision, 'REVIEW', JSON.stringify(review.body));

    const pathValues: Record<string, string> = {
      institutionId: institution.institutionId,
      keyId: spareKey.body.data.keyId,
      code: 'CRDEFAULTSTATUS',
      submissionId: report.body.data.submissionId,
      deliveryId: 'dlv_00000000000000000000000000',
      token: liveness.sessionToken,
      sessionId: liveness.sessionId,
      idType: 'NIN',
      idNumber: '12345678901',
      docType: 'nin_slip',
      documentNumber: '12345678901',
      '*': 'nothing/here.jpg',
    };
    const tokenFor = (path: string) => (path.includes('identity-comparison') ? identity.sessionToken : liveness.sessionToken);
    // An id of the kind the path takes (a document trust session, not an embed session UUID).
    const pathValueFor = (path: string, name: string) =>
      name === 'token' ? tokenFor(path) : name === 'sessionId' && path.startsWith('/api/v1/document/') ? review.body.data.sessionId : (pathValues[name] ?? 'x');

    const bodies: Record<string, Json> = {
      'POST /admin/v1/institutions': { name: 'Sweep Bank', services: [{ code: 'CRDEFAULTSTATUS', priceKobo: 20 }] },
      'POST /admin/v1/institutions/{institutionId}/wallet/credits': { amountKobo: 100, reference: 'TOPUP-1' },
      'PUT /admin/v1/institutions/{institutionId}/services/{code}': { enabled: true, priceKobo: 20 },
      'PUT /admin/v1/institutions/{institutionId}/subscription': { activeUntil: '2099-01-01T00:00:00Z' },
      'PUT /admin/v1/institutions/{institutionId}/webhook': { url: 'https://example.com/hooks/sweep' },
      'POST /admin/v1/institutions/{institutionId}/webhook/secret': { overlapSeconds: 0 },
      'POST /api/v1/document/trust/reviews/{sessionId}/decision': { decision: 'Reject', reasonCode: 'OTHER', note: 'swept' },
      'POST /creditregistry/api/v1/report/individual': individualBody() as Json,
      'POST /creditregistry/api/v1/report/business': businessBody() as Json,
      'POST /creditregistry/api/v1/report/bulk': [{ kind: 'individual', ...(individualBody() as Record<string, Json>) }],
      'POST /api/v1/embed/partner/register': { name: 'Sweep Partner', providerSecretKey: 'sandbox_sweep_key_1', webhookUrl: 'https://example.com/hooks', allowedOrigins: [origin2] },
      'PUT /api/v1/embed/partner/settings': { name: 'Sweep Partner', webhookUrl: 'https://example.com/hooks', providerSecretKey: 'sandbox_sweep_key_2', allowedOrigins: [origin2] },
      'POST /api/v1/embed/liveness/sessions': { referenceId: 'ref-1' },
      'POST /api/v1/embed/liveness/sessions/{token}/submit': { image: photo },
      'POST /api/v1/embed/identity-comparison/sessions': { referenceId: 'ref-2', allowedIdTypes: ['NIN'] },
      'POST /api/v1/embed/identity-comparison/sessions/{token}/submit': { image: photo, idType: 'NIN', idNumber: '12345678901' },
      'POST /admin/v1/sandbox/identities': { idType: 'NIN', idNumber: '12345678901', firstName: 'Ada', lastName: 'Obi', dateOfBirth: '1990-01-01', phoneNumber: '08031234567', photo },
      'POST /embed/partner/api/register': { name: 'Sweep Portal Partner', providerSecretKey: 'sandbox_sweep_key_3', webhookUrl: 'https://example.com/hooks', allowedOrigins: [origin2] },
      'POST /embed/partner/api/sign-in': { apiKey: partner.apiKey },
      'PUT /embed/partner/api/settings': { name: 'Sweep Partner', webhookUrl: 'https://example.com/hooks', allowedOrigins: [origin2] },
      'POST /embed/partner/api/webhook-secret/rotate': { overlapSeconds: 0 },
      'POST /embed/partner/api/test-sessions/liveness': { referenceId: 'ref-3' },
      'POST /embed/partner/api/test-sessions/identity-comparison': { referenceId: 'ref-4', allowedIdTypes: ['NIN'] },
      'POST /admin/v1/sandbox/authority-records': { docType: 'nin_slip', documentNumber: '12345678901', fields: { surname: 'Obi', givenNames: 'Ada', dateOfBirth: '1990-01-01', sex: 'F' } },
      'POST /admin/v1/console/users': { email: 'sweep.admin@example.com', role: 'admin', institutionId: institution.institutionId },
    };
    const queryBase: Record<string, string> = { 'POST /creditregistry/api/v1/report/bulk': 'allOrNothing=true' };

    function headersFor(path: string, method: string): Record<string, string> {
      if (path.startsWith('/admin/')) return adminHeaders(t);
      if (path.startsWith('/creditregistry/')) return { [t.config.creditRegistryApiKeyHeader]: institution.apiKey };
      if (path.startsWith('/api/v1/document/')) return { 'x-service-api-key': institution.apiKey };
      if (path.startsWith('/api/v1/embed/')) return path.includes('/register') ? {} : partnerHeaders(partner);
      if (path.startsWith('/embed/partner/api/')) {
        if (path.endsWith('/register') || path.endsWith('/sign-in')) return { origin };
        return { cookie: portal.cookie, origin, ...(method !== 'GET' ? { 'x-csrf-token': portal.csrfToken } : {}) };
      }
      return {};
    }

    const operations: Operation[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const requestBody = op.requestBody as { content: Record<string, { schema: Schema }> } | undefined;
        const [contentType, content] = requestBody ? Object.entries(requestBody.content)[0]! : [null, null];
        operations.push({
          method: method.toUpperCase(),
          path,
          parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
          body: contentType && content ? { contentType, schema: content.schema } : null,
        });
      }
    }
    // A body with required fields needs a valid base here: against `{}` every hostile value would meet
    // a request already refused for its missing fields, and a value let through could never show.
    const withoutBase = operations.filter((op) => op.body?.contentType === 'application/json' && (op.body.schema.required?.length ?? 0) > 0 && bodies[`${op.method} ${op.path}`] === undefined);
    assert.deepEqual(withoutBase.map((op) => `${op.method} ${op.path}`), [], 'operations without a valid base body in `bodies`');

    // Requests that end the caller's own access go last.
    const last = (op: Operation) => (op.path.endsWith('/sign-out') ? 2 : op.method === 'DELETE' || op.path.endsWith('/webhook-secret/rotate') ? 1 : 0);
    operations.sort((a, b) => last(a) - last(b));

    const findings: Finding[] = [];
    let requests = 0;

    // Each answer is checked against the schema /openapi.json gives for its status: lengths included.
    const responseAjv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(responseAjv);
    const responseValidators = new Map<string, ValidateFunction | null>();
    let checkedAnswers = 0;
    function responseValidator(op: Operation, status: number): ValidateFunction | null {
      const key = `${op.method} ${op.path} ${status}`;
      if (!responseValidators.has(key)) {
        const responses = (doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {}) as Record<string, { content?: Record<string, { schema: object }> }>;
        const schema = responses[String(status)]?.content?.['application/json']?.schema;
        responseValidators.set(key, schema ? responseAjv.compile(schema) : null);
      }
      return responseValidators.get(key)!;
    }

    async function send(op: Operation, where: string, valueName: string, hostileText: boolean, request: { url: string; headers: Record<string, string>; payload?: string | Buffer }): Promise<{ status: number; body: string } | null> {
      requests += 1;
      let response;
      try {
        response = await t.app.inject({ method: op.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
      } catch (error) {
        // light-my-request refuses to send some values (a NUL in a header): nothing reached the app.
        requests -= 1;
        void error;
        return null;
      }
      const status = response.statusCode;
      const operation = `${op.method} ${op.path}`;
      const validate = response.headers['content-type']?.toString().startsWith('application/json') ? responseValidator(op, status) : null;
      if (validate) {
        checkedAnswers += 1;
        if (!validate(JSON.parse(response.body))) {
          const problems = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ');
          findings.push({ operation, where, value: valueName, status, problem: `answer does not match its documented schema: ${problems}` });
        }
      }
      if (status >= 500) findings.push({ operation, where, value: valueName, status, problem: `5xx: ${response.body.slice(0, 200)}` });
      else if (status >= 400 && !isEnvelope(response.body, status)) findings.push({ operation, where, value: valueName, status, problem: `outside the envelope: ${response.body.slice(0, 200)}` });
      else if (status < 400 && hostileText) findings.push({ operation, where, value: valueName, status, problem: 'hostile text accepted' });
      return { status, body: response.body };
    }

    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (op.path === '/openapi.json' || op.path.startsWith('/docs')) continue;
      const params = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValueFor(op.path, p.name)]));
      const buildUrl = (overrides: Record<string, string> = {}, query = queryBase[key] ?? '') => {
        let url = op.path;
        for (const [name, value] of Object.entries({ ...params, ...overrides })) url = url.replace(`{${name}}`, name === '*' ? value : encodeURIComponent(value));
        return query ? `${url}?${query}` : url;
      };
      const headers = headersFor(op.path, op.method);
      const jsonBody = op.body?.contentType === 'application/json' ? (bodies[key] ?? {}) : undefined;
      const jsonHeaders = jsonBody !== undefined ? { ...headers, 'content-type': 'application/json' } : headers;

      for (const hostile of hostileStrings) {
        // Path parameters: a lone surrogate cannot be percent-encoded as UTF-8; send its WTF-8 bytes.
        for (const param of Object.keys(params)) {
          const url = hostile.name === 'lone surrogate' ? buildUrl({}).replace(encodeURIComponent(params[param]!), 'ab%ED%A0%80cd') : buildUrl({ [param]: hostile.value });
          await send(op, `params.${param}`, hostile.name, true, { url, headers: jsonHeaders, payload: jsonBody === undefined ? undefined : JSON.stringify(jsonBody) });
        }
        for (const param of op.parameters.filter((p) => p.in === 'query')) {
          const encoded = hostile.name === 'lone surrogate' ? 'ab%ED%A0%80cd' : encodeURIComponent(hostile.value);
          const query = [queryBase[key], `${param.name}=${encoded}`].filter(Boolean).join('&');
          await send(op, `query.${param.name}`, hostile.name, true, { url: buildUrl({}, query), headers: jsonHeaders, payload: jsonBody === undefined ? undefined : JSON.stringify(jsonBody) });
        }
        for (const param of op.parameters.filter((p) => p.in === 'header')) {
          await send(op, `headers.${param.name}`, hostile.name, true, { url: buildUrl(), headers: { ...jsonHeaders, [param.name]: hostile.value }, payload: jsonBody === undefined ? undefined : JSON.stringify(jsonBody) });
        }
      }
      for (const param of op.parameters.filter((p) => p.in === 'query' && !isStringy(p.schema))) {
        const query = [queryBase[key], `${param.name}=not-a-number`].filter(Boolean).join('&');
        await send(op, `query.${param.name}`, 'wrong type', false, { url: buildUrl({}, query), headers: jsonHeaders, payload: jsonBody === undefined ? undefined : JSON.stringify(jsonBody) });
      }

      if (jsonBody !== undefined && op.body) {
        for (const field of bodyFields(op.body.schema, jsonBody)) {
          const where = pathText(field.path);
          if (isStringy(field.schema)) {
            for (const hostile of hostileStrings) {
              await send(op, where, hostile.name, true, { url: buildUrl(), headers: jsonHeaders, payload: JSON.stringify(setAt(jsonBody, field.path, hostile.value)) });
            }
          }
          await send(op, where, 'wrong type', false, { url: buildUrl(), headers: jsonHeaders, payload: JSON.stringify(setAt(jsonBody, field.path, wrongTypeFor(field.schema))) });
        }
      }
      if (op.body?.contentType === 'multipart/form-data') {
        for (const field of ['docType', 'customerReference']) {
          for (const hostile of hostileStrings) {
            const form = multipartBody([
              { name: 'documentImage', filename: 'front.png', contentType: 'image/png', value: docImage },
              { name: field, value: hostile.value },
            ]);
            await send(op, field, hostile.name, true, { url: buildUrl(), headers: { ...headers, ...form.headers }, payload: form.payload });
          }
        }
      }
    }

    // Then each operation once as a valid caller would send it, so real answers (2xx) meet their schemas too.
    for (const op of operations) {
      const key = `${op.method} ${op.path}`;
      if (op.path === '/openapi.json' || op.path.startsWith('/docs') || op.body?.contentType === 'multipart/form-data') continue;
      const params = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValueFor(op.path, p.name)]));
      let url = op.path;
      for (const [name, value] of Object.entries(params)) url = url.replace(`{${name}}`, name === '*' ? value : encodeURIComponent(value));
      if (queryBase[key]) url = `${url}?${queryBase[key]}`;
      const jsonBody = op.body?.contentType === 'application/json' ? (bodies[key] ?? {}) : undefined;
      const headers = headersFor(op.path, op.method);
      const answer = await send(op, '(valid request)', 'none', false, { url, headers: jsonBody !== undefined ? { ...headers, 'content-type': 'application/json' } : headers, payload: jsonBody === undefined ? undefined : JSON.stringify(jsonBody) });
      // The base request's fields must pass validation, or the sweep of them proves nothing (a photo
      // refused for having no face was refused after its fields passed).
      if (answer?.status === 400 && (JSON.parse(answer.body) as { message?: string }).message === 'The request has invalid fields') findings.push({ operation: key, where: '(valid request)', value: 'none', status: 400, problem: `the base request is refused: ${answer.body.slice(0, 300)}` });
    }

    const swept = operations.filter((op) => op.path !== '/openapi.json').length;
    const summary = { database: testDatabaseKind, operations: swept, requests, answersCheckedAgainstSchema: checkedAnswers, findings: findings.length, fiveHundreds: findings.filter((f) => f.status >= 500).length, outsideEnvelope: findings.filter((f) => f.problem.startsWith('outside')).length, accepted: findings.filter((f) => f.problem === 'hostile text accepted').length };
    console.log(`text sweep: ${JSON.stringify(summary)}`);
    for (const finding of findings.slice(0, 400)) console.log(`  ${finding.status} ${finding.operation} ${finding.where} <${finding.value}>: ${finding.problem.slice(0, 120)}`);
    assert.ok(swept >= 40, `only ${swept} operations in /openapi.json`);
    assert.ok(checkedAnswers > 1000, `only ${checkedAnswers} answers had a documented schema to meet`);
    assert.deepEqual(findings, []);
  });
});
