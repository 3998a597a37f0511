import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";

/** The newest 100 leads. */
export const listLeads = (db: Db) => db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id)).limit(100);
