import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { notFound } from "../../lib/http-error";

/** One lead, or 404. */
export async function getLead(db: Db, id: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) throw notFound(`Lead ${id} not found`);
  return lead;
}
