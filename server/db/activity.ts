import type { Db } from "./client";
import { activityLog } from "./schema";

/**
 * The activity feed's one writer: features record what really happened (task
 * created or completed, lead added, standup posted, campaign launched, command
 * dispatched). Nothing else adds entries.
 */
export async function recordActivity(
  db: Db,
  entry: { type: string; message: string; agentRole?: string | null; status?: "active" | "completed" },
) {
  await db.insert(activityLog).values({ type: entry.type, message: entry.message, agentRole: entry.agentRole ?? null, status: entry.status ?? "completed" });
}
