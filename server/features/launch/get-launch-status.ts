import { desc, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema";

/** The launch in progress (if any) and the latest campaign. */
export async function getLaunchStatus(db: Db) {
  const [current] = await db.select().from(campaigns).where(inArray(campaigns.status, ["pending", "running"])).orderBy(desc(campaigns.id)).limit(1);
  const [latest] = await db.select().from(campaigns).orderBy(desc(campaigns.id)).limit(1);
  return { current: current ?? null, latest: latest ?? null };
}
