DROP INDEX "appeals_parcel_window_idx";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Every appeal filed before confirmation existed counts as confirmed when it was filed.
UPDATE "appeals" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_parcel_window_idx" ON "appeals" USING btree ("tenant_id","parcel_id","window_id") WHERE "appeals"."confirmed_at" is not null;
