CREATE TABLE "hail_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"rows_read" integer NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hail_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"event_date" date NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"size_inches" double precision NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hail_reports_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hail_reports_lat_lon_idx" ON "hail_reports" USING btree ("is_sample","lat","lon");--> statement-breakpoint
CREATE INDEX "hail_reports_sample_date_idx" ON "hail_reports" USING btree ("is_sample","event_date");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");