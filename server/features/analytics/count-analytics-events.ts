import { sql } from "drizzle-orm";
import { ANALYTICS_EVENTS, type AnalyticsCounts } from "../../../contract/analytics";
import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

/** Per event name, all time and the last 7 days (every known name, 0 when none). */
export async function countAnalyticsEvents(db: Db): Promise<AnalyticsCounts> {
  const rows = await db
    .select({
      name: analyticsEvents.name,
      total: sql<number>`count(*)::int`,
      last7Days: sql<number>`(count(*) filter (where ${analyticsEvents.createdAt} > now() - interval '7 days'))::int`,
    })
    .from(analyticsEvents)
    .groupBy(analyticsEvents.name);
  return {
    counts: ANALYTICS_EVENTS.map((name) => {
      const r = rows.find((x) => x.name === name);
      return { name, total: Number(r?.total ?? 0), last7Days: Number(r?.last7Days ?? 0) };
    }),
  };
}
