CREATE TABLE "lead_rollups" (
	"created_day" date NOT NULL,
	"converted_day" date,
	"platform" text NOT NULL,
	"source" text NOT NULL,
	"is_sample" boolean NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"traced_leads" integer DEFAULT 0 NOT NULL,
	"confidence_sum" bigint DEFAULT 0 NOT NULL,
	"contacted_leads" integer DEFAULT 0 NOT NULL,
	"response_minutes_sum" numeric DEFAULT '0' NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_rollups_key" UNIQUE NULLS NOT DISTINCT("created_day","converted_day","platform","source","is_sample")
);
--> statement-breakpoint
CREATE TABLE "lead_zip_rollups" (
	"created_day" date NOT NULL,
	"platform" text NOT NULL,
	"zip_code" text NOT NULL,
	"is_sample" boolean NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_zip_rollups_pkey" PRIMARY KEY("created_day","platform","zip_code","is_sample")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lead_rollups_converted_idx" ON "lead_rollups" USING btree ("converted_day") WHERE converted_day is not null;--> statement-breakpoint
CREATE INDEX "leads_platform_converted_idx" ON "leads" USING btree ("platform","converted_at") WHERE converted_at is not null;--> statement-breakpoint
-- Hand-written below (decision 090): the KPI rollups kept on write, and their back-fill.
-- No write may land between the back-fill and the triggers (a rolling start on PostgreSQL).
LOCK TABLE "leads", "lead_events" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Each lead's first contact, from its timeline.
UPDATE "leads" l SET "first_contacted_at" = m.first
FROM (SELECT lead_id, min(occurred_at) AS first FROM "lead_events" WHERE type = 'contacted' GROUP BY lead_id) m
WHERE l.id = m.lead_id;--> statement-breakpoint
-- Back-fill: every stored lead, once.
WITH delta AS (
  select (l.created_at at time zone 'UTC')::date as created_day, (l.converted_at at time zone 'UTC')::date as converted_day,
        l.platform, l.source, l.is_sample, l.zip_code, 1 as leads,
        case when l.trace_status = 'traced' and l.confidence_score is not null then 1 else 0 end as traced_leads,
        case when l.trace_status = 'traced' then coalesce(l.confidence_score, 0) else 0 end as confidence_sum,
        case when l.first_contacted_at is not null then 1 else 0 end as contacted_leads,
        case when l.first_contacted_at is not null then (extract(epoch from (l.first_contacted_at - l.created_at)) / 60) else 0 end as response_minutes_sum,
        case when l.converted_at is not null then coalesce(l.revenue, 0) else 0 end as revenue
  FROM "leads" l
)
INSERT INTO "lead_rollups" (created_day, converted_day, platform, source, is_sample, leads, traced_leads, confidence_sum, contacted_leads, response_minutes_sum, revenue)
SELECT created_day, converted_day, platform, source, is_sample, sum(leads), sum(traced_leads), sum(confidence_sum), sum(contacted_leads), sum(response_minutes_sum), sum(revenue)
FROM delta GROUP BY created_day, converted_day, platform, source, is_sample;--> statement-breakpoint
INSERT INTO "lead_zip_rollups" (created_day, platform, zip_code, is_sample, leads)
SELECT (created_at at time zone 'UTC')::date, platform, zip_code, is_sample, count(*) FROM "leads" WHERE zip_code IS NOT NULL
GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- The rollups follow every write to leads: one set-based statement per write statement, in its
-- transaction (statement-level triggers over the transition tables; an update moves only the
-- rows whose counted columns changed: minus the old row, plus the new one).
CREATE FUNCTION lead_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    with delta as (
      select (n.created_at at time zone 'UTC')::date as created_day, (n.converted_at at time zone 'UTC')::date as converted_day,
        n.platform, n.source, n.is_sample, n.zip_code, 1 as leads,
        case when n.trace_status = 'traced' and n.confidence_score is not null then 1 else 0 end as traced_leads,
        case when n.trace_status = 'traced' then coalesce(n.confidence_score, 0) else 0 end as confidence_sum,
        case when n.first_contacted_at is not null then 1 else 0 end as contacted_leads,
        case when n.first_contacted_at is not null then (extract(epoch from (n.first_contacted_at - n.created_at)) / 60) else 0 end as response_minutes_sum,
        case when n.converted_at is not null then coalesce(n.revenue, 0) else 0 end as revenue
      from new_rows n
    ), rolled as (
      insert into lead_rollups (created_day, converted_day, platform, source, is_sample, leads, traced_leads, confidence_sum, contacted_leads, response_minutes_sum, revenue)
      select created_day, converted_day, platform, source, is_sample, sum(leads), sum(traced_leads), sum(confidence_sum), sum(contacted_leads), sum(response_minutes_sum), sum(revenue)
      from delta group by created_day, converted_day, platform, source, is_sample
      having sum(leads) <> 0 or sum(traced_leads) <> 0 or sum(confidence_sum) <> 0 or sum(contacted_leads) <> 0 or sum(response_minutes_sum) <> 0 or sum(revenue) <> 0
      order by created_day, converted_day, platform, source, is_sample
      on conflict on constraint lead_rollups_key do update set
        leads = lead_rollups.leads + excluded.leads,
        traced_leads = lead_rollups.traced_leads + excluded.traced_leads,
        confidence_sum = lead_rollups.confidence_sum + excluded.confidence_sum,
        contacted_leads = lead_rollups.contacted_leads + excluded.contacted_leads,
        response_minutes_sum = lead_rollups.response_minutes_sum + excluded.response_minutes_sum,
        revenue = lead_rollups.revenue + excluded.revenue
      returning 1
    )
    insert into lead_zip_rollups (created_day, platform, zip_code, is_sample, leads)
    select created_day, platform, zip_code, is_sample, sum(leads) from delta where zip_code is not null
    group by created_day, platform, zip_code, is_sample having sum(leads) <> 0
    order by created_day, platform, zip_code, is_sample
    on conflict (created_day, platform, zip_code, is_sample) do update set leads = lead_zip_rollups.leads + excluded.leads;
  ELSIF TG_OP = 'DELETE' THEN
    with delta as (
      select (o.created_at at time zone 'UTC')::date as created_day, (o.converted_at at time zone 'UTC')::date as converted_day,
        o.platform, o.source, o.is_sample, o.zip_code, -1 as leads,
        case when o.trace_status = 'traced' and o.confidence_score is not null then -1 else 0 end as traced_leads,
        case when o.trace_status = 'traced' then -coalesce(o.confidence_score, 0) else 0 end as confidence_sum,
        case when o.first_contacted_at is not null then -1 else 0 end as contacted_leads,
        case when o.first_contacted_at is not null then -(extract(epoch from (o.first_contacted_at - o.created_at)) / 60) else 0 end as response_minutes_sum,
        case when o.converted_at is not null then -coalesce(o.revenue, 0) else 0 end as revenue
      from old_rows o
    ), rolled as (
      insert into lead_rollups (created_day, converted_day, platform, source, is_sample, leads, traced_leads, confidence_sum, contacted_leads, response_minutes_sum, revenue)
      select created_day, converted_day, platform, source, is_sample, sum(leads), sum(traced_leads), sum(confidence_sum), sum(contacted_leads), sum(response_minutes_sum), sum(revenue)
      from delta group by created_day, converted_day, platform, source, is_sample
      having sum(leads) <> 0 or sum(traced_leads) <> 0 or sum(confidence_sum) <> 0 or sum(contacted_leads) <> 0 or sum(response_minutes_sum) <> 0 or sum(revenue) <> 0
      order by created_day, converted_day, platform, source, is_sample
      on conflict on constraint lead_rollups_key do update set
        leads = lead_rollups.leads + excluded.leads,
        traced_leads = lead_rollups.traced_leads + excluded.traced_leads,
        confidence_sum = lead_rollups.confidence_sum + excluded.confidence_sum,
        contacted_leads = lead_rollups.contacted_leads + excluded.contacted_leads,
        response_minutes_sum = lead_rollups.response_minutes_sum + excluded.response_minutes_sum,
        revenue = lead_rollups.revenue + excluded.revenue
      returning 1
    )
    insert into lead_zip_rollups (created_day, platform, zip_code, is_sample, leads)
    select created_day, platform, zip_code, is_sample, sum(leads) from delta where zip_code is not null
    group by created_day, platform, zip_code, is_sample having sum(leads) <> 0
    order by created_day, platform, zip_code, is_sample
    on conflict (created_day, platform, zip_code, is_sample) do update set leads = lead_zip_rollups.leads + excluded.leads;
  ELSE
    with delta as (
      select (o.created_at at time zone 'UTC')::date as created_day, (o.converted_at at time zone 'UTC')::date as converted_day,
        o.platform, o.source, o.is_sample, o.zip_code, -1 as leads,
        case when o.trace_status = 'traced' and o.confidence_score is not null then -1 else 0 end as traced_leads,
        case when o.trace_status = 'traced' then -coalesce(o.confidence_score, 0) else 0 end as confidence_sum,
        case when o.first_contacted_at is not null then -1 else 0 end as contacted_leads,
        case when o.first_contacted_at is not null then -(extract(epoch from (o.first_contacted_at - o.created_at)) / 60) else 0 end as response_minutes_sum,
        case when o.converted_at is not null then -coalesce(o.revenue, 0) else 0 end as revenue
      from old_rows o join new_rows n on n.id = o.id where (o.created_at, o.converted_at, o.platform, o.source, o.is_sample, o.zip_code, o.trace_status, o.confidence_score, o.first_contacted_at, o.revenue) is distinct from (n.created_at, n.converted_at, n.platform, n.source, n.is_sample, n.zip_code, n.trace_status, n.confidence_score, n.first_contacted_at, n.revenue)
      union all
      select (n.created_at at time zone 'UTC')::date as created_day, (n.converted_at at time zone 'UTC')::date as converted_day,
        n.platform, n.source, n.is_sample, n.zip_code, 1 as leads,
        case when n.trace_status = 'traced' and n.confidence_score is not null then 1 else 0 end as traced_leads,
        case when n.trace_status = 'traced' then coalesce(n.confidence_score, 0) else 0 end as confidence_sum,
        case when n.first_contacted_at is not null then 1 else 0 end as contacted_leads,
        case when n.first_contacted_at is not null then (extract(epoch from (n.first_contacted_at - n.created_at)) / 60) else 0 end as response_minutes_sum,
        case when n.converted_at is not null then coalesce(n.revenue, 0) else 0 end as revenue
      from new_rows n join old_rows o on o.id = n.id where (o.created_at, o.converted_at, o.platform, o.source, o.is_sample, o.zip_code, o.trace_status, o.confidence_score, o.first_contacted_at, o.revenue) is distinct from (n.created_at, n.converted_at, n.platform, n.source, n.is_sample, n.zip_code, n.trace_status, n.confidence_score, n.first_contacted_at, n.revenue)
    ), rolled as (
      insert into lead_rollups (created_day, converted_day, platform, source, is_sample, leads, traced_leads, confidence_sum, contacted_leads, response_minutes_sum, revenue)
      select created_day, converted_day, platform, source, is_sample, sum(leads), sum(traced_leads), sum(confidence_sum), sum(contacted_leads), sum(response_minutes_sum), sum(revenue)
      from delta group by created_day, converted_day, platform, source, is_sample
      having sum(leads) <> 0 or sum(traced_leads) <> 0 or sum(confidence_sum) <> 0 or sum(contacted_leads) <> 0 or sum(response_minutes_sum) <> 0 or sum(revenue) <> 0
      order by created_day, converted_day, platform, source, is_sample
      on conflict on constraint lead_rollups_key do update set
        leads = lead_rollups.leads + excluded.leads,
        traced_leads = lead_rollups.traced_leads + excluded.traced_leads,
        confidence_sum = lead_rollups.confidence_sum + excluded.confidence_sum,
        contacted_leads = lead_rollups.contacted_leads + excluded.contacted_leads,
        response_minutes_sum = lead_rollups.response_minutes_sum + excluded.response_minutes_sum,
        revenue = lead_rollups.revenue + excluded.revenue
      returning 1
    )
    insert into lead_zip_rollups (created_day, platform, zip_code, is_sample, leads)
    select created_day, platform, zip_code, is_sample, sum(leads) from delta where zip_code is not null
    group by created_day, platform, zip_code, is_sample having sum(leads) <> 0
    order by created_day, platform, zip_code, is_sample
    on conflict (created_day, platform, zip_code, is_sample) do update set leads = lead_zip_rollups.leads + excluded.leads;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_rollups_insert AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply();--> statement-breakpoint
CREATE TRIGGER leads_rollups_update AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply();--> statement-breakpoint
CREATE TRIGGER leads_rollups_delete AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_apply();--> statement-breakpoint
CREATE FUNCTION lead_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_rollups;
  DELETE FROM lead_zip_rollups;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leads_rollups_truncate AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION lead_rollups_truncate();--> statement-breakpoint
-- A lead's first contact follows its timeline: an earlier `contacted` event moves it back; a
-- removed or changed one recomputes it. Updating leads.first_contacted_at moves the rollups above.
CREATE FUNCTION lead_first_contact_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_events WHERE type = 'contacted') THEN
      UPDATE leads l SET first_contacted_at = m.first
      FROM (SELECT lead_id, min(occurred_at) AS first FROM new_events WHERE type = 'contacted' GROUP BY lead_id ORDER BY lead_id) m
      WHERE l.id = m.lead_id AND (l.first_contacted_at IS NULL OR m.first < l.first_contacted_at);
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE leads l SET first_contacted_at = (SELECT min(e.occurred_at) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'contacted')
    WHERE l.id IN (SELECT lead_id FROM old_events WHERE type = 'contacted')
      AND l.first_contacted_at IS DISTINCT FROM (SELECT min(e.occurred_at) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'contacted');
  ELSE
    UPDATE leads l SET first_contacted_at = (SELECT min(e.occurred_at) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'contacted')
    WHERE l.id IN (SELECT lead_id FROM old_events WHERE type = 'contacted' UNION SELECT lead_id FROM new_events WHERE type = 'contacted')
      AND l.first_contacted_at IS DISTINCT FROM (SELECT min(e.occurred_at) FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'contacted');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_events_first_contact_insert AFTER INSERT ON "lead_events" REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_apply();--> statement-breakpoint
CREATE TRIGGER lead_events_first_contact_update AFTER UPDATE ON "lead_events" REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_apply();--> statement-breakpoint
CREATE TRIGGER lead_events_first_contact_delete AFTER DELETE ON "lead_events" REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION lead_first_contact_apply();

