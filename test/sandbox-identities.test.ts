import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { runCli } from '../src/cli/index.js';
import { findSandboxIdentity, seedNumberPrefixes, seedOutcomes, seedSandboxIdentities } from '../src/platform/sandbox-identities/index.js';
import { adminHeaders, call, createTestApp, type TestApp } from './helpers/app.js';
import { faceJpeg } from './helpers/faces.js';

let testApp: TestApp;
const route = '/admin/v1/sandbox/identities';

interface Summary {
  idType: string;
  idNumber: string;
  firstName: string;
  lastName: string;
  hasPhoto: boolean;
  outcome: string;
  source: string;
}

before(async () => {
  testApp = await createTestApp();
});
after(async () => {
  await testApp.close();
});

async function list(): Promise<Summary[]> {
  const response = await call<{ identities: Summary[] }>(testApp.app, { method: 'GET', url: route, headers: adminHeaders(testApp) });
  assert.equal(response.statusCode, 200, response.raw);
  return response.body.data.identities;
}

test('the documented test identities are seeded at start, and seeding again changes nothing', async () => {
  const seeded = await list();
  assert.equal(seeded.length, 3 * seedOutcomes.length);
  const nin0 = seeded.find((s) => s.idType === 'NIN' && s.idNumber === '70000000000');
  assert.deepEqual({ outcome: nin0?.outcome, hasPhoto: nin0?.hasPhoto, source: nin0?.source }, { outcome: 'match', hasPhoto: true, source: 'seed' });
  assert.equal(seeded.find((s) => s.idNumber === '22000000004')?.hasPhoto, false);
  assert.equal(seeded.find((s) => s.idNumber === '08000000003')?.outcome, 'registry_unavailable');
  assert.equal(seeded.find((s) => s.idNumber === '70000000005')?.outcome, 'matcher');
  assert.equal(seeded.some((s) => s.idNumber.endsWith('2')), false, 'digit 2 is the not-found case');

  await seedSandboxIdentities({ db: testApp.database.db });
  await Promise.all([seedSandboxIdentities({ db: testApp.database.db }), seedSandboxIdentities({ db: testApp.database.db })]);
  assert.deepEqual(await list(), seeded);

  const db = testApp.database.db;
  for (const idType of ['NIN', 'BVN', 'PHONENUMBER'] as const) {
    assert.equal(await findSandboxIdentity({ db, idType, idNumber: `${seedNumberPrefixes[idType]}2` }), null);
    const match = await findSandboxIdentity({ db, idType, idNumber: `${seedNumberPrefixes[idType]}5` });
    assert.equal(match?.simulatedOutcome, null);
    assert.equal(match?.photo?.mediaType, 'image/jpeg');
    assert.deepEqual(match?.photo?.bytes, await faceJpeg('sample1a'), 'the matcher identity holds the sample1a crop');
  }
});

test('the operator routes need the admin token', async () => {
  const body = { idType: 'NIN', idNumber: '70000000000', firstName: 'Mallory', lastName: 'X', photo: (await faceJpeg('sample5a')).toString('base64') };
  for (const [method, url] of [['GET', route], ['POST', route], ['DELETE', `${route}/NIN/70000000000`]] as const) {
    const response = await call(testApp.app, { method, url, headers: { authorization: 'Bearer wrong-token-wrong-token-wrong' }, body: method === 'POST' ? body : undefined });
    assert.equal(response.statusCode, 401, `${method} ${url}`);
  }
  assert.equal((await list()).find((s) => s.idNumber === '70000000000' && s.idType === 'NIN')?.source, 'seed', 'nothing changed');
});

test('bad bodies are refused with 400s naming the field', async () => {
  const photo = (await faceJpeg('sample5a')).toString('base64');
  const valid = { idType: 'BVN', idNumber: '22123456789', firstName: 'Ada', lastName: 'Okafor', photo };
  const cases: [Record<string, unknown>, string, RegExp][] = [
    [{ ...valid, idType: 'PASSPORT' }, 'idType', /NIN, BVN, PHONENUMBER/],
    [{ ...valid, idNumber: '12345' }, 'idNumber', /11 digits/],
    [{ ...valid, idType: 'PHONENUMBER', idNumber: '12345678901' }, 'idNumber', /starting with 0/],
    [{ ...valid, photo: 'not base64 !!' }, 'photo', /base64/],
    [{ ...valid, photo: Buffer.from('GIF89a just some bytes here').toString('base64') }, 'photo', /JPEG or PNG/],
    [{ ...valid, photo: (await faceJpeg()).subarray(0, 2000).toString('base64') }, 'photo', /decoded/],
    [{ ...valid, dateOfBirth: '12/04/1990' }, 'dateOfBirth', /date/],
    [{ ...valid, surname: 'x' }, 'surname', /not a known field/],
    [{ ...valid, firstName: undefined }, 'firstName', /required/],
    [{ ...valid, lastName: '   ' }, 'lastName', /blank/],
  ];
  for (const [body, path, message] of cases) {
    const response = await call(testApp.app, { method: 'POST', url: route, headers: adminHeaders(testApp), body });
    assert.equal(response.statusCode, 400, `${path}: ${response.raw}`);
    const detail = response.body.error?.details.find((d) => d.path === path);
    assert.ok(detail, `${path} not named in ${JSON.stringify(response.body.error?.details)}`);
    assert.match(detail.message, message);
  }
});

test('add, replace, list and remove an identity', async () => {
  const db = testApp.database.db;
  const photo = await faceJpeg('sample5a');
  const added = await call(testApp.app, {
    method: 'POST',
    url: route,
    headers: adminHeaders(testApp),
    body: { idType: 'NIN', idNumber: '12345678901', firstName: 'Ada', lastName: 'Okafor', dateOfBirth: '1990-04-12', phoneNumber: '+2348031234567', photo: photo.toString('base64') },
  });
  assert.equal(added.statusCode, 200, added.raw);
  assert.deepEqual(added.body.data, { idType: 'NIN', idNumber: '12345678901' });
  const stored = await findSandboxIdentity({ db, idType: 'NIN', idNumber: '12345678901' });
  assert.deepEqual(stored?.photo?.bytes, photo);
  assert.equal(stored?.simulatedOutcome, null);
  assert.equal(stored?.dateOfBirth, '1990-04-12');

  const png = await (await import('sharp')).default(photo).png().toBuffer();
  const replaced = await call(testApp.app, {
    method: 'POST',
    url: route,
    headers: adminHeaders(testApp),
    body: { idType: 'NIN', idNumber: '12345678901', firstName: 'Adaeze', lastName: 'Okafor', photo: png.toString('base64') },
  });
  assert.equal(replaced.statusCode, 200, replaced.raw);
  const afterReplace = (await list()).filter((s) => s.idNumber === '12345678901');
  assert.equal(afterReplace.length, 1);
  assert.equal(afterReplace[0]!.firstName, 'Adaeze');
  const replacedRecord = await findSandboxIdentity({ db, idType: 'NIN', idNumber: '12345678901' });
  assert.equal(replacedRecord?.photo?.mediaType, 'image/png');
  assert.equal(replacedRecord?.dateOfBirth, null);

  // Replacing a seed identity makes it the operator's, judged by the matcher.
  const overSeed = await call(testApp.app, { method: 'POST', url: route, headers: adminHeaders(testApp), body: { idType: 'BVN', idNumber: '22000000001', firstName: 'Own', lastName: 'Photo', photo: photo.toString('base64') } });
  assert.equal(overSeed.statusCode, 200, overSeed.raw);
  assert.deepEqual((await list()).find((s) => s.idNumber === '22000000001' && s.idType === 'BVN')?.outcome, 'matcher');

  const removed = await call(testApp.app, { method: 'DELETE', url: `${route}/NIN/12345678901`, headers: adminHeaders(testApp) });
  assert.equal(removed.statusCode, 200, removed.raw);
  assert.equal(await findSandboxIdentity({ db, idType: 'NIN', idNumber: '12345678901' }), null);
  const again = await call(testApp.app, { method: 'DELETE', url: `${route}/NIN/12345678901`, headers: adminHeaders(testApp) });
  assert.equal(again.statusCode, 404);
  const badType = await call(testApp.app, { method: 'DELETE', url: `${route}/PASSPORT/12345678901`, headers: adminHeaders(testApp) });
  assert.equal(badType.statusCode, 400);
  assert.equal(badType.body.error?.details[0]?.path, 'params.idType');
});

test('the CLI adds, lists and removes identities through the operator API', async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const photoFile = path.join(testApp.dataDir, 'ada.jpg');
  await writeFile(photoFile, await faceJpeg('sample6a'));
  const cli = async (args: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, { env: { VERITY_URL: baseUrl, VERITY_ADMIN_TOKEN: testApp.adminToken }, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
    return { code, stdout, stderr };
  };
  const added = await cli(['sandbox', 'identities', 'add', 'phonenumber', '08031234567', '--first-name', 'Ada', '--last-name', 'Obi', '--photo', photoFile, '--dob', '1991-02-03']);
  assert.equal(added.code, 0, added.stderr);
  assert.match(added.stdout, /Saved sandbox identity PHONENUMBER 08031234567/);
  const stored = await findSandboxIdentity({ db: testApp.database.db, idType: 'PHONENUMBER', idNumber: '08031234567' });
  assert.deepEqual(stored?.photo?.bytes, await faceJpeg('sample6a'));

  const listed = await cli(['sandbox', 'identities', 'list']);
  assert.equal(listed.code, 0, listed.stderr);
  assert.match(listed.stdout, /PHONENUMBER\s+08031234567\s+Ada Obi\s+yes\s+matcher\s+operator/);

  const badNumber = await cli(['sandbox', 'identities', 'add', 'NIN', '123', '--first-name', 'A', '--last-name', 'B', '--photo', photoFile]);
  assert.equal(badNumber.code, 2);
  assert.match(badNumber.stderr, /ID_NUMBER must be 11 digits for NIN/);
  const badAction = await cli(['sandbox', 'identities', 'rename']);
  assert.equal(badAction.code, 2);

  const removed = await cli(['sandbox', 'identities', 'remove', 'PHONENUMBER', '08031234567']);
  assert.equal(removed.code, 0, removed.stderr);
  const missing = await cli(['sandbox', 'identities', 'remove', 'PHONENUMBER', '08031234567']);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /No sandbox identity PHONENUMBER 08031234567 \(HTTP 404/);
});
