import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { LEAD_RESPONSE_TARGET_MINUTES, type DatabaseMetrics, type LeadResponseMetrics } from "../../../contract/performance";
import { SLOW_QUERY_MS } from "../../plugins/metrics";

const round = (v: number | null | undefined, d = 1) => (v == null || Number.isNaN(v) ? null : Math.round(v * 10 ** d) / 10 ** d);
export const LEAD_RESPONSE_WINDOW_DAYS = 30;

/** Minutes from each lead's creation to its first outbound contact (lead_events "contacted"), last 30 days. */
export async function getLeadResponse(app: FastifyInstance): Promise<LeadResponseMetrics> {
  const from = new Date(Date.now() - LEAD_RESPONSE_WINDOW_DAYS * 86_400_000).toISOString();
  const [r] = (
    await app.database.db.execute(sql`
      select count(*)::int as total, avg(minutes)::float8 as avg, min(minutes)::float8 as min, max(minutes)::float8 as max,
             count(*) filter (where minutes < ${LEAD_RESPONSE_TARGET_MINUTES})::int as under
      from (select extract(epoch from (min(e.occurred_at) - l.created_at)) / 60 as minutes
            from leads l join lead_events e on e.lead_id = l.id and e.type = 'contacted'
            where l.created_at >= ${from} group by l.id, l.created_at) r`)
  ).rows as unknown as { total: number; avg: number | null; min: number | null; max: number | null; under: number }[];
  const [waiting] = (
    await app.database.db.execute(sql`
      select count(*)::int as n from leads l where l.created_at >= ${from}
        and not exists (select 1 from lead_events e where e.lead_id = l.id and e.type = 'contacted')`)
  ).rows as unknown as { n: number }[];
  return leadResponseFrom({ total: r.total, avg: r.avg, min: r.min, max: r.max, under: r.under, uncontacted: waiting.n });
}

export function leadResponseFrom(r: { total: number; avg: number | null; min: number | null; max: number | null; under: number; uncontacted: number }): LeadResponseMetrics {
  const average = round(r.avg);
  const targetAchieved = r.total > 0 && average != null && average < LEAD_RESPONSE_TARGET_MINUTES;
  const status: LeadResponseMetrics["status"] = r.total === 0 ? "monitoring" : targetAchieved ? "target_met" : "needs_improvement";
  const under = r.total > 0 ? round((r.under / r.total) * 100) : null;
  const recommendations: string[] = [];
  if (r.total === 0) recommendations.push("No lead has been contacted in the last 30 days yet: record the first outbound contact to start measuring.");
  else {
    if (!targetAchieved) recommendations.push(`Average response is ${average} min: aim for under ${LEAD_RESPONSE_TARGET_MINUTES} min with an instant WhatsApp reply to new leads.`);
    if (under != null && under < 80) recommendations.push(`${under}% of leads were answered within ${LEAD_RESPONSE_TARGET_MINUTES} min; route new leads to whoever is on call.`);
    if (r.max != null && r.max >= 60) recommendations.push(`The slowest response took ${round(r.max)} min: check leads that arrive outside working hours.`);
  }
  if (r.uncontacted > 0) recommendations.push(`${r.uncontacted} lead(s) from the last 30 days have not been contacted yet.`);
  if (recommendations.length === 0) recommendations.push("Response times are on target; keep the current routing.");
  return {
    averageResponseTime: average,
    fastestResponse: round(r.min),
    slowestResponse: round(r.max),
    responsesUnder20Min: under,
    totalResponses: r.total,
    targetAchieved,
    status,
    recommendations,
  };
}

/** The app's own query timings, plus the server's statistics on PostgreSQL (pool and index usage). */
export async function getDatabaseMetrics(app: FastifyInstance): Promise<DatabaseMetrics> {
  const snap = app.metrics.snapshot();
  let pool: number | null = null;
  let indexUsage: number | null = null;
  const raw = app.database.raw;
  if (raw.kind === "postgres") {
    const p = raw.pool;
    const max = app.config.database.driver === "postgres" ? app.config.database.poolMax : 10;
    pool = round(((p.totalCount - p.idleCount) / max) * 100);
  }
  try {
    const [row] = await app.database.execute<{ idx: number | null; seq: number | null }>(
      "select sum(idx_scan)::float8 as idx, sum(seq_scan)::float8 as seq from pg_stat_user_tables where schemaname = 'public'",
    );
    const idx = row?.idx ?? 0;
    const seq = row?.seq ?? 0;
    indexUsage = idx + seq > 0 ? round((idx / (idx + seq)) * 100) : null;
  } catch {
    indexUsage = null;
  }
  return {
    driver: app.database.driver,
    averageQueryTime: snap.averageQueryMs,
    slowQueries: snap.slowQueries,
    slowQueryThresholdMs: SLOW_QUERY_MS,
    queriesMeasured: snap.queryCount,
    connectionPoolUsage: pool,
    indexUsage,
  };
}
