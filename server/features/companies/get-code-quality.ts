import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { codeQualityReports } from "../../db/schema";
import { assertCompanyExists } from "./find-company";

/** The company's (or the group's) latest code-quality report, a real one before any sample; null when none. */
export async function getCodeQuality(db: Db, companyId: number) {
  await assertCompanyExists(db, companyId);
  const [row] = await db
    .select()
    .from(codeQualityReports)
    .where(or(eq(codeQualityReports.companyId, companyId), isNull(codeQualityReports.companyId)))
    .orderBy(codeQualityReports.isSample, desc(codeQualityReports.scannedAt))
    .limit(1);
  return row ?? null;
}
