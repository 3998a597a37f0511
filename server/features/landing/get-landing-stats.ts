import { sql } from "drizzle-orm";
import { HAIL_RULE } from "../../../contract/hail-risk";
import type { LandingStats } from "../../../contract/landing";
import type { Db } from "../../db/client";

let cache: { at: number; db: Db; value: LandingStats } | null = null;

/**
 * The landing page's figures, every one from stored rows (issue 9: no invented claims): NOAA
 * reports on file, ZIP areas rated, hail days in the latest year on file, and, once there are
 * any, how many landing requests got a first response and the median time to it. Cached for
 * a minute (the page is public).
 */
export async function getLandingStats(db: Db, now = Date.now()): Promise<LandingStats> {
  if (cache && cache.db === db && now - cache.at < 60_000) return cache.value;
  const [hail] = (await db.execute(sql`
    select (select count(*)::int from hail_reports) as reports,
           (select count(*)::int from hail_zip_risk) as zips,
           (select max(event_date)::text from hail_reports) as latest`)).rows as { reports: number; zips: number; latest: string | null }[];
  let latestYear: LandingStats["latestYear"] = null;
  if (hail.latest) {
    const year = Number(hail.latest.slice(0, 4));
    const [row] = (await db.execute(sql`
      select count(distinct event_date)::int as days from hail_reports
      where event_date >= ${`${year}-01-01`}::date and event_date <= ${`${year}-12-31`}::date and size_inches >= ${HAIL_RULE.minSizeInches}`)).rows as { days: number }[];
    latestYear = { year, hailDays: Number(row.days) };
  }
  const [resp] = (await db.execute(sql`
    with first_contact as (
      select l.id, min(e.occurred_at) - l.created_at as wait
      from leads l join lead_events e on e.lead_id = l.id and e.type = 'contacted'
      where l.source = 'landing' and l.is_sample = false
      group by l.id, l.created_at
    )
    select count(*)::int as answered,
           (percentile_cont(0.5) within group (order by extract(epoch from wait)) / 60)::float8 as median
    from first_contact`)).rows as { answered: number; median: number | null }[];
  const value: LandingStats = {
    hailReports: Number(hail.reports),
    zipsRated: Number(hail.zips),
    latestYear,
    leadsAnswered: Number(resp.answered),
    medianFirstResponseMinutes: resp.median == null ? null : Math.round(Number(resp.median) * 10) / 10,
  };
  cache = { at: now, db, value };
  return value;
}
