import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { tables } from '../src/core/db/index.js';
import { call, createTestApp, testDatabaseKind, type TestApp } from './helpers/app.js';
import { faceJpeg, noFaceJpeg } from './helpers/faces.js';
import { createSession, flowPaths, partnerHeaders, poll, registerPartner, submit, type FlowName } from './helpers/embed.js';

/*
 * Issue 17: whoever holds only a session token (it is in the iframe URL) must never read personal
 * data beyond the masked number the user typed. For every sandbox outcome of both flows, every
 * personal value the owner's poll shows is collected and searched for in what a token holder, the
 * capture page and the logs see.
 */

const gone = 'Session not found or expired';

/** Every string (and number) under `value`, at any depth. */
function leaves(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return [value];
  // A fraction is a measurement (a score, a log's responseTime such as 12.081000000014), never a
  // personal value, and its digits can spell one by chance.
  if (typeof value === 'number') return Number.isInteger(value) ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** The personal values in the owner's (complete) poll: registry record, full numbers, the selfie. */
function personalValuesOf(owner: Record<string, unknown>, typed: string | null): string[] {
  const response = owner.providerResponse as { data?: { identity?: { number?: unknown; payload?: unknown } } } | null;
  const values = [
    ...leaves(response?.data?.identity?.number),
    ...leaves(response?.data?.identity?.payload),
    ...leaves(owner.identityComparison),
    ...leaves(owner.captureImageBase64),
    ...leaves(owner.captureImageUrl),
  ];
  if (typed !== null) {
    const subscriber = typed.replace(/^(?:\+?234|0)/, '');
    values.push(typed, typed.replace(/^\+/, ''), `0${subscriber}`, `234${subscriber}`);
  }
  // Short items (ID type, a 1-letter initial) are not identifying and would match innocent text.
  return [...new Set(values.filter((value) => value.length >= 5 && !['NIN', 'BVN', 'PHONENUMBER'].includes(value)))];
}

/** Searches every value (not the field names: a seed's last name is "Match", a field is "isMatch"). */
function assertNoneIn(where: string, raw: string, personal: string[]): void {
  const values = leaves(JSON.parse(raw));
  for (const value of personal) assert.ok(!values.some((text) => text.includes(value)), `${where} carries the personal value ${value.slice(0, 40)}`);
}

describe(`embed privacy and partner ergonomics (${testDatabaseKind})`, () => {
  let t: TestApp;
  const logLines: string[] = [];
  const everyPersonalValue = new Set<string>();

  before(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'debug', EMBED_MAX_REJECTED_CAPTURES: '2' }, logStream: { write: (line) => void logLines.push(line) } });
  });
  after(async () => {
    await t.close();
  });

  /** Submits, then checks the owner's poll is complete and nothing personal reaches the token holder. */
  async function checkOutcome(options: { flow: FlowName; apiKeyOwner: { apiKey: string }; submitBody: Record<string, unknown>; typed: string | null; label: string }) {
    const { flow } = options;
    const session = await createSession(t, options.apiKeyOwner, flow, { referenceId: `privacy-${flow}` });
    const submitted = await submit(t, flow, session.sessionToken, options.submitBody);
    assert.equal(submitted.statusCode, 200, `${options.label}: ${submitted.raw}`);
    const owner = await poll(t, flow, session.sessionToken, options.apiKeyOwner);
    assert.equal(owner.statusCode, 200);
    const personal = personalValuesOf(owner.body.data, options.typed);
    personal.forEach((value) => everyPersonalValue.add(value));
    const token = await poll(t, flow, session.sessionToken);
    assert.equal(token.statusCode, 200);
    assertNoneIn(`${options.label}: token-only poll`, token.raw, personal);
    // What the capture page relays as its browser message is the submit answer.
    assertNoneIn(`${options.label}: submit answer (browser message)`, submitted.raw, personal);
    const pub = await call(t.app, { method: 'GET', url: `/api/v1/embed/${flowPaths[flow]}/sessions/${session.sessionToken}/public` });
    assertNoneIn(`${options.label}: /public`, pub.raw, personal);
    return { owner: owner.body.data, token: token.body.data, personal, submitted: submitted.body.data };
  }

  it('identity flow, every sandbox outcome and ID type: the token-only poll carries nothing personal, the owner sees everything', async () => {
    const partner = await registerPartner(t);
    const badKey = await registerPartner(t, { providerSecretKey: 'live_sk_not_sandbox' });
    const anyFace = (await faceJpeg('sample4a')).toString('base64');
    const registryFace = (await faceJpeg('sample1a')).toString('base64');
    const prefixes = { NIN: '7000000000', BVN: '2200000000', PHONENUMBER: '0800000000' } as const;
    let checkedPayloads = 0;
    for (const idType of ['NIN', 'BVN', 'PHONENUMBER'] as const) {
      for (const digit of [0, 1, 2, 3, 4, 5]) {
        const idNumber = `${prefixes[idType]}${digit}`;
        const image = digit === 5 ? registryFace : anyFace;
        const { owner, token, personal } = await checkOutcome({ flow: 'identity', apiKeyOwner: partner, submitBody: { image, idType, idNumber }, typed: idNumber, label: `${idType} ${idNumber}` });
        assert.equal(token.idNumberMasked, `*******${idNumber.slice(-4)}`);
        assert.equal(token.identityComparison, undefined);
        assert.equal(token.captureImageBase64, null, 'no selfie for the token alone');
        assert.equal(token.captureImageUrl, null);
        assert.equal(token.success, owner.success);
        assert.equal(token.errorMessage, owner.errorMessage);
        assert.ok(personal.includes(idNumber));
        const full = owner.providerResponse as { data: { identity: { number: string; payload: Record<string, unknown> }; comparison: unknown } | null } | null;
        const redacted = token.providerResponse as { transactionRef: string; data: { identity: { type: string; number: string }; comparison: unknown } | null } | null;
        if (digit === 3) {
          assert.equal(full, null, 'registry unavailable: no answer');
          assert.equal(redacted, null);
          continue;
        }
        assert.ok(full && redacted);
        assert.equal(redacted.transactionRef, owner.providerTransactionRef);
        if (digit === 2) {
          assert.equal(redacted.data, null);
          continue;
        }
        // The owner's key keeps the complete pass-through.
        assert.equal(full.data!.identity.payload.firstName, 'Sandbox');
        assert.match(String(full.data!.identity.payload.dateOfBirth), /^1990-01-0\d$/);
        assert.deepEqual(Object.keys(redacted.data!.identity).sort(), ['number', 'type']);
        assert.equal(redacted.data!.identity.type, idType);
        assert.match(redacted.data!.identity.number, /^\*+\d{4}$/);
        assert.deepEqual(redacted.data!.comparison, full.data!.comparison, 'the comparison figures are not personal');
        assert.ok(personal.includes('Sandbox') && personal.some((value) => /^1990-01-0\d$/.test(value)));
        checkedPayloads += 1;
      }
    }
    assert.equal(checkedPayloads, 12, 'outcomes 0, 1, 4 and 5 for three ID types returned a registry record');
    const { token } = await checkOutcome({
      flow: 'identity',
      apiKeyOwner: badKey,
      submitBody: { image: anyFace, idType: 'NIN', idNumber: '70000000000' },
      typed: '70000000000',
      label: 'invalid provider key',
    });
    assert.equal(token.errorMessage, 'invalid provider key');
  });

  it('liveness flow, every outcome: no selfie for the token alone; the owner keeps it', async () => {
    const partner = await registerPartner(t);
    const badKey = await registerPartner(t, { providerSecretKey: 'live_sk_not_sandbox' });
    const face = (await faceJpeg()).toString('base64');
    const passed = await checkOutcome({ flow: 'liveness', apiKeyOwner: partner, submitBody: { image: face }, typed: null, label: 'liveness pass' });
    assert.equal(passed.owner.success, true);
    assert.ok(passed.personal.length >= 2, 'the selfie and its link are personal');
    assert.equal(typeof passed.owner.captureImageBase64, 'string');
    assert.equal(passed.token.captureImageBase64, null);
    const fullData = (passed.owner.providerResponse as { data: Record<string, unknown> }).data;
    const tokenData = (passed.token.providerResponse as { data: Record<string, unknown> }).data;
    assert.equal(tokenData.isLive, true);
    assert.equal(tokenData.livenessScore, fullData.livenessScore);
    const refused = await checkOutcome({ flow: 'liveness', apiKeyOwner: badKey, submitBody: { image: face }, typed: null, label: 'liveness invalid key' });
    assert.equal(refused.token.errorMessage, 'invalid provider key');
    // Too many rejected captures: the last one fails the session.
    const session = await createSession(t, partner, 'liveness');
    const noFace = (await noFaceJpeg()).toString('base64');
    assert.equal((await submit(t, 'liveness', session.sessionToken, { image: noFace })).statusCode, 400);
    const last = await submit(t, 'liveness', session.sessionToken, { image: noFace });
    assert.equal(last.body.data.success, false, last.raw);
    assert.equal((await poll(t, 'liveness', session.sessionToken)).body.data.errorMessage, 'too many rejected captures');
  });

  it('the logs carry none of the personal values seen above', () => {
    assert.ok(everyPersonalValue.size > 20, `collected ${everyPersonalValue.size} personal values`);
    assert.ok(logLines.length > 50, `the app logged (${logLines.length} lines)`);
    for (const line of logLines) assertNoneIn('the logs', line, [...everyPersonalValue]);
  });

  it('an expired session: the owner\'s key reads status "expired"; the token alone, /public and submit are "not found or expired"', async () => {
    const partner = await registerPartner(t);
    const other = await registerPartner(t);
    for (const flow of ['liveness', 'identity'] as const) {
      const session = await createSession(t, partner, flow, { referenceId: `expire-${flow}` });
      await t.database.db.update(tables.embedSessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tables.embedSessions.id, session.sessionId));
      const owner = await poll(t, flow, session.sessionToken, partner);
      assert.equal(owner.statusCode, 200, owner.raw);
      assert.equal(owner.body.data.status, 'expired');
      assert.equal(owner.body.data.referenceId, `expire-${flow}`);
      assert.equal(owner.body.data.success, null);
      for (const response of [
        await poll(t, flow, session.sessionToken),
        await poll(t, flow, session.sessionToken, other),
        await call(t.app, { method: 'GET', url: `/api/v1/embed/${flowPaths[flow]}/sessions/${session.sessionToken}/public` }),
      ]) {
        assert.equal(response.statusCode, 404);
        assert.equal(response.body.message, gone);
      }
    }
  });

  it('creating a session with no body, or an empty JSON body, is like {}; malformed JSON is still 400', async () => {
    const partner = await registerPartner(t);
    for (const flow of ['liveness', 'identity'] as const) {
      const url = `/api/v1/embed/${flowPaths[flow]}/sessions`;
      const noBody = await t.app.inject({ method: 'POST', url, headers: partnerHeaders(partner) });
      assert.equal(noBody.statusCode, 201, noBody.body);
      const empty = await t.app.inject({ method: 'POST', url, headers: { ...partnerHeaders(partner), 'content-type': 'application/json' }, payload: '' });
      assert.equal(empty.statusCode, 201, empty.body);
      const created = JSON.parse(empty.body) as { data: { status: string; referenceId: null; allowedIdTypes?: string[] } };
      assert.equal(created.data.status, 'pending');
      assert.equal(created.data.referenceId, null);
      if (flow === 'identity') assert.deepEqual(created.data.allowedIdTypes, ['NIN', 'BVN', 'PHONENUMBER']);
      const malformed = await call(t.app, { method: 'POST', url, headers: { ...partnerHeaders(partner), 'content-type': 'application/json' }, payload: '{"referenceId":' });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.body.error!.type, 'malformed_json');
      const nullBody = await call(t.app, { method: 'POST', url, headers: { ...partnerHeaders(partner), 'content-type': 'application/json' }, payload: 'null' });
      assert.equal(nullBody.statusCode, 400, 'a JSON null is not an object');
      const unauthenticated = await t.app.inject({ method: 'POST', url });
      assert.equal(unauthenticated.statusCode, 401, 'no body does not skip the key check');
    }
  });

  it('blank name, provider key or webhook URL are refused; surrounding spaces are trimmed (register and settings)', async () => {
    const register = (body: Record<string, unknown>) => call<Record<string, string>>(t.app, { method: 'POST', url: '/api/v1/embed/partner/register', body });
    const blank = await register({ name: '   ', providerSecretKey: '    ', webhookUrl: '  ' });
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.body.error!.details, [
      { path: 'name', message: 'must not be blank' },
      { path: 'providerSecretKey', message: 'must not be blank' },
      { path: 'webhookUrl', message: 'must not be blank' },
    ]);
    // A tab is not blank space in a one-line field: the text rule refuses it before trimming.
    const tabbed = await register({ name: 'Tab Lending', providerSecretKey: ' \t ', webhookUrl: 'https://example.com/tab' });
    assert.equal(tabbed.statusCode, 400);
    assert.equal(tabbed.body.error!.details[0]!.path, 'providerSecretKey');
    const spaced = await register({ name: '  Spaced Lending  ', providerSecretKey: '  sandbox_spaced_WXYZ  ', webhookUrl: '  https://example.com/spaced  ' });
    assert.equal(spaced.statusCode, 201, spaced.raw);
    const headers = partnerHeaders({ apiKey: spaced.body.data.apiKey! });
    const settings = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/v1/embed/partner/settings', headers });
    assert.equal(settings.body.data.name, 'Spaced Lending');
    assert.equal(settings.body.data.webhookUrl, 'https://example.com/spaced');
    assert.equal(settings.body.data.providerSecretKeyLast4, 'WXYZ', 'the key is stored trimmed');
    const put = (body: Record<string, unknown>) => call<Record<string, unknown>>(t.app, { method: 'PUT', url: '/api/v1/embed/partner/settings', headers, body });
    for (const field of ['name', 'providerSecretKey', 'webhookUrl']) {
      const refused = await put({ [field]: '    ' });
      assert.equal(refused.statusCode, 400, field);
      assert.deepEqual(refused.body.error!.details, [{ path: field, message: 'must not be blank' }]);
    }
    const updated = await put({ name: ' New Name ', webhookUrl: ' https://example.org/new ', providerSecretKey: ' sandbox_new_ABCD ' });
    assert.equal(updated.statusCode, 200, updated.raw);
    assert.equal(updated.body.data.name, 'New Name');
    assert.equal(updated.body.data.webhookUrl, 'https://example.org/new');
    assert.equal(updated.body.data.providerSecretKeyLast4, 'ABCD');
    // The trimmed key is the one the provider receives: a sandbox key still works.
    const session = await createSession(t, { apiKey: spaced.body.data.apiKey! }, 'liveness');
    const result = await submit(t, 'liveness', session.sessionToken, { image: (await faceJpeg()).toString('base64') });
    assert.equal(result.body.data.success, true, result.raw);
  });
});
