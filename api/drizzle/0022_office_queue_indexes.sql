DROP INDEX "appeals_queue_status_idx";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "property_type" text GENERATED ALWAYS AS (property ->> 'type') STORED;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "filer_name" text GENERATED ALWAYS AS (lower(appellant ->> 'name')) STORED;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "status_rank" integer GENERATED ALWAYS AS (coalesce(array_position(array['filed','under-review','hearing-scheduled','decided','withdrawn'], status), 0)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "appeals_queue_claimed_idx" ON "appeals" USING btree ("tenant_id","window_id","claimed_amount","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_filer_idx" ON "appeals" USING btree ("tenant_id","window_id","filer_name","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_reference_idx" ON "appeals" USING btree ("tenant_id","window_id","reference","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_parcel_idx" ON "appeals" USING btree ("tenant_id","window_id","parcel_id","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_counts_idx" ON "appeals" USING btree ("tenant_id","window_id","status","confirmed_at","created_at","filed_at","filing_method","staff_account_id","property_type");--> statement-breakpoint
CREATE INDEX "appeals_queue_status_idx" ON "appeals" USING btree ("tenant_id","window_id","status_rank","id");