-- Decision 126: every statement that writes leads takes one transaction-level advisory lock before
-- it touches a row, so transactions that move the KPI rollups (decision 090) take turns. Without
-- it, two transactions writing several leads of different days, platforms or sources upserted the
-- same rollup rows in different orders and PostgreSQL aborted one of them ("deadlock detected").
-- The lock is held to the end of the transaction; on PGlite (one connection) it never waits.
CREATE FUNCTION lead_rollups_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('lead_rollups'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_rollups_lock BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_lock();
