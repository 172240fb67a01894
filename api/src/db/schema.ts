import { sql } from 'drizzle-orm';
import { customType, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A jsonb column that keeps JSON strings as strings. Drizzle's own `jsonb` parses a string it
 * reads once more, though pg and PGlite have already parsed it, so the stored string
 * "5555550100" would come back as a number (and "true" as a boolean).
 */
const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
});

/** A county. Its id is the slug of the first URL segment (`/harbor-county/`). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * One row per settings key a county has set (flat dotted keys of mfe-shared's settingsSchema);
 * keys without a row take the schema's default when read.
 */
export const settings = pgTable(
  'settings',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.key] })],
);

export type Tenant = typeof tenants.$inferSelect;
