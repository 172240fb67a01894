CREATE TABLE "confirmed_recipients" (
	"tenant_id" text NOT NULL,
	"recipient_key" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "confirmed_recipients_tenant_id_recipient_key_pk" PRIMARY KEY("tenant_id","recipient_key")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "counted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confirmed_recipients" ADD CONSTRAINT "confirmed_recipients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_recipient_day_idx" ON "outbox" USING btree ("tenant_id","recipient_key","counted_at") WHERE "outbox"."counted_at" is not null;