import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deployments } from "../../db/schema";
import { assertCompanyExists } from "./find-company";

/**
 * The company's newest 20 deployments, with the group's (GitHub, CI without a company).
 * Sample rows step aside as soon as a real one exists (decision 051).
 */
export async function listDeployments(db: Db, companyId: number) {
  await assertCompanyExists(db, companyId);
  const mine = or(eq(deployments.companyId, companyId), isNull(deployments.companyId));
  const real = await db.select().from(deployments).where(and(mine, eq(deployments.isSample, false))).orderBy(desc(deployments.deployedAt)).limit(20);
  if (real.length) return real;
  return db.select().from(deployments).where(mine).orderBy(desc(deployments.deployedAt)).limit(20);
}
