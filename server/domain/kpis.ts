import { PgDialect } from "drizzle-orm/pg-core";
import { DATA_SOURCE_NAMES } from "../../contract/health";
import type { DashboardKpis } from "../../contract/kpis";
import { LEAD_RESPONSE_TARGET_MINUTES } from "../../contract/performance";
import type { Db } from "../db/client";
import { runPrepared, type PreparedStatement } from "../db/prepared";
import { percent, round } from "../lib/numbers";
import { readChecks } from "./integration-checks";
import { countedLead } from "./leads";

export const KPI_PERIOD_DAYS = 30;

/** The app's own request figures the system-health part shows (plugins/metrics measures them). */
export interface RequestFigures {
  uptimeSeconds: number;
  averageResponseMs: number | null;
  errorRate: number | null;
}

const growth = (now: number, before: number) => (before > 0 ? round(((now - before) / before) * 100) : null);

/** One platform's lead figures over the two periods (the current 30 days and the 30 before). */
export interface PlatformFigures {
  platform: string;
  leads_now: number;
  leads_before: number;
  converted_now: number;
  converted_before: number;
  revenue_now: number;
  revenue_before: number;
  avg_confidence: number | null;
}

/** Everything the KPIs take from the leads: per platform, RoofStrike's average first response and its top ZIP. */
export interface LeadFigures {
  platforms: PlatformFigures[];
  avgResponseMinutes: number | null;
  topMarket: string | null;
}

/** The period's instants: `from` (30 days before now) and `before` (30 days before that). */
export interface KpiPeriod {
  fromIso: string;
  beforeIso: string;
}

const dayOf = (iso: string) => iso.slice(0, 10);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The statements of readLeadFigures, prepared once per connection (decision 125): their
 * parameters are the period's days and instants, never a literal in the text.
 * $1 the day of `from`, $2 the day of `before`; $3/$4 the start and end of $1's day, $5/$6 of
 * $2's day; $7 `from`, $8 `before`.
 */
const P = { df: "$1::date", db0: "$2::date", dfStart: "$3::timestamptz", dfEnd: "$4::timestamptz", dbStart: "$5::timestamptz", dbEnd: "$6::timestamptz", from: "$7::timestamptz", before: "$8::timestamptz" };
// The edge predicates: which part of an edge day's lead belongs to which figure.
const inDf = (col: string) => `(${col} >= ${P.dfStart} and ${col} < ${P.dfEnd})`;
const inDb = (col: string) => `(${col} >= ${P.dbStart} and ${col} < ${P.dbEnd})`;
const aEdge = `(${inDf("created_at")} and created_at >= ${P.from})`;
const b1Edge = `((${inDb("created_at")} and created_at >= ${P.before}) or (${inDf("created_at")} and created_at < ${P.from}))`;
const b2Edge = `((${inDb("created_at")} and created_at < ${P.before} and converted_at >= ${P.before}) or (${inDb("converted_at")} and created_at < ${P.dbStart} and converted_at >= ${P.before}))`;
const cEdge = `(${inDf("converted_at")} and converted_at >= ${P.from})`;
const dEdge = `((${inDb("converted_at")} and converted_at >= ${P.before}) or (${inDf("converted_at")} and converted_at < ${P.from}))`;
const fEdge = `(${aEdge} or ${b1Edge} or ${b2Edge})`;
const counted = (alias?: string) => new PgDialect().sqlToQuery(countedLead(alias)).sql;

const LEAD_FIGURES: PreparedStatement = {
  name: "kpi_lead_figures_v1",
  types: ["date", "date", "timestamptz", "timestamptz", "timestamptz", "timestamptz", "timestamptz", "timestamptz"],
  text: `
    with rolled as (
      select platform,
        coalesce(sum(leads) filter (where created_day > ${P.df}), 0) as a,
        coalesce(sum(leads) filter (where created_day > ${P.db0} and created_day < ${P.df}), 0) as b1,
        coalesce(sum(leads) filter (where created_day < ${P.db0} and converted_day > ${P.db0}), 0) as b2,
        coalesce(sum(leads) filter (where converted_day > ${P.df}), 0) as c,
        coalesce(sum(revenue) filter (where converted_day > ${P.df}), 0) as c_revenue,
        coalesce(sum(leads) filter (where converted_day > ${P.db0} and converted_day < ${P.df}), 0) as d,
        coalesce(sum(revenue) filter (where converted_day > ${P.db0} and converted_day < ${P.df}), 0) as d_revenue,
        coalesce(sum(traced_leads) filter (where (created_day > ${P.db0} and created_day <> ${P.df}) or (created_day < ${P.db0} and converted_day > ${P.db0})), 0) as traced,
        coalesce(sum(confidence_sum) filter (where (created_day > ${P.db0} and created_day <> ${P.df}) or (created_day < ${P.db0} and converted_day > ${P.db0})), 0) as confidence,
        coalesce(sum(contacted_leads) filter (where created_day > ${P.df}), 0) as contacted,
        coalesce(sum(response_minutes_sum) filter (where created_day > ${P.df}), 0) as response
      from lead_rollups r
      where (created_day >= ${P.db0} or converted_day >= ${P.db0}) and platform in ('roofstrike', 'dealengineai') and ${counted("r")}
      group by platform
    ),
    edge as (
      select platform,
        count(*) filter (where ${aEdge}) as a,
        count(*) filter (where ${b1Edge}) as b1,
        count(*) filter (where ${b2Edge}) as b2,
        count(*) filter (where ${cEdge}) as c,
        coalesce(sum(revenue) filter (where ${cEdge}), 0) as c_revenue,
        count(*) filter (where ${dEdge}) as d,
        coalesce(sum(revenue) filter (where ${dEdge}), 0) as d_revenue,
        count(confidence_score) filter (where trace_status = 'traced' and ${fEdge}) as traced,
        coalesce(sum(confidence_score) filter (where trace_status = 'traced' and ${fEdge}), 0) as confidence,
        count(*) filter (where first_contacted_at is not null and ${aEdge}) as contacted,
        coalesce(sum(extract(epoch from (first_contacted_at - created_at)) / 60) filter (where first_contacted_at is not null and ${aEdge}), 0) as response
      from leads
      where platform in ('roofstrike', 'dealengineai') and ${counted()}
        and (${inDf("created_at")} or ${inDb("created_at")} or ${inDf("converted_at")} or ${inDb("converted_at")})
      group by platform
    ),
    total as (
      select platform, sum(a) as a, sum(b1) as b1, sum(b2) as b2, sum(c) as c, sum(c_revenue) as c_revenue, sum(d) as d, sum(d_revenue) as d_revenue,
        sum(traced) as traced, sum(confidence) as confidence, sum(contacted) as contacted, sum(response) as response
      from (select * from rolled union all select * from edge) x group by platform
    )
    select platform,
      a::int as leads_now, (b1 + b2)::int as leads_before, c::int as converted_now, d::int as converted_before,
      c_revenue::float8 as revenue_now, d_revenue::float8 as revenue_before,
      case when traced > 0 then (confidence::numeric / traced)::float8 end as avg_confidence,
      contacted::int as contacted, case when contacted > 0 then (response::numeric / contacted)::float8 end as avg_response
    from total`,
};

/** RoofStrike's top ZIP of the period: $1 the day of `from`, $2 `from`, $3 the end of $1's day. */
const TOP_MARKET: PreparedStatement = {
  name: "kpi_top_market_v1",
  types: ["date", "timestamptz", "timestamptz"],
  text: `
    select zip_code from (
      select zip_code, leads from lead_zip_rollups z where platform = 'roofstrike' and created_day > $1::date and ${counted("z")}
      union all
      select zip_code, 1 from leads where platform = 'roofstrike' and created_at >= $2::timestamptz and created_at < $3::timestamptz and zip_code is not null and ${counted()}
    ) x group by zip_code having sum(leads) > 0 order by sum(leads) desc, zip_code limit 1`,
};

/** Operators signed in during the period ($1 `from`) and the one before ($2 `before`). */
const ACTIVE_USERS: PreparedStatement = {
  name: "kpi_active_users_v1",
  types: ["timestamptz", "timestamptz"],
  text: `select count(*) filter (where last_login >= $1::timestamptz)::int as active_now,
                count(*) filter (where last_login >= $2::timestamptz and last_login < $1::timestamptz)::int as active_before
         from users`,
};

/**
 * The lead figures from the rollups kept on write (decision 090), equal to a recount of the leads
 * (domain/kpi-recount.ts). Whole UTC days come from lead_rollups / lead_zip_rollups; the two days
 * the period's edges cut (the day of `from` and the day of `before`) are read from the leads of
 * those days through the (platform, created_at) and (platform, converted_at) indexes. The cost
 * grows with the days kept and one day's leads, never with all the leads.
 */
export async function readLeadFigures(db: Db, { fromIso, beforeIso }: KpiPeriod): Promise<LeadFigures> {
  const df = dayOf(fromIso);
  const db0 = dayOf(beforeIso);
  const values = [df, db0, `${df}T00:00:00.000Z`, `${nextDay(df)}T00:00:00.000Z`, `${db0}T00:00:00.000Z`, `${nextDay(db0)}T00:00:00.000Z`, fromIso, beforeIso];
  const rows = await runPrepared<Record<string, unknown>>(db, LEAD_FIGURES, values);
  const market = await runPrepared<{ zip_code: string }>(db, TOP_MARKET, [df, fromIso, values[3]]);
  const num = (v: unknown) => Number(v ?? 0);
  const platforms = rows
    .map((r) => ({
      platform: String(r.platform),
      leads_now: num(r.leads_now),
      leads_before: num(r.leads_before),
      converted_now: num(r.converted_now),
      converted_before: num(r.converted_before),
      revenue_now: num(r.revenue_now),
      revenue_before: num(r.revenue_before),
      avg_confidence: r.avg_confidence == null ? null : Number(r.avg_confidence),
    }))
    .filter((p) => p.leads_now + p.leads_before + p.converted_now + p.converted_before > 0 || p.avg_confidence != null);
  const rs = rows.find((r) => r.platform === "roofstrike");
  return { platforms, avgResponseMinutes: rs?.avg_response == null ? null : Number(rs.avg_response), topMarket: market[0]?.zip_code ?? null };
}

/** The period ending at `now`. */
export function kpiPeriod(now: Date): KpiPeriod {
  const from = new Date(now.getTime() - KPI_PERIOD_DAYS * 86_400_000);
  const before = new Date(from.getTime() - KPI_PERIOD_DAYS * 86_400_000);
  return { fromIso: from.toISOString(), beforeIso: before.toISOString() };
}

/**
 * Spec 02 §3 "Dashboard KPIs", computed from stored rows over the last 30 days
 * against the 30 days before. Figures the product does not store (bounce rate,
 * session duration, active contractors, contractor satisfaction) are null and the
 * screen says "Not tracked": nothing is invented. The lead figures come from the rollups
 * (readLeadFigures); `figures` may name another reader (the tests' direct recount).
 */
export async function computeDashboardKpis({
  db,
  metrics,
  now = new Date(),
  figures = readLeadFigures,
}: {
  db: Db;
  metrics: { snapshot(): RequestFigures };
  now?: Date;
  figures?: (db: Db, period: KpiPeriod) => Promise<LeadFigures>;
}): Promise<DashboardKpis> {
  const { fromIso, beforeIso } = kpiPeriod(now);
  const leadFigures = await figures(db, { fromIso, beforeIso });
  const row = (p: string): PlatformFigures =>
    leadFigures.platforms.find((r) => r.platform === p) ?? {
      platform: p, leads_now: 0, leads_before: 0, converted_now: 0, converted_before: 0, revenue_now: 0, revenue_before: 0, avg_confidence: null,
    };
  const de = row("dealengineai");
  const rs = row("roofstrike");

  // Users are few (the operators): their table is read as it is.
  const [users] = await runPrepared<{ active_now: number; active_before: number }>(db, ACTIVE_USERS, [fromIso, beforeIso]);
  const response = { avg_minutes: leadFigures.avgResponseMinutes };
  const market = leadFigures.topMarket == null ? undefined : { zip_code: leadFigures.topMarket };

  const deConversion = percent(de.converted_now, de.leads_now);
  const deConversionBefore = percent(de.converted_before, de.leads_before);
  const avgResponse = round(response?.avg_minutes ?? null);

  const deAlerts: DashboardKpis["dealEngineAI"]["alerts"] = [];
  if (de.leads_now === 0) deAlerts.push({ level: "info", message: `No DealEngineAI leads stored in the last ${KPI_PERIOD_DAYS} days.`, code: "KPI_NO_DE_LEADS", params: { days: KPI_PERIOD_DAYS } });
  if (deConversion != null && deConversionBefore != null && deConversion < deConversionBefore)
    deAlerts.push({ level: "warning", message: `Conversion rate fell from ${deConversionBefore}% to ${deConversion}%.`, code: "KPI_CONVERSION_FELL", params: { before: deConversionBefore, now: deConversion } });
  const rsAlerts: DashboardKpis["roofStrike"]["alerts"] = [];
  if (avgResponse != null && avgResponse >= LEAD_RESPONSE_TARGET_MINUTES)
    rsAlerts.push({
      level: avgResponse >= 30 ? "critical" : "warning",
      message: `Average lead response is ${avgResponse} min (target under ${LEAD_RESPONSE_TARGET_MINUTES}).`,
      code: "KPI_SLOW_RESPONSE",
      params: { minutes: avgResponse, target: LEAD_RESPONSE_TARGET_MINUTES },
    });
  if (rs.leads_before > 0 && rs.leads_now < rs.leads_before)
    rsAlerts.push({ level: "warning", message: `Claim leads down from ${rs.leads_before} to ${rs.leads_now} against the previous ${KPI_PERIOD_DAYS} days.`, code: "KPI_CLAIMS_DOWN", params: { before: rs.leads_before, now: rs.leads_now, days: KPI_PERIOD_DAYS } });
  if (rs.leads_now === 0) rsAlerts.push({ level: "info", message: `No RoofStrike claim leads stored in the last ${KPI_PERIOD_DAYS} days.`, code: "KPI_NO_RS_LEADS", params: { days: KPI_PERIOD_DAYS } });

  const measured = metrics.snapshot();
  // "Active" data sources: those whose last stored check succeeded (decision 050).
  const checks = (await readChecks(db)).filter((c) => (DATA_SOURCE_NAMES as readonly string[]).includes(c.name));
  const dataSources = { active: checks.filter((c) => c.state === "connected").length, total: checks.length };
  return {
    period: { days: KPI_PERIOD_DAYS, from: fromIso, to: now.toISOString() },
    dealEngineAI: {
      metrics: { activeUsers: users?.active_now ?? 0, conversionRate: deConversion, totalLeads: de.leads_now, bounceRate: null, sessionDuration: null },
      trends: {
        userGrowth: growth(users?.active_now ?? 0, users?.active_before ?? 0),
        conversionTrend: deConversion != null && deConversionBefore != null ? round(deConversion - deConversionBefore) : null,
        leadQuality: round(de.avg_confidence),
      },
      alerts: deAlerts,
    },
    roofStrike: {
      metrics: { revenue: rs.revenue_now, claimLeads: rs.leads_now, activeContractors: null, averageResponseTime: avgResponse },
      trends: {
        revenueGrowth: growth(rs.revenue_now, rs.revenue_before),
        leadGrowth: growth(rs.leads_now, rs.leads_before),
        contractorSatisfaction: null,
        topMarket: market?.zip_code ?? null,
      },
      alerts: rsAlerts,
    },
    systemHealth: {
      lastUpdate: now.toISOString(),
      uptime: measured.uptimeSeconds,
      responseTime: measured.averageResponseMs,
      errorRate: measured.errorRate,
      activeDataSources: dataSources.active,
      totalDataSources: dataSources.total,
    },
  };
}
