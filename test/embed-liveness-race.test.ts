import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows, tables } from '../src/core/db/index.js';
import type { LivenessAction } from '../src/services/embed/liveness/challenge.js';
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
});
