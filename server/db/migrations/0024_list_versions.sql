-- Decision 141: a version per listed table, raised by a statement trigger in the transaction of
-- every statement that writes the table; a list keeps its capped count while the version it was
-- counted at is the table's. The rise commits with the write, so a reader never sees the new
-- version without the new rows. Lead writes already take turns (decision 126); property writes
-- take turns on this row. No transaction writes both tables today; one that did would have to
-- write them in the order leads, then properties (lead writes take the lead_rollups lock first).
CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "list_versions" ("name") VALUES ('leads'), ('properties');--> statement-breakpoint
CREATE FUNCTION list_version_raise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION list_version_raise('leads');--> statement-breakpoint
CREATE TRIGGER properties_list_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION list_version_raise('properties');
