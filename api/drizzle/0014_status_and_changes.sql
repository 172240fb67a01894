CREATE TABLE "appeal_status_changes" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"appeal_id" uuid NOT NULL,
	"status" text NOT NULL,
	"decided_amount" bigint,
	"decided_currency" text,
	"hearing_at" timestamp with time zone,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_status_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "meetings_slot_idx";--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "status" text DEFAULT 'booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appeal_status_changes" ADD CONSTRAINT "appeal_status_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_status_changes" ADD CONSTRAINT "appeal_status_changes_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_status_changes_appeal_idx" ON "appeal_status_changes" USING btree ("tenant_id","appeal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_idx" ON "meetings" USING btree ("tenant_id","time_slot_id") WHERE "meetings"."status" = 'booked';--> statement-breakpoint
-- Every appeal filed before the timeline existed starts it as filed, when it was filed.
INSERT INTO "appeal_status_changes" ("tenant_id", "appeal_id", "status", "created_at")
SELECT "tenant_id", "id", 'filed', "created_at" FROM "appeals" ORDER BY "created_at";
