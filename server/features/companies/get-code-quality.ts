import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { codeQualityReports } from "../../db/schema";
import { assertCompanyExists } from "./find-company";

/** The company's latest code-quality report, or null when there is none. */
export async function getCodeQuality(db: Db, companyId: number) {
  await assertCompanyExists(db, companyId);
  const [row] = await db.select().from(codeQualityReports).where(eq(codeQualityReports.companyId, companyId)).orderBy(desc(codeQualityReports.scannedAt)).limit(1);
  return row ?? null;
}
