import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea; PGlite returns Uint8Array and pg a Buffer, so reads are normalised to Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The built-in verification provider's stand-in for the national ID registries (NIN, BVN, phone
 * number): seeded test identities plus any an operator adds. Not personal data of real people.
 */
export const sandboxIdentities = pgTable(
  'sandbox_identities',
  {
    idType: text('id_type', { enum: ['NIN', 'BVN', 'PHONENUMBER'] }).notNull(),
    idNumber: text('id_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** YYYY-MM-DD, as the registry would return it. */
    dateOfBirth: text('date_of_birth'),
    phoneNumber: text('phone_number'),
    /**
     * The registry photo the selfie is compared with (JPEG/PNG bytes, at most a few MB; kept in the
     * row so a lookup is one query on either database). Null: a record without a photo.
     */
    photo: bytea('photo'),
    photoMediaType: text('photo_media_type', { enum: ['image/jpeg', 'image/png'] }),
    /**
     * Seeded test identities answer predictably: `match` / `no_match` decide the comparison once the
     * selfie passes the capture check, `registry_unavailable` makes the provider fail with a retryable
     * error. Null: the real matcher judges the selfie against `photo` (every operator-added identity).
     */
    simulatedOutcome: text('simulated_outcome', { enum: ['match', 'no_match', 'registry_unavailable'] }),
    /** `seed` rows are restored at every start; an operator's POST for the same type+number replaces one. */
    source: text('source', { enum: ['seed', 'operator'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.idType, table.idNumber] })],
);
