import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { zipCentroids } from "../../db/schema";
import { hailHistoryAt } from "../../domain/hail/history";
import { notFound } from "../../lib/http-error";
import { lookupZip } from "../../lib/zip-centroids";

/**
 * The landing page's hail history for a ZIP (issue 20): measured from the ZIP's centroid (the Census
 * ZCTA internal point when it is in coverage, else the `zipcodes` package's), said so in the answer.
 * A ZIP known to neither is a 404.
 */
export async function getZipHailHistory(database: Database, query: { zip: string; radiusMiles: number; years: number }, now = new Date()) {
  const [census] = await database.db.select().from(zipCentroids).where(eq(zipCentroids.zip, query.zip));
  const known = lookupZip(query.zip);
  const point = census ?? known;
  if (!point) throw notFound(`ZIP code ${query.zip} was not found. Check the number and try again.`);
  return hailHistoryAt(
    database,
    { lat: point.lat, lon: point.lon, basis: "zip-centroid", zip: query.zip, label: known ? `${known.place} ${query.zip}` : `ZIP ${query.zip}`, propertyId: null },
    { radiusMiles: query.radiusMiles, years: query.years, now },
  );
}
