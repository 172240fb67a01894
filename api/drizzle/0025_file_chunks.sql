CREATE TABLE "file_chunks" (
	"tenant_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_tenant_id_file_id_seq_pk" PRIMARY KEY("tenant_id","file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Uploads are mostly PDFs and pictures, compressed already: keep the bytes out of line without trying to compress them again.
ALTER TABLE "file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
