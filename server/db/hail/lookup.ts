import { eq } from "drizzle-orm";
import { HAIL_RULE, type HailRiskResponse, type HailRiskTier } from "../../../contract/hail-risk";
import type { Db } from "../client";
import { hailZipRisk } from "../schema";
import { lookupZip } from "../../lib/zip-centroids";

const SOURCE_NAMES: Record<string, string> = { spc: "NOAA SPC", ncei: "NOAA NCEI Storm Events", "spc-today": "NOAA SPC (current-day reports)", synthetic: "synthetic (benchmark)" };
const TIER_WORDS: Record<HailRiskTier, string> = { high: "High hail risk", elevated: "Elevated hail risk", moderate: "Moderate hail risk", low: "Low hail risk" };
const inches = (n: number) => `${n.toFixed(2)} in`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The first day of the claim window: the same calendar day `months` months before `now` (UTC). */
export function claimWindowStart(now: Date, months = HAIL_RULE.claimWindowMonths) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate())).toISOString().slice(0, 10);
}

/** The display name of a stored source ("spc+ncei" → "NOAA SPC and NOAA NCEI Storm Events"). */
export const sourceName = (s: string) => s.split("+").map((x) => SOURCE_NAMES[x] ?? x).join(" and ");

/**
 * The hail answer for a ZIP (decision 044): one primary-key read of the precomputed row.
 * A real ZIP outside coverage answers "no storm data for this area yet"; a ZIP neither in
 * coverage nor in the ZIP-code list is null (the caller's 404).
 */
export async function lookupHailRisk(db: Db, zip: string, now = new Date()): Promise<HailRiskResponse | null> {
  const [row] = await db.select().from(hailZipRisk).where(eq(hailZipRisk.zip, zip)).limit(1);
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
