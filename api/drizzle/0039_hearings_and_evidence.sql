-- Hearings (docs/product.md#hearings): a county's panels, the sessions they sit, and the appeals
-- heard in them; one scheduled hearing per appeal, and the docket read by day or by panel and time.
-- Evidence after the filing (docs/product.md#evidence): the filer's and the county's documents.
CREATE TABLE "appeal_evidence" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"appeal_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"side" text NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_evidence_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hearing_panels" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text NOT NULL,
	"room" text,
	"video_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hearing_panels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hearing_sessions" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"panel_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hearing_sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "hearings" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"panel_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"change_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hearings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appeal_evidence" ADD CONSTRAINT "appeal_evidence_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_evidence" ADD CONSTRAINT "appeal_evidence_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_evidence" ADD CONSTRAINT "appeal_evidence_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_panels" ADD CONSTRAINT "hearing_panels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_sessions" ADD CONSTRAINT "hearing_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_sessions" ADD CONSTRAINT "hearing_sessions_tenant_id_panel_id_hearing_panels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","panel_id") REFERENCES "public"."hearing_panels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_tenant_id_panel_id_hearing_panels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","panel_id") REFERENCES "public"."hearing_panels"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_evidence_file_idx" ON "appeal_evidence" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "appeal_evidence_appeal_idx" ON "appeal_evidence" USING btree ("tenant_id","appeal_id","id");--> statement-breakpoint
CREATE INDEX "hearing_sessions_panel_idx" ON "hearing_sessions" USING btree ("tenant_id","panel_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hearings_appeal_scheduled_idx" ON "hearings" USING btree ("tenant_id","appeal_id") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "hearings_panel_time_idx" ON "hearings" USING btree ("tenant_id","panel_id","starts_at");--> statement-breakpoint
CREATE INDEX "hearings_day_idx" ON "hearings" USING btree ("tenant_id","starts_at");