import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

/**
 * A person who signs in to the web console. An operator runs the whole platform; everyone else
 * belongs to exactly one institution with one role there.
 */
export const consoleUsers = pgTable(
  'console_users',
  {
    id: text('id').primaryKey(),
    /** Lower-cased and trimmed: the sign-in name, unique across the platform. */
    email: text('email').notNull().unique(),
    /** operator | admin | reviewer | viewer; only `operator` has no institution. */
    role: text('role', { enum: ['operator', 'admin', 'reviewer', 'viewer'] }).notNull(),
    institutionId: text('institution_id').references(() => institutions.id),
    /** argon2id PHC string; null until the person sets a password through a one-time link. */
    passwordHash: text('password_hash'),
    /** active | disabled; a disabled person cannot sign in and loses every session. */
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('console_users_institution_idx').on(table.institutionId),
    check('console_users_role_institution', sql`(${table.role} = 'operator') = (${table.institutionId} is null)`),
  ],
);
