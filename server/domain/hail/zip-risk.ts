import { sql } from "drizzle-orm";
import { HAIL_RULE, type HailRiskTier } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailZipRisk } from "../../db/schema";

export const ZIP_RISK_VERSION_KEY = "hail:zip-risk-version";
const listeners = new Set<() => void>();
/** Called after every rebuild in this process (the lookup cache drops its rows at once). */
export function onZipRiskRebuild(fn: () => void) {
  listeners.add(fn);
}
const onZipRiskRebuilt = () => listeners.forEach((fn) => fn());

const EARTH_RADIUS_MILES = 3958.8;
const toRad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number) {
  const h = Math.sin(toRad(lat2 - lat1) / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Tier from the percentile rank (decision 044): top quarter high, next quarter elevated, then moderate, then low. */
export function tierOf(percentile: number, hailDays: number): HailRiskTier {
  if (hailDays === 0) return "low";
  if (percentile >= 75) return "high";
  if (percentile >= 50) return "elevated";
  if (percentile >= 25) return "moderate";
  return "low";
}

interface Report { day: number; date: string; lat: number; lon: number; size: number; source: string }
const CELL = 0.5; // degrees
const cellKey = (lat: number, lon: number) => `${Math.floor(lat / CELL)}:${Math.floor(lon / CELL)}`;

/**
 * Rebuilds `hail_zip_risk` from every stored report and every ZIP centroid (decision 044).
 * Reports of hail ≥ 1.00 in go into a 0.5° grid; each centroid looks only at the cells its
 * 25-mile box touches. Returns how many ZIPs were rated and how long it took.
 */
export async function rebuildZipRisk(db: Db): Promise<{ zips: number; ms: number }> {
  const started = performance.now();
  // The years that hold reports (not the span: the shipped files have gaps), oldest first.
  const yearsOnFile = ((await db.execute(sql`select distinct extract(year from event_date)::int as y from hail_reports order by 1`)).rows as { y: number }[]).map((r) => Number(r.y));
  const centroids = (await db.execute(sql`select zip, lat, lon from zip_centroids order by zip`)).rows as { zip: string; lat: number; lon: number }[];
  const rows = (await db.execute(
    sql`select event_date::text as date, lat, lon, size_inches as size, source from hail_reports where size_inches >= ${HAIL_RULE.minSizeInches}`,
  )).rows as { date: string; lat: number; lon: number; size: number; source: string }[];

  const grid = new Map<string, Report[]>();
  for (const r of rows) {
    const report = { ...r, lat: Number(r.lat), lon: Number(r.lon), size: Number(r.size), day: Date.parse(r.date) };
    const key = cellKey(report.lat, report.lon);
    let list = grid.get(key);
    if (!list) grid.set(key, (list = []));
    list.push(report);
  }

  const yearsCounted = yearsOnFile.length;
  const yearsFrom = yearsOnFile[0] ?? 0;
  const yearsTo = yearsOnFile.at(-1) ?? 0;
  const computed = centroids.map((c) => {
    const lat = Number(c.lat);
    const lon = Number(c.lon);
    const dLat = HAIL_RULE.radiusMiles / 69.0;
    const dLon = HAIL_RULE.radiusMiles / (69.0 * Math.max(Math.cos(toRad(lat)), 0.01));
    const days = new Map<number, string>(); // day → its year
    let largest: Report | null = null;
    // The most recent hail day within the storm radius: its reports.
    let recentDay = -Infinity;
    let recent: { size: number; distance: number; reports: number; sources: Set<string>; date: string } | null = null;
    for (let i = Math.floor((lat - dLat) / CELL); i <= Math.floor((lat + dLat) / CELL); i++) {
      for (let j = Math.floor((lon - dLon) / CELL); j <= Math.floor((lon + dLon) / CELL); j++) {
        const list = grid.get(`${i}:${j}`);
        if (!list) continue;
        for (const r of list) {
          if (Math.abs(r.lat - lat) > dLat || Math.abs(r.lon - lon) > dLon) continue;
          const miles = milesBetween(lat, lon, r.lat, r.lon);
          if (miles > HAIL_RULE.radiusMiles) continue;
          days.set(r.day, r.date.slice(0, 4));
          if (!largest || r.size > largest.size || (r.size === largest.size && r.day > largest.day)) largest = r;
          if (miles > HAIL_RULE.stormRadiusMiles) continue;
          if (r.day > recentDay) {
            recentDay = r.day;
            recent = { size: r.size, distance: miles, reports: 1, sources: new Set([r.source]), date: r.date };
          } else if (r.day === recentDay && recent) {
            recent.size = Math.max(recent.size, r.size);
            recent.distance = Math.min(recent.distance, miles);
            recent.reports++;
            recent.sources.add(r.source);
          }
        }
      }
    }
    const perYear = yearsCounted > 0 ? days.size / yearsCounted : 0;
    const big = largest as Report | null;
    const byYear: Record<string, number> = Object.fromEntries(yearsOnFile.map((y) => [String(y), 0]));
    for (const year of days.values()) byYear[year] = (byYear[year] ?? 0) + 1;
    return { zip: c.zip, lat, lon, hailDays: days.size, perYear, largest: big, recent, byYear };
  });

  // Percentile rank: the share of the other ZIPs in coverage with fewer hail days per year.
  const sorted = computed.map((c) => c.perYear).sort((a, b) => a - b);
  const below = (v: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const n = computed.length;
  const values = computed.map((c) => {
    const percentile = n > 1 ? Math.floor((below(c.perYear) / (n - 1)) * 100) : 0;
    return {
      zip: c.zip,
      lat: c.lat,
      lon: c.lon,
      hailDays: c.hailDays,
      hailDaysPerYear: c.perYear,
      percentile,
      tier: tierOf(percentile, c.hailDays),
      largestHailInches: c.largest?.size ?? null,
      largestHailDate: c.largest?.date ?? null,
      yearsCounted,
      yearsFrom,
      yearsTo,
      zipsInCoverage: n,
      recentDate: c.recent?.date ?? null,
      recentSizeInches: c.recent?.size ?? null,
      recentDistanceMiles: c.recent ? Math.round(c.recent.distance * 10) / 10 : null,
      recentReports: c.recent?.reports ?? null,
      recentSource: c.recent ? [...c.recent.sources].sort().join("+") : null,
      hailDaysByYear: c.byYear,
    };
  });
  // One JSON parameter per 5,000 rows (json_populate_recordset): far fewer bind parameters than VALUES.
  const computedAt = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx.delete(hailZipRisk);
    for (let i = 0; i < values.length; i += 5000) {
      const rows = values.slice(i, i + 5000).map((v) => ({
        zip: v.zip, lat: v.lat, lon: v.lon, hail_days: v.hailDays, hail_days_per_year: v.hailDaysPerYear, percentile: v.percentile, tier: v.tier,
        largest_hail_inches: v.largestHailInches, largest_hail_date: v.largestHailDate, years_counted: v.yearsCounted, years_from: v.yearsFrom,
        years_to: v.yearsTo, zips_in_coverage: v.zipsInCoverage, recent_date: v.recentDate, recent_size_inches: v.recentSizeInches,
        recent_distance_miles: v.recentDistanceMiles, recent_reports: v.recentReports, recent_source: v.recentSource,
        hail_days_by_year: v.hailDaysByYear, computed_at: computedAt,
      }));
      await tx.execute(sql`insert into hail_zip_risk select * from json_populate_recordset(null::hail_zip_risk, ${JSON.stringify(rows)}::json)`);
    }
    // The answers' version: lookups (server/domain/hail/lookup.ts) keep the table in memory until it changes.
    await tx.execute(sql`insert into app_meta (key, value) values (${ZIP_RISK_VERSION_KEY}, ${JSON.stringify({ computedAt })}::jsonb)
      on conflict (key) do update set value = excluded.value`);
  });
  onZipRiskRebuilt();
  return { zips: n, ms: Math.round(performance.now() - started) };
}
