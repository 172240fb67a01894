CREATE INDEX "parcels_search_order_idx" ON "parcels" USING btree ("tenant_id","address","id","owner_name");
