import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A partner of the embedded capture service (not an institution: it has no wallet). Its API keys: embed_partner_keys. */
export const embedPartners = pgTable('embed_partners', {
  id: text('id').primaryKey(),
  /** Display name, shown on the capture page. */
  name: text('name').notNull(),
  /** The provider secret key, sealed (AES-256-GCM) with a key derived from the master key. */
  providerKeySealed: text('provider_key_sealed').notNull(),
  /** Last 4 characters of the provider key, so settings can show which key is set. */
  providerKeyLast4: text('provider_key_last4').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  /** The whsec_ webhook signing secret, sealed: we must be able to sign with it, so it cannot be hashed. */
  webhookSecretSealed: text('webhook_secret_sealed').notNull(),
  /** The secret replaced by the last rotation, sealed; deliveries are signed with it too until previous_webhook_secret_until. */
  previousWebhookSecretSealed: text('previous_webhook_secret_sealed'),
  /** End of the rotation overlap window; null when no rotation overlap was ever started. */
  previousWebhookSecretUntil: timestamp('previous_webhook_secret_until', { withTimezone: true, mode: 'date' }),
  /** https origins allowed to frame the capture pages; empty means any. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
