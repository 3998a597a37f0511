import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dataSources } from "../../db/schema";
import { assertCompanyExists } from "./find-company";

export async function listDataSources(db: Db, companyId: number) {
  await assertCompanyExists(db, companyId);
  return db.select().from(dataSources).where(eq(dataSources.companyId, companyId)).orderBy(asc(dataSources.id));
}
