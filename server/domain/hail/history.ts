import { COMPASS_POINTS, HAIL_HISTORY_LIMITS, type HailHistory, type HailHistoryRow, type HailSource } from "../../../contract/hail-history";
import { HAIL_RULE } from "../../../contract/hail-risk";
import type { Database } from "../../db/client";
import { boundingBox, haversineSql } from "../../lib/geo";
import { claimWindowStart } from "./lookup";

/**
 * A place's hail history (issue 20): every stored NOAA report within `radiusMiles` of the place
 * over the last `years` years, with its distance and compass direction from the place. Shared by
 * the property's report (signed in) and the landing page's ZIP answer (public).
 *
 * One statement: the (lat, lon) btree narrows to the bounding box of the circle, the date to the
 * span, then the exact haversine distance keeps what is inside the circle.
 */
const REPORTS_SQL = `
select source, source_id, event_date::text as event_date, size_inches, lat, lon, ${haversineSql("$1", "$2", "lat", "lon")} as distance
from hail_reports
where lat between $3 and $4 and lon between $5 and $6 and event_date >= $7::date and event_date <= $8::date
  and ${haversineSql("$1", "$2", "lat", "lon")} <= $9
order by event_date desc, size_inches desc, distance asc`;

/** The years of the span that hold no report anywhere on file (a gap in the data, not a quiet year). Each year is one index probe. */
const COVERAGE_SQL = `
select (select min(event_date)::text from hail_reports) as first, (select max(event_date)::text from hail_reports) as last,
  coalesce((select array_agg(y order by y) from generate_series($1::int, $2::int) as y
    where not exists (select 1 from hail_reports where event_date >= make_date(y, 1, 1) and event_date < make_date(y + 1, 1, 1))), '{}') as gaps`;

export interface HailHistoryPlace {
  lat: number;
  lon: number;
  basis: "coordinates" | "zip-centroid";
  zip: string;
  label: string;
  propertyId: number | null;
}

/** The compass point (8) of the initial great-circle bearing from one point to another. */
export function compassPoint(fromLat: number, fromLon: number, toLat: number, toLon: number): (typeof COMPASS_POINTS)[number] {
  const rad = Math.PI / 180;
  const φ1 = fromLat * rad;
  const φ2 = toLat * rad;
  const Δλ = (toLon - fromLon) * rad;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const degrees = ((Math.atan2(y, x) / rad) + 360) % 360;
  return COMPASS_POINTS[Math.round(degrees / 45) % 8];
}

/** The same calendar day `years` years before `now` (UTC). */
export function yearsBefore(now: Date, years: number) {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function hailHistoryAt(
  database: Database,
  place: HailHistoryPlace,
  options: { radiusMiles: number; years: number; now?: Date },
): Promise<HailHistory> {
  const now = options.now ?? new Date();
  const to = now.toISOString().slice(0, 10);
  const from = yearsBefore(now, options.years);
  const box = boundingBox(place.lat, place.lon, options.radiusMiles);
  const [reports, [coverage]] = await Promise.all([
    database.execute<{ source: string; source_id: string; event_date: string; size_inches: number; lat: number; lon: number; distance: number }>(REPORTS_SQL, [
      place.lat, place.lon, box.minLat, box.maxLat, box.minLon, box.maxLon, from, to, options.radiusMiles,
    ]),
    database.execute<{ first: string | null; last: string | null; gaps: number[] | string }>(COVERAGE_SQL, [Number(from.slice(0, 4)), Number(to.slice(0, 4))]),
  ]);
  const rows: HailHistoryRow[] = reports.map((r) => ({
    date: r.event_date,
    sizeInches: Number(r.size_inches),
    distanceMiles: round1(Number(r.distance)),
    direction: compassPoint(place.lat, place.lon, Number(r.lat), Number(r.lon)),
    source: r.source as HailSource,
    nceiEventId: r.source === "ncei" ? r.source_id.replace(/^ncei:/, "") : null,
    lat: Number(r.lat),
    lon: Number(r.lon),
  }));

  let largest: HailHistoryRow | null = null;
  for (const r of rows) if (!largest || r.sizeInches > largest.sizeInches) largest = r; // newest first: ties keep the most recent

  // The claim window's storm: the most recent day with hail ≥ 1.00 in inside the radius, its largest hail and nearest report.
  const windowFrom = claimWindowStart(now);
  const qualifying = rows.filter((r) => r.date >= windowFrom && r.sizeInches >= HAIL_RULE.minSizeInches);
  let claimWindowStorm: HailHistory["claimWindowStorm"] = null;
  if (qualifying.length > 0) {
    const day = qualifying[0].date;
    const ofDay = qualifying.filter((r) => r.date === day);
    const nearest = ofDay.reduce((a, b) => (b.distanceMiles < a.distanceMiles ? b : a));
    claimWindowStorm = {
      date: day,
      sizeInches: Math.max(...ofDay.map((r) => r.sizeInches)),
      distanceMiles: nearest.distanceMiles,
      direction: nearest.direction,
      reports: ofDay.length,
    };
  }
  const gaps = typeof coverage.gaps === "string" ? parsePgIntArray(coverage.gaps) : (coverage.gaps ?? []).map(Number);
  return {
    place,
    radiusMiles: options.radiusMiles,
    years: options.years,
    from,
    to,
    rows: rows.slice(0, HAIL_HISTORY_LIMITS.maxRows),
    totalReports: rows.length,
    truncated: rows.length > HAIL_HISTORY_LIMITS.maxRows,
    largest,
    mostRecent: rows[0] ?? null,
    claimWindowStorm,
    claimWindow: { months: HAIL_RULE.claimWindowMonths, from: windowFrom, minSizeInches: HAIL_RULE.minSizeInches },
    coverage: { from: coverage.first, to: coverage.last, yearsWithoutData: gaps },
    generatedAt: now.toISOString(),
  };
}

const parsePgIntArray = (s: string) => s.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
