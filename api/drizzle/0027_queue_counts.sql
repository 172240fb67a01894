CREATE TABLE "appeal_status_counts" (
	"tenant_id" text NOT NULL,
	"window_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "appeal_status_counts_tenant_id_window_id_status_pk" PRIMARY KEY("tenant_id","window_id","status")
);
--> statement-breakpoint
ALTER TABLE "appeal_status_counts" ADD CONSTRAINT "appeal_status_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeals_queue_awaiting_idx" ON "appeals" USING btree ("tenant_id","window_id","created_at") WHERE "appeals"."confirmed_at" is null;