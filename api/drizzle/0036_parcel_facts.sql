-- What the property page shows an owner beyond the Property (GET /prc/{id}/facts, /breakdown): last
-- year's value, the land's share of this one and the characteristics, as the roll gives them. Nullable
-- and without a default, so PostgreSQL adds them without rewriting a county's millions of parcels.
ALTER TABLE "parcels" ADD COLUMN "prior_value_amount" bigint;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "land_value_amount" bigint;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "characteristics" jsonb;