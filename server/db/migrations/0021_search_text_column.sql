-- Decision 131: a list search looks in a stored, lower-cased column (`search_text`, generated from the
-- searched columns) with `like`, instead of joining six columns and matching `ilike` for every row it
-- checks; its trigram index has no pending list (fastupdate off: PGlite has no autovacuum to empty one,
-- and every search reads it whole). drizzle-kit's output for the schema.
DROP INDEX "leads_search_idx";--> statement-breakpoint
DROP INDEX "properties_search_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("property_address", '') || E'\n' || coalesce("owner_name", '') || E'\n' || coalesce("company_name", '') || E'\n' || coalesce("zip_code", '') || E'\n' || coalesce("contact_phone", '') || E'\n' || coalesce("contact_email", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("address", '') || E'\n' || coalesce("city", '') || E'\n' || coalesce("zip", '') || E'\n' || coalesce("owner_name", '') || E'\n' || coalesce("company", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);