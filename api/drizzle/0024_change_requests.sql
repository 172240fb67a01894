CREATE TABLE "change_requests" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"parcel_id" text NOT NULL,
	"topic" text NOT NULL,
	"correct_value" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"document_id" uuid,
	"status" text DEFAULT 'received' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_tenant_id_document_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","document_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "change_requests_reference_idx" ON "change_requests" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_parcel_idx" ON "change_requests" USING btree ("tenant_id","parcel_id");