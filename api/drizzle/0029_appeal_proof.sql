-- Who takes the parcel's one appeal of the season (docs/product.md#who-takes-the-parcels-place): a
-- confirmed appeal with a proof of the right to appeal ('owner-code', 'staff', or 'recorded' for
-- rows written without saying), not withdrawn. A public filing without proof (proof null) is kept
-- and confirmed but takes no one's place; a withdrawn appeal frees it.
DROP INDEX "appeals_parcel_window_idx";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "proof" text DEFAULT 'recorded';--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "holds_place" boolean GENERATED ALWAYS AS (confirmed_at is not null and proof is not null and status <> 'withdrawn') STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_parcel_window_idx" ON "appeals" USING btree ("tenant_id","parcel_id","window_id") WHERE "appeals"."holds_place";--> statement-breakpoint
UPDATE "appeals" SET "proof" = 'staff' WHERE "staff_account_id" IS NOT NULL;
