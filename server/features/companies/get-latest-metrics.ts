import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { systemMetrics } from "../../db/schema";
import { assertCompanyExists } from "./find-company";

/** The company's latest reading per service and metric. */
export async function getLatestMetrics(db: Db, companyId: number) {
  await assertCompanyExists(db, companyId);
  const rows = await db.select().from(systemMetrics).where(eq(systemMetrics.companyId, companyId)).orderBy(asc(systemMetrics.service), desc(systemMetrics.timestamp));
  const seen = new Set<string>();
  return rows.filter((m) => {
    const key = `${m.service}\u0000${m.metric}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
