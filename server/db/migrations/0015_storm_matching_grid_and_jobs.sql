-- Decision 092: storm matching on a grid (generated grid cell columns on properties, btree on them),
-- hail imports with a status and progress (their matching runs as a job), reports tied to their import.
ALTER TABLE "hail_imports" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "hail_imports" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "hail_imports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "hail_imports" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hail_reports" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "grid_lat" integer GENERATED ALWAYS AS (floor(lat * 50)::integer) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "grid_lon" integer GENERATED ALWAYS AS (floor(lon * 50)::integer) STORED;--> statement-breakpoint
CREATE INDEX "hail_reports_import_idx" ON "hail_reports" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "properties_grid_idx" ON "properties" USING btree ("grid_lat","grid_lon");--> statement-breakpoint
CREATE INDEX "storm_hits_report_idx" ON "storm_hits" USING btree ("hail_report_id");