CREATE TABLE "analytics_events" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "appeal_comparables" (
	"tenant_id" text NOT NULL,
	"appeal_id" uuid NOT NULL,
	"parcel_id" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	CONSTRAINT "appeal_comparables_tenant_id_appeal_id_parcel_id_pk" PRIMARY KEY("tenant_id","appeal_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_documents" (
	"tenant_id" text NOT NULL,
	"appeal_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "appeal_documents_tenant_id_appeal_id_file_id_pk" PRIMARY KEY("tenant_id","appeal_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_reason_codes" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"description" text NOT NULL,
	"used" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "appeal_reason_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "appeal_reasons" (
	"tenant_id" text NOT NULL,
	"appeal_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "appeal_reasons_tenant_id_appeal_id_position_pk" PRIMARY KEY("tenant_id","appeal_id","position")
);
--> statement-breakpoint
CREATE TABLE "appeal_windows" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_windows_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" text NOT NULL,
	"window_id" uuid NOT NULL,
	"property" jsonb NOT NULL,
	"appellant" jsonb NOT NULL,
	"claimed_amount" bigint NOT NULL,
	"claimed_currency" text DEFAULT 'USD' NOT NULL,
	"comps_pdf_id" uuid,
	"staff_account_id" uuid,
	"filing_method" text,
	"idempotency_key" text,
	"status" text DEFAULT 'filed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"tenant_id" text NOT NULL,
	"id" bigserial NOT NULL,
	"account_id" uuid,
	"action" text NOT NULL,
	"parcel_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" text NOT NULL,
	"time_slot_id" uuid NOT NULL,
	"place_id" uuid,
	"meeting_type" text NOT NULL,
	"property" jsonb NOT NULL,
	"attendee" jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "parcel_breakdowns" (
	"tenant_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"land_value" bigint NOT NULL,
	"improvement_value" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "parcel_breakdowns_tenant_id_parcel_id_tax_year_pk" PRIMARY KEY("tenant_id","parcel_id","tax_year")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"location" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 30 NOT NULL,
	"property_type" text,
	"place_id" uuid,
	"reserved_until" timestamp with time zone,
	"hold_token" text,
	"booked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_slots_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_comparables" ADD CONSTRAINT "appeal_comparables_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_comparables" ADD CONSTRAINT "appeal_comparables_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_documents" ADD CONSTRAINT "appeal_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_documents" ADD CONSTRAINT "appeal_documents_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_reason_codes" ADD CONSTRAINT "appeal_reason_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_reasons" ADD CONSTRAINT "appeal_reasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_reasons" ADD CONSTRAINT "appeal_reasons_tenant_id_appeal_id_appeals_tenant_id_id_fk" FOREIGN KEY ("tenant_id","appeal_id") REFERENCES "public"."appeals"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_windows" ADD CONSTRAINT "appeal_windows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_tenant_id_window_id_appeal_windows_tenant_id_id_fk" FOREIGN KEY ("tenant_id","window_id") REFERENCES "public"."appeal_windows"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_tenant_id_time_slot_id_time_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","time_slot_id") REFERENCES "public"."time_slots"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_breakdowns" ADD CONSTRAINT "parcel_breakdowns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_breakdowns" ADD CONSTRAINT "parcel_breakdowns_tenant_id_parcel_id_parcels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parcel_id") REFERENCES "public"."parcels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_tenant_id_account_id_staff_accounts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."staff_accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_tenant_id_place_id_places_tenant_id_id_fk" FOREIGN KEY ("tenant_id","place_id") REFERENCES "public"."places"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeal_windows_one_open_idx" ON "appeal_windows" USING btree ("tenant_id") WHERE "appeal_windows"."open";--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_parcel_window_idx" ON "appeals" USING btree ("tenant_id","parcel_id","window_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_idempotency_idx" ON "appeals" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_slot_idx" ON "meetings" USING btree ("tenant_id","time_slot_id");--> statement-breakpoint
CREATE INDEX "meetings_parcel_idx" ON "meetings" USING btree ("tenant_id","parcel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_idx" ON "staff_accounts" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "time_slots_start_idx" ON "time_slots" USING btree ("tenant_id","start_time");