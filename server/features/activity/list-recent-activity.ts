import { desc } from "drizzle-orm";
import { ACTIVITY_FEED_LIMIT } from "../../../contract/activity";
import type { Db } from "../../db/client";
import { activityLog } from "../../db/schema";

/**
 * The activity feed's newest entries (written only by domain/activity.ts's recordActivity), as one
 * statement prepared once: the hub polls it.
 */
export function recentActivityQuery(db: Db) {
  const recent = db.select().from(activityLog).orderBy(desc(activityLog.createdAt), desc(activityLog.id)).limit(ACTIVITY_FEED_LIMIT).prepare("recent_activity");
  return () => recent.execute();
}
