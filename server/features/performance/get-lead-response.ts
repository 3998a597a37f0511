import { sql } from "drizzle-orm";
import { LEAD_RESPONSE_TARGET_MINUTES, type LeadResponseMetrics } from "../../../contract/performance";
import type { Db } from "../../db/client";
import { countedLead } from "../../db/leads";
import { percent, round } from "../../lib/numbers";

export const LEAD_RESPONSE_WINDOW_DAYS = 30;

/** Minutes from each lead's creation to its first outbound contact (lead_events "contacted"), last 30 days. */
export async function getLeadResponse(db: Db): Promise<LeadResponseMetrics> {
  const from = new Date(Date.now() - LEAD_RESPONSE_WINDOW_DAYS * 86_400_000).toISOString();
  const [r] = (
    await db.execute(sql`
      select count(*)::int as total, avg(minutes)::float8 as avg, min(minutes)::float8 as min, max(minutes)::float8 as max,
             count(*) filter (where minutes < ${LEAD_RESPONSE_TARGET_MINUTES})::int as under
      from (select extract(epoch from (min(e.occurred_at) - l.created_at)) / 60 as minutes
            from leads l join lead_events e on e.lead_id = l.id and e.type = 'contacted'
            where l.created_at >= ${from} and ${countedLead("l")} group by l.id, l.created_at) r`)
  ).rows as unknown as { total: number; avg: number | null; min: number | null; max: number | null; under: number }[];
  const [waiting] = (
    await db.execute(sql`
      select count(*)::int as n from leads l where l.created_at >= ${from} and ${countedLead("l")}
        and not exists (select 1 from lead_events e where e.lead_id = l.id and e.type = 'contacted')`)
  ).rows as unknown as { n: number }[];
  return leadResponseFrom({ total: r.total, avg: r.avg, min: r.min, max: r.max, under: r.under, uncontacted: waiting.n });
}

/** The monitor's figures, status band and recommendations from the measured response times. */
export function leadResponseFrom(r: { total: number; avg: number | null; min: number | null; max: number | null; under: number; uncontacted: number }): LeadResponseMetrics {
  const average = round(r.avg);
  const targetAchieved = r.total > 0 && average != null && average < LEAD_RESPONSE_TARGET_MINUTES;
  const status: LeadResponseMetrics["status"] = r.total === 0 ? "monitoring" : targetAchieved ? "target_met" : "needs_improvement";
  const under = percent(r.under, r.total);
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
