import type { Database } from "../../db/client";
import type { Config } from "../../config";
import type { HailRiskResponse } from "../../../contract/hail-risk";
import { notFound } from "../../plugins/errors";
import { lookupZip } from "../../lib/zip-centroids";

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.0;

/**
 * The radius query: a bounding box the (is_sample, lat, lon) btree narrows,
 * then the exact haversine distance. One statement, three aggregates.
 */
const RADIUS_SQL = `
select count(*)::int as count, max(size_inches) as largest, max(event_date)::text as most_recent
from hail_reports
where is_sample = $1
  and lat between $2 and $3 and lon between $4 and $5
  and size_inches >= $6 and event_date >= $7::date
  and ${EARTH_RADIUS_MILES} * 2 * asin(sqrt(
        power(sin(radians(lat - $8) / 2), 2)
        + cos(radians($8)) * cos(radians(lat)) * power(sin(radians(lon - $9) / 2), 2)
      )) <= $10`;

/** The first day counted: the same calendar day `years` years before `now` (UTC). */
export function windowStart(now: Date, years: number) {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

interface DatasetInfo { isSample: boolean; from: number | null; to: number | null }
let datasetCache: { at: number; db: Database; info: DatasetInfo } | null = null;

/** Which set answers (imported reports, or the sample set until there are some) and its years. */
async function datasetInfo(database: Database): Promise<DatasetInfo> {
  if (datasetCache && datasetCache.db === database && Date.now() - datasetCache.at < 5_000) return datasetCache.info;
  const [real] = await database.execute<{ from: string | null; to: string | null }>(
    "select min(event_date)::text as from, max(event_date)::text as to from hail_reports where is_sample = false",
  );
  let info: DatasetInfo;
  if (real?.from) {
    info = { isSample: false, from: Number(real.from.slice(0, 4)), to: Number(real.to!.slice(0, 4)) };
  } else {
    const [sample] = await database.execute<{ from: string | null; to: string | null }>(
      "select min(event_date)::text as from, max(event_date)::text as to from hail_reports where is_sample = true",
    );
    info = { isSample: true, from: sample?.from ? Number(sample.from.slice(0, 4)) : null, to: sample?.to ? Number(sample.to.slice(0, 4)) : null };
  }
  datasetCache = { at: Date.now(), db: database, info };
  return info;
}

/** Forget the cached dataset facts (after an import). */
export function invalidateHailDataset() {
  datasetCache = null;
}

const inches = (n: number) => `${n.toFixed(2)} in`;

export async function getHailRisk(
  database: Database,
  rule: Config["hailRisk"],
  zip: string,
  now = new Date(),
): Promise<HailRiskResponse> {
  const centroid = lookupZip(zip);
  if (!centroid) throw notFound(`ZIP code ${zip} was not found. Check the number and try again.`);
  const dataset = await datasetInfo(database);
  const since = windowStart(now, rule.years);
  const dLat = rule.radiusMiles / MILES_PER_DEGREE_LAT;
  const dLon = rule.radiusMiles / (MILES_PER_DEGREE_LAT * Math.max(Math.cos((centroid.lat * Math.PI) / 180), 0.01));
  const [row] = await database.execute<{ count: number; largest: number | null; most_recent: string | null }>(RADIUS_SQL, [
    dataset.isSample,
    centroid.lat - dLat,
    centroid.lat + dLat,
    centroid.lon - dLon,
    centroid.lon + dLon,
    rule.minSizeInches,
    since,
    centroid.lat,
    centroid.lon,
    rule.radiusMiles,
  ]);
  const count = Number(row?.count ?? 0);
  const largest = row?.largest == null ? null : Number(row.largest);
  const mostRecent = row?.most_recent ?? null;
  const highRisk = count >= rule.minReports;
  const where = `within ${rule.radiusMiles} miles of ${zip} (${centroid.place})`;
  const what = `${count} ${count === 1 ? "report" : "reports"} of hail ${inches(rule.minSizeInches)} or larger ${where} in the last ${rule.years} years`;
  let message = highRisk
    ? `High hail risk: ${what}` + (largest != null ? `, the largest ${inches(largest)}, the most recent on ${mostRecent}.` : ".")
    : `Lower hail risk: ${what} (high risk starts at ${rule.minReports}).` +
      (largest != null ? ` Largest ${inches(largest)}, most recent on ${mostRecent}.` : "");
  if (dataset.from != null && dataset.to != null) {
    message += ` The storm reports on file cover ${dataset.from}–${dataset.to}.`;
  }
  if (dataset.isSample) {
    message += " Sample data: no NOAA storm reports have been imported yet, so this answer comes from a small generated sample set.";
  }
  return {
    zip,
    place: centroid.place,
    highRisk,
    message,
    isSample: dataset.isSample,
    evidence: {
      reportCount: count,
      largestHailInches: largest,
      mostRecentDate: mostRecent,
      yearsCovered: dataset.from != null && dataset.to != null ? { from: dataset.from, to: dataset.to } : null,
      radiusMiles: rule.radiusMiles,
      minSizeInches: rule.minSizeInches,
      years: rule.years,
      minReports: rule.minReports,
      since,
      centroid: { lat: centroid.lat, lon: centroid.lon },
    },
  };
}
