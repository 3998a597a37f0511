import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta, hailReports, zipCentroids } from "../../db/schema";
import { importHailFile } from "./import-hail-reports";
import { rebuildZipRisk } from "./zip-risk";

/**
 * The NOAA and Census files shipped in the repository (server/domain/hail/data/, provenance in
 * its README.md; copied beside the bundle in dist). The first start imports them.
 */
export const SHIPPED_HAIL_FILES = ["spc_hail_TX_2022-2024.csv.gz", "stormevents_details_hail_TX_1955-1995.csv.gz"] as const;
export const SHIPPED_GAZETTEER = "census_zcta_gazetteer_TX.csv.gz";
const MARKER = "seed:noaa-hail:v1";

const here = path.dirname(fileURLToPath(import.meta.url));
export function shippedHailDir() {
  const candidates = [path.join(here, "data"), path.join(here, "hail-data"), path.join(here, "domain", "hail", "data")];
  return candidates.find((p) => existsSync(path.join(p, SHIPPED_GAZETTEER))) ?? candidates[0];
}

/** One shipped file's text (latin-1: the NCEI file is not UTF-8). */
export function readShippedFile(name: string) {
  return gunzipSync(readFileSync(path.join(shippedHailDir(), name))).toString("latin1");
}

/** Census ZCTA internal points: GEOID,…,INTPTLONG,INTPTLAT. */
export function parseGazetteer(text: string) {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = lines[0].split(",").map((h) => h.trim().toUpperCase());
  const [iZip, iLat, iLon] = ["GEOID", "INTPTLAT", "INTPTLONG"].map((h) => header.indexOf(h));
  return lines.slice(1).map((l) => {
    const cells = l.split(",");
    return { zip: cells[iZip].trim(), lat: Number(cells[iLat]), lon: Number(cells[iLon]) };
  }).filter((r) => /^\d{5}$/.test(r.zip) && Number.isFinite(r.lat) && Number.isFinite(r.lon));
}

/**
 * First start: the ZIP centroids, the shipped hail reports and the per-ZIP answers, once
 * (a marker row in app_meta). Idempotent: a second run, or reports already imported by
 * hand, change nothing. Also removes the generated sample reports older versions stored.
 */
export async function seedShippedHailData(db: Db, log: (msg: string) => void = () => {}) {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, MARKER));
  if (marker) {
    // Answers computed before hail days by year were stored (migration 0013), or stored as text (0017), are computed again, once.
    const [stale] = (await db.execute(sql`select 1 from hail_zip_risk where hail_days_by_year = '[]' and hail_days > 0 limit 1`)).rows;
    if (stale) log(`computed the hail answers again with hail days by year: ${(await rebuildZipRisk(db)).zips} ZIP areas`);
    return;
  }
  const started = performance.now();
  await db.delete(hailReports).where(eq(hailReports.source, "sample"));
  const centroids = parseGazetteer(readShippedFile(SHIPPED_GAZETTEER));
  await db.transaction(async (tx) => {
    for (let i = 0; i < centroids.length; i += 1000) {
      await tx.insert(zipCentroids).values(centroids.slice(i, i + 1000).map((c) => ({ ...c, source: "census-zcta" }))).onConflictDoNothing();
    }
  });
  let imported = 0;
  for (const name of SHIPPED_HAIL_FILES) {
    const result = await importHailFile(db, { fileName: name.replace(/\.gz$/, ""), text: readShippedFile(name), origin: "shipped", rebuild: false });
    imported += result.imported;
  }
  const risk = await rebuildZipRisk(db);
  await db.insert(appMeta).values({ key: MARKER, value: { importedAt: new Date().toISOString(), reports: imported, zips: risk.zips } }).onConflictDoNothing();
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from hail_reports`)).rows as { n: number }[];
  log(`imported the shipped NOAA hail data: ${imported} new reports (${n} on file), ${risk.zips} ZIP areas rated in ${Math.round(performance.now() - started)} ms`);
}
