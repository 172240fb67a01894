CREATE TABLE "parcels" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"address" text NOT NULL,
	"owner_name" text NOT NULL,
	"type" text NOT NULL,
	"value_amount" bigint,
	"value_currency" text,
	"mailing_lines" text[],
	"mailing_city" text,
	"mailing_state" text,
	"mailing_zip" text,
	"legal_description" text,
	"neighborhood" text,
	"area_code" text,
	"account_number" text,
	"tax_area" text,
	"lat" double precision,
	"lng" double precision,
	"record_card_url" text,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"comper_id" text,
	CONSTRAINT "parcels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcels_id_prefix_idx" ON "parcels" USING btree ("tenant_id",lower("id") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parcels_address_trgm_idx" ON "parcels" USING gin (lower("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parcels_owner_trgm_idx" ON "parcels" USING gin (lower("owner_name") gin_trgm_ops);