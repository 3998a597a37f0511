-- Decision 143: storm-matching chunks on PostgreSQL run side by side. A transaction that has taken
-- the lead_rollups lock in shared mode (a storm chunk, which says so in `aiops.lead_rollups_shared`)
-- writes leads without asking for it exclusively: every other lead write still takes it exclusively
-- before it touches a row (decision 126), so it waits for the storm chunks in flight and they for it.
-- The chunks among themselves are ordered by the list version's row (decision 141), which each lead
-- write updates before its rollups.
CREATE OR REPLACE FUNCTION lead_rollups_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('aiops.lead_rollups_shared', true), '') <> 'on' THEN
    PERFORM pg_advisory_xact_lock(hashtext('lead_rollups'));
  END IF;
  RETURN NULL;
END $$;
