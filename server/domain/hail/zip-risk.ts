import { randomUUID } from "node:crypto";
import { getTableColumns, sql } from "drizzle-orm";
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

/** A PostgreSQL text[] literal ({"a","b"}), each element quoted and escaped. */
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`;

/** Answers per statement when a rebuild stages them (decision 144). */
const STAGED_PER_STATEMENT = 1_000;
/** The answer's columns, in hail_zip_risk's order. */
const ANSWER_COLUMNS = sql.raw(Object.values(getTableColumns(hailZipRisk)).map((c) => `"${c.name}"`).join(", "));

const CELL = 0.1; // degrees: a 25-mile circle's box covers few cells beyond it
const DAY_MS = 86_400_000;

interface Rated {
  zip: string;
  lat: number;
  lon: number;
  hailDays: number;
  perYear: number;
  largest: { size: number; date: string } | null;
  recent: { size: number; distance: number; reports: number; sources: Set<string>; date: string } | null;
  byYear: string;
}

/**
 * Rebuilds `hail_zip_risk` from every stored report and every ZIP centroid (decision 044).
 * Reports of hail ≥ 1.00 in go into a 0.1° grid held in typed arrays (decision 097); each
 * centroid looks only at the cells its 25-mile box touches, decides "within 25 miles" on the
 * haversine term itself (no arc sine unless near the edge or within the storm radius) and
 * counts distinct days with a stamp per day. Returns how many ZIPs were rated and how long it took.
 */
export async function rebuildZipRisk(db: Db): Promise<{ zips: number; ms: number }> {
  const started = performance.now();
  // The years that hold reports (not the span: the shipped files have gaps), oldest first.
  const yearsOnFile = ((await db.execute(sql`select distinct extract(year from event_date)::int as y from hail_reports order by 1`)).rows as { y: number }[]).map((r) => Number(r.y));
  const centroids = (await db.execute(sql`select zip, lat, lon from zip_centroids order by zip`)).rows as { zip: string; lat: number; lon: number }[];
  // Numbers only (the day as days since 1970, the source as its index): 1,000,000 rows read lean.
  const sources = ((await db.execute(sql`select distinct source from hail_reports order by 1`)).rows as { source: string }[]).map((r) => r.source);
  // One text value, not a million row objects: "day,lat,lon,size,source;…" (reading is most of the time on PGlite).
  const [packed] = (await db.execute(sql`
    select coalesce(string_agg(concat_ws(',', event_date - date '1970-01-01', lat, lon, size_inches, array_position(${textArray(sources)}::text[], source)), ';'), '') as t
    from hail_reports where size_inches >= ${HAIL_RULE.minSizeInches}`)).rows as { t: string }[];
  const text = packed?.t ?? "";
  const rows: { d: number; lat: number; lon: number; s: number; k: number }[] = [];
  if (text) {
    const lines = text.split(";");
    for (let i = 0; i < lines.length; i++) {
      const f = lines[i].split(",");
      rows.push({ d: +f[0], lat: +f[1], lon: +f[2], s: +f[3], k: +f[4] });
      if (i % 100_000 === 99_999) await new Promise((resolve) => setImmediate(resolve));
    }
  }
  // The reports, grouped by grid cell into flat typed arrays (cell → [start, end)).
  const n = rows.length;
  const cellOf = (lat: number, lon: number) => (Math.floor(lat / CELL) + 2000) * 8192 + (Math.floor(lon / CELL) + 4000);
  const cellIds = new Float64Array(n);
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const id = cellOf(Number(rows[i].lat), Number(rows[i].lon));
    cellIds[i] = id;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const cells = new Map<number, [number, number]>();
  let offset = 0;
  for (const [id, count] of counts) {
    cells.set(id, [offset, offset]);
    offset += count;
  }
  const rLat = new Float64Array(n);
  const rLon = new Float64Array(n);
  const rCos = new Float64Array(n);
  const rSize = new Float64Array(n);
  const rDay = new Int32Array(n);
  const rSource = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    const range = cells.get(cellIds[i])!;
    const j = range[1]++;
    const r = rows[i];
    rLat[j] = Number(r.lat);
    rLon[j] = Number(r.lon);
    rCos[j] = Math.cos(toRad(rLat[j]));
    rSize[j] = Number(r.s);
    rDay[j] = Number(r.d);
    rSource[j] = Number(r.k) - 1;
  }
  rows.length = 0;

  let minDay = Infinity;
  let maxDay = -Infinity;
  for (let i = 0; i < n; i++) {
    if (rDay[i] < minDay) minDay = rDay[i];
    if (rDay[i] > maxDay) maxDay = rDay[i];
  }
  const dayCount = n ? maxDay - minDay + 1 : 1;
  const yearIndex = new Map(yearsOnFile.map((y, i) => [y, i]));
  // Each day's index among the years on file, and a stamp: the last ZIP that counted it.
  const dayYear = new Int16Array(dayCount);
  for (let d = 0; d < dayCount && n; d++) dayYear[d] = yearIndex.get(new Date((minDay + d) * DAY_MS).getUTCFullYear()) ?? -1;
  const dayStamp = new Int32Array(dayCount);
  const yearCounts = new Int32Array(yearsOnFile.length);
  const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

  // Within R miles ⟺ haversine term h ≤ sin²(R / 2·earth radius); near that edge the distance itself decides.
  const hOf = (miles: number) => Math.sin(miles / (2 * EARTH_RADIUS_MILES)) ** 2;
  const hRadius = hOf(HAIL_RULE.radiusMiles);
  const hStorm = hOf(HAIL_RULE.stormRadiusMiles);
  const EDGE = 1e-9;

  const yearsCounted = yearsOnFile.length;
  const yearsFrom = yearsOnFile[0] ?? 0;
  const yearsTo = yearsOnFile.at(-1) ?? 0;
  const rate = (c: { zip: string; lat: number; lon: number }, zi: number): Rated => {
    const lat = Number(c.lat);
    const lon = Number(c.lon);
    const cosLat = Math.cos(toRad(lat));
    const dLat = HAIL_RULE.radiusMiles / 69.0;
    const dLon = HAIL_RULE.radiusMiles / (69.0 * Math.max(cosLat, 0.01));
    const stamp = zi + 1;
    yearCounts.fill(0);
    let hailDays = 0;
    let largest = -1;
    let recentDay = -Infinity;
    let recent: { size: number; distance: number; reports: number; sources: Set<number> } | null = null;
    for (let i = Math.floor((lat - dLat) / CELL); i <= Math.floor((lat + dLat) / CELL); i++) {
      for (let j = Math.floor((lon - dLon) / CELL); j <= Math.floor((lon + dLon) / CELL); j++) {
        const range = cells.get((i + 2000) * 8192 + (j + 4000));
        if (!range) continue;
        for (let k = range[0]; k < range[1]; k++) {
          const la = rLat[k];
          const lo = rLon[k];
          if (Math.abs(la - lat) > dLat || Math.abs(lo - lon) > dLon) continue;
          // The same expression as milesBetween(lat, lon, la, lo), without the arc sine.
          const h = Math.sin(toRad(la - lat) / 2) ** 2 + cosLat * rCos[k] * Math.sin(toRad(lo - lon) / 2) ** 2;
          let miles = -1;
          if (h > hRadius * (1 - EDGE)) {
            if (h > hRadius * (1 + EDGE)) continue;
            miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
            if (miles > HAIL_RULE.radiusMiles) continue;
          }
          const day = rDay[k];
          const d = day - minDay;
          if (dayStamp[d] !== stamp) {
            dayStamp[d] = stamp;
            hailDays++;
            if (dayYear[d] >= 0) yearCounts[dayYear[d]]++;
          }
          if (largest < 0 || rSize[k] > rSize[largest] || (rSize[k] === rSize[largest] && day > rDay[largest])) largest = k;
          if (h > hStorm * (1 + EDGE) || day < recentDay) continue;
          if (miles < 0) miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
          if (miles > HAIL_RULE.stormRadiusMiles) continue;
          if (day > recentDay) {
            recentDay = day;
            recent = { size: rSize[k], distance: miles, reports: 1, sources: new Set([rSource[k]]) };
          } else if (recent) {
            recent.size = Math.max(recent.size, rSize[k]);
            recent.distance = Math.min(recent.distance, miles);
            recent.reports++;
            recent.sources.add(rSource[k]);
          }
        }
      }
    }
    // The answer's chart as the contract writes it ([{"year":1955,"days":0},…], every year on file), stored as text (decision 097).
    let byYear = "[";
    for (let i = 0; i < yearsOnFile.length; i++) byYear += `${i ? "," : ""}{"year":${yearsOnFile[i]},"days":${yearCounts[i]}}`;
    byYear += "]";
    return {
      zip: c.zip,
      lat,
      lon,
      hailDays,
      perYear: yearsCounted > 0 ? hailDays / yearsCounted : 0,
      largest: largest >= 0 ? { size: rSize[largest], date: dateOf(rDay[largest]) } : null,
      recent: recent && { size: recent.size, distance: recent.distance, reports: recent.reports, sources: new Set([...recent.sources].map((k) => sources[k])), date: dateOf(recentDay) },
      byYear,
    };
  };
  // A million reports take seconds: the event loop is given back every 20 ms (other requests go on).
  const computed: Rated[] = [];
  let slice = performance.now();
  for (let zi = 0; zi < centroids.length; zi++) {
    computed.push(rate(centroids[zi], zi));
    if (performance.now() - slice > 20) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }

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
  const zips = computed.length;
  const values = computed.map((c) => {
    const percentile = zips > 1 ? Math.floor((below(c.perYear) / (zips - 1)) * 100) : 0;
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
      zipsInCoverage: zips,
      recentDate: c.recent?.date ?? null,
      recentSizeInches: c.recent?.size ?? null,
      recentDistanceMiles: c.recent ? Math.round(c.recent.distance * 10) / 10 : null,
      recentReports: c.recent?.reports ?? null,
      recentSource: c.recent ? [...c.recent.sources].sort().join("+") : null,
      hailDaysByYear: c.byYear,
    };
  });
  // Staged under this rebuild's id, one JSON parameter per 1,000 rows (json_populate_recordset: far
  // fewer bind parameters than VALUES), each batch a statement of its own: ~35 ms of PGlite's one
  // connection each, where writing every answer in the swap's transaction held it 70–100 ms for
  // Texas' 1,935 ZIPs and seconds at national scale (decision 144).
  const computedAt = new Date().toISOString();
  const build = randomUUID();
  // What a rebuild that stopped part way left staged.
  await db.execute(sql`delete from hail_zip_risk_next where computed_at < now() - interval '1 hour'`);
  for (let i = 0; i < values.length; i += STAGED_PER_STATEMENT) {
    const rows = values.slice(i, i + STAGED_PER_STATEMENT).map((v) => ({
      zip: v.zip, lat: v.lat, lon: v.lon, hail_days: v.hailDays, hail_days_per_year: v.hailDaysPerYear, percentile: v.percentile, tier: v.tier,
      largest_hail_inches: v.largestHailInches, largest_hail_date: v.largestHailDate, years_counted: v.yearsCounted, years_from: v.yearsFrom,
      years_to: v.yearsTo, zips_in_coverage: v.zipsInCoverage, recent_date: v.recentDate, recent_size_inches: v.recentSizeInches,
      recent_distance_miles: v.recentDistanceMiles, recent_reports: v.recentReports, recent_source: v.recentSource,
      hail_days_by_year: v.hailDaysByYear, computed_at: computedAt, build,
    }));
    await db.execute(sql`insert into hail_zip_risk_next select * from json_populate_recordset(null::hail_zip_risk_next, ${JSON.stringify(rows)}::json)`);
  }
  // The swap: every answer at once, rebuilds one after another (two instances importing at once).
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hail_zip_risk'))`);
    await tx.execute(sql`delete from hail_zip_risk`);
    await tx.execute(sql`insert into hail_zip_risk (${ANSWER_COLUMNS}) select ${ANSWER_COLUMNS} from hail_zip_risk_next where build = ${build}`);
    // The answers' version: lookups (server/domain/hail/lookup.ts) keep the table in memory until it changes.
    await tx.execute(sql`insert into app_meta (key, value) values (${ZIP_RISK_VERSION_KEY}, ${JSON.stringify({ computedAt })}::jsonb)
      on conflict (key) do update set value = excluded.value`);
  });
  await db.execute(sql`delete from hail_zip_risk_next where build = ${build}`);
  onZipRiskRebuilt();
  return { zips, ms: Math.round(performance.now() - started) };
}
