ALTER TABLE "appeal_status_changes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "filed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(confirmed_at, created_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(reference || chr(1) || parcel_id || chr(1) || coalesce(property ->> 'address', '') || chr(1) || coalesce(appellant ->> 'name', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "appeals_queue_order_idx" ON "appeals" USING btree ("tenant_id","window_id","filed_at","id");--> statement-breakpoint
CREATE INDEX "appeals_queue_status_idx" ON "appeals" USING btree ("tenant_id","window_id","status");--> statement-breakpoint
CREATE INDEX "appeals_search_trgm_idx" ON "appeals" USING gin ("search_text" gin_trgm_ops);