-- The office closes an appeal with a reason told to its filer (docs/product.md#who-takes-the-parcels-place):
-- a closed appeal frees the parcel's place as a withdrawn one does, and sorts after it. Dropping a
-- generated column drops the indexes on it, so both are made again on the new columns.
DROP INDEX "appeals_parcel_window_idx";--> statement-breakpoint
DROP INDEX "appeals_queue_status_idx";--> statement-breakpoint
ALTER TABLE "appeals" DROP COLUMN "holds_place";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "holds_place" boolean GENERATED ALWAYS AS (confirmed_at is not null and proof is not null and status not in ('withdrawn', 'closed')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "appeals" DROP COLUMN "status_rank";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "status_rank" integer GENERATED ALWAYS AS (coalesce(array_position(array['filed','under-review','hearing-scheduled','decided','withdrawn','closed'], status), 0)) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_parcel_window_idx" ON "appeals" USING btree ("tenant_id","parcel_id","window_id") WHERE "appeals"."holds_place";--> statement-breakpoint
CREATE INDEX "appeals_queue_status_idx" ON "appeals" USING btree ("tenant_id","window_id","status_rank","id");--> statement-breakpoint
ALTER TABLE "appeal_status_changes" ADD COLUMN "reason" text;
