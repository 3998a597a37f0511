import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** 404 unless the company exists (the per-company lists answer 404, not an empty list, for an unknown id). */
export async function assertCompanyExists(db: Db, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!row) throw notFound(`Company ${id} not found`);
}
