import { createHash } from 'node:crypto';
import { and, inArray, ne, sql } from 'drizzle-orm';
import { queryRows, tables, type Db } from '../../../core/db/index.js';

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

/** What the near-duplicate registry found for a sequence. */
export interface NearDuplicates {
  /** The most frames of this sequence within the limit of frames of one and the same earlier session. */
  frames: number;
  /** That session (null when none came within the limit). */
  sessionId: string | null;
  /** The closest stored frame to any of this sequence's, in bits (null with an empty registry). */
  closest: number | null;
}

/**
 * The near-duplicate registry's check-and-insert, in one transaction under advisory locks keyed by
 * the fingerprints' bands (fingerprintLockKeys): how many of `frames` lie within `maxDistance`
 * bits of frames of one earlier session's passed challenge (a replay copies one session; an honest
 * retry's frames that come close to earlier ones come close to different sessions), and, when
 * `keep` says the sequence passed, its fingerprints stored before the locks are released. A
 * concurrent sequence with near-duplicate frames waits on a shared key and then sees these rows.
 * The same keys find the candidates: every stored hash within the limit shares a band key with its
 * probe, so only rows sharing one (GIN index on band_keys) are measured, not the whole table;
 * `closest` is the closest of those. See docs/decisions.md, "Replays across institutions".
 */
export async function claimFingerprints(options: {
  db: Db;
  sessionId: string;
  frames: FrameFingerprintRow[];
  maxDistance: number;
  keep: (near: NearDuplicates) => boolean;
}): Promise<NearDuplicates> {
  const hashes = options.frames.map((frame) => frame.blockHash);
  return options.db.transaction(async (tx) => {
    let near: NearDuplicates = { frames: 0, sessionId: null, closest: null };
    if (hashes.length > 0) {
      const keys = fingerprintLockKeys(hashes, options.maxDistance);
      // unnest keeps the array's order, so the locks are taken in sorted order.
      await tx.execute(sql`select pg_advisory_xact_lock(${fingerprintLockSpace}, key) from unnest(${`{${keys.join(',')}}`}::int[]) as key`);
      const probes = sql`unnest(${`{${hashes.join(',')}}`}::text[]) with ordinality as probe(hash, frame)`;
      // Rows sharing a band key with any probe (the index's work, done once), measured against every probe.
      const [found] = await queryRows<{ closest: number | null; session_id: string | null; frames: number | null }>(
        tx,
        sql`with measured as (
              select candidate.session_id, probe.frame, bit_count(candidate.block_hash # probe.hash::bit(256)) as distance
              from (select session_id, block_hash from ${embedCaptureFingerprints} where band_keys && ${`{${keys.join(',')}}`}::int[] and session_id <> ${options.sessionId}) as candidate, ${probes}
            )
            select (select min(distance)::int from measured) as closest, best.session_id, best.frames
            from (select 1) as one left join (
              select session_id, count(distinct frame)::int as frames from measured where distance <= ${options.maxDistance} group by session_id order by frames desc limit 1
            ) as best on true`,
      );
      near = { frames: found?.frames ? Number(found.frames) : 0, sessionId: found?.session_id ?? null, closest: found?.closest === null || found?.closest === undefined ? null : Number(found.closest) };
    }
    if (options.frames.length > 0 && options.keep(near)) {
      await tx
        .insert(embedCaptureFingerprints)
        .values(options.frames.map((frame) => ({ sessionId: options.sessionId, ...frame, bandKeys: fingerprintLockKeys([frame.blockHash], options.maxDistance) })))
        .onConflictDoNothing();
    }
    return near;
  });
}
