import { sql } from "drizzle-orm";
import type { KpiTrends } from "../../../contract/kpis";
import type { Db } from "../../db/client";
import { countedLead } from "../../domain/leads";
import { KPI_PERIOD_DAYS } from "../../domain/kpis";

interface Row {
  date: string;
  rs: number;
  de: number;
  conversions: number;
  revenue: number;
  sample: number;
}

/**
 * The KPI trends (decision 061): per UTC day of the last KPI_PERIOD_DAYS, the leads
 * created per venture, the leads converted and their revenue, in one query over the
 * leads table (its created_at and converted_at), every day present. Sample leads count only
 * while no real lead exists (decision 070).
 */
export async function getKpiTrends({ db }: { db: Db }, now = new Date()): Promise<KpiTrends> {
  const to = now.toISOString().slice(0, 10);
  const fromDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (KPI_PERIOD_DAYS - 1)));
  const from = fromDate.toISOString().slice(0, 10);
  const { rows } = await db.execute<Row & Record<string, unknown>>(sql`
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
  return {
    days: KPI_PERIOD_DAYS,
    from,
    to,
    points: rows.map((r) => ({
      date: r.date,
      roofStrikeLeads: Number(r.rs),
      dealEngineLeads: Number(r.de),
      conversions: Number(r.conversions),
      revenue: Number(r.revenue),
    })),
    sampleLeads: rows.reduce((n, r) => n + Number(r.sample), 0),
  };
}
