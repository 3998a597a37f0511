import { desc, sql } from "drizzle-orm";
import type { HailDataStatus } from "../../../contract/hail-risk";
import type { Db } from "../../db/client";
import { hailImports, hailReports } from "../../db/schema";

/** How many imported and sample reports are stored, the years the imported ones cover, and the last imports. */
export async function getHailDataStatus(db: Db): Promise<HailDataStatus> {
  const counts = await db
    .select({ isSample: hailReports.isSample, n: sql<number>`count(*)::int`, from: sql<string | null>`min(${hailReports.eventDate})::text`, to: sql<string | null>`max(${hailReports.eventDate})::text` })
    .from(hailReports)
    .groupBy(hailReports.isSample);
  const real = counts.find((c) => !c.isSample);
  const sample = counts.find((c) => c.isSample);
  const imports = await db.select().from(hailImports).orderBy(desc(hailImports.createdAt), desc(hailImports.id)).limit(10);
  return {
    realReports: Number(real?.n ?? 0),
    sampleReports: Number(sample?.n ?? 0),
    yearsCovered: real?.from ? { from: Number(real.from.slice(0, 4)), to: Number(real.to!.slice(0, 4)) } : null,
    lastImports: imports.map((i) => ({ fileName: i.fileName, origin: i.origin, format: i.format, rowsRead: i.rowsRead, createdAt: i.createdAt.toISOString(), summary: i.summary })),
  };
}
