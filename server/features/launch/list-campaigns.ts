import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema";

/** The newest 20 campaigns. */
export const listCampaigns = (db: Db) => db.select().from(campaigns).where(eq(campaigns.kind, "launch")).orderBy(desc(campaigns.id)).limit(20);
