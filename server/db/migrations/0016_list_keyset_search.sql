-- Decision 094: lists that scale. Hand-written: the pg_trgm extension the two trigram GIN indexes below need
-- (trusted since PostgreSQL 13, so the database owner may create it; PGlite loads its files in server/db/client.ts).
-- The rest is drizzle-kit's output for the schema: keyset-order indexes (created_at, id) and the
-- status/source/platform indexes rebuilt with the id, so a filtered keyset page is one index range.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "leads_platform_created_idx";--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
DROP INDEX "leads_source_idx";--> statement-breakpoint
CREATE INDEX "leads_list_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ((coalesce("property_address", '') || E'\n' || coalesce("owner_name", '') || E'\n' || coalesce("company_name", '') || E'\n' || coalesce("zip_code", '') || E'\n' || coalesce("contact_phone", '') || E'\n' || coalesce("contact_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_list_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ((coalesce("address", '') || E'\n' || coalesce("city", '') || E'\n' || coalesce("zip", '') || E'\n' || coalesce("owner_name", '') || E'\n' || coalesce("company", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_platform_created_idx" ON "leads" USING btree ("platform","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source","created_at","id");