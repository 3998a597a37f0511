import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { appMeta, hailReports } from "./schema";

const HAIL_SAMPLE_MARKER = "seed:hail-sample:v1";

/**
 * A small generated hail sample set (is_sample, source "sample") so the
 * checker answers before any NOAA file is imported; every answer from it says
 * so. Deterministic: clusters of made-up reports near Fort Worth, Dallas,
 * Austin and San Antonio (the hail corridor), and a single one near downtown
 * Houston, dated within the last six years of the seed time.
 */
export function generateSampleHailReports(now = new Date()) {
  let state = 20260521;
  const rand = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648);
  const clusters = [
    { name: "fortworth", lat: 32.7589, lon: -97.328, n: 14 },
    { name: "dallas", lat: 32.7831, lon: -96.8067, n: 9 },
    { name: "austin", lat: 30.2713, lon: -97.7426, n: 7 },
    { name: "sanantonio", lat: 29.4246, lon: -98.4951, n: 6 },
    { name: "houston", lat: 29.7594, lon: -95.3594, n: 1 },
  ];
  const rows: (typeof hailReports.$inferInsert)[] = [];
  for (const c of clusters) {
    for (let i = 0; i < c.n; i++) {
      // Within about 7 miles of the cluster's centre.
      const lat = c.lat + (rand() - 0.5) * 0.2;
      const lon = c.lon + (rand() - 0.5) * 0.2;
      const daysAgo = 20 + Math.floor(rand() * 365 * 6);
      const date = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      const size = [1.0, 1.25, 1.5, 1.75, 2.0, 2.5][Math.floor(rand() * 6)];
      rows.push({
        source: "sample",
        sourceId: `sample:${c.name}:${i}`,
        eventDate: date,
        lat: Math.round(lat * 10000) / 10000,
        lon: Math.round(lon * 10000) / 10000,
        sizeInches: size,
        isSample: true,
      });
    }
  }
  return rows;
}

export async function seedHailSample(db: Db, log: (msg: string) => void = () => {}) {
  await db.transaction(async (tx) => {
    const [marker] = await tx.select().from(appMeta).where(eq(appMeta.key, HAIL_SAMPLE_MARKER));
    if (marker) return;
    await tx.insert(hailReports).values(generateSampleHailReports()).onConflictDoNothing({ target: hailReports.sourceId });
    await tx.insert(appMeta).values({ key: HAIL_SAMPLE_MARKER, value: { seededAt: new Date().toISOString() } });
    log("seeded the hail sample set (answers say 'Sample data' until NOAA reports are imported)");
  });
}
