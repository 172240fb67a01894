import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ParcelCharacteristics } from 'mfe-shared/schemas';

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
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
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

/** A parcel of a county (a Property, docs/product.md#data-shapes). Its id is the parcel number, unique within the county. */
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
    /** The hash of the owner code on the parcel's assessment notice (capabilities/parcels/owner-code.ts); null when the county has none for it. */
    ownerCodeHash: text('owner_code_hash'),
    /** Last year's value, in the value's currency; null where the roll has none (a new parcel). GET /prc/{id}/facts. */
    priorValueAmount: bigint('prior_value_amount', { mode: 'number' }),
    /** The land's share of this value, as the roll gives it; null where it gives none (capabilities/parcels/parcel-breakdown.ts). */
    landValueAmount: bigint('land_value_amount', { mode: 'number' }),
    /** What the value rests on, as the roll gives it (mfe-shared parcelCharacteristicsSchema); null where it gives nothing. */
    characteristics: jsonb('characteristics').$type<ParcelCharacteristics>(),
    /**
     * What search reads when it walks parcels in result order: both searched texts lower-cased once,
     * not at every walk, between them SEARCH_TEXT_SEPARATOR (chr(1)).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(address) || chr(1) || lower(owner_name)`),
    /** Address and owner name as the trigram indexes hold them (search_key in drizzle/0010, capabilities/parcels/search-key.ts). */
    addressKey: text('address_key')
      .notNull()
      .generatedAlwaysAs(sql`search_key(address)`),
    ownerKey: text('owner_key')
      .notNull()
      .generatedAlwaysAs(sql`search_key(owner_name)`),
    /** The parcel as the API sends it (a Property), as JSON text: parcel_property_json in drizzle/0008. */
    propertyJson: text('property_json')
      .notNull()
      .generatedAlwaysAs(
        sql`parcel_property_json(id, address, owner_name, type, value_amount, value_currency, mailing_lines, mailing_city, mailing_state, mailing_zip, legal_description, neighborhood, area_code, account_number, tax_area, lat, lng, record_card_url, image_url, active, comper_id)`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // Search (docs/product.md#search-rules): id prefix by btree on the lower-cased id, address and owner substrings by trigram GIN.
    // The id prefix index holds the number matches in their result order (lower-cased id byte by
    // byte, then id), so a page of them is read in order and stops, whatever plan is cached.
    index('parcels_id_order_idx').using('btree', table.tenantId, sql`lower(${table.id}) text_pattern_ops`, table.id),
    // On the keys: trigrams across words as well as within them (capabilities/parcels/search-key.ts).
    // The county first (btree_gin, drizzle/0035): a common name is looked up among this county's
    // parcels in the index itself, not among every county's and then filtered.
    index('parcels_address_key_trgm_idx').using('gin', table.tenantId, sql`${table.addressKey} gin_trgm_ops`),
    index('parcels_owner_key_trgm_idx').using('gin', table.tenantId, sql`${table.ownerKey} gin_trgm_ops`),
    // Search results in their order (capabilities/parcels/parcel-store.ts): a common term is answered by walking this
    // index, search_text included so the walk never reads the table.
    index('parcels_search_order_idx').on(table.tenantId, table.address, table.id, table.searchText),
  ],
);

/** Between address and owner in parcels.search_text: a term holding it cannot be matched there. */
export const SEARCH_TEXT_SEPARATOR = '\u0001';

export type ParcelRow = typeof parcels.$inferSelect;

const tenantId = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);
/** One of mfe-shared's LANGUAGES ('en', 'es'); rows from before there were other languages are English. */
const filerLanguage = () => text('language').notNull().default('en');

/** The value breakdown behind a parcel's market value (GET /prc/{id}/breakdown, pro mode). */
export const parcelBreakdowns = pgTable(
  'parcel_breakdowns',
  {
    tenantId: tenantId(),
    parcelId: text('parcel_id').notNull(),
    taxYear: integer('tax_year').notNull(),
    landValue: bigint('land_value', { mode: 'number' }).notNull(),
    improvementValue: bigint('improvement_value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.parcelId, table.taxYear] }),
    foreignKey({ columns: [table.tenantId, table.parcelId], foreignColumns: [parcels.tenantId, parcels.id] }).onDelete('cascade'),
  ],
);

/** An appeal reason option (docs/product.md#appeal-steps); only `used` codes are offered, sorted by `position`. */
export const appealReasonCodes = pgTable(
  'appeal_reason_codes',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    description: text('description').notNull(),
    used: boolean('used').notNull().default(true),
    position: integer('position').notNull(),
    /** The description in other languages: { es: 'El valor de mercado es demasiado alto' }; English where a county gives none. */
    labels: jsonb('labels')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** An appeal window, or season (docs/product.md#appeal-seasons); at most one open per county at a time (enforced by a partial unique index). */
export const appealWindows = pgTable(
  'appeal_windows',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    open: boolean('open').notNull().default(false),
    /**
     * The season's first and last days as the county announces them, in its zone ('YYYY-MM-DD'), or
     * null when it has not said: the screens tell visitors until when they can appeal and when the
     * next season opens, and the last day ends the public's filings (docs/product.md#appeal-seasons).
     */
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('appeal_windows_one_open_idx')
      .on(table.tenantId)
      .where(sql`${table.open}`),
  ],
);

/**
 * A filed appeal. The property and appellant are kept as filed (jsonb snapshots): what the filer
 * saw is the record, even if the parcel changes later. One per parcel per window.
 */
export const appeals = pgTable(
  'appeals',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    parcelId: text('parcel_id').notNull(),
    windowId: uuid('window_id').notNull(),
    property: jsonb('property').notNull(),
    appellant: jsonb('appellant').notNull(),
    claimedAmount: bigint('claimed_amount', { mode: 'number' }).notNull(),
    claimedCurrency: text('claimed_currency').notNull().default('USD'),
    compsPdfId: uuid('comps_pdf_id'),
    /** Set only when staff filed it on someone's behalf. */
    staffAccountId: uuid('staff_account_id'),
    filingMethod: text('filing_method'),
    /** A retried submit with the same key gets this appeal back instead of filing a second. */
    idempotencyKey: text('idempotency_key'),
    status: text('status').notNull().default('filed'),
    /**
     * How the filer showed a right to appeal this parcel (docs/product.md#who-takes-the-parcels-place):
     * 'owner-code' (the code of its assessment notice), 'staff' (filed by the office), 'recorded'
     * (any row written without saying: seeds, imports). Null: a public filing without proof, which
     * is kept and confirmed but takes no one's place.
     */
    proof: text('proof').default('recorded'),
    /** `HC-26-7K3QPM` (infrastructure/references/reference.ts): on the confirmation, in every e-mail, read over the phone. */
    reference: text('reference').notNull(),
    /** The filer's language (infrastructure/i18n/request-language.ts) when it was created: the later e-mails are written in it. */
    language: filerLanguage(),
    createdAt: createdAt(),
    /**
     * When the filer confirmed it from the e-mail; staff filings are confirmed as they
     * are filed, and so is any row written without saying (seeds, imports). A pending appeal (null)
     * blocks no one: the one-per-season rule counts confirmed ones.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    /**
     * When it was filed, as the office queue orders it: when its filer confirmed it, or
     * when the form was sent while it waits for that.
     */
    filedAt: timestamp('filed_at', { withTimezone: true })
      .notNull()
      .generatedAlwaysAs(sql`coalesce(confirmed_at, created_at)`),
    /**
     * What the office queue's search reads (capabilities/office/appeals-queue.ts): reference, parcel number,
     * address and filer name, lower-cased once, SEARCH_TEXT_SEPARATOR (chr(1)) between them.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(reference || chr(1) || parcel_id || chr(1) || coalesce(property ->> 'address', '') || chr(1) || coalesce(appellant ->> 'name', ''))`),
    /** The property type as filed, and the filer's name lower-cased: the queue filters and sorts by them. */
    propertyType: text('property_type').generatedAlwaysAs(sql`property ->> 'type'`),
    filerName: text('filer_name').generatedAlwaysAs(sql`lower(appellant ->> 'name')`),
    /** The neighborhood of the parcel as filed (the snapshot's, as the property type is): the queue filters by it. */
    neighborhood: text('neighborhood').generatedAlwaysAs(sql`property ->> 'neighborhood'`),
    /**
     * The member of staff who made its latest step by staff (record-move.ts): the queue's "officer"
     * filter. A step by the filer or the portal (a lapse) leaves it; null until staff move it.
     */
    officerAccountId: uuid('officer_account_id'),
    /**
     * Its latest offer's state, kept by a trigger on appeal_offers (drizzle 0042): 'out' (waiting for
     * the answer), 'accepted', 'declined' or 'lapsed'; null without an offer. The queue's offer filter.
     */
    offerState: text('offer_state'),
    /** Its hearing (scheduled, else held), kept by a trigger on hearings (drizzle 0042): the queue's panel and hearing date filters. */
    hearingPanelId: uuid('hearing_panel_id'),
    hearingStartsAt: timestamp('hearing_starts_at', { withTimezone: true }),
    /**
     * Whether it is the parcel's one appeal of the season: confirmed, proven, neither withdrawn nor
     * closed by the office. At most one per parcel and season (appeals_parcel_window_idx); a
     * withdrawn or closed one frees the place.
     */
    holdsPlace: boolean('holds_place')
      .notNull()
      .generatedAlwaysAs(sql`confirmed_at is not null and proof is not null and status not in ('withdrawn', 'closed')`),
    /** The status's place on the timeline (APPEAL_STATUSES: filed 1 ... withdrawn 9, closed 10), for sorting by status. */
    statusRank: integer('status_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(array_position(array['filed','under-review','offer-made','offer-accepted','offer-declined','hearing-scheduled','hearing-held','decided','withdrawn','closed'], status), 0)`,
      ),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('appeals_reference_idx').on(table.tenantId, table.reference),
    // The office queue: a season's appeals newest first, a page at a time, and the date range;
    // each other sortable column the same way, so a page of any order is read in order and stops.
    // With the status and confirmation after the order (drizzle 0042): a date range's counts are read from it alone.
    index('appeals_queue_order_idx').on(table.tenantId, table.windowId, table.filedAt, table.id, table.status, table.confirmedAt),
    index('appeals_queue_claimed_idx').on(table.tenantId, table.windowId, table.claimedAmount, table.id),
    index('appeals_queue_filer_idx').on(table.tenantId, table.windowId, table.filerName, table.id),
    index('appeals_queue_reference_idx').on(table.tenantId, table.windowId, table.reference, table.id),
    index('appeals_queue_parcel_idx').on(table.tenantId, table.windowId, table.parcelId, table.id),
    index('appeals_queue_status_idx').on(table.tenantId, table.windowId, table.statusRank, table.id),
    // At season scale (drizzle 0042, scripts/bench-queue.ts): one status, one neighborhood or one
    // officer newest first, read in order and stopped; the officer's with its status and
    // confirmation, so its counts are read from the index alone.
    index('appeals_queue_status_filed_idx').on(table.tenantId, table.windowId, table.status, table.filedAt, table.id),
    index('appeals_queue_neighborhood_idx').on(table.tenantId, table.windowId, table.neighborhood, table.filedAt, table.id),
    index('appeals_queue_officer_idx').on(table.tenantId, table.windowId, table.officerAccountId, table.filedAt, table.id, table.status, table.confirmedAt),
    // An offer state's, a panel's and a hearing day's the same way; only appeals that have one are in them.
    index('appeals_queue_offer_idx')
      .on(table.tenantId, table.windowId, table.offerState, table.filedAt, table.id, table.status, table.confirmedAt)
      .where(sql`${table.offerState} is not null`),
    index('appeals_queue_panel_idx')
      .on(table.tenantId, table.windowId, table.hearingPanelId, table.filedAt, table.id, table.status, table.confirmedAt)
      .where(sql`${table.hearingPanelId} is not null`),
    index('appeals_queue_hearing_idx')
      .on(table.tenantId, table.windowId, table.hearingStartsAt, table.status, table.confirmedAt)
      .where(sql`${table.hearingStartsAt} is not null`),
    // Its counts per status under the other filters (not the search): every column they read is in
    // the index, so they are counted from it without reading the table.
    index('appeals_queue_counts_idx').on(
      table.tenantId,
      table.windowId,
      table.status,
      table.confirmedAt,
      table.createdAt,
      table.filedAt,
      table.filingMethod,
      table.staffAccountId,
      table.propertyType,
    ),
    // Those awaiting confirmation, counted apart from the confirmed ones (appeal_status_counts):
    // they depend on the time, and are few.
    index('appeals_queue_awaiting_idx')
      .on(table.tenantId, table.windowId, table.createdAt)
      .where(sql`${table.confirmedAt} is null`),
    // Its search: any part of the reference, parcel number, address or filer name.
    index('appeals_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('appeals_parcel_window_idx')
      .on(table.tenantId, table.parcelId, table.windowId)
      .where(sql`${table.holdsPlace}`),
    uniqueIndex('appeals_idempotency_idx').on(table.tenantId, table.idempotencyKey),
    foreignKey({ columns: [table.tenantId, table.windowId], foreignColumns: [appealWindows.tenantId, appealWindows.id] }),
  ],
);

/**
 * The confirmed appeals of each season per status, kept by a trigger on appeals (drizzle
 * 0028_queue_counts_trigger): the office queue's counts for a season unfiltered, the view every
 * desk opens first, without counting the season each time. Counted from an index instead, it
 * stays cheap only while the table is freshly vacuumed: with a tenth of a season of 100,000
 * updated since (status changes, confirmations), the index-only count read the table for 83,000
 * of its 98,000 entries and took 54 ms instead of 10.
 */
export const appealStatusCounts = pgTable(
  'appeal_status_counts',
  {
    tenantId: tenantId(),
    windowId: uuid('window_id').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
    /**
     * From drizzle 0042: the counts per status are kept per property type, filing method ('' online),
     * filer (staff or public) and neighborhood ('' none) too, so the queue filtered by any of those
     * sums a few rows of this table instead of counting a season of 500,000 appeals.
     */
    propertyType: text('property_type').notNull().default(''),
    method: text('method').notNull().default(''),
    staffFiled: boolean('staff_filed').notNull().default(false),
    neighborhood: text('neighborhood').notNull().default(''),
  },
  (table) => [
    primaryKey({
      name: 'appeal_status_counts_pk',
      columns: [table.tenantId, table.windowId, table.status, table.propertyType, table.method, table.staffFiled, table.neighborhood],
    }),
  ],
);

/**
 * The confirmed appeals of each season per status under one facet that is not in appeal_status_counts
 * (drizzle 0042): its officer, its offer state, its hearing panel ('officer', 'offer', 'panel' and the
 * value). Kept by a trigger on appeals, as the status counts are, so the queue filtered by an officer
 * who moved 50,000 appeals reads ten rows instead of counting them (29 ms at 500,000, scripts/bench-queue.ts).
 */
export const appealFacetCounts = pgTable(
  'appeal_facet_counts',
  {
    tenantId: tenantId(),
    windowId: uuid('window_id').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'appeal_facet_counts_pk', columns: [table.tenantId, table.windowId, table.facet, table.value, table.status] })],
);

/** A selected reason: id, title, free-text description (docs/product.md#data-shapes). */
export const appealReasons = pgTable(
  'appeal_reasons',
  {
    tenantId: tenantId(),
    appealId: uuid('appeal_id').notNull(),
    position: integer('position').notNull(),
    codeId: text('code_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appealId, table.position] }),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
  ],
);

/**
 * An appeal's timeline: one row per status it reached, with when, and for 'decided' the
 * decided value. The first row ('filed') is written with the appeal; staff add the others
 * (POST /appeals/{id}/status). `appeals.status` is the latest.
 */
export const appealStatusChanges = pgTable(
  'appeal_status_changes',
  {
    tenantId: tenantId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    appealId: uuid('appeal_id').notNull(),
    status: text('status').notNull(),
    decidedAmount: bigint('decided_amount', { mode: 'number' }),
    decidedCurrency: text('decided_currency'),
    hearingAt: timestamp('hearing_at', { withTimezone: true }),
    /** The staff member who made the change; null for the filing itself. */
    accountId: uuid('account_id'),
    /** The staff member's note on the change: on the office timeline and in the audit trail, never shown to the filer. */
    note: text('note'),
    /** Why the office closed the appeal: told to the filer (their e-mail, the status page), unlike the note. */
    reason: text('reason'),
    /** Who made the move (AppealActor): 'staff', 'filer' (by the status link) or 'portal' (a lapse, a settlement); null on rows before it was kept. */
    actor: text('actor'),
    /**
     * On a 'decided' step: the county's reasons as they read when it decided (id, English, other
     * languages), the explanation and who decided, so a later change of the county's list leaves it as sent.
     */
    decision: jsonb('decision').$type<StoredDecision>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('appeal_status_changes_appeal_idx').on(table.tenantId, table.appealId, table.id),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
  ],
);

export type AppealStatusChangeRow = typeof appealStatusChanges.$inferSelect;

/** A decision as kept with its timeline step. */
export interface StoredDecision {
  reasons: Array<{ id: string; description: string; labels: Record<string, string> }>;
  explanation: string | null;
  decidedBy: string | null;
}

/**
 * The county's settlement offers (docs/product.md#appeal-lifecycle): one per 'offer-made' step
 * (`changeId`), answered once. At most one waits for an answer per appeal; a lapse sweep declines
 * those whose `answerBy` passed (appeal_offers_open_idx finds them).
 */
export const appealOffers = pgTable(
  'appeal_offers',
  {
    tenantId: tenantId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    appealId: uuid('appeal_id').notNull(),
    changeId: bigint('change_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** What the county says about its offer, to the filer. */
    note: text('note'),
    /** The end of the last day to answer, on the county's clock. */
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    /** 'accepted', 'declined' or 'lapsed'; null while it waits. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('appeal_offers_change_idx').on(table.tenantId, table.changeId),
    uniqueIndex('appeal_offers_waiting_idx')
      .on(table.tenantId, table.appealId)
      .where(sql`answer is null`),
    index('appeal_offers_open_idx')
      .on(table.answerBy)
      .where(sql`answer is null`),
    // An appeal's offers, latest first: what appeals.offer_state is kept from (drizzle 0042).
    index('appeal_offers_appeal_idx').on(table.tenantId, table.appealId, table.id),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
  ],
);
export type AppealOfferRow = typeof appealOffers.$inferSelect;

/** The reasons a county gives for its decisions, as appeal_reason_codes are those a filer gives; none stored: the starting list. */
export const decisionReasonCodes = pgTable(
  'decision_reason_codes',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    description: text('description').notNull(),
    used: boolean('used').notNull().default(true),
    position: integer('position').notNull(),
    labels: jsonb('labels')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/**
 * A decision's letter (docs/product.md#appeal-lifecycle): one per 'decided' step (`changeId`), written
 * with it. 'awaiting-check' while a second person has to approve it (`appeal.letter_check`), so the
 * filer is neither e-mailed nor shown the decision; 'sent' once approved (`approvedBy`, the staff
 * member; null when the county checks none) and e-mailed. The PDF is drawn from the step each time.
 */
export const decisionLetters = pgTable(
  'decision_letters',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    appealId: uuid('appeal_id').notNull(),
    changeId: bigint('change_id', { mode: 'number' }).notNull(),
    /** 'awaiting-check' or 'sent' (mfe-shared LETTER_STATUSES). */
    status: text('status').notNull().default('awaiting-check'),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('decision_letters_change_idx').on(table.tenantId, table.changeId),
    index('decision_letters_appeal_idx').on(table.tenantId, table.appealId),
    // The queue of letters to check, oldest first.
    index('decision_letters_queue_idx').on(table.tenantId, table.status, table.createdAt),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
    foreignKey({ columns: [table.tenantId, table.changeId], foreignColumns: [appealStatusChanges.tenantId, appealStatusChanges.id] }).onDelete('cascade'),
  ],
);
export type DecisionLetterRow = typeof decisionLetters.$inferSelect;

/** Uploaded documents attached to an appeal. */
export const appealDocuments = pgTable(
  'appeal_documents',
  {
    tenantId: tenantId(),
    appealId: uuid('appeal_id').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appealId, table.fileId] }),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
  ],
);

/** Comparable parcels chosen in the comps tool for an appeal. */
export const appealComparables = pgTable(
  'appeal_comparables',
  {
    tenantId: tenantId(),
    appealId: uuid('appeal_id').notNull(),
    parcelId: text('parcel_id').notNull(),
    address: text('address').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.appealId, table.parcelId] }),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
  ],
);

/** A place (docs/product.md#data-shapes): where in-place meetings happen; `location` is a map URL. */
export const places = pgTable(
  'places',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    location: text('location').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/**
 * A time slot (docs/product.md#slot-holds). `reservedUntil` in the future means reserved (a hold
 * that expires on its own when no meeting follows). The hold belongs to whoever holds its token:
 * only the token's SHA-256 is kept (`holdTokenHash`), so a copy of the database books nothing.
 * `holdClient` is a keyed digest of the address that took the hold (never the address itself), so
 * the holds one address has can be counted. A slot without a place is for virtual meetings (or any place).
 */
export const timeSlots = pgTable(
  'time_slots',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    propertyType: text('property_type'),
    placeId: uuid('place_id'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    holdTokenHash: text('hold_token_hash'),
    holdClient: text('hold_client'),
    /** A keyed digest of the holder's address range (/24, /48): whose holds are capped together. */
    holdRange: text('hold_range'),
    /** When this holder first took the slot: their holds on it, taken again or not, end one hold length later. */
    holdStartedAt: timestamp('hold_started_at', { withTimezone: true }),
    booked: boolean('booked').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('time_slots_start_idx').on(table.tenantId, table.startTime),
    // A place's slots in order: availability patterns read and remove them by place and range.
    index('time_slots_place_start_idx').on(table.tenantId, table.placeId, table.startTime),
    index('time_slots_hold_token_idx')
      .on(table.tenantId, table.holdTokenHash)
      .where(sql`${table.holdTokenHash} is not null`),
    index('time_slots_hold_client_idx')
      .on(table.tenantId, table.holdClient)
      .where(sql`${table.holdClient} is not null`),
    index('time_slots_hold_range_idx')
      .on(table.tenantId, table.holdRange)
      .where(sql`${table.holdRange} is not null`),
    foreignKey({ columns: [table.tenantId, table.placeId], foreignColumns: [places.tenantId, places.id] }),
  ],
);

/** A booked meeting; unique per slot. Property and attendee are kept as booked. */
export const meetings = pgTable(
  'meetings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    parcelId: text('parcel_id').notNull(),
    timeSlotId: uuid('time_slot_id').notNull(),
    placeId: uuid('place_id'),
    meetingType: text('meeting_type').notNull(),
    property: jsonb('property').notNull(),
    attendee: jsonb('attendee').notNull(),
    documents: jsonb('documents')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `HC-26-7K3QPM` (infrastructure/references/reference.ts). */
    reference: text('reference').notNull(),
    /** 'booked' or 'cancelled' (by the attendee's link). A cancelled meeting keeps its last slot, which is free again. */
    status: text('status').notNull().default('booked'),
    /** The invitation's SEQUENCE: 0 when booked, one more at each reschedule and at the cancel. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The staff member who cancelled it at the office; null when the attendee cancelled by the link. */
    cancelledBy: uuid('cancelled_by'),
    /**
     * When the office marked it attended, and who. An attended meeting stays 'booked' for
     * every other rule: it keeps its slot and is the parcel's meeting of the year.
     */
    attendedAt: timestamp('attended_at', { withTimezone: true }),
    attendedBy: uuid('attended_by'),
    /** The filer's language (infrastructure/i18n/request-language.ts) when it was created: the later e-mails are written in it. */
    language: filerLanguage(),
    /**
     * How the booking showed a right to the parcel's one meeting of the year (docs/product.md#who-takes-the-parcels-meeting-and-change-requests):
     * 'staff' (booked by the office), 'appeal' (booked by the filer of the appeal that takes the
     * parcel's place), 'recorded' (any row written without saying: seeds, imports). Null: a public
     * booking without proof, which keeps its slot but takes no one's place.
     */
    proof: text('proof').default('recorded'),
    /** Whether it is the parcel's meeting of its year: proven and not cancelled. Only these count for the one-a-year rule. */
    holdsPlace: boolean('holds_place')
      .notNull()
      .generatedAlwaysAs(sql`proof is not null and status = 'booked'`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('meetings_reference_idx').on(table.tenantId, table.reference),
    // The office's day view reaches a day's meetings from their slots, cancelled ones too.
    index('meetings_time_slot_idx').on(table.tenantId, table.timeSlotId),
    // One booked meeting per slot; a cancelled one no longer holds its slot.
    uniqueIndex('meetings_slot_idx')
      .on(table.tenantId, table.timeSlotId)
      .where(sql`${table.status} = 'booked'`),
    index('meetings_parcel_idx').on(table.tenantId, table.parcelId),
    foreignKey({ columns: [table.tenantId, table.timeSlotId], foreignColumns: [timeSlots.tenantId, timeSlots.id] }),
  ],
);

/**
 * An uploaded file (POST /documents, POST /files, generated comps PDFs). The bytes sit in file
 * storage under `id`; the visitor's name is kept only sanitised, for the download header.
 */
export const files = pgTable(
  'files',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** 'document' (POST /documents), 'file' (POST /files) or 'comps-pdf'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** PostgreSQL's bytea; node-postgres reads it as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * The bytes of stored files when the file store is the database (capabilities/files/database-file-storage.ts,
 * the default on PostgreSQL, so every API process reads what any of them stored): pieces of at
 * most 256 KB, numbered from 0, so a file is written and read a piece at a time. No foreign key
 * to `files`: the bytes are written before the row (file-store.ts saveFile).
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    tenantId: tenantId(),
    fileId: uuid('file_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.fileId, table.seq] })],
);

/**
 * An appeal wizard's draft saved to finish later (appeal-drafts/): reached only through
 * the signed link e-mailed to `email` (infrastructure/tokens/signed-token.ts, kind 'appeal-draft'). Live until
 * `expiresAt` (the last save + appeal.draft_days); a save purges the county's expired ones. Once the
 * parcel's appeal for `windowId` is filed, `usedAt` is set and the draft's data and e-mail are
 * wiped: the link then only says so.
 */
export const appealDrafts = pgTable(
  'appeal_drafts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    parcelId: text('parcel_id').notNull(),
    /** The season the draft files into (the wizard's choice); null when it had none yet. */
    windowId: uuid('window_id'),
    email: text('email').notNull(),
    /** The draft as saved (mfe-shared savedAppealDraftSchema). */
    data: jsonb('data').notNull(),
    /** The draft's Idempotency-Key: an appeal carrying it was filed from this draft. */
    submissionKey: text('submission_key').notNull(),
    createdAt: createdAt(),
    savedAt: timestamp('saved_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    filedAppealId: uuid('filed_appeal_id'),
    /** The filer's language (infrastructure/i18n/request-language.ts) when it was created: the later e-mails are written in it. */
    language: filerLanguage(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] }), index('appeal_drafts_expiry_idx').on(table.tenantId, table.expiresAt)],
);

export type AppealDraftRow = typeof appealDrafts.$inferSelect;

/**
 * The uploaded files a saved draft holds (its documents and comparables PDF). While the draft is live
 * (`expires_at` ahead, not used) a file listed here counts as attached: whatever clears old uploads
 * must keep it (capabilities/appeal-drafts/draft-store.ts fileInLiveDraft). A file removed by its owner goes from
 * here too (cascade), and so from the draft.
 */
export const appealDraftFiles = pgTable(
  'appeal_draft_files',
  {
    tenantId: tenantId(),
    draftId: uuid('draft_id').notNull(),
    fileId: uuid('file_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.draftId, table.fileId] }),
    index('appeal_draft_files_file_idx').on(table.tenantId, table.fileId),
    foreignKey({ columns: [table.tenantId, table.draftId], foreignColumns: [appealDrafts.tenantId, appealDrafts.id] }).onDelete('cascade'),
    foreignKey({ columns: [table.tenantId, table.fileId], foreignColumns: [files.tenantId, files.id] }).onDelete('cascade'),
  ],
);

/** An office staff member who may file on someone's behalf. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** One of mfe-shared's STAFF_ROLES; what it may do is STAFF_PERMISSIONS there (capabilities/staff/roles.ts enforces it). */
    role: text('role').notNull().default('clerk'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] }), uniqueIndex('staff_accounts_email_idx').on(table.tenantId, sql`lower(${table.email})`)],
);

/** A staff sign-in; the cookie carries a random token whose SHA-256 is `id`. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [foreignKey({ columns: [table.tenantId, table.accountId], foreignColumns: [staffAccounts.tenantId, staffAccounts.id] }).onDelete('cascade')],
);

/**
 * An invitation to the office desk (docs/product.md#county-console): an administrator names the
 * person, their address and their role; the e-mailed link (a signed token of `id`, never stored)
 * lets them choose a password once before `expiresAt`. Pending while neither `acceptedAt` nor
 * `withdrawnAt` is set; one pending invitation per address of a county (a partial unique index).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    invitedBy: uuid('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('staff_invitations_pending_idx')
      .on(table.tenantId, sql`lower(${table.email})`)
      .where(sql`${table.acceptedAt} is null and ${table.withdrawnAt} is null`),
  ],
);

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

/**
 * Sign-in throttles, in the database so every API process sees them
 * (docs/architecture.md#the-api-and-the-database). One row per key: a client address of the county,
 * an e-mail of the county, or the pair of both (capabilities/staff/sign-in-limit.ts). `keyHash` is the SHA-256 of
 * the key, so no address or e-mail is stored. `failures` counts wrong passwords (claimed before the
 * check, given back after a right one; an e-mail's row counts addresses, its pairs' first failures);
 * `blockedUntil` is when the next attempt may run; `countedAt` is the last change of the count, which
 * starts again from zero after a quiet period. `knownUntil` (pairs): the account signed in from this
 * address, which then is not held back by the account's own delays.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    keyHash: text('key_hash').primaryKey(),
    tenantId: tenantId(),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    countedAt: timestamp('counted_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    knownUntil: timestamp('known_until', { withTimezone: true }),
  },
  (table) => [index('sign_in_throttles_counted_at_idx').on(table.countedAt)],
);

/**
 * Fixed-window counters of the anonymous write limits (limits/), shared by every API process. The
 * key is the SHA-256 of the limit, the county and the client address (or the county alone), so no
 * address is stored; a row whose window has ended starts again at its next hit.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    keyHash: text('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_idx').on(table.windowEnds)],
);

/**
 * Record of staff actions. Rows are never deleted. Repeated refusals (a wrong password,
 * a throttled sign-in) are one row per `aggregateKey` (action, account or none, hour),
 * whose `count` and `lastAt` grow with each repeat, so a flood of them cannot push real
 * events out of view; every other row is written once (`count` 1, `lastAt` null).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    tenantId: tenantId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: uuid('account_id'),
    action: text('action').notNull(),
    parcelId: text('parcel_id'),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    aggregateKey: text('aggregate_key'),
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // NULLs are distinct, so only aggregated rows are unique per key.
    uniqueIndex('audit_events_aggregate_idx').on(table.tenantId, table.aggregateKey),
    index('audit_events_action_idx').on(table.tenantId, table.action, table.id),
  ],
);

/** Page views, events and heartbeats sent by the site (mfe-shared analytics). No personal data. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    tenantId: tenantId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/**
 * E-mails waiting to be sent (outbox/): written in the same transaction as the change they report,
 * sent by the outbox worker of any API process. `payload` holds ids and the facts of the change,
 * never an address or a name: the worker reads those from the record when it sends. A row is
 * claimed by one worker at a time with a lease (`claimedUntil`, `lockedBy`); a lease that runs out
 * (the process died) lets another worker take it. `lastError` holds an error code and the mail
 * server's reply with addresses removed.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /**
     * 'pending', 'sent', 'failed' (given up: a permanent refusal, or too many attempts) or 'dropped'
     * (not sent: the daily limit of an address that has confirmed nothing; `lastError` says so).
     */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The recipient's address as a keyed digest (infrastructure/mail/recipient-standing.ts), set when the e-mail goes
     * to an address that has confirmed nothing in the county and a visitor caused it: such e-mails
     * are limited per address and day (outbox-store.ts admitToRecipient).
     */
    recipientKey: text('recipient_key'),
    /** When it was counted against that limit (it was sent, or being sent); null: not counted. */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_recipient_day_idx')
      .on(table.tenantId, table.recipientKey, table.countedAt)
      .where(sql`${table.countedAt} is not null`),
  ],
);

/**
 * The addresses that have confirmed something in a county (an appeal, with its e-mail's link), as
 * keyed digests only (infrastructure/mail/recipient-standing.ts): e-mails to them greet the reader by name and
 * are not limited per day. Kept: an address that confirmed once has shown it reads its mail.
 */
export const confirmedRecipients = pgTable(
  'confirmed_recipients',
  {
    tenantId: tenantId(),
    recipientKey: text('recipient_key').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.recipientKey] })],
);

export type OutboxRow = typeof outbox.$inferSelect;

export type AppealWindowRow = typeof appealWindows.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type TimeSlotRow = typeof timeSlots.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type StaffAccountRow = typeof staffAccounts.$inferSelect;

/**
 * What a visitor says is wrong in the county's records for a parcel (the embed's Change Request), kept
 * with the parcel for the office desk. The contact details are the visitor's own, kept so
 * the office can answer; the document, if any, is an upload of kind 'document' it holds
 * (capabilities/files/unattached-files.ts), removed with the request.
 */
export const changeRequests = pgTable(
  'change_requests',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** `HC-26-7K3QPM` (infrastructure/references/reference.ts), unique in the county with the appeals' and meetings'. */
    reference: text('reference').notNull(),
    parcelId: text('parcel_id').notNull(),
    /** One of mfe-shared's CHANGE_REQUEST_TOPICS. */
    topic: text('topic').notNull(),
    correctValue: text('correct_value').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    documentId: uuid('document_id'),
    /** One of mfe-shared's CHANGE_REQUEST_STATUSES. */
    status: text('status').notNull().default('received'),
    /** The office's last note (kept on the desk and in the audit trail, never sent to the visitor). */
    note: text('note'),
    /**
     * How the sender showed a right to speak for the parcel (docs/product.md#who-takes-the-parcels-meeting-and-change-requests): 'owner-code'
     * (the code of its assessment notice), 'staff' (sent by the office), 'recorded' (any row written
     * without saying). Null: a public request without proof, capped per address instead of per parcel.
     */
    proof: text('proof').default('recorded'),
    /** Whether it takes one of the parcel's places for open requests (MAX_OPEN_PER_PARCEL): proven, and received or in review. */
    holdsPlace: boolean('holds_place')
      .notNull()
      .generatedAlwaysAs(sql`proof is not null and status in ('received', 'in-review')`),
    /** The filer's language (infrastructure/i18n/request-language.ts) when it was created: the later e-mails are written in it. */
    language: filerLanguage(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('change_requests_reference_idx').on(table.tenantId, table.reference),
    // The desk lists a status newest first; the open-request cap counts a parcel's.
    index('change_requests_status_idx').on(table.tenantId, table.status, table.createdAt),
    index('change_requests_parcel_idx').on(table.tenantId, table.parcelId),
    foreignKey({ columns: [table.tenantId, table.documentId], foreignColumns: [files.tenantId, files.id] }),
  ],
);

export type ChangeRequestRow = typeof changeRequests.$inferSelect;

/** A county's hearing panels (docs/product.md#hearings): who sits, and in a room or by video. */
export const hearingPanels = pgTable(
  'hearing_panels',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    members: jsonb('members')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** 'in-person' (in `room`) or 'video' (by `videoUrl`). */
    mode: text('mode').notNull(),
    room: text('room'),
    videoUrl: text('video_url'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);
export type HearingPanelRow = typeof hearingPanels.$inferSelect;

/** When a panel sits: hearings are scheduled inside its sessions only. */
export const hearingSessions = pgTable(
  'hearing_sessions',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    panelId: uuid('panel_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('hearing_sessions_panel_idx').on(table.tenantId, table.panelId, table.startsAt),
    foreignKey({ columns: [table.tenantId, table.panelId], foreignColumns: [hearingPanels.tenantId, hearingPanels.id] }).onDelete('cascade'),
  ],
);
export type HearingSessionRow = typeof hearingSessions.$inferSelect;

/**
 * An appeal's hearing on a panel, with the 'hearing-scheduled' step it made. A panel is never booked
 * twice at once (scheduling locks the panel's row and checks), and an appeal has one scheduled hearing
 * at most (hearings_appeal_scheduled_idx). 'held' and 'cancelled' follow the appeal's next step.
 */
export const hearings = pgTable(
  'hearings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    appealId: uuid('appeal_id').notNull(),
    panelId: uuid('panel_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    /** 'scheduled', 'held', 'moved' (another hearing of the appeal took its place) or 'cancelled'. */
    status: text('status').notNull().default('scheduled'),
    changeId: bigint('change_id', { mode: 'number' }),
    /** The filer's one request to move it, with why (docs/product.md#hearings); the office answers 'moved' or 'refused'. */
    moveReason: text('move_reason'),
    moveRequestedAt: timestamp('move_requested_at', { withTimezone: true }),
    moveAnswer: text('move_answer'),
    /** The office's words to the filer when it refuses. */
    moveNote: text('move_note'),
    moveAnsweredAt: timestamp('move_answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('hearings_appeal_scheduled_idx')
      .on(table.tenantId, table.appealId)
      .where(sql`status = 'scheduled'`),
    index('hearings_panel_time_idx').on(table.tenantId, table.panelId, table.startsAt),
    index('hearings_day_idx').on(table.tenantId, table.startsAt),
    // An appeal's hearings: what appeals.hearing_panel_id and hearing_starts_at are kept from (drizzle 0042).
    index('hearings_appeal_idx').on(table.tenantId, table.appealId),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
    foreignKey({ columns: [table.tenantId, table.panelId], foreignColumns: [hearingPanels.tenantId, hearingPanels.id] }),
  ],
);
export type HearingRow = typeof hearings.$inferSelect;

/**
 * Evidence after the filing (docs/product.md#evidence): documents the filer adds by the status link
 * ('filer') or staff add as the county's ('county'). Staff see both at once; the filer sees the
 * county's from `appeal.evidence_exchange_days` before the hearing (or once decided). A file is
 * evidence of one appeal at most.
 */
export const appealEvidence = pgTable(
  'appeal_evidence',
  {
    tenantId: tenantId(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    appealId: uuid('appeal_id').notNull(),
    fileId: uuid('file_id').notNull(),
    side: text('side').notNull(),
    /** The staff member who added the county's; null for the filer's. */
    accountId: uuid('account_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('appeal_evidence_file_idx').on(table.tenantId, table.fileId),
    index('appeal_evidence_appeal_idx').on(table.tenantId, table.appealId, table.id),
    foreignKey({ columns: [table.tenantId, table.appealId], foreignColumns: [appeals.tenantId, appeals.id] }).onDelete('cascade'),
    foreignKey({ columns: [table.tenantId, table.fileId], foreignColumns: [files.tenantId, files.id] }),
  ],
);
