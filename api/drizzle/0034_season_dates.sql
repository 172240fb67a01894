ALTER TABLE "appeal_windows" ADD COLUMN "opens_on" date;--> statement-breakpoint
ALTER TABLE "appeal_windows" ADD COLUMN "closes_on" date;