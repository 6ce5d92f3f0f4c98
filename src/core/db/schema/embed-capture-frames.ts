import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { embedSessions } from './embed-sessions.js';

/**
 * Digests of every frame submitted to an active liveness challenge: a frame seen in another
 * session is a replay. The digest, not the picture, is kept.
 */
export const embedCaptureFrames = pgTable(
  'embed_capture_frames',
  {
    /** sha256 (hex) of the frame's decoded bytes as sent. */
    digest: text('digest').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => embedSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('embed_capture_frames_session_idx').on(table.sessionId)],
);
