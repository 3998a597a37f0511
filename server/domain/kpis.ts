import { sql } from "drizzle-orm";
import { DATA_SOURCE_NAMES } from "../../contract/health";
import type { DashboardKpis } from "../../contract/kpis";
import { LEAD_RESPONSE_TARGET_MINUTES } from "../../contract/performance";
import type { Db } from "../db/client";
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

interface PlatformRow {
  platform: string;
  leads_now: number;
  leads_before: number;
  converted_now: number;
  converted_before: number;
  revenue_now: number;
  revenue_before: number;
  avg_confidence: number | null;
}

/**
 * Spec 02 §3 "Dashboard KPIs", computed from stored rows over the last 30 days
 * against the 30 days before. Figures the product does not store (bounce rate,
 * session duration, active contractors, contractor satisfaction) are null and the
 * screen says "Not tracked": nothing is invented.
 */
export async function computeDashboardKpis({ db, metrics }: { db: Db; metrics: { snapshot(): RequestFigures } }): Promise<DashboardKpis> {
  const now = new Date();
  const from = new Date(now.getTime() - KPI_PERIOD_DAYS * 86_400_000);
  const before = new Date(from.getTime() - KPI_PERIOD_DAYS * 86_400_000);
  const fromIso = from.toISOString();
  const beforeIso = before.toISOString();

  const platformRows = (
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
  ).rows as unknown as PlatformRow[];
  const row = (p: string): PlatformRow =>
    platformRows.find((r) => r.platform === p) ?? {
      platform: p, leads_now: 0, leads_before: 0, converted_now: 0, converted_before: 0, revenue_now: 0, revenue_before: 0, avg_confidence: null,
    };
  const de = row("dealengineai");
  const rs = row("roofstrike");

  const [users] = (
    await db.execute(sql`
      select count(*) filter (where last_login >= ${fromIso})::int as active_now,
             count(*) filter (where last_login >= ${beforeIso} and last_login < ${fromIso})::int as active_before
      from users`)
  ).rows as unknown as { active_now: number; active_before: number }[];

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
