import { sql } from "drizzle-orm";
import type { KpiTrends } from "../../../contract/kpis";
import type { Db } from "../../db/client";
import type { TrendDay } from "../../domain/kpi-recount";
import { countedLead } from "../../domain/leads";
import { KPI_PERIOD_DAYS } from "../../domain/kpis";

/** The trend chart's days from the rollups kept on write (decision 090): one row per day and key. */
async function rolledTrendDays(db: Db, from: string, to: string): Promise<TrendDay[]> {
  const { rows } = await db.execute<TrendDay & Record<string, unknown>>(sql`
    with days as (
      select d::date as d from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    ),
    created as (
      select created_day as d,
        coalesce(sum(leads) filter (where platform = 'roofstrike'), 0)::int as rs,
        coalesce(sum(leads) filter (where platform = 'dealengineai'), 0)::int as de,
        coalesce(sum(leads) filter (where is_sample), 0)::int as sample
      from lead_rollups r where created_day >= ${from}::date and ${countedLead("r")}
      group by 1
    ),
    converted as (
      select converted_day as d, sum(leads)::int as n, coalesce(sum(revenue), 0)::float8 as revenue,
        coalesce(sum(leads) filter (where is_sample), 0)::int as sample
      from lead_rollups r where converted_day >= ${from}::date and ${countedLead("r")}
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
 * The KPI trends (decision 061): per UTC day of the last KPI_PERIOD_DAYS, the leads
 * created per venture, the leads converted and their revenue, every day present, from the
 * rollups kept on write (decision 090; `days` may name another reader: the tests' recount).
 * Sample leads count only while no real lead exists (decision 070).
 */
export async function getKpiTrends({ db }: { db: Db }, now = new Date(), days: (db: Db, from: string, to: string) => Promise<TrendDay[]> = rolledTrendDays): Promise<KpiTrends> {
  const to = now.toISOString().slice(0, 10);
  const fromDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (KPI_PERIOD_DAYS - 1)));
  const from = fromDate.toISOString().slice(0, 10);
  const rows = await days(db, from, to);
  return {
    days: KPI_PERIOD_DAYS,
    from,
    to,
    points: rows.map((r) => ({ date: r.date, roofStrikeLeads: r.rs, dealEngineLeads: r.de, conversions: r.conversions, revenue: r.revenue })),
    sampleLeads: rows.reduce((n, r) => n + r.sample, 0),
  };
}
