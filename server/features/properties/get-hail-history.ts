import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { properties } from "../../db/schema";
import { hailHistoryAt } from "../../domain/hail/history";
import { notFound } from "../../lib/http-error";

/** A property's hail history (issue 20): measured from its own coordinates, or from its ZIP's centroid when the import had none (said so). */
export async function getPropertyHailHistory(database: Database, id: number, options: { radiusMiles: number; years: number; now?: Date }) {
  const [p] = await database.db.select().from(properties).where(eq(properties.id, id));
  if (!p) throw notFound("Property not found");
  return hailHistoryAt(
    database,
    {
      lat: p.lat,
      lon: p.lon,
      basis: p.locationSource === "given" ? "coordinates" : "zip-centroid",
      zip: p.zip,
      label: `${p.address}, ${p.city} ${p.zip}`,
      propertyId: p.id,
    },
    options,
  );
}
