import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leads, properties, propertyColumns, stormHits } from "../../db/schema";
import { boundingBox, haversineSql } from "../../lib/geo";
import { notFound } from "../../lib/http-error";

const HISTORY_SQL = `
select event_date::text as event_date, size_inches, source, false as is_sample, ${haversineSql("$1", "$2", "lat", "lon")} as distance
from hail_reports
where lat between $3 and $4 and lon between $5 and $6 and ${haversineSql("$1", "$2", "lat", "lon")} <= $7
order by event_date desc, size_inches desc
limit 100`;

/** A property with its storm history: the hail reports within the matching radius (newest first), which of them made a storm hit, and its leads. */
export async function getProperty(database: Database, rule: { radiusMiles: number; minSizeInches: number }, id: number) {
  const db = database.db;
  const [property] = await db.select(propertyColumns).from(properties).where(eq(properties.id, id));
  if (!property) throw notFound("Property not found");
  const box = boundingBox(property.lat, property.lon, rule.radiusMiles);
  const [history, hits, propertyLeads] = await Promise.all([
    database.execute<{ event_date: string; size_inches: number; source: string; is_sample: boolean; distance: number }>(HISTORY_SQL, [
      property.lat, property.lon, box.minLat, box.maxLat, box.minLon, box.maxLon, rule.radiusMiles,
    ]),
    db.select({ stormDay: stormHits.stormDay }).from(stormHits).where(eq(stormHits.propertyId, id)),
    db.select({ id: leads.id, platform: leads.platform, status: leads.status, source: leads.source }).from(leads).where(eq(leads.propertyId, id)),
  ]);
  const hitDays = new Set(hits.map((h) => h.stormDay));
  return {
    property,
    stormHistory: history.map((h) => ({
      eventDate: h.event_date,
      sizeInches: Number(h.size_inches),
      distanceMiles: Math.round(Number(h.distance) * 100) / 100,
      source: h.source,
      isSample: h.is_sample,
      hit: hitDays.has(h.event_date),
    })),
    radiusMiles: rule.radiusMiles,
    minSizeInches: rule.minSizeInches,
    leads: propertyLeads,
  };
}
