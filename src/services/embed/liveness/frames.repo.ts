import { createHash } from 'node:crypto';
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

/** Any fixed number: the first key of every near-duplicate lock (the second is the band's). */
const fingerprintLockSpace = 7_246_016;

/**
 * The advisory lock keys of a set of fingerprints: each hash cut into `maxDistance + 1` bands, one
 * key per band value. Two hashes within `maxDistance` bits differ in at most that many bands, so
 * they agree on a whole band (pigeonhole) and share a key: two near-duplicate sequences checked at
 * the same moment always wait for each other, while unrelated ones rarely do. Sorted, so two
 * sessions take their shared keys in one order and cannot deadlock.
 */
export function fingerprintLockKeys(blockHashes: string[], maxDistance: number): number[] {
  const keys = new Set<number>();
  const bands = maxDistance + 1;
  for (const blockHash of blockHashes) {
    for (let band = 0; band < bands; band++) {
      const from = Math.floor((band * blockHash.length) / bands);
      const to = Math.floor(((band + 1) * blockHash.length) / bands);
      const digest = createHash('sha256').update(`${band}:${blockHash.slice(from, to)}`).digest();
      keys.add(digest.readInt32BE(0));
    }
  }
  return [...keys].sort((a, b) => a - b);
}

/**
 * The near-duplicate registry's check-and-insert, in one transaction under advisory locks keyed by
 * the fingerprints' bands (fingerprintLockKeys): how many of `frames` lie within `maxDistance`
 * bits of a frame of another session's passed challenge, and, when `keep(frames)` says the
 * sequence passed, its fingerprints stored before the locks are released. A concurrent sequence
 * with near-duplicate frames waits on a shared key and then sees these rows. Scans the table
 * (bit_count over bit(256) has no index); see docs/decisions.md, "Replays across institutions".
 */
export async function claimFingerprints(options: {
  db: Db;
  sessionId: string;
  frames: FrameFingerprintRow[];
  maxDistance: number;
  keep: (near: { frames: number; closest: number | null }) => boolean;
}): Promise<{ frames: number; closest: number | null }> {
  const hashes = options.frames.map((frame) => frame.blockHash);
  return options.db.transaction(async (tx) => {
    const keys = fingerprintLockKeys(hashes, options.maxDistance);
    // unnest keeps the array's order, so the locks are taken in sorted order.
    if (keys.length > 0) await tx.execute(sql`select pg_advisory_xact_lock(${fingerprintLockSpace}, key) from unnest(${`{${keys.join(',')}}`}::int[]) as key`);
    let frames = 0;
    let closest: number | null = null;
    for (const blockHash of hashes) {
      const distance = sql<number>`bit_count(${embedCaptureFingerprints.blockHash} # ${blockHash}::bit(256))`;
      const [row] = await tx
        .select({ distance: sql<number>`min(${distance})` })
        .from(embedCaptureFingerprints)
        .where(ne(embedCaptureFingerprints.sessionId, options.sessionId));
      const nearest = row?.distance === null || row?.distance === undefined ? null : Number(row.distance);
      if (nearest === null) continue;
      closest = closest === null ? nearest : Math.min(closest, nearest);
      if (nearest <= options.maxDistance) frames += 1;
    }
    const near = { frames, closest };
    if (options.frames.length > 0 && options.keep(near)) {
      await tx
        .insert(embedCaptureFingerprints)
        .values(options.frames.map((frame) => ({ sessionId: options.sessionId, ...frame })))
        .onConflictDoNothing();
    }
    return near;
  });
}
