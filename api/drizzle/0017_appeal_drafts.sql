CREATE TABLE "appeal_draft_files" (
	"tenant_id" text NOT NULL,
	"draft_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "appeal_draft_files_tenant_id_draft_id_file_id_pk" PRIMARY KEY("tenant_id","draft_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_drafts" (
	"tenant_id" text NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" text NOT NULL,
	"window_id" uuid,
	"email" text NOT NULL,
	"data" jsonb NOT NULL,
	"submission_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"filed_appeal_id" uuid,
	CONSTRAINT "appeal_drafts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "appeal_draft_files" ADD CONSTRAINT "appeal_draft_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_draft_files" ADD CONSTRAINT "appeal_draft_files_tenant_id_draft_id_appeal_drafts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","draft_id") REFERENCES "public"."appeal_drafts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_draft_files" ADD CONSTRAINT "appeal_draft_files_tenant_id_file_id_files_tenant_id_id_fk" FOREIGN KEY ("tenant_id","file_id") REFERENCES "public"."files"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_drafts" ADD CONSTRAINT "appeal_drafts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_draft_files_file_idx" ON "appeal_draft_files" USING btree ("tenant_id","file_id");--> statement-breakpoint
CREATE INDEX "appeal_drafts_expiry_idx" ON "appeal_drafts" USING btree ("tenant_id","expires_at");