-- Decision 144: a rebuild of the hail answers stages its rows here, a batch per statement, then
-- moves them into hail_zip_risk in one short transaction (server/domain/hail/zip-risk.ts).
CREATE TABLE "hail_zip_risk_next" (
	"zip" text NOT NULL,
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
	"hail_days_by_year" text DEFAULT '[]' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"build" text NOT NULL,
	CONSTRAINT "hail_zip_risk_next_build_zip_pk" PRIMARY KEY("build","zip")
);
