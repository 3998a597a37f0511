import { sql } from "drizzle-orm";
import { HAIL_RULE, type HailRiskResponse, type HailRiskTier } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailZipRisk } from "../../db/schema";
import { onZipRiskRebuild, ZIP_RISK_VERSION_KEY } from "./zip-risk";
import { lookupZip } from "../../lib/zip-centroids";

const SOURCE_NAMES: Record<string, string> = { spc: "NOAA SPC", ncei: "NOAA NCEI Storm Events", "spc-today": "NOAA SPC (current-day reports)", synthetic: "synthetic (benchmark)" };
const TIER_WORDS: Record<HailRiskTier, string> = { high: "High hail risk", elevated: "Elevated hail risk", moderate: "Moderate hail risk", low: "Low hail risk" };
const inches = (n: number) => `${n.toFixed(2)} in`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type ZipRiskRow = typeof hailZipRisk.$inferSelect;
const CHECK_EVERY_MS = 5_000;
let cache: { db: Db; version: string | null; checkedAt: number; rows: Promise<Map<string, ZipRiskRow>> } | null = null;
onZipRiskRebuild(() => {
  cache = null;
  prepared = null;
});

async function currentVersion(db: Db): Promise<string | null> {
  const [row] = (await db.execute(sql`select value->>'computedAt' as v from app_meta where key = ${ZIP_RISK_VERSION_KEY}`)).rows as { v: string | null }[];
  return row?.v ?? null;
}

/**
 * The precomputed answers, held in memory (decision 044): read in one query the first time,
 * read again when their version (app_meta, written by every rebuild) has changed. The version is
 * checked at most every 5 s, so another instance's import shows within seconds; this process's
 * own imports drop the cache at once.
 */
async function zipRiskRows(db: Db): Promise<Map<string, ZipRiskRow>> {
  const now = Date.now();
  if (cache && cache.db === db && now - cache.checkedAt < CHECK_EVERY_MS) return cache.rows;
  const version = await currentVersion(db);
  if (cache && cache.db === db && cache.version === version) {
    cache.checkedAt = now;
    return cache.rows;
  }
  const rows = db
    .select()
    .from(hailZipRisk)
    .then((list) => new Map(list.map((r) => [r.zip, r])));
  cache = { db, version, checkedAt: now, rows };
  rows.catch(() => (cache = null));
  return rows;
}

/** The first day of the claim window: the same calendar day `months` months before `now` (UTC). */
export function claimWindowStart(now: Date, months = HAIL_RULE.claimWindowMonths) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate())).toISOString().slice(0, 10);
}

/** The display name of a stored source ("spc+ncei" → "NOAA SPC and NOAA NCEI Storm Events"). */
export const sourceName = (s: string) => s.split("+").map((x) => SOURCE_NAMES[x] ?? x).join(" and ");

/**
 * The hail answer for a ZIP (decision 044): the precomputed row (kept in memory, below).
 * A real ZIP outside coverage answers "no storm data for this area yet"; a ZIP neither in
 * coverage nor in the ZIP-code list is null (the caller's 404).
 */
export async function lookupHailRisk(db: Db, zip: string, now = new Date()): Promise<HailRiskResponse | null> {
  return answerOf((await zipRiskRows(db)).get(zip), zip, now);
}

/**
 * The same answer, prepared (decision 097): serialised once per ZIP and kept until the answers
 * change (this process's rebuild drops them at once; another instance's, seen through the
 * version within 5 s) or the claim window moves a day. A lookup is then a map read; `null`: no
 * such ZIP (the caller's 404).
 */
export async function preparedHailRiskAnswer(db: Db, zip: string, now = new Date()): Promise<Buffer | null> {
  const rows = await zipRiskRows(db);
  const at = now.getTime();
  if (!prepared || prepared.rows !== rows || at < prepared.from || at >= prepared.until) {
    // The claim window moves at UTC midnight: the answers hold for this UTC day.
    const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    prepared = { rows, from, until: from + 86_400_000, answers: new Map() };
    prepareEvery(prepared, now);
  }
  return preparedAnswer(prepared, zip, now);
}
type Prepared = { rows: Map<string, ZipRiskRow>; from: number; until: number; answers: Map<string, Buffer | null> };
let prepared: Prepared | null = null;

function preparedAnswer(set: Prepared, zip: string, now: Date): Buffer | null {
  let answer = set.answers.get(zip);
  if (answer === undefined) {
    const value = answerOf(set.rows.get(zip), zip, now);
    answer = value ? Buffer.from(JSON.stringify(value)) : null;
    set.answers.set(zip, answer);
  }
  return answer;
}

/** ZIPs serialised per turn of the event loop while every answer is prepared ahead (~25 µs each). */
const PREPARE_SLICE = 500;

/**
 * Serialises every covered ZIP's answer ahead of its first request (national scale: 41,277 ZIPs,
 * ~1 s of work), a slice per turn of the event loop so that requests are answered in between; a
 * ZIP asked for first is prepared by its request, as before. Stops when the set is replaced (an
 * import, another instance's rebuild, or the next UTC day).
 */
function prepareEvery(set: Prepared, now: Date) {
  const zips = [...set.rows.keys()];
  let i = 0;
  const step = () => {
    if (prepared !== set) return;
    for (const end = Math.min(i + PREPARE_SLICE, zips.length); i < end; i++) preparedAnswer(set, zips[i], now);
    if (i < zips.length) setImmediate(step);
  };
  setImmediate(step);
}

function answerOf(row: ZipRiskRow | undefined, zip: string, now: Date): HailRiskResponse | null {
  const known = lookupZip(zip);
  if (!row) {
    if (!known) return null;
    return {
      zip, place: known.place, highRisk: false, status: "no-data", risk: null, recentStorm: null,
      message: `We have no storm data for ${known.place} (${zip}) yet: the NOAA reports on file cover Texas only, so we cannot rate the hail risk here.`,
    };
  }
  const place = known?.place ?? `ZIP ${zip}`;
  const years = `${row.yearsCounted} years of NOAA reports on file (${row.yearsFrom}–${row.yearsTo}, with gaps)`;
  const risk: NonNullable<HailRiskResponse["risk"]> = {
    tier: row.tier as HailRiskTier,
    percentile: row.percentile,
    hailDays: row.hailDays,
    hailDaysPerYear: Math.round(row.hailDaysPerYear * 100) / 100,
    yearsCounted: row.yearsCounted,
    yearsFrom: row.yearsFrom,
    yearsTo: row.yearsTo,
    largestHailInches: row.largestHailInches,
    largestHailDate: row.largestHailDate,
    zipsInCoverage: row.zipsInCoverage,
    radiusMiles: HAIL_RULE.radiusMiles,
    minSizeInches: HAIL_RULE.minSizeInches,
    centroid: { lat: row.lat, lon: row.lon },
    hailDaysByYear: JSON.parse(row.hailDaysByYear || "[]") as { year: number; days: number }[],
  };
  const recentStorm: HailRiskResponse["recentStorm"] = row.recentDate
    ? {
        date: row.recentDate,
        sizeInches: row.recentSizeInches!,
        distanceMiles: row.recentDistanceMiles!,
        reports: row.recentReports!,
        source: sourceName(row.recentSource ?? ""),
        withinClaimWindow: row.recentDate >= claimWindowStart(now),
        radiusMiles: HAIL_RULE.stormRadiusMiles,
        claimWindowMonths: HAIL_RULE.claimWindowMonths,
      }
    : null;

  let message: string;
  if (row.hailDays === 0) {
    message = `No hail of ${inches(HAIL_RULE.minSizeInches)} or larger was reported within ${HAIL_RULE.radiusMiles} miles of ${place} (${zip}) in the ${years}.`;
  } else {
    message =
      `${TIER_WORDS[risk.tier]}: hail of ${inches(HAIL_RULE.minSizeInches)} or larger fell within ${HAIL_RULE.radiusMiles} miles of ${place} (${zip}) ` +
      `on ${plural(row.hailDays, "day", "days")} in the ${years}, about ${risk.hailDaysPerYear.toFixed(1)} per year: ` +
      `more than in ${row.percentile}% of the ${row.zipsInCoverage} Texas ZIP areas we cover.` +
      (row.largestHailInches != null ? ` The largest hail reported was ${inches(row.largestHailInches)} on ${row.largestHailDate}.` : "");
  }
  if (recentStorm) {
    message += recentStorm.withinClaimWindow
      ? ` The most recent storm: ${inches(recentStorm.sizeInches)} hail ${recentStorm.distanceMiles.toFixed(1)} miles away on ${recentStorm.date} (${recentStorm.source}). ` +
        "Insurance claims have deadlines: Texas policies commonly allow one to two years from the storm, so have the roof checked now."
      : ` The most recent hail of ${inches(HAIL_RULE.minSizeInches)} or larger within ${HAIL_RULE.stormRadiusMiles} miles on file was on ${recentStorm.date}, more than ${HAIL_RULE.claimWindowMonths} months ago.`;
  }
  return { zip, place, highRisk: risk.tier === "high", status: row.hailDays === 0 ? "no-reports" : "rated", message, risk, recentStorm };
}
