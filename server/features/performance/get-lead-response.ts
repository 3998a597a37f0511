import { sql } from "drizzle-orm";
import { LEAD_RESPONSE_TARGET_MINUTES, type LeadResponseMetrics } from "../../../contract/performance";
import type { ServerTextValue } from "../../../contract/common";
import type { Db } from "../../db/client";
import { countedLead } from "../../domain/leads";
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
  const texts: ServerTextValue[] = [];
  const say = (code: string, message: string, params?: Record<string, number>) => texts.push({ code, message, ...(params ? { params } : {}) });
  const target = LEAD_RESPONSE_TARGET_MINUTES;
  if (r.total === 0) say("LEAD_RESPONSE_NONE_YET", "No lead has been contacted in the last 30 days yet: record the first outbound contact to start measuring.");
  else {
    if (!targetAchieved) say("LEAD_RESPONSE_SLOW", `Average response is ${average} min: aim for under ${target} min with an instant WhatsApp reply to new leads.`, { average: average ?? 0, target });
    if (under != null && under < 80) say("LEAD_RESPONSE_FEW_FAST", `${under}% of leads were answered within ${target} min; route new leads to whoever is on call.`, { under, target });
    if (r.max != null && r.max >= 60) say("LEAD_RESPONSE_SLOWEST", `The slowest response took ${round(r.max)} min: check leads that arrive outside working hours.`, { slowest: round(r.max) ?? 0 });
  }
  if (r.uncontacted > 0) say("LEAD_RESPONSE_UNCONTACTED", `${r.uncontacted} lead(s) from the last 30 days have not been contacted yet.`, { count: r.uncontacted });
  if (texts.length === 0) say("LEAD_RESPONSE_ON_TARGET", "Response times are on target; keep the current routing.");
  const recommendations = texts.map((x) => x.message);
  return {
    averageResponseTime: average,
    fastestResponse: round(r.min),
    slowestResponse: round(r.max),
    responsesUnder20Min: under,
    totalResponses: r.total,
    targetAchieved,
    status,
    recommendations,
    recommendationTexts: texts,
  };
}
