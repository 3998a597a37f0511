import { sql } from "drizzle-orm";
import { leads } from "../../db/schema";

/**
 * Ranking for outreach (spec 02 §3): priority first, then storm recency (a storm
 * in the last 30 days counts), then estimated value.
 */
export const outreachRank = sql`case ${leads.priority} when 'high' then 0 when 'medium' then 1 else 2 end,
  case when ${leads.stormDate} >= now() - interval '30 days' then 0 else 1 end,
  ${leads.estimatedValue} desc, ${leads.id}`;
