CREATE TABLE "rate_limit_counters" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"known_until" timestamp with time zone
);
--> statement-breakpoint
DROP TABLE "staff_sign_in_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "aggregate_key" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD CONSTRAINT "sign_in_throttles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_counted_at_idx" ON "sign_in_throttles" USING btree ("counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_aggregate_idx" ON "audit_events" USING btree ("tenant_id","aggregate_key");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("tenant_id","action","id");