-- A decision's letter (docs/product.md#appeal-lifecycle): one per 'decided' step, waiting for a second
-- person's check (appeal.letter_check) before the filer is e-mailed it, or sent at once; the queue of
-- letters to check is read by county, state and age.
CREATE TABLE "decision_letters" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"change_id" bigint NOT NULL,
	"status" text DEFAULT 'awaiting-check' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_letters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_letters" ADD CONSTRAINT "decision_letters_tenant_id_change_id_appeal_status_changes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","change_id") REFERENCES "public"."appeal_status_changes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decision_letters_change_idx" ON "decision_letters" USING btree ("tenant_id","change_id");--> statement-breakpoint
CREATE INDEX "decision_letters_appeal_idx" ON "decision_letters" USING btree ("tenant_id","appeal_id");--> statement-breakpoint
CREATE INDEX "decision_letters_queue_idx" ON "decision_letters" USING btree ("tenant_id","status","created_at");