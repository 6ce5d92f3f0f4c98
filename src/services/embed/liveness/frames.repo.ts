import { and, inArray, ne, sql } from 'drizzle-orm';
import { tables, type Db } from '../../../core/db/index.js';

const { embedCaptureFrames, embedCaptureFingerprints } = tables;

/**
 * Records the digests of a challenge's frames for `sessionId` and returns how many of them another
 * session had already sent (a replay). The primary key makes two concurrent sessions sending the
 * same frame serialise: the second insert waits for the first and then sees its row.
 */
export async function recordFrameDigests(options: { db: Db; sessionId: string; digests: string[] }): Promise<number> {
  const unique = [...new Set(options.digests)];
  await options.db
    .insert(embedCaptureFrames)
    .values(unique.map((digest) => ({ digest, sessionId: options.sessionId })))
    .onConflictDoNothing();
  const foreign = await options.db
    .select({ digest: embedCaptureFrames.digest })
    .from(embedCaptureFrames)
    .where(and(inArray(embedCaptureFrames.digest, unique), ne(embedCaptureFrames.sessionId, options.sessionId)));
  return foreign.length;
}

export interface FrameFingerprintRow {
  frame: number;
  blockHash: string;
  meshShape: number[];
}

/**
 * Frames of other sessions' passed challenges whose block hash is within `maxHashDistance` bits of
 * `blockHash`: the candidates a near-duplicate check then compares by mesh shape. Scans the table
 * (bit_count over bit(256) has no index); see docs/decisions.md, "Replays across institutions".
 */
export async function findFingerprintCandidates(options: { db: Db; sessionId: string; blockHash: string; maxHashDistance: number }): Promise<{ sessionId: string; frame: number; hashDistance: number; meshShape: number[] }[]> {
  const distance = sql<number>`bit_count(${embedCaptureFingerprints.blockHash} # ${options.blockHash}::bit(256))`;
  const rows = await options.db
    .select({ sessionId: embedCaptureFingerprints.sessionId, frame: embedCaptureFingerprints.frame, hashDistance: distance, meshShape: embedCaptureFingerprints.meshShape })
    .from(embedCaptureFingerprints)
    .where(and(ne(embedCaptureFingerprints.sessionId, options.sessionId), sql`${distance} <= ${options.maxHashDistance}`));
  return rows.map((row) => ({ ...row, hashDistance: Number(row.hashDistance) }));
}

/** Keeps the fingerprints of a passed challenge's frames (once per session and frame). */
export async function recordFingerprints(options: { db: Db; sessionId: string; frames: FrameFingerprintRow[] }): Promise<void> {
  await options.db
    .insert(embedCaptureFingerprints)
    .values(options.frames.map((frame) => ({ sessionId: options.sessionId, ...frame })))
    .onConflictDoNothing();
}
