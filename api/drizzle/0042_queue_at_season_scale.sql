-- The office queue at season scale (docs/benchmarks.md#the-queue-at-season-scale, 500,000 appeals):
-- the filters by neighborhood, hearing date, panel, officer and offer, each read in order from an
-- index of the appeals (what they filter by is kept on the appeal: by record-move.ts for the officer,
-- by triggers on appeal_offers and hearings for the offer and the hearing, so no filter joins a
-- season's 500,000 rows to another table), and the counts per status kept per property type, filing
-- method, filer and neighborhood too, so the queue filtered by those sums a few rows of
-- appeal_status_counts instead of counting the season, and per officer, offer state and panel in
-- appeal_facet_counts. The counts are rebuilt: their rows so far held every type, method and
-- neighborhood at once.
CREATE TABLE "appeal_facet_counts" (
	"tenant_id" text NOT NULL,
	"window_id" uuid NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "appeal_facet_counts_pk" PRIMARY KEY("tenant_id","window_id","facet","value","status")
);
--> statement-breakpoint
ALTER TABLE "appeal_facet_counts" ADD CONSTRAINT "appeal_facet_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DELETE FROM "appeal_status_counts";--> statement-breakpoint
ALTER TABLE "appeal_status_counts" DROP CONSTRAINT "appeal_status_counts_tenant_id_window_id_status_pk";--> statement-breakpoint
ALTER TABLE "appeal_status_counts" ADD COLUMN "property_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appeal_status_counts" ADD COLUMN "method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appeal_status_counts" ADD COLUMN "staff_filed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appeal_status_counts" ADD COLUMN "neighborhood" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "appeal_status_counts" ADD CONSTRAINT "appeal_status_counts_pk" PRIMARY KEY("tenant_id","window_id","status","property_type","method","staff_filed","neighborhood");--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "neighborhood" text GENERATED ALWAYS AS (property ->> 'neighborhood') STORED;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "officer_account_id" uuid;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "offer_state" text;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "hearing_panel_id" uuid;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "hearing_starts_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "appeals_queue_order_idx";--> statement-breakpoint
CREATE INDEX "appeals_queue_order_idx" ON "appeals" USING btree ("tenant_id","window_id","filed_at","id","status","confirmed_at");--> statement-breakpoint
CREATE INDEX "appeal_offers_appeal_idx" ON "appeal_offers" USING btree ("tenant_id","appeal_id","id");--> statement-breakpoint
CREATE INDEX "hearings_appeal_idx" ON "hearings" USING btree ("tenant_id","appeal_id");--> statement-breakpoint
-- As in 0038, with the new columns: a row of the counts (its columns in the table's order) per
-- status, type, method, filer and neighborhood a statement changed.
CREATE OR REPLACE FUNCTION appeal_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes appeal_status_counts[];
BEGIN
  -- +1 for each confirmed row as it is now, -1 for each as it was.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, window_id, status, 1, coalesce(property_type, ''), coalesce(filing_method, ''), staff_account_id IS NOT NULL, coalesce(neighborhood, ''))::appeal_status_counts)
      INTO changes FROM new_rows WHERE confirmed_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, window_id, status, -1, coalesce(property_type, ''), coalesce(filing_method, ''), staff_account_id IS NOT NULL, coalesce(neighborhood, ''))::appeal_status_counts)
      INTO changes FROM old_rows WHERE confirmed_at IS NOT NULL;
  ELSE
    SELECT array_agg(row(tenant_id, window_id, status, n, coalesce(property_type, ''), coalesce(filing_method, ''), staff_account_id IS NOT NULL, coalesce(neighborhood, ''))::appeal_status_counts) INTO changes FROM (
      SELECT tenant_id, window_id, status, 1 AS n, property_type, filing_method, staff_account_id, neighborhood FROM new_rows WHERE confirmed_at IS NOT NULL
      UNION ALL
      SELECT tenant_id, window_id, status, -1, property_type, filing_method, staff_account_id, neighborhood FROM old_rows WHERE confirmed_at IS NOT NULL
    ) changed;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  -- A step that changes none of the counted columns (an officer, a note) nets to nothing: no row is locked.
  SELECT array_agg(row(tenant_id, window_id, status, count, property_type, method, staff_filed, neighborhood)::appeal_status_counts) INTO changes FROM (
    SELECT tenant_id, window_id, status, sum(count)::int AS count, property_type, method, staff_filed, neighborhood FROM unnest(changes)
    GROUP BY tenant_id, window_id, status, property_type, method, staff_filed, neighborhood HAVING sum(count) <> 0
  ) delta;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  -- Locked first, all in one order (0038): two moves in opposite directions never deadlock.
  PERFORM 1 FROM appeal_status_counts counts
    WHERE (counts.tenant_id, counts.window_id, counts.status, counts.property_type, counts.method, counts.staff_filed, counts.neighborhood)
      IN (SELECT tenant_id, window_id, status, property_type, method, staff_filed, neighborhood FROM unnest(changes))
    ORDER BY counts.tenant_id, counts.window_id, counts.status, counts.property_type, counts.method, counts.staff_filed, counts.neighborhood
    FOR UPDATE;
  -- Taken away by an update only (a county's counts may go first when it is deleted).
  UPDATE appeal_status_counts counts SET count = counts.count + delta.count
    FROM unnest(changes) delta
    WHERE delta.count < 0
      AND (counts.tenant_id, counts.window_id, counts.status, counts.property_type, counts.method, counts.staff_filed, counts.neighborhood)
        = (delta.tenant_id, delta.window_id, delta.status, delta.property_type, delta.method, delta.staff_filed, delta.neighborhood);
  INSERT INTO appeal_status_counts AS counts (tenant_id, window_id, status, count, property_type, method, staff_filed, neighborhood)
    SELECT tenant_id, window_id, status, count, property_type, method, staff_filed, neighborhood FROM unnest(changes) WHERE count > 0
    ORDER BY tenant_id, window_id, status, property_type, method, staff_filed, neighborhood
    ON CONFLICT (tenant_id, window_id, status, property_type, method, staff_filed, neighborhood) DO UPDATE SET count = counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The facet counts (schema.ts appealFacetCounts), kept as the status counts are: per statement.
CREATE FUNCTION appeal_facet_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes appeal_facet_counts[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, window_id, f.facet, f.value, status, 1)::appeal_facet_counts) INTO changes
      FROM new_rows, LATERAL (VALUES ('officer', officer_account_id::text), ('offer', offer_state), ('panel', hearing_panel_id::text)) f(facet, value)
      WHERE confirmed_at IS NOT NULL AND f.value IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, window_id, f.facet, f.value, status, -1)::appeal_facet_counts) INTO changes
      FROM old_rows, LATERAL (VALUES ('officer', officer_account_id::text), ('offer', offer_state), ('panel', hearing_panel_id::text)) f(facet, value)
      WHERE confirmed_at IS NOT NULL AND f.value IS NOT NULL;
  ELSE
    SELECT array_agg(row(tenant_id, window_id, f.facet, f.value, status, n)::appeal_facet_counts) INTO changes FROM (
      SELECT tenant_id, window_id, status, 1 AS n, confirmed_at, officer_account_id, offer_state, hearing_panel_id FROM new_rows
      UNION ALL
      SELECT tenant_id, window_id, status, -1, confirmed_at, officer_account_id, offer_state, hearing_panel_id FROM old_rows
    ) changed, LATERAL (VALUES ('officer', officer_account_id::text), ('offer', offer_state), ('panel', hearing_panel_id::text)) f(facet, value)
      WHERE confirmed_at IS NOT NULL AND f.value IS NOT NULL;
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(row(tenant_id, window_id, facet, value, status, count)::appeal_facet_counts) INTO changes FROM (
    SELECT tenant_id, window_id, facet, value, status, sum(count)::int AS count FROM unnest(changes)
    GROUP BY tenant_id, window_id, facet, value, status HAVING sum(count) <> 0
  ) delta;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM appeal_facet_counts counts
    WHERE (counts.tenant_id, counts.window_id, counts.facet, counts.value, counts.status) IN (SELECT tenant_id, window_id, facet, value, status FROM unnest(changes))
    ORDER BY counts.tenant_id, counts.window_id, counts.facet, counts.value, counts.status
    FOR UPDATE;
  UPDATE appeal_facet_counts counts SET count = counts.count + delta.count
    FROM unnest(changes) delta
    WHERE delta.count < 0
      AND (counts.tenant_id, counts.window_id, counts.facet, counts.value, counts.status) = (delta.tenant_id, delta.window_id, delta.facet, delta.value, delta.status);
  INSERT INTO appeal_facet_counts AS counts (tenant_id, window_id, facet, value, status, count)
    SELECT tenant_id, window_id, facet, value, status, count FROM unnest(changes) WHERE count > 0
    ORDER BY tenant_id, window_id, facet, value, status
    ON CONFLICT (tenant_id, window_id, facet, value, status) DO UPDATE SET count = counts.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appeal_facet_counts_insert AFTER INSERT ON appeals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_facet_counts_keep();
--> statement-breakpoint
CREATE TRIGGER appeal_facet_counts_update AFTER UPDATE ON appeals REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_facet_counts_keep();
--> statement-breakpoint
CREATE TRIGGER appeal_facet_counts_delete AFTER DELETE ON appeals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_facet_counts_keep();
--> statement-breakpoint
-- An appeal's offer state: its latest offer's (the highest id), 'out' while that waits for its answer.
CREATE FUNCTION appeal_offer_state_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appeals SET offer_state = latest.state
    FROM (SELECT DISTINCT ON (o.tenant_id, o.appeal_id) o.tenant_id, o.appeal_id, coalesce(o.answer, 'out') AS state
          FROM appeal_offers o WHERE (o.tenant_id, o.appeal_id) IN (SELECT tenant_id, appeal_id FROM new_rows)
          ORDER BY o.tenant_id, o.appeal_id, o.id DESC) latest
    WHERE appeals.tenant_id = latest.tenant_id AND appeals.id = latest.appeal_id AND appeals.offer_state IS DISTINCT FROM latest.state;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appeal_offer_state_insert AFTER INSERT ON appeal_offers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_offer_state_keep();
--> statement-breakpoint
CREATE TRIGGER appeal_offer_state_update AFTER UPDATE ON appeal_offers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_offer_state_keep();
--> statement-breakpoint
-- An appeal's hearing: the scheduled one (at most one, hearings_appeal_scheduled_idx), else the
-- latest held; none once every one is moved or cancelled.
CREATE FUNCTION appeal_hearing_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appeals SET hearing_panel_id = current.panel_id, hearing_starts_at = current.starts_at
    FROM (SELECT changed.tenant_id, changed.appeal_id, h.panel_id, h.starts_at
          FROM (SELECT DISTINCT tenant_id, appeal_id FROM new_rows) changed
          LEFT JOIN LATERAL (SELECT panel_id, starts_at FROM hearings
                             WHERE hearings.tenant_id = changed.tenant_id AND hearings.appeal_id = changed.appeal_id AND hearings.status IN ('scheduled', 'held')
                             ORDER BY hearings.status = 'scheduled' DESC, hearings.starts_at DESC LIMIT 1) h ON true) current
    WHERE appeals.tenant_id = current.tenant_id AND appeals.id = current.appeal_id
      AND (appeals.hearing_panel_id, appeals.hearing_starts_at) IS DISTINCT FROM (current.panel_id, current.starts_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appeal_hearing_insert AFTER INSERT ON hearings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_hearing_keep();
--> statement-breakpoint
CREATE TRIGGER appeal_hearing_update AFTER UPDATE ON hearings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION appeal_hearing_keep();
--> statement-breakpoint
-- The officers, offers and hearings of the appeals so far (after the counts' function above, which
-- these updates' trigger runs: it nets to nothing), then the indexes, then the counts.
UPDATE "appeals" SET "officer_account_id" = latest.account_id
  FROM (SELECT DISTINCT ON (tenant_id, appeal_id) tenant_id, appeal_id, account_id FROM appeal_status_changes
        WHERE account_id IS NOT NULL ORDER BY tenant_id, appeal_id, id DESC) latest
  WHERE appeals.tenant_id = latest.tenant_id AND appeals.id = latest.appeal_id;--> statement-breakpoint
UPDATE "appeals" SET "offer_state" = latest.state
  FROM (SELECT DISTINCT ON (tenant_id, appeal_id) tenant_id, appeal_id, coalesce(answer, 'out') AS state FROM appeal_offers
        ORDER BY tenant_id, appeal_id, id DESC) latest
  WHERE appeals.tenant_id = latest.tenant_id AND appeals.id = latest.appeal_id;--> statement-breakpoint
UPDATE "appeals" SET "hearing_panel_id" = current.panel_id, "hearing_starts_at" = current.starts_at
  FROM (SELECT DISTINCT ON (tenant_id, appeal_id) tenant_id, appeal_id, panel_id, starts_at FROM hearings WHERE status IN ('scheduled', 'held')
        ORDER BY tenant_id, appeal_id, status = 'scheduled' DESC, starts_at DESC) current
  WHERE appeals.tenant_id = current.tenant_id AND appeals.id = current.appeal_id;--> statement-breakpoint
CREATE INDEX "appeals_queue_status_filed_idx" ON "appeals" USING btree ("tenant_id","window_id","status","filed_at","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_neighborhood_idx" ON "appeals" USING btree ("tenant_id","window_id","neighborhood","filed_at","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_officer_idx" ON "appeals" USING btree ("tenant_id","window_id","officer_account_id","filed_at","id","status","confirmed_at");--> statement-breakpoint
CREATE INDEX "appeals_queue_offer_idx" ON "appeals" USING btree ("tenant_id","window_id","offer_state","filed_at","id","status","confirmed_at") WHERE "appeals"."offer_state" is not null;--> statement-breakpoint
CREATE INDEX "appeals_queue_panel_idx" ON "appeals" USING btree ("tenant_id","window_id","hearing_panel_id","filed_at","id","status","confirmed_at") WHERE "appeals"."hearing_panel_id" is not null;--> statement-breakpoint
CREATE INDEX "appeals_queue_hearing_idx" ON "appeals" USING btree ("tenant_id","window_id","hearing_starts_at","status","confirmed_at") WHERE "appeals"."hearing_starts_at" is not null;--> statement-breakpoint
INSERT INTO appeal_status_counts (tenant_id, window_id, status, count, property_type, method, staff_filed, neighborhood)
  SELECT tenant_id, window_id, status, count(*), coalesce(property_type, ''), coalesce(filing_method, ''), staff_account_id IS NOT NULL, coalesce(neighborhood, '')
  FROM appeals WHERE confirmed_at IS NOT NULL GROUP BY 1, 2, 3, 5, 6, 7, 8;--> statement-breakpoint
-- What the updates above counted already is counted again from the start, with the rest.
DELETE FROM appeal_facet_counts;--> statement-breakpoint
INSERT INTO appeal_facet_counts (tenant_id, window_id, facet, value, status, count)
  SELECT tenant_id, window_id, f.facet, f.value, status, count(*)
  FROM appeals, LATERAL (VALUES ('officer', officer_account_id::text), ('offer', offer_state), ('panel', hearing_panel_id::text)) f(facet, value)
  WHERE confirmed_at IS NOT NULL AND f.value IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
