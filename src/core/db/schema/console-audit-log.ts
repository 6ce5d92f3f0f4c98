import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every action taken through the console (and console users made through the operator API):
 * who, what, when, and the state before and after. Rows are only ever inserted.
 */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    /** aud_ ids sort by time, so the id is also the pagination cursor. */
    id: text('id').primaryKey(),
    /** The console user who acted; null when the operator token (CLI or admin API) did. No foreign key: the log outlives people. */
    actorUserId: text('actor_user_id'),
    /** `user:<id>` or `operator-token`: readable on its own even if the user row is later gone. */
    actorLabel: text('actor_label').notNull(),
    /** Dotted verb such as `institution.suspend`, `user.invite`, `api_key.revoke`. */
    action: text('action').notNull(),
    /** The institution the action concerns, so an institution admin sees its own rows only. */
    institutionId: text('institution_id'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** Relevant fields before the change (null on create); never secrets or password hashes. */
    before: jsonb('before'),
    /** Relevant fields after the change (null on delete). */
    after: jsonb('after'),
    /** The request that did it, to join with the server log. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('console_audit_institution_idx').on(table.institutionId, table.id), index('console_audit_action_idx').on(table.action, table.id)],
);
