ALTER TABLE "meetings" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "attended_by" uuid;--> statement-breakpoint
CREATE INDEX "meetings_time_slot_idx" ON "meetings" USING btree ("tenant_id","time_slot_id");--> statement-breakpoint
CREATE INDEX "time_slots_place_start_idx" ON "time_slots" USING btree ("tenant_id","place_id","start_time");