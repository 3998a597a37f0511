CREATE TABLE "marketing_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"model" text NOT NULL,
	"daily_target" integer,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "marketing_content_kind_idx" ON "marketing_content" USING btree ("kind","generated_at");