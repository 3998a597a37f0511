CREATE TABLE "hail_zip_risk" (
	"zip" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"hail_days" integer NOT NULL,
	"hail_days_per_year" double precision NOT NULL,
	"percentile" integer NOT NULL,
	"tier" text NOT NULL,
	"largest_hail_inches" double precision,
	"largest_hail_date" date,
	"years_counted" integer NOT NULL,
	"years_from" integer NOT NULL,
	"years_to" integer NOT NULL,
	"zips_in_coverage" integer NOT NULL,
	"recent_date" date,
	"recent_size_inches" double precision,
	"recent_distance_miles" double precision,
	"recent_reports" integer,
	"recent_source" text,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_centroids" (
	"zip" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "hail_reports_sample_date_idx";--> statement-breakpoint
DROP INDEX "hail_reports_lat_lon_idx";--> statement-breakpoint
CREATE INDEX "hail_reports_date_idx" ON "hail_reports" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "hail_reports_lat_lon_idx" ON "hail_reports" USING btree ("lat","lon");--> statement-breakpoint
ALTER TABLE "hail_reports" DROP COLUMN "is_sample";