import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows, tables } from '../src/core/db/index.js';
import type { LivenessAction } from '../src/services/embed/liveness/challenge.js';
import { claimFingerprints, fingerprintLockKeys } from '../src/services/embed/liveness/frames.repo.js';
import { challengeLimits } from '../src/services/embed/liveness/verify-challenge.js';
import { createTestApp, sharedFaceEngine, testDatabaseKind, type TestApp } from './helpers/app.js';
import { createSession, poll, registerPartner, submit, waitFor, type Partner } from './helpers/embed.js';
import { genuineSequences, loadFaceVideo, type GenuineSequence } from './helpers/face-video.js';

/*
 * Two copies of one real challenge sequence submitted at the same moment, to two sessions of two
 * institutions: each copy is re-encoded differently (the digest registry, which compares bytes,
 * sees two different sets of frames), so only the near-duplicate registry stands between them.
 * Neither has stored its fingerprints when the other looks: without a lock around check-and-insert
 * both pass.
 *
 * The two verifications rarely end within the same few milliseconds by themselves, so on
 * PostgreSQL the test widens the window as a busy database would: another connection holds the
 * fingerprint table in EXCLUSIVE mode (reads pass, writes wait) until both submits wait on a lock.
 * Without the lock around check-and-insert both have then checked before either stored, and both
 * pass. PGlite has one connection, so nothing can hold writes while letting reads through: there
 * the two submits simply run at once (their check-and-insert transactions take PGlite's one
 * connection in turn).
 */

const b64 = (image: Buffer) => image.toString('base64');
type Detail = { path: string; message: string };

describe(`active liveness, concurrent near-duplicate replays (${testDatabaseKind})`, () => {
  let t: TestApp;
  let first: Partner;
  let second: Partner;
  let sequence: GenuineSequence;

  before(async () => {
    t = await createTestApp({ env: { EMBED_LIVENESS_MODE: 'active', EMBED_MAX_REJECTED_CAPTURES: '3' } });
    first = await registerPartner(t);
    second = await registerPartner(t);
    const engine = await sharedFaceEngine(t.config.faces);
    const frames = await loadFaceVideo('cap13');
    for (const actions of [['turn_left', 'open_mouth'], ['open_mouth', 'turn_left'], ['turn_right', 'open_mouth']] as LivenessAction[][]) {
      const [found] = await genuineSequences({ engine, frames, actions });
      if (found) {
        sequence = found;
        break;
      }
    }
    assert.ok(sequence, 'cap13 holds a challenge sequence');
  });
  after(async () => {
    await t?.close();
  });

  async function activeSession(partner: Partner) {
    const session = await createSession(t, partner, 'liveness');
    await t.database.db.update(tables.embedSessions).set({ challenge: { actions: sequence.actions } }).where(eq(tables.embedSessions.id, session.sessionId));
    return session;
  }
  /** The sequence with every frame re-encoded at `quality` (other pixels, so other digests). */
  async function copyAt(quality: number) {
    const copy = (jpeg: Buffer) => sharp(jpeg).jpeg({ quality }).toBuffer();
    return {
      image: b64(await copy(sequence.frontal.jpeg)),
      challenge: {
        imageCapturedAt: sequence.frontal.atMs + 100,
        frames: await Promise.all(sequence.frames.map(async (frame, i) => ({ action: sequence.actions[i]!, image: b64(await copy(frame.jpeg)), capturedAt: frame.atMs + 100 }))),
      },
    };
  }

  /** Runs `submits` while the fingerprint table is held (above), and returns their responses. */
  async function whileFingerprintsHeld<T>(submits: () => Promise<T>): Promise<T> {
    if (testDatabaseKind === 'postgres') {
      const { db } = t.database;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`lock table embed_capture_fingerprints in exclusive mode`);
        locked();
        await released;
      });
      await isLocked;
      const running = submits();
      const waiting = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))[0]!.n;
      await waitFor(async () => (await waiting()) >= 2, 180_000, 'both submits waiting on a lock').finally(release);
      await holder;
      return running;
    }
    return submits();
  }

  it('two differently re-encoded copies of one sequence submitted at the same moment to two institutions: exactly one passes, the other is a rejected capture as a replay', async () => {
    const [a, b] = await Promise.all([activeSession(first), activeSession(second)]);
    const [bodyA, bodyB] = await Promise.all([copyAt(91), copyAt(86)]);
    const responses = await whileFingerprintsHeld(() => Promise.all([submit(t, 'liveness', a.sessionToken, bodyA), submit(t, 'liveness', b.sessionToken, bodyB)]));

    const passed = responses.filter((response) => response.statusCode === 200 && response.body.data.success === true);
    assert.equal(passed.length, 1, `exactly one copy passes: ${responses.map((response) => `${response.statusCode} ${response.raw.slice(0, 300)}`).join(' | ')}`);
    const refused = responses.find((response) => response !== passed[0])!;
    assert.equal(refused.statusCode, 400, refused.raw);
    const detail = (refused.body.error!.details as Detail[])[0]!;
    assert.equal(detail.path, 'challenge');
    assert.match(detail.message, /already used in another verification/);
    assert.match(refused.body.message, /^The photo was not accepted: .* 2 attempts left\.$/);

    // The refusal came from the near-duplicate registry (the bytes differ), and the refused session stays open for a retake.
    const refusedToken = refused === responses[0] ? a.sessionToken : b.sessionToken;
    const refusedOwner = refused === responses[0] ? first : second;
    assert.equal((await poll(t, 'liveness', refusedToken, refusedOwner)).body.data.status, 'pending');
    const passedToken = refused === responses[0] ? b.sessionToken : a.sessionToken;
    const passedOwner = refused === responses[0] ? second : first;
    const data = (await poll(t, 'liveness', passedToken, passedOwner)).body.data as { providerResponse: { data: { activeLiveness: { checks: { name: string; values: Record<string, unknown> }[] } } } };
    const notReplayed = data.providerResponse.data.activeLiveness.checks.find((check) => check.name === 'not_replayed')!;
    assert.equal(notReplayed.values.framesSeenInOtherSessions, 0, 'no byte-identical frame: the digest registry did not decide');
  });

  it('the near-duplicate lookup reads only stored frames sharing a band with the probe: a copy among many stored fingerprints is still found, an unrelated probe measures none', async () => {
    const { db } = t.database;
    const randomHash = () => [...randomBytes(32)].map((byte) => byte.toString(2).padStart(8, '0')).join('');
    const flip = (hash: string, bits: number[]) => [...hash].map((bit, i) => (bits.includes(i) ? (bit === '0' ? '1' : '0') : bit)).join('');
    const maxDistance = challengeLimits.replayMaxHashDistance;
    // 600 unrelated stored frames of one session, then the two frames of the session a replay copies.
    const crowd = await createSession(t, first, 'liveness');
    await db.insert(tables.embedCaptureFingerprints).values(Array.from({ length: 600 }, (_, frame) => {
      const blockHash = randomHash();
      return { sessionId: crowd.sessionId, frame, blockHash, bandKeys: fingerprintLockKeys([blockHash], maxDistance) };
    }));
    const copied = await createSession(t, second, 'liveness');
    const original = [randomHash(), randomHash()];
    const stored = await claimFingerprints({ db, sessionId: copied.sessionId, frames: original.map((blockHash, frame) => ({ frame, blockHash })), maxDistance, keep: () => true });
    assert.equal(stored.frames, 0);
    const [row] = await db.select().from(tables.embedCaptureFingerprints).where(eq(tables.embedCaptureFingerprints.sessionId, copied.sessionId)).limit(1);
    assert.deepEqual([...row!.bandKeys].sort((a, b) => a - b), fingerprintLockKeys([row!.blockHash], maxDistance), 'stored with the band keys of its hash');

    // Each frame of the copy 8 and 5 bits away, the 8 spread over every band but one (the one it shares).
    const replay = await createSession(t, first, 'liveness');
    const spread = [3, 31, 60, 88, 117, 145, 174, 202];
    const near = await claimFingerprints({ db, sessionId: replay.sessionId, frames: [{ frame: 0, blockHash: flip(original[0]!, spread) }, { frame: 1, blockHash: flip(original[1]!, [0, 1, 2, 3, 4]) }], maxDistance, keep: () => false });
    assert.deepEqual(near, { frames: 2, sessionId: copied.sessionId, closest: 5 });
    assert.ok(near.frames >= challengeLimits.replayMinFrames, 'refused as a replay');

    // A probe sharing no band key with any stored frame measures nothing (a whole-table scan would report its closest distance).
    const unrelated = await createSession(t, second, 'liveness');
    const far = await claimFingerprints({ db, sessionId: unrelated.sessionId, frames: [{ frame: 0, blockHash: randomHash() }], maxDistance, keep: () => false });
    assert.deepEqual(far, { frames: 0, sessionId: null, closest: null });
  });
});
