DROP INDEX "parcels_address_trgm_idx";--> statement-breakpoint
DROP INDEX "parcels_owner_trgm_idx";--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "address_key" text GENERATED ALWAYS AS (search_key(address)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "owner_key" text GENERATED ALWAYS AS (search_key(owner_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parcels_address_key_trgm_idx" ON "parcels" USING gin ("address_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_owner_key_trgm_idx" ON "parcels" USING gin ("owner_key" gin_trgm_ops);