import { eq, sql } from "drizzle-orm";
import { haversineSql, MILES_PER_DEGREE_LAT } from "../lib/geo";
import { recordActivity } from "./activity";
import type { Db } from "../db/client";
import { createOrUpdateLead, recordLeadEvent } from "./leads";
import { stormHits } from "../db/schema";
import { STORM_CAMPAIGN_JOB, type JobSender } from "./jobs";

export interface StormMatchRule {
  radiusMiles: number;
  minSizeInches: number;
}
export interface StormMatchResult {
  reportsConsidered: number;
  hits: number;
  leadsCreated: number;
  leadsUpdated: number;
  stormDays: { stormDay: string; leadIds: number[] }[];
}

/**
 * One statement: for each property within `radius` of one of the given reports (of at least the
 * minimum size), the largest (then nearest) report of each storm day. The bounding box uses the
 * (lat, lon) btree on properties; the haversine distance decides.
 */
const matchSql = (reportIds: number[], rule: StormMatchRule) => {
  const radius = Number(rule.radiusMiles);
  const degLat = radius / MILES_PER_DEGREE_LAT;
  return sql`
with r as (
  select id, source, source_id, event_date, size_inches, lat, lon,
         ${radius}::float8 / (${sql.raw(String(MILES_PER_DEGREE_LAT))} * greatest(cos(radians(lat)), 0.01)) as dlon
  from hail_reports where id in ${reportIds} and size_inches >= ${Number(rule.minSizeInches)}
), c as (
  select p.id as property_id, p.normalized_address, p.address, p.city, p.zip, p.owner_name, p.company, p.is_sample,
         r.id as report_id, r.source, r.source_id, r.event_date::text as storm_day, r.size_inches, r.lat, r.lon,
         ${sql.raw(haversineSql("r.lat", "r.lon", "p.lat", "p.lon"))} as distance
  from r join properties p
    on p.lat between r.lat - ${degLat}::float8 and r.lat + ${degLat}::float8
   and p.lon between r.lon - r.dlon and r.lon + r.dlon
)
select distinct on (property_id, storm_day) *
from c where distance <= ${radius}::float8
order by property_id, storm_day, size_inches desc, distance asc`;
};

interface Candidate {
  property_id: number;
  normalized_address: string;
  address: string;
  city: string;
  zip: string;
  owner_name: string | null;
  company: string | null;
  is_sample: boolean;
  report_id: number;
  source: string;
  source_id: string;
  storm_day: string;
  size_inches: number;
  lat: number;
  lon: number;
  distance: number;
}

const NOAA_SOURCE: Record<string, string> = { spc: "NOAA SPC", "spc-today": "NOAA SPC (current day)", ncei: "NOAA NCEI Storm Events" };

/**
 * Matches newly imported hail reports against the stored properties (decision 071): each
 * property with hail of at least `minSizeInches` within `radiusMiles` gets one storm hit per
 * storm day and a storm-hit lead (a new one, or its existing lead updated with the evidence),
 * with a timeline event and activity entries, all in one transaction. The unique (property,
 * storm day) index makes it idempotent and safe when two instances match the same import.
 * Afterwards queues `campaign.storm` per storm day with its leads, when that job is defined.
 */
export async function matchStormReports(db: Db, reportIds: number[], rule: StormMatchRule, jobs?: JobSender): Promise<StormMatchResult> {
  const result: StormMatchResult = { reportsConsidered: reportIds.length, hits: 0, leadsCreated: 0, leadsUpdated: 0, stormDays: [] };
  if (reportIds.length === 0) return result;
  const byDay = new Map<string, number[]>();
  await db.transaction(async (tx) => {
    const candidates = (await tx.execute(matchSql(reportIds, rule))).rows as unknown as Candidate[];
    for (const c of candidates) {
      const size = Number(c.size_inches);
      const distanceMiles = Math.round(Number(c.distance) * 100) / 100;
      const [hit] = await tx
        .insert(stormHits)
        .values({ propertyId: c.property_id, stormDay: c.storm_day, hailReportId: c.report_id, sizeInches: size, distanceMiles, source: c.source })
        .onConflictDoNothing({ target: [stormHits.propertyId, stormHits.stormDay] })
        .returning({ id: stormHits.id });
      if (!hit) continue; // this property and storm day were matched before (or by another instance)
      const evidence = { stormDay: c.storm_day, sizeInches: size, distanceMiles, source: NOAA_SOURCE[c.source] ?? c.source, sourceId: c.source_id, lat: Number(c.lat), lon: Number(c.lon) };
      const { lead, created } = await createOrUpdateLead(tx, {
        platform: "roofstrike",
        source: "storm_match",
        sourceRef: c.source_id,
        propertyAddress: `${c.address}, ${c.city}, TX ${c.zip}`,
        normalizedAddress: c.normalized_address,
        propertyId: c.property_id,
        ownerName: c.owner_name,
        companyName: c.company,
        zipCode: c.zip,
        priority: size >= 2 ? "high" : "medium",
        stormDate: new Date(`${c.storm_day}T12:00:00Z`),
        evidence: { stormHits: [evidence] },
        isSample: c.is_sample,
      });
      await tx.update(stormHits).set({ leadId: lead.id }).where(eq(stormHits.id, hit.id));
      await recordLeadEvent(tx, lead.id, "storm_hit", evidence);
      result.hits++;
      if (created) result.leadsCreated++;
      else result.leadsUpdated++;
      const ids = byDay.get(c.storm_day) ?? [];
      ids.push(lead.id);
      byDay.set(c.storm_day, ids);
    }
    for (const [day, ids] of byDay) {
      await recordActivity(tx, { type: "storm_match", agentRole: "strikecloser", message: `Storm ${day}: ${ids.length} propert${ids.length === 1 ? "y" : "ies"} hit by hail ≥ ${rule.minSizeInches} in within ${rule.radiusMiles} mi` });
    }
  });
  result.stormDays = [...byDay].map(([stormDay, leadIds]) => ({ stormDay, leadIds }));
  if (jobs?.has(STORM_CAMPAIGN_JOB)) for (const d of result.stormDays) await jobs.send(STORM_CAMPAIGN_JOB, d);
  return result;
}

