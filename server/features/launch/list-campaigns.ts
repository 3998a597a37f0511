import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema";

/** The newest 20 campaigns. */
export const listCampaigns = (db: Db) => db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(20);
