-- A filer's one request to move a hearing, with why, and the office's answer (docs/product.md#hearings).
ALTER TABLE "hearings" ADD COLUMN "move_reason" text;--> statement-breakpoint
ALTER TABLE "hearings" ADD COLUMN "move_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hearings" ADD COLUMN "move_answer" text;--> statement-breakpoint
ALTER TABLE "hearings" ADD COLUMN "move_note" text;--> statement-breakpoint
ALTER TABLE "hearings" ADD COLUMN "move_answered_at" timestamp with time zone;