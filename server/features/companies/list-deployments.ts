import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { deployments } from "../../db/schema";
import { assertCompanyExists } from "./find-company";

/** The company's newest 20 deployments. */
export async function listDeployments(db: Db, companyId: number) {
  await assertCompanyExists(db, companyId);
  return db.select().from(deployments).where(eq(deployments.companyId, companyId)).orderBy(desc(deployments.deployedAt)).limit(20);
}
