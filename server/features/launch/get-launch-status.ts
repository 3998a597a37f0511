import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { campaigns } from "../../db/schema";

/** The launch in progress (if any) and the latest campaign. */
export async function getLaunchStatus(db: Db) {
  const [current] = await db.select().from(campaigns).where(and(eq(campaigns.kind, "launch"), inArray(campaigns.status, ["pending", "running"]))).orderBy(desc(campaigns.id)).limit(1);
  const [latest] = await db.select().from(campaigns).where(eq(campaigns.kind, "launch")).orderBy(desc(campaigns.id)).limit(1);
  return { current: current ?? null, latest: latest ?? null };
}
