import { bit, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { embedSessions } from './embed-sessions.js';

/**
 * Perceptual fingerprints of the frames of every active liveness challenge that passed: a later
 * sequence whose frames are near-duplicates of these (re-encoded, rescaled, re-lit) is a replay even
 * though its bytes differ. Kept for every institution's sessions alike (docs/decisions.md, "Replays
 * across institutions"); deleted with the session.
 */
export const embedCaptureFingerprints = pgTable(
  'embed_capture_fingerprints',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => embedSessions.id, { onDelete: 'cascade' }),
    /** 0 = the frontal frame, 1.. = the action frames in the challenge's order. */
    frame: smallint('frame').notNull(),
    /** blockhash of the face (16x16 blocks of the mesh's box), compared with bit_count(a # b) in SQL. Not a picture: the face cannot be redrawn from it. */
    blockHash: bit('block_hash', { dimensions: 256 }).notNull(),
    /**
     * The hash's band keys (frames.repo.ts, fingerprintLockKeys: 9 bands for the 8-bit limit): a
     * hash within 8 bits shares at least one whole band, so the near-duplicate lookup reads only the
     * rows sharing a key with the probe (GIN index) instead of every stored fingerprint. A new
     * distance limit changes the bands: the keys must then be recomputed.
     */
    bandKeys: integer('band_keys').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.frame] }), index('embed_capture_fingerprints_band_keys_idx').using('gin', table.bandKeys)],
);
