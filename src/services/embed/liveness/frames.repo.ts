import { and, inArray, ne } from 'drizzle-orm';
import { tables, type Db } from '../../../core/db/index.js';

const { embedCaptureFrames } = tables;

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
