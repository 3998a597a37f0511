import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leads, storms } from "../../db/schema";
import { percent } from "../../lib/numbers";

const ACTIVE_STORM_DAYS = 30;

/** The lead-generation (strikecloser) panel: recent storms and RoofStrike leads, with stats from the stored leads. */
export async function getLeadGenerationOverview(db: Db, now = new Date()) {
  const stormRows = await db.select().from(storms).orderBy(desc(storms.occurredOn)).limit(10);
  const leadRows = await db.select().from(leads).where(eq(leads.platform, "roofstrike")).orderBy(desc(leads.createdAt)).limit(10);
  const [s] = (
    await db.execute(sql`select count(*)::int as total, count(*) filter (where status in ('qualified', 'converted'))::int as qualified,
      count(*) filter (where status = 'converted')::int as converted from leads where platform = 'roofstrike'`)
  ).rows as unknown as { total: number; qualified: number; converted: number }[];
  const zips = (
    await db.execute(sql`select zip_code from leads where platform = 'roofstrike' and zip_code is not null group by zip_code order by count(*) desc limit 3`)
  ).rows as unknown as { zip_code: string }[];
  return {
    storms: stormRows,
    leads: leadRows,
    stats: {
      totalLeads: s.total,
      qualifiedLeads: s.qualified,
      conversionRate: percent(s.converted, s.total),
      activeStorms: stormRows.filter((r) => r.occurredOn.getTime() > now.getTime() - ACTIVE_STORM_DAYS * 86_400_000).length,
      hotZipCodes: zips.map((z) => z.zip_code),
    },
  };
}
