-- Slot holds cannot be hoarded (docs/security.md#meeting-slots-cannot-be-hoarded): each hold keeps
-- a keyed digest of its holder's address range (an IPv4 /24, an IPv6 /48), so a range's holds in
-- force are capped together, and when its holder first took the slot, so the same holder cannot
-- take it again once one hold length is over.
ALTER TABLE "time_slots" ADD COLUMN "hold_range" text;--> statement-breakpoint
ALTER TABLE "time_slots" ADD COLUMN "hold_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "time_slots_hold_range_idx" ON "time_slots" USING btree ("tenant_id","hold_range") WHERE "time_slots"."hold_range" is not null;