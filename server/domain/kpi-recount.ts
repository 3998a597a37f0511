import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { KpiPeriod, LeadFigures, PlatformFigures } from "./kpis";
import { countedLead } from "./leads";

/**
 * The KPIs' lead figures counted again from the leads and their timeline, the way they were
 * computed before the rollups (decision 090): the reference the rollups are tested against, and
 * what an operator can run to check a database by hand. Its cost grows with the leads: it is
 * never on a request's path.
 */
export async function recountLeadFigures(db: Db, { fromIso, beforeIso }: KpiPeriod): Promise<LeadFigures> {
  const platforms = (
    await db.execute(sql`
      select platform,
        count(*) filter (where created_at >= ${fromIso})::int as leads_now,
        count(*) filter (where created_at < ${fromIso})::int as leads_before,
        count(*) filter (where converted_at >= ${fromIso})::int as converted_now,
        count(*) filter (where converted_at >= ${beforeIso} and converted_at < ${fromIso})::int as converted_before,
        coalesce(sum(revenue) filter (where converted_at >= ${fromIso}), 0)::float8 as revenue_now,
        coalesce(sum(revenue) filter (where converted_at >= ${beforeIso} and converted_at < ${fromIso}), 0)::float8 as revenue_before,
        avg(confidence_score) filter (where trace_status = 'traced')::float8 as avg_confidence
      from leads where (created_at >= ${beforeIso} or converted_at >= ${beforeIso}) and ${countedLead()}
      group by platform`)
  ).rows as unknown as PlatformFigures[];

  const [response] = (
    await db.execute(sql`
      select avg(minutes)::float8 as avg_minutes from (
        select extract(epoch from (min(e.occurred_at) - l.created_at)) / 60 as minutes
        from leads l join lead_events e on e.lead_id = l.id and e.type = 'contacted'
        where l.platform = 'roofstrike' and l.created_at >= ${fromIso} and ${countedLead("l")}
        group by l.id, l.created_at) r`)
  ).rows as unknown as { avg_minutes: number | null }[];

  const [market] = (
    await db.execute(sql`
      select zip_code from leads where platform = 'roofstrike' and created_at >= ${fromIso} and zip_code is not null and ${countedLead()}
      group by zip_code order by count(*) desc, zip_code limit 1`)
  ).rows as unknown as { zip_code: string }[];

  return { platforms, avgResponseMinutes: response?.avg_minutes ?? null, topMarket: market?.zip_code ?? null };
}

export interface TrendDay {
  date: string;
  rs: number;
  de: number;
  conversions: number;
  revenue: number;
  sample: number;
}

/** The trend chart's days counted again from the leads (the query before the rollups). */
export async function recountTrendDays(db: Db, from: string, to: string): Promise<TrendDay[]> {
  const { rows } = await db.execute<TrendDay & Record<string, unknown>>(sql`
    with days as (
      select d::date as d from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    ),
    created as (
      select (created_at at time zone 'UTC')::date as d,
        count(*) filter (where platform = 'roofstrike')::int as rs,
        count(*) filter (where platform = 'dealengineai')::int as de,
        count(*) filter (where is_sample)::int as sample
      from leads where created_at >= ${from}::date::timestamp at time zone 'UTC' and ${countedLead()}
      group by 1
    ),
    converted as (
      select (converted_at at time zone 'UTC')::date as d, count(*)::int as n, coalesce(sum(revenue), 0)::float8 as revenue,
        count(*) filter (where is_sample)::int as sample
      from leads where converted_at >= ${from}::date::timestamp at time zone 'UTC' and ${countedLead()}
      group by 1
    )
    select to_char(days.d, 'YYYY-MM-DD') as date,
      coalesce(c.rs, 0) as rs, coalesce(c.de, 0) as de,
      coalesce(v.n, 0) as conversions, coalesce(v.revenue, 0) as revenue,
      coalesce(c.sample, 0) + coalesce(v.sample, 0) as sample
    from days left join created c on c.d = days.d left join converted v on v.d = days.d
    order by days.d`);
  return rows.map((r) => ({ date: r.date, rs: Number(r.rs), de: Number(r.de), conversions: Number(r.conversions), revenue: Number(r.revenue), sample: Number(r.sample) }));
}

/**
 * The rollup rows that differ from a recount of every stored lead (both tables, every day), as
 * `kept` (what the table holds) and `fresh` (what the leads say); empty when the rollups are true.
 */
export async function rollupDifferences(db: Db): Promise<Record<string, unknown>[]> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    with fresh as (
      select (created_at at time zone 'UTC')::date as created_day, (converted_at at time zone 'UTC')::date as converted_day, platform, source, is_sample,
        count(*)::int as leads,
        count(*) filter (where trace_status = 'traced' and confidence_score is not null)::int as traced_leads,
        coalesce(sum(confidence_score) filter (where trace_status = 'traced'), 0)::bigint as confidence_sum,
        count(first_contacted_at)::int as contacted_leads,
        coalesce(sum(extract(epoch from (first_contacted_at - created_at)) / 60), 0)::numeric as response_minutes_sum,
        coalesce(sum(revenue) filter (where converted_at is not null), 0)::bigint as revenue
      from leads group by 1, 2, 3, 4, 5
    ),
    kept as (
      select created_day, converted_day, platform, source, is_sample, leads, traced_leads, confidence_sum, contacted_leads, response_minutes_sum, revenue
      from lead_rollups
      where leads <> 0 or traced_leads <> 0 or confidence_sum <> 0 or contacted_leads <> 0 or response_minutes_sum <> 0 or revenue <> 0
    ),
    first_contacts as (
      select l.id from leads l
      where l.first_contacted_at is distinct from (select min(e.occurred_at) from lead_events e where e.lead_id = l.id and e.type = 'contacted')
    ),
    zip_fresh as (
      select (created_at at time zone 'UTC')::date as created_day, platform, zip_code, is_sample, count(*)::int as leads
      from leads where zip_code is not null group by 1, 2, 3, 4
    ),
    zip_kept as (select created_day, platform, zip_code, is_sample, leads from lead_zip_rollups where leads <> 0)
    select 'kept' as side, to_jsonb(x) as row from (select * from kept except select * from fresh) x
    union all select 'fresh', to_jsonb(x) from (select * from fresh except select * from kept) x
    union all select 'zip kept', to_jsonb(x) from (select * from zip_kept except select * from zip_fresh) x
    union all select 'zip fresh', to_jsonb(x) from (select * from zip_fresh except select * from zip_kept) x
    union all select 'first contact', jsonb_build_object('lead', id) from first_contacts`);
  return rows;
}
