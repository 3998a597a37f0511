import { desc, sql } from "drizzle-orm";
import { hailImportStatusValues, type HailDataStatus } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailImports, hailReports, hailZipRisk } from "../../db/schema";

/** How many reports are stored, the years they cover, the ZIP areas rated, and the last imports. */
export async function getHailDataStatus(db: Db): Promise<HailDataStatus> {
  const [real] = await db
    .select({ n: sql<number>`count(*)::int`, from: sql<string | null>`min(${hailReports.eventDate})::text`, to: sql<string | null>`max(${hailReports.eventDate})::text` })
    .from(hailReports);
  const [zips] = await db.select({ n: sql<number>`count(*)::int` }).from(hailZipRisk);
  const imports = await db.select().from(hailImports).orderBy(desc(hailImports.createdAt), desc(hailImports.id)).limit(10);
  return {
    realReports: Number(real?.n ?? 0),
    zipsInCoverage: Number(zips?.n ?? 0),
    yearsCovered: real?.from ? { from: Number(real.from.slice(0, 4)), to: Number(real.to!.slice(0, 4)) } : null,
    lastImports: imports.map((i) => ({ id: i.id, fileName: i.fileName, origin: i.origin, format: i.format, rowsRead: i.rowsRead, createdAt: i.createdAt.toISOString(), status: importStatus(i.status), summary: i.summary })),
  };
}

/** The stored status (an unknown value reads as done: rows older than decision 092 finished in their request). */
export const importStatus = (s: string) => (hailImportStatusValues as readonly string[]).includes(s) ? (s as (typeof hailImportStatusValues)[number]) : "done";
