import { and, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { DashboardKpis } from "../../../contract/kpis";
import type { Db } from "../../db/client";
import { campaigns, deployments, hailReports, leads, storms } from "../../db/schema";

/**
 * The stored rows the offline engine answers from, one reader per topic that needs the
 * database (tasks, metrics and data sources come with the agent's context). Each
 * answers figures only: counts, the latest rows, and whether they are sample data.
 */
export interface FactSources {
  db?: Db;
  /** The dashboard KPIs (app.kpis), read only when asked about. */
  kpis?: () => Promise<DashboardKpis>;
}

const DAY = 86_400_000;

export async function leadFacts(db: Db, platform: "roofstrike" | "dealengineai" | null) {
  const where: SQL | undefined = platform ? eq(leads.platform, platform) : undefined;
  const since = new Date(Date.now() - 30 * DAY);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`count(*) filter (where ${leads.status} = 'new')::int`,
      contacted: sql<number>`count(*) filter (where ${leads.status} = 'contacted')::int`,
      qualified: sql<number>`count(*) filter (where ${leads.status} = 'qualified')::int`,
      converted: sql<number>`count(*) filter (where ${leads.status} = 'converted')::int`,
      high: sql<number>`count(*) filter (where ${leads.priority} = 'high' and ${leads.status} <> 'converted')::int`,
      traced: sql<number>`count(*) filter (where ${leads.traceStatus} = 'traced')::int`,
      last30: sql<number>`count(*) filter (where ${leads.createdAt} >= ${since.toISOString()})::int`,
      withStorm: sql<number>`count(*) filter (where ${leads.stormDate} is not null)::int`,
      value: sql<number>`coalesce(sum(${leads.estimatedValue}) filter (where ${leads.status} <> 'converted'), 0)::float8`,
      sample: sql<number>`count(*) filter (where ${leads.isSample})::int`,
    })
    .from(leads)
    .where(where);
  const latest = await db
    .select({ zip: leads.zipCode, status: leads.status, priority: leads.priority, value: leads.estimatedValue, stormDate: leads.stormDate, platform: leads.platform })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(3);
  return { platform, ...mapNumbers(counts), latest };
}

export async function stormFacts(db: Db) {
  const recent = await db
    .select({ on: storms.occurredOn, location: storms.location, severity: storms.severity, affected: storms.affectedProperties, isSample: storms.isSample })
    .from(storms)
    .orderBy(desc(storms.occurredOn))
    .limit(3);
  // Hail reports: the imported ones when there are any, else the sample set (like the hail-risk answer).
  const byKind = await db
    .select({ isSample: hailReports.isSample, n: sql<number>`count(*)::int`, last: sql<string | null>`max(${hailReports.eventDate})::text` })
    .from(hailReports)
    .groupBy(hailReports.isSample);
  const real = byKind.find((k) => !k.isSample && Number(k.n) > 0);
  const useSample = !real;
  const yearAgo = new Date(Date.now() - 365 * DAY).toISOString().slice(0, 10);
  const [lastYear] = await db
    .select({ n: sql<number>`count(*)::int`, largest: sql<number | null>`max(${hailReports.sizeInches})::float8` })
    .from(hailReports)
    .where(and(eq(hailReports.isSample, useSample), gte(hailReports.eventDate, yearAgo)));
  const total = Number(byKind.find((k) => k.isSample === useSample)?.n ?? 0);
  return {
    recent,
    hail: { total, lastYear: Number(lastYear?.n ?? 0), largest: lastYear?.largest ?? null, latest: byKind.find((k) => k.isSample === useSample)?.last ?? null, sample: useSample && total > 0 },
  };
}

export async function deploymentFacts(db: Db, companyId: number | null) {
  const rows = await db
    .select({ name: deployments.name, environment: deployments.environment, status: deployments.status, at: deployments.deployedAt, isSample: deployments.isSample })
    .from(deployments)
    .where(companyId ? eq(deployments.companyId, companyId) : undefined)
    .orderBy(desc(deployments.deployedAt))
    .limit(5);
  return rows;
}

export async function campaignFacts(db: Db) {
  const rows = await db
    .select({ platform: campaigns.platform, status: campaigns.status, at: campaigns.createdAt, error: campaigns.error })
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt))
    .limit(5);
  const [counts] = await db
    .select({ total: sql<number>`count(*)::int`, failed: sql<number>`count(*) filter (where ${campaigns.status} = 'failed')::int` })
    .from(campaigns);
  return { latest: rows, ...mapNumbers(counts) };
}

function mapNumbers<T extends Record<string, unknown>>(row: T | undefined): { [K in keyof T]: number } {
  const out = {} as { [K in keyof T]: number };
  for (const [k, v] of Object.entries(row ?? {})) (out as Record<string, number>)[k] = Number(v ?? 0);
  return out;
}
