DROP INDEX "parcels_search_order_idx";--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(address) || chr(1) || lower(owner_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parcels_search_order_idx" ON "parcels" USING btree ("tenant_id","address","id","search_text");