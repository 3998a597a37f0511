ALTER TABLE "activity_log" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "params" jsonb;