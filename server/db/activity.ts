import type { Db } from "./client";
import { activityLog } from "./schema";

/**
 * The activity feed's one writer: features record what really happened (task
 * created or completed, lead added, standup posted, campaign launched, command
 * dispatched). Nothing else adds entries. Takes a transaction as well as the database.
 */
export async function recordActivity(
  db: Pick<Db, "insert">,
  entry: { type: string; message: string; agentRole?: string | null; status?: "active" | "completed" },
) {
  await db.insert(activityLog).values({ type: entry.type, message: entry.message, agentRole: entry.agentRole ?? null, status: entry.status ?? "completed" });
}
