-- Holds keep only their token's SHA-256 and a keyed digest of the address that took them (docs/product.md#slot-holds).
-- A hold taken before this migration loses its token with the column: it can no longer be booked and ends within minutes.
ALTER TABLE "time_slots" ADD COLUMN "hold_token_hash" text;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "hold_client" text;--> statement-breakpoint
CREATE INDEX "time_slots_hold_token_idx" ON "time_slots" USING btree ("tenant_id","hold_token_hash") WHERE "time_slots"."hold_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "time_slots_hold_client_idx" ON "time_slots" USING btree ("tenant_id","hold_client") WHERE "time_slots"."hold_client" is not null;--> statement-breakpoint
ALTER TABLE "time_slots" DROP COLUMN "hold_token";
