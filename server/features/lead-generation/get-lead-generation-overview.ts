import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leads, storms } from "../../db/schema";
import { percent } from "../../lib/numbers";

const ACTIVE_STORM_DAYS = 30;

/**
 * The lead-generation (strikecloser) panel: recent storms and RoofStrike leads, with stats from the
 * stored rows. Samples apart (issue 19, decision 113): the figures count real rows only; sample rows
 * are counted on their own, and each kind's samples step aside (list and count) once a real row of
 * that kind exists.
 */
export async function getLeadGenerationOverview(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - ACTIVE_STORM_DAYS * 86_400_000);
  const [s] = (
    await db.execute(sql`select
      count(*) filter (where not is_sample)::int as total,
      count(*) filter (where not is_sample and status in ('qualified', 'converted'))::int as qualified,
      count(*) filter (where not is_sample and status = 'converted')::int as converted,
      count(*) filter (where is_sample)::int as sample_total
      from leads where platform = 'roofstrike'`)
  ).rows as unknown as { total: number; qualified: number; converted: number; sample_total: number }[];
  const [st] = (
    await db.execute(sql`select
      count(*) filter (where not is_sample)::int as real_any,
      count(*) filter (where not is_sample and occurred_on > ${since.toISOString()})::int as real_active,
      count(*) filter (where is_sample and occurred_on > ${since.toISOString()})::int as sample_active
      from storms`)
  ).rows as unknown as { real_any: number; real_active: number; sample_active: number }[];
  const realLeads = Number(s.total) > 0;
  const realStorms = Number(st.real_any) > 0;
  const stormRows = await db.select().from(storms).where(eq(storms.isSample, !realStorms)).orderBy(desc(storms.occurredOn)).limit(10);
  const leadRows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.platform, "roofstrike"), eq(leads.isSample, !realLeads)))
    .orderBy(desc(leads.createdAt))
    .limit(10);
  const zips = (
    await db.execute(sql`select zip_code from leads where platform = 'roofstrike' and not is_sample and zip_code is not null group by zip_code order by count(*) desc limit 3`)
  ).rows as unknown as { zip_code: string }[];
  return {
    storms: stormRows,
    leads: leadRows,
    stats: {
      totalLeads: Number(s.total),
      qualifiedLeads: Number(s.qualified),
      conversionRate: percent(Number(s.converted), Number(s.total)),
      activeStorms: Number(st.real_active),
      hotZipCodes: zips.map((z) => z.zip_code),
    },
    samples: {
      leads: realLeads ? 0 : Number(s.sample_total),
      activeStorms: realStorms ? 0 : Number(st.sample_active),
    },
  };
}
