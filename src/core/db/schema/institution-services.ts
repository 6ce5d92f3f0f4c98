import { bigint, boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';

export const institutionServices = pgTable(
  'institution_services',
  {
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** One of the closed list in platform/institutions/service-codes.ts (spec SKUs). */
    serviceCode: text('service_code').notNull(),
    enabled: boolean('enabled').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.institutionId, table.serviceCode] })],
);
