CREATE TABLE "campaign_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_name" text NOT NULL,
	"platform" text NOT NULL,
	"prompt" text NOT NULL,
	"mime_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_images" ADD CONSTRAINT "campaign_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_images_created_idx" ON "campaign_images" USING btree ("created_at");