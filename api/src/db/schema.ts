import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/** A parcel of a county (SPEC 3 Property). Its id is the parcel number, unique within the county. */
export const parcels = pgTable(
  'parcels',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    address: text('address').notNull(),
    ownerName: text('owner_name').notNull(),
    type: text('type').notNull(),
    valueAmount: bigint('value_amount', { mode: 'number' }),
    valueCurrency: text('value_currency'),
    mailingLines: text('mailing_lines').array(),
    mailingCity: text('mailing_city'),
    mailingState: text('mailing_state'),
    mailingZip: text('mailing_zip'),
    legalDescription: text('legal_description'),
    neighborhood: text('neighborhood'),
    areaCode: text('area_code'),
    accountNumber: text('account_number'),
    taxArea: text('tax_area'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    recordCardUrl: text('record_card_url'),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    comperId: text('comper_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // Search (DESIGN): id prefix by btree on the lower-cased id, address and owner substrings by trigram GIN.
    index('parcels_id_prefix_idx').using('btree', table.tenantId, sql`lower(${table.id}) text_pattern_ops`),
    index('parcels_address_trgm_idx').using('gin', sql`lower(${table.address}) gin_trgm_ops`),
    index('parcels_owner_trgm_idx').using('gin', sql`lower(${table.ownerName}) gin_trgm_ops`),
  ],
);

export type ParcelRow = typeof parcels.$inferSelect;
