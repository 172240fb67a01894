-- The county first in the trigram indexes (btree_gin makes tenant_id a GIN key): a common name is
-- looked up among one county's parcels in the index, not among every county's and then filtered.
-- drizzle-kit never writes CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "parcels_address_key_trgm_idx";--> statement-breakpoint
DROP INDEX "parcels_owner_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "parcels_address_key_trgm_idx" ON "parcels" USING gin ("tenant_id","address_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_owner_key_trgm_idx" ON "parcels" USING gin ("tenant_id","owner_key" gin_trgm_ops);