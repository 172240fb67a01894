DROP INDEX "parcels_id_prefix_idx";--> statement-breakpoint
CREATE INDEX "parcels_id_order_idx" ON "parcels" USING btree ("tenant_id",lower("id") text_pattern_ops,"id");