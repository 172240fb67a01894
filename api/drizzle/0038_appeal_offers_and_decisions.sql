-- After the filing (docs/product.md#appeal-lifecycle): the county's settlement offers and their
-- answers, the reasons a county gives for its decisions, who made each timeline step and a
-- decision's reasons with it. The status rank takes the new statuses, so the column is rebuilt and
-- the queue's status index with it (dropping the column dropped the index).
CREATE TABLE "appeal_offers" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"appeal_id" uuid NOT NULL,
	"change_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"note" text,
	"answer_by" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_offers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "decision_reason_codes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"description" text NOT NULL,
	"used" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "decision_reason_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appeals" drop column "status_rank";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "status_rank" integer GENERATED ALWAYS AS (coalesce(array_position(array['filed','under-review','offer-made','offer-accepted','offer-declined','hearing-scheduled','hearing-held','decided','withdrawn','closed'], status), 0)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "appeal_status_changes" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "appeal_status_changes" ADD COLUMN "decision" jsonb;--> statement-breakpoint
ALTER TABLE "appeal_offers" ADD CONSTRAINT "appeal_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_offers" ADD CONSTRAINT "appeal_offers_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_reason_codes" ADD CONSTRAINT "decision_reason_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_offers_change_idx" ON "appeal_offers" USING btree ("tenant_id","change_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_offers_waiting_idx" ON "appeal_offers" USING btree ("tenant_id","appeal_id") WHERE answer is null;--> statement-breakpoint
CREATE INDEX "appeal_offers_open_idx" ON "appeal_offers" USING btree ("answer_by") WHERE answer is null;--> statement-breakpoint
CREATE INDEX "appeals_queue_status_idx" ON "appeals" USING btree ("tenant_id","window_id","status_rank","id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION appeal_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes appeal_status_counts[];
BEGIN
  -- +1 for each confirmed row as it is now, -1 for each as it was.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(tenant_id, window_id, status, 1)::appeal_status_counts) INTO changes FROM new_rows WHERE confirmed_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(tenant_id, window_id, status, -1)::appeal_status_counts) INTO changes FROM old_rows WHERE confirmed_at IS NOT NULL;
  ELSE
    SELECT array_agg(row(tenant_id, window_id, status, n)::appeal_status_counts) INTO changes FROM (
      SELECT tenant_id, window_id, status, 1 AS n FROM new_rows WHERE confirmed_at IS NOT NULL
      UNION ALL
      SELECT tenant_id, window_id, status, -1 FROM old_rows WHERE confirmed_at IS NOT NULL
    ) changed;
  END IF;
  -- A public filing (not confirmed yet) changes no count.
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  -- The count rows a statement changes are locked first, all in one order: an offer declined moves
  -- one appeal from 'offer-made' to 'offer-declined' while a new offer moves another back, so the
  -- order of the moves no longer gives one (two such moves would otherwise deadlock).
  PERFORM 1 FROM appeal_status_counts counts
    WHERE (counts.tenant_id, counts.window_id, counts.status) IN (SELECT tenant_id, window_id, status FROM unnest(changes))
    ORDER BY counts.tenant_id, counts.window_id, counts.status
    FOR UPDATE;
  -- Taken away by an update only: when a county is deleted its counts may go first (cascade), and
  -- a new row with a negative count would fail their foreign key.
  UPDATE appeal_status_counts counts SET count = counts.count + delta.count
    FROM (SELECT tenant_id, window_id, status, sum(count)::int AS count FROM unnest(changes) GROUP BY 1, 2, 3) delta
    WHERE delta.count < 0 AND (counts.tenant_id, counts.window_id, counts.status) = (delta.tenant_id, delta.window_id, delta.status);
  INSERT INTO appeal_status_counts AS counts (tenant_id, window_id, status, count)
    SELECT tenant_id, window_id, status, sum(count)::int FROM unnest(changes) GROUP BY 1, 2, 3 HAVING sum(count) > 0 ORDER BY 1, 2, 3
    ON CONFLICT (tenant_id, window_id, status) DO UPDATE SET count = counts.count + excluded.count;
  RETURN NULL;
END
$$;
