import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** sha256 of the whole key; the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** First characters of the key, so an operator can tell keys apart without seeing them. */
    keyPreview: text('key_preview').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Updated at most once a minute per key, to keep authentication off the write path. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('api_keys_institution_idx').on(table.institutionId)],
);
