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
}

/**
 * How many of `blockHashes` lie within `maxDistance` bits of a frame of another session's passed
 * challenge. Scans the table (bit_count over bit(256) has no index); see docs/decisions.md,
 * "Replays across institutions".
 */
export async function countNearDuplicateFrames(options: { db: Db; sessionId: string; blockHashes: string[]; maxDistance: number }): Promise<{ frames: number; closest: number | null }> {
  let frames = 0;
  let closest: number | null = null;
  for (const blockHash of options.blockHashes) {
    const distance = sql<number>`bit_count(${embedCaptureFingerprints.blockHash} # ${blockHash}::bit(256))`;
    const [row] = await options.db
      .select({ distance: sql<number>`min(${distance})` })
      .from(embedCaptureFingerprints)
      .where(ne(embedCaptureFingerprints.sessionId, options.sessionId));
    const nearest = row?.distance === null || row?.distance === undefined ? null : Number(row.distance);
    if (nearest === null) continue;
    closest = closest === null ? nearest : Math.min(closest, nearest);
    if (nearest <= options.maxDistance) frames += 1;
  }
  return { frames, closest };
}

/** Keeps the fingerprints of a passed challenge's frames (once per session and frame). */
export async function recordFingerprints(options: { db: Db; sessionId: string; frames: FrameFingerprintRow[] }): Promise<void> {
  if (options.frames.length === 0) return;
  await options.db
    .insert(embedCaptureFingerprints)
    .values(options.frames.map((frame) => ({ sessionId: options.sessionId, ...frame })))
    .onConflictDoNothing();
}
