-- Who takes the parcel's meeting of the year and its places for open change requests
-- (docs/product.md#who-takes-the-parcels-meeting-and-change-requests): a row with a proof ('staff',
-- 'appeal' for a meeting booked by the filer of the appeal that holds the parcel's place,
-- 'owner-code' for a change request, or 'recorded' for rows written without saying, as every row
-- so far). A public booking or request without proof (proof null) is kept but blocks no one.
ALTER TABLE "change_requests" ADD COLUMN "proof" text DEFAULT 'recorded';--> statement-breakpoint
ALTER TABLE "change_requests" ADD COLUMN "holds_place" boolean GENERATED ALWAYS AS (proof is not null and status in ('received', 'in-review')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "proof" text DEFAULT 'recorded';--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "holds_place" boolean GENERATED ALWAYS AS (proof is not null and status = 'booked') STORED NOT NULL;