import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { embedPartners } from './embed-partners.js';

/** A partner API key (X-Embed-Partner-Key). A partner may hold several, so a key can be rotated without downtime. */
export const embedPartnerKeys = pgTable(
  'embed_partner_keys',
  {
    id: text('id').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => embedPartners.id),
    /** sha256 of the key; the key itself is shown once, when issued, and never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters (`vep_` and 4 more), so a partner can tell its keys apart. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Updated at most once a minute per key, so authentication does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    /** When the key stops working: now for a revocation, later for a rotation overlap; null while active. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('embed_partner_keys_partner_idx').on(table.partnerId)],
);
